/** Offers and search calls (spec 001 §7). */
import { CardSearchResponse, OfferWithMvs, SearchResponse, cardSearchOf, offerAddress, searchAddress, type SearchRequest } from '../models/showcase/api';
import type { Api } from './api';
import { fetchWithPreloaded, takePreloadedOffer, takePreloadedSearch } from './first-search';
import { SAFE_READ, answerOf, withSignal } from './http';

export function searchOffers(api: Api, request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  return api.http
    .url('/api/search')
    .options({ ...SAFE_READ, ...withSignal(signal) })
    .post(request)
    .json(answerOf(SearchResponse));
}

/**
 * The showcase's search: the card view (what a card shows), as a GET with the
 * request in the address so the browser may keep the answer briefly and
 * revalidate it (ETag, 304); a request too long for the address goes as a POST.
 * The first search the page preloaded (services/first-search.ts) is taken, not asked again.
 */
export function searchCards(api: Api, request: SearchRequest, signal?: AbortSignal): Promise<CardSearchResponse> {
  const cards = cardSearchOf(request);
  const address = searchAddress(cards);
  const preloaded = address ? takePreloadedSearch(`${api.config.apiUrl}${address}`) : undefined;
  const http = preloaded ? api.http.polyfills({ fetch: fetchWithPreloaded(preloaded) }) : api.http;
  const call = http.url(address ?? '/api/search').options({ ...SAFE_READ, ...withSignal(signal) });
  return (address ? call.get() : call.post(cards)).json(answerOf(CardSearchResponse));
}

/**
 * The details page's offer. On a details address the page started this call
 * itself (services/first-search.ts): its answer is taken, not asked again.
 */
export function getOffer(api: Api, offerId: string, signal?: AbortSignal): Promise<OfferWithMvs> {
  const address = offerAddress(offerId);
  const preloaded = takePreloadedOffer(`${api.config.apiUrl}${address}`);
  const http = preloaded ? api.http.polyfills({ fetch: fetchWithPreloaded(preloaded) }) : api.http;
  return http
    .url(address)
    .options(withSignal(signal))
    .get()
    .json(answerOf(OfferWithMvs));
}
