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
  pattern,
  record,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';
import { Brand, Offer, TargetEntityType } from './offer';
import { Location } from './dealer';

/** Upper bound of offers one search answers. */
export const SEARCH_MAX_SIZE = 500;

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
});
export type SearchRequest = Infer<typeof SearchRequest>;

export const SearchHit = object({ id: string(), fields: Offer });
export type SearchHit = Infer<typeof SearchHit>;
/** `POST /api/search` answer. */
export const SearchResponse = object({ hits: object({ found: min(integer(), 0), hit: array(SearchHit) }) });
export type SearchResponse = Infer<typeof SearchResponse>;

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

/** What a failed call tells the person: the server's pt-BR message when it refused the request (4xx), else `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  const e = error as { status?: unknown; message?: unknown } | null;
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && typeof e.message === 'string' && e.message !== '' ? e.message : fallback;
}
