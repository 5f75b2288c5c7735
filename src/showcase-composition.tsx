/**
 * The showcase's charts composed with their real actors and the effects the
 * app provides (address, browser storage, redirects, the page's hub for other
 * scripts), and the offer list's input from the page's configuration, the
 * address and the browser storage. The charts talk to each other directly:
 * the list and the banners hear the session, the banners hear the list's
 * viewport and run the proposals chart.
 */
import { useTrack } from '../machines/cookie-consent/cookie-consent.context';
import { interactionRecord } from '../models/common/tracking';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { PROFILE_SIMULATOR_PATH, SHOWCASE_PATH } from '../models/app/pages';
import { logMessages } from '../models/labels/log';
import { LOCATION_STORAGE_KEY, dealerCnpjList, parseStoredLocation } from '../models/dealer/location';
import { resolveDealerGroup, withOpenedOffer, withShowcaseView, type ShowcaseSearchParams } from '../models/app/route-params';
import { showcaseRequest } from '../models/showcase/showcase-modes';
import { showsBanners, showsCompanyIntent, type SiteConfig } from '../models/app/site-config';
import { STORAGE_KEYS } from '../models/app/storage';
import { createOfferCardImplementations } from '../machines/offer-card/offer-card.actors';
import { OfferCardLogic } from '../machines/offer-card/offer-card.context';
import { offerCardMachine } from '../machines/offer-card/offer-card.machine';
import { createOfferListImplementations } from '../machines/offer-list/offer-list.actors';
import { offerListMachine, type OfferListInput } from '../machines/offer-list/offer-list.machine';
import type { SessionRef } from '../machines/session/session.machine';
import { DEFAULT_CARD_SETTINGS } from '../ui/showcase/offer-card';
import type { ShowcaseSettings } from '../ui/showcase/showcase';
import { currentViewport } from '../ui/showcase/list-effects';
import { LocationBar } from '../ui/showcase/location-bar';
import type { LocationPickerProps } from '../ui/showcase/location-picker';
import { HUB_EVENTS, LEGAL_PERSON_INTENT_ID, tellPage } from './hub';
import type { Site } from './site';
import { rememberSeller, storage } from './browser-storage';
import type { Api } from '../services/api';
import type { Track } from '../machines/tracking/tracking.machine';

export { HUB_EVENTS, LEGAL_PERSON_INTENT_ID } from './hub';

const BannersProvider = lazy(() => import('./banners-provider'));
const CompanyIntent = lazy(() => import('./company-intent-composition').then((m) => ({ default: m.CompanyIntent })));


/**
 * Reads and writes the browser storage the address's parameters ask for;
 * returns the list's input (the address's filter and page, and the card to
 * bring back into view: the offer last opened from this history entry).
 */
export function showcaseInput(site: Site, search: ShowcaseSearchParams, flags: { sellerEdit: boolean; editMode: boolean; revealOfferId?: string | null }): OfferListInput {
  const store = storage();
  const config = site.config;
  const group = resolveDealerGroup(search.dealerGroup, store?.getItem(STORAGE_KEYS.dealerGroup), Date.now());
  if (group.store) store?.setItem(STORAGE_KEYS.dealerGroup, JSON.stringify(group.store));
  if (group.remove) store?.removeItem(STORAGE_KEYS.dealerGroup);
  if (search.dealerCode) store?.setItem(STORAGE_KEYS.dealerCode, search.dealerCode);
  const cnpjs = dealerCnpjList(search.dealerCnpj);
  if (cnpjs.length > 0) store?.setItem(STORAGE_KEYS.dealerCnpj, cnpjs.join(','));
  rememberSeller(search.sellerId);
  return {
    request: showcaseRequest(config),
    initialVisible: config.initialVisible,
    increment: config.increment,
    pageSize: config.pageSize,
    viewport: currentViewport(),
    modes: {
      infiniteScroll: config.infiniteScroll,
      carousel: config.carousel,
    },
    filters: config.filters,
    filterId: search.categoria ?? null,
    page: search.pagina ?? 1,
    revealOfferId: flags.revealOfferId ?? null,
    resolve: {
      brand: site.api.config.brand,
      dealerCode: search.dealerCode,
      dealerCnpj: cnpjs,
      stored: parseStoredLocation(store?.getItem(LOCATION_STORAGE_KEY)),
    },
    sellerEdit: flags.sellerEdit,
    editMode: flags.editMode,
    dealerGroup: group.value,
    openOfferId: search.offerId ?? null,
    click: {
      scrollToLegalPersonIntent: config.click.scrollToLegalPersonIntent,
      siteBrand: site.api.config.brand,
      multibrandOrder: config.click.multibrandOrder,
      redirectLists: config.click.redirectLists,
      letMeKnowLink: config.click.letMeKnowLink,
      siteOrigin: window.location.origin,
    },
  };
}

