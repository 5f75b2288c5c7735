/**
 * Offer suggestions (spec 000 §2 "Others", 001 §7): `GET /api/suggestions`
 * with offer_count=4, brands (upper case, comma separated), deny_listed_mvs,
 * city_code and offer_id; the answer is a list of other offers, each with its
 * id and what a suggestion card shows.
 */
import { coerce, defaulted, integer, max, min, number, object, optional, pattern, string, type Infer } from 'superstruct';
import type { Brand, Offer } from '../offer/offer';
import type { StoredLocation } from '../dealer/location';
import { isOtherSite } from '../common/links';
import { minimumMonthlyPrice } from '../pricing/pricing';
import { bodyTypeOf } from '../offer/vehicle-body';

export const SUGGESTIONS_DEFAULT_COUNT = 4;
export const SUGGESTIONS_MAX_COUNT = 12;

/** One entry of `deny_listed_mvs`: a vehicle code (MVS), or an offer id of the page's deny list. */
const DENY_ENTRY = /^[A-Za-z0-9._-]{1,80}$/;
const DENY_LIST_PATTERN = /^[A-Za-z0-9._-]{1,80}(,[A-Za-z0-9._-]{1,80}){0,199}$/;
/** The most entries `deny_listed_mvs` carries. */
export const SUGGESTIONS_DENY_MAX = 200;

const upperBrands = /^(FIAT|JEEP|PEUGEOT|CITROEN)(,(FIAT|JEEP|PEUGEOT|CITROEN)){0,3}$/;

export const SuggestionsQuery = object({
  offer_count: defaulted(
    coerce(max(min(integer(), 1), SUGGESTIONS_MAX_COUNT), pattern(string(), /^\d{1,3}$/), (v) => Number(v)),
    SUGGESTIONS_DEFAULT_COUNT,
  ),
  brands: optional(pattern(string(), upperBrands)),
  deny_listed_mvs: optional(pattern(string(), DENY_LIST_PATTERN)),
  city_code: optional(pattern(string(), /^\d{7}$/)),
  offer_id: optional(pattern(string(), /^[A-Za-z0-9._-]{1,80}$/)),
});
export type SuggestionsQuery = Infer<typeof SuggestionsQuery>;

/** One suggestion: the offer's id and what its card shows. */
export const Suggestion = object({
  id: string(),
  brand: string(),
  modelShortName: string(),
  modelName: string(),
  versionName: string(),
  modelYear: number(),
  mvs: string(),
  bodyType: string(),
  /** 'A partir de': the minimum monthly price, integer centavos. */
  minimumMonthlyPrice: number(),
  /** The first colour's rgb, to draw the vehicle. */
  rgb: string(),
  secondaryRgb: optional(string()),
});
export type Suggestion = Infer<typeof Suggestion>;

export function toSuggestion(offer: Offer): Suggestion {
  const colour = offer.colors[0];
  return {
    id: offer.id,
    brand: offer.brand,
    modelShortName: offer.modelShortName,
    modelName: offer.modelName,
    versionName: offer.versionName,
    modelYear: offer.modelYear,
    mvs: offer.mvs,
    bodyType: bodyTypeOf(offer),
    minimumMonthlyPrice: minimumMonthlyPrice(offer),
    rgb: colour?.rgb ?? '#c9c9c9',
    ...(colour?.secondaryRgb ? { secondaryRgb: colour.secondaryRgb } : {}),
  };
}

export interface SuggestionsRequest {
  count: number;
  brands: readonly Brand[];
  denyListedMvs?: readonly string[] | undefined;
  cityCode?: string | undefined;
  offerId?: string | undefined;
}

/** The query string of `GET /api/suggestions`. */
export function suggestionsQueryString(r: SuggestionsRequest): string {
  const q = new URLSearchParams();
  q.set('offer_count', String(r.count));
  if (r.brands.length > 0) q.set('brands', r.brands.map((b) => b.toUpperCase()).join(','));
  if (r.denyListedMvs?.length) q.set('deny_listed_mvs', r.denyListedMvs.join(','));
  if (r.cityCode) q.set('city_code', r.cityCode);
  if (r.offerId) q.set('offer_id', r.offerId);
  return q.toString();
}

/**
 * What the details page asks for (spec 001 §7 "GET {offers-api}/suggestions with offer_count=4, brands, deny_listed_mvs,
 * city_code, offer_id"; §9 "suggestions 4 offers"): the configured number of offers of the site's brands, available
 * near the visitor's chosen city (the location the site stores), other than the open offer, and never what the page
 * must not suggest: the open offer's own vehicle (its MVS: a suggestion is another car) and the offers the page's
 * configuration denies (its `offerDenyList`, which the search leaves out of the list too).
 */
export function detailsSuggestionsRequest(input: {
  offer: Pick<Offer, 'id' | 'mvs'>;
  brands: readonly Brand[];
  count: number;
  location: Pick<StoredLocation, 'cityCode'> | null;
  offerDenyList: readonly string[];
}): SuggestionsRequest {
  const deny = [...new Set([input.offer.mvs, ...input.offerDenyList])].filter((v) => DENY_ENTRY.test(v)).slice(0, SUGGESTIONS_DENY_MAX);
  return {
    count: Math.min(Math.max(1, input.count), SUGGESTIONS_MAX_COUNT),
    brands: input.brands,
    denyListedMvs: deny,
    ...(input.location ? { cityCode: input.location.cityCode } : {}),
    offerId: input.offer.id,
  };
}

/** Slider pages of `perPage` suggestions (the bullets). */
export function suggestionPages(count: number, perPage: number): number {
  return perPage <= 0 ? 0 : Math.ceil(count / perPage);
}

/**
 * Where a suggestion card leads ("click redirects by brand and id"): the
 * brand's site of the multibrand order when the brand is another one, else
 * this page, with the offer id.
 */
export function suggestionHref(
  suggestion: Pick<Suggestion, 'id' | 'brand'>,
  multibrandOrder: readonly { brand: string; url: string }[],
  siteBrand: string | undefined,
): string {
  const other = suggestion.brand !== siteBrand ? multibrandOrder.find((b) => b.brand === suggestion.brand) : undefined;
  const base = other?.url ?? '/';
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}offerId=${encodeURIComponent(suggestion.id)}`;
}

/** The page's other-brand sites (its configuration's multibrand order), its own brand and origin. */
export interface SuggestionSites {
  multibrandOrder: readonly { brand: string; url: string }[];
  siteBrand: string | undefined;
  /** This site's origin ('https://flua.example'): an address of another origin leaves the site. */
  siteOrigin?: string | undefined;
}

/**
 * A suggestion card's link: `suggestionHref`, and whether it leaves this site (another brand's site of another
 * origin), which then opens in a new tab and says so, as an offer card that leaves the site does
 * (models/showcase/offer-card.ts `cardExit`).
 */
export function suggestionLink(suggestion: Pick<Suggestion, 'id' | 'brand'>, sites: SuggestionSites): { href: string; leavesSite: boolean } {
  const href = suggestionHref(suggestion, sites.multibrandOrder, sites.siteBrand);
  return { href, leavesSite: isOtherSite(href, sites.siteOrigin) };
}
