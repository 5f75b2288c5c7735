/**
 * `GET /api/dealers` and `GET /api/dealers/v2` (spec 001 §7 "Offers, search
 * and dealers"): the dealers of a city (and its influence area) that sell a
 * brand, and deliver the vehicle when `mvsCode` names one, for the lead
 * form's dealer selector; and the selector's own rules (which dealers the
 * address allows, the distance order).
 *
 * The two versions take the same query and keep the same dealers; they
 * differ in the order: v2 (the default) orders by distance to the reference
 * point when one is given, else the city's own dealers first; v1, the older
 * call, answers them by name alone (a reference point is accepted and does
 * not order). The versions and their paths: models/dealer/dealers-version.ts.
 */
import { enums, object, optional, pattern, refine, string, type Infer } from 'superstruct';
import type { Dealer } from './dealer';
import { IbgeCityCode } from './dealer';
import { Coordinate } from './location';
import { BRANDS } from '../offer/offer';
import type { DealersVersion } from './dealers-version';

/** An MVS code (the vehicle: model, version and series) as the calls carry it. */
export const MvsCode = pattern(string(), /^[A-Za-z0-9]{1,40}$/);

const GroupCode = pattern(string(), /^[A-Za-z0-9_-]{1,60}$/);

export const DealersQuery = refine(
  object({
    cityCode: IbgeCityCode,
    /** Upper case on the wire (FIAT); lower case accepted. */
    brand: pattern(string(), new RegExp(`^(${BRANDS.join('|')})$`, 'i')),
    type: enums(['RENTAL']),
    /** Only the dealers that deliver this vehicle (the catalogue holds an offer of it they may sell). */
    mvsCode: optional(MvsCode),
    referenceLongitude: optional(Coordinate),
    referenceLatitude: optional(Coordinate),
    group: optional(GroupCode),
    dealerGroup: optional(GroupCode),
    fulfillment: optional(enums(['LAX'])),
  }),
  'referencePoint',
  (q) => ((q.referenceLatitude == null) === (q.referenceLongitude == null) ? true : 'Informe latitude e longitude de referência juntas.'),
);
export type DealersQuery = Infer<typeof DealersQuery>;

/** The query the selector sends (brand upper case; fulfillment=LAX with a group). */
export function dealersQueryString(q: { cityCode: string; brand: string; mvsCode?: string | undefined; group?: string | null | undefined; reference?: { latitude: string; longitude: string } | null }): string {
  const params = new URLSearchParams({ cityCode: q.cityCode, brand: q.brand.toUpperCase(), type: 'RENTAL' });
  if (q.mvsCode) params.set('mvsCode', q.mvsCode);
  if (q.reference) {
    params.set('referenceLongitude', q.reference.longitude);
    params.set('referenceLatitude', q.reference.latitude);
  }
  if (q.group) {
    params.set('group', q.group);
    params.set('fulfillment', 'LAX');
  }
  return params.toString();
}

/** Distance in km between two points (haversine), for ordering dealers by a reference point. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Dealers sorted by distance to the reference (those without coordinates last), else by fantasy name. */
export function orderDealers<D extends Pick<Dealer, 'fantasyName' | 'latitude' | 'longitude'>>(dealers: readonly D[], reference?: { lat: number; lng: number } | null): D[] {
  const byName = (x: D, y: D) => x.fantasyName.localeCompare(y.fantasyName, 'pt-BR');
  if (!reference) return [...dealers].sort(byName);
  const dist = (d: D) =>
    d.latitude != null && d.longitude != null ? distanceKm(reference, { lat: Number(d.latitude), lng: Number(d.longitude) }) : Number.POSITIVE_INFINITY;
  return [...dealers].sort((x, y) => dist(x) - dist(y) || byName(x, y));
}

/**
 * The answer's order per version: v1 by name; v2 by distance to the
 * reference point when the query gives one, else the city's own dealers
 * first, then by name.
 */
export function dealersInOrder<D extends Pick<Dealer, 'fantasyName' | 'latitude' | 'longitude' | 'cityId'>>(
  version: DealersVersion,
  dealers: readonly D[],
  query: Pick<DealersQuery, 'cityCode' | 'referenceLatitude' | 'referenceLongitude'>,
): D[] {
  if (version === 'v1') return orderDealers(dealers);
  if (query.referenceLatitude != null && query.referenceLongitude != null) {
    return orderDealers(dealers, { lat: Number(query.referenceLatitude), lng: Number(query.referenceLongitude) });
  }
  const own = (d: D) => (d.cityId === query.cityCode ? 0 : 1);
  return orderDealers(dealers).sort((a, b) => own(a) - own(b));
}

/**
 * The dealers the address allows (spec 001 §2): a `dealerCnpj` list keeps
 * those CNPJs (in the list's order), else a dealer code list keeps those ids;
 * with neither, every dealer.
 */
export function restrictDealers<D extends Pick<Dealer, 'id' | 'cnpj'>>(dealers: readonly D[], allowed: { cnpjs?: readonly string[]; codes?: readonly string[] }): D[] {
  const cnpjs = (allowed.cnpjs ?? []).map((c) => c.toUpperCase());
  if (cnpjs.length > 0) {
    return cnpjs.flatMap((c) => dealers.filter((d) => d.cnpj.toUpperCase() === c));
  }
  const codes = allowed.codes ?? [];
  if (codes.length > 0) return dealers.filter((d) => codes.includes(d.id));
  return [...dealers];
}
