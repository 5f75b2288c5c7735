/**
 * The versions of the offer service's dealers call (spec 001 §7 `GET {offer
 * service}/dealers` and `/dealers/v2`) and where each is served. Both take
 * the same query and keep the same dealers (models/dealer/dealer-query.ts);
 * v2, the default, orders them by distance to a reference point (else the
 * city's own first), v1 by name. A site chooses with its configuration's
 * `dealersVersion` (models/app/site-config.ts). Apart from the query's
 * structs, so the page's configuration reads it without them.
 */
export const DEALERS_VERSIONS = ['v1', 'v2'] as const;
export type DealersVersion = (typeof DEALERS_VERSIONS)[number];
export const DEFAULT_DEALERS_VERSION: DealersVersion = 'v2';

/** Where each version is served. */
export const DEALERS_PATHS: Readonly<Record<DealersVersion, string>> = { v1: '/api/dealers', v2: '/api/dealers/v2' };
