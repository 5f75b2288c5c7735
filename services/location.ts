/** Location and the address's dealers (spec 001 §7): cities, states, rental dealers. */
import { array, type Struct } from 'superstruct';
import { CityAnswer, RentalDealerAnswer, RentalDealerSummary, StateAnswer, nearestCityQueryString } from '../models/dealer/location';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

function getJson<T>(api: Api, path: string, struct: Struct<T, unknown>, signal?: AbortSignal): Promise<T> {
  return api.http.url(path).options(withSignal(signal)).get().json(answerOf(struct));
}

/** `GET /api/city?code=…&includeInfluenceArea=true`: the city first, then its influence area. */
export function getCity(api: Api, code: string, signal?: AbortSignal): Promise<CityAnswer[]> {
  return getJson(api, `/api/city?code=${encodeURIComponent(code)}&includeInfluenceArea=true`, array(CityAnswer), signal);
}

/** `GET /api/city/nearest`: the city of the dealer nearest to a position, then its influence area (none: no dealer located). */
export function getNearestCity(api: Api, position: { latitude: number; longitude: number }, signal?: AbortSignal): Promise<CityAnswer[]> {
  return getJson(api, `/api/city/nearest?${nearestCityQueryString(position)}`, array(CityAnswer), signal);
}

export function getCities(api: Api, stateCode: string, signal?: AbortSignal): Promise<CityAnswer[]> {
  return getJson(api, `/api/cities?stateCode=${encodeURIComponent(stateCode)}`, array(CityAnswer), signal);
}

export function getStates(api: Api, signal?: AbortSignal): Promise<StateAnswer[]> {
  return getJson(api, '/api/states', array(StateAnswer), signal);
}

/** `GET /api/dealers/rental/:dealerCode`: id, cityId, brandsName. */
export function getRentalDealer(api: Api, dealerCode: string, signal?: AbortSignal): Promise<RentalDealerAnswer> {
  return getJson(api, `/api/dealers/rental/${encodeURIComponent(dealerCode)}`, RentalDealerAnswer, signal);
}

/** The dealers of a `dealerCnpj` list, in its order. */
export function getRentalDealersByCnpj(api: Api, cnpjs: readonly string[], signal?: AbortSignal): Promise<RentalDealerSummary[]> {
  return getJson(api, `/api/dealers/rental?cnpj=${encodeURIComponent(cnpjs.join(','))}`, array(RentalDealerSummary), signal);
}
