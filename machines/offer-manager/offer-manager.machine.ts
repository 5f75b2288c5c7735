/**
 * The offer manager's grid (spec 000 §2 "Offer manager (admin)", 001 §6
 * "Admin"): every offer regardless of category and status, filtered by
 * brand, status and person type and searched by model and version
 * (models/offer-admin/offer-manager.ts).
 *
 *   loadingOffers ──done──▶ listed ──manager.offerRemoved──▶ refreshing ──done──▶ listed
 *        └──error──▶ failed ◀──────────────────────────────error──┘
 *   failed ──manager.retry──▶ loadingOffers
 *   listed ──after refreshInterval / manager.windowFocused──▶ polling ──done / error──▶ listed
 *     (another admin's changes come in quietly; a failed poll keeps the list and tries at the next one)
 *   listed|refreshing|polling: manager.filter / manager.clearFilters (the grid shows what they let through,
 *                      from its first page), manager.goToPage (a page of `pageSize` cards at a time),
 *                      manager.offerChanged (a card published or unpublished its offer)
 *
 * A list read again (refreshing, polling) is merged by `mergeRefreshedOffers`:
 * an offer whose revision moved on gets one more `sync`, and the view starts its
 * card over from the new data. A card's own change (publish, removal) is taken
 * into the list first, so the card that made it keeps its toast.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { outputOf } from '../actor-events';
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
  /** Per offer, how many times a list read again brought someone else's change (the card's key). */
  syncs: Record<string, number>;
}

export type OfferManagerEvent =
  | { type: 'manager.filter'; filters: Partial<ManagerFilters> }
  | { type: 'manager.clearFilters' }
  | { type: 'manager.goToPage'; page: number }
  | { type: 'manager.offerChanged'; offer: ManagedOffer }
  /** A card removed its offer: the list takes the removal in and is read again. */
  | { type: 'manager.offerRemoved'; offer: ManagedOffer }
  | { type: 'manager.windowFocused' }
  | { type: 'manager.retry' };

const filterable = {
  'manager.filter': { guard: 'changesFilters', actions: 'storeFilters' },
  'manager.clearFilters': { guard: 'isFiltered', actions: 'clearFilters' },
  'manager.goToPage': { guard: 'isOtherPage', actions: 'storePage' },
  'manager.offerChanged': { guard: 'isListed', actions: 'replaceOffer' },
} as const;

const removal = { target: 'refreshing', actions: 'replaceOffer' } as const;

export const offerManagerMachine = setup({
  types: { input: {} as OfferManagerInput, context: {} as OfferManagerContext, events: {} as OfferManagerEvent },
  actors: {
    loadOffers: fromPromise<ManagedOffer[], void>(async () => {
      throw new Error('loadOffers actor not provided');
    }),
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
      assertEvent(event, ['manager.offerChanged', 'manager.offerRemoved']);
      return context.offers.some((o) => o.id === event.offer.id);
    },
  },
  delays: {
    refreshInterval: MANAGER_REFRESH_MS,
  },
  actions: {
    storeOffers: assign({ offers: ({ event }) => outputOf<ManagedOffer[]>(event), syncs: {} }),
    mergeOffers: assign(({ context, event }) => mergeRefreshedOffers(context.offers, outputOf<ManagedOffer[]>(event), context.syncs)),
    forgetOffers: assign({ offers: [], syncs: {} }),
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
        assertEvent(event, ['manager.offerChanged', 'manager.offerRemoved']);
        return context.offers.map((o) => (o.id === event.offer.id ? event.offer : o));
      },
    }),
  },
}).createMachine({
  id: 'offerManager',
  context: ({ input }) => ({ offers: [], filters: NO_FILTERS, syncs: {}, page: 1, pageSize: input.pageSize ?? MANAGER_PAGE_SIZE }),
  initial: 'loadingOffers',
  states: {
    loadingOffers: {
      invoke: {
        id: 'loadOffers',
        src: 'loadOffers',
        onDone: { target: 'listed', actions: 'storeOffers' },
        onError: { target: 'failed', actions: 'forgetOffers' },
      },
    },
    listed: {
      on: { ...filterable, 'manager.offerRemoved': removal, 'manager.windowFocused': { target: 'polling' } },
      after: { refreshInterval: { target: 'polling' } },
    },
    /** The list read again in the background (on an interval, or when the window comes back to the front). */
    polling: {
      on: { ...filterable, 'manager.offerRemoved': removal },
      invoke: {
        id: 'pollOffers',
        src: 'loadOffers',
        onDone: { target: 'listed', actions: 'mergeOffers' },
        onError: { target: 'listed' },
      },
    },
    /** The list stays on screen while it is read again (after a removal). */
    refreshing: {
      on: filterable,
      invoke: {
        id: 'reloadOffers',
        src: 'loadOffers',
        onDone: { target: 'listed', actions: 'mergeOffers' },
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
