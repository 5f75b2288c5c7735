/**
 * Offer list (showcase) chart (spec 000 §2 "Offer list", §4 "Offer list").
 *
 *   resolvingLocation ──done / error──▶ loadingOffers
 *   loadingOffers ──done (offers)──▶ ready ──offers.loadMore [grid, more]──▶ ready (6 more)
 *        │  └──────done (none)────▶ empty
 *        └──error──▶ failed ──offers.retry──▶ loadingOffers
 *   The search asks for one page (24 offers by default); more pages are
 *   fetched when the cards shown would need them (fetchingMore).
 *   ready (parallel):
 *     more:   idle ──offers.scrolled [scroll layout, near end, more]──▶ loadingMore ──after loaderDelay──▶ idle (6 more)
 *                │                                                          └──after loaderDelay [next page needed]──▶ fetchingMore
 *                └──offers.scrolled (otherwise)──▶ throttled ──after scrollThrottle──▶ idle
 *             fetchingMore ──done──▶ idle (page appended, then 6 more or the next slide) | error ──▶ idle (message)
 *     offers.loadMore [next page needed] ──▶ more.fetchingMore; carousel.next [next page needed] ──▶ more.fetchingMore
 *     slides: idle ──carousel.next / carousel.previous / carousel.goTo [carousel layout, allowed]──▶ sliding ──after slideTransition──▶ idle
 *   anywhere after the location is known:
 *     offers.filter [another filter] ──▶ loadingOffers (carousel back to the first slide)
 *     location.changed [picker may change it, another place] ──▶ loadingOffers
 *   offer.select (a card click, in the spec's order): scroll to the legal-person
 *     intent form | a card leaving the site (models/showcase/offer-card.ts `cardExit`: the
 *     card is a link opening the other site in a new tab; the click is tracked and
 *     a sold-out offer's currentCarModel stored, the page stays) | multibrand
 *     redirect | LET_ME_KNOW (store currentCarModel, redirect) | MVS redirect list
 *     (those three within this site) | open the details (default down payment or 0;
 *     the app sets offerId in the address, and the details page takes over).
 *   session.loaded [signed in, not in edit mode] ──▶ loadingOffers; session.signedOut [not seller edit] ──▶ loadingOffers
 *   (the list hears the session itself: the invoked `listenToSession`, machines/session/session.listener.ts;
 *   it emits `viewport.changed` for the charts that follow the viewport, the app banner)
 *
 * The address keeps the list as the person leaves it: the filter and the page
 * reached (`syncAddress`, the app's `withShowcaseView`, on each filter, place and
 * 'more'); the list opens on the address's page (one search for all its cards)
 * and brings the offer last opened from it back into view (`revealOfferId`,
 * the history entry's; in the carousel, its slide). A new filter or place starts
 * again on the first page.
 *
 * The layout (grid, infinite scroll, carousel) follows from the context
 * (viewport, configuration, admin, an open offer): models/showcase/showcase-modes.ts.
 *
 * An offer admin sees each card in its admin wrapper (spec 000 §2 "Card
 * wrapper for admins", 001 §6): while the list is ready, its `admin` region
 *   off ──[an admin, no cards yet]──▶ loadingCards ──done──▶ shown
 *    ▲  └─[an admin, cards running]──▶ shown          └──error──▶ cardsFailed ──adminCards.retry──▶ loadingCards
 *    └──[not an admin (signed out while the list stays)]── loadingCards | shown (cards stopped) | cardsFailed
 * reads the manager's list of every offer (status, validity, who created,
 * edited and published it) with the cards' chart, whose code arrives then
 * (`loadAdminCards`), and spawns one admin offer card actor
 * (machines/admin-offer-card, off the admin page) per offer the list holds,
 * as the offer manager does; a page fetched later gets its cards too. Each
 * card reports to the list with `sendParent` (`card.offerChanged`,
 * `card.offerRemoved`); leaving `ready` (a new search) or signing out stops them.
 */
