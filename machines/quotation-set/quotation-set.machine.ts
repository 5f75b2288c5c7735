/**
 * The fleet quotation (spec 000 §2 "Quotation tools", §4; 001 §5.4, §8): the
 * cards 'COTAÇÃO {n}' (each a quotation-card actor spawned here), the tabs
 * model, optionals, coating, accessories and comment, then review, preview,
 * save, download and sending the PDF to a client.
 *
 *   loading ──done (new, duplicate)──▶ editing.idle
 *      │     ──done (a saved one)────▶ saved.idle
 *      └──error──▶ loadFailed ──quotation.retry──▶ loading
 *
 *   editing (idle | invalid): quotation.addCard / removeCard / showTab / editText / cardChanged
 *      └─quotation.review [ready]──▶ reviewing ──quotation.preview──▶ previewing ──quotation.save──▶ saving
 *                  └──────────────▶ editing.invalid                                                  │
 *   saving ──done──▶ saved.idle ('Cotação salva com sucesso'; the app moves to the quotation's own address)   ──error──▶ failed
 *   failed ──quotation.save──▶ saving (the same Idempotency-Key) │ ──quotation.back──▶ editing.idle
 *
 *   saved (idle | composingMail | mailInvalid | sendingMail | mailSent | mailFailed)
 *      ├─ quotation.openMail ──▶ composingMail ──quotation.send [valid]──▶ sendingMail ──done──▶ mailSent
 *      │                                └──────────────────▶ mailInvalid          └──error──▶ mailFailed
 *      └─ quotation.edit (from idle) ──▶ editing.idle (a new draft over the saved number)
 *
 * A quotation being saved keeps its Idempotency-Key until it is saved or
 * the seller goes back to editing, so a retried save stores one quotation.
 * Ids and keys come with what starts them, minted by the page: a new draft's
 * id with the chart's input (`draftId`) and with `quotation.edit`, a save's
 * key with `quotation.save`, a mail's with `quotation.send` (the first kept
 * through its retries, until the mail dialog closes).
 */
