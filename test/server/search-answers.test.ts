/**
 * The search's answers: the 'card' view (what a showcase card shows) next to
 * the whole offers the spec's callers get, the request as JSON in the address
 * (`GET /api/search?q=`), brotli or gzip prepared once per catalogue version,
 * the ETag and 304, who may keep an answer (a visitor's GET briefly; an offer
 * admin's never), and a publish or a price change seen at once.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminOfferPaths } from '../../models/offer-admin/admin-offers';
import { ApiError, CardSearchResponse, SearchResponse, searchAddress, type SearchRequest } from '../../models/showcase/api';
import { cardOfferOf } from '../../models/showcase/card-projection';
import { BAD_REQUEST_MESSAGE } from '../../models/common/struct-errors';
import { buildApp } from '../../server/app';
import { PUBLIC_SEARCH_CACHE_CONTROL } from '../../server/catalogue/offers-routes';
import { findOffer, upsertOffer } from '../../server/catalogue/offers-repo';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const admin = demoAccounts.find((a) => a.roles.includes('offer_admin'))!;

/** The showcase's first search: all brands, São Paulo, a page of 24 cards. */
const SHOWCASE: SearchRequest = {
  brand: ['fiat', 'jeep', 'peugeot', 'citroen'],
  targetEntityType: 'NATURAL_PERSON',
  location: { countryCode: 'BR', stateCode: 'SP', cityCode: '3550308' },
  start: 0,
  size: 24,
  view: 'card',
};

describeEachDatabase('search answers', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (request: SearchRequest, headers: InjectOptions['headers'] = {}) => app.inject({ method: 'GET', url: searchAddress(request)!, headers });
  const post = (request: SearchRequest, headers: InjectOptions['headers'] = {}) => app.inject({ method: 'POST', url: '/api/search', payload: request, headers });

  it('answers the card view with what a card shows, and the whole offers without it', async () => {
    const { view: _card, ...whole } = SHOWCASE;
    const full = (await post(whole)).json();
    assert(full, SearchResponse);
    const cards = (await post(SHOWCASE)).json();
    assert(cards, CardSearchResponse);
    expect(cards.hits.found).toBe(full.hits.found);
    expect(cards.hits.hit.map((h) => h.id)).toEqual(full.hits.hit.map((h) => h.id));
    // Each card is the projection of its offer (colours of the default plan, price footer worked out).
    full.hits.hit.forEach((h, i) => expect(cards.hits.hit[i]!.fields).toEqual(cardOfferOf(h.fields)));
    // The card carries no plans, optionals or additionals.
    expect(Object.keys(cards.hits.hit[0]!.fields)).not.toContain('rentalPlanList');
    const size = (r: object) => JSON.stringify(r).length;
    expect(size(cards)).toBeLessThan(size(full) / 3);
    // The same search as a GET answers the same bytes.
    const byAddress = await get(SHOWCASE);
    expect(byAddress.statusCode).toBe(200);
    expect(byAddress.json()).toEqual(cards);
  });

  it('compresses with brotli or gzip as accepted, the same answer in each', async () => {
    const plain = await get(SHOWCASE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(SHOWCASE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(20 * 1024);
    const gz = await post(SHOWCASE, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('carries an ETag and answers 304 to a GET that already has it', async () => {
    const first = await get(SHOWCASE, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get(SHOWCASE)).headers.etag).toBe(etag);
    const again = await get(SHOWCASE, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // Another search has another ETag; a stale one gets the answer.
    expect((await get({ ...SHOWCASE, size: 6 })).headers.etag).not.toBe(etag);
    expect((await get(SHOWCASE, { 'if-none-match': 'W/"0-stale"' })).statusCode).toBe(200);
  });

  it("lets browsers and proxies keep a visitor's GET briefly, never a POST's answer nor an offer admin's", async () => {
    const visitor = await get(SHOWCASE);
    expect(visitor.headers['cache-control']).toBe(PUBLIC_SEARCH_CACHE_CONTROL);
    expect(String(visitor.headers.vary)).toMatch(/cookie/i);
    expect((await post(SHOWCASE)).headers['cache-control']).toBe('no-store');
    const cookie = await signInCookie(app, admin);
    const asAdmin = await get(SHOWCASE, { cookie });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['cache-control']).toBe('no-store');
    // The admin sees other offers (every category and status): another answer, another ETag.
    expect(asAdmin.headers.etag).not.toBe(visitor.headers.etag);
  });

  it('sees a publish and a price change at once: a new ETag, never a 304 for the old answer', async () => {
    const before = await get(SHOWCASE);
    const etag = String(before.headers.etag);
    const shown = before.json<CardSearchResponse>().hits.hit[0]!;
    const cookie = await signInCookie(app, admin);
    const write = (url: string) => app.inject({ method: 'PUT', url, payload: {}, headers: { ...SAME_ORIGIN, cookie } });

    expect((await write(adminOfferPaths.unpublish(shown.id))).statusCode).toBe(200);
    const hidden = await get(SHOWCASE, { 'if-none-match': etag });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.headers.etag).not.toBe(etag);
    expect(hidden.json<CardSearchResponse>().hits.hit.map((h) => h.id)).not.toContain(shown.id);

    expect((await write(adminOfferPaths.publish(shown.id))).statusCode).toBe(200);
    const back = await get(SHOWCASE, { 'if-none-match': String(hidden.headers.etag) });
    expect(back.statusCode).toBe(200);
    expect(back.json<CardSearchResponse>().hits.hit.map((h) => h.id)).toContain(shown.id);

    // A price change (any write to the catalogue) is a new answer too.
    const offer = (await findOffer(ctx.db, shown.id))!;
    const plans = offer.rentalPlanList.map((p) => ({ ...p, price: p.price + 100 }));
    await upsertOffer(ctx.db, { ...offer, rentalPlanList: plans }, 0);
    const repriced = await get(SHOWCASE, { 'if-none-match': String(back.headers.etag) });
    expect(repriced.statusCode).toBe(200);
    const card = repriced.json<CardSearchResponse>().hits.hit.find((h) => h.id === shown.id)!;
    expect(card.fields.price.monthly).toBe(shown.fields.price.monthly + 100);
  });

  it('refuses a bad request in the address with the pt-BR 400, as the POST does', async () => {
    for (const url of ['/api/search?q=%7Bnot%20json', `/api/search?q=${encodeURIComponent(JSON.stringify({ view: 'tudo' }))}`, '/api/search', `/api/search?q=${encodeURIComponent(JSON.stringify({ offerDenyList: ['x\u0000'] }))}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      assert(body, ApiError);
      expect(body.error.message).toBe(BAD_REQUEST_MESSAGE);
    }
    // Too long for the address: the client sends it as a POST.
    expect(searchAddress({ offerDenyList: Array.from({ length: 200 }, (_, i) => `oferta-negada-${i}`) })).toBeNull();
  });
});
