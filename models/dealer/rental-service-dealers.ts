/**
 * `GET /api/rental-service/dealers?market=BR&brands=FIAT,JEEP,PEUGEOT&type=RENTAL`
 * (spec 001 §7 `GET {rental-service}/dealers` with market, brands and
 * type=RENTAL; §9 "Dealer brands in the simulator FIAT, JEEP, PEUGEOT"): the
 * rental dealers of a market selling any of the brands, by name, for the
 * legal-person price simulator's dealer selects. The rental service's path
 * is under `/api/rental-service/`, since the offer service's `/api/dealers`
 * is another call (models/dealer/dealer-query.ts).
 */
import { array, enums, object, optional, refine, size, string, type Infer } from 'superstruct';
import { dealersLabels } from '../labels/dealers';
import { BRANDS } from '../offer/offer';
import { COUNTRY_CODE } from './location';

export const RENTAL_SERVICE_DEALERS_PATH = '/api/rental-service/dealers';

/** The markets the rental service answers (Brazil). */
export const RENTAL_MARKETS = [COUNTRY_CODE] as const;

const UPPER_BRANDS: readonly string[] = BRANDS.map((b) => b.toUpperCase());

/** The brands of a `brands` value: upper case, comma separated, each once. */
export function brandListOf(value: string): string[] {
  return value.split(',');
}

const BrandList = refine(size(string(), 1, 80), 'brands', (value) => {
  const list = brandListOf(value);
  return list.every((b) => UPPER_BRANDS.includes(b)) && new Set(list).size === list.length ? true : dealersLabels.brands;
});

export const RentalServiceDealersQuery = object({
  market: refine(string(), 'market', (value) => ((RENTAL_MARKETS as readonly string[]).includes(value) ? true : dealersLabels.market)),
  brands: BrandList,
  type: enums(['RENTAL']),
});
export type RentalServiceDealersQuery = Infer<typeof RentalServiceDealersQuery>;

/** A dealer as the rental service answers it: its code, name, brands (upper case) and city ('São Paulo - SP'). */
export const RentalServiceDealer = object({ code: string(), name: string(), brands: array(string()), city: optional(string()) });
export type RentalServiceDealer = Infer<typeof RentalServiceDealer>;
export const RentalServiceDealers = array(RentalServiceDealer);

/** The query the simulator sends (brands upper case, in the given order). */
export function rentalServiceDealersQueryString(q: { market: string; brands: readonly string[] }): string {
  return new URLSearchParams({ market: q.market, brands: q.brands.map((b) => b.toUpperCase()).join(','), type: 'RENTAL' }).toString();
}
