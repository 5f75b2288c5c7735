/**
 * The offer manager's grid (spec 000 §2 "Offer manager (admin)", 001 §6
 * "Admin"): every offer regardless of category and status, filtered by
 * brand, status and person type and searched by model and version
 * (models/offer-admin/offer-manager.ts).
 *
 *   loadingOffers ──done──▶ listed ──card.offerRemoved──▶ refreshing ──done──▶ listed
 *        └──error──▶ failed ◀──────────────────────────────error──┘
 *   failed ──manager.retry──▶ loadingOffers
 *   listed ──after refreshInterval / manager.windowFocused──▶ polling ──done / error──▶ listed
 *     (another admin's changes come in quietly; a failed poll keeps the list and tries at the next one)
 *   listed|refreshing|polling: manager.filter / manager.clearFilters (the grid shows what they let through,
 *                      from its first page), manager.goToPage (a page of `pageSize` cards at a time),
 *                      card.offerChanged (a card published, unpublished or saved its offer)
 *
 * The chart owns one admin offer card actor per listed offer
 * (machines/admin-offer-card), spawned when the offer comes into the list
 * and stopped when it leaves it (or the list is lost); each card reports to
 * the manager with `sendParent` (`card.offerChanged`, `card.offerRemoved`).
 * A list read again (refreshing, polling) is merged by `mergeRefreshedOffers`:
 * an offer whose revision moved on gets one more `sync`, and its card starts
 * over (a new actor) from the new data. A card's own change (publish,
 * removal) is taken into the list first, so the card that made it keeps its
 * toast.
 */
import { assertEvent, assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { adminOfferCardMachine, type AdminOfferCardRef, type AdminOfferCardReport } from '../admin-offer-card/admin-offer-card.machine';
import { clampPage, pageOf } from '../../models/common/list-pages';
import {
  filterManagedOffers,
  hasFilters,
  MANAGER_PAGE_SIZE,
  MANAGER_REFRESH_MS,
  mergeRefreshedOffers,
  NO_FILTERS,
  type ManagedOffer,
  type ManagerFilters,
} from '../../models/offer-admin/offer-manager';
import { placeholderFor } from '../placeholder';
import type { createOfferManagerImplementations } from './offer-manager.actors';

type Actors = ReturnType<typeof createOfferManagerImplementations>['actors'];

export interface OfferManagerInput {
  /** Cards a page (MANAGER_PAGE_SIZE unless a test asks for fewer). */
  pageSize: number | undefined;
}

export interface OfferManagerContext {
  offers: ManagedOffer[];
  filters: ManagerFilters;
  /** The page shown, from 1 (past the end of a shorter list: its last page). */
  page: number;
  pageSize: number;
  /** Per offer, how many times a list read again brought someone else's change (its card started over as often). */
  syncs: Record<string, number>;
  /** Per offer id, the card actor the chart runs for it. */
  cards: Record<string, AdminOfferCardRef>;
}

export type OfferManagerEvent =
  | { type: 'manager.filter'; filters: Partial<ManagerFilters> }
  | { type: 'manager.clearFilters' }
  | { type: 'manager.goToPage'; page: number }
  /** A card changed its offer; or removed it: the list takes the removal in and is read again. */
  | AdminOfferCardReport
  | { type: 'manager.windowFocused' }
  | { type: 'manager.retry' };

const filterable = {
  'manager.filter': { guard: 'changesFilters', actions: 'storeFilters' },
  'manager.clearFilters': { guard: 'isFiltered', actions: 'clearFilters' },
  'manager.goToPage': { guard: 'isOtherPage', actions: 'storePage' },
  'card.offerChanged': { guard: 'isListed', actions: 'replaceOffer' },
} as const;

/** The id of an offer's card actor: a new one each time someone else's change starts the card over. */
const cardId = (offerId: string, sync: number) => `adminOfferCard:${offerId}:${sync}`;

const removal = { target: 'refreshing', actions: 'replaceOffer' } as const;

export const offerManagerMachine = setup({
  types: {
    input: {} as OfferManagerInput,
    context: {} as OfferManagerContext,
    events: {} as OfferManagerEvent,
    children: {} as { loadOffers: 'loadOffers'; pollOffers: 'loadOffers'; reloadOffers: 'loadOffers' },
  },
  actors: {
    loadOffers: placeholderFor<Actors['loadOffers']>('loadOffers'),
    /** An offer's card (the app provides it with its real calls). */
    adminOfferCard: adminOfferCardMachine,
  },
  guards: {
    changesFilters: ({ context, event }) => {
      assertEvent(event, 'manager.filter');
      return Object.entries(event.filters).some(([k, v]) => context.filters[k as keyof ManagerFilters] !== v);
    },
    isFiltered: ({ context }) => hasFilters(context.filters),
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'manager.goToPage');
      const total = filterManagedOffers(context.offers, context.filters).length;
      return clampPage(event.page, total, context.pageSize) === event.page && event.page !== shownPage(context);
    },
    isListed: ({ context, event }) => {
      assertEvent(event, ['card.offerChanged', 'card.offerRemoved']);
      return context.offers.some((o) => o.id === event.offer.id);
    },
  },
  delays: {
    refreshInterval: MANAGER_REFRESH_MS,
  },
  actions: {
    storeOffers: assign((_, offers: ManagedOffer[]) => ({ offers, syncs: {} })),
    mergeOffers: assign(({ context }, fresh: ManagedOffer[]) => mergeRefreshedOffers(context.offers, fresh, context.syncs)),
    /** Each listed offer has its card: a new offer gets one, an offer someone else changed a new one, a gone offer's card stops. */
    syncCards: enqueueActions(({ context, enqueue }) => {
      const wanted = new Map(context.offers.map((o) => [o.id, cardId(o.id, context.syncs[o.id] ?? 0)]));
      for (const [offerId, card] of Object.entries(context.cards)) if (wanted.get(offerId) !== card.id) enqueue.stopChild(card);
      enqueue.assign({
        cards: ({ context, spawn }) =>
          Object.fromEntries(
            context.offers.map((offer) => {
              const id = cardId(offer.id, context.syncs[offer.id] ?? 0);
              const card = context.cards[offer.id];
              return [offer.id, card && card.id === id ? card : spawn('adminOfferCard', { id, input: { offer, onAdminPage: true } })];
            }),
          ),
      });
    }),
    forgetOffers: enqueueActions(({ context, enqueue }) => {
      for (const card of Object.values(context.cards)) enqueue.stopChild(card);
      enqueue.assign({ offers: [], syncs: {}, cards: {} });
    }),
    storeFilters: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'manager.filter');
        return { ...context.filters, ...event.filters };
      },
      page: 1,
    }),
    clearFilters: assign({ filters: NO_FILTERS, page: 1 }),
    storePage: assign({
      page: ({ event }) => {
        assertEvent(event, 'manager.goToPage');
        return event.page;
      },
    }),
    replaceOffer: assign({
      offers: ({ context, event }) => {
        assertEvent(event, ['card.offerChanged', 'card.offerRemoved']);
        return context.offers.map((o) => (o.id === event.offer.id ? event.offer : o));
      },
    }),
  },
}).createMachine({
  id: 'offerManager',
  context: ({ input }) => ({ offers: [], filters: NO_FILTERS, syncs: {}, cards: {}, page: 1, pageSize: input.pageSize ?? MANAGER_PAGE_SIZE }),
  initial: 'loadingOffers',
  states: {
    loadingOffers: {
      invoke: {
        id: 'loadOffers',
        src: 'loadOffers',
        onDone: { target: 'listed', actions: [{ type: 'storeOffers', params: ({ event }) => event.output }, 'syncCards'] },
        onError: { target: 'failed', actions: 'forgetOffers' },
      },
    },
    listed: {
      on: { ...filterable, 'card.offerRemoved': removal, 'manager.windowFocused': { target: 'polling' } },
      after: { refreshInterval: { target: 'polling' } },
    },
    /** The list read again in the background (on an interval, or when the window comes back to the front). */
    polling: {
      on: { ...filterable, 'card.offerRemoved': removal },
      invoke: {
        id: 'pollOffers',
        src: 'loadOffers',
        onDone: { target: 'listed', actions: [{ type: 'mergeOffers', params: ({ event }) => event.output }, 'syncCards'] },
        onError: { target: 'listed' },
      },
    },
    /** The list stays on screen while it is read again (after a removal). */
    refreshing: {
      on: filterable,
      invoke: {
        id: 'reloadOffers',
        src: 'loadOffers',
        onDone: { target: 'listed', actions: [{ type: 'mergeOffers', params: ({ event }) => event.output }, 'syncCards'] },
        onError: { target: 'failed', actions: 'forgetOffers' },
      },
    },
    failed: {
      on: { 'manager.retry': { target: 'loadingOffers' } },
    },
  },
});

