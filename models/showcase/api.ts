/**
 * Request and answer shapes of our API, shared by the browser and the server.
 */
import {
  array,
  assign,
  boolean,
  coerce,

  enums,
  integer,
  max,
  min,
  number,
  object,
  optional,
  nullable,
  pattern,
  record,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';
import { Brand, Centavos, DefaultLayoutInformation, LeadInterestCollection, MvsInformation, Offer, OfferImage, OfferInformationPage, Tag, TargetEntityType } from '../offer/offer';
import { Location } from '../dealer/dealer';

/** Upper bound of offers one search answers. */
export const SEARCH_MAX_SIZE = 500;
/** Longest search request sent in the address (`GET /api/search?q=`); a longer one goes as a POST body. */
export const SEARCH_QUERY_MAX_LENGTH = 2000;

/** What a search hit carries: the whole offer, or what a showcase card shows. */
export const SEARCH_VIEWS = ['offer', 'card'] as const;

/** `POST /api/search` filters (`fq`). */
export const SearchFilters = object({
  /** Only these model codes. */
  modelCodes: optional(size(array(size(string(), 1, 40)), 0, 200)),
  /** Only this category (categoryCode). */
  categoryCode: optional(size(string(), 1, 40)),
});
export type SearchFilters = Infer<typeof SearchFilters>;

/** `POST /api/search` body (spec 001 §7). */
export const SearchRequest = object({
  fq: optional(SearchFilters),
  /** One brand, or the ordered list when multibrand. */
  brand: optional(union([Brand, size(array(Brand), 1, 4)])),
  targetEntityType: optional(TargetEntityType),
  location: optional(Location),
  offerDenyList: optional(size(array(size(string(), 1, 80)), 0, 500)),
  allowedMvs: optional(size(array(size(string(), 1, 80)), 0, 500)),
  b2eOffer: optional(boolean()),
  start: optional(min(integer(), 0)),
  size: optional(max(min(integer(), 1), SEARCH_MAX_SIZE)),
  /** What each hit carries: the whole offer (the default, what the spec's callers get) or 'card', what a showcase card shows (`CardOffer`). */
  view: optional(enums(SEARCH_VIEWS)),
});
export type SearchRequest = Infer<typeof SearchRequest>;

export const SearchHit = object({ id: string(), fields: Offer });
export type SearchHit = Infer<typeof SearchHit>;
/** `POST /api/search` answer. */
export const SearchResponse = object({ hits: object({ found: min(integer(), 0), hit: array(SearchHit) }) });
export type SearchResponse = Infer<typeof SearchResponse>;

/** A colour as a card shows it (swatch, name, drawing, and the picture folder's colour code). */
export const CardColour = object({
  colorId: string(),
  code: string(),
  name: string(),
  rgb: string(),
  secondaryRgb: optional(nullable(string())),
  hexadecimals: optional(object({ rgbList: array(string()) })),
});
export type CardColour = Infer<typeof CardColour>;

/**
 * A search hit of the 'card' view: what a showcase card, its click and its
 * pictures read (models/showcase/card-projection.ts `cardOfferOf` makes it from an offer),
 * with the colours the card offers and its price footer worked out once.
 */
export const CardOffer = object({
  id: string(),
  brand: Brand,
  category: object({ categoryName: string(), categoryCode: string() }),
  modelCode: string(),
  mvs: string(),
  modelShortName: string(),
  modelName: string(),
  versionName: string(),
  modelYear: min(integer(), 1900),
  bodyType: enums(['hatch', 'sedan', 'suv', 'pickup']),
  seriesCode: string(),
  mvsInformation: MvsInformation,
  images: array(string()),
  imagesColor: optional(array(string())),
  imageSet: optional(array(OfferImage)),
  highlightsList: array(string()),
  featuresList: array(string()),
  tagsList: array(Tag),
  campaignTags: optional(array(string())),
  unavailabilityReason: optional(nullable(enums(['LET_ME_KNOW']))),
  leadInterestCollection: optional(LeadInterestCollection),
  defaultLayoutInformation: optional(DefaultLayoutInformation),
  informationPage: optional(nullable(OfferInformationPage)),
  offerDeny: boolean(),
  /** The colours the card offers (its default plan's period), in order. */
  colours: array(CardColour),
  /** The price footer: the minimum monthly price and the most an initial payment saves, integer centavos. */
  price: object({ monthly: Centavos, saving: Centavos }),
});
export type CardOffer = Infer<typeof CardOffer>;

/** `POST /api/search` (or `GET /api/search?q=`) answer with `view: 'card'`. */
export const CardSearchResponse = object({
  hits: object({ found: min(integer(), 0), hit: array(object({ id: string(), fields: CardOffer })) }),
});
export type CardSearchResponse = Infer<typeof CardSearchResponse>;

/** JSON text read as its value; text that is not JSON stays as it is (and fails the struct). */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * `GET /api/search?q=`: the search request as JSON in the address, so
 * browsers and proxies may keep the answer and revalidate it (ETag, 304).
 */
export const SearchQuery = object({ q: coerce(SearchRequest, size(string(), 2, SEARCH_QUERY_MAX_LENGTH), parsedJson) });

/** The header every call of the app carries: the page's context (`flua:context`). */
export const CONTEXT_HEADER = 'X-Flua-Context';

/** The showcase's search: the card view of a request (what a card shows). */
export function cardSearchOf(request: SearchRequest): SearchRequest {
  return { ...request, view: 'card' };
}

/** The address of a search sent as a GET, or null when the request is too long for the address (send it as a POST). */
export function searchAddress(request: SearchRequest): string | null {
  const q = JSON.stringify(request);
  return q.length <= SEARCH_QUERY_MAX_LENGTH ? `/api/search?q=${encodeURIComponent(q)}` : null;
}

/** The offer call of the details page: the offer with its MVS information. */
export function offerAddress(offerId: string): string {
  return `${OFFER_ADDRESS_PREFIX}${encodeURIComponent(offerId)}${OFFER_ADDRESS_SUFFIX}`;
}
/** `offerAddress`'s parts around the offer id (the page's inline script composes the same address). */
export const OFFER_ADDRESS_PREFIX = '/api/offers/';
export const OFFER_ADDRESS_SUFFIX = '?include_mvs_info=true';

const booleanString = coerce(boolean(), enums(['true', 'false']), (v) => v === 'true');

export const OfferParams = object({ offerId: size(string(), 1, 80) });
export const OfferQuery = object({ include_mvs_info: optional(booleanString) });

export const BulkOfferParams = object({
  ids: pattern(size(string(), 1, 2000), /^[^,]+(,[^,]+)*$/),
});

/** What `include_mvs_info=true` adds to an offer. */
export const MvsResource = object({
  mvs: string(),
  modelCode: string(),
  versionCode: string(),
  seriesCode: string(),
  year: number(),
  colorCode: string(),
  description: string(),
});
export type MvsResource = Infer<typeof MvsResource>;
/** `GET /api/offers/:offerId` answer (with `include_mvs_info=true`, the MVS resource too). */
export const OfferWithMvs = assign(Offer, object({ mvsResource: optional(MvsResource) }));
export type OfferWithMvs = Infer<typeof OfferWithMvs>;

/** Error answer of every route: `message` is the pt-BR text a person reads. */
export const ApiError = object({
  error: object({
    code: string(),
    message: string(),
    fields: optional(record(string(), string())),
  }),
});
export type ApiError = Infer<typeof ApiError>;

export const HealthResponse = object({ status: enums(['ok']), database: enums(['pglite', 'postgres']) });
export type HealthResponse = Infer<typeof HealthResponse>;


/** A failed call's message (the client's call errors carry pt-BR messages already). */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The code the server refuses a lead with when the offer's price changed since the page priced it. */
export const PRICE_CHANGED_CODE = 'price_changed';

/** Did the server refuse the call because the offer's price changed while the person filled the form? */
export function isPriceChangedRefusal(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === PRICE_CHANGED_CODE;
}

/** What a failed call tells the person: the server's pt-BR message when it refused the request (4xx), else `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  const e = error as { status?: unknown; message?: unknown } | null;
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && typeof e.message === 'string' && e.message !== '' ? e.message : fallback;
}
