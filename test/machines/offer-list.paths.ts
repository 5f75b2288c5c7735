/**
 * The offer list chart's generated paths (shared by its test and `npm run
 * paths`), one plan per configuration so every mode is walked: the grid
 * (filter, location, session), infinite scroll on mobile, the carousel, the
 * card click order (redirects to other sites, and within this one), the
 * legal-person intent scroll, a list whose location the address fixed
 * (seller edit), and an offer admin's list with its admin cards.
 */
import type { CardSearchResponse } from '../../models/showcase/api';
import type { Viewer } from '../../models/account/auth';
import type { StoredLocation } from '../../models/dealer/location';
import type { Offer } from '../../models/offer/offer';
import {
  offerListMachine,
  searchRequestOf,
  type OfferListEvent,
  type OfferListInput,
  type OfferListSnapshot,
  type ResolvedLocation,
} from '../../machines/offer-list/offer-list.machine';
import { planChart, type ChartPlan } from '../support/chart-paths';
import { publicOffers, searchAnswer } from '../support/fixtures';
import { adminOfferCardMachine } from '../../machines/admin-offer-card/admin-offer-card.machine';
import type { ManagedOffer } from '../../models/offer-admin/offer-manager';
import { managedOffer } from './admin-offer-card.paths';

/** Eight offers: 6 shown, one 'VER MAIS VEÍCULOS' shows the last 2. */
export const eightOffers = publicOffers.slice(0, 8);

export const offerListInput: OfferListInput = { request: { brand: ['fiat', 'jeep'] }, initialVisible: 6, increment: 6 };

export const SAO_PAULO: StoredLocation = { countryCode: 'BR', stateCode: 'SP', cityCode: '3550308', cityName: 'São Paulo' };
export const RIO: StoredLocation = { countryCode: 'BR', stateCode: 'RJ', cityCode: '3304557', cityName: 'Rio de Janeiro' };
export const CUSTOMER: Viewer = { signedIn: true, admin: false };
export const ADMIN: Viewer = { signedIn: true, admin: true };

const letMeKnow = publicOffers.find((o) => o.unavailabilityReason === 'LET_ME_KNOW')!;
const jeep = publicOffers.find((o) => o.brand === 'jeep')!;
const fiat = publicOffers.filter((o) => o.brand === 'fiat' && o.unavailabilityReason !== 'LET_ME_KNOW');
const redirected = fiat[1]!;
export const clickOffers: Offer[] = [fiat[0]!, jeep, letMeKnow, redirected];
/** Every redirect leaves the site (other origins): the cards are links to new tabs. */
export const CLICK_SETTINGS = {
  siteBrand: 'fiat' as const,
  multibrandOrder: [{ brand: 'jeep' as const, url: 'https://www.jeep.com.br/flua' }],
  letMeKnowLink: 'https://www.fiat.com.br/avise-me.html',
  redirectLists: [{ redirectListMvs: [redirected.mvs], redirectListLink: 'https://www.fiat.com.br/argo.html' }],
  siteOrigin: 'https://flua.example',
};
/** Every redirect stays on this site: the page goes there itself. */
export const CLICK_HERE_SETTINGS = {
  siteBrand: 'fiat' as const,
  multibrandOrder: [{ brand: 'jeep' as const, url: '/?demo=multibrand&marca=jeep' }],
  letMeKnowLink: 'https://flua.example/avise-me',
  redirectLists: [{ redirectListMvs: [redirected.mvs], redirectListLink: '/argo' }],
  siteOrigin: 'https://flua.example',
};

export interface ListPlanSpec {
  id: string;
  input: OfferListInput;
  /** What the fake search answers when it succeeds with offers. */
  offers: Offer[];
  resolved: ResolvedLocation;
  /** What the manager's list answers an admin (each offer's status and metadata). */
  managed?: ManagedOffer[];
  /** The events a person (or the app) may send in a snapshot; filtered by `snap.can`. */
  personEvents: (snap: OfferListSnapshot) => OfferListEvent[];
}

/** A page of a search that found all of `offers`. */
export function pageAnswer(offers: readonly Offer[], start: number, size: number): CardSearchResponse {
  const page = searchAnswer(offers.slice(start, start + size));
  return { hits: { ...page.hits, found: offers.length } };
}

