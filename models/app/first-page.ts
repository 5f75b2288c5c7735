/**
 * The page the server draws itself (React on the server, server/http/
 * server-render.ts): the showcase's address without anything that changes
 * its first search. The data it drew the page with travels in the page
 * (a `<script type="application/json" id="flua-first-page">`), so the
 * browser's charts start from the same answer and hydrate the same HTML.
 */
import { create, object, string, type Infer } from 'superstruct';
import { CardSearchResponse } from '../showcase/api';
import { SHOWCASE_PATH } from './pages';

/** The id of the page's JSON block with the data the server drew it with. */
export const FIRST_PAGE_DATA_ID = 'flua-first-page';

/** The first search the server answered for the page: its address (models/showcase/api.ts `searchAddress`) and answer. */
export const FirstPageData = object({
  search: object({ address: string(), answer: CardSearchResponse }),
});
export type FirstPageData = Infer<typeof FirstPageData>;

/** Campaign parameters do not change what the showcase shows. */
const CAMPAIGN_QUERY = /^\?(?:(?:utm_[a-z]+|gclid|fbclid)=[^&]*(?:&|$))+$/;

/**
 * Whether the server draws this address: the showcase with no query, or campaign parameters alone
 * (the same addresses whose first search the page preloads, server/http/first-search.ts).
 */
export function isServerDrawnAddress(pathname: string, search: string): boolean {
  return pathname === SHOWCASE_PATH && (search === '' || search === '?' || CAMPAIGN_QUERY.test(search));
}

/** The page's data block read back (null when it is missing or not what the server writes). */
export function parseFirstPageData(text: string | null | undefined): FirstPageData | null {
  if (!text) return null;
  try {
    // Read as the browser reads the search's own answer (services/http.ts `answerOf`).
    return create(JSON.parse(text) as unknown, FirstPageData);
  } catch {
    return null;
  }
}
