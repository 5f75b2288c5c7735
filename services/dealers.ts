/**
 * `GET /api/dealers/v2` or `GET /api/dealers` (spec 001 §7 `{offer
 * service}/dealers/v2` and `/dealers`, the site's configuration choosing;
 * models/dealer/dealers-version.ts): the rental dealers of a city for the
 * dealer selector, with the vehicle's MVS code when the form has one. (The
 * offer editor's dealer search is services/admin-dealers.ts; the price
 * simulator's dealers are services/simulator.ts.)
 */
import { array } from 'superstruct';
import { Dealer } from '../models/dealer/dealer';
import { dealersQueryString } from '../models/dealer/dealer-query';
import { DEALERS_PATHS, DEFAULT_DEALERS_VERSION } from '../models/dealer/dealers-version';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

export function getDealers(api: Api, query: Parameters<typeof dealersQueryString>[0], signal?: AbortSignal): Promise<Dealer[]> {
  return api.http
    .url(`${DEALERS_PATHS[api.dealersVersion ?? DEFAULT_DEALERS_VERSION]}?${dealersQueryString(query)}`)
    .options(withSignal(signal))
    .get()
    .json(answerOf(array(Dealer)));
}
