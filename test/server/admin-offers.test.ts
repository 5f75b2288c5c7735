/**
 * The offer manager and editor calls: who may call them, the action matrix,
 * the draft rules (an invalid draft writes nothing), the 409 of two admins
 * saving one offer, history, photos (type read from the bytes, size limits,
 * the served sizes), and what the public search sees after each change.
 */
import { todayInBrazil } from '../../models/common/calendar';
import sharp from 'sharp';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOfferDetail, AdminOfferList, AdminOfferListItem, MAX_OFFER_IMAGE_BYTES, adminOfferPaths } from '../../models/offer-admin/admin-offers';
import type { SearchResponse } from '../../models/showcase/api';
import { labels } from '../../models/labels/spec';
import { offerEditorLabels } from '../../models/labels/offer-editor';
import { OfferImage } from '../../models/offer/offer';
import { OFFER_BOUNDS, type OfferDraft } from '../../models/offer-admin/offer-draft';
import { formatBRL } from '../../models/common/money';
import { offerPermissions, offerStatus } from '../../models/offer/offer-status';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { leadOffer, rentalLead } from '../support/lead-fixtures';
import { postgresImageStore, s3ImageStore, type OfferImageStore } from '../../server/admin/offer-image-store';
import { startTestS3, type TestS3 } from './support/s3';
import { describeEachDatabase } from './support/test-db';
import { validOfferDraft } from '../support/offer-draft';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const admin = demoAccounts.find((a) => a.roles.includes('offer_admin'))!;
const seller = demoAccounts.find((a) => a.roles.includes('seller'))!;
const customer = demoAccounts.find((a) => a.email === 'joao@flua.example')!;
const t = offerEditorLabels;

/** The valid draft, named so these tests find their offer, valid for years. */
function draft(overrides: Partial<OfferDraft> = {}): OfferDraft {
  return validOfferDraft({
    modelCode: '341',
    versionName: 'Teste Editor 1.0',
    versionCode: 'TE1',
    seriesCode: 'Z',
    colors: [
      { code: '268', name: 'BRANCO BANCHISA', category: 'N', value: 0, rgb: '#F2F2EF', associatedPeriod: [] },
      { code: '811', name: 'PRETO VULCANO', category: 'M', value: 12900, rgb: '#111111', associatedPeriod: [] },
    ],
    endsOn: '2030-12-31',
    ...overrides,
  });
}

async function photo(format: 'png' | 'jpeg' | 'webp', width = 1600, height = 900): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } });
  return (format === 'png' ? img.png() : format === 'jpeg' ? img.jpeg() : img.webp()).toBuffer();
}

