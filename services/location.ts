/** Location and the address's dealers (spec 001 §7): cities, states, rental dealers. */
import type { CityAnswer, RentalDealerAnswer, RentalDealerSummary, StateAnswer } from '../models/location';
import type { Api } from './api';
import { toApiCallError } from './http';

async function getJson<T>(api: Api, path: string, signal?: AbortSignal): Promise<T> {
  try {
    return await api.http
      .url(path)
      .options(signal ? { signal } : {})
      .get()
      .json<T>();
  } catch (err) {
    throw toApiCallError(err);
  }
}

/** `GET /api/city?code=…&includeInfluenceArea=true`: the city first, then its influence area. */
export function getCity(api: Api, code: string, signal?: AbortSignal): Promise<CityAnswer[]> {
  return getJson(api, `/api/city?code=${encodeURIComponent(code)}&includeInfluenceArea=true`, signal);
}

export function getCities(api: Api, stateCode: string, signal?: AbortSignal): Promise<CityAnswer[]> {
  return getJson(api, `/api/cities?stateCode=${encodeURIComponent(stateCode)}`, signal);
}

export function getStates(api: Api, signal?: AbortSignal): Promise<StateAnswer[]> {
  return getJson(api, '/api/states', signal);
}

/** `GET /api/dealers/rental/:dealerCode`: id, cityId, brandsName. */
export function getRentalDealer(api: Api, dealerCode: string, signal?: AbortSignal): Promise<RentalDealerAnswer> {
  return getJson(api, `/api/dealers/rental/${encodeURIComponent(dealerCode)}`, signal);
}

/** The dealers of a `dealerCnpj` list, in its order. */
export function getRentalDealersByCnpj(api: Api, cnpjs: readonly string[], signal?: AbortSignal): Promise<RentalDealerSummary[]> {
  return getJson(api, `/api/dealers/rental?cnpj=${encodeURIComponent(cnpjs.join(','))}`, signal);
}
