/**
 * Generated paths of the offer list chart, one plan per configuration (grid,
 * infinite scroll, carousel, click order, intent scroll, seller edit), each
 * run against the real showcase view (with its location picker and cards)
 * and fake actors the test resolves or rejects. Time is the test's: delays
 * are long, and a delayed step sends its `xstate.after.*` event itself.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorRef } from 'xstate';
import type { SearchRequest, CardSearchResponse } from '../../models/showcase/api';
import { cardClickAction } from '../../models/content/content';
import { showcaseLabels } from '../../models/labels/showcase';
import { labels } from '../../models/labels/spec';
import type { OfferImages } from '../../models/content/content-images';
import type { CityAnswer, StateAnswer } from '../../models/dealer/location';
import { formatBRL } from '../../models/common/money';
import { cardExit, cardShowsPrice, currentCarModel, withOfferId } from '../../models/showcase/offer-card';
import { LocationPickerContext } from '../../machines/location/location.context';
import { LocationPicker } from '../../ui/showcase/location-picker';
import { locationPickerMachine } from '../../machines/location/location.machine';
import { OfferCardLogic } from '../../machines/offer-card/offer-card.context';
import { offerCardMachine, type LoadImagesInput } from '../../machines/offer-card/offer-card.machine';
import { OfferListContext } from '../../machines/offer-list/offer-list.context';
import {
  layoutOf,
  offerListMachine,
  perSlide,
  totalOf,
  searchRequestOf,
  type AdminCardsLoaded,
  type OfferListEvent,
  type ResolvedLocation,
  type ResolveLocationInput,
} from '../../machines/offer-list/offer-list.machine';
import { adminOfferCardMachine } from '../../machines/admin-offer-card/admin-offer-card.machine';
import { editorPath, previewPath } from '../../models/app/manager-address';
import type { ManagedOffer } from '../../models/offer-admin/offer-manager';
import { allowedOfferActions, offerStatus, OFFER_ACTION_LABELS, OFFER_STATUS_LABELS } from '../../models/offer/offer-status';
import { AdminCardProviders, AdminOfferCardView } from '../../ui/admin/admin-offer-card';
import { deferredActor } from '../support/lead-harness';
import { pressable } from '../support/radix-dom';
import { quietSession } from '../support/session-listener';
import { ApiCallError } from '../../services/http';
import { DEFAULT_CARD_SETTINGS } from '../../ui/showcase/offer-card';
import { DEFAULT_SHOWCASE_SETTINGS, Showcase, type ShowcaseAdminCardProps, type ShowcaseSettings } from '../../ui/showcase/showcase';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised, type ChartPlan } from '../support/chart-paths';
import { searchAnswer } from '../support/fixtures';
import { SAO_PAULO, eightOffers, listSpecs, offerListInput, offerListPlans, pageAnswer, type ListPlanSpec } from './offer-list.paths';
import { quiet } from '../support/quiet-effects';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

// jsdom has no PointerEvent: swipes need clientX.
if (!('PointerEvent' in window)) {
  (window as unknown as { PointerEvent: unknown }).PointerEvent = class PointerEvent extends MouseEvent {};
}

interface Pending<T, I> {
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
  input: I;
}

// ───────────── the window: viewport (matchMedia) and the list's distance to the bottom ─────────────

let mobile = false;
const mediaListeners = new Set<() => void>();
let distanceToEnd = 0;
// Kept to put back after each test, never called unbound.
// eslint-disable-next-line @typescript-eslint/unbound-method
const originalRect = HTMLElement.prototype.getBoundingClientRect;

function installWindow(viewport: 'mobile' | 'desktop') {
  mobile = viewport === 'mobile';
  mediaListeners.clear();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return mobile;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => mediaListeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => mediaListeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (this.tagName === 'UL' && this.dataset.layout) {
      const bottom = window.innerHeight + distanceToEnd;
      return { top: bottom - 500, bottom, left: 0, right: 300, width: 300, height: 500, x: 0, y: bottom - 500, toJSON: () => ({}) };
    }
    return originalRect.call(this);
  };
}

afterEach(() => {
  HTMLElement.prototype.getBoundingClientRect = originalRect;
});

/** The cards the list brought into view (jsdom has no scrolling: the call is recorded). */
const scrolledTo: string[] = [];
Element.prototype.scrollIntoView = function (this: Element) {
  const id = (this as HTMLElement).dataset.offerId;
  if (id) scrolledTo.push(id);
};

/** The harness of the test running (its effects: what the app was asked to do). */
let current: { effects: { type: string; [k: string]: unknown }[] } | null = null;

// ───────────── the location picker's fake answers ─────────────