import { match, P } from 'ts-pattern';
import { assertEvent, assign, enqueueActions, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import { isRetryableFailure } from '../../models/common/general-failure';
import {
  QUOTATION_MAX_ITEMS,
  cardOfItem,
  cardPrice,
  colourNameOf,
  emptyCard,
  hasOpportunityName,
  includedOptionals,
  isCardComplete,
  isQuotationReady,
  quotationItemOf,
  quotationTotals,
  type FleetCard,
  type FleetCatalogue,
  type QuotationSaveAnswer,
  type QuotationSaveBody,
  type QuotationSendAnswer,
  type StoredQuotation,
} from '../../models/quotation/fleet-quotation';
import { quotationLabels } from '../../models/labels/quotation';
import type { CommissionDiscountEntry } from '../../models/pricing/pricing';
import { validateEmail } from '../../models/common/validators';
import { cardChangedOf, quotationCardMachine, vehicleOf, type QuotationCardChanged, type QuotationCardRef } from '../quotation-card/quotation-card.machine';
import { markPlaceholder, placeholderFor } from '../placeholder';
import { writeKey } from '../write-key';
import type { quotationSetActors } from './quotation-set.actors';

/** `notice`: a saved quotation opened right after its save, with the save's message ('Cotação salva com sucesso'). */
export type QuotationSetInput = { mode: 'new' } | { mode: 'open'; number: string; notice?: string } | { mode: 'duplicate'; number: string };

/** What the page opens the chart with: the quotation to open, and the id a new draft takes (the page mints it, as it does a key). */
export type QuotationSetOpening = QuotationSetInput & { draftId: string };

/** The saved quotation's own address is what the app shows after a save (`showSavedAddress`): its number and the save's message. */
export interface SavedAddress {
  number: string;
  notice: string | null;
}

/** What opening the form loads: the choices, the discounts, and a saved quotation or a duplicated draft. */
type Actors = ReturnType<typeof quotationSetActors>;

export interface LoadedQuotation {
  catalogue: FleetCatalogue;
  discounts: CommissionDiscountEntry[];
  stored?: StoredQuotation;
  draft?: QuotationSaveBody;
}

export const QUOTATION_TABS = ['model', 'optionals', 'coating', 'accessories', 'comment'] as const;
export type QuotationTab = (typeof QUOTATION_TABS)[number];

export interface QuotationCardEntry {
  id: string;
  ref: QuotationCardRef;
}

export interface QuotationSetContext {
  input: QuotationSetInput;
  catalogue: FleetCatalogue | null;
  discounts: readonly CommissionDiscountEntry[];
  cards: QuotationCardEntry[];
  /** Each card as it last reported. */
  cardData: Record<string, FleetCard>;
  /** The cards whose dealer has none of their model (not quoted until changed). */
  outOfStock: Record<string, boolean>;
  nextCard: number;
  tab: QuotationTab;
  opportunityName: string;
  comments: string;
  draftId: string;
  baseNumber: string | null;
  saved: StoredQuotation | null;
  idempotencyKey: string | null;
  errorMessage: string | null;
  /** Whether trying the failed load again can help. */
  loadRetryable: boolean;
  notice: string | null;
  mail: { to: string; name: string };
  mailError: string | null;
  mailKey: string | null;
  mailMessage: string | null;
}

export interface SaveQuotationInput {
  body: QuotationSaveBody;
  idempotencyKey: string;
}

export interface SendQuotationInput {
  number: string;
  to: string;
  name: string;
  idempotencyKey: string;
}

export type QuotationSetEvent =
  | { type: 'quotation.addCard' }
  | { type: 'quotation.removeCard'; id: string }
  | { type: 'quotation.showTab'; tab: QuotationTab }
  | { type: 'quotation.editText'; field: 'opportunityName' | 'comments'; value: string }
  | QuotationCardChanged
  | { type: 'quotation.review' }
  | { type: 'quotation.preview' }
  | { type: 'quotation.back' }
  /** `key`: a fresh Idempotency-Key the page mints; the chart keeps the first until the quotation is saved or edited again. */
  | { type: 'quotation.save'; key: string }
  | { type: 'quotation.retry' }
  /** `draftId`: the new draft's id, minted by the page. */
  | { type: 'quotation.edit'; draftId: string }
  | { type: 'quotation.openMail' }
  | { type: 'quotation.editMail'; field: 'to' | 'name'; value: string }
  /** `key`: a fresh Idempotency-Key the page mints; the chart keeps the first until the mail dialog closes (a retry sends the same). */
  | { type: 'quotation.send'; key: string }
  | { type: 'quotation.closeMail' };


/** The options loaded (cards are added only once the form is open with them). */
function catalogueOf(context: QuotationSetContext): FleetCatalogue {
  if (!context.catalogue) throw new Error('quotation set: no catalogue loaded');
  return context.catalogue;
}

/** The save's key (`keepIdempotencyKey` kept the save's own as it began). */
function saveKeyOf(context: QuotationSetContext): string {
  return writeKey(context.idempotencyKey, 'quotation save');
}

/** The saved quotation (the mail is sent only from `saved`). */
function savedQuotation(context: QuotationSetContext): StoredQuotation {
  if (!context.saved) throw new Error('quotation set: no saved quotation');
  return context.saved;
}

/** The mail's key (`keepMailKey` kept the send's own as it began). */
function mailKeyOf(context: QuotationSetContext): string {
  return writeKey(context.mailKey, 'quotation mail');
}

function cardsInOrder(context: Pick<QuotationSetContext, 'cards' | 'cardData'>): FleetCard[] {
  return context.cards.flatMap((c) => {
    const card = context.cardData[c.id];
    return card ? [card] : [];
  });
}

function saveBodyOf(context: QuotationSetContext): QuotationSaveBody {
  return {
    draftId: context.draftId,
    ...(context.baseNumber ? { baseNumber: context.baseNumber } : {}),
    opportunityName: context.opportunityName.trim(),
    comments: context.comments,
    items: cardsInOrder(context).flatMap((c) => {
      const item = quotationItemOf(c);
      return item ? [item] : [];
    }),
  };
}

/** Does a card of the set have no vehicle available at its dealer? */
function hasCardOutOfStock(context: Pick<QuotationSetContext, 'cards' | 'outOfStock'>): boolean {
  return context.cards.some((c) => context.outOfStock[c.id] === true);
}

/** The card the set's child reports to it with. */
export const reportingCard = quotationCardMachine.provide({ actions: { reportCard: sendParent(({ context }) => cardChangedOf(context)) } });

export const quotationSetMachine = setup({
  types: {
    input: {} as QuotationSetOpening,
    context: {} as QuotationSetContext,
    events: {} as QuotationSetEvent,
  },
  actors: {
    quotationCard: reportingCard,
    loadQuotation: placeholderFor<Actors['loadQuotation']>('loadQuotation'),
    saveQuotation: placeholderFor<Actors['saveQuotation']>('saveQuotation'),
    sendQuotation: placeholderFor<Actors['sendQuotation']>('sendQuotation'),
  },
  guards: {
    isSavedQuotation: (_, loaded: LoadedQuotation) => !!loaded.stored,
    canAddCard: ({ context }) => context.cards.length < QUOTATION_MAX_ITEMS,
    canRemoveCard: ({ context, event }) => {
      assertEvent(event, 'quotation.removeCard');
      return context.cards.length > 1 && context.cards.some((c) => c.id === event.id);
    },
    isKnownCard: ({ context, event }) => {
      assertEvent(event, 'quotation.cardChanged');
      return context.cards.some((c) => c.id === event.id);
    },
    isQuotationReady: ({ context }) => isQuotationReady(context.opportunityName, cardsInOrder(context)) && !hasCardOutOfStock(context),
    isMailValid: ({ context }) => validateEmail(context.mail.to) === undefined,
    canRetryLoad: ({ context }) => context.loadRetryable,
  },
  actions: {
    storeLoaded: enqueueActions(({ context, enqueue }, loaded: LoadedQuotation) => {
      for (const c of context.cards) enqueue.stopChild(c.ref);
      const source = loaded.stored ?? loaded.draft;
      const cards: FleetCard[] = source
        ? source.items.map((item) => cardOfItem(item, vehicleOf(loaded.catalogue, item.offerId)))
        : [emptyCard(loaded.catalogue.sellerDealerCode)];
      enqueue.assign(({ spawn }) => {
        const entries = cards.map((card, i) => {
          const id = `card-${i + 1}`;
          return { id, card, ref: spawn('quotationCard', { id, input: { id, catalogue: loaded.catalogue, discounts: loaded.discounts, card } }) };
        });
        return {
          catalogue: loaded.catalogue,
          discounts: loaded.discounts,
          cards: entries.map(({ id, ref }) => ({ id, ref })),
          cardData: Object.fromEntries(entries.map(({ id, card }) => [id, card])),
          outOfStock: {},
          nextCard: entries.length + 1,
          opportunityName: source?.opportunityName ?? '',
          comments: source?.comments ?? '',
          // A duplicate's draft comes with it; else the draft keeps the id the page gave it.
          draftId: loaded.draft?.draftId ?? context.draftId,
          baseNumber: loaded.stored?.number ?? null,
          saved: loaded.stored ?? null,
          errorMessage: null,
          // Opened right after its save (the app moved to its address): the save's message stays on screen.
          notice: loaded.stored && context.input.mode === 'open' ? (context.input.notice ?? null) : null,
        };
      });
    }),
    storeLoadFailure: assign({
      errorMessage: ({ event }) => callErrorOf(event).message || quotationLabels.itemLoadFailed,
      loadRetryable: ({ event }) => isRetryableFailure(callErrorOf(event).status),
    }),
    addCard: assign(({ context, spawn }) => {
      const id = `card-${context.nextCard}`;
      const catalogue = catalogueOf(context);
      const card = emptyCard(catalogue.sellerDealerCode);
      const ref = spawn('quotationCard', { id, input: { id, catalogue, discounts: context.discounts, card } });
      return { cards: [...context.cards, { id, ref }], cardData: { ...context.cardData, [id]: card }, nextCard: context.nextCard + 1, tab: 'model' as const };
    }),
    removeCard: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'quotation.removeCard');
      enqueue.stopChild(event.id);
      const { [event.id]: _gone, ...rest } = context.cardData;
      const { [event.id]: _stock, ...stillOut } = context.outOfStock;
      enqueue.assign({ cards: context.cards.filter((c) => c.id !== event.id), cardData: rest, outOfStock: stillOut });
    }),
    showTab: assign(({ event }) => {
      assertEvent(event, 'quotation.showTab');
      return { tab: event.tab };
    }),
    editText: assign(({ event }) => {
      assertEvent(event, 'quotation.editText');
      return event.field === 'opportunityName' ? { opportunityName: event.value.slice(0, 120) } : { comments: event.value.slice(0, 2000) };
    }),
    storeCard: assign(({ context, event }) => {
      assertEvent(event, 'quotation.cardChanged');
      return { cardData: { ...context.cardData, [event.id]: event.card }, outOfStock: { ...context.outOfStock, [event.id]: event.outOfStock === true } };
    }),
    showModelTab: assign({ tab: 'model' as QuotationTab }),
    /** The key of this save: the first save's, kept across its retries. */
    keepIdempotencyKey: assign({
      idempotencyKey: ({ context, event }) => {
        assertEvent(event, 'quotation.save');
        return context.idempotencyKey ?? event.key;
      },
      errorMessage: null,
    }),
    forgetIdempotencyKey: assign({ idempotencyKey: null, errorMessage: null }),
    storeSaved: assign((_, answer: QuotationSaveAnswer) => ({
      saved: answer.quotation,
      baseNumber: answer.quotation.number,
      idempotencyKey: null,
      errorMessage: null,
      notice: answer.message,
    })),
    storeSaveFailure: assign({
      errorMessage: ({ event }) => {
        const e = callErrorOf(event);
        const text = e.message || quotationLabels.saveFailed;
        return e.code && /^00[1-6]$/.test(e.code) ? `${e.code} – ${text}` : text;
      },
    }),
    /** Editing a saved quotation: a new draft over its number. */
    startNewDraft: assign(({ event }) => {
      assertEvent(event, 'quotation.edit');
      return { draftId: event.draftId, notice: null, errorMessage: null };
    }),
    openMail: assign({ mail: { to: '', name: '' }, mailError: null, mailKey: null, mailMessage: null, notice: null }),
    /** The key of this mail: the first send's, kept across its retries until the dialog closes. */
    keepMailKey: assign({
      mailKey: ({ context, event }) => {
        assertEvent(event, 'quotation.send');
        return context.mailKey ?? event.key;
      },
    }),
    editMail: assign(({ context, event }) => {
      assertEvent(event, 'quotation.editMail');
      return { mail: { ...context.mail, [event.field]: event.value.slice(0, event.field === 'to' ? 254 : 120) }, mailError: event.field === 'to' ? null : context.mailError };
    }),
    showMailError: assign({ mailError: ({ context }) => validateEmail(context.mail.to) ?? null }),
    storeMailSent: assign((_, answer: QuotationSendAnswer) => ({ mailMessage: answer.message, mailKey: null })),
    storeMailFailure: assign({ mailMessage: ({ event }) => callErrorOf(event).message || quotationLabels.form.sendFailed }),
    closeMail: assign({ mailMessage: null, mailError: null, mailKey: null }),
    /** Provided by the app: a saved quotation's address replaces the form's (a reload or a shared link opens it). */
    // Written out (not the placeholder itself): setup's inference of this chart's params needs the literal's parameter types.
    // (Marked as the placeholder it is below the chart.)
    showSavedAddress: (_, _saved: SavedAddress) => placeholderFor('showSavedAddress')(),
  },
}).createMachine({
  id: 'quotationSet',
  context: ({ input }) => ({
    input,
    catalogue: null,
    discounts: [],
    cards: [],
    cardData: {},
    outOfStock: {},
    nextCard: 1,
    tab: 'model',
    opportunityName: '',
    comments: '',
    draftId: input.draftId,
    baseNumber: null,
    saved: null,
    idempotencyKey: null,
    errorMessage: null,
    loadRetryable: true,
    notice: null,
    mail: { to: '', name: '' },
    mailError: null,
    mailKey: null,
    mailMessage: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuotation',
        src: 'loadQuotation',
        input: ({ context }) => context.input,
        onDone: [
          {
            guard: { type: 'isSavedQuotation', params: ({ event }) => event.output },
            target: 'saved',
            actions: { type: 'storeLoaded', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'storeLoaded', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: 'storeLoadFailure' },
      },
    },
    loadFailed: {
      // Only a failure a retry can mend offers one (not a quotation that is not there).
      on: { 'quotation.retry': { guard: 'canRetryLoad', target: 'loading' } },
    },
    editing: {
      initial: 'idle',
      on: {
        'quotation.addCard': { guard: 'canAddCard', actions: 'addCard' },
        'quotation.removeCard': { guard: 'canRemoveCard', actions: 'removeCard' },
        'quotation.showTab': { actions: 'showTab' },
        'quotation.editText': { actions: 'editText' },
        'quotation.cardChanged': { guard: 'isKnownCard', actions: 'storeCard' },
        'quotation.review': [
          { guard: 'isQuotationReady', target: 'reviewing' },
          { target: '.invalid', actions: 'showModelTab' },
        ],
      },
      states: {
        idle: {},
        invalid: {},
      },
    },
    reviewing: {
      on: {
        'quotation.back': 'editing.idle',
        'quotation.preview': 'previewing',
      },
    },
    previewing: {
      on: {
        'quotation.back': 'reviewing',
        'quotation.save': { target: 'saving', actions: 'keepIdempotencyKey' },
      },
    },
    saving: {
      invoke: {
        id: 'saveQuotation',
        src: 'saveQuotation',
        input: ({ context }) => ({ body: saveBodyOf(context), idempotencyKey: saveKeyOf(context) }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'storeSaved', params: ({ event }) => event.output },
            { type: 'showSavedAddress', params: ({ event }) => ({ number: event.output.quotation.number, notice: event.output.message }) },
          ],
        },
        onError: { target: 'failed', actions: 'storeSaveFailure' },
      },
    },
    failed: {
      on: {
        'quotation.save': { target: 'saving', actions: 'keepIdempotencyKey' },
        'quotation.back': { target: 'editing.idle', actions: 'forgetIdempotencyKey' },
      },
    },
    saved: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'quotation.openMail': { target: 'composingMail', actions: 'openMail' },
            'quotation.edit': { target: '#quotationSet.editing.idle', actions: 'startNewDraft' },
          },
        },
        composingMail: {
          on: {
            'quotation.editMail': { actions: 'editMail' },
            'quotation.send': [{ guard: 'isMailValid', target: 'sendingMail', actions: 'keepMailKey' }, { target: 'mailInvalid', actions: 'showMailError' }],
            'quotation.closeMail': { target: 'idle', actions: 'closeMail' },
          },
        },
        mailInvalid: {
          on: {
            // Any edit goes back to composing; until then the address is still the refused one.
            'quotation.editMail': { target: 'composingMail', actions: 'editMail' },
            'quotation.send': { target: 'mailInvalid', actions: 'showMailError' },
            'quotation.closeMail': { target: 'idle', actions: 'closeMail' },
          },
        },
        sendingMail: {
          invoke: {
            id: 'sendQuotation',
            src: 'sendQuotation',
            input: ({ context }) => ({ number: savedQuotation(context).number, to: context.mail.to.trim(), name: context.mail.name.trim(), idempotencyKey: mailKeyOf(context) }),
            onDone: { target: 'mailSent', actions: { type: 'storeMailSent', params: ({ event }) => event.output } },
            onError: { target: 'mailFailed', actions: 'storeMailFailure' },
          },
        },
        mailSent: {
          on: { 'quotation.closeMail': { target: 'idle', actions: 'closeMail' } },
        },
        mailFailed: {
          on: {
            'quotation.send': { target: 'sendingMail', actions: 'keepMailKey' },
            'quotation.closeMail': { target: 'idle', actions: 'closeMail' },
          },
        },
      },
    },
  },
});

