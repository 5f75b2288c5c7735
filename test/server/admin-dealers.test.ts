/**
 * `GET /api/admin/dealers?q=`: the offer editor's dealer picker. Only an
 * offer admin is answered; the text is trimmed and needs 2 to 60
 * characters (pt-BR messages); it finds dealers by code, name or city, any
 * case and accents, the exact code first, then by name, at most 20.
 */
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminDealerList, DEALER_QUERY_MAX, DEALER_QUERY_MIN, DEALER_SEARCH_LIMIT, adminDealersUrl, adminDealerPaths } from '../../models/dealer/admin-dealers';
import { offerEditorLabels } from '../../models/labels/offer-editor';
import { BAD_REQUEST_MESSAGE } from '../../models/common/struct-errors';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { demoDealers } from '../../server/demo/demo-catalogue';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const admin = demoAccounts.find((a) => a.roles.includes('offer_admin'))!;
const seller = demoAccounts.find((a) => a.roles.includes('seller') && !a.roles.includes('offer_admin'))!;
const customer = demoAccounts.find((a) => a.email === 'joao@flua.example')!;
const t = offerEditorLabels.dealerPicker;

describeEachDatabase('admin dealer search API', (ctx) => {
  let app: FastifyInstance;
  const cookies: Record<'admin' | 'seller' | 'customer', string> = { admin: '', seller: '', customer: '' };
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  // Each test starts from the demo seed (no sessions): sign in again.
  beforeEach(async () => {
    for (const [who, account] of [['admin', admin], ['seller', seller], ['customer', customer]] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: account.email, password: account.password }, headers: SAME_ORIGIN });
      expect(res.statusCode).toBe(200);
      cookies[who] = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    }
  });
  afterAll(async () => app?.close());

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const search = async (text: string) => {
    const res = await get(adminDealersUrl(text), cookies.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminDealerList>();
    assert(body, AdminDealerList);
    return body.dealers;
  };

  describe('who may call it', () => {
    it('answers 401 to a visitor and 403 to a customer and a seller, with no dealer in the answer', async () => {
      const url = adminDealersUrl('Leão');
      const visitor = await get(url);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.body).not.toContain('10103');
      for (const who of ['customer', 'seller'] as const) {
        const res = await get(url, cookies[who]);
        expect(res.statusCode, who).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
        expect(res.body).not.toContain('10103');
      }
    });

    it('refuses before reading the query: a bad query still gets 401/403, not 400', async () => {
      expect((await get(`${adminDealerPaths.search}?q=`)).statusCode).toBe(401);
      expect((await get(`${adminDealerPaths.search}?q=`, cookies.customer)).statusCode).toBe(403);
    });

    it('answers an offer admin', async () => {
      expect((await get(adminDealersUrl('Leão'), cookies.admin)).statusCode).toBe(200);
    });
  });

  describe('matches', () => {
    it('finds by code: the dealer whose code is the text comes first', async () => {
      const dealers = await search('10103');
      expect(dealers[0]).toEqual({ id: '10103', name: 'Leão Francês Morumbi', legalName: 'Leão Francês Automóveis Ltda', cityName: 'São Paulo', state: 'SP', brands: ['PEUGEOT', 'CITROEN'] });
      expect(dealers).toHaveLength(1);
      // Part of a code finds every dealer whose code holds it.
      expect((await search('1010')).map((d) => d.id)).toEqual(expect.arrayContaining(['10101', '10102', '10103', '10104', '10105']));
    });

    it('finds by fantasy or legal name, any case and accents, sorted by name', async () => {
      const leao = await search('leao');
      expect(leao.map((d) => d.name)).toEqual(['Leão Campinas', 'Leão Curitiba', 'Leão Francês Morumbi', 'Leão Goiânia', 'Pampa Leão']);
      expect((await search('LEÃO')).map((d) => d.id)).toEqual(leao.map((d) => d.id));
      // 'Guanabara Assinaturas de Veículos Ltda' is the legal name of Guanabara Auto.
      expect((await search('assinaturas')).map((d) => d.id)).toEqual(['20101']);
    });

    it('finds by city', async () => {
      const dealers = await search('  sao   paulo ');
      expect(dealers.length).toBeGreaterThan(3);
      expect(dealers.every((d) => d.cityName === 'São Paulo')).toBe(true);
      expect((await search('Goiânia')).map((d) => d.id).sort()).toEqual(['61101', '61102']);
    });

    it('answers at most 20 dealers', async () => {
      expect(demoDealers.length).toBeGreaterThan(DEALER_SEARCH_LIMIT);
      // Every demo dealer's legal name ends in 'Ltda'.
      const dealers = await search('ltda');
      expect(dealers).toHaveLength(DEALER_SEARCH_LIMIT);
      const folded = dealers.map((d) => d.name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase());
      expect(folded).toEqual([...folded].sort());
    });

    it('answers an empty list when nothing matches; % and _ are taken literally', async () => {
      expect(await search('zzzz')).toEqual([]);
      expect(await search('%%')).toEqual([]);
      expect(await search('__')).toEqual([]);
    });
  });

  describe('bad input: 400 with the pt-BR message, per field', () => {
    const refused = async (url: string, message: string) => {
      const res = await get(url, cookies.admin);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'bad_request', message: BAD_REQUEST_MESSAGE, fields: { q: message } } });
    };

    it('refuses a missing, empty, blank or one-character text', async () => {
      const short = t.tooShort(DEALER_QUERY_MIN);
      await refused(adminDealerPaths.search, short);
      await refused(`${adminDealerPaths.search}?q=`, short);
      await refused(`${adminDealerPaths.search}?q=%20%20%20`, short);
      await refused(`${adminDealerPaths.search}?q=%20a%20`, short);
    });

    it('refuses a text over 60 characters', async () => {
      await refused(`${adminDealerPaths.search}?q=${'a'.repeat(DEALER_QUERY_MAX + 1)}`, t.tooLong(DEALER_QUERY_MAX));
      expect(await search('a'.repeat(DEALER_QUERY_MAX))).toEqual([]);
    });

    it('refuses a repeated q and a NUL character', async () => {
      const repeated = await get(`${adminDealerPaths.search}?q=leao&q=auto`, cookies.admin);
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json().error.message).toBe(BAD_REQUEST_MESSAGE);
      expect((await get(`${adminDealerPaths.search}?q=le%00ao`, cookies.admin)).statusCode).toBe(400);
    });
  });
});
