/** Offers and search calls (spec 001 §7). */
import { OfferWithMvs, SearchResponse, type SearchRequest } from '../models/api';
import type { Api } from './api';
import { SAFE_READ, answerOf, withSignal } from './http';

export function searchOffers(api: Api, request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  return api.http
    .url('/api/search')
    .options({ ...SAFE_READ, ...withSignal(signal) })
    .post(request)
    .json(answerOf(SearchResponse));
}

export function getOffer(api: Api, offerId: string, signal?: AbortSignal): Promise<OfferWithMvs> {
  return api.http
    .url(`/api/offers/${encodeURIComponent(offerId)}?include_mvs_info=true`)
    .options(withSignal(signal))
    .get()
    .json(answerOf(OfferWithMvs));
}