import { failureText } from '../../models/showcase/api';
import { assertEvent, assign, emit, enqueueActions, setup, type ActorRefFrom, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import { SEARCH_MAX_SIZE, type CardOffer, type CardSearchResponse, type SearchRequest } from '../../models/showcase/api';
import { ANONYMOUS_VIEWER, reloadsOffersOnSignIn, reloadsOffersOnSignOut, type Viewer } from '../../models/account/auth';
import { cardClickAction, type CardClickAction, type MultibrandOrder, type RedirectList } from '../../models/content/content';
import { searchLocation, sameLocation, type StoredLocation } from '../../models/dealer/location';
import type { Brand } from '../../models/offer/offer';
import { cardExit, cardRedirectUrl, currentCarModel, isSoldOut } from '../../models/showcase/offer-card';
import { SHOWCASE_DEFAULTS, hasMoreOffers, nextVisibleCount, pageOfVisibleCount, showcaseOffers, visibleCountOfPage } from '../../models/showcase/showcase';
import {
  cardsPerSlide,
  clampSlide,
  isNearEnd,
  listLayout,
  listSearchRequest,
  slideCount,
  type ListLayout,
  type Viewport,
} from '../../models/showcase/showcase-modes';
import { SHOWCASE_TIMINGS, type FilterOption } from '../../models/app/site-config';
import { sessionListenerPlaceholder } from '../session/session.listener';
import { placeholderFor } from '../placeholder';
import type { ManagedOffer } from '../../models/offer-admin/offer-manager';
import type { AdminOfferCardInput, AdminOfferCardLogic, AdminOfferCardRef, AdminOfferCardReport } from '../admin-offer-card/admin-offer-card.machine';
import type { createOfferListImplementations } from './offer-list.actors';

/** A filter choice of the page's configuration (what the filter shows and what it narrows the search to). */
export type ListFilterOption = FilterOption;

export interface FixedDealer {
  id: string;
  fantasyName?: string | undefined;
}

/** What resolving the location needs: the address's dealer parameters and the remembered location. */
export interface ResolveLocationInput {
  brand: Brand;
  dealerCode?: string | undefined;
  dealerCnpj: string[];
  stored: StoredLocation | null;
}

export interface ResolvedLocation {
  location: StoredLocation | null;
  /** The dealer the address fixed (dealerCode, or the first of dealerCnpj), when it sells the brand. */
  dealer: FixedDealer | null;
}

export interface ClickSettings {
  scrollToLegalPersonIntent: boolean;
  siteBrand?: Brand | undefined;
  multibrandOrder: readonly MultibrandOrder[];
  redirectLists: readonly RedirectList[];
  letMeKnowLink?: string | undefined;
  /** This site's origin: a redirect to another origin leaves the site (the card is then a link to a new tab, models/showcase/offer-card.ts `cardExit`). */
  siteOrigin?: string | undefined;
}

export interface ListModes {
  infiniteScroll: { enabled: boolean; distance: number; delayMs: number; throttleMs: number };
  carousel: { desktop: boolean; mobile: boolean; cardsPerSlideDesktop: number; cardsPerSlideMobile: number; transitionMs: number };
}

export interface OfferListInput {
  request: SearchRequest;
  initialVisible?: number;
  increment?: number;
  /** Offers a search answer holds (at least initialVisible and increment). */
  pageSize?: number;
  viewport?: Viewport;
  modes?: Partial<ListModes>;
  filters?: readonly ListFilterOption[];
  /** The filter chosen when the list opens (the address's `categoria`); one not among `filters` is ignored. */
  filterId?: string | null;
  /** The page the list opens on (the address's `pagina`): its cards show at once. */
  page?: number;
  /** The card to bring back into view once shown (the offer last opened from this list, coming back to it). */
  revealOfferId?: string | null;
  /** How the location is resolved at the start (default: nothing to resolve, no location). */
  resolve?: ResolveLocationInput;
  /** A seller is editing (offerId, leadId, authorization): the location stays as it is. */
  sellerEdit?: boolean;
  /** `editable=true` or seller edit: signing in does not reload the offers. */
  editMode?: boolean;
  /** Who is looking, as known when the list starts (admins see every category, never the carousel). */
  viewer?: Viewer;
  dealerGroup?: string | null;
  openOfferId?: string | null;
  click?: Partial<ClickSettings>;
}

export interface OfferListContext {
  request: SearchRequest;
  resolve: ResolveLocationInput;
  offers: CardOffer[];
  visibleCount: number;
  initialVisible: number;
  increment: number;
  pageSize: number;
  /** Offers the server found for the search, and how many of them were fetched so far. */
  found: number;
  fetched: number;
  /** What fetching the next page was for. */
  afterFetch: 'showMore' | 'nextSlide' | null;
  fetchingPage: boolean;
  errorMessage: string | null;
  viewport: Viewport;
  modes: ListModes;
  filters: readonly ListFilterOption[];
  filterId: string | null;
  /** The page reached (1 + each 'VER MAIS VEÍCULOS' or infinite-scroll step): the address keeps it, a new search keeps it too. */
  page: number;
  /** The card the view brings into view (and focuses) once it shows; a new filter or place forgets it. */
  revealOfferId: string | null;
  location: StoredLocation | null;
  /** The address's dealer parameters have been looked at (the picker may act from then on). */
  locationResolved: boolean;
  fixedDealer: FixedDealer | null;
  sellerEdit: boolean;
  editMode: boolean;
  viewer: Viewer;
  dealerGroup: string | null;
  slideIndex: number;
  openOfferId: string | null;
  click: ClickSettings;
  /** An offer admin's view: the manager's record of each offer (by id), read when the list is ready. */
  adminOffers: Record<string, ManagedOffer>;
  /** The admin cards' chart, as `loadAdminCards` brought it (null until then, and after the list stops them). */
  adminCardLogic: AdminOfferCardLogic | null;
  /** Per offer id the list holds, the admin card actor it runs. */
  adminCards: Record<string, AdminOfferCardRef>;
}

/** What `loadAdminCards` brings: every offer as the manager lists it, and the cards' chart with its real calls. */
export interface AdminCardsLoaded {
  offers: ManagedOffer[];
  card: AdminOfferCardLogic;
}

export type OfferListEvent =
  | { type: 'offers.loadMore' }
  | { type: 'offers.retry' }
  | { type: 'offers.scrolled'; distanceToEnd: number }
  | { type: 'offers.filter'; filterId: string | null }
  | { type: 'location.changed'; location: StoredLocation }
  | { type: 'viewport.changed'; viewport: Viewport }
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'offer.select'; offerId: string }
  | { type: 'session.loaded'; viewer: Viewer }
  | { type: 'session.signedOut' }
  | { type: 'adminCards.retry' }
  /** An admin card published, unpublished or removed its offer. */
  | AdminOfferCardReport;