// The written-out placeholder above, marked as one: a composition that leaves it is found (test/ui/compositions.test.ts).
markPlaceholder(quotationSetMachine.implementations.actions.showSavedAddress!, 'showSavedAddress');

export type QuotationSetSnapshot = SnapshotFrom<typeof quotationSetMachine>;
export type QuotationSetRef = ActorRefFrom<typeof quotationSetMachine>;

// ── selectors ──

export type QuotationSetView = 'loading' | 'loadFailed' | 'editing' | 'reviewing' | 'saved';
/** The screen each state shows (a state added to the chart without its screen fails to compile). */
export const selectView = (s: QuotationSetSnapshot): QuotationSetView =>
  match(s.value)
    .returnType<QuotationSetView>()
    .with('loading', () => 'loading')
    .with('loadFailed', () => 'loadFailed')
    .with({ editing: P.string }, () => 'editing')
    .with('reviewing', 'previewing', 'saving', 'failed', () => 'reviewing')
    .with({ saved: P.string }, () => 'saved')
    .exhaustive();
export const selectCards = (s: QuotationSetSnapshot) => s.context.cards;
export const sameCards = (a: QuotationCardEntry[], b: QuotationCardEntry[]) => a.length === b.length && a.every((c, i) => c.ref === b[i]!.ref);
export const selectTab = (s: QuotationSetSnapshot) => s.context.tab;
export const selectOpportunityName = (s: QuotationSetSnapshot) => s.context.opportunityName;
export const selectComments = (s: QuotationSetSnapshot) => s.context.comments;
export const selectShowErrors = (s: QuotationSetSnapshot) => s.matches({ editing: 'invalid' });
/** The opportunity's name is missing, once the review was refused. */
export const selectOpportunityMissing = (s: QuotationSetSnapshot) => s.matches({ editing: 'invalid' }) && !hasOpportunityName(s.context.opportunityName);
/** Why the review was refused: a card without a vehicle available, or fields to fill. */
export const selectInvalidMessage = (s: QuotationSetSnapshot) =>
  !s.matches({ editing: 'invalid' }) ? null : hasCardOutOfStock(s.context) ? quotationLabels.unavailableCards : quotationLabels.form.incomplete;