function serialize(s: OfferListSnapshot): string {
  const c = s.context;
  return JSON.stringify({
    v: s.value,
    fo: c.found,
    fe: c.fetched,
    e: c.errorMessage !== null,
    f: c.filterId,
    l: c.location?.cityCode ?? null,
    r: c.locationResolved,
    d: c.fixedDealer?.id ?? null,
    vp: c.viewport,
    n: c.offers.length,
    vis: c.visibleCount,
    sl: c.slideIndex,
    pg: c.page,
    rv: c.revealOfferId,
    o: c.openOfferId,
    w: c.viewer,
    // An admin's cards, and what the list knows of their offers.
    ac: Object.keys(c.adminCards).length,
    am: Object.values(c.adminOffers).map((m) => `${m.released ? 'p' : 's'}${m.removed ? 'x' : ''}`).join(''),
  });
}

function actorEvents(snap: OfferListSnapshot, spec: ListPlanSpec): any[] {
  const out: any[] = [];
  if (snap.children.resolveLocation) {
    out.push({ type: 'xstate.done.actor.resolveLocation', output: spec.resolved });
    out.push({ type: 'xstate.error.actor.resolveLocation', error: new Error('Error loading dealer') });
  }
  const pageSize = snap.context.pageSize;
  if (snap.children.searchOffers) {
    // The first search asks for enough offers for the page reached.
    out.push({ type: 'xstate.done.actor.searchOffers', output: pageAnswer(spec.offers, 0, searchRequestOf(snap.context).size!) });
    out.push({ type: 'xstate.done.actor.searchOffers', output: searchAnswer([]) });
    out.push({ type: 'xstate.error.actor.searchOffers', error: new Error('Um erro ocorreu, tente novamente') });
  }
  if (snap.children.loadAdminCards) {
    // The cards' chart arrives with the list (the test gives its own, with fake calls).
    out.push({ type: 'xstate.done.actor.loadAdminCards', output: { offers: spec.managed ?? [], card: adminOfferCardMachine } });
    out.push({ type: 'xstate.error.actor.loadAdminCards', error: new Error('Um erro ocorreu, tente novamente') });
  }
  if (snap.children.fetchMore) {
    out.push({ type: 'xstate.done.actor.fetchMore', output: pageAnswer(spec.offers, snap.context.fetched, pageSize) });
    out.push({ type: 'xstate.error.actor.fetchMore', error: new Error('Um erro ocorreu, tente novamente') });
  }
  if (snap.matches({ ready: { more: 'loadingMore' } })) out.push({ type: 'xstate.after.loaderDelay.offerList.ready.more.loadingMore' });
  if (snap.matches({ ready: { more: 'throttled' } })) out.push({ type: 'xstate.after.scrollThrottle.offerList.ready.more.throttled' });
  if (snap.matches({ ready: { slides: 'sliding' } })) out.push({ type: 'xstate.after.slideTransition.offerList.ready.slides.sliding' });
  return out;
}

export function planList(spec: ListPlanSpec): ChartPlan {
  return planChart({
    id: spec.id,
    machine: offerListMachine,
    input: spec.input,
    serializeState: serialize,
    distinguishCandidates: true,
    events: (snap: OfferListSnapshot) => [...actorEvents(snap, spec), ...spec.personEvents(snap).filter((e) => snap.can(e))],
  });
}

const retryAndMore = (): OfferListEvent[] => [{ type: 'offers.loadMore' }, { type: 'offers.retry' }];

/** Grid on desktop: show more, retry, the filter, the location picker, the session. */
export const gridSpec: ListPlanSpec = {
  id: 'offer-list',
  // 3 cards of a first page of 6; 'VER MAIS VEÍCULOS' shows the other 3, then fetches the 7th and 8th.
  input: { ...offerListInput, initialVisible: 3, increment: 3, pageSize: 6, filters: [{ id: 'suv', categoryName: 'SUV', categoryCode: 'SUV' }] },
  offers: eightOffers,
  resolved: { location: null, dealer: null },
  personEvents: (snap) => [
    ...retryAndMore(),
    { type: 'offers.filter', filterId: snap.context.filterId === null ? 'suv' : null },
    { type: 'location.changed', location: SAO_PAULO },
    ...(snap.context.viewer.signedIn
      ? [{ type: 'session.signedOut' as const }]
      : [{ type: 'session.loaded' as const, viewer: CUSTOMER }, { type: 'session.loaded' as const, viewer: { signedIn: false, admin: false } }]),
    { type: 'offer.select', offerId: eightOffers[0]!.id },
  ],
};