type Actors = ReturnType<typeof createOfferListImplementations>['actors'];

export const DEFAULT_MODES: ListModes = {
  infiniteScroll: {
    enabled: false,
    distance: SHOWCASE_TIMINGS.infiniteScrollDistance,
    delayMs: SHOWCASE_TIMINGS.infiniteScrollDelayMs,
    throttleMs: SHOWCASE_TIMINGS.infiniteScrollThrottleMs,
  },
  carousel: {
    desktop: false,
    mobile: false,
    cardsPerSlideDesktop: SHOWCASE_TIMINGS.cardsPerSlideDesktop,
    cardsPerSlideMobile: SHOWCASE_TIMINGS.cardsPerSlideMobile,
    transitionMs: SHOWCASE_TIMINGS.slideTransitionMs,
  },
};


/** The layout in force (grid, infinite scroll, carousel). */
export function layoutOf(context: OfferListContext): ListLayout {
  return listLayout({
    viewport: context.viewport,
    carousel: context.modes.carousel,
    infiniteScroll: context.modes.infiniteScroll.enabled,
    admin: context.viewer.admin,
    offerOpen: context.openOfferId !== null,
  });
}

export const DEFAULT_PAGE_SIZE = 24;

/** The server found offers not fetched yet. */
export function serverHasMore(context: Pick<OfferListContext, 'fetched' | 'found'>): boolean {
  return context.fetched < context.found;
}

/** Offers the list will show in all: what the server found, less the hidden ones fetched so far. */
export function totalOf(context: Pick<OfferListContext, 'found' | 'fetched' | 'offers'>): number {
  return Math.max(context.offers.length, context.found - (context.fetched - context.offers.length));
}

/** Showing the next increment needs offers of a page not fetched yet. */
function nextIncrementNeedsPage(context: OfferListContext): boolean {
  return !context.fetchingPage && context.visibleCount + context.increment > context.offers.length && serverHasMore(context);
}

export function perSlide(context: OfferListContext): number {
  return cardsPerSlide(context.viewport, { desktop: context.modes.carousel.cardsPerSlideDesktop, mobile: context.modes.carousel.cardsPerSlideMobile });
}

export function slidesOf(context: OfferListContext): number {
  return slideCount(context.offers.length, perSlide(context));
}

/** The cards the page reached shows (models/showcase/showcase.ts `visibleCountOfPage`). */
export function pageVisibleCount(context: Pick<OfferListContext, 'page' | 'initialVisible' | 'increment'>): number {
  return visibleCountOfPage(context.page, context.initialVisible, context.increment);
}

/** The search the list sends now (its first page: enough offers for the page reached). */
export function searchRequestOf(context: OfferListContext): SearchRequest {
  const filter = context.filters.find((f) => f.id === context.filterId) ?? null;
  const size = Math.min(Math.max(context.pageSize, pageVisibleCount(context)), SEARCH_MAX_SIZE);
  return { ...listSearchRequest(context.request, { filter, location: searchLocation(context.location), admin: context.viewer.admin }), start: 0, size };
}

/** The address's view of the list: the filter and the page reached. */
function addressView(context: OfferListContext): { filterId: string | null; page: number } {
  return { filterId: context.filterId, page: context.page };
}

/** The next page of the same search. */
export function nextPageRequestOf(context: OfferListContext): SearchRequest {
  return { ...searchRequestOf(context), start: context.fetched };
}

function clickOf(context: OfferListContext, offerId: string): { offer: CardOffer; action: CardClickAction } | null {
  const offer = context.offers.find((o) => o.id === offerId);
  if (!offer) return null;
  return { offer, action: cardClickAction(offer, context.click) };
}

/** One more increment of cards shown, and the page it reaches. */
function shownMore(context: OfferListContext, available: number): { visibleCount: number; page: number } {
  const visibleCount = nextVisibleCount(context.visibleCount, context.increment, available);
  return { visibleCount, page: Math.max(context.page, pageOfVisibleCount(visibleCount, context.initialVisible, context.increment)) };
}

type SearchDone = DoneActorEvent<CardSearchResponse, 'searchOffers' | 'fetchMore'>;
type ResolveDone = DoneActorEvent<ResolvedLocation, 'resolveLocation'>;
type AdminCardsDone = DoneActorEvent<AdminCardsLoaded, 'loadAdminCards'>;
type CallFailed = ErrorActorEvent<unknown, 'searchOffers' | 'fetchMore' | 'resolveLocation' | 'loadAdminCards'>;

/** The id of an offer's admin card actor. */
const adminCardId = (offerId: string) => `adminOfferCard:${offerId}`;
const SEARCH_DONE = ['xstate.done.actor.searchOffers', 'xstate.done.actor.fetchMore'] as const;
const SEARCH_FAILED = ['xstate.error.actor.searchOffers', 'xstate.error.actor.fetchMore'] as const;

/** What the list tells its listeners (the app banner follows the viewport). */
export type OfferListNews = { type: 'viewport.changed'; viewport: Viewport };