export const selectLoadError = (s: QuotationSetSnapshot) => (s.matches('loadFailed') ? s.context.errorMessage : null);
export const selectSaveError = (s: QuotationSetSnapshot) => (s.matches('failed') ? s.context.errorMessage : null);
export const selectNotice = (s: QuotationSetSnapshot) => (s.matches('saved') ? s.context.notice : null);
export const selectSaved = (s: QuotationSetSnapshot) => s.context.saved;
export const selectBaseNumber = (s: QuotationSetSnapshot) => s.context.baseNumber;
export const selectPreviewOpen = (s: QuotationSetSnapshot) => s.matches('previewing') || s.matches('saving') || s.matches('failed');
export const selectSaving = (s: QuotationSetSnapshot) => s.matches('saving');
export const selectIdempotencyKey = (s: QuotationSetSnapshot) => s.context.idempotencyKey;

export type MailView = 'closed' | 'composing' | 'sending' | 'sent' | 'failed';
/** The mail dialog each state shows: closed outside the saved quotation's mail states. */
export const selectMailView = (s: QuotationSetSnapshot): MailView =>
  match(s.value)
    .returnType<MailView>()
    .with({ saved: P.union('composingMail', 'mailInvalid') }, () => 'composing')
    .with({ saved: 'sendingMail' }, () => 'sending')
    .with({ saved: 'mailSent' }, () => 'sent')
    .with({ saved: 'mailFailed' }, () => 'failed')
    .with({ saved: 'idle' }, 'loading', 'loadFailed', { editing: P.string }, 'reviewing', 'previewing', 'saving', 'failed', () => 'closed')
    .exhaustive();
