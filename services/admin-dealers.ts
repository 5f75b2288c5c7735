/**
 * `GET /api/admin/dealers` (offer admins): the dealers whose code, name or
 * city holds a text, for the offer editor's picker. Apart from
 * services/dealers.ts so the lead form's dealer selector does not load the
 * editor's words.
 */
import { AdminDealerList, adminDealersUrl, type AdminDealer } from '../models/dealer/admin-dealers';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

/** The dealers matching a text (at most 20, the exact code first, then by name). */
export async function searchAdminDealers(api: Api, text: string, signal?: AbortSignal): Promise<AdminDealer[]> {
  const answer = await api.http.url(adminDealersUrl(text)).options(withSignal(signal)).get().json(answerOf(AdminDealerList));
  return answer.dealers;
}