export const offerListMachine = setup({
  types: {
    input: {} as OfferListInput,
    context: {} as OfferListContext,
    events: {} as OfferListEvent | SearchDone | ResolveDone | AdminCardsDone | CallFailed,
    emitted: {} as OfferListNews,
  },
  actors: {
    resolveLocation: placeholderFor<Actors['resolveLocation']>('resolveLocation'),
    searchOffers: placeholderFor<Actors['searchOffers']>('searchOffers'),
    /** The manager's list of every offer and the admin cards' chart (its code loads only for an offer admin). */
    loadAdminCards: placeholderFor<Actors['loadAdminCards']>('loadAdminCards'),
    listenToSession: sessionListenerPlaceholder,
  },
  delays: {
    loaderDelay: ({ context }) => context.modes.infiniteScroll.delayMs,
    scrollThrottle: ({ context }) => context.modes.infiniteScroll.throttleMs,
    slideTransition: ({ context }) => context.modes.carousel.transitionMs,
  },
  guards: {
    foundOffers: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.searchOffers');
      return showcaseOffers(
        event.output.hits.hit.map((h) => h.fields),
        context.request.offerDenyList,
      ).length > 0;
    },
    hasMoreOffers: ({ context }) =>
      layoutOf(context) === 'grid' && !context.fetchingPage && (hasMoreOffers(context.visibleCount, context.offers.length) || serverHasMore(context)),
    moreNeedsPage: ({ context }) => layoutOf(context) === 'grid' && nextIncrementNeedsPage(context),
    scrollNeedsPage: ({ context }) => nextIncrementNeedsPage(context),
    scrollLoadsMore: ({ context, event }) => {
      assertEvent(event, 'offers.scrolled');
      return (
        layoutOf(context) === 'scroll' &&
        (hasMoreOffers(context.visibleCount, context.offers.length) || serverHasMore(context)) &&
        isNearEnd(event.distanceToEnd, context.modes.infiniteScroll.distance)
      );
    },
    isScrollLayout: ({ context }) => layoutOf(context) === 'scroll',
    hasNextSlide: ({ context }) => layoutOf(context) === 'carousel' && context.slideIndex < slidesOf(context) - 1,
    nextSlideNeedsPage: ({ context }) =>
      layoutOf(context) === 'carousel' &&
      !context.fetchingPage &&
      (context.slideIndex + 2) * perSlide(context) > context.offers.length &&
      serverHasMore(context),
    hasPreviousSlide: ({ context }) => layoutOf(context) === 'carousel' && context.slideIndex > 0,
    isOtherSlide: ({ context, event }) => {
      assertEvent(event, 'carousel.goTo');
      return layoutOf(context) === 'carousel' && event.index !== context.slideIndex && event.index >= 0 && event.index < slidesOf(context);
    },
    isOtherFilter: ({ context, event }) => {
      assertEvent(event, 'offers.filter');
      return event.filterId !== context.filterId && (event.filterId === null || context.filters.some((f) => f.id === event.filterId));
    },
    /** The picker changes the location unless the dealer came from the address or a seller is editing. */
    locationFollowsPicker: ({ context, event }) => {
      assertEvent(event, 'location.changed');
      return context.locationResolved && context.fixedDealer === null && !context.sellerEdit && !sameLocation(context.location, event.location);
    },
    clickScrollsToIntent: ({ context, event }) => {
      assertEvent(event, 'offer.select');
      return clickOf(context, event.offerId)?.action.kind === 'scrollToLegalPersonIntent';
    },
    /** The card is a link to another site (it opens in a new tab by itself): nothing to redirect here. */
    clickLeavesSite: ({ context, event }) => {
      assertEvent(event, 'offer.select');
      const click = clickOf(context, event.offerId);
      return click !== null && cardExit(click.offer, context.click) !== null;
    },
    clickLeavesSoldOut: ({ context, event }) => {
      assertEvent(event, 'offer.select');
      const click = clickOf(context, event.offerId);
      return click !== null && isSoldOut(click.offer) && cardExit(click.offer, context.click) !== null;
    },
    clickRedirectsByBrand: ({ context, event }) => {
      assertEvent(event, 'offer.select');
      return clickOf(context, event.offerId)?.action.kind === 'multibrandRedirect';
    },
    clickLetsMeKnow: ({ context, event }) => {
      assertEvent(event, 'offer.select');
      return clickOf(context, event.offerId)?.action.kind === 'letMeKnow' && Boolean(context.click.letMeKnowLink);
    },
    clickRedirectsByMvs: ({ context, event }) => {
      assertEvent(event, 'offer.select');
      return clickOf(context, event.offerId)?.action.kind === 'mvsRedirect';
    },
    isListedOffer: ({ context, event }) => {
      assertEvent(event, 'offer.select');
      return clickOf(context, event.offerId) !== null;
    },
    reloadsOnSignIn: ({ context, event }) => {
      assertEvent(event, 'session.loaded');
      return reloadsOffersOnSignIn(event.viewer, { editMode: context.editMode, sellerEdit: context.sellerEdit });
    },
    reloadsOnSignOut: ({ context }) => reloadsOffersOnSignOut({ editMode: context.editMode, sellerEdit: context.sellerEdit }),
    isAdminViewer: ({ context }) => context.viewer.admin,
    isNotAdminViewer: ({ context }) => !context.viewer.admin,
    /** The cards' chart arrived for this list already (the region entered again, e.g. fetching a page). */
    hasAdminCards: ({ context }) => context.viewer.admin && context.adminCardLogic !== null,
  },
  actions: {
    storeResolvedLocation: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.resolveLocation');
      const { location, dealer } = event.output;
      return { location, fixedDealer: dealer, locationResolved: true };
    }),
    markLocationResolved: assign({ locationResolved: true }),
    logLocationFailed: placeholderFor('logLocationFailed'),
    storeOffers: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.searchOffers');
      const output = event.output;
      const offers = showcaseOffers(
        output.hits.hit.map((h) => h.fields),
        context.request.offerDenyList,
      );
      // The page reached shows at once; in the carousel, the slide of the card coming back into view.
      const revealAt = context.revealOfferId === null ? -1 : offers.findIndex((o) => o.id === context.revealOfferId);
      return {
        offers,
        found: output.hits.found,
        fetched: output.hits.hit.length,
        visibleCount: Math.min(pageVisibleCount(context), offers.length),
        errorMessage: null,
        slideIndex: revealAt < 0 ? 0 : clampSlide(Math.floor(revealAt / perSlide(context)), slideCount(offers.length, perSlide(context))),
      };
    }),
    appendPage: assign(({ context, event }) => {
      assertEvent(event, SEARCH_DONE);
      const output = event.output;
      const known = new Set(context.offers.map((o) => o.id));
      const more = showcaseOffers(
        output.hits.hit.map((h) => h.fields),
        context.request.offerDenyList,
      ).filter((o) => !known.has(o.id));
      // A page that brings nothing new ends the list (the catalogue changed under it).
      const fetched = output.hits.hit.length === 0 ? context.found : context.fetched + output.hits.hit.length;
      const offers = [...context.offers, ...more];
      const next = { ...context, offers, fetched };
      return {
        offers,
        fetched,
        found: Math.max(fetched, output.hits.found),
        errorMessage: null,
        ...(context.afterFetch === 'showMore' ? shownMore(context, offers.length) : {}),
        ...(context.afterFetch === 'nextSlide' ? { slideIndex: clampSlide(context.slideIndex + 1, slidesOf(next)) } : {}),
        afterFetch: null,
      };
    }),
    fetchForMore: assign({ afterFetch: 'showMore' as const }),
    fetchForNextSlide: assign({ afterFetch: 'nextSlide' as const }),
    markFetching: assign({ fetchingPage: true, errorMessage: null }),
    markFetched: assign({ fetchingPage: false }),
    storePageError: assign(({ event }) => {
      assertEvent(event, SEARCH_FAILED);
      return { errorMessage: failureText(event.error), afterFetch: null };
    }),
    storeError: assign(({ event }) => {
      assertEvent(event, SEARCH_FAILED);
      return { errorMessage: failureText(event.error) };
    }),
    clearError: assign({ errorMessage: null }),
    clearOffers: assign({ offers: [] as CardOffer[], visibleCount: 0, found: 0, fetched: 0, afterFetch: null, fetchingPage: false }),
    showMoreOffers: assign(({ context }) => shownMore(context, context.offers.length)),
    /** A new filter starts on its first page, with no card to bring back. */
    storeFilter: assign(({ event }) => {
      assertEvent(event, 'offers.filter');
      return { filterId: event.filterId, slideIndex: 0, page: 1, revealOfferId: null };
    }),
    /** A new place starts on its first page, with no card to bring back. */
    storeLocation: assign(({ event }) => {
      assertEvent(event, 'location.changed');
      return { location: event.location, page: 1, revealOfferId: null };
    }),
    /** The address follows the list (filter and page, the app's `withShowcaseView`), replacing its entry. */
    syncAddress: placeholderFor<(_: unknown, params: { filterId: string | null; page: number }) => void>('syncAddress'),
    storeViewport: assign(({ context, event }) => {
      assertEvent(event, 'viewport.changed');
      const next = { ...context, viewport: event.viewport };
      return { viewport: event.viewport, slideIndex: clampSlide(context.slideIndex, slidesOf(next)) };
    }),
    announceViewport: emit(({ context }) => ({ type: 'viewport.changed' as const, viewport: context.viewport })),
    nextSlide: assign({ slideIndex: ({ context }) => clampSlide(context.slideIndex + 1, slidesOf(context)) }),
    previousSlide: assign({ slideIndex: ({ context }) => clampSlide(context.slideIndex - 1, slidesOf(context)) }),
    goToSlide: assign(({ context, event }) => {
      assertEvent(event, 'carousel.goTo');
      return { slideIndex: clampSlide(event.index, slidesOf(context)) };
    }),
    // Effects the app provides (they change the page or the address).
    scrollToLegalPersonIntent: placeholderFor('scrollToLegalPersonIntent'),
    redirect: placeholderFor<(_: unknown, params: { url: string }) => void>('redirect'),
    storeCurrentCarModel: placeholderFor<(_: unknown, params: { model: ReturnType<typeof currentCarModel> }) => void>('storeCurrentCarModel'),
    openDetails: placeholderFor<(_: unknown, params: { offerId: string; initialPayment: number }) => void>('openDetails'),
    /** The data layer hears the card click (the app sends it to the tracking actor). */
    trackCardClick: placeholderFor<(_: unknown, params: { offerId: string }) => void>('trackCardClick'),
    markOfferOpen: assign(({ event }) => {
      assertEvent(event, 'offer.select');
      return { openOfferId: event.offerId };
    }),
    storeViewer: assign(({ event }) => {
      assertEvent(event, 'session.loaded');
      return { viewer: event.viewer };
    }),
    forgetViewer: assign({ viewer: ANONYMOUS_VIEWER }),
    storeAdminCards: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadAdminCards');
      return { adminOffers: Object.fromEntries(event.output.offers.map((o) => [o.id, o])), adminCardLogic: event.output.card };
    }),
    /** Each offer the list holds that the manager lists gets its admin card (off the admin page), once. */
    syncAdminCards: assign({
      adminCards: ({ context, spawn }) => {
        const logic = context.adminCardLogic;
        if (!logic || !context.viewer.admin) return context.adminCards;
        const cards = { ...context.adminCards };
        for (const offer of context.offers) {
          const managed = context.adminOffers[offer.id];
          // (The chart arrives at run time, so its spawn is typed by the logic alone; the id names each card.)
          if (managed && !cards[offer.id]) cards[offer.id] = spawn(logic, { id: adminCardId(offer.id), input: { offer: managed, onAdminPage: false } } as { input: AdminOfferCardInput });
        }
        return cards;
      },
    }),
    /** The list's record follows what a card did to its offer. */
    storeCardReport: assign({
      adminOffers: ({ context, event }) => {
        assertEvent(event, ['card.offerChanged', 'card.offerRemoved']);
        return { ...context.adminOffers, [event.offer.id]: event.offer };
      },
    }),
    forgetAdminCards: enqueueActions(({ context, enqueue }) => {
      for (const card of Object.values(context.adminCards)) enqueue.stopChild(card);
      enqueue.assign({ adminOffers: {}, adminCardLogic: null, adminCards: {} });
    }),
  },
}).createMachine({
  id: 'offerList',
  context: ({ input }) => ({
    request: input.request,
    resolve: input.resolve ?? { brand: 'fiat', dealerCnpj: [], stored: null },
    offers: [],
    visibleCount: 0,
    initialVisible: input.initialVisible ?? SHOWCASE_DEFAULTS.initialVisible,
    increment: input.increment ?? SHOWCASE_DEFAULTS.increment,
    pageSize: Math.max(
      input.pageSize ?? DEFAULT_PAGE_SIZE,
      input.initialVisible ?? SHOWCASE_DEFAULTS.initialVisible,
      input.increment ?? SHOWCASE_DEFAULTS.increment,
    ),
    found: 0,
    fetched: 0,
    afterFetch: null,
    fetchingPage: false,
    errorMessage: null,
    viewport: input.viewport ?? 'desktop',
    modes: {
      infiniteScroll: { ...DEFAULT_MODES.infiniteScroll, ...input.modes?.infiniteScroll },
      carousel: { ...DEFAULT_MODES.carousel, ...input.modes?.carousel },
    },
    filters: input.filters ?? [],
    filterId: input.filterId && input.filters?.some((f) => f.id === input.filterId) ? input.filterId : null,
    page: Math.max(1, Math.floor(input.page ?? 1)),
    revealOfferId: input.revealOfferId ?? null,
    location: input.resolve?.stored ?? null,
    locationResolved: false,
    fixedDealer: null,
    sellerEdit: input.sellerEdit ?? false,
    editMode: input.editMode ?? input.sellerEdit ?? false,
    viewer: input.viewer ?? ANONYMOUS_VIEWER,
    dealerGroup: input.dealerGroup ?? null,
    slideIndex: 0,
    openOfferId: input.openOfferId ?? null,
    adminOffers: {},
    adminCardLogic: null,
    adminCards: {},
    click: {
      scrollToLegalPersonIntent: input.click?.scrollToLegalPersonIntent ?? false,
      siteBrand: input.click?.siteBrand,
      multibrandOrder: input.click?.multibrandOrder ?? [],
      redirectLists: input.click?.redirectLists ?? [],
      letMeKnowLink: input.click?.letMeKnowLink,
      siteOrigin: input.click?.siteOrigin,
    },
  }),
  initial: 'resolvingLocation',
  // The list re-enters its root on a reload: the listener then restarts, and is not told again the viewer the list holds.
  invoke: { id: 'session', src: 'listenToSession', input: ({ context }) => ({ known: context.viewer }) },
  on: {
    'viewport.changed': { actions: ['storeViewport', 'announceViewport'] },
    'offer.select': [
      { guard: 'clickScrollsToIntent', actions: 'scrollToLegalPersonIntent' },
      // A card leaving the site is a link opening a new tab: the click is heard (and a sold-out offer's model stored), the page stays.
      {
        guard: 'clickLeavesSoldOut',
        actions: [
          { type: 'storeCurrentCarModel', params: ({ context, event }) => ({ model: currentCarModel(clickOf(context, event.offerId)!.offer) }) },
          { type: 'trackCardClick', params: ({ event }) => ({ offerId: event.offerId }) },
        ],
      },
      { guard: 'clickLeavesSite', actions: { type: 'trackCardClick', params: ({ event }) => ({ offerId: event.offerId }) } },
      {
        guard: 'clickRedirectsByBrand',
        actions: {
          type: 'redirect',
          params: ({ context, event }) => {
            const click = clickOf(context, event.offerId);
            return { url: (click && cardRedirectUrl(click.offer, click.action, context.click.letMeKnowLink)) ?? '/' };
          },
        },
      },
      {
        guard: 'clickLetsMeKnow',
        actions: [
          { type: 'storeCurrentCarModel', params: ({ context, event }) => ({ model: currentCarModel(clickOf(context, event.offerId)!.offer) }) },
          { type: 'redirect', params: ({ context }) => ({ url: context.click.letMeKnowLink ?? '/' }) },
        ],
      },
      {
        guard: 'clickRedirectsByMvs',
        actions: {
          type: 'redirect',
          params: ({ context, event }) => {
            const click = clickOf(context, event.offerId);
            return { url: click?.action.kind === 'mvsRedirect' ? click.action.url : '/' };
          },
        },
      },
      {
        guard: 'isListedOffer',
        actions: [
          'markOfferOpen',
          { type: 'trackCardClick', params: ({ event }) => ({ offerId: event.offerId }) },
          {
            type: 'openDetails',
            params: ({ context, event }) => {
              const click = clickOf(context, event.offerId);
              return { offerId: event.offerId, initialPayment: click?.action.kind === 'showDetails' ? click.action.initialPayment : 0 };
            },
          },
        ],
      },
    ],
    'offers.filter': { guard: 'isOtherFilter', target: '.loadingOffers', reenter: true, actions: ['storeFilter', { type: 'syncAddress', params: ({ context }) => addressView(context) }] },
    'location.changed': { guard: 'locationFollowsPicker', target: '.loadingOffers', reenter: true, actions: ['storeLocation', { type: 'syncAddress', params: ({ context }) => addressView(context) }] },
    'session.loaded': [
      { guard: 'reloadsOnSignIn', target: '.loadingOffers', reenter: true, actions: 'storeViewer' },
      { actions: 'storeViewer' },
    ],
    'session.signedOut': [
      { guard: 'reloadsOnSignOut', target: '.loadingOffers', reenter: true, actions: 'forgetViewer' },
      { actions: 'forgetViewer' },
    ],
  },
  states: {
    resolvingLocation: {
      invoke: {
        id: 'resolveLocation',
        src: 'resolveLocation',
        input: ({ context }) => context.resolve,
        onDone: { target: 'loadingOffers', actions: 'storeResolvedLocation' },
        onError: { target: 'loadingOffers', actions: ['markLocationResolved', 'logLocationFailed'] },
      },
      on: {
        // Until the address's dealer is known, a filter or the viewer is only remembered.
        'offers.filter': { guard: 'isOtherFilter', actions: ['storeFilter', { type: 'syncAddress', params: ({ context }) => addressView(context) }] },
        'session.loaded': { actions: 'storeViewer' },
        'session.signedOut': { actions: 'forgetViewer' },
      },
    },
    loadingOffers: {
      entry: ['clearError', 'clearOffers'],
      invoke: {
        id: 'searchOffers',
        src: 'searchOffers',
        input: ({ context }) => searchRequestOf(context),
        onDone: [
          { guard: 'foundOffers', target: 'ready', actions: 'storeOffers' },
          { target: 'empty', actions: 'storeOffers' },
        ],
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    ready: {
      type: 'parallel',
      // A new search (or no list) stops the admin cards; the next list reads them again.
      exit: 'forgetAdminCards',
      on: {
        'offers.loadMore': [
          { guard: 'moreNeedsPage', target: '.more.fetchingMore', actions: 'fetchForMore' },
          { guard: 'hasMoreOffers', actions: ['showMoreOffers', { type: 'syncAddress', params: ({ context }) => addressView(context) }] },
        ],
      },
      states: {
        more: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'offers.scrolled': [
                  { guard: 'scrollLoadsMore', target: 'loadingMore' },
                  { guard: 'isScrollLayout', target: 'throttled' },
                ],
              },
            },
            loadingMore: {
              after: {
                loaderDelay: [
                  { guard: 'scrollNeedsPage', target: 'fetchingMore', actions: 'fetchForMore' },
                  { target: 'idle', actions: ['showMoreOffers', { type: 'syncAddress', params: ({ context }) => addressView(context) }] },
                ],
              },
            },
            fetchingMore: {
              entry: 'markFetching',
              exit: 'markFetched',
              invoke: {
                id: 'fetchMore',
                src: 'searchOffers',
                input: ({ context }) => nextPageRequestOf(context),
                onDone: { target: 'idle', actions: ['appendPage', 'syncAdminCards', { type: 'syncAddress', params: ({ context }) => addressView(context) }] },
                onError: { target: 'idle', actions: 'storePageError' },
              },
            },
            throttled: {
              after: { scrollThrottle: 'idle' },
            },
          },
        },
        slides: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'carousel.next': [
                  { guard: 'nextSlideNeedsPage', target: '#offerList.ready.more.fetchingMore', actions: 'fetchForNextSlide' },
                  { guard: 'hasNextSlide', target: 'sliding', actions: 'nextSlide' },
                ],
                'carousel.previous': { guard: 'hasPreviousSlide', target: 'sliding', actions: 'previousSlide' },
                'carousel.goTo': { guard: 'isOtherSlide', target: 'sliding', actions: 'goToSlide' },
              },
            },
            sliding: {
              after: { slideTransition: 'idle' },
            },
          },
        },
        /** An offer admin's cards (spec 000 §2 "Card wrapper for admins"), following who looks. */
        admin: {
          initial: 'off',
          states: {
            /** Not an offer admin: the cards alone. */
            off: {
              always: [
                // The region entered again (fetching a page): the cards the list runs stay.
                { guard: 'hasAdminCards', target: 'shown' },
                { guard: 'isAdminViewer', target: 'loadingCards' },
              ],
            },
            loadingCards: {
              always: { guard: 'isNotAdminViewer', target: 'off' },
              invoke: {
                id: 'loadAdminCards',
                src: 'loadAdminCards',
                onDone: { target: 'shown', actions: ['storeAdminCards', 'syncAdminCards'] },
                onError: { target: 'cardsFailed' },
              },
            },
            shown: {
              // Signed out while the list stays (a seller editing): the cards go.
              always: { guard: 'isNotAdminViewer', target: 'off', actions: 'forgetAdminCards' },
              on: {
                'card.offerChanged': { actions: 'storeCardReport' },
                'card.offerRemoved': { actions: 'storeCardReport' },
              },
            },
            /** The cards show without their wrapper; the admin may try again. */
            cardsFailed: {
              always: { guard: 'isNotAdminViewer', target: 'off' },
              on: { 'adminCards.retry': { target: 'loadingCards' } },
            },
          },
        },
      },
    },
    empty: {},
    failed: {
      on: { 'offers.retry': 'loadingOffers' },
    },
  },
});