export const selectMail = (s: QuotationSetSnapshot) => s.context.mail;
export const selectMailError = (s: QuotationSetSnapshot) => (s.matches({ saved: 'mailInvalid' }) ? s.context.mailError : null);
export const selectMailMessage = (s: QuotationSetSnapshot) => s.context.mailMessage;

/** One line per card, with what the form knows (null price while incomplete). */
export interface CardLine {
  id: string;
  n: number;
  card: FleetCard;
  complete: boolean;
  title: string | null;
  dealerName: string | null;
  colourName: string | null;
  /** The coating (Revestimento): the version's own, not the paint. */
  coating: string | null;
  optionals: string[];
  /** Insulfilm, plate ending, maintenance and insurance, as the document lists them. */
  accessories: string[];
  price: ReturnType<typeof cardPrice>;
}

function accessoriesOf(card: FleetCard): string[] {
  const f = quotationLabels.form;
  const out: string[] = [];
  if (card.insulfilm) out.push(f.insulfilm);
  if (card.plateEnding !== 'Não') out.push(quotationLabels.pdf.plateEnding(String(card.plateEnding)));
  if (card.maintenance) out.push(`${f.maintenance}: ${quotationLabels.included}`);
  if (card.insurance) out.push(`${f.insurance}: ${quotationLabels.included}`);
  return out;
}

