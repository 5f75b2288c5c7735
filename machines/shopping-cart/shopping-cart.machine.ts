/**
 * The shopping cart of cart mode (spec 000 §3 "Shopping cart entry", 001 §9
 * "Cart total", "Storage"): the offers the visitor added with 'Adicionar ao
 * carrinho', kept in the browser's storage, their removal, and the cart's own
 * step that sends an offer to its dealer.
 *
 *   checking ──[entries stored]──▶ filled.idle
 *            └─────────────────────▶ empty
 *   empty ──cart.add──▶ filled.idle (stored)
 *   filled ──cart.add [the cart takes it]──▶ filled (stored; the same offer configured the same way replaces its twin)
 *   filled.idle ──cart.remove [the entry exists, others remain]──▶ filled.idle (stored)
 *               ──cart.remove [the last entry]──▶ empty (the stored cart is removed)
 *               ──cart.send [the entry has its lead]──▶ filled.sending (one lead, its own Idempotency-Key)
 *   filled.sending ──done [others remain]──▶ filled.idle (the entry leaves the cart, listed as sent with its proposal code)
 *                  ──done [the last entry]──▶ empty (listed as sent)
 *                  ──error──▶ filled.idle (the entry says it was not sent; sending again repeats the same key)
 *
 * Adding is only adding: the lead of an offer (the person's data as the form
 * built them, models/lead/cart.ts `CartLead`) stays beside its entry in this
 * chart's memory, never in the browser's storage; an entry read from storage
 * has none and is sent by opening the offer again. The app starts the chart
 * with the stored cart (models/lead/cart.ts `parseStoredCart`) and provides
 * `storeCart`, which writes what models/lead/cart.ts `cartStorageWrite` says: an
 * empty cart is never stored. The total is models/lead/cart.ts `cartGrandTotal`.
 */
import { match, P } from 'ts-pattern';
import { and, assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { refusalMessage } from '../../models/showcase/api';
import { cartGrandTotal, cartTakes, hasCartEntry, withCartEntry, withCartLead, withoutCartEntry, type CartLead, type SentCartOffer, type ShoppingCartEntry } from '../../models/lead/cart';
import { cartLabels } from '../../models/labels/cart';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { errorOf } from '../actor-events';
import { placeholderFor } from '../placeholder';
import type { shoppingCartActors } from './shopping-cart.actors';

export interface ShoppingCartInput {
  /** The cart stored in the browser (models/lead/cart.ts `parseStoredCart`). */
  stored: readonly ShoppingCartEntry[];
}

export interface ShoppingCartContext {
  entries: ShoppingCartEntry[];
  /** Each entry's lead, in the same places (page memory only; null: read from storage, sent by opening the offer). */
  leads: (CartLead | null)[];
  /** The entry being sent (filled.sending). */
  sendingIndex: number | null;
  /** The entry whose last send failed, and why. */
  failure: { index: number; message: string } | null;
  /** The offers sent from this page, with their proposal codes. */
  sent: SentCartOffer[];
}

export type ShoppingCartEvent =
  | { type: 'cart.add'; entry: ShoppingCartEntry; lead?: CartLead | undefined }
  | { type: 'cart.remove'; index: number }
  | { type: 'cart.send'; index: number };

const store = { type: 'storeCart', params: ({ context }: { context: ShoppingCartContext }) => context.entries } as const;

/** The entry being sent and where it is (the chart is in `filled.sending` only with one: `startSending`). */
function sendingEntry(context: ShoppingCartContext): { index: number; entry: ShoppingCartEntry } {
  const index = context.sendingIndex;
  const entry = index === null ? undefined : context.entries[index];
  if (index === null || entry === undefined) throw new Error('shopping cart: no entry being sent');
  return { index, entry };
}

/** The lead of the entry being sent (only an entry with its lead is sent: `hasLead`). */
function sendingLead(context: ShoppingCartContext): CartLead {
  const lead = context.leads[sendingEntry(context).index];
  if (!lead) throw new Error('shopping cart: the entry being sent has no lead');
  return lead;
}

type Actors = ReturnType<typeof shoppingCartActors>;

/** The entry carries its lead (sent from the cart); one read from the browser's storage must be opened again. */
const carriesLead = (context: Pick<ShoppingCartContext, 'leads'>, index: number) => context.leads[index] != null;

export const shoppingCartMachine = setup({
  types: {
    input: {} as ShoppingCartInput,
    context: {} as ShoppingCartContext,
    events: {} as ShoppingCartEvent,
  },
  actors: {
    /** Sends one offer's lead (POST /api/v2/lead with its Idempotency-Key). */
    sendCartLead: placeholderFor<Actors['sendCartLead']>('sendCartLead'),
  },
  guards: {
    hasEntries: ({ context }) => context.entries.length > 0,
    takesEntry: ({ context, event }) => {
      assertEvent(event, 'cart.add');
      return cartTakes(context.entries, event.entry);
    },
    isEntry: ({ context, event }) => {
      assertEvent(event, ['cart.remove', 'cart.send']);
      return hasCartEntry(context.entries, event.index);
    },
    isLastEntry: ({ context }) => context.entries.length === 1,
    hasLead: ({ context, event }) => {
      assertEvent(event, 'cart.send');
      return carriesLead(context, event.index);
    },
  },
  actions: {
    addEntry: assign(({ context, event }) => {
      assertEvent(event, 'cart.add');
      return {
        entries: withCartEntry(context.entries, event.entry),
        leads: withCartLead(context.entries, context.leads, event.entry, event.lead ?? null),
        failure: null,
      };
    }),
    removeEntry: assign(({ context, event }) => {
      assertEvent(event, 'cart.remove');
      return { entries: withoutCartEntry(context.entries, event.index), leads: withoutCartEntry(context.leads, event.index), failure: null };
    }),
    startSending: assign(({ event }) => {
      assertEvent(event, 'cart.send');
      return { sendingIndex: event.index, failure: null };
    }),
    /** The sent entry leaves the cart and is listed with its proposal code. */
    removeSentEntry: assign(({ context }, answer: LeadCreateAnswer) => {
      const { index, entry } = sendingEntry(context);
      return {
        sent: [...context.sent, { title: entry.title, proposalCode: proposalCodeOf(answer.id) }],
        entries: withoutCartEntry(context.entries, index),
        leads: withoutCartEntry(context.leads, index),
        sendingIndex: null,
      };
    }),
    storeSendFailure: assign(({ context, event }) => ({
      failure: { index: sendingEntry(context).index, message: refusalMessage(errorOf(event), cartLabels.sendFailed) },
      sendingIndex: null,
    })),
    /** Keeps the cart in the browser's storage (provided by the app: models/lead/cart.ts `cartStorageWrite`). */
    storeCart: placeholderFor<(_: unknown, entries: readonly ShoppingCartEntry[]) => void>('storeCart'),
  },
}).createMachine({
  id: 'shoppingCart',
  context: ({ input }) => ({ entries: [...input.stored], leads: input.stored.map(() => null), sendingIndex: null, failure: null, sent: [] }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasEntries', target: 'filled' }, { target: 'empty' }],
    },
    empty: {
      on: {
        'cart.add': { target: 'filled', actions: ['addEntry', store] },
      },
    },
    filled: {
      initial: 'idle',
      on: {
        'cart.add': { guard: 'takesEntry', actions: ['addEntry', store] },
      },
      states: {
        idle: {
          on: {
            'cart.remove': [
              { guard: and(['isEntry', 'isLastEntry']), target: '#shoppingCart.empty', actions: ['removeEntry', store] },
              { guard: 'isEntry', actions: ['removeEntry', store] },
            ],
            'cart.send': { guard: and(['isEntry', 'hasLead']), target: 'sending', actions: 'startSending' },
          },
        },
        sending: {
          invoke: {
            id: 'sendCartLead',
            src: 'sendCartLead',
            input: ({ context }) => sendingLead(context),
            onDone: [
              { guard: 'isLastEntry', target: '#shoppingCart.empty', actions: [{ type: 'removeSentEntry', params: ({ event }) => event.output }, store] },
              { target: 'idle', actions: [{ type: 'removeSentEntry', params: ({ event }) => event.output }, store] },
            ],
            onError: { target: 'idle', actions: 'storeSendFailure' },
          },
        },
      },
    },
  },
});

