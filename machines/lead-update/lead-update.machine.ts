/**
 * Lead update chart: the edit modes of a sent lead (spec 000 §2 "Offer
 * details" offer-edit mode and "Rental result modal", §4 'Finalizar' /
 * 'Aguarde', "Offer list" seller edit and edit mode, "Intent form" seller
 * close; 001 §2, §7 timeline and `PUT v1/leads`, §8).
 *
 *   waitingForSession ──session.loaded [signed in]──▶ loadingLead
 *        └──a visitor / session.signedOut──▶ signingIn (sent to sign in) ──signed in──▶ loadingLead
 *   (the seller's edit and the customer's alike: a seller's save takes the link's seller signed in)
 *   loadingLead ──done──▶ loaded (the lead's terms go to the details page: `reportLead`)
 *        └──error──▶ loadFailed (the page hands the failure to the general error handler)
 *   loaded (the dealer selector runs, locked on the lead's dealer):
 *     editing.checking ──▶ waiting ('Aguarde': lead id, product lead id, dealer code or CPF unknown)
 *                     ├──▶ blocked (the entrada breaks its rule, or a plate ending has no number)
 *                     └──▶ ready ('Finalizar') ──leadUpdate.save──▶ saving (the save's Idempotency-Key, minted by the view, kept for the attempt)
 *     saving ──done──▶ saved (the seller's or the customer's modal) ──close / toLeadPage / toProposals──▶ closed
 *        └──error──▶ failed ('Falha ao salvar as alterações.') ──leadUpdate.save [ready]──▶ saving (same key)
 *     editing, failed ──configuration.changed / leadUpdate.couponChanged (a new configuration or coupon) / dealer.changed──▶ editing.checking
 *                                          (from failed: new content, the key is forgotten)
 *
 * The chart runs as a child of the offer details chart in edit mode: the
 * parent sends it the configuration, price and entrada check
 * (`configuration.changed`) and the applied coupon (`leadUpdate.couponChanged`);
 * it tells the parent the lead it loaded (`reportLead`). Who edits decides
 * the calls: a seller, signed in, reads and writes with the link's
 * `Authorization`; the customer with their session (`X-Client-Origin`).
 * Rules: models/lead/lead-update.ts.
 */
import { assertEvent, assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureText, refusalMessage } from '../../models/showcase/api';
import type { Coupon } from '../../models/coupon/coupon-rules';
import type { Dealer } from '../../models/dealer/dealer';
import { leadUpdateLabels } from '../../models/labels/lead-update';
import type { LeadUpdate, LeadUpdateAnswer } from '../../models/lead/lead';
import { offerLeadTermsOf, type EditMode, type EditRequest, type OfferLeadTerms } from '../../models/lead/lead-update';
import { buildLeadUpdate, finishState, type FinishState, type LeadUpdateFacts } from '../../models/lead/lead-update-body';
import type { Offer } from '../../models/offer/offer';
import type { DetailsConfiguration } from '../../models/pricing/offer-details';
import { plateNumberMissing } from '../../models/pricing/offer-details';
import type { InitialPaymentCheck, OfferPrice } from '../../models/pricing/pricing';
import type { RentalLeadTimeline } from '../../models/proposal/proposal';
import { errorOf } from '../actor-events';
import { dealerSelectorMachine, type DealerChanged, type DealerSelectorInput } from '../dealer-selector/dealer-selector.machine';
import { sessionListenerPlaceholder, type SessionNews } from '../session/session.listener';
import { placeholderFor } from '../placeholder';
import { writeKey } from '../write-key';
import type { ConfigurationChanged } from '../configuration-changed';
import type { leadUpdateActors } from './lead-update.actors';

export interface LeadUpdateInput {
  request: EditRequest;
  offer: Offer;
  config: DetailsConfiguration;
  price: OfferPrice;
  initialPaymentCheck: InitialPaymentCheck;
  coupon?: Coupon | null;
}

export interface LeadUpdateContext {
  request: EditRequest;
  offer: Offer;
  config: DetailsConfiguration;
  price: OfferPrice;
  initialPaymentCheck: InitialPaymentCheck;
  coupon: Coupon | null;
  /** The lead as the timeline answers it (its `lead` is the current version's body). */
  lead: RentalLeadTimeline | null;
  dealer: Dealer | null;
  /** The key of the current save attempt: kept across its retries, forgotten when the content changes. */
  idempotencyKey: string | null;
  answer: LeadUpdateAnswer | null;
  /** Why the lead could not be loaded (handed to the general error handler). */
  loadError: string | null;
  /** The server's reason a save failed, when it gave one (beside 'Falha ao salvar as alterações.'). */
  errorMessage: string | null;
}

