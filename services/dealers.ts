/**
 * `GET /api/dealers/v2` (spec 001 §7): the rental dealers of a city for the
 * dealer selector. (The offer editor's dealer search is services/admin-dealers.ts.)
 */
import { array } from 'superstruct';
import { Dealer } from '../models/dealer/dealer';
import { dealersQueryString } from '../models/dealer/dealer-query';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

export function getDealers(api: Api, query: Parameters<typeof dealersQueryString>[0], signal?: AbortSignal): Promise<Dealer[]> {
  return api.http
    .url(`/api/dealers/v2?${dealersQueryString(query)}`)
    .options(withSignal(signal))
    .get()
    .json(answerOf(array(Dealer)));
}