export type OfferListSnapshot = SnapshotFrom<typeof offerListMachine>;
export type OfferListRef = ActorRefFrom<typeof offerListMachine>;

export type ListStatus = 'resolvingLocation' | 'loadingOffers' | 'ready' | 'empty' | 'failed';

/** Selectors: primitives, or arrays compared with `sameItems`. */
export const selectStatus = (s: OfferListSnapshot): ListStatus =>
  (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as ListStatus;
export const selectLayout = (s: OfferListSnapshot) => layoutOf(s.context);
/** The cards shown: in the carousel every offer (by slides), otherwise the first visibleCount. */
export const selectVisibleOffers = (s: OfferListSnapshot) =>
  layoutOf(s.context) === 'carousel' ? s.context.offers : s.context.offers.slice(0, s.context.visibleCount);
export const selectTotal = (s: OfferListSnapshot) => totalOf(s.context);
export const selectErrorMessage = (s: OfferListSnapshot) => s.context.errorMessage;
export const selectCanLoadMore = (s: OfferListSnapshot) => s.can({ type: 'offers.loadMore' });
export const selectCanRetry = (s: OfferListSnapshot) => s.can({ type: 'offers.retry' });
export const selectLoadingMore = (s: OfferListSnapshot) => s.matches({ ready: { more: 'loadingMore' } }) || s.matches({ ready: { more: 'fetchingMore' } });
export const selectSlideIndex = (s: OfferListSnapshot) => s.context.slideIndex;
export const selectSlideCount = (s: OfferListSnapshot) => slidesOf(s.context);
/** The slides the whole list will fill, pages not fetched yet included ('Página n de N' counts them). */
export const selectSlideTotal = (s: OfferListSnapshot) => Math.max(slidesOf(s.context), slideCount(totalOf(s.context), perSlide(s.context)));
export const selectPerSlide = (s: OfferListSnapshot) => perSlide(s.context);
export const selectCanNextSlide = (s: OfferListSnapshot) => s.can({ type: 'carousel.next' });
export const selectCanPreviousSlide = (s: OfferListSnapshot) => s.can({ type: 'carousel.previous' });
export const selectSliding = (s: OfferListSnapshot) => s.matches({ ready: { slides: 'sliding' } });
/** The filter's choices, as the page configured them. */
export const selectFilters = (s: OfferListSnapshot) => s.context.filters;
export const selectFilterId = (s: OfferListSnapshot) => s.context.filterId;
/** The card to bring back into view once it shows (coming back from its details), else null. */
export const selectRevealOfferId = (s: OfferListSnapshot) => s.context.revealOfferId;
export const selectLocation = (s: OfferListSnapshot) => s.context.location;
export const selectFixedDealer = (s: OfferListSnapshot) => s.context.fixedDealer;
export const selectLocationLocked = (s: OfferListSnapshot) => s.context.fixedDealer !== null || s.context.sellerEdit;
export const selectDealerGroup = (s: OfferListSnapshot) => s.context.dealerGroup;
export const selectOpenOfferId = (s: OfferListSnapshot) => s.context.openOfferId;
export const selectViewport = (s: OfferListSnapshot) => s.context.viewport;
/** Per offer id, its admin card actor (an offer admin's only). */
export const selectAdminCards = (s: OfferListSnapshot) => s.context.adminCards;
/** The admin cards could not be read: the cards show alone, with a retry. */
export const selectAdminCardsFailed = (s: OfferListSnapshot) => s.matches({ ready: { admin: 'cardsFailed' } });
export const selectCanRetryAdminCards = (s: OfferListSnapshot) => s.can({ type: 'adminCards.retry' });
/** The new-offer card: for a signed-in offer admin, once the list has an answer. */
export const selectShowsAdminCard = (s: OfferListSnapshot) => s.context.viewer.admin && (s.matches('ready') || s.matches('empty'));
export const selectScrollDistance = (s: OfferListSnapshot) => s.context.modes.infiniteScroll.distance;
/** What the page says about a card click (where a card leaving the site goes: models/showcase/offer-card.ts `cardExit`). */
export const selectClickSettings = (s: OfferListSnapshot) => s.context.click;

export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
