/**
 * Coupons API: validation with remaining usages and the spec's
 * messages, the automatic coupon, availability, the usage count (idempotent;
 * 50 concurrent uses never pass maxUsages; per-CPF limit under concurrency)
 * and the admins' clear calls.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../models/api';
import { CouponValidationAnswer } from '../../models/coupon-rules';
import { couponMonthlyDiscount } from '../../models/pricing';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/db/demo-accounts';
import { demoCoupons } from '../../server/db/demo-catalogue';
import { leadOffer } from '../support/lead-fixtures';
import { describeEachDatabase } from './support/test-db';

const admin = demoAccounts.find((a) => a.roles.includes('offer_admin'))!;
const customer = demoAccounts.find((a) => a.roles.includes('customer'))!;
const CPF = '52998224725';
const OTHER_CPF = '39053344705';
let keyCounter = 0;
const newKey = () => `coupon-key-${Date.now()}-${++keyCounter}`;
const period36 = leadOffer.rentalPlanList.filter((p) => p.period === 36);
const cheapest36 = Math.min(...period36.map((p) => p.price));

describeEachDatabase('coupons API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  const validate = (name: string, query = '', offerId = leadOffer.id, period = 36) =>
    app.inject({ method: 'POST', url: `/api/coupons/validate/${name}/offer/${offerId}/period/${period}${query}` });
  const countUse = (id: string, cpf: string | null, key: string | null = newKey()) =>
    app.inject({ method: 'POST', url: `/api/coupons/count?id=${id}${cpf ? `&cpf=${cpf}` : ''}`, headers: key ? { 'idempotency-key': key } : {} });
  const used = async (name: string) => Number((await ctx.db.query<{ used_count: number }>('SELECT used_count FROM coupons WHERE name = $1', [name])).rows[0]!.used_count);
  const usages = async (name: string) => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM coupon_usages WHERE coupon_name = $1', [name])).rows[0]!.n);
  const signIn = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
    return ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  };
  const errorOf = (res: LightMyRequestResponse) => {
    const body = res.json();
    assert(body, ApiError);
    return body.error;
  };

  describe('POST /api/coupons/validate', () => {
    it('answers the coupon with its discount, upper-casing the name', async () => {
      const res = await validate('bemvindo10');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      assert(body, CouponValidationAnswer);
      const def = demoCoupons.find((c) => c.name === 'BEMVINDO10')!;
      expect(body.coupon).toMatchObject({ name: 'BEMVINDO10', type: 'percentage', limitedKind: 'none', remainingUsages: null, period: 36 });
      expect(body.discount).toBe(couponMonthlyDiscount(def, cheapest36, 36));
    });

    it('answers the remaining usages: by quantity, and by CPF when a CPF is given (cpf or userCPF)', async () => {
      expect((await validate('PRIMEIROS50')).json().coupon).toMatchObject({ remainingUsages: 50, limitedKind: 'quantity' });
      expect((await validate('ESGOTADO')).json().coupon).toMatchObject({ remainingUsages: 0 });
      expect((await validate('UMPORCPF', `?cpf=${CPF}`)).json().coupon).toMatchObject({ remainingUsageForCpf: 1, limitedKind: 'cpf' });
      await countUse('UMPORCPF', CPF);
      expect((await validate('UMPORCPF', `?userCPF=${CPF}`)).json().coupon).toMatchObject({ remainingUsageForCpf: 0 });
      expect((await validate('UMPORCPF', `?cpf=${OTHER_CPF}`)).json().coupon).toMatchObject({ remainingUsageForCpf: 1 });
      expect((await validate('LIMITADO', `?cpf=${CPF}`)).json().coupon).toMatchObject({ remainingUsages: 20, remainingUsageForCpf: 1, limitedKind: 'both' });
    });

    it('a first-few-months coupon carries its recurrence', async () => {
      const body = (await validate('TRESMESES')).json();
      expect(body.coupon.recurrence).toEqual({ type: 'first-few-months', months: 3 });
      expect(body.discount).toBe(30000);
    });

    it('refuses unknown, expired and other-period coupons with the spec’s messages', async () => {
      const unknown = await validate('NAOEXISTE');
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).message).toBe('Cupom indisponível');
      const old = await validate('VENCIDO');
      expect(old.statusCode).toBe(422);
      expect(errorOf(old).message).toBe('Cupom expirado');
      expect(errorOf(await validate('FLUAAUTO', '', leadOffer.id, 12)).message).toBe('Cupom indisponível');
      expect(errorOf(await validate('BEMVINDO10', '', 'nao-existe')).message).toBe('Cupom indisponível');
      expect(errorOf(await validate('BEMVINDO10', '', leadOffer.id, 48)).message).toBe('Cupom indisponível');
    });

    it.each([
      ['/api/coupons/validate/BEM%20VINDO/offer/x/period/36', 'couponName'],
      ['/api/coupons/validate/BEMVINDO10/offer/x/period/0', 'couponPeriod'],
      ['/api/coupons/validate/BEMVINDO10/offer/x/period/abc', 'couponPeriod'],
      ['/api/coupons/validate/BEMVINDO10/offer/x/period/36?cpf=123', 'cpf'],
    ])('refuses %s with a pt-BR 400 naming %s', async (url, field) => {
      const res = await app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})).toContain(field);
    });
  });

  describe('GET /api/coupons/default', () => {
    it('answers the automatic coupon of a period it applies to, an empty answer (200, null) otherwise', async () => {
      const res = await app.inject({ method: 'GET', url: `/api/coupons/default/offer/${leadOffer.id}/period/36` });
      expect(res.statusCode).toBe(200);
      expect(res.json().coupon.name).toBe('FLUAAUTO');
      const none = await app.inject({ method: 'GET', url: `/api/coupons/default/offer/${leadOffer.id}/period/12` });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
      expect((await app.inject({ method: 'GET', url: `/api/coupons/default/offer/${leadOffer.id}/period/x` })).statusCode).toBe(400);
    });
  });

  describe('GET /api/coupons/availability', () => {
    it('answers {limited, available} per limit kind', async () => {
      const check = async (name: string, cpf = CPF) =>
        (await app.inject({ method: 'GET', url: `/api/coupons/availability/${name}/offer/${leadOffer.id}?cpf=${cpf}` })).json();
      expect(await check('BEMVINDO10')).toEqual({ limited: false, available: true });
      expect(await check('PRIMEIROS50')).toEqual({ limited: true, available: true });
      expect(await check('ESGOTADO')).toEqual({ limited: true, available: false });
      await countUse('UMPORCPF', CPF);
      expect(await check('UMPORCPF')).toEqual({ limited: true, available: false });
      expect(await check('UMPORCPF', OTHER_CPF)).toEqual({ limited: true, available: true });
      expect(await check('VENCIDO')).toEqual({ limited: false, available: false });
    });
  });

  describe('POST /api/coupons/count', () => {
    it('counts a use, requires an Idempotency-Key and replays a retried count', async () => {
      expect((await countUse('PRIMEIROS50', CPF, null)).statusCode).toBe(400);
      const key = newKey();
      const first = await countUse('PRIMEIROS50', CPF, key);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ name: 'PRIMEIROS50', usedCount: 1, remainingUsages: 49, remainingUsageForCpf: null });
      const again = await countUse('PRIMEIROS50', CPF, key);
      expect(again.json()).toEqual(first.json());
      expect(await used('PRIMEIROS50')).toBe(1);
      expect((await countUse('PRIMEIROS50', OTHER_CPF, key)).statusCode).toBe(409);
    });

    it('accepts the locavia code and couponId/userCPF', async () => {
      const res = await app.inject({ method: 'POST', url: `/api/coupons/count?couponId=CP-0001&userCPF=${CPF}`, headers: { 'idempotency-key': newKey() } });
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe('BEMVINDO10');
    });

    it('refuses a use past the limits with the spec’s messages', async () => {
      const sold = await countUse('ESGOTADO', CPF);
      expect(sold.statusCode).toBe(409);
      expect(errorOf(sold).message).toBe('Cupom indisponível no momento');
      expect((await countUse('UMPORCPF', CPF)).statusCode).toBe(200);
      const twice = await countUse('UMPORCPF', CPF);
      expect(twice.statusCode).toBe(409);
      expect(errorOf(twice).message).toBe('Máximo de utilizações para esse CPF atingida. Cupom indisponível');
      expect((await countUse('UMPORCPF', null)).statusCode).toBe(400);
      expect((await countUse('NAOEXISTE', CPF)).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/coupons/count', headers: { 'idempotency-key': newKey() } })).statusCode).toBe(400);
    });

    it('50 concurrent uses of a coupon limited to 10 count exactly 10', async () => {
      await ctx.db.query(
        `INSERT INTO coupons (name, max_usages, max_usages_per_cpf, data) VALUES ('DEZUSOS', 10, NULL, $1)`,
        [JSON.stringify({ ...demoCoupons.find((c) => c.name === 'PRIMEIROS50')!, name: 'DEZUSOS', locaviaCode: 'CP-T10', maxUsages: 10 })],
      );
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => countUse('DEZUSOS', i % 2 ? CPF : OTHER_CPF)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes.filter((c) => c === 409)).toHaveLength(40);
      expect(await used('DEZUSOS')).toBe(10);
      expect(await usages('DEZUSOS')).toBe(10);
    });

    it('50 concurrent uses of PRIMEIROS50 (max 50) after one use: 49 counted, never more than 50', async () => {
      await countUse('PRIMEIROS50', CPF);
      const answers = await Promise.all(Array.from({ length: 50 }, () => countUse('PRIMEIROS50', CPF)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(49);
      expect(await used('PRIMEIROS50')).toBe(50);
    });

    it('20 concurrent uses of a once-per-CPF coupon by one CPF count once', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => countUse('UMPORCPF', CPF)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(await usages('UMPORCPF')).toBe(1);
    });
  });

  describe('clear calls (offer admins only)', () => {
    it('refuses visitors and customers', async () => {
      expect((await app.inject({ method: 'DELETE', url: `/api/coupons/clearCPF/${CPF}` })).statusCode).toBe(401);
      const cookie = await signIn(customer.email, customer.password);
      for (const url of [`/api/coupons/clearCPF/${CPF}`, '/api/coupons/clear/UMPORCPF', `/api/coupons/clear/UMPORCPF/${CPF}`]) {
        expect((await app.inject({ method: 'DELETE', url, headers: { cookie } })).statusCode).toBe(403);
      }
    });

    it('clear a CPF, a coupon, or a CPF of a coupon, keeping used_count equal to the uses', async () => {
      await countUse('UMPORCPF', CPF);
      await countUse('BEMVINDO10', CPF);
      await countUse('BEMVINDO10', OTHER_CPF);
      await countUse('PRIMEIROS50', OTHER_CPF);
      const cookie = await signIn(admin.email, admin.password);
      const del = (url: string) => app.inject({ method: 'DELETE', url, headers: { cookie } });
      expect((await del(`/api/coupons/clearCPF/${CPF}`)).json()).toEqual({ cleared: 2 });
      expect(await used('UMPORCPF')).toBe(0);
      expect(await used('BEMVINDO10')).toBe(1);
      expect((await del(`/api/coupons/clear/BEMVINDO10/${OTHER_CPF}`)).json()).toEqual({ cleared: 1 });
      expect(await used('BEMVINDO10')).toBe(0);
      expect((await del('/api/coupons/clear/PRIMEIROS50')).json()).toEqual({ cleared: 1 });
      expect(await used('PRIMEIROS50')).toBe(0);
      expect((await del('/api/coupons/clear/NAOEXISTE')).statusCode).toBe(404);
      expect((await del('/api/coupons/clearCPF/123')).statusCode).toBe(400);
    });
  });
});
