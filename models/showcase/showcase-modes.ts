/**
 * The offer list's modes (spec 000 §2 "Offer list", 001 §6, §9): a grid with
 * 'VER MAIS VEÍCULOS', infinite scroll on mobile, or a carousel.
 */
import type { SearchRequest } from './api';
import type { Location } from '../dealer/dealer';

export type ListLayout = 'grid' | 'scroll' | 'carousel';
export type Viewport = 'mobile' | 'desktop';

export interface LayoutInput {
  viewport: Viewport;
  carousel: { desktop: boolean; mobile: boolean };
  infiniteScroll: boolean;
  /** Admins never get carousel mode. */
  admin: boolean;
  /** No carousel while an offer is open. */
  offerOpen: boolean;
}

export function listLayout(input: LayoutInput): ListLayout {
  const carouselWanted = input.viewport === 'mobile' ? input.carousel.mobile : input.carousel.desktop;
  if (carouselWanted && !input.admin && !input.offerOpen) return 'carousel';
  if (input.viewport === 'mobile' && input.infiniteScroll) return 'scroll';
  return 'grid';
}

/** Cards a slide shows: 3 on desktop, 1 on mobile (configurable). */
export function cardsPerSlide(viewport: Viewport, perSlide: { desktop: number; mobile: number }): number {
  return Math.max(1, viewport === 'mobile' ? perSlide.mobile : perSlide.desktop);
}

export function slideCount(total: number, perSlide: number): number {
  return total <= 0 ? 0 : Math.ceil(total / Math.max(1, perSlide));
}

/** A slide index kept within the slides there are. */
export function clampSlide(index: number, count: number): number {
  return Math.max(0, Math.min(index, Math.max(0, count - 1)));
}

/** Infinite scroll: the end of the list has come within the trigger distance (px) of the window's bottom. */
export function isNearEnd(distanceToEnd: number, triggerDistance: number): boolean {
  return distanceToEnd <= triggerDistance;
}

// ───────────────────────────── the search a list sends ─────────────────────────────


export interface ListFilter {
  categoryCode?: string | undefined;
  modelCodes?: readonly string[] | undefined;
}

/**
 * The search the list sends: the page's request, the chosen filter (model
 * codes or a category), the location, and the offer category for non-admins
 * only (admins see every category, spec 001 §6).
 */
export function listSearchRequest(
  base: SearchRequest,
  options: { filter: ListFilter | null; location: Location | undefined; admin: boolean },
): SearchRequest {
  const { targetEntityType, fq: _fq, location: _location, ...rest } = base;
  const fq = options.filter?.modelCodes?.length
    ? { modelCodes: [...options.filter.modelCodes] }
    : options.filter?.categoryCode
      ? { categoryCode: options.filter.categoryCode }
      : base.fq;
  return {
    ...rest,
    ...(fq ? { fq } : {}),
    ...(!options.admin && targetEntityType ? { targetEntityType } : {}),
    ...(options.location ? { location: options.location } : {}),
  };
}

/** The page's configuration the showcase's search starts from. */
export interface ShowcaseRequestConfig {
  brands: SearchRequest['brand'];
  targetEntityType: SearchRequest['targetEntityType'];
  offerDenyList: readonly string[];
  allowedMvs?: readonly string[] | undefined;
  b2eOffer: boolean;
}

/** The showcase's base request, from the page's configuration (the list adds its filter, location and page). */
export function showcaseRequest(config: ShowcaseRequestConfig): SearchRequest {
  return {
    brand: config.brands,
    targetEntityType: config.targetEntityType,
    ...(config.offerDenyList.length ? { offerDenyList: [...config.offerDenyList] } : {}),
    ...(config.allowedMvs?.length ? { allowedMvs: [...config.allowedMvs] } : {}),
    ...(config.b2eOffer ? { b2eOffer: true } : {}),
  };
}

/**
 * The first search of a visitor the page knows nothing of (no location
 * stored, no dealer, no filter, not an admin): what the page preloads with
 * its script (server/http/first-search.ts), and what the list sends first.
 */
export function firstShowcaseSearch(config: ShowcaseRequestConfig & { pageSize: number }): SearchRequest {
  return { ...listSearchRequest(showcaseRequest(config), { filter: null, location: undefined, admin: false }), start: 0, size: config.pageSize };
}

/** Where the page's inline script leaves the first search it started (`window[FIRST_SEARCH_GLOBAL]`: its address and answer). */
export const FIRST_SEARCH_GLOBAL = '__fluaFirstSearch';
