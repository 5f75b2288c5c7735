/**
 * The site's brands as the rental offer service's calls carry them (spec 001
 * §7: "Query param brand is added to every call of the rental offer
 * service"; "GET timeline/rental (v2) with brand"): the `brand` query
 * parameter names the brand of the site asking — one brand, or a multibrand
 * site's ordered list, comma separated ('fiat' or 'fiat,jeep'), as the
 * search's `brand` is "one, or the ordered list when multibrand". The site's
 * brands are its configuration's (models/app/site-config.ts `brands`); the
 * server answers with what belongs to those brands only.
 */
import { BRANDS, isBrand, type Brand } from './offer';

/** `brand=…` of a call: the site's brands in their order. */
export function siteBrandParam(brands: readonly Brand[]): string {
  return brands.join(',');
}

/** The brands a `brand` parameter names (each once, in order), or null when it is missing or names something else. */
export function parseSiteBrandParam(value: string | undefined): Brand[] | null {
  if (value === undefined || value.length > 40) return null;
  const parts = value.split(',').map((b) => b.trim().toLowerCase());
  if (parts.length === 0 || parts.length > BRANDS.length || !parts.every(isBrand)) return null;
  return [...new Set(parts)];
}

/** The address with the site's `brand` added (after its other parameters). */
export function withSiteBrand(path: string, brands: readonly Brand[]): string {
  return `${path}${path.includes('?') ? '&' : '?'}brand=${encodeURIComponent(siteBrandParam(brands))}`;
}
