/** `GET /api/dealers/v2` (spec 001 §7): the rental dealers of a city for the dealer selector. */
import { array, create } from 'superstruct';
import { Dealer } from '../models/dealer';
import { dealersQueryString } from '../models/dealer-query';
import type { Api } from './api';
import { toApiCallError } from './http';

export async function getDealers(api: Api, query: Parameters<typeof dealersQueryString>[0], signal?: AbortSignal): Promise<Dealer[]> {
  try {
    const answer = await api.http
      .url(`/api/dealers/v2?${dealersQueryString(query)}`)
      .options(signal ? { signal } : {})
      .get()
      .json<unknown>();
    return create(answer, array(Dealer));
  } catch (err) {
    throw toApiCallError(err);
  }
}
