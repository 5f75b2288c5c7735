/** Offers and search calls (spec 001 §7). */
import type { OfferWithMvs, SearchRequest, SearchResponse } from '../models/api';
import type { Api } from './api';
import { SAFE_READ, toApiCallError } from './http';

export async function searchOffers(api: Api, request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  try {
    return await api.http
      .url('/api/search')
      .options({ ...SAFE_READ, ...(signal ? { signal } : {}) })
      .post(request)
      .json<SearchResponse>();
  } catch (err) {
    throw toApiCallError(err);
  }
}

export async function getOffer(api: Api, offerId: string, signal?: AbortSignal): Promise<OfferWithMvs> {
  try {
    return await api.http
      .url(`/api/offers/${encodeURIComponent(offerId)}?include_mvs_info=true`)
      .options(signal ? { signal } : {})
      .get()
      .json<OfferWithMvs>();
  } catch (err) {
    throw toApiCallError(err);
  }
}
