/**
 * `GET /api/dealers/v2` (spec 001 §7): the rental dealers of a city for the
 * dealer selector; `GET /api/admin/dealers` (offer admins): the dealers
 * whose code, name or city holds a text, for the offer editor's picker.
 */
import { array } from 'superstruct';
import { AdminDealerList, adminDealersUrl, type AdminDealer } from '../models/admin-dealers';
import { Dealer } from '../models/dealer';
import { dealersQueryString } from '../models/dealer-query';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

export function getDealers(api: Api, query: Parameters<typeof dealersQueryString>[0], signal?: AbortSignal): Promise<Dealer[]> {
  return api.http
    .url(`/api/dealers/v2?${dealersQueryString(query)}`)
    .options(withSignal(signal))
    .get()
    .json(answerOf(array(Dealer)));
}

/** The dealers matching a text (at most 20, the exact code first, then by name). */
export async function searchAdminDealers(api: Api, text: string, signal?: AbortSignal): Promise<AdminDealer[]> {
  const answer = await api.http.url(adminDealersUrl(text)).options(withSignal(signal)).get().json(answerOf(AdminDealerList));
  return answer.dealers;
}
