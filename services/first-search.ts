/**
 * Calls the page starts itself, before the app's script arrives: the server
 * puts small inline scripts in `index.html` (server/http/first-search.ts)
 * that start
 * - the showcase's first search, `GET /api/search?q=…`, for a visitor the
 *   page knows nothing of;
 * - on a details address (`/?offerId=…`), the offer call the details chart
 *   makes first, `GET /api/offers/{id}?include_mvs_info=true`
 *   (server/http/first-offer.ts).
 * The app's first call of that very address takes that answer instead of
 * asking again (once).
 */
import { FIRST_OFFER_GLOBAL } from '../models/app/route-params';
import { FIRST_SEARCH_GLOBAL } from '../models/showcase/showcase-modes';

interface PreloadedCall {
  url: string;
  answer: Promise<Response>;
}

function preloaded(name: string): PreloadedCall | undefined {
  if (typeof window === 'undefined') return undefined;
  const value = (window as unknown as Record<string, unknown>)[name] as PreloadedCall | undefined;
  return value && typeof value.url === 'string' && value.answer instanceof Promise ? value : undefined;
}

/** The answer the page left under `name` for this address, taken once; undefined when there is none or it is another address's. */
function takePreloaded(name: string, address: string): Promise<Response> | undefined {
  const found = preloaded(name);
  if (!found || found.url !== address) return undefined;
  delete (window as unknown as Record<string, unknown>)[name];
  return found.answer;
}

/**
 * The answer the page started for this address, taken once (a later search
 * of the same address asks the server); undefined when there is none.
 */
export function takePreloadedSearch(address: string): Promise<Response> | undefined {
  return takePreloaded(FIRST_SEARCH_GLOBAL, address);
}

/** The offer call the page started on a details address, taken once, for that address only. */
export function takePreloadedOffer(address: string): Promise<Response> | undefined {
  return takePreloaded(FIRST_OFFER_GLOBAL, address);
}

/**
 * A fetch that answers its first call with the preloaded answer (or, if that
 * failed on the network, asks again) and every later call (a retry) from the network.
 */
export function fetchWithPreloaded(answer: Promise<Response>, fetchImpl: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  let first = true;
  return (input, init) => {
    if (!first) return fetchImpl(input, init);
    first = false;
    return answer.catch(() => fetchImpl(input, init));
  };
}
