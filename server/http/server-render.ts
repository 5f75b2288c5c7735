/**
 * The page drawn by the server: for an address the server draws
 * (models/app/first-page.ts `isServerDrawnAddress`: the showcase), the
 * page's head goes out at once, so the browser starts fetching the app's
 * scripts and styles, then the body follows with the first page of cards
 * already in `#root` (React on the server: the app's SSR build,
 * `dist-ssr/entry-server.js`, src/entry-server.tsx, loaded by its path
 * when the server starts, so this code imports nothing of the app) and the
 * search answer it was drawn with (the `flua-first-page` JSON block), from
 * which the browser's charts start and hydrate the same HTML.
 *
 * The answer is the server's own search (server/catalogue/search-answers.ts,
 * the very answer `GET /api/search` gives a visitor), never an HTTP call.
 * Anything that fails (no SSR build, the search, the render) is logged and
 * the page goes out as the browser draws it today: never a 5xx for a page
 * that works without the server's drawing.
 */
import { existsSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { FIRST_PAGE_DATA_ID, isServerDrawnAddress, type FirstPageData } from '../../models/app/first-page';
import { parseSiteConfig } from '../../models/app/site-config';
import { CardSearchResponse, cardSearchOf, searchAddress, type SearchRequest } from '../../models/showcase/api';
import { firstShowcaseSearch } from '../../models/showcase/showcase-modes';
import { create } from 'superstruct';
import { metaContent, scriptJson } from './first-search';

/** What the SSR build exports (src/entry-server.tsx `renderPage`), as the server calls it. */
export interface PageRenderer {
  renderPage(page: {
    url: string;
    origin: string;
    configText: string | null;
    meta: (name: string) => string | undefined;
    firstPage: FirstPageData;
  }): Promise<string>;
}

/** The SSR build's module at `entryFile`, or null (logged) when it is missing or does not export `renderPage`. */
export async function loadPageRenderer(entryFile: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<PageRenderer | null> {
  if (!existsSync(entryFile)) {
    log.warn({ entryFile }, 'no server-rendering build: pages are drawn by the browser');
    return null;
  }
  try {
    const module = (await import(pathToFileURL(entryFile).href)) as Partial<PageRenderer>;
    if (typeof module.renderPage === 'function') return { renderPage: module.renderPage };
    log.warn({ entryFile }, 'the server-rendering build exports no renderPage: pages are drawn by the browser');
  } catch (err) {
    log.warn({ err, entryFile }, 'the server-rendering build did not load: pages are drawn by the browser');
  }
  return null;
}

/** The built page cut around its `#root` (empty in the build) and its configuration block's text. */
export interface PageTemplate {
  head: string;
  tail: string;
  configText: string | null;
  meta: (name: string) => string | undefined;
}

const ROOT = '<div id="root"></div>';

/** The template of a built page, or null when the page has no empty `#root`. */
export function pageTemplate(html: string): PageTemplate | null {
  const at = html.indexOf(ROOT);
  if (at < 0) return null;
  const configText = /<script\s+type="application\/json"\s+id="flua-config">([\s\S]*?)<\/script>/i.exec(html)?.[1] ?? null;
  return {
    head: html.slice(0, at) + '<div id="root">',
    tail: '</div>' + html.slice(at + ROOT.length),
    configText,
    meta: (name) => metaContent(html, name),
  };
}

/** A visitor's search answered by the server's own search (server/catalogue/search-answers.ts `preparedSearch`): its JSON. */
export type VisitorSearch = (request: SearchRequest) => Promise<{ json: Buffer }>;

/** The showcase's first search for a visitor the page knows nothing of, answered by the server's search. */
export async function firstPageData(search: VisitorSearch, template: PageTemplate): Promise<FirstPageData | null> {
  let raw: unknown;
  try {
    raw = template.configText ? JSON.parse(template.configText) : {};
  } catch {
    raw = {};
  }
  const request = cardSearchOf(firstShowcaseSearch(parseSiteConfig(raw)));
  const address = searchAddress(request);
  if (!address) return null;
  const prepared = await search(request);
  return { search: { address, answer: create(JSON.parse(prepared.json.toString('utf8')) as unknown, CardSearchResponse) } };
}

/** The data block the browser's charts start from. */
export function firstPageBlock(data: FirstPageData): string {
  return `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${scriptJson(data)}</script>`;
}

export interface ServerRendering {
  /** Whether the server draws this address (path and query as requested). */
  draws(url: string): boolean;
  /**
   * The page for the address: a stream whose head is written at once and whose body follows when drawn;
   * drawn by the browser (the fallback page's bytes) when the search or the render fails.
   */
  page(url: string, origin: string, log: Pick<FastifyBaseLogger, 'error'>): PassThrough;
}

/**
 * The server's drawing of the pages it draws, over the built page `html` (the page as the browser draws it
 * is `fallback`: its head, body and inline scripts, with the first search preloaded).
 */
export function serverRendering(search: VisitorSearch, renderer: PageRenderer, html: string, fallback: string): ServerRendering | null {
  const template = pageTemplate(html);
  const fallbackTemplate = pageTemplate(fallback);
  if (!template || !fallbackTemplate) return null;
  return {
    draws(url) {
      const q = url.indexOf('?');
      return isServerDrawnAddress(q < 0 ? url : url.slice(0, q), q < 0 ? '' : url.slice(q));
    },
    page(url, origin, log) {
      const out = new PassThrough();
      // The head at once: the browser asks for the app's files while the server searches and draws.
      out.write(template.head);
      void (async () => {
        try {
          const firstPage = await firstPageData(search, template);
          if (!firstPage) throw new Error('the first search has no address');
          const body = await renderer.renderPage({ url, origin, configText: template.configText, meta: template.meta, firstPage });
          out.end(`${body}${template.tail.replace('</body>', `${firstPageBlock(firstPage)}\n  </body>`)}`);
        } catch (err) {
          log.error({ err }, 'server rendering failed: the page is drawn by the browser');
          // The same head is written: the fallback's inline preload never runs, its body and scripts follow.
          out.end(fallbackTemplate.tail);
        }
      })();
      return out;
    },
  };
}

/** The origin the visitor's browser uses (behind a proxy, as `trustProxy` lets the request say). */
export function pageOrigin(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The drawn page's word for a visitor without JavaScript: the offers show, so the built page's
 * `<noscript>` (which says nothing shows) gives way to a notice at the top that filters and forms need it.
 */
export function withNoScriptNotice(html: string, notice: string): string {
  const withoutOld = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/i, '');
  const block =
    '<noscript><p role="note" style="margin:0;padding:12px 16px;background:#fff4e5;color:#1d1d1f;font:16px/1.4 system-ui,sans-serif;text-align:center">' +
    `${escapeHtml(notice)}</p></noscript>`;
  return withoutOld.replace(/<body([^>]*)>/i, (body) => `${body}\n    ${block}`);
}
