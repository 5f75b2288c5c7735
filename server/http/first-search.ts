/**
 * The showcase's first search, started with the page: `index.html` gets a
 * small inline script (hashed into the page's Content-Security-Policy like
 * its other inline scripts) that asks `GET /api/search?q=…` — the card view
 * of the first page a visitor the page knows nothing of sees — while the
 * app's script is still arriving. The app takes that answer for its first
 * search of the same address (services/first-search.ts). The address comes
 * from the page's own configuration (its `flua-config` block), through the
 * same rules the offer list uses (models/showcase/showcase-modes.ts).
 *
 * The script asks only on the showcase's address, when it carries nothing
 * that changes the first search (campaign parameters aside) and no location
 * is stored in the browser (the page is also every other app page's); an API on another origin (`flua:api-url`) gets no preload.
 */
import { CONTEXT_HEADER, cardSearchOf, searchAddress } from '../../models/showcase/api';
import { LOCATION_STORAGE_KEY } from '../../models/dealer/location';
import { SHOWCASE_PATH } from '../../models/app/pages';
import { FIRST_SEARCH_GLOBAL, firstShowcaseSearch } from '../../models/showcase/showcase-modes';
import { parseSiteConfig } from '../../models/app/site-config';

/** A `<meta name>`'s content in the page (the inline scripts read the API's origin and the site's context from them). */
export function metaContent(html: string, name: string): string | undefined {
  return new RegExp(`<meta\\s+name="${name}"\\s+content="([^"]*)"`, 'i').exec(html)?.[1];
}

/** The first search's address for a page, or null when the page cannot preload it. */
export function firstSearchAddress(html: string): string | null {
  if ((metaContent(html, 'flua:api-url') ?? '') !== '') return null;
  const block = /<script\s+type="application\/json"\s+id="flua-config">([\s\S]*?)<\/script>/i.exec(html)?.[1];
  let raw: unknown;
  try {
    raw = block ? JSON.parse(block) : {};
  } catch {
    raw = {};
  }
  return searchAddress(cardSearchOf(firstShowcaseSearch(parseSiteConfig(raw))));
}

/** A JSON value safe inside a <script>. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page with the first search's inline script before its module script (unchanged when it cannot preload). */
export function withFirstSearch(html: string): string {
  const address = firstSearchAddress(html);
  if (!address) return html;
  const context = metaContent(html, 'flua:context') ?? '';
  const script =
    '<script>(function(){try{' +
    `if(location.pathname!==${scriptJson(SHOWCASE_PATH)})return;` +
    'var q=location.search;if(q&&!/^\\?(?:(?:utm_[a-z]+|gclid|fbclid)=[^&]*(?:&|$))+$/.test(q))return;' +
    `if(localStorage.getItem(${scriptJson(LOCATION_STORAGE_KEY)}))return;` +
    `var u=${scriptJson(address)};` +
    `window[${scriptJson(FIRST_SEARCH_GLOBAL)}]={url:u,answer:fetch(u,{credentials:"same-origin",headers:{Accept:"application/json",${scriptJson(CONTEXT_HEADER)}:${scriptJson(context)}}})};` +
    '}catch(e){}})();</script>';
  const moduleScript = html.search(/<script\s+type="module"/i);
  const at = moduleScript >= 0 ? moduleScript : html.search(/<\/head>/i);
  return at >= 0 ? `${html.slice(0, at)}${script}\n    ${html.slice(at)}` : html;
}
