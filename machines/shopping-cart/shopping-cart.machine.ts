/**
 * The shopping cart of cart mode (spec 000 §3 "Shopping cart entry", 001 §9
 * "Cart total", "Storage"): the offers the visitor added with 'Adicionar ao
 * carrinho', kept in the browser's storage, and the cart view's removal.
 *
 *   checking ──[entries stored]──▶ filled
 *            └─────────────────────▶ empty
 *   empty ──cart.add──▶ filled (stored)
 *   filled ──cart.add [room]──▶ filled (stored)
 *          ──cart.remove [the entry exists, others remain]──▶ filled (stored)
 *          ──cart.remove [the last entry]──▶ empty (the stored cart is removed)
 *
 * The app starts it with the stored cart (models/cart.ts `parseStoredCart`)
 * and provides `storeCart`, which writes what models/cart.ts
 * `cartStorageWrite` says: an empty cart is never stored (consent: the cart
 * is strictly necessary only once the visitor put something in it). The
 * total is models/cart.ts `cartGrandTotal`.
 */
import { and, assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { canAddToCart, cartGrandTotal, hasCartEntry, withCartEntry, withoutCartEntry, type ShoppingCartEntry } from '../../models/cart';

export interface ShoppingCartInput {
  /** The cart stored in the browser (models/cart.ts `parseStoredCart`). */
  stored: readonly ShoppingCartEntry[];
}

export interface ShoppingCartContext {
  entries: ShoppingCartEntry[];
}

export type ShoppingCartEvent = { type: 'cart.add'; entry: ShoppingCartEntry } | { type: 'cart.remove'; index: number };

export const shoppingCartMachine = setup({
  types: {
    input: {} as ShoppingCartInput,
    context: {} as ShoppingCartContext,
    events: {} as ShoppingCartEvent,
  },
  guards: {
    hasEntries: ({ context }) => context.entries.length > 0,
    hasRoom: ({ context }) => canAddToCart(context.entries),
    isEntry: ({ context, event }) => {
      assertEvent(event, 'cart.remove');
      return hasCartEntry(context.entries, event.index);
    },
    isLastEntry: ({ context }) => context.entries.length === 1,
  },
  actions: {
    addEntry: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'cart.add');
        return withCartEntry(context.entries, event.entry);
      },
    }),
    removeEntry: assign({
      entries: ({ context, event }) => {
        assertEvent(event, 'cart.remove');
        return withoutCartEntry(context.entries, event.index);
      },
    }),
    /** Keeps the cart in the browser's storage (provided by the app: models/cart.ts `cartStorageWrite`). */
    storeCart: (_, _entries: readonly ShoppingCartEntry[]) => {
      throw new Error('storeCart action not provided');
    },
  },
}).createMachine({
  id: 'shoppingCart',
  context: ({ input }) => ({ entries: [...input.stored] }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasEntries', target: 'filled' }, { target: 'empty' }],
    },
    empty: {
      on: {
        'cart.add': { target: 'filled', actions: ['addEntry', { type: 'storeCart', params: ({ context }) => context.entries }] },
      },
    },
    filled: {
      on: {
        'cart.add': { guard: 'hasRoom', actions: ['addEntry', { type: 'storeCart', params: ({ context }) => context.entries }] },
        'cart.remove': [
          { guard: and(['isEntry', 'isLastEntry']), target: 'empty', actions: ['removeEntry', { type: 'storeCart', params: ({ context }) => context.entries }] },
          { guard: 'isEntry', actions: ['removeEntry', { type: 'storeCart', params: ({ context }) => context.entries }] },
        ],
      },
    },
  },
});

export type ShoppingCartSnapshot = SnapshotFrom<typeof shoppingCartMachine>;
export type ShoppingCartRef = ActorRefFrom<typeof shoppingCartMachine>;
export type ShoppingCartStatus = 'checking' | 'empty' | 'filled';

export const selectCartStatus = (s: ShoppingCartSnapshot): ShoppingCartStatus => s.value;
export const selectCartEntries = (s: ShoppingCartSnapshot) => s.context.entries;
export const selectCartCount = (s: ShoppingCartSnapshot) => s.context.entries.length;
/** The cart's total (models/cart.ts), in centavos. */
export const selectCartTotal = (s: ShoppingCartSnapshot) => cartGrandTotal(s.context.entries);