function multipart(name: string, type: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----flua-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDatabase('admin offers API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => app?.close());

  const cookies = new Map<string, string>();
  const signIn = async (account: { email: string; password: string }) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: account.email, password: account.password }, headers: SAME_ORIGIN });
    expect(res.statusCode).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    cookies.set(account.email, cookie);
    return cookie;
  };
  const call = (cookie: string | undefined, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...SAME_ORIGIN, ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
  const search = async (body: object = {}) => (await call(undefined, { method: 'POST', url: '/api/search', payload: body })).json<SearchResponse>();
  const offerCount = async () => Number((await ctx.db.query<{ n: string | number }>('SELECT count(*) AS n FROM offers')).rows[0]!.n);
  const historyCount = async () => Number((await ctx.db.query<{ n: string | number }>('SELECT count(*) AS n FROM offer_history')).rows[0]!.n);

  const create = async (cookie: string, d: OfferDraft = draft()) => {
    const res = await call(cookie, { method: 'POST', url: adminOfferPaths.create, payload: { draft: d } });
    expect(res.statusCode).toBe(201);
    const body = res.json<AdminOfferDetail>();
    assert(body, AdminOfferDetail);
    return body;
  };

  describe('who may call what', () => {
    const someId = demoOffers[0]!.id;
    const routes: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: adminOfferPaths.list },
      { method: 'GET', url: adminOfferPaths.detail(someId) },
      { method: 'POST', url: adminOfferPaths.create, payload: { draft: draft() } },
      { method: 'PUT', url: adminOfferPaths.update(someId), payload: { revision: 1, draft: draft() } },
      { method: 'PUT', url: adminOfferPaths.publish(someId), payload: {} },
      { method: 'PUT', url: adminOfferPaths.unpublish(someId), payload: {} },
      { method: 'DELETE', url: adminOfferPaths.remove(someId) },
      { method: 'POST', url: adminOfferPaths.uploadImage, payload: {} },
      { method: 'DELETE', url: adminOfferPaths.deleteImage('0'.repeat(32)) },
    ];

    it('answers 401 to a visitor and 403 to a customer and a seller on every admin route, and writes nothing', async () => {
      const customerCookie = await signIn(customer);
      const sellerCookie = await signIn(seller);
      const before = await offerCount();
      for (const route of routes) {
        const anonymous = await call(undefined, route);
        expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
        for (const cookie of [customerCookie, sellerCookie]) {
          const res = await call(cookie, route);
          expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
          expect(res.json().error.code).toBe('forbidden');
        }
      }
      expect(await offerCount()).toBe(before);
      const removedSomething = await ctx.db.query('SELECT 1 FROM offers WHERE removed AND id = $1', [someId]);
      expect(removedSomething.rows).toEqual([]);
    });

    it('lets the offer admin call each of them', async () => {
      const cookie = await signIn(admin);
      expect((await call(cookie, routes[0]!)).statusCode).toBe(200);
      expect((await call(cookie, routes[1]!)).statusCode).toBe(200);
      const created = await create(cookie);
      const id = created.id;
      expect((await call(cookie, { method: 'PUT', url: adminOfferPaths.update(id), payload: { revision: created.revision, draft: draft({ versionName: 'Outra' }) } })).statusCode).toBe(200);
      expect((await call(cookie, { method: 'PUT', url: adminOfferPaths.publish(id), payload: {} })).statusCode).toBe(200);
      expect((await call(cookie, { method: 'PUT', url: adminOfferPaths.unpublish(id), payload: {} })).statusCode).toBe(200);
      expect((await call(cookie, { method: 'DELETE', url: adminOfferPaths.remove(id) })).statusCode).toBe(200);
      const upload = await call(cookie, { method: 'POST', url: adminOfferPaths.uploadImage, ...multipart('a.png', 'image/png', await photo('png', 300, 200)) });
      expect(upload.statusCode).toBe(201);
      const image = upload.json<OfferImage>();
      expect((await call(cookie, { method: 'DELETE', url: adminOfferPaths.deleteImage(image.id) })).statusCode).toBe(204);
    });
  });

  describe('the manager list', () => {
    it('lists every offer of every category and status, with the card data', async () => {
      const cookie = await signIn(admin);
      const res = await call(cookie, { method: 'GET', url: adminOfferPaths.list });
      const body = res.json<AdminOfferList>();
      assert(body, AdminOfferList);
      expect(body.offers.map((o) => o.id).sort()).toEqual(demoOffers.map((o) => o.id).sort());
      const statuses = new Set(body.offers.map((o) => offerStatus(o)));
      expect(statuses).toEqual(new Set(['published', 'saved', 'removed', 'archived']));
      expect(body.offers.some((o) => o.targetEntityType === 'LEGAL_PERSON')).toBe(true);
      const first = body.offers[0]!;
      expect(first.createdBy).toMatchObject({ name: expect.any(String), at: expect.stringMatching(/^\d{4}-/) });
    });

    it('filters by brand, status, person type and words of model and version', async () => {
      const cookie = await signIn(admin);
      const list = async (qs: string) => (await call(cookie, { method: 'GET', url: `${adminOfferPaths.list}?${qs}` })).json<AdminOfferList>().offers;
      const jeep = await list('brand=jeep');
      expect(jeep.length).toBeGreaterThan(0);
      expect(jeep.every((o) => o.brand === 'jeep')).toBe(true);
      const removed = await list('status=removed');
      expect(removed.map((o) => o.id)).toEqual(demoOffers.filter((o) => o.removed).map((o) => o.id));
      const archived = await list('status=archived');
      expect(archived.map((o) => o.id)).toContain('peugeot-208-arquivada');
      const legal = await list('personType=LEGAL_PERSON');
      expect(legal.every((o) => o.targetEntityType === 'LEGAL_PERSON')).toBe(true);
      const text = await list('q=citroen%20AIRCROSS');
      const expected = demoOffers.filter((o) => /aircross/i.test(`${o.modelName} ${o.versionName}`));
      expect(text.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
      expect((await call(cookie, { method: 'GET', url: `${adminOfferPaths.list}?status=nope` })).statusCode).toBe(400);
    });
  });

  describe('saving drafts', () => {
    it('creates a saved (unpublished) offer, hidden from the public, with its history', async () => {
      const cookie = await signIn(admin);
      const created = await create(cookie);
      expect(offerStatus(created)).toBe('saved');
      expect(created.offer).toMatchObject({ mvs: '341TE1Z', released: false, versionName: 'Teste Editor 1.0', createdByName: admin.fullName });
      expect(created.draft.rentalPlanList).toEqual(draft().rentalPlanList);
      expect(created.history).toHaveLength(1);
      expect(created.history[0]).toMatchObject({ action: 'create', who: admin.fullName });
      expect(created.history[0]!.fields.map((f) => f.field)).toContain('rentalPlanList');
      expect((await search()).hits.hit.map((h) => h.id)).not.toContain(created.id);
      expect((await call(undefined, { method: 'GET', url: `/api/offers/${created.id}` })).statusCode).toBe(404);
    });

    it('keeps the excess-km price, the deductible and what the price includes; refuses them in pt-BR, writing nothing', async () => {
      const cookie = await signIn(admin);
      const created = await create(cookie, draft({ excessKmPrice: 95, insuranceDeductible: 510000, includedInPrice: ['fuel', 'ipva', 'insurance'] }));
      expect(created.offer).toMatchObject({ excessKmPrice: 95, insuranceDeductible: 510000, includedInPrice: ['ipva', 'insurance', 'fuel'] });
      expect(created.draft).toMatchObject({ excessKmPrice: 95, insuranceDeductible: 510000, includedInPrice: ['ipva', 'insurance', 'fuel'] });
      expect(created.history[0]!.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['excessKmPrice', 'insuranceDeductible', 'includedInPrice']));

      const offers = await offerCount();
      const history = await historyCount();
      const bad = await call(cookie, { method: 'POST', url: adminOfferPaths.create, payload: { draft: draft({ excessKmPrice: null, insuranceDeductible: null }) } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toEqual({
        code: 'invalid_offer',
        message: t.invalidDraft,
        fields: { excessKmPrice: 'Informe o preço do km excedente.', insuranceDeductible: 'Informe a franquia do seguro, que está incluso na mensalidade.' },
      });
      const tooHigh = await call(cookie, { method: 'PUT', url: adminOfferPaths.update(created.id), payload: { revision: created.revision, draft: draft({ excessKmPrice: 2500 }) } });
      expect(tooHigh.statusCode).toBe(400);
      expect(tooHigh.json().error.fields).toEqual({ excessKmPrice: 'O km excedente deve custar no máximo R$ 20,00.' });
      // A client that leaves the fields out is refused by the shared struct, in pt-BR.
      const { excessKmPrice: _left, ...without } = draft();
      const missing = await call(cookie, { method: 'POST', url: adminOfferPaths.create, payload: { draft: without } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toMatch(/[ãçéíóúâêô]|Confira|inválid|obrigatório/i);
      expect(await offerCount()).toBe(offers);
      expect(await historyCount()).toBe(history);
    });

    it('the whole-offer answers (details, search) carry the price terms; the showcase card view does not', async () => {
      const mobi = demoOffers.find((o) => o.id === 'fiat-mobi-l10')!;
      const terms = { excessKmPrice: 50, insuranceDeductible: 320000, includedInPrice: ['ipva', 'licensing', 'insurance', 'maintenance', 'assistance'] };
      const whole = (await call(undefined, { method: 'GET', url: `/api/offers/${mobi.id}` })).json<Record<string, unknown>>();
      expect(whole).toMatchObject(terms);
      const hit = (await search({ brand: 'fiat', start: 0, size: 50 })).hits.hit.find((h) => h.id === mobi.id)!;
      expect(hit.fields).toMatchObject(terms);
      const card = (await search({ brand: 'fiat', start: 0, size: 50, view: 'card' })).hits.hit.find((h) => h.id === mobi.id)!;
      expect(card).toBeDefined();
      expect(JSON.stringify(card)).not.toMatch(/excessKmPrice|insuranceDeductible|includedInPrice/);
    });

    it('absurd values (a plan of 10^15 centavos, a 100,000-month period, an end on 9999-12-31) answer 400 naming each bound, and write nothing', async () => {
      const cookie = await signIn(admin);
      const created = await create(cookie, draft());
      const offers = await offerCount();
      const history = await historyCount();
      const absurd = draft({
        rentalPlanList: [
          { period: 100_000, km: 1000, price: 10 ** 15, monthlyInterestRate: 1, selectedByDefault: true },
          { period: 24, km: 1_000_000, price: 150_000, monthlyInterestRate: 1, selectedByDefault: false },
        ],
        endsOn: '9999-12-31',
        listPrice: 10 ** 13,
      });
      const res = await call(cookie, { method: 'POST', url: adminOfferPaths.create, payload: { draft: absurd } });
      expect(res.statusCode).toBe(400);
      const fields = res.json<{ error: { fields: Record<string, string> } }>().error.fields;
      expect(fields).toMatchObject({
        'rentalPlanList.0.price': t.errors.valueTooHigh(formatBRL(OFFER_BOUNDS.maxMonthly)),
        'rentalPlanList.0.period': t.errors.periodRange(6, 60, 6),
        'rentalPlanList.1.km': t.errors.kmRange('100', '10.000'),
        listPrice: t.errors.valueTooHigh(formatBRL(OFFER_BOUNDS.maxCarPrice)),
      });
      expect(fields.endsOn).toMatch(/^A vigência pode terminar no máximo 5 anos à frente \(até \d{2}\/\d{2}\/\d{4}\)\.$/);
      // The same refusal for an update of an existing offer, which stays as it was.
      const update = await call(cookie, { method: 'PUT', url: adminOfferPaths.update(created.id), payload: { revision: created.revision, draft: absurd } });
      expect(update.statusCode).toBe(400);
      expect(update.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({ 'rentalPlanList.0.period': t.errors.periodRange(6, 60, 6) });
      expect(await offerCount()).toBe(offers);
      expect(await historyCount()).toBe(history);
    });

    it('an invalid draft answers 400 with a pt-BR message per field and writes nothing', async () => {
      const cookie = await signIn(admin);
      const offers = await offerCount();
      const history = await historyCount();
      const bad = draft({
        rentalPlanList: [
          { period: 12, km: 1000, price: 0, monthlyInterestRate: 1, selectedByDefault: false },
          { period: 12, km: 1000, price: 100, monthlyInterestRate: 1, selectedByDefault: false },
        ],
        endsOn: '2025-01-01',
        offerType: 'DEALER',
        dealerId: null,
      });
      const res = await call(cookie, { method: 'POST', url: adminOfferPaths.create, payload: { draft: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'invalid_offer',
        message: t.invalidDraft,
        fields: {
          'rentalPlanList.0.price': t.errors.pricePositive,
          'rentalPlanList.1.km': t.errors.duplicatePlan(12, 1000),
          rentalPlanList: t.errors.noDefaultPlan,
          endsOn: t.errors.endAfterStart,
          dealerId: t.errors.dealerRequired,
        },
      });
      const noPlans = await call(cookie, { method: 'POST', url: adminOfferPaths.create, payload: { draft: draft({ rentalPlanList: [] }) } });
      expect(noPlans.json().error.fields.rentalPlanList).toBe(labels.offerAdmin.saveErrors.noPlans);
      const unknownDealer = await call(cookie, { method: 'POST', url: adminOfferPaths.create, payload: { draft: draft({ offerType: 'DEALER', dealerId: 'nao-existe' }) } });
      expect(unknownDealer.json().error.fields.dealerId).toBe(t.errors.dealerUnknown);
      const unknownImage = await call(cookie, { method: 'POST', url: adminOfferPaths.create, payload: { draft: draft({ imageIds: ['f'.repeat(32)] }) } });
      expect(unknownImage.json().error.fields.imageIds).toBe(t.errors.imageUnknown);
      const malformed = await call(cookie, { method: 'POST', url: adminOfferPaths.create, payload: { draft: { ...draft(), rentalPlanList: 'x' } } });
      expect(malformed.statusCode).toBe(400);

      // An invalid update of an existing offer leaves it as it was.
      const target = demoOffers.find((o) => o.id === leadOffer.id)!;
      const detail = (await call(cookie, { method: 'GET', url: adminOfferPaths.detail(target.id) })).json<AdminOfferDetail>();
      const update = await call(cookie, { method: 'PUT', url: adminOfferPaths.update(target.id), payload: { revision: detail.revision, draft: { ...detail.draft, rentalPlanList: [] } } });
      expect(update.statusCode).toBe(400);
      expect(await offerCount()).toBe(offers);
      expect(await historyCount()).toBe(history);
      const after = (await call(cookie, { method: 'GET', url: adminOfferPaths.detail(target.id) })).json<AdminOfferDetail>();
      expect(after.revision).toBe(detail.revision);
      expect(after.draft).toEqual(detail.draft);
    });

    it('two admins on one offer: the later save answers 409 in pt-BR and overwrites nothing', async () => {
      const cookie = await signIn(admin);
      const created = await create(cookie);
      const first = await call(cookie, { method: 'PUT', url: adminOfferPaths.update(created.id), payload: { revision: created.revision, draft: draft({ versionName: 'Primeira' }) } });
      expect(first.statusCode).toBe(200);
      const saved = first.json<AdminOfferDetail>();
      expect(saved.revision).toBeGreaterThan(created.revision);
      expect(saved.history[0]).toMatchObject({ action: 'update', who: admin.fullName, fields: [{ field: 'versionName', old: 'Teste Editor 1.0', new: 'Primeira' }] });

      const second = await call(cookie, { method: 'PUT', url: adminOfferPaths.update(created.id), payload: { revision: created.revision, draft: draft({ versionName: 'Segunda' }) } });
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toEqual({ code: 'offer_conflict', message: t.conflict });
      const now = (await call(cookie, { method: 'GET', url: adminOfferPaths.detail(created.id) })).json<AdminOfferDetail>();
      expect(now.draft.versionName).toBe('Primeira');
      expect(now.revision).toBe(saved.revision);
      // A stale revision on publish is refused too.
      expect((await call(cookie, { method: 'PUT', url: adminOfferPaths.publish(created.id), payload: { revision: created.revision } })).statusCode).toBe(409);
    });

    it('recomputes on the server: ids, vehicle code, dealer place, sanitised Saiba Mais page', async () => {
      const cookie = await signIn(admin);
      const created = await create(
        cookie,
        draft({
          offerType: 'DEALER',
          dealerId: '10101',
          informationPage: { Title: 'Saiba mais', Text: '<p>Olá<script>alert(1)</script><img src=x onerror=alert(1)></p>' },
        }),
      );
      expect(created.offer.dealer).toMatchObject({ id: '10101', cityId: '3550308', cityName: 'São Paulo', state: 'SP' });
      expect(created.offer.colors.map((c) => c.colorId)).toEqual(['c1', 'c2']);
      expect(created.offer.informationPage?.Text).toBe('<p>Olá</p>');
      expect(created.offer.mvsInformation).toMatchObject({ modelCode: '341', versionCode: 'TE1', colorCode: '268' });
    });
  });

  describe('the action matrix', () => {
    it('publish, unpublish and remove follow offerPermissions, and the public search follows at once', async () => {
      const cookie = await signIn(admin);
      const { id } = await create(cookie);
      const act = (url: string, method: 'PUT' | 'DELETE' = 'PUT') => call(cookie, { method, url, ...(method === 'PUT' ? { payload: {} } : {}) });
      const visible = async () => (await search({ brand: 'fiat' })).hits.hit.some((h) => h.id === id);

      // saved: publish yes, unpublish no.
      expect(offerPermissions({ id, released: false }, { onAdminPage: true })).toMatchObject({ publish: true, unpublish: false, remove: true });
      const noUnpublish = await act(adminOfferPaths.unpublish(id));
      expect(noUnpublish.statusCode).toBe(409);
      expect(noUnpublish.json().error).toEqual({ code: 'cannot_unpublish', message: t.cannotUnpublish });
      expect(await visible()).toBe(false);

      const published = await act(adminOfferPaths.publish(id));
      expect(published.statusCode).toBe(200);
      const item = published.json<AdminOfferListItem>();
      assert(item, AdminOfferListItem);
      expect(offerStatus(item)).toBe('published');
      expect(item.publishedAt).toMatchObject({ name: admin.fullName });
      expect(await visible()).toBe(true);
      expect((await call(undefined, { method: 'GET', url: `/api/offers/${id}` })).statusCode).toBe(200);

      // published: publish no, unpublish yes.
      const twice = await act(adminOfferPaths.publish(id));
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.code).toBe('cannot_publish');

      // A price change on the published offer is seen by the next search.
      const detail = (await call(cookie, { method: 'GET', url: adminOfferPaths.detail(id) })).json<AdminOfferDetail>();
      const plans = detail.draft.rentalPlanList.map((p, i) => (i === 0 ? { ...p, price: 177700 } : p));
      expect((await call(cookie, { method: 'PUT', url: adminOfferPaths.update(id), payload: { revision: detail.revision, draft: { ...detail.draft, rentalPlanList: plans } } })).statusCode).toBe(200);
      const fresh = (await search({ brand: 'fiat' })).hits.hit.find((h) => h.id === id)!;
      expect(fresh.fields.rentalPlanList[0]!.price).toBe(177700);
      const publicDetails = (await call(undefined, { method: 'GET', url: `/api/offers/${id}` })).json();
      expect(publicDetails.rentalPlanList[0].price).toBe(177700);

      const unpublished = await act(adminOfferPaths.unpublish(id));
      expect(unpublished.statusCode).toBe(200);
      expect(offerStatus(unpublished.json())).toBe('saved');
      expect(await visible()).toBe(false);

      await act(adminOfferPaths.publish(id));
      expect(await visible()).toBe(true);
      const removed = await act(adminOfferPaths.remove(id), 'DELETE');
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ removed: true, released: false });
      expect(offerStatus(removed.json())).toBe('removed');
      expect(await visible()).toBe(false);

      // removed: nothing but view.
      expect(offerPermissions({ id, removed: true }, { onAdminPage: true })).toMatchObject({ publish: false, unpublish: false, save: false, remove: false });
      for (const [url, method] of [
        [adminOfferPaths.publish(id), 'PUT'],
        [adminOfferPaths.unpublish(id), 'PUT'],
        [adminOfferPaths.remove(id), 'DELETE'],
      ] as const) {
        const res = await act(url, method);
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toEqual({ code: 'offer_removed', message: t.removedOffer });
      }
      const after = (await call(cookie, { method: 'GET', url: adminOfferPaths.detail(id) })).json<AdminOfferDetail>();
      const save = await call(cookie, { method: 'PUT', url: adminOfferPaths.update(id), payload: { revision: after.revision, draft: after.draft } });
      expect(save.statusCode).toBe(409);
      expect(after.history.map((h) => h.action)).toEqual(['remove', 'publish', 'unpublish', 'update', 'publish', 'create']);
    });

    it('an offer whose validity has ended is archived: off the showcase by itself, archived in the manager, not saved nor published', async () => {
      const cookie = await signIn(admin);
      const { id } = await create(cookie);
      expect((await call(cookie, { method: 'PUT', url: adminOfferPaths.publish(id), payload: {} })).statusCode).toBe(200);
      expect((await search({ brand: 'fiat' })).hits.hit.some((h) => h.id === id)).toBe(true);
      // Time passes: the validity ended yesterday (written straight to the row, as the calendar would).
      // Yesterday by Brazil's calendar (the one every validity rule reads), whatever the UTC hour.
      const yesterday = todayInBrazil(new Date(Date.now() - 24 * 60 * 60 * 1000));
      await ctx.db.query(`UPDATE offers SET ends_on = $2::date, data = jsonb_set(data, '{endsOn}', to_jsonb($2::text)) WHERE id = $1`, [id, yesterday]);
      expect((await search({ brand: 'fiat' })).hits.hit.some((h) => h.id === id)).toBe(false);
      expect((await call(undefined, { method: 'GET', url: `/api/offers/${id}` })).statusCode).toBe(404);
      const list = (await call(cookie, { method: 'GET', url: `${adminOfferPaths.list}?status=archived` })).json<AdminOfferList>().offers;
      const item = list.find((o) => o.id === id)!;
      expect(item).toMatchObject({ archived: true, released: false });
      expect(offerStatus(item)).toBe('archived');
      const detail = (await call(cookie, { method: 'GET', url: adminOfferPaths.detail(id) })).json<AdminOfferDetail>();
      const save = await call(cookie, { method: 'PUT', url: adminOfferPaths.update(id), payload: { revision: detail.revision, draft: { ...detail.draft, versionName: 'X' } } });
      expect(save.json().error.code).toBe('offer_archived');
      expect((await call(cookie, { method: 'PUT', url: adminOfferPaths.publish(id), payload: {} })).json().error.code).toBe('offer_archived');
      expect((await call(cookie, { method: 'DELETE', url: adminOfferPaths.remove(id) })).statusCode).toBe(200);
    });

    it('a soft delete keeps a proposal naming the offer working', async () => {
      const customerCookie = await signIn(customer);
      const lead = await call(customerCookie, { method: 'POST', url: '/api/v2/lead', payload: rentalLead(), headers: { 'idempotency-key': 'admin-offers-soft-delete' } });
      expect(lead.statusCode).toBe(201);
      const cookie = await signIn(admin);
      expect((await call(cookie, { method: 'DELETE', url: adminOfferPaths.remove(leadOffer.id) })).statusCode).toBe(200);
      const proposals = await call(customerCookie, { method: 'GET', url: '/api/v2/timeline/rental?brand=fiat' });
      expect(proposals.statusCode).toBe(200);
      expect(proposals.json()).toEqual([expect.objectContaining({ offerId: leadOffer.id, title: expect.stringContaining(leadOffer.modelShortName) })]);
      expect((await search()).hits.hit.some((h) => h.id === leadOffer.id)).toBe(false);
    });
  });

  for (const storeKind of ['postgres', 's3'] as const) describe(`photos, files in ${storeKind === 's3' ? 'an S3-compatible store (s3rver)' : 'PostgreSQL'}`, () => {
    let s3: TestS3 | undefined;
    let store: OfferImageStore;
    let databaseApp: FastifyInstance;
    beforeAll(async () => {
      if (storeKind === 's3') s3 = await startTestS3();
      store = s3 ? s3ImageStore(s3.config) : postgresImageStore(ctx.db);
      databaseApp = app;
      app = (await buildApp({ db: ctx.db, imageStore: store })).app;
    });
    afterAll(async () => {
      await app.close();
      app = databaseApp;
      await s3?.close();
    });
    /** The names of the files the store keeps for a photo. */
    const storedFiles = async (id: string): Promise<string[]> => {
      if (s3) return (await s3.keys(`${s3.config.prefix}${id}/`)).map((k) => k.slice(k.lastIndexOf('/') + 1).replace('.webp', ''));
      const { rows } = await ctx.db.query<{ name: string }>('SELECT name FROM offer_image_files WHERE image_id = $1 ORDER BY name', [id]);
      return rows.map((r) => r.name);
    };
    const ALL_FILES = ['original', 's1280', 's140', 's319', 's48'];

    it('takes JPEG, PNG and WebP, makes every size, serves them immutable; the offer shows them in order', async () => {
      const cookie = await signIn(admin);
      const images: OfferImage[] = [];
      for (const format of ['jpeg', 'png', 'webp'] as const) {
        const res = await call(cookie, { method: 'POST', url: adminOfferPaths.uploadImage, ...multipart(`carro.${format}`, `image/${format}`, await photo(format, 1600 + images.length, 900)) });
        expect(res.statusCode).toBe(201);
        const image = res.json<OfferImage>();
        assert(image, OfferImage);
        expect(image.id).toMatch(/^[0-9a-f]{32}$/);
        images.push(image);
      }
      const boxes = { s48: [48, 48], s140: [140, 100], s319: [319, 319], s1280: [1280, 1280] } as const;
      for (const [size, [w, h]] of Object.entries(boxes)) {
        const res = await call(undefined, { method: 'GET', url: images[0]!.urls[size as keyof typeof boxes] });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBeLessThanOrEqual(w);
        expect(meta.height).toBeLessThanOrEqual(h);
        expect(Math.max(meta.width / w, meta.height / h)).toBeCloseTo(1, 1);
      }
      expect((await call(undefined, { method: 'GET', url: adminOfferPaths.image('0'.repeat(32), 's48') })).statusCode).toBe(404);

      const order = [images[2]!.id, images[0]!.id];
      const created = await create(cookie, draft({ imageIds: order }));
      expect(created.images.map((i) => i.id)).toEqual(order);
      expect(created.offer.images).toEqual([images[2]!.urls.s1280, images[0]!.urls.s1280]);
      await call(cookie, { method: 'PUT', url: adminOfferPaths.publish(created.id), payload: {} });
      const hit = (await search({ brand: 'fiat' })).hits.hit.find((h) => h.id === created.id)!;
      expect(hit.fields.images).toEqual(created.offer.images);
      expect(hit.fields.imageSet?.map((i) => i.id)).toEqual(order);

      // A photo an offer shows cannot be deleted; an unused one can.
      const inUse = await call(cookie, { method: 'DELETE', url: adminOfferPaths.deleteImage(images[0]!.id) });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().error).toEqual({ code: 'image_in_use', message: t.image.inUse });
      expect(await storedFiles(images[1]!.id)).toEqual(ALL_FILES);
      expect((await call(cookie, { method: 'DELETE', url: adminOfferPaths.deleteImage(images[1]!.id) })).statusCode).toBe(204);
      expect(await storedFiles(images[1]!.id)).toEqual([]);
      expect((await call(undefined, { method: 'GET', url: images[1]!.urls.s319 })).statusCode).toBe(404);
      expect((await call(cookie, { method: 'DELETE', url: adminOfferPaths.deleteImage(images[1]!.id) })).statusCode).toBe(404);
      expect(await storedFiles(images[0]!.id)).toEqual(ALL_FILES);

      // Saving the offer without a photo deletes that photo's files, unless another offer shows it.
      const other = await create(cookie, draft({ versionName: 'Outra Foto', imageIds: [images[2]!.id] }));
      const current = (await call(cookie, { method: 'GET', url: adminOfferPaths.detail(created.id) })).json<AdminOfferDetail>();
      const saved = await call(cookie, { method: 'PUT', url: adminOfferPaths.update(created.id), payload: { revision: current.revision, draft: { ...current.draft, imageIds: [] } } });
      expect(saved.statusCode).toBe(200);
      expect(await storedFiles(images[0]!.id)).toEqual([]);
      expect((await call(undefined, { method: 'GET', url: images[0]!.urls.s48 })).statusCode).toBe(404);
      expect(await storedFiles(images[2]!.id)).toEqual(ALL_FILES);
      expect((await call(undefined, { method: 'GET', url: images[2]!.urls.s48 })).statusCode).toBe(200);
      expect(other.images.map((i) => i.id)).toEqual([images[2]!.id]);
    });

    it('refuses a text file renamed .jpg, a GIF, an empty upload, a non-multipart body, and a file over the limit; takes a large photo under it', async () => {
      const cookie = await signIn(admin);
      const text = await call(cookie, { method: 'POST', url: adminOfferPaths.uploadImage, ...multipart('foto.jpg', 'image/jpeg', Buffer.from('isto não é uma foto\n'.repeat(50))) });
      expect(text.statusCode).toBe(400);
      expect(text.json().error).toEqual({ code: 'image_type', message: t.image.type });
      const gif = await call(cookie, { method: 'POST', url: adminOfferPaths.uploadImage, ...multipart('a.png', 'image/png', await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer()) });
      expect(gif.json().error.code).toBe('image_type');
      const empty = await call(cookie, { method: 'POST', url: adminOfferPaths.uploadImage, ...multipart('a.png', 'image/png', Buffer.alloc(0)) });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.code).toBe('image_missing');
      const json = await call(cookie, { method: 'POST', url: adminOfferPaths.uploadImage, payload: { file: 'x' } });
      expect(json.statusCode).toBe(400);
      // A real-sized photo (a few MB, beyond the JSON body limit) is taken.
      const noise = Buffer.from(Array.from({ length: 1100 * 900 * 3 }, () => Math.floor(Math.random() * 256)));
      const heavy = await sharp(noise, { raw: { width: 1100, height: 900, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
      expect(heavy.length).toBeGreaterThan(2 * 1024 * 1024);
      const accepted = await call(cookie, { method: 'POST', url: adminOfferPaths.uploadImage, ...multipart('grande.png', 'image/png', heavy) });
      expect(accepted.statusCode).toBe(201);
      await ctx.db.query('DELETE FROM offer_images');
      await ctx.db.query('DELETE FROM offer_image_files');
      const big = Buffer.concat([await photo('png', 20, 20), Buffer.alloc(MAX_OFFER_IMAGE_BYTES + 1)]);
      const tooLarge = await call(cookie, { method: 'POST', url: adminOfferPaths.uploadImage, ...multipart('big.png', 'image/png', big) });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error).toEqual({ code: 'image_too_large', message: t.image.tooLarge(10) });
      const stored = await ctx.db.query('SELECT id FROM offer_images');
      expect(stored.rows).toEqual([]);
    });
  });
});
