/**
 * The showcase's first search, preloaded with the page: the address the
 * server's inline script asks is the very one the offer list sends first for
 * a visitor the page knows nothing of, and the app takes that answer once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { cardSearchOf, searchAddress, type CardSearchResponse, type SearchRequest } from '../../models/api';
import { FIRST_SEARCH_GLOBAL } from '../../models/showcase-modes';
import { offerListMachine, type ResolvedLocation, type ResolveLocationInput } from '../../machines/offer-list/offer-list.machine';
import { firstSearchAddress, withFirstSearch } from '../../server/http/first-search';
import { fetchWithPreloaded, takePreloadedSearch } from '../../services/first-search';
import { showcaseInput } from '../../src/showcase-composition';
import { readSite } from '../../src/site';

const indexHtml = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete globals[FIRST_SEARCH_GLOBAL];
  document.head.innerHTML = '';
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