const STATES: StateAnswer[] = [
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'SP', name: 'São Paulo' },
];
const CITIES: Record<string, CityAnswer[]> = {
  SP: [
    { code: '3509502', name: 'Campinas', stateCode: 'SP', influenceArea: [] },
    { code: '3550308', name: 'São Paulo', stateCode: 'SP', influenceArea: [] },
  ],
  RJ: [{ code: '3304557', name: 'Rio de Janeiro', stateCode: 'RJ', influenceArea: [] }],
};

const SHOWCASE_SETTINGS: ShowcaseSettings = {
  ...DEFAULT_SHOWCASE_SETTINGS,
  card: { ...DEFAULT_CARD_SETTINGS, highlightRotationMs: 60_000 },
  location: true,
  newOfferHref: editorPath('new'),
};

/** An admin's wrapper as the app draws it (src/showcase-admin-card.tsx), with the manager's paths; a followed link is an effect. */
function TestAdminCard({ actorRef, children }: ShowcaseAdminCardProps) {
  return (
    <AdminCardProviders>
      <AdminOfferCardView actorRef={actorRef} editorHref={editorPath} previewHref={previewPath} onNavigate={(to) => current?.effects.push({ type: 'navigate', to })}>
        {children}
      </AdminOfferCardView>
    </AdminCardProviders>
  );
}

/**
 * Each card shown is in its admin wrapper exactly when the list runs its
 * admin card: the status, the person type and the actions off the admin
 * page (no 'Salvar', no 'Visualizar'; 'Editar' a link to the editor).
 */
async function expectAdminWrappers(snap: any, shown: readonly { id: string }[]) {
  const c = snap.context;
  const wrapped = snap.matches({ ready: { admin: 'shown' } }) ? shown.filter((o) => c.adminCards[o.id]) : [];
  await waitFor(() => expect([...document.querySelectorAll<HTMLElement>('[data-testid="admin-offer"]')].map((el) => el.dataset.offerId)).toEqual(wrapped.map((o) => o.id)));
  for (const { id } of wrapped) {
    const managed: ManagedOffer = c.adminOffers[id];
    const wrapper = within(document.querySelector<HTMLElement>(`[data-testid="admin-offer"][data-offer-id="${id}"]`)!);
    await waitFor(() => expect(wrapper.getByTestId('offer-status').textContent).toBe(OFFER_STATUS_LABELS[offerStatus(managed)]));
    expect(wrapper.getByTestId('person-type').textContent).toBe(managed.targetEntityType === 'LEGAL_PERSON' ? labels.offerAdmin.legalPerson : labels.offerAdmin.naturalPerson);
    expect(wrapper.getAllByTestId('offer-card')).toHaveLength(1);
    const actions = allowedOfferActions(managed, { onAdminPage: false });
    expect(actions).not.toContain('save');
    expect(actions).not.toContain('view');
    expect([...wrapper.queryAllByRole('group')].flatMap((g) => [...g.querySelectorAll<HTMLElement>('[data-action]')].map((a) => a.dataset.action))).toEqual(actions);
    if (actions.includes('edit')) expect(wrapper.getByRole('link', { name: OFFER_ACTION_LABELS.edit }).getAttribute('href')).toBe(editorPath(id));
  }
}

