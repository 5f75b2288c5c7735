/**
 * The showcase's first search, preloaded with the page: the address the
 * server's inline script asks is the very one the offer list sends first for
 * a visitor the page knows nothing of, and the app takes that answer once.
 * On a details address (`/?offerId=…`) the page's other inline script asks
 * the details chart's offer call and preloads the details route's chunks
 * (server/http/first-offer.ts); the chart's offer call takes that answer.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { cardSearchOf, searchAddress, type CardSearchResponse, type SearchRequest } from '../../models/showcase/api';
import { FIRST_SEARCH_GLOBAL } from '../../models/showcase/showcase-modes';
import { FIRST_OFFER_GLOBAL } from '../../models/app/route-params';
import { offerAddress } from '../../models/showcase/api';
import { offerListMachine, type ResolvedLocation, type ResolveLocationInput } from '../../machines/offer-list/offer-list.machine';
import { firstSearchAddress, withFirstSearch } from '../../server/http/first-search';
import { detailsChunkFiles, firstOfferScript, withFirstOffer, type BuildManifest } from '../../server/http/first-offer';
import { contentSecurityPolicy, inlineScripts } from '../../server/http/security-headers';
import { createApi } from '../../services/api';
import { fetchWithPreloaded, takePreloadedOffer, takePreloadedSearch } from '../../services/first-search';
import { getOffer } from '../../services/offers';
import { publicOffers } from '../support/fixtures';
import { showcaseInput } from '../../src/showcase-composition';
import { readSite } from '../../src/site';

const indexHtml = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete globals[FIRST_SEARCH_GLOBAL];
  delete globals[FIRST_OFFER_GLOBAL];
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('the first search, preloaded with the page', () => {
  it('is the offer list’s first search of a visitor with no location, dealer or filter', async () => {
    document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(indexHtml)![1]!;
    const site = readSite(document);
    const sent: SearchRequest[] = [];
    const logic = offerListMachine.provide({
      actors: {
        resolveLocation: fromPromise<ResolvedLocation, ResolveLocationInput>(async () => ({ location: null, dealer: null })),
        // What the list sends is all this test looks at: the answer never comes.
        searchOffers: fromPromise<CardSearchResponse, SearchRequest>(({ input }) => {
          sent.push(input);
          return new Promise<CardSearchResponse>(() => {});
        }),
        listenToSession: fromCallback(() => () => {}),
      },
    });
    const actor = createActor(logic, { input: showcaseInput(site, {}, { sellerEdit: false, editMode: false }) }).start();
    await expect.poll(() => sent.length).toBe(1);
    actor.stop();
    const address = firstSearchAddress(indexHtml);
    expect(address).toMatch(/^\/api\/search\?q=/);
    expect(searchAddress(cardSearchOf(sent[0]!))).toBe(address);
  });

  it('puts the script before the module script; no preload for an API on another origin', () => {
    const page = '<head><meta name="flua:api-url" content="" /><meta name="flua:context" content="site-ofertas" /></head><body><script type="module" src="/x.js"></script></body>';
    const out = withFirstSearch(page);
    expect(out.indexOf(`window["${FIRST_SEARCH_GLOBAL}"]`)).toBeGreaterThan(0);
    expect(out.indexOf('<script>(function')).toBeLessThan(out.indexOf('<script type="module"'));
    expect(out).toContain('"X-Flua-Context":"site-ofertas"');
    // The same page serves the account pages: only the showcase's address asks.
    expect(out).toContain('if(location.pathname!=="/")return;');
    const elsewhere = page.replace('content=""', 'content="https://api.example.com"');
    expect(withFirstSearch(elsewhere)).toBe(elsewhere);
  });

  it('the app takes the preloaded answer once, for that address only; a retry asks the network', async () => {
    const answer = Promise.resolve(new Response('{"preloaded":true}'));
    globals[FIRST_SEARCH_GLOBAL] = { url: '/api/search?q=a', answer };
    expect(takePreloadedSearch('/api/search?q=b')).toBeUndefined();
    expect(takePreloadedSearch('/api/search?q=a')).toBe(answer);
    expect(takePreloadedSearch('/api/search?q=a')).toBeUndefined();

    const network: string[] = [];
    const fetchImpl = fetchWithPreloaded(answer, async (input) => {
      network.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return new Response('{"network":true}');
    });
    expect(await (await fetchImpl('/api/search?q=a')).json()).toEqual({ preloaded: true });
    expect(await (await fetchImpl('/api/search?q=a')).json()).toEqual({ network: true });
    expect(network).toEqual(['/api/search?q=a']);
  });

  it('asks the network when the preloaded request failed', async () => {
    const fetchImpl = fetchWithPreloaded(Promise.reject(new TypeError('offline')), async () => new Response('{"network":true}'));
    expect(await (await fetchImpl('/api/search?q=a')).json()).toEqual({ network: true });
  });
});

/** A build manifest as Vite writes it: the entry, its chunks, and the details route with chunks of its own and one shared with the entry. */
const manifest: BuildManifest = {
  // As the build writes it: the entry is the app chunk the page names (no entry of its own).
  '_app-A1.js': { file: 'assets/app-A1.js', imports: ['_runtime-R1.js'], css: ['assets/app-A1.css'] },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  'src/details-route.tsx': { file: 'assets/details-route-D1.js', imports: ['_runtime-R1.js', '_app-A1.js', '_lead-L1.js', '_pricing-P1.js'], css: ['assets/details-route-D1.css'] },
  '_lead-L1.js': { file: 'assets/lead-L1.js', imports: ['_format-F1.js', '_runtime-R1.js'], css: ['assets/lead-L1.css'] },
  '_pricing-P1.js': { file: 'assets/pricing-P1.js', imports: ['_format-F1.js'] },
  '_format-F1.js': { file: 'assets/format-F1.js' },
  'src/auth-pages.tsx': { file: 'assets/auth-pages-X1.js', imports: ['_runtime-R1.js'] },
  'ui/vehicle/vehicle-drawn.tsx': { file: 'assets/vehicle-drawn-V1.js', imports: ['_runtime-R1.js', '_drawing-W1.js'] },
  '_drawing-W1.js': { file: 'assets/drawing-W1.js' },
};