export function selectLines(s: QuotationSetSnapshot): CardLine[] {
  const { catalogue, discounts } = s.context;
  return s.context.cards.map(({ id }, i) => {
    const card = s.context.cardData[id];
    // (Each card reports as it is spawned: `storeLoaded` and `addCard` put its first data beside it.)
    if (!card) throw new Error(`quotation set: no data of ${id}`);
    const vehicle = catalogue ? vehicleOf(catalogue, card.offerId) : undefined;
    const period = card.period;
    return {
      id,
      n: i + 1,
      card,
      complete: isCardComplete(card),
      title: vehicle?.title ?? null,
      dealerName: catalogue?.dealers.find((d) => d.code === card.dealerCode)?.name ?? null,
      colourName: colourNameOf(vehicle?.colors.find((c) => c.colorId === card.colorId)),
      coating: vehicle ? quotationLabels.coatingStandard : null,
      optionals: vehicle && period !== null ? includedOptionals(vehicle, period) : [],
      accessories: accessoriesOf(card),
      price: vehicle ? cardPrice(vehicle, card, discounts) : null,
    };
  });
}
export const sameLines = (a: CardLine[], b: CardLine[]) => JSON.stringify(a) === JSON.stringify(b);
export const selectTotals = (s: QuotationSetSnapshot) => quotationTotals(selectLines(s).map((l) => l.price));
export const sameTotals = (a: { monthly: number; contract: number }, b: { monthly: number; contract: number }) => a.monthly === b.monthly && a.contract === b.contract;

