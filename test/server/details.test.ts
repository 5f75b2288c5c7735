import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiError } from '../../models/showcase/api';
import { AdditionalInfo, FeaturedItem, OptionalContent, optionalContentPath } from '../../models/content/details-content';
import { FaqAnswer } from '../../models/content/faq';
import { TRACKING_COMPONENTS, trackingPropertiesPath } from '../../models/common/tracking';
import { TrackingPropertiesAnswer } from '../../models/content/tracking-properties';
import { buildApp } from '../../server/app';
import { demoFaq, demoOffers } from '../../server/demo/demo-catalogue';
import { describeEachDatabase } from './support/test-db';

const offer = demoOffers.find((o) => o.id === 'fiat-mobi-l10')!;
const BAD_REQUEST = 'Requisição inválida. Verifique os campos informados.';

describeEachDatabase('details API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.json<unknown>() };
  };

  const expectBadRequest = (answer: { status: number; body: unknown }, field: string) => {
    expect(answer.status).toBe(400);
    assert(answer.body, ApiError);
    expect(answer.body.error.message).toBe(BAD_REQUEST);
    expect(Object.keys(answer.body.error.fields ?? {})).toContain(field);
  };

  const expectNotFound = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(404);
    assert(answer.body, ApiError);
    expect(answer.body.error.message).toBe('Não encontrado.');
  };

  it('answers the additionals of an MVS code with id, name, description and image', async () => {
    const { status, body } = await get(`/api/additionals?mvs_code=${offer.mvs}`);
    expect(status).toBe(200);
    const items = body as AdditionalInfo[];
    items.forEach((i) => assert(i, AdditionalInfo));
    expect(items.map((i) => i.id)).toEqual(offer.additionalItemsList.map((a) => a.id));
    const plate = items.find((i) => i.id === '1')!;
    expect(plate.name).toBe('Final de placa');
    expect(plate.description).toContain('0 a 9');
    expect(plate.image_link).toBe('/img/additional-plate.svg');
  });

  it('refuses additionals without or with a bad mvs_code (pt-BR 400) and answers 404 for an unknown one', async () => {
    expectBadRequest(await get('/api/additionals'), 'mvs_code');
    expectBadRequest(await get('/api/additionals?mvs_code=%3Cscript%3E'), 'mvs_code');
    expectBadRequest(await get(`/api/additionals?mvs_code=${offer.mvs}&x=1`), 'x');
    expectNotFound(await get('/api/additionals?mvs_code=NAOEXISTE'));
  });

  it('answers the featured items of an MVS code and year', async () => {
    const { status, body } = await get(`/api/item?mvsCode=${offer.mvs}&year=${offer.modelYear}&behavior=FEATURED`);
    expect(status).toBe(200);
    const items = body as FeaturedItem[];
    items.forEach((i) => assert(i, FeaturedItem));
    expect(items.map((i) => i.name)).toEqual(offer.partsList);
  });

  it.each([
    ['', 'mvsCode'],
    [`mvsCode=${offer.mvs}&year=26&behavior=FEATURED`, 'year'],
    [`mvsCode=${offer.mvs}&year=2026&behavior=ALL`, 'behavior'],
    [`mvsCode=${offer.mvs}&year=2026`, 'behavior'],
    [`mvsCode=a-b&year=2026&behavior=FEATURED`, 'mvsCode'],
  ])('refuses featured items query %j with a pt-BR 400 naming %s', async (query, field) => {
    expectBadRequest(await get(`/api/item?${query}`), field);
  });

  it('answers 404 for featured items of an unknown MVS code or year', async () => {
    expectNotFound(await get(`/api/item?mvsCode=NAOEXISTE&year=2026&behavior=FEATURED`));
    expectNotFound(await get(`/api/item?mvsCode=${offer.mvs}&year=1999&behavior=FEATURED`));
  });

  it('serves an optional content with its rich text sanitised', async () => {
    const path = optionalContentPath({ brand: 'fiat', country: 'br', language: 'pt', modelCode: offer.modelCode, code: 'PACK-TECH' });
    const { status, body } = await get(path);
    expect(status).toBe(200);
    assert(body, OptionalContent);
    expect(body.title).toBe(offer.optionals.find((o) => o.code === 'PACK-TECH')!.name);
    expect(body.text).toContain('<h3>Pacote Tecnologia</h3>');
    expect(body.text).toContain('<strong>visão de cima</strong>');
    expect(body.text).not.toMatch(/javascript:|onclick|<script/i);
    const roof = await get(optionalContentPath({ brand: 'fiat', country: 'br', language: 'pt', modelCode: offer.modelCode, code: 'TETO' }));
    assert(roof.body, OptionalContent);
    expect(roof.body.text).not.toMatch(/onerror|onmouseover|<img/i);
  });

  it('answers 404 for content that does not exist, and 400 for a malformed path', async () => {
    expectNotFound(await get(optionalContentPath({ brand: 'fiat', country: 'br', language: 'pt', modelCode: offer.modelCode, code: 'NADA' })));
    expectNotFound(await get(optionalContentPath({ brand: 'fiat', country: 'ar', language: 'es', modelCode: offer.modelCode, code: 'PACK-TECH' })));
    expectBadRequest(await get(optionalContentPath({ brand: 'ferrari', country: 'br', language: 'pt', modelCode: offer.modelCode, code: 'PACK-TECH' })), 'brand');
    expectBadRequest(await get(`/content/fiat/br/pt/products/${offer.modelCode}/optionals/PACK-TECH.json`), 'file');
  });

  it('serves the FAQ with question, text and hideSurvey, in order', async () => {
    const { status, body } = await get('/content/flua/faq.infinity.json');
    expect(status).toBe(200);
    assert(body, FaqAnswer);
    expect(body.map((e) => e.question)).toEqual(demoFaq.map((f) => f.question));
    expect(body[4]!.hideSurvey).toBe(true);
    expect(body[4]!.text).toContain('<strong>Final de placa</strong>');
  });

  it('answers an unknown content path with 404', async () => {
    expectNotFound(await get('/content/flua/outra.infinity.json'));
  });

  it("serves each page component's tracking properties, in the shape the browser reads; 404 for a component without any, 400 for a malformed path", async () => {
    for (const component of TRACKING_COMPONENTS) {
      const { status, body } = await get(trackingPropertiesPath(component));
      expect(status).toBe(200);
      assert(body, TrackingPropertiesAnswer);
      expect(body).toMatchObject({ component, trackingProperties: { pageSection: expect.any(String), contentGroup: expect.any(String) } });
    }
    expect((await get(trackingPropertiesPath('showcase'))).body).toEqual({
      component: 'showcase',
      trackingProperties: { pageSection: 'vitrine', componentName: 'vitrine-de-ofertas', contentGroup: 'ofertas' },
    });
    const missing = await get('/content/flua/components/rodape.infinity.json');
    expect(missing.status).toBe(404);
    assert(missing.body, ApiError);
    expect(missing.body.error.message).toBe('Conteúdo não encontrado.');
    expectBadRequest(await get('/content/flua/components/Showcase.json'), 'file');
  });
});