const builtPage =
  '<!doctype html><html><head><meta name="flua:api-url" content="" /><meta name="flua:context" content="site-ofertas" />' +
  '<script type="module" crossorigin src="/assets/app-A1.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-R1.js"><link rel="stylesheet" crossorigin href="/assets/app-A1.css">' +
  '</head><body><div id="root"></div></body></html>';

/** Runs the page's details script as the browser would on `address`, with `fetch` answering `answer`. */
function runDetailsScript(page: string, address: string, answer: () => Promise<Response> = async () => new Response('{}')) {
  const script = inlineScripts(page).find((body) => body.includes(FIRST_OFFER_GLOBAL) || body.includes('modulepreload'));
  expect(script).toBeTruthy();
  window.history.replaceState(null, '', address);
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    asked.push({ url, init });
    return answer();
  });
  // The page's own inline script, run as the browser runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(script!)();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => ({ rel: l.rel, as: l.getAttribute('as'), href: l.getAttribute('href'), crossOrigin: l.getAttribute('crossorigin') }));
  return { asked, links };
}

describe('the details page’s offer call and code, preloaded with the page', () => {
  it('preloads the details route’s chunk, its own imports and styles, not what the entry loads', () => {
    const files = detailsChunkFiles(manifest, builtPage);
    expect(files.scripts[0]).toBe('/assets/details-route-D1.js');
    // With the drawn vehicle its picture shows (an offer without a photo); never another page's chunk.
    expect(new Set(files.scripts)).toEqual(
      new Set(['/assets/details-route-D1.js', '/assets/lead-L1.js', '/assets/format-F1.js', '/assets/pricing-P1.js', '/assets/vehicle-drawn-V1.js', '/assets/drawing-W1.js']),
    );
    expect(new Set(files.styles)).toEqual(new Set(['/assets/details-route-D1.css', '/assets/lead-L1.css']));
    // A build without the route (or without a manifest) preloads no chunk.
    expect(detailsChunkFiles({}, builtPage)).toEqual({ scripts: [], styles: [] });
  });

  it('on a details address, asks the chart’s offer call and adds the chunks’ preloads; the CSP carries the script’s hash', () => {
    const page = withFirstOffer(builtPage, detailsChunkFiles(manifest, builtPage));
    // After the app's module script (the browser asks for it first), before the stylesheet (which would hold the script until it arrived).
    expect(page.indexOf(`window["${FIRST_OFFER_GLOBAL}"]`)).toBeGreaterThan(page.indexOf('<script type="module"'));
    expect(page.indexOf(`window["${FIRST_OFFER_GLOBAL}"]`)).toBeLessThan(page.indexOf('rel="stylesheet"'));
    const csp = contentSecurityPolicy(page);
    for (const body of inlineScripts(page)) expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);

    const { asked, links } = runDetailsScript(page, '/?offerId=fiat-mobi-l10&period=36');
    expect(asked.map((a) => a.url)).toEqual([offerAddress('fiat-mobi-l10')]);
    expect(asked[0]!.init).toMatchObject({ credentials: 'same-origin', headers: { Accept: 'application/json', 'X-Flua-Context': 'site-ofertas' } });
    expect((globals[FIRST_OFFER_GLOBAL] as { url: string }).url).toBe(offerAddress('fiat-mobi-l10'));
    expect(links.filter((l) => l.rel === 'modulepreload').map((l) => l.href)).toEqual(detailsChunkFiles(manifest, builtPage).scripts);
    expect(links.filter((l) => l.rel === 'preload').map((l) => [l.href, l.as])).toEqual(detailsChunkFiles(manifest, builtPage).styles.map((href) => [href, 'style']));
    // The same CORS mode as Vite's own preloads and the module scripts, so the browser reuses what it fetched.
    expect(links.every((l) => l.crossOrigin === '')).toBe(true);
  });

  it('does nothing on the showcase, the account pages, a mangled id or ?rental=true', () => {
    const page = withFirstOffer(builtPage, detailsChunkFiles(manifest, builtPage));
    for (const address of ['/', '/?utm_source=x', '/?categoria=suv', '/entrar?offerId=fiat-mobi-l10', '/?offerId=%3Cscript%3E', '/?offerId=fiat-mobi-l10&rental=true']) {
      const { asked, links } = runDetailsScript(page, address);
      expect(asked, address).toEqual([]);
      expect(links, address).toEqual([]);
      expect(globals[FIRST_OFFER_GLOBAL], address).toBeUndefined();
    }
  });

  it('an API on another origin gets no offer preload (the page’s own chunks still are)', () => {
    const elsewhere = builtPage.replace('name="flua:api-url" content=""', 'name="flua:api-url" content="https://api.example.com"');
    expect(firstOfferScript(elsewhere, { scripts: [], styles: [] })).toBeNull();
    const { asked, links } = runDetailsScript(withFirstOffer(elsewhere, detailsChunkFiles(manifest, builtPage)), '/?offerId=fiat-mobi-l10');
    expect(asked).toEqual([]);
    expect(globals[FIRST_OFFER_GLOBAL]).toBeUndefined();
    expect(links.filter((l) => l.rel === 'modulepreload')).toHaveLength(6);
  });

  it('the chart’s offer call takes the preloaded answer of its offer once; another offer, a retry or a failed preload ask the network', async () => {
    const offer = publicOffers.find((o) => o.id === 'fiat-mobi-l10')!;
    const network: string[] = [];
    const api = createApi({ ...createApi().config, apiUrl: '', context: 'site-ofertas' }, async (input) => {
      network.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return new Response(JSON.stringify({ ...offer, id: 'from-network' }), { headers: { 'content-type': 'application/json' } });
    });
    const page = withFirstOffer(builtPage, detailsChunkFiles(manifest, builtPage));
    runDetailsScript(page, '/?offerId=fiat-mobi-l10', async () => new Response(JSON.stringify(offer), { headers: { 'content-type': 'application/json' } }));

    // Another offer (the visitor opened another one first) leaves the preloaded answer alone.
    expect((await getOffer(api, 'jeep-renegade')).id).toBe('from-network');
    expect((await getOffer(api, 'fiat-mobi-l10')).id).toBe('fiat-mobi-l10');
    expect(network).toEqual([offerAddress('jeep-renegade')]);
    // Taken once: opening it again asks the server.
    expect((await getOffer(api, 'fiat-mobi-l10')).id).toBe('from-network');
    expect(network).toEqual([offerAddress('jeep-renegade'), offerAddress('fiat-mobi-l10')]);

    // The preload failed on the network: the chart's call asks again (through the browser's fetch).
    let calls = 0;
    const { asked } = runDetailsScript(page, '/?offerId=fiat-mobi-l10', async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('offline');
      return new Response(JSON.stringify({ ...offer, id: 'asked-again' }), { headers: { 'content-type': 'application/json' } });
    });
    expect((await getOffer(api, 'fiat-mobi-l10')).id).toBe('asked-again');
    expect(asked.map((a) => a.url)).toEqual([offerAddress('fiat-mobi-l10'), offerAddress('fiat-mobi-l10')]);
    expect(takePreloadedOffer(offerAddress('fiat-mobi-l10'))).toBeUndefined();
  });
});