export const selectCanAddCard = (s: QuotationSetSnapshot) => s.can({ type: 'quotation.addCard' });
export const selectCanRemoveCard = (id: string) => (s: QuotationSetSnapshot) => s.can({ type: 'quotation.removeCard', id });
export const selectCanReview = (s: QuotationSetSnapshot) => s.can({ type: 'quotation.review' });
export const selectCanPreview = (s: QuotationSetSnapshot) => s.can({ type: 'quotation.preview' });
export const selectCanSave = (s: QuotationSetSnapshot) => s.can({ type: 'quotation.save', key: '' });
export const selectCanBack = (s: QuotationSetSnapshot) => s.can({ type: 'quotation.back' });
export const selectCanEdit = (s: QuotationSetSnapshot) => s.can({ type: 'quotation.edit', draftId: '' });
export const selectCanOpenMail = (s: QuotationSetSnapshot) => s.can({ type: 'quotation.openMail' });
export const selectCanSend = (s: QuotationSetSnapshot) => s.can({ type: 'quotation.send', key: '' });
export const selectCanCloseMail = (s: QuotationSetSnapshot) => s.can({ type: 'quotation.closeMail' });
/** The client's address and name are edited while the mail is composed (not while it is sent, nor after). */
export const selectCanEditMail = (s: QuotationSetSnapshot) => s.can({ type: 'quotation.editMail', field: 'to', value: s.context.mail.to });
export const selectCanRetry = (s: QuotationSetSnapshot) => s.can({ type: 'quotation.retry' });