export function showcaseSettings(site: Site): ShowcaseSettings {
  const c: SiteConfig = site.config;
  return {
    card: {
      ...DEFAULT_CARD_SETTINGS,
      version: c.card.version,
      featuresShown: c.card.featuresShown,
      highlightRotationMs: c.card.highlightRotationMs,
      hideInstalments: c.card.hideInstalments,
      instalmentsReplacementLabel: c.card.instalmentsReplacementLabel,
      showSaving: c.card.showSaving,
      showInformationPage: c.card.showInformationPage,
      campaigns: c.campaigns,
      campaignsV2: c.campaignsV2,
      defaultCard: c.card.defaultCard,
      informationPages: c.informationPages,
    },
    carousel: { arrows: c.carousel.arrows, stepDesktopPx: c.carousel.stepDesktopPx, stepMobilePx: c.carousel.stepMobilePx, transitionMs: c.carousel.transitionMs },
    location: true,
    banners: showsBanners(c),
    proposalsHref: '/minhas-propostas',
    profileSimulatorHref: PROFILE_SIMULATOR_PATH,
    forCompanies: c.targetEntityType === 'LEGAL_PERSON',
  };
}

/** What the offer list asks of the showcase's address, and the tracker. */
export interface OfferListApp {
  openDetails: (offerId: string, initialPayment: number) => void;
  syncAddress: (view: { filterId: string | null; page: number }) => void;
  track: Track;
}

/** The offer list chart with its real actors (the session among them) and the app's effects. */
export function composeOfferList({ api, session, app }: { api: Api; session: SessionRef; app: OfferListApp }) {
  return offerListMachine
    .provide(createOfferListImplementations({ api, session }))
    .provide({
      actions: {
        // The form comes into view; the page's other scripts hear it on the hub.
        scrollToLegalPersonIntent: () => {
          document.getElementById(LEGAL_PERSON_INTENT_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          tellPage(HUB_EVENTS.scrollToIntent);
        },
        redirect: (_, { url }) => window.location.assign(url),
        storeCurrentCarModel: (_, { model }) => storage()?.setItem(STORAGE_KEYS.currentCarModel, JSON.stringify(model)),
        openDetails: (_, { offerId, initialPayment }) => {
          tellPage(HUB_EVENTS.offerOpened, { offerId, initialPayment });
          app.openDetails(offerId, initialPayment);
        },
        syncAddress: (_, view) => app.syncAddress(view),
        logLocationFailed: () => console.warn(logMessages.locationFailed),
        trackCardClick: (_, { offerId }) => app.track(interactionRecord('cardClick', { offerId })),
      },
    });
}

/** The offer list's logic for the showcase's page: its address through the router. */
export function useOfferListLogic(site: Site, session: SessionRef) {
  const navigate = useNavigate({ from: '/' });
  const router = useRouter();
  const track = useTrack();
  return useMemo(
    () =>
      composeOfferList({
        api: site.api,
        session,
        app: {
          openDetails: (offerId) => {
            // The showcase's entry remembers the card opened (Back brings it into view); the offer's says the
            // showcase is the entry below it (its 'Voltar' goes back there).
            // (The router's history writes the browser's at the next microtask, one write for both: this one first.)
            void navigate({ search: (prev: ShowcaseSearchParams) => prev, replace: true, resetScroll: false, state: (prev) => ({ ...prev, openedOffer: offerId }) });
            router.history.flush();
            void navigate({ search: (prev: ShowcaseSearchParams) => withOpenedOffer(prev, offerId), state: { backToShowcase: 1 } });
          },
          // The filter and the page reached, in the address (the entry is replaced, the page stays where it is).
          // Only while the address is still the showcase's: a search answered after the person followed a link
          // elsewhere (the next page still loading) must not bring them back.
          syncAddress: (view) => {
            if (router.latestLocation.pathname !== SHOWCASE_PATH) return;
            void navigate({ search: (prev: ShowcaseSearchParams) => withShowcaseView(prev, view), replace: true, resetScroll: false, state: true });
          },
          track,
        },
      }),
    [site.api, session, navigate, router, track],
  );
}

/** An offer's card (its picture, its images) with its real actors, as the showcase and the manager show it. */
export function composeOfferCard({ api }: { api: Api }) {
  return offerCardMachine.provide(createOfferCardImplementations({ api }));
}

/** The location picker (its chart and view), loaded after the list; meanwhile the location line alone. */
const LazyLocation = lazy(() => import('./location-composition'));

export function ShowcaseLocationPicker(props: LocationPickerProps) {
  const titleId = useId();
  return (
    <Suspense fallback={<LocationBar {...props} titleId={titleId} />}>
      <LazyLocation {...props} />
    </Suspense>
  );
}

/** Providers of the charts inside the list: card, and banners when the page shows them (their code comes then). */
export function ShowcaseProviders({ site, session, children }: { site: Site; session: SessionRef; children: ReactNode }) {
  const cardLogic = useMemo(() => composeOfferCard({ api: site.api }), [site.api]);
  const content = (
    <>
      {children}
      {showsCompanyIntent(site.config) ? (
        <Suspense fallback={null}>
          <CompanyIntent site={site} />
        </Suspense>
      ) : null}
    </>
  );
  return (
    <OfferCardLogic.Provider value={cardLogic}>
      {showsBanners(site.config) ? (
        <Suspense fallback={null}>
          <BannersProvider site={site} session={session}>
            {content}
          </BannersProvider>
        </Suspense>
      ) : (
        content
      )}
    </OfferCardLogic.Provider>
  );
}
