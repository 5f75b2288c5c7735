import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { ApiError, type OfferWithMvs, type SearchResponse } from '../../models/showcase/api';
import { Offer } from '../../models/offer/offer';
import { isPublished } from '../../models/offer/offer-status';
import { buildApp } from '../../server/app';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { describeEachDatabase } from './support/test-db';

// The public search leaves out offerDeny offers too: its count is the showcase's.
const publicOffers = demoOffers.filter((o) => isPublished(o) && o.targetEntityType === 'NATURAL_PERSON' && !o.b2eOffer && !o.offerDeny);

describeEachDatabase('offers API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  const search = async (body: unknown) => {
    const res = await app.inject({ method: 'POST', url: '/api/search', payload: body as object });
    return { status: res.statusCode, body: res.json<SearchResponse>() };
  };

  it('answers health with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.kind });
  });

  it('searches published natural-person offers in catalogue order by default', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.hits.found).toBe(publicOffers.length);
    expect(body.hits.hit.map((h) => h.id)).toEqual(publicOffers.map((o) => o.id));
    for (const hit of body.hits.hit) {
      assert(hit.fields, Offer);
      expect(hit.id).toBe(hit.fields.id);
      expect(isPublished(hit.fields)).toBe(true);
    }
    expect(publicOffers.length).toBeGreaterThanOrEqual(24);
  });

  it('keeps the brand order asked for (multibrand)', async () => {
    const { body } = await search({ brand: ['citroen', 'fiat'] });
    const brands = body.hits.hit.map((h) => h.fields.brand);
    expect(new Set(brands)).toEqual(new Set(['citroen', 'fiat']));
    expect(brands.indexOf('fiat')).toBeGreaterThan(brands.lastIndexOf('citroen'));
  });

  it('filters by one brand, category, model codes, deny list and allowed MVS', async () => {
    const jeep = await search({ brand: 'jeep' });
    expect(jeep.body.hits.hit.every((h) => h.fields.brand === 'jeep')).toBe(true);
    expect(jeep.body.hits.found).toBe(publicOffers.filter((o) => o.brand === 'jeep').length);

    const first = publicOffers[0]!;
    const byCategory = await search({ fq: { categoryCode: first.category.categoryCode } });
    expect(byCategory.body.hits.hit.every((h) => h.fields.category.categoryCode === first.category.categoryCode)).toBe(true);

    const byModel = await search({ fq: { modelCodes: [first.modelCode] } });
    expect(byModel.body.hits.hit.map((h) => h.id)).toEqual(publicOffers.filter((o) => o.modelCode === first.modelCode).map((o) => o.id));

    const denied = await search({ offerDenyList: [first.id] });
    expect(denied.body.hits.hit.map((h) => h.id)).not.toContain(first.id);
    expect(denied.body.hits.found).toBe(publicOffers.length - 1);

    const allowed = await search({ allowedMvs: [first.mvs] });
    expect(allowed.body.hits.hit.map((h) => h.fields.mvs)).toEqual([first.mvs]);
  });

  it('shows legal-person offers only to that category and B2E offers only when asked', async () => {
    const legal = await search({ targetEntityType: 'LEGAL_PERSON' });
    expect(legal.body.hits.found).toBeGreaterThan(0);
    expect(legal.body.hits.hit.every((h) => h.fields.targetEntityType === 'LEGAL_PERSON')).toBe(true);
    const b2e = await search({ b2eOffer: true });
    expect(b2e.body.hits.found).toBeGreaterThan(0);
    expect(b2e.body.hits.hit.every((h) => h.fields.b2eOffer)).toBe(true);
  });

  it('pages with start and size, keeping the total found', async () => {
    const page = await search({ start: 6, size: 6 });
    expect(page.body.hits.found).toBe(publicOffers.length);
    expect(page.body.hits.hit.map((h) => h.id)).toEqual(publicOffers.slice(6, 12).map((o) => o.id));
    const beyond = await search({ start: 1000, size: 6 });
    expect(beyond.body.hits.hit).toEqual([]);
    expect(beyond.body.hits.found).toBe(publicOffers.length);
  });

  it('shows dealer offers only near the chosen location', async () => {
    const dealerOffer = publicOffers.find((o) => o.dealer);
    expect(dealerOffer?.dealer).toBeTruthy();
    if (!dealerOffer?.dealer) return;
    const here = await search({ location: { countryCode: 'BR', stateCode: dealerOffer.dealer.state, cityCode: dealerOffer.dealer.cityId } });
    expect(here.body.hits.hit.map((h) => h.id)).toContain(dealerOffer.id);
    const elsewhere = await search({ location: { countryCode: 'BR', stateCode: 'AM', cityCode: '1302603' } });
    expect(elsewhere.body.hits.hit.map((h) => h.id)).not.toContain(dealerOffer.id);
    expect(elsewhere.body.hits.hit.some((h) => !h.fields.dealer)).toBe(true);
  });

  it.each([
    [{ brand: 'ferrari' }, 'brand'],
    [{ targetEntityType: 'ALIEN' }, 'targetEntityType'],
    [{ location: { countryCode: 'BR', cityCode: '12' } }, 'location.cityCode'],
    [{ size: 0 }, 'size'],
    [{ size: 100000 }, 'size'],
    [{ fq: { modelCodes: 'x' } }, 'fq.modelCodes'],
    [{ unknownField: 1 }, 'unknownField'],
  ])('refuses bad input %j with a pt-BR 400 naming %s', async (body, field) => {
    const res = await app.inject({ method: 'POST', url: '/api/search', payload: body });
    expect(res.statusCode).toBe(400);
    const answer = res.json();
    assert(answer, ApiError);
    expect(answer.error.message).toBe('Requisição inválida. Verifique os campos informados.');
    expect(Object.keys(answer.error.fields ?? {})).toContain(field);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/search', payload: '{not json', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'bad_json', message: 'O conteúdo enviado não é um JSON válido.' });
  });

  it('answers one offer with mvsResource, and 404 in pt-BR for an unknown or unpublished one', async () => {
    const offer = publicOffers[0]!;
    const res = await app.inject({ method: 'GET', url: `/api/offers/${offer.id}?include_mvs_info=true` });
    expect(res.statusCode).toBe(200);
    const body = res.json<OfferWithMvs>();
    expect(body.id).toBe(offer.id);
    expect(body.mvsResource).toMatchObject({ mvs: offer.mvs, modelCode: offer.mvsInformation.modelCode, year: offer.mvsInformation.year });

    const plain = await app.inject({ method: 'GET', url: `/api/offers/${offer.id}` });
    expect(plain.json<OfferWithMvs>().mvsResource).toBeUndefined();

    const missing = await app.inject({ method: 'GET', url: '/api/offers/nao-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'offer_not_found', message: 'Oferta não encontrada.' } });

    const removed = demoOffers.find((o) => o.removed)!;
    expect((await app.inject({ method: 'GET', url: `/api/offers/${removed.id}` })).statusCode).toBe(404);

    const badQuery = await app.inject({ method: 'GET', url: `/api/offers/${offer.id}?include_mvs_info=talvez` });
    expect(badQuery.statusCode).toBe(400);
  });

  it('answers offers in bulk in the order asked, skipping unknown ones', async () => {
    const [a, b] = [publicOffers[3]!, publicOffers[1]!];
    const res = await app.inject({ method: 'GET', url: `/api/offers/bulk/${a.id},nao-existe,${b.id}?include_mvs_info=true` });
    expect(res.statusCode).toBe(200);
    const body = res.json<OfferWithMvs[]>();
    expect(body.map((o) => o.id)).toEqual([a.id, b.id]);
    expect(body.every((o) => o.mvsResource)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/offers/bulk/,,' })).statusCode).toBe(400);
  });

  it('compresses large answers with brotli or gzip', async () => {
    const br = await app.inject({ method: 'POST', url: '/api/search', payload: {}, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await app.inject({ method: 'POST', url: '/api/search', payload: {}, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('refuses a NUL character anywhere in the input with a pt-BR 400, never a database error', async () => {
    for (const res of [
      await app.inject({ method: 'GET', url: '/api/offers/%00' }),
      await app.inject({ method: 'GET', url: '/api/dealers/v2?cityCode=3550308%00&brand=fiat&type=RENTAL' }),
      await app.inject({ method: 'POST', url: '/api/search', payload: { brand: ['fiat'], targetEntityType: 'NATURAL_PERSON', offerDenyList: ['x\u0000'] } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Requisição inválida. Verifique os campos informados.');
    }
  });
});

describeEachDatabase('static SPA', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flua-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><title>Flua</title><script>window.dataLayer = [];</script><script type="application/json" id="flua-config">{}</script><script type="module" src="/assets/app-abc123.js"></script>',
    );
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1);'.repeat(200));
    // The build's manifest: the details route's chunk, what it imports beyond the page's own chunk, and its styles.
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        '_app-abc123.js': { file: 'assets/app-abc123.js' },
        'src/details-route.tsx': { file: 'assets/details-route-def456.js', isDynamicEntry: true, imports: ['_app-abc123.js', '_lead-789.js'], css: ['assets/details-route-def456.css'] },
        '_lead-789.js': { file: 'assets/lead-789.js' },
      }),
    );
    app = (await buildApp({ db: ctx.db, staticDir: dir })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the page with a Content-Security-Policy that allows its own inline script by hash, and nosniff everywhere', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    const csp = String(index.headers['content-security-policy']);
    const hash = createHash('sha256').update('window.dataLayer = [];').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    // Each inline script the page carries (the data layer's, the first search's), and nothing else, by its hash.
    const scripts = [...index.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp.match(/sha256-/g)).toHaveLength(scripts.length);
    expect(csp).toContain("object-src 'none'");
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    const api = await app.inject({ method: 'GET', url: '/api/nada' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('the page starts the details route’s offer call and chunks on a details address, named from the build manifest; the manifest is not served', async () => {
    const index = await app.inject({ method: 'GET', url: '/?offerId=fiat-mobi-l10', headers: { accept: 'text/html' } });
    const script = [...index.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((s) => s.includes('__fluaFirstOffer'));
    expect(script).toBeDefined();
    expect(script).toContain('"/api/offers/"+encodeURIComponent(id)+"?include_mvs_info=true"');
    expect(script).toContain('["/assets/details-route-def456.js","/assets/lead-789.js"]');
    expect(script).toContain('["/assets/details-route-def456.css"]');
    // Not the page's own chunk, which it loads anyway.
    expect(script).not.toContain('app-abc123');
    expect(String(index.headers['content-security-policy'])).toContain(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('serves index.html revalidated before each use (server/pages/pages-routes.ts) and hashed assets cached for a year', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('public, no-cache');
    expect(index.headers.etag).toMatch(/^W\/"/);
    expect(index.body).toContain('<title>Ofertas de assinatura de carros 0 km | Flua!</title>');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
  });

  it('answers the app’s pages with the SPA, unknown browser paths with the SPA and 404, missing assets with 404', async () => {
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    for (const url of ['/?offerId=x', '/entrar', '/cadastro?redirect=%2F', '/minhas-propostas/']) {
      const found = await page(url);
      expect(found.statusCode, url).toBe(200);
      expect(found.body).toContain('<title>');
    }
    for (const url of ['/admin', '/qualquer/rota?offerId=x', '/entrar/de-novo']) {
      const unknown = await page(url);
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(unknown.body).toContain('<title>Flua</title>');
      expect(unknown.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const missing = await app.inject({ method: 'GET', url: '/assets/nao-existe.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers an unknown API path with 404 in the error envelope, in pt-BR, even to a browser', async () => {
    for (const request of [
      { method: 'GET', url: '/api/nada' },
      { method: 'GET', url: '/api/admin', headers: { accept: 'text/html' } },
      { method: 'POST', url: '/api/nada?x=1', payload: {} },
    ] as const) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'route_not_found', message: 'Endereço não encontrado na API.' } });
    }
  });
});