/** Infinite scroll on mobile: more cards after the loader, scroll events throttled; back to the grid on desktop. */
export const scrollSpec: ListPlanSpec = {
  id: 'offer-list-scroll',
  input: {
    ...offerListInput,
    initialVisible: 2,
    increment: 2,
    pageSize: 4,
    viewport: 'mobile',
    modes: { infiniteScroll: { enabled: true, distance: 10, delayMs: 1500, throttleMs: 200 } },
  },
  offers: eightOffers.slice(0, 6),
  resolved: { location: SAO_PAULO, dealer: null },
  personEvents: (snap) => [
    { type: 'offers.loadMore' },
    { type: 'offers.scrolled', distanceToEnd: 0 },
    { type: 'offers.scrolled', distanceToEnd: 600 },
    { type: 'viewport.changed', viewport: snap.context.viewport === 'mobile' ? 'desktop' : 'mobile' },
  ],
};

/** Carousel on desktop (3 a slide) and mobile (1 a slide): arrows, keys, bullets; no carousel once an offer opens. */
export const carouselSpec: ListPlanSpec = {
  id: 'offer-list-carousel',
  input: {
    ...offerListInput,
    initialVisible: 3,
    increment: 3,
    pageSize: 3,
    modes: { carousel: { desktop: true, mobile: true, cardsPerSlideDesktop: 3, cardsPerSlideMobile: 1, transitionMs: 1200 } },
  },
  offers: eightOffers.slice(0, 5),
  resolved: { location: null, dealer: null },
  personEvents: (snap) => [
    { type: 'carousel.next' },
    { type: 'carousel.previous' },
    { type: 'carousel.goTo', index: 0 },
    { type: 'viewport.changed', viewport: snap.context.viewport === 'mobile' ? 'desktop' : 'mobile' },
    ...(snap.context.slideIndex === 0 ? [{ type: 'offer.select' as const, offerId: eightOffers[0]!.id }] : []),
  ],
};

/** The card click order: multibrand redirect, LET_ME_KNOW, MVS redirect list, details. */
export const clickSpec: ListPlanSpec = {
  id: 'offer-list-click',
  input: { ...offerListInput, click: CLICK_SETTINGS },
  offers: clickOffers,
  resolved: { location: null, dealer: null },
  personEvents: () => clickOffers.map((o) => ({ type: 'offer.select' as const, offerId: o.id })),
};

/** The same click order when every redirect stays on this site. */
export const clickHereSpec: ListPlanSpec = {
  id: 'offer-list-click-here',
  input: { ...offerListInput, click: CLICK_HERE_SETTINGS },
  offers: clickOffers,
  resolved: { location: null, dealer: null },
  personEvents: () => clickOffers.map((o) => ({ type: 'offer.select' as const, offerId: o.id })),
};

/** The legal-person intent form comes first when enabled. */
export const intentSpec: ListPlanSpec = {
  id: 'offer-list-intent',
  input: { ...offerListInput, click: { ...CLICK_SETTINGS, scrollToLegalPersonIntent: true } },
  offers: clickOffers,
  resolved: { location: null, dealer: null },
  personEvents: () => [{ type: 'offer.select', offerId: clickOffers[2]!.id }],
};

/** A seller editing with the address's dealer: the location stays, signing out does not reload, admins see every category. */
export const sellerSpec: ListPlanSpec = {
  id: 'offer-list-seller',
  input: {
    ...offerListInput,
    sellerEdit: true,
    viewer: CUSTOMER,
    resolve: { brand: 'fiat', dealerCode: '10101', dealerCnpj: [], stored: null },
  },
  offers: eightOffers.slice(0, 3),
  resolved: { location: SAO_PAULO, dealer: { id: '10101' } },
  personEvents: (snap) => [
    { type: 'location.changed', location: RIO },
    ...(snap.context.viewer.signedIn ? [{ type: 'session.signedOut' as const }] : [{ type: 'session.loaded' as const, viewer: ADMIN }]),
  ],
};