/** An offer's admin wrapper, once it shows. */
async function wrapperOf(offerId: string) {
  const el = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-testid="admin-offer"][data-offer-id="${offerId}"]`);
    if (!found) throw new Error(`no admin card for ${offerId}`);
    return found;
  });
  return within(el);
}

/** The new-offer card shows for an offer admin (its code comes in its own file, so it may take a tick). */
async function expectAdminCard(shown: boolean) {
  if (shown) expect(await screen.findByTestId('admin-offer-card')).toBeTruthy();
  else expect(screen.queryByTestId('admin-offer-card')).toBeNull();
}

function renderList(spec: ListPlanSpec) {
  installWindow(spec.input.viewport ?? 'desktop');
  const calls = {
    resolveLocation: [] as Pending<ResolvedLocation, ResolveLocationInput>[],
    searchOffers: [] as Pending<CardSearchResponse, SearchRequest>[],
    loadAdminCards: [] as Pending<AdminCardsLoaded, void>[],
  };
  // The admin cards' calls (the list brings their chart; the test gives it with fake calls).
  const publish = deferredActor<ManagedOffer, { offerId: string }>();
  const remove = deferredActor<ManagedOffer, { offerId: string }>();
  const never = deferredActor<ManagedOffer, never>();
  const adminCardLogic = adminOfferCardMachine.provide({ actors: { publishOffer: publish.logic, removeOffer: remove.logic, unpublishOffer: never.logic as any, saveOffer: never.logic as any } });
  const deferred =
    <T, I>(list: Pending<T, I>[]) =>
    ({ input }: { input: I }) =>
      new Promise<T>((resolve, reject) => list.push({ resolve, reject, input }));
  const effects: { type: string; [k: string]: unknown }[] = [];
  const logic = offerListMachine.provide({
    actors: {
      resolveLocation: fromPromise<ResolvedLocation, ResolveLocationInput>(deferred(calls.resolveLocation)),
      searchOffers: fromPromise<CardSearchResponse, SearchRequest>(deferred(calls.searchOffers)),
      loadAdminCards: fromPromise<AdminCardsLoaded, void>(deferred(calls.loadAdminCards)),
      listenToSession: quietSession,
    },
    // Time is the test's: nothing fires on its own.
    delays: { loaderDelay: 600_000, scrollThrottle: 600_000, slideTransition: 600_000 },
    actions: {
      redirect: (_, params) => effects.push({ type: 'redirect', ...params }),
      storeCurrentCarModel: (_, params) => effects.push({ type: 'storeCurrentCarModel', ...params }),
      openDetails: (_, params) => effects.push({ type: 'openDetails', ...params }),
      syncAddress: (_, params) => effects.push({ type: 'syncAddress', ...params }),
      scrollToLegalPersonIntent: () => effects.push({ type: 'scrollToLegalPersonIntent' }),
      trackCardClick: () => undefined,
      logLocationFailed: () => undefined,
    },
  });
  const cardLogic = offerCardMachine.provide({ actors: { loadImages: fromPromise<OfferImages, LoadImagesInput>(async () => ({ kind: 'drawing' })) } });
  let list: AnyActorRef | undefined;
  function Providers({ children }: { children: React.ReactNode }) {
    const actor = OfferListContext.useActorRef();
    useEffect(() => {
      list = actor;
    }, [actor]);
    const picker = locationPickerMachine.provide({
      actors: {
        loadStates: fromPromise<StateAnswer[], void>(async () => STATES),
        loadCities: fromPromise<CityAnswer[], { stateCode: string }>(async ({ input }) => CITIES[input.stateCode] ?? []),
        loadCity: fromPromise<CityAnswer[], { cityCode: string }>(async ({ input }) =>
          Object.values(CITIES).flat().filter((c) => c.code === input.cityCode),
        ),
      },
      actions: {
        announceLocation: (_, { location }) => actor.send({ type: 'location.changed', location }),
        rememberLocation: () => undefined,
        logLocationFailed: () => undefined,
      },
    });
    return (
      <OfferCardLogic.Provider value={cardLogic}>
        <LocationPickerContext.Provider logic={picker}>{children}</LocationPickerContext.Provider>
      </OfferCardLogic.Provider>
    );
  }
  render(
    <OfferListContext.Provider logic={logic} options={{ input: spec.input }}>
      <Providers>
        <Showcase settings={SHOWCASE_SETTINGS} LocationPicker={LocationPicker} AdminCard={TestAdminCard} />
      </Providers>
    </OfferListContext.Provider>,
  );
  // The live call is the latest: a reload abandons the earlier ones.
  const next = async <K extends keyof typeof calls>(key: K) => {
    await waitFor(() => expect(calls[key].length).toBeGreaterThan(0));
    const latest = calls[key][calls[key].length - 1]!;
    calls[key].length = 0;
    return latest as (typeof calls)[K][number];
  };
  const send = (event: unknown) => act(() => list!.send(event as OfferListEvent));
  scrolledTo.length = 0;
  const harness = { next, calls, effects, send, publish, remove, adminCardLogic };
  current = harness;
  return harness;
}

const user = userEvent.setup();

// ───────────── what a person sees in each state ─────────────

const skeleton = async () => expect(await screen.findByTestId('offer-skeleton')).toBeTruthy();

const stateAssertions = {
  resolvingLocation: async () => {
    await skeleton();
    expect(screen.queryAllByTestId('offer-card')).toHaveLength(0);
  },
  loadingOffers: async () => {
    await skeleton();
    expect(screen.getByText(labels.showcase.loading)).toBeTruthy();
    expect(screen.queryByRole('button', { name: labels.showcase.showMore })).toBeNull();
  },
  ready: async (snap: any) => {
    const c = snap.context;
    const layout = layoutOf(c);
    if (layout === 'carousel') {
      const region = await screen.findByRole('region', { name: showcaseLabels.list.carousel });
      await waitFor(() => expect(region.dataset.slide).toBe(String(c.slideIndex)));
      const n = perSlide(c);
      const slide = within(region).getAllByTestId('carousel-slide')[c.slideIndex]!;
      expect(slide.getAttribute('aria-hidden')).toBe('false');
      const shown = within(slide).getAllByTestId('offer-card').map((el) => el.dataset.offerId);
      expect(shown).toEqual(c.offers.slice(c.slideIndex * n, c.slideIndex * n + n).map((o: any) => o.id));
      expect(screen.queryByRole('button', { name: labels.showcase.showMore })).toBeNull();
    } else {
      const expected = c.offers.slice(0, c.visibleCount);
      await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(expected.length));
      expect(screen.queryByRole('region', { name: showcaseLabels.list.carousel })).toBeNull();
      const cards = screen.getAllByTestId('offer-card');
      expected.forEach((offer: any, i: number) => {
        const card = within(cards[i]!);
        expect(card.getByRole('heading', { name: offer.modelShortName })).toBeTruthy();
        // A card leaving the site is a link saying so, to a new tab; a price shows only where it sells.
        const exit = cardExit(offer, c.click);
        const button = card.getByTestId('card-details-button');
        const name = `${offer.modelShortName} ${offer.versionName} ${offer.modelYear}`;
        const brand = labels.brandNames[offer.brand as 'fiat'];
        if (exit) {
          expect(button.tagName).toBe('A');
          expect([button.getAttribute('href'), button.getAttribute('target'), button.getAttribute('rel')]).toEqual([exit.url, '_blank', 'noopener noreferrer']);
          expect(button.getAttribute('aria-label')).toBe(showcaseLabels.card.exitName(showcaseLabels.card.exitButton(exit.reason === 'letMeKnow', brand), name, brand));
          expect(button.textContent).toContain(`site da ${brand}`);
        } else {
          expect(button.tagName).toBe('BUTTON');
        }
        if (cardShowsPrice(offer, exit)) expect(card.getByText(formatBRL(offer.price.monthly), { normalizer: (t) => t })).toBeTruthy();
        else {
          expect(card.queryByText(formatBRL(offer.price.monthly), { normalizer: (t) => t })).toBeNull();
          expect(card.getByTestId('card-price').textContent).toBe(offer.unavailabilityReason === 'LET_ME_KNOW' ? showcaseLabels.card.soldOut : showcaseLabels.card.onBrandSite(brand));
        }
      });
      const more = screen.queryByRole('button', { name: labels.showcase.showMore });
      expect(Boolean(more)).toBe(snap.can({ type: 'offers.loadMore' }));
      await expectAdminWrappers(snap, expected);
    }
    expect(screen.queryByTestId('offer-skeleton')).toBeNull();
    // Back from an offer: its card is brought into view, with the keyboard focus on its button.
    const shownIds = (layout === 'carousel' ? c.offers : c.offers.slice(0, c.visibleCount)).map((o: { id: string }) => o.id);
    if (c.revealOfferId && shownIds.includes(c.revealOfferId) && layout !== 'carousel') await waitFor(() => expect(scrolledTo).toContain(c.revealOfferId));
    await expectAdminCard(c.viewer.admin);
    // A page that failed to load says so, and so do an admin's cards that could not be read; the list stays.
    const cardsFailed = snap.matches({ ready: { admin: 'cardsFailed' } });
    const alerts = c.errorMessage || cardsFailed ? await screen.findAllByRole('alert') : screen.queryAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      ...(cardsFailed ? [expect.stringContaining(showcaseLabels.list.adminCardsFailed)] : []),
      ...(c.errorMessage ? [expect.stringContaining(c.errorMessage)] : []),
    ]);
  },
  // An offer admin's wrappers: none yet, each card's, or none (the cards alone, with a retry).
  'ready.admin.off': () => undefined,
  'ready.admin.loadingCards': () => expect(document.querySelectorAll('[data-testid="admin-offer"]')).toHaveLength(0),
  'ready.admin.shown': () => undefined,
  'ready.admin.cardsFailed': async () => {
    const alert = (await screen.findAllByRole('alert')).find((a) => a.textContent?.includes(showcaseLabels.list.adminCardsFailed))!;
    expect(within(alert).getByRole('button', { name: showcaseLabels.list.adminCardsRetry })).toBeTruthy();
  },
  'ready.more.idle': () => {
    expect(screen.queryByTestId('loading-more')).toBeNull();
  },
  'ready.more.loadingMore': async () => {
    expect((await screen.findByTestId('loading-more')).textContent).toContain(showcaseLabels.list.loadingMore);
  },
  'ready.more.fetchingMore': async () => {
    expect((await screen.findByTestId('loading-more')).textContent).toContain(showcaseLabels.list.loadingMore);
    expect(screen.queryByRole('button', { name: labels.showcase.showMore })).toBeNull();
  },
  'ready.more.throttled': () => {
    expect(screen.queryByTestId('loading-more')).toBeNull();
  },
  'ready.slides.idle': (snap: any) => {
    // 'Página n de N' counts the slides of the whole list, pages not fetched yet included.
    if (layoutOf(snap.context) === 'carousel') expect(screen.getByText(showcaseLabels.list.slide(snap.context.slideIndex + 1, Math.ceil(totalOf(snap.context) / perSlide(snap.context))))).toBeTruthy();
  },
  'ready.slides.sliding': (snap: any) => {
    // Mid-transition the carousel still shows the slide it is going to (unless an offer opened).
    if (layoutOf(snap.context) === 'carousel') expect(screen.getByRole('region', { name: showcaseLabels.list.carousel }).dataset.slide).toBe(String(snap.context.slideIndex));
  },
  empty: async (snap: any) => {
    expect(await screen.findByText(labels.showcase.notFound)).toBeTruthy();
    expect(screen.queryAllByTestId('offer-card')).toHaveLength(0);
    await expectAdminCard(snap.context.viewer.admin);
  },
  failed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Um erro ocorreu, tente novamente');
    expect(within(alert).getByRole('button', { name: labels.showcase.retry })).toBeTruthy();
  },
};

// Shared by every state: the location line, the dealer line, the filter and the address the app was told to write.
async function commonAssertions(snap: any) {
  const c = snap.context;
  const written = current?.effects.filter((e) => e.type === 'syncAddress').at(-1);
  if (written) expect({ filterId: written.filterId, page: written.page }).toEqual({ filterId: c.filterId, page: c.page });
  await waitFor(() =>
    expect(screen.getByTestId('location-current').textContent).toBe(
      c.location ? showcaseLabels.location.current(c.location.cityName, c.location.stateCode) : showcaseLabels.location.none,
    ),
  );
  expect(screen.getByTestId('dealer-line').textContent).toContain(c.fixedDealer ? showcaseLabels.list.fixedDealer(c.fixedDealer.id) : labels.showcase.noDealer);
  if (c.filters.length > 0) {
    const pressed = within(screen.getByTestId('offer-filter')).getByRole('button', { pressed: true });
    expect(pressed.textContent).toBe(c.filterId ? c.filters.find((f: { id: string }) => f.id === c.filterId)?.categoryName : showcaseLabels.list.filterAll);
  }
}

function executors(h: ReturnType<typeof renderList>) {
  const later = (step: { event: any }) => h.send(step.event);
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.resolveLocation': async (step) => (await h.next('resolveLocation')).resolve(step.event.output),
    'xstate.error.actor.resolveLocation': async () => (await h.next('resolveLocation')).reject(new ApiCallError('Concessionária não encontrada.', 404, 'dealer_not_found')),
    'xstate.done.actor.searchOffers': async (step) => (await h.next('searchOffers')).resolve(step.event.output),
    'xstate.error.actor.searchOffers': async () => (await h.next('searchOffers')).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'xstate.done.actor.fetchMore': async (step) => {
      const call = await h.next('searchOffers');
      expect(call.input.start).toBe(step.state.context.fetched - step.event.output.hits.hit.length);
      call.resolve(step.event.output);
    },
    'xstate.error.actor.fetchMore': async () => (await h.next('searchOffers')).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'xstate.after.loaderDelay.offerList.ready.more.loadingMore': later,
    'xstate.after.scrollThrottle.offerList.ready.more.throttled': later,
    'xstate.after.slideTransition.offerList.ready.slides.sliding': later,
    'offers.loadMore': async () => user.click(await screen.findByRole('button', { name: labels.showcase.showMore })),
    'offers.retry': async () => user.click(await screen.findByRole('button', { name: labels.showcase.retry })),
    'offers.scrolled': (step) => {
      distanceToEnd = step.event.distanceToEnd;
      fireEvent.scroll(window);
    },
    'offers.filter': async (step) => {
      const group = screen.getByTestId('offer-filter');
      const name = step.event.filterId ? step.state.context.filters.find((f: { id: string }) => f.id === step.event.filterId)?.categoryName : showcaseLabels.list.filterAll;
      await user.click(within(group).getByRole('button', { name }));
    },
    'location.changed': async (step) => {
      const { stateCode, cityCode } = step.event.location;
      const box = screen.getByTestId('location');
      await user.click(within(box).getByRole('button', { name: new RegExp(`${showcaseLabels.location.choose}|${showcaseLabels.location.change}`) }));
      const state = await within(box).findByRole('combobox', { name: showcaseLabels.location.state });
      await waitFor(() => expect(state).toHaveProperty('disabled', false));
      await user.selectOptions(state, stateCode);
      const city = within(box).getByRole('combobox', { name: showcaseLabels.location.city });
      await waitFor(() => expect(within(city).queryByRole('option', { name: CITIES[stateCode]!.find((c) => c.code === cityCode)!.name })).toBeTruthy());
      await user.selectOptions(city, cityCode);
      await user.click(within(box).getByRole('button', { name: showcaseLabels.location.confirm }));
      await waitFor(() => expect(within(box).queryByRole('combobox')).toBeNull());
    },
    'viewport.changed': (step) => {
      mobile = step.event.viewport === 'mobile';
      act(() => mediaListeners.forEach((fn) => fn()));
    },
    'carousel.next': async () => user.click(screen.getByRole('button', { name: showcaseLabels.list.nextSlide })),
    'carousel.previous': async () => {
      screen.getByRole('region', { name: showcaseLabels.list.carousel }).focus();
      await user.keyboard('{ArrowLeft}');
    },
    'carousel.goTo': async (step) => user.click(screen.getByRole('button', { name: showcaseLabels.list.goToSlide(step.event.index + 1) })),
    'offer.select': async (step) => {
      const before = h.effects.length;
      const card = screen.getAllByTestId('offer-card').find((el) => el.dataset.offerId === step.event.offerId)!;
      // (jsdom opens no tab: the link's own going is the browser's, checked end to end.)
      card.addEventListener('click', (e) => e.preventDefault(), { once: true });
      await user.click(within(card).getByTestId('card-details-button'));
      const c = step.state.context;
      const offer = c.offers.find((o: any) => o.id === step.event.offerId);
      const action = cardClickAction(offer, c.click);
      const exit = cardExit(offer, c.click);
      const expected =
        action.kind === 'scrollToLegalPersonIntent'
          ? [{ type: 'scrollToLegalPersonIntent' }]
          : exit
            ? offer.unavailabilityReason === 'LET_ME_KNOW'
              ? [{ type: 'storeCurrentCarModel', model: currentCarModel(offer) }]
              : []
          : action.kind === 'multibrandRedirect'
            ? [{ type: 'redirect', url: withOfferId(action.url, offer.id) }]
            : action.kind === 'letMeKnow' && c.click.letMeKnowLink
              ? [
                  { type: 'storeCurrentCarModel', model: currentCarModel(offer) },
                  { type: 'redirect', url: c.click.letMeKnowLink },
                ]
              : action.kind === 'mvsRedirect'
                ? [{ type: 'redirect', url: action.url }]
                : [{ type: 'openDetails', offerId: offer.id, initialPayment: offer.defaultLayoutInformation?.downPayment ?? 0 }];
      expect(h.effects.slice(before)).toEqual(expected);
    },
    'session.loaded': (step) => h.send(step.event),
    'session.signedOut': (step) => h.send(step.event),
    'xstate.done.actor.loadAdminCards': async (step) => (await h.next('loadAdminCards')).resolve({ offers: step.event.output.offers, card: h.adminCardLogic }),
    'xstate.error.actor.loadAdminCards': async () => (await h.next('loadAdminCards')).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'adminCards.retry': async () => {
      const alert = (await screen.findAllByRole('alert')).find((a) => a.textContent?.includes(showcaseLabels.list.adminCardsFailed))!;
      await user.click(within(alert).getByRole('button', { name: showcaseLabels.list.adminCardsRetry }));
    },
    // A card publishes its saved offer: the list hears it.
    'card.offerChanged': async (step) => {
      const wrapper = await wrapperOf(step.event.offer.id);
      await user.click(wrapper.getByRole('button', { name: OFFER_ACTION_LABELS.publish }));
      await act(async () => (await h.publish.next()).resolve(step.event.offer));
    },
    // A card deletes its offer through the popup: the list hears it.
    'card.offerRemoved': async (step) => {
      const wrapper = await wrapperOf(step.event.offer.id);
      await user.click(wrapper.getByRole('button', { name: OFFER_ACTION_LABELS.remove }));
      await user.click(await pressable(within(await screen.findByRole('alertdialog')).getByRole('button', { name: labels.offerAdmin.deleteConfirm.confirm })));
      await act(async () => (await h.remove.next()).resolve(step.event.offer));
    },
  } satisfies Record<
    | OfferListEvent['type']
    | 'xstate.init'
    | 'xstate.done.actor.resolveLocation'
    | 'xstate.error.actor.resolveLocation'
    | 'xstate.done.actor.searchOffers'
    | 'xstate.error.actor.searchOffers'
    | 'xstate.done.actor.fetchMore'
    | 'xstate.error.actor.fetchMore'
    | 'xstate.done.actor.loadAdminCards'
    | 'xstate.error.actor.loadAdminCards'
    | 'xstate.after.loaderDelay.offerList.ready.more.loadingMore'
    | 'xstate.after.scrollThrottle.offerList.ready.more.throttled'
    | 'xstate.after.slideTransition.offerList.ready.slides.sliding',
    Executor
  >;
}

const withCommon = Object.fromEntries(
  Object.entries(stateAssertions).map(([key, fn]) => [
    key,
    async (snap: any) => {
      await (fn as (s: any) => unknown)(snap);
      if (!key.includes('.')) await commonAssertions(snap);
    },
  ]),
);

describe('offer list chart: every state and transition, over all its plans', () => {
  it('has an assertion for every state and none for unknown states', () => {
    for (const plan of offerListPlans) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
  });

  it('reaches every state and fires every transition the chart defines', () => {
    const reached = new Set(offerListPlans.flatMap((p) => [...reachedStates(p)]));
    expect([...reached].sort()).toEqual([...offerListPlans[0]!.states].sort());
    expect(unfiredTransitions(offerListMachine, offerListPlans)).toEqual([]);
  });
});

describe.each(listSpecs.map((spec, i) => [spec.id, spec, offerListPlans[i]!] as const))('offer list plan %s', (_id, spec, plan: ChartPlan) => {
  beforeAll(() => resetExercised(plan.id));

  it.each(plan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const harness = renderList(spec);
    await plan.model.testPath(transition.path, { states: withCommon, events: executors(harness) });
    recordExercised(plan.id, transition.keys);
  });
});

describe('offer list: requests and real delays', () => {
  it('sends the configured request, with the filter, the location and the category (none for admins)', async () => {
    const spec = { ...listSpecs[0]!, input: { ...listSpecs[0]!.input, resolve: { brand: 'fiat' as const, dealerCnpj: [], stored: SAO_PAULO } } };
    const h = renderList(spec);
    const resolve = await h.next('resolveLocation');
    expect(resolve.input).toEqual({ brand: 'fiat', dealerCnpj: [], stored: SAO_PAULO });
    resolve.resolve({ location: SAO_PAULO, dealer: null });
    const first = await h.next('searchOffers');
    expect(first.input).toEqual({ ...offerListInput.request, location: { countryCode: 'BR', stateCode: 'SP', cityCode: '3550308' }, start: 0, size: 6 });
    expect(offerListInput.initialVisible).toBe(6);
    first.resolve(searchAnswer(eightOffers));
    await user.click(await screen.findByRole('button', { name: 'SUV' }));
    const filtered = await h.next('searchOffers');
    expect(filtered.input.fq).toEqual({ categoryCode: 'SUV' });
    filtered.resolve(searchAnswer(eightOffers.slice(0, 2)));
    h.send({ type: 'session.loaded', viewer: { signedIn: true, admin: true } });
    const admin = await h.next('searchOffers');
    expect(admin.input.targetEntityType).toBeUndefined();
  });

  it('back from an offer: the address\'s page shows at once (one search), the offer opened comes into view with the focus; a new filter starts again', async () => {
    const spec = listSpecs.find((l) => l.id === 'offer-list-restore')!;
    const h = renderList(spec);
    (await h.next('resolveLocation')).resolve({ location: null, dealer: null });
    const first = await h.next('searchOffers');
    // Page 2 of 3 + 3: six cards, in one answer.
    expect([first.input.start, first.input.size, first.input.fq]).toEqual([0, 6, { categoryCode: 'SUV' }]);
    first.resolve(pageAnswer(eightOffers, 0, 6));
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(6));
    const opened = eightOffers[4]!.id;
    await waitFor(() => expect(scrolledTo).toEqual([opened]));
    const card = screen.getAllByTestId('offer-card').find((el) => el.dataset.offerId === opened)!;
    expect(document.activeElement).toBe(within(card).getByTestId('card-details-button'));
    expect(h.effects.filter((e) => e.type === 'syncAddress')).toEqual([]);
    // One more page: the address says page 3; 'Todos': page 1 again, no card to bring back.
    await user.click(screen.getByRole('button', { name: labels.showcase.showMore }));
    (await h.next('searchOffers')).resolve(pageAnswer(eightOffers, 6, 3));
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(8));
    expect(h.effects.filter((e) => e.type === 'syncAddress').at(-1)).toEqual({ type: 'syncAddress', filterId: 'suv', page: 3 });
    await user.click(within(screen.getByTestId('offer-filter')).getByRole('button', { name: showcaseLabels.list.filterAll }));
    expect(h.effects.filter((e) => e.type === 'syncAddress').at(-1)).toEqual({ type: 'syncAddress', filterId: null, page: 1 });
    const all = await h.next('searchOffers');
    expect(all.input.size).toBe(3);
  });

  it('back from an offer in the carousel: the slide of the offer opened', async () => {
    const spec = listSpecs.find((l) => l.id === 'offer-list-restore-carousel')!;
    const h = renderList(spec);
    (await h.next('resolveLocation')).resolve({ location: null, dealer: null });
    (await h.next('searchOffers')).resolve(pageAnswer(spec.offers, 0, 6));
    const region = await screen.findByRole('region', { name: showcaseLabels.list.carousel });
    await waitFor(() => expect(region.dataset.slide).toBe('1'));
  });

  it('the search request keeps the page category for non-admins', () => {
    const snapshotContext = { request: { brand: ['fiat'], targetEntityType: 'LEGAL_PERSON' }, filters: [], filterId: null, location: null, viewer: { signedIn: false, admin: false }, pageSize: 24, page: 1, initialVisible: 6, increment: 6 };
    expect(searchRequestOf(snapshotContext as any)).toEqual({ brand: ['fiat'], targetEntityType: 'LEGAL_PERSON', start: 0, size: 24 });
  });

  it('infinite scroll loads more after the loader delay, throttled, without a click', async () => {
    const spec = listSpecs[1]!;
    installWindow('mobile');
    const logic = offerListMachine.provide({
      actors: {
        resolveLocation: fromPromise<ResolvedLocation, ResolveLocationInput>(async () => ({ location: null, dealer: null })),
        searchOffers: fromPromise<CardSearchResponse, SearchRequest>(async () => searchAnswer(eightOffers.slice(0, 6))),
        listenToSession: quietSession,
      },
      delays: { loaderDelay: 300, scrollThrottle: 20, slideTransition: 20 },
      actions: quiet('logLocationFailed', 'syncAddress', 'scrollToLegalPersonIntent', 'redirect', 'storeCurrentCarModel', 'openDetails', 'trackCardClick'),
    });
    const cardLogic = offerCardMachine.provide({ actors: { loadImages: fromPromise<OfferImages, LoadImagesInput>(async () => ({ kind: 'drawing' })) } });
    render(
      <OfferListContext.Provider logic={logic} options={{ input: spec.input }}>
        <OfferCardLogic.Provider value={cardLogic}>
          <Showcase settings={{ ...DEFAULT_SHOWCASE_SETTINGS, card: { ...DEFAULT_CARD_SETTINGS, highlightRotationMs: 60_000 } }} />
        </OfferCardLogic.Provider>
      </OfferListContext.Provider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: labels.showcase.showMore })).toBeNull();
    distanceToEnd = 500;
    fireEvent.scroll(window);
    distanceToEnd = 5;
    fireEvent.scroll(window); // throttled: ignored
    expect(screen.queryByTestId('loading-more')).toBeNull();
    await new Promise((r) => setTimeout(r, 40));
    fireEvent.scroll(window);
    expect(await screen.findByTestId('loading-more')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(4));
    expect(screen.queryByTestId('loading-more')).toBeNull();
  });

  it('the carousel follows a swipe', async () => {
    const spec = listSpecs[2]!;
    installWindow('desktop');
    const logic = offerListMachine.provide({
      actors: {
        resolveLocation: fromPromise<ResolvedLocation, ResolveLocationInput>(async () => ({ location: null, dealer: null })),
        searchOffers: fromPromise<CardSearchResponse, SearchRequest>(async () => searchAnswer(eightOffers.slice(0, 6))),
        listenToSession: quietSession,
      },
      delays: { slideTransition: 10 },
    });
    const cardLogic = offerCardMachine.provide({ actors: { loadImages: fromPromise<OfferImages, LoadImagesInput>(async () => ({ kind: 'drawing' })) } });
    render(
      <OfferListContext.Provider logic={logic} options={{ input: spec.input }}>
        <OfferCardLogic.Provider value={cardLogic}>
          <Showcase />
        </OfferCardLogic.Provider>
      </OfferListContext.Provider>,
    );
    const region = await screen.findByRole('region', { name: showcaseLabels.list.carousel });
    fireEvent.pointerDown(region, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(region, { clientX: 100, clientY: 110 });
    await waitFor(() => expect(region.dataset.slide).toBe('1'));
    await new Promise((r) => setTimeout(r, 30));
    fireEvent.pointerDown(region, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(region, { clientX: 320, clientY: 100 });
    await waitFor(() => expect(region.dataset.slide).toBe('0'));
  });
});
