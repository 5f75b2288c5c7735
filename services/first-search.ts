/**
 * The showcase's first search, preloaded with the page: the server puts a
 * small inline script in `index.html` (server/http/first-search.ts) that
 * starts `GET /api/search?q=…` for a visitor the page knows nothing of,
 * while the app's script is still arriving. The app's first search of that
 * very address takes that answer instead of asking again (once).
 */
import { FIRST_SEARCH_GLOBAL } from '../models/showcase-modes';

interface PreloadedSearch {
  url: string;
  answer: Promise<Response>;
}

function preloaded(): PreloadedSearch | undefined {
  if (typeof window === 'undefined') return undefined;
  const value = (window as unknown as Record<string, unknown>)[FIRST_SEARCH_GLOBAL] as PreloadedSearch | undefined;
  return value && typeof value.url === 'string' && value.answer instanceof Promise ? value : undefined;
}

/**
 * The answer the page started for this address, taken once (a later search
 * of the same address asks the server); undefined when there is none.
 */
export function takePreloadedSearch(address: string): Promise<Response> | undefined {
  const found = preloaded();
  if (!found || found.url !== address) return undefined;
  delete (window as unknown as Record<string, unknown>)[FIRST_SEARCH_GLOBAL];
  return found.answer;
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