export type LeadUpdateEvent =
  | ConfigurationChanged
  | { type: 'leadUpdate.couponChanged'; coupon: Coupon | null }
  /** `key`: a fresh Idempotency-Key the view mints; the chart keeps the first until the content changes (a retry sends the same). */
  | { type: 'leadUpdate.save'; key: string }
  | { type: 'leadUpdate.close' }
  | { type: 'leadUpdate.toLeadPage' }
  | { type: 'leadUpdate.toProposals' }
  | DealerChanged
  | SessionNews;

/** What the details chart hears once the lead is loaded: its stored body, to merge, and its terms under the offer's names. */
export interface LeadLoaded {
  type: 'edit.leadLoaded';
  lead: Record<string, unknown>;
  /** The server's terms of the lead (models/lead/lead-update.ts `offerLeadTermsOf`): merged into the offer; null before the lead is known. */
  terms: OfferLeadTerms | null;
  /** The coupon the lead was sent with, as the server prices the update (null: none). */
  coupon: Coupon | null;
}

export interface PutLeadInput {
  mode: EditMode;
  update: LeadUpdate;
  idempotencyKey: string;
  /** The seller's authorization (seller edit), else null (the customer's session). */
  authorization: string | null;
}

/** lead id, product lead id, dealer code and CPF as known now. */
export function factsOf(context: Pick<LeadUpdateContext, 'lead' | 'dealer'>): LeadUpdateFacts {
  return {
    leadId: context.lead?.leadId ?? null,
    productLeadId: context.lead?.productLeadId || null,
    dealerCode: context.dealer?.id ?? null,
    cpf: context.lead?.cpf || null,
  };
}

export function finishStateOf(context: LeadUpdateContext): FinishState {
  return finishState(context.offer, context.config, context.initialPaymentCheck, factsOf(context));
}

/** The event the details chart hears, from a context that holds the lead. */
export function leadLoadedOf(context: Pick<LeadUpdateContext, 'lead'>): LeadLoaded {
  return { type: 'edit.leadLoaded', lead: context.lead?.lead ?? {}, terms: context.lead ? offerLeadTermsOf(context.lead) : null, coupon: context.lead?.coupon ?? null };
}

/** The loaded lead (the chart is past `loadingLead` only with it). */
function loadedLead(context: LeadUpdateContext): RentalLeadTimeline {
  if (!context.lead) throw new Error('lead update: no lead loaded');
  return context.lead;
}

/** The save's key (`ensureKey` kept the save's own as it began). */
function saveKey(context: LeadUpdateContext): string {
  return writeKey(context.idempotencyKey, 'lead update');
}

type Actors = ReturnType<typeof leadUpdateActors>;