export type OfferManagerSnapshot = SnapshotFrom<typeof offerManagerMachine>;
export type OfferManagerStatus = 'loadingOffers' | 'listed' | 'refreshing' | 'polling' | 'failed';
export const selectManagerStatus = (s: OfferManagerSnapshot) => s.value;
export const selectFilters = (s: OfferManagerSnapshot) => s.context.filters;
export const selectAllOffers = (s: OfferManagerSnapshot) => s.context.offers;
export const selectSyncs = (s: OfferManagerSnapshot) => s.context.syncs;
/** Per offer id, its card actor. */
export const selectCards = (s: OfferManagerSnapshot) => s.context.cards;
/** Every offer the filters let through (all pages). */
export const selectFilteredOffers = (s: OfferManagerSnapshot) => filterManagedOffers(s.context.offers, s.context.filters);
/** The page shown: the one asked for, or the last one when the list got shorter (a removal, another admin). */
function shownPage(context: OfferManagerContext): number {
  return clampPage(context.page, filterManagedOffers(context.offers, context.filters).length, context.pageSize);
}
export const selectPage = (s: OfferManagerSnapshot) => shownPage(s.context);
export const selectPageSize = (s: OfferManagerSnapshot) => s.context.pageSize;
/** The cards on screen: the filtered offers of the page shown. */
export const selectShownOffers = (s: OfferManagerSnapshot) => pageOf(filterManagedOffers(s.context.offers, s.context.filters), s.context.page, s.context.pageSize);
export const selectCanClearFilters = (s: OfferManagerSnapshot) => s.can({ type: 'manager.clearFilters' });
export const selectCanRetry = (s: OfferManagerSnapshot) => s.can({ type: 'manager.retry' });
