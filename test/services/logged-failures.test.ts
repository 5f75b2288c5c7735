/**
 * Failures the spec logs and never shows (001 §8 "Logged only"): a search of
 * the showcase that fails is logged as 'Failed to load offers.' (the visitor
 * sees the list's own retry); a search the list called off is not; a FAQ
 * that is not there, 'Not found - FAQ page'; featured items that fail, a line of their own.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type PromiseActorLogic } from 'xstate';
import { createApi } from '../../services/api';
import { createOfferListImplementations } from '../../machines/offer-list/offer-list.actors';
import type { SessionRef } from '../../machines/session/session.machine';
import { logMessages } from '../../models/labels/log';
import { faqPageActors } from '../../machines/faq-page/faq-page.actors';
import { termsLogic } from '../../machines/offer-details/offer-details.actors';

const config = { brand: 'fiat', country: 'br', language: 'pt', apiUrl: '', contentUrl: '', context: 'site-ofertas/fiat' } as const;
const request = { brand: ['fiat'], size: 6, from: 0 } as never;

describe('the showcase search', () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs 'Failed to load offers.' when the search fails, and fails as before", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = createApi(config, async () => new Response(JSON.stringify({ error: { code: 'internal', message: 'Um erro ocorreu, tente novamente' } }), { status: 400, headers: { 'content-type': 'application/json' } }));
    const { actors } = createOfferListImplementations({ api, session: {} as SessionRef });
    const search = createActor(actors.searchOffers, { input: request });
    search.start();
    await expect(toPromise(search)).rejects.toBeTruthy();
    expect(warn).toHaveBeenCalledWith(logMessages.offersFailed, expect.anything());
  });

  it('logs nothing when the list calls its search off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = createApi(config, ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch);
    const { actors } = createOfferListImplementations({ api, session: {} as SessionRef });
    const search = createActor(actors.searchOffers, { input: request });
    search.start();
    search.stop();
    await new Promise((r) => setTimeout(r, 10));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the FAQ and the featured items', () => {
  afterEach(() => vi.restoreAllMocks());
  const failing = () => createApi(config, async () => new Response('', { status: 404 }));

  it("a FAQ page that is not there logs 'Not found - FAQ page'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const faq = createActor(faqPageActors(failing()).loadFaq, { input: '/content/flua/faq' });
    faq.start();
    await expect(toPromise(faq)).rejects.toBeTruthy();
    expect(warn).toHaveBeenCalledWith(logMessages.faqNotFound, expect.anything());
  });

  it('featured items that fail to load are logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logic = termsLogic(failing()).implementations.actors.loadItems as unknown as PromiseActorLogic<unknown, { mvsCode: string; year: number }>;
    const items = createActor(logic, { input: { mvsCode: '341L10A', year: 2026 } });
    items.start();
    await expect(toPromise(items)).rejects.toBeTruthy();
    expect(warn).toHaveBeenCalledWith(logMessages.featuredItemsFailed, expect.anything());
  });
});