export type ShoppingCartSnapshot = SnapshotFrom<typeof shoppingCartMachine>;
export type ShoppingCartRef = ActorRefFrom<typeof shoppingCartMachine>;
export type ShoppingCartStatus = 'checking' | 'empty' | 'filled';

export const selectCartStatus = (s: ShoppingCartSnapshot): ShoppingCartStatus =>
  match(s.value)
    .returnType<ShoppingCartStatus>()
    .with('checking', () => 'checking')
    .with('empty', () => 'empty')
    .with({ filled: P.string }, () => 'filled')
    .exhaustive();
export const selectCartEntries = (s: ShoppingCartSnapshot) => s.context.entries;
export const selectCartCount = (s: ShoppingCartSnapshot) => s.context.entries.length;
/** The cart's total (models/lead/cart.ts), in centavos. */
export const selectCartTotal = (s: ShoppingCartSnapshot) => cartGrandTotal(s.context.entries);
export const selectCartSending = (s: ShoppingCartSnapshot) => (s.matches({ filled: 'sending' }) ? s.context.sendingIndex : null);
export const selectCartFailure = (s: ShoppingCartSnapshot) => s.context.failure;
export const selectCartSent = (s: ShoppingCartSnapshot) => s.context.sent;
/** This entry is the one being sent. */
export const selectEntrySending = (index: number) => (s: ShoppingCartSnapshot) => selectCartSending(s) === index;
/** Why this entry's last send failed, or null. */
export const selectEntryFailure = (index: number) => (s: ShoppingCartSnapshot) => (s.context.failure?.index === index ? s.context.failure.message : null);
/** Whether the entry carries its lead (sent from here) or must be opened again. */
export const selectEntryHasLead = (index: number) => (s: ShoppingCartSnapshot) => carriesLead(s.context, index);
/** What the chart takes now for one entry (a send in flight stops the others and the removals). */
export const selectCanSendEntry = (index: number) => (s: ShoppingCartSnapshot) => s.can({ type: 'cart.send', index });
export const selectCanRemoveEntry = (index: number) => (s: ShoppingCartSnapshot) => s.can({ type: 'cart.remove', index });