/**
 * Back to the list from an offer: the address's page shows at once (one
 * search asks for all its cards) and the offer opened comes back into view;
 * more pages, a reload by the session keep the page; a new filter starts
 * again on its first page.
 */
export const restoreSpec: ListPlanSpec = {
  id: 'offer-list-restore',
  input: { ...offerListInput, initialVisible: 3, increment: 3, pageSize: 3, page: 2, revealOfferId: eightOffers[4]!.id, filters: [{ id: 'suv', categoryName: 'SUV', categoryCode: 'SUV' }], filterId: 'suv' },
  offers: eightOffers,
  resolved: { location: null, dealer: null },
  personEvents: (snap) => [
    { type: 'offers.loadMore' },
    { type: 'offers.filter', filterId: snap.context.filterId === null ? 'suv' : null },
    ...(snap.context.viewer.signedIn ? [] : [{ type: 'session.loaded' as const, viewer: CUSTOMER }]),
  ],
};

/** The same in the carousel: the slide of the offer opened. */
export const restoreCarouselSpec: ListPlanSpec = {
  id: 'offer-list-restore-carousel',
  input: { ...carouselSpec.input, pageSize: 6, revealOfferId: eightOffers[4]!.id },
  offers: eightOffers.slice(0, 5),
  resolved: { location: null, dealer: null },
  personEvents: () => [{ type: 'carousel.previous' }],
};

/** Four offers for the admin: a saved one (it gets published from its card), then published ones (the second gets deleted). */
export const adminOffers = eightOffers.slice(0, 4);
export const adminManaged: ManagedOffer[] = adminOffers.map((o, i) => managedOffer(o, { released: i !== 0 }));
/** The saved offer as its card reports it published, and the second as its card reports it deleted. */
export const adminPublished: ManagedOffer = { ...adminManaged[0]!, released: true };
export const adminRemoved: ManagedOffer = { ...adminManaged[1]!, released: false, removed: true };

/**
 * An offer admin's list: each card in its admin wrapper (read with the
 * cards' chart once the list is ready, or failing, with a retry), a page
 * fetched later getting its cards, a card's publish and removal heard by the
 * list; signing out (the list reads again as a visitor's) and back in.
 */
export const adminSpec: ListPlanSpec = {
  id: 'offer-list-admin',
  input: { ...offerListInput, initialVisible: 2, increment: 2, pageSize: 2, viewer: ADMIN },
  offers: adminOffers,
  managed: adminManaged,
  resolved: { location: null, dealer: null },
  personEvents: (snap) => {
    const c = snap.context;
    const events: OfferListEvent[] = [{ type: 'offers.loadMore' }, { type: 'adminCards.retry' }];
    // Signing out and back in while the list shows (the grid's plan walks the session elsewhere).
    if (snap.matches('ready')) events.push(c.viewer.signedIn ? { type: 'session.signedOut' } : { type: 'session.loaded', viewer: ADMIN });
    // A card reports (only a card the list runs can: the saved one shown, then the second).
    if (snap.matches({ ready: { admin: 'shown' } })) {
      if (c.adminCards[adminPublished.id] && !c.adminOffers[adminPublished.id]?.released) events.push({ type: 'card.offerChanged', offer: adminPublished });
      if (c.adminCards[adminRemoved.id] && !c.adminOffers[adminRemoved.id]?.removed) events.push({ type: 'card.offerRemoved', offer: adminRemoved });
    }
    return events;
  },
};

export const listSpecs: ListPlanSpec[] = [gridSpec, scrollSpec, carouselSpec, clickSpec, clickHereSpec, intentSpec, sellerSpec, restoreSpec, restoreCarouselSpec, adminSpec];
export const offerListPlans: ChartPlan[] = listSpecs.map(planList);
/** The grid plan (kept under its first name for `npm run paths`). */
export const offerListPlan: ChartPlan = offerListPlans[0]!;
