/** The showcase: a thin renderer of the offer list chart (grid, infinite scroll or carousel). */
import { lazy, Suspense, useDeferredValue, useEffect, useId, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { defaultShowcaseLabels, type ShowcaseScreenLabels } from '../../models/labels/showcase';
import type { CardOffer } from '../../models/showcase/api';
import { cardExit } from '../../models/showcase/offer-card';
import { SHOWCASE_TIMINGS } from '../../models/app/site-config';
import { useOfferListEvents, useOfferListSelector } from '../../machines/offer-list/offer-list.context';
import {
  sameItems,
  selectAdminCards,
  selectAdminCardsFailed,
  selectCanLoadMore,
  selectCanRetryAdminCards,
  selectCanRetry,
  selectClickSettings,
  selectDealerGroup,
  selectErrorMessage,
  selectFilterId,
  selectFilters,
  selectFixedDealer,
  selectLayout,
  selectLoadingMore,
  selectLocation,
  selectLocationLocked,
  selectRevealOfferId,
  selectShowsAdminCard,
  selectStatus,
  selectTotal,
  selectViewport,
  selectVisibleOffers,
} from '../../machines/offer-list/offer-list.machine';
import type { AdminOfferCardRef } from '../../machines/admin-offer-card/admin-offer-card.machine';
import { useInfiniteScroll, useRevealCard, useViewportSync } from './list-effects';
import { LocationBar } from './location-bar';
import type { LocationPickerProps } from './location-picker';
import { OfferCard, type CardSettings } from './offer-card';
import { OfferFilter } from './offer-filter';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as parts from './parts.css';
import * as styles from './showcase.css';
import { siteLabels } from '../../models/labels/site';
import { PageTitle } from '../layout/page-title';

// What only some pages show comes in its own file, when it shows: the carousel
// (carousel mode) and the new-offer card (an offer admin's edit mode).
const OfferCarousel = lazy(() => import('./offer-carousel').then((m) => ({ default: m.OfferCarousel })));
// The banners (when the page shows them) also load then.
const ProposalBanner = lazy(() => import('./banners').then((m) => ({ default: m.ProposalBanner })));
const AppBanner = lazy(() => import('./banners').then((m) => ({ default: m.AppBanner })));
const NewOfferCard = lazy(() => import('./admin-offer-card').then((m) => ({ default: m.AdminOfferCard })));

/** What the page's configuration says about the list, beyond the chart. */
export interface ShowcaseSettings {
  card?: CardSettings;
  carousel: { arrows: boolean; stepDesktopPx: number; stepMobilePx: number; transitionMs: number };
  /** Show the location picker and the dealer line. */
  location: boolean;
  /** Show the banners (the page provides their chart). */
  banners: boolean;
  /** 'NOVA OFERTA': the editor on a new offer, in the offer manager (the manager-path rule, src/manager-links.ts). */
  newOfferHref?: string;
  /** Follows a link to the offer manager (through the app's router when it routes it). */
  onNavigateManager?: Navigate;
  proposalsHref: string;
  /** The profile simulator quiz, linked beside the filter. */
  profileSimulatorHref?: string;
  /** The page for companies (legal-person offers): its title says so. */
  forCompanies?: boolean;
  /** The app's navigation, for the links inside the app. */
  onNavigate?: Navigate;
}

export const DEFAULT_SHOWCASE_SETTINGS: ShowcaseSettings = {
  carousel: {
    arrows: true,
    stepDesktopPx: SHOWCASE_TIMINGS.slideStepDesktopPx,
    stepMobilePx: SHOWCASE_TIMINGS.slideStepMobilePx,
    transitionMs: SHOWCASE_TIMINGS.slideTransitionMs,
  },
  location: false,
  banners: false,
  proposalsHref: '/minhas-propostas',
};

/** An offer admin's card wrapper around a showcase card: the card's actor, and the card itself. */
export interface ShowcaseAdminCardProps {
  actorRef: AdminOfferCardRef;
  children: ReactNode;
}

export interface ShowcaseProps {
  labels?: ShowcaseScreenLabels;
  settings?: ShowcaseSettings;
  /**
   * An offer admin's wrapper of each card (status, person type, metadata and
   * the actions off the admin page, ui/admin/admin-offer-card.tsx), for the
   * cards whose actor the list spawned; the page loads it when an admin looks.
   */
  AdminCard?: ComponentType<ShowcaseAdminCardProps>;
  /**
   * The location picker (location-picker.tsx inside its chart's provider), when
   * `settings.location`: the page loads it after the list (the location line shows meanwhile).
   */
  LocationPicker?: ComponentType<LocationPickerProps>;
}

export function Showcase({ labels = defaultShowcaseLabels, settings = DEFAULT_SHOWCASE_SETTINGS, LocationPicker, AdminCard }: ShowcaseProps) {
  const status = useOfferListSelector(selectStatus);
  const offers = useOfferListSelector(selectVisibleOffers, sameItems);
  const total = useOfferListSelector(selectTotal);
  const errorMessage = useOfferListSelector(selectErrorMessage);
  const canLoadMore = useOfferListSelector(selectCanLoadMore);
  const canRetry = useOfferListSelector(selectCanRetry);
  const showsAdminCard = useOfferListSelector(selectShowsAdminCard);
  const layout = useOfferListSelector(selectLayout);
  const loadingMore = useOfferListSelector(selectLoadingMore);
  const viewport = useOfferListSelector(selectViewport);
  const filters = useOfferListSelector(selectFilters);
  const filterId = useOfferListSelector(selectFilterId);
  const location = useOfferListSelector(selectLocation);
  const locked = useOfferListSelector(selectLocationLocked);
  const dealer = useOfferListSelector(selectFixedDealer);
  const dealerGroup = useOfferListSelector(selectDealerGroup);
  const click = useOfferListSelector(selectClickSettings);
  const reveal = useOfferListSelector(selectRevealOfferId);
  const adminCards = useOfferListSelector(selectAdminCards);
  const adminCardsFailed = useOfferListSelector(selectAdminCardsFailed);
  const canRetryAdminCards = useOfferListSelector(selectCanRetryAdminCards);
  const events = useOfferListEvents();
  const list = useRef<HTMLUListElement>(null);
  const locationTitleId = useId();

  useViewportSync(viewport, events.changeViewport);
  useInfiniteScroll(list, layout === 'scroll' && status === 'ready', events.scrolled);

  // The first card's picture is the page's main one: fetched first; the others wait until near the screen.
  const card = (offer: CardOffer) => (
    <OfferCard offer={offer} labels={labels} settings={settings.card} onSelect={events.selectOffer} exit={cardExit(offer, click)} priority={offer.id === offers[0]?.id} />
  );

  return (
    <section className={styles.section} aria-labelledby="showcase-title" aria-busy={status === 'loadingOffers' || status === 'resolvingLocation'}>
      {settings.banners ? (
        <Suspense fallback={null}>
          <ProposalBanner texts={labels.banners} proposalsHref={settings.proposalsHref} />
        </Suspense>
      ) : null}
      <PageTitle text={settings.forCompanies ? siteLabels.titles.companies : siteLabels.titles.showcase} />
      <h1 id="showcase-title" className={styles.heading}>
        {settings.forCompanies ? labels.list.companiesTitle : labels.showcase.title}
      </h1>
      <div className={parts.toolbar}>
        {settings.location ? (
          <>
            {LocationPicker ? (
              <LocationPicker location={location} locked={locked} texts={labels.location} />
            ) : (
              <LocationBar location={location} locked={locked} texts={labels.location} titleId={locationTitleId} />
            )}
            <p className={parts.muted} data-testid="dealer-line">
              {dealer ? labels.list.fixedDealer(dealer.fantasyName ?? dealer.id) : `${labels.showcase.noDealer} — ${labels.list.noDealerHint}`}
              {dealerGroup ? ` · ${labels.list.dealerGroup(dealerGroup)}` : ''}
            </p>
          </>
        ) : null}
        <div className={parts.filterRow}>
          <OfferFilter options={filters} selected={filterId} onSelect={events.filter} texts={labels.list} />
          {settings.profileSimulatorHref ? (
            <NavLink className={parts.profileLink} href={settings.profileSimulatorHref} onNavigate={settings.onNavigate} data-testid="profile-simulator-link">
              {labels.list.profileSimulator}
              <span aria-hidden="true">{'\u00a0→'}</span>
            </NavLink>
          ) : null}
        </div>
      </div>
      {status === 'loadingOffers' || status === 'resolvingLocation' ? (
        <>
          <p role="status" className={styles.visuallyHidden}>
            {labels.showcase.loading}
          </p>
          <ul className={styles.grid} aria-hidden="true" data-testid="offer-skeleton">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className={styles.skeletonCard} />
            ))}
          </ul>
        </>
      ) : null}
      {status === 'ready' && layout === 'carousel' && errorMessage ? (
        <p className={styles.errorText} role="alert">
          {errorMessage}
        </p>
      ) : null}
      {status === 'ready' && layout === 'carousel' ? (
        <Suspense fallback={null}>
          <OfferCarousel
            offers={offers}
            renderCard={card}
            texts={labels.list}
            arrows={settings.carousel.arrows}
            stepPx={viewport === 'mobile' ? settings.carousel.stepMobilePx : settings.carousel.stepDesktopPx}
            transitionMs={settings.carousel.transitionMs}
          />
        </Suspense>
      ) : null}
      {status === 'ready' && layout === 'carousel' && loadingMore ? <Loader text={labels.list.loadingMore} /> : null}
      {status === 'ready' && layout !== 'carousel' ? (
        <>
          <CardGrid
            offers={offers}
            layout={layout}
            listRef={list}
            reveal={reveal}
            label={labels.showcase.title}
            adminCard={
              showsAdminCard ? (
                <Suspense fallback={null}>
                  <NewOfferCard labels={labels.adminCard} href={settings.newOfferHref} onNavigate={settings.onNavigateManager} />
                </Suspense>
              ) : null
            }
            renderItem={(offer) => {
              // An offer admin's card comes in its wrapper once the list spawned its actor (the plain card meanwhile).
              const admin = showsAdminCard ? adminCards[offer.id] : undefined;
              return admin && AdminCard ? (
                <Suspense fallback={card(offer)}>
                  <AdminCard actorRef={admin}>{card(offer)}</AdminCard>
                </Suspense>
              ) : (
                card(offer)
              );
            }}
          />
          {showsAdminCard && adminCardsFailed ? (
            <div className={styles.message} role="alert">
              <p className={styles.errorText}>{labels.list.adminCardsFailed}</p>
              {canRetryAdminCards ? (
                <button type="button" className={styles.secondaryButton} onClick={events.retryAdminCards}>
                  {labels.list.adminCardsRetry}
                </button>
              ) : null}
            </div>
          ) : null}
          {loadingMore ? <Loader text={labels.list.loadingMore} /> : null}
          {errorMessage ? (
            <p className={styles.errorText} role="alert" style={{ textAlign: 'center' }}>
              {errorMessage}
            </p>
          ) : null}
          <div className={styles.footer}>
            <p className={styles.counter} role="status">
              {labels.showcase.offerCount(offers.length, total)}
            </p>
            {canLoadMore ? (
              <button type="button" className={styles.secondaryButton} onClick={events.loadMore}>
                {labels.showcase.showMore}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      {status === 'empty' && showsAdminCard ? (
        <ul className={styles.grid}>
          <li>
            <Suspense fallback={null}>
              <NewOfferCard labels={labels.adminCard} href={settings.newOfferHref} onNavigate={settings.onNavigateManager} />
            </Suspense>
          </li>
        </ul>
      ) : null}
      {status === 'empty' ? (
        <p className={styles.message} role="status">
          {labels.showcase.notFound}
        </p>
      ) : null}
      {status === 'failed' ? (
        <div className={styles.message} role="alert">
          <p className={styles.errorText}>{errorMessage ?? labels.showcase.loadFailed}</p>
          {canRetry ? (
            <button type="button" className={styles.primaryButton} onClick={events.retry}>
              {labels.showcase.retry}
            </button>
          ) : null}
        </div>
      ) : null}
      {settings.banners ? (
        <Suspense fallback={null}>
          <AppBanner texts={labels.banners} />
        </Suspense>
      ) : null}
    </section>
  );
}

function Loader({ text }: { text: ReactNode }) {
  return (
    <div className={parts.loader} role="status" data-testid="loading-more">
      <span className={parts.spinner} aria-hidden="true" />
      {text}
    </div>
  );
}

/**
 * How many cards the grid's first paint holds when a page of them arrives: a phone's first screen and more.
 * The rest follow in a render of their own that yields to the browser between cards (React's deferred value),
 * so a page of 24 cards never holds the main thread for a tap or for the first card's paint.
 */
const FIRST_PAINT_CARDS = 4;

interface CardGridProps {
  offers: readonly CardOffer[];
  layout: string;
  listRef: RefObject<HTMLUListElement | null>;
  /** The card to bring back into view once it shows (coming back from its details). */
  reveal: string | null;
  label: string;
  /** The offer admin's new-offer card, first in the grid. */
  adminCard: ReactNode;
  renderItem: (offer: CardOffer) => ReactNode;
}

/** The grid (and infinite-scroll) layout's cards; each later page is added the same way, the cards shown so far staying. */
function CardGrid({ offers, layout, listRef, reveal, label, adminCard, renderItem }: CardGridProps) {
  const shown = useDeferredValue(offers, offers.slice(0, FIRST_PAINT_CARDS));
  const previousCount = useRef(offers.length);
  useRevealCard(listRef, reveal, shown);
  // After 'VER MAIS VEÍCULOS', keyboard focus moves to the first new card, once it is on the page.
  useEffect(() => {
    if (layout === 'grid' && shown.length > previousCount.current && previousCount.current > 0 && shown.length === offers.length) {
      const firstNew = listRef.current?.querySelector(`li[data-offer-index="${previousCount.current}"]`);
      firstNew?.querySelector<HTMLElement>('[data-testid="card-details-button"]')?.focus();
    }
    if (shown.length === offers.length) previousCount.current = shown.length;
  }, [shown.length, offers.length, layout, listRef]);
  return (
    <ul ref={listRef} className={styles.grid} aria-label={label} data-layout={layout}>
      {adminCard ? <li>{adminCard}</li> : null}
      {shown.map((offer, i) => (
        <li key={offer.id} data-offer-index={i}>
          {renderItem(offer)}
        </li>
      ))}
    </ul>
  );
}