export const leadUpdateMachine = setup({
  types: {
    input: {} as LeadUpdateInput,
    context: {} as LeadUpdateContext,
    events: {} as LeadUpdateEvent,
    children: {} as { session: 'listenToSession'; loadLead: 'loadLead'; dealerSelector: 'dealerSelector'; putLead: 'putLead' },
  },
  actors: {
    /** Seller: `GET …/timeline/rental/{cpf}/{leadId}` with the link's authorization; customer: the lead found in their own timeline. */
    loadLead: placeholderFor<Actors['loadLead']>('loadLead'),
    putLead: placeholderFor<Actors['putLead']>('putLead'),
    dealerSelector: dealerSelectorMachine,
    listenToSession: sessionListenerPlaceholder,
  },
  guards: {
    isSeller: ({ context }) => context.request.mode === 'seller',
    isCustomer: ({ context }) => context.request.mode === 'customer',
    isSignedIn: ({ event }) => {
      assertEvent(event, 'session.loaded');
      return event.viewer.signedIn;
    },
    isWaiting: ({ context }) => finishStateOf(context) === 'waiting',
    isBlocked: ({ context }) => finishStateOf(context) === 'blocked',
    canFinish: ({ context }) => finishStateOf(context) === 'ready',
  },
  actions: {
    storeLead: assign({ lead: (_, output: RentalLeadTimeline) => output, loadError: null }),
    storeLoadError: assign({ loadError: ({ event }) => failureText(errorOf(event)) }),
    storeConfiguration: assign(({ event }) => {
      assertEvent(event, 'configuration.changed');
      const { config, price, initialPaymentCheck } = event.configuration;
      return { config, price, initialPaymentCheck };
    }),
    storeCoupon: assign(({ event }) => {
      assertEvent(event, 'leadUpdate.couponChanged');
      return { coupon: event.coupon };
    }),
    storeDealer: assign(({ event }) => {
      assertEvent(event, 'dealer.changed');
      return { dealer: event.dealer };
    }),
    /** One key per content: the save's own when there is none, kept for the retry of the same content. */
    ensureKey: assign({
      idempotencyKey: ({ context, event }) => {
        assertEvent(event, 'leadUpdate.save');
        return context.idempotencyKey ?? event.key;
      },
    }),
    forgetKey: assign({ idempotencyKey: null }),
    storeAnswer: assign({ answer: (_, output: LeadUpdateAnswer) => output, errorMessage: null }),
    /** The server's pt-BR reason when it refused (4xx), beside the spec's failure text; nothing for a failure of the network or the server. */
    storeFailure: assign({
      errorMessage: ({ event }) => {
        const reason = refusalMessage(errorOf(event), leadUpdateLabels.saveFailed);
        return reason === leadUpdateLabels.saveFailed ? null : reason;
      },
    }),
    clearFailure: assign({ errorMessage: null }),
    // Provided by the parent (sendParent of `LeadLoaded`); nothing when alone.
    reportLead: placeholderFor('reportLead'),
    // Provided by the app:
    /** A visitor on the customer's edit address: sign in, then back here. */
    goToSignIn: placeholderFor('goToSignIn'),
    /** The seller's modal 'Fechar': SELLER_ID, DEALER_CODE, DEALER_CNPJ and USER_CPF go, the window closes (else the desk). */
    closeAsSeller: placeholderFor('closeAsSeller'),
    /** The customer's 'Ok': the stored CPF goes and the details close. */
    closeAsCustomer: placeholderFor('closeAsCustomer'),
    /** The seller's modal 'Voltar para a proposta': the lead's page on the desk. */
    goToLeadPage: placeholderFor<(_: unknown, params: { leadId: string }) => void>('goToLeadPage'),
    goToProposals: placeholderFor('goToProposals'),
  },
}).createMachine({
  id: 'leadUpdate',
  context: ({ input }) => ({
    request: input.request,
    offer: input.offer,
    config: input.config,
    price: input.price,
    initialPaymentCheck: input.initialPaymentCheck,
    coupon: input.coupon ?? null,
    lead: null,
    dealer: null,
    idempotencyKey: null,
    answer: null,
    loadError: null,
    errorMessage: null,
  }),
  // What the page shows stays current whatever the step: the summary's figures and the coupon.
  on: {
    'configuration.changed': { actions: 'storeConfiguration' },
    'leadUpdate.couponChanged': { actions: 'storeCoupon' },
  },
  // Either edit is done signed in: the seller's (its save takes the link's seller's session) and the customer's.
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      invoke: { id: 'session', src: 'listenToSession' },
      on: {
        'session.loaded': [{ guard: 'isSignedIn', target: 'loadingLead' }, { target: 'signingIn' }],
        'session.signedOut': 'signingIn',
      },
    },
    signingIn: {
      entry: 'goToSignIn',
      invoke: { id: 'session', src: 'listenToSession' },
      on: { 'session.loaded': { guard: 'isSignedIn', target: 'loadingLead' } },
    },
    loadingLead: {
      invoke: {
        id: 'loadLead',
        src: 'loadLead',
        input: ({ context }) => context.request,
        onDone: { target: 'loaded', actions: [{ type: 'storeLead', params: ({ event }) => event.output }, 'reportLead'] },
        onError: { target: 'loadFailed', actions: 'storeLoadError' },
      },
    },
    loadFailed: {},
    loaded: {
      invoke: {
        id: 'dealerSelector',
        src: 'dealerSelector',
        input: ({ context }): DealerSelectorInput => {
          const dealerCode = loadedLead(context).dealerCode;
          return {
            cityCode: null,
            brand: context.offer.brand,
            mvsCode: context.offer.mvs,
            allowedCodes: [dealerCode],
            presetDealerId: dealerCode,
            // Locked: the dealer of a sent lead does not change (spec 000 §4 "offer-edit mode").
            offerEdit: true,
          };
        },
      },
      initial: 'editing',
      states: {
        editing: {
          initial: 'checking',
          on: {
            'configuration.changed': { target: '.checking', actions: 'storeConfiguration' },
            'leadUpdate.couponChanged': { target: '.checking', actions: 'storeCoupon' },
            'dealer.changed': { target: '.checking', actions: 'storeDealer' },
          },
          states: {
            checking: {
              always: [{ guard: 'isWaiting', target: 'waiting' }, { guard: 'isBlocked', target: 'blocked' }, { target: 'ready' }],
            },
            waiting: {},
            blocked: {},
            ready: {
              on: { 'leadUpdate.save': { target: '#leadUpdate.loaded.saving' } },
            },
          },
        },
        saving: {
          entry: ['ensureKey', 'clearFailure'],
          invoke: {
            id: 'putLead',
            src: 'putLead',
            input: ({ context }): PutLeadInput => ({
              mode: context.request.mode,
              update: buildLeadUpdate({ offer: context.offer, config: context.config, price: context.price, coupon: context.coupon, facts: factsOf(context) }),
              idempotencyKey: saveKey(context),
              authorization: context.request.authorization,
            }),
            onDone: { target: 'saved', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'storeFailure' },
          },
        },
        failed: {
          on: {
            // The same content again: the same key (the server keeps one version).
            'leadUpdate.save': { guard: 'canFinish', target: 'saving' },
            // New content: a new key.
            'configuration.changed': { target: 'editing', actions: ['storeConfiguration', 'forgetKey', 'clearFailure'] },
            'leadUpdate.couponChanged': { target: 'editing', actions: ['storeCoupon', 'forgetKey', 'clearFailure'] },
          },
        },
        saved: {
          on: {
            'leadUpdate.close': [
              { guard: 'isSeller', target: '#leadUpdate.closed', actions: 'closeAsSeller' },
              { target: '#leadUpdate.closed', actions: 'closeAsCustomer' },
            ],
            'leadUpdate.toLeadPage': {
              guard: 'isSeller',
              target: '#leadUpdate.closed',
              actions: { type: 'goToLeadPage', params: ({ context }) => ({ leadId: loadedLead(context).leadId }) },
            },
            'leadUpdate.toProposals': { guard: 'isCustomer', target: '#leadUpdate.closed', actions: 'goToProposals' },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

export type LeadUpdateActorRef = ActorRefFrom<typeof leadUpdateMachine>;
export type LeadUpdateSnapshot = SnapshotFrom<typeof leadUpdateMachine>;
export type LeadUpdateStatus = 'waitingForSession' | 'signingIn' | 'loadingLead' | 'loadFailed' | 'waiting' | 'blocked' | 'ready' | 'saving' | 'failed' | 'saved' | 'closed';

// ───────────────────────────── selectors ─────────────────────────────

export function selectStatus(s: LeadUpdateSnapshot): LeadUpdateStatus {
  if (s.matches({ loaded: 'editing' })) {
    const step = (s.value as { loaded: { editing: string } }).loaded.editing;
    return (step === 'checking' ? 'waiting' : step) as LeadUpdateStatus;
  }
  if (s.matches('loaded')) return (s.value as { loaded: LeadUpdateStatus }).loaded;
  return s.value as LeadUpdateStatus;
}
export const selectMode = (s: LeadUpdateSnapshot) => s.context.request.mode;
export const selectLead = (s: LeadUpdateSnapshot) => s.context.lead;
export const selectAnswer = (s: LeadUpdateSnapshot) => s.context.answer;
export const selectLoadError = (s: LeadUpdateSnapshot) => s.context.loadError;
export const selectErrorMessage = (s: LeadUpdateSnapshot) => s.context.errorMessage;
export const selectCanSave = (s: LeadUpdateSnapshot) => s.can({ type: 'leadUpdate.save', key: '' });
export const selectDealerSelectorRef = (s: LeadUpdateSnapshot) => s.children.dealerSelector;
/** Why 'Finalizar' cannot save now, when it is blocked: the plate ending first, else the entrada. */
export function selectBlockedReason(s: LeadUpdateSnapshot): 'plate' | 'entrada' | null {
  if (finishStateOf(s.context) !== 'blocked') return null;
  return plateNumberMissing(s.context.offer, s.context.config) ? 'plate' : 'entrada';
}

/** For a parent: the chart reports the loaded lead with `sendParent`. */
export const leadUpdateChild = leadUpdateMachine.provide({ actions: { reportLead: sendParent(({ context }) => leadLoadedOf(context)) } });
