/**
 * The `brand` parameter of the rental offer service's calls, as the server
 * validates it (models/offer/site-brands.ts holds the rule; this file keeps
 * the structs and their pt-BR message out of the browser's first load).
 */
import { optional, refine, string } from 'superstruct';
import { labels } from '../labels/spec';
import { parseSiteBrandParam } from './site-brands';

/** A `brand` the call must carry: missing or unknown, a 400 that says what it takes. */
export const SiteBrandParam = refine(optional(string()), 'brand', (v) => parseSiteBrandParam(v) !== null || labels.httpErrors.siteBrand);

/** A `brand` the call may carry (a link made before the brand was sent): when present, one the server knows. */
export const OptionalSiteBrandParam = refine(optional(string()), 'brand', (v) => v === undefined || parseSiteBrandParam(v) !== null || labels.httpErrors.siteBrand);
