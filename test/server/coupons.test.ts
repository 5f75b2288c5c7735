/**
 * Coupons API: validation with remaining usages and the spec's
 * messages, the automatic coupon, availability, the use of a coupon by the
 * lead that carries it (in the lead's transaction; 50 concurrent leads never
 * pass maxUsages; the per-CPF limit under concurrency), the read-only usage
 * answer of `POST /api/coupons/count`, and the admins' clear calls.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../models/showcase/api';
import { CouponValidationAnswer } from '../../models/coupon/coupon-rules';
import type { CouponDefinition } from '../../models/coupon/coupon';
import { couponMonthlyDiscount } from '../../models/pricing/pricing';
import { couponTermsOf, leadSelectionOf, priceLead } from '../../models/lead/lead-pricing';
import { buildApp } from '../../server/app';
import { findCoupon } from '../../server/coupons/coupons-repo';
import { scaledLeadLimits } from '../../server/leads/lead-limits';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { demoCoupons } from '../../server/demo/demo-catalogue';
import type { Lead } from '../../models/lead/lead';
import { companyLead, leadOffer, rentalLead } from '../support/lead-fixtures';
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
    // The coupons' own rules under floods of leads from one address: the lead limits (lead-limits.ts, abuse.test.ts) raised out of the way.
    app = (await buildApp({ db: ctx.db, leads: { limits: scaledLeadLimits(100) } })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  const validate = (name: string, query = '', offerId = leadOffer.id, period = 36) =>
    app.inject({ method: 'POST', url: `/api/coupons/validate/${name}/offer/${offerId}/period/${period}${query}` });
  const countUse = (id: string, cpf: string | null, key: string | null = newKey()) =>
    app.inject({ method: 'POST', url: `/api/coupons/count?id=${id}${cpf ? `&cpf=${cpf}` : ''}`, headers: key ? { 'idempotency-key': key } : {} });
  /** The coupon as the lead form carries it (what a validation answered: ours, or a name we do not know). */
  const couponOf = (name: string, def: CouponDefinition = { ...demoCoupons.find((c) => c.name === 'PRIMEIROS50')!, name, locaviaCode: '' }) => {
    return { locaviaCode: def.locaviaCode, name: def.name, description: def.description, type: def.type, discountAmount: def.discountAmount, limitedKind: def.limitedKind };
  };
  /** A rental lead of this CPF using the coupon (a company lead, without CPF, when cpf is null). */
  const leadWith = async (name: string, cpf: string | null, key = newKey()) => {
    const base: Lead = cpf ? rentalLead({ cpf }) : companyLead();
    // The monthly price the page shows with this coupon, as the server prices it (the coupon's terms are ours).
    const stored = await findCoupon(ctx.db, name);
    const selection = leadSelectionOf({ period: base.period, km: base.km, relatedProducts: base.relatedProduct, additionals: base.additionals, initialPayment: 0 });
    const priced = priceLead(leadOffer, selection, stored ? couponTermsOf(stored.definition) : null);
    const rentalPrice = priced.ok ? priced.value.monthlyPrice : base.rentalPrice;
    const lead = {
      ...base,
      rentalPrice,
      rental_payment_information: {
        initialPaymentAmount: 0,
        initialPaymentPercentage: 0,
        discountAmount: 0,
        discountPercentage: 0,
        monthlyInstallments: base.period,
        monthlyPaymentAmount: rentalPrice,
        coupon: couponOf(name, stored?.definition),
      },
    };
    return app.inject({ method: 'POST', url: '/api/v2/lead', payload: lead, headers: { 'idempotency-key': key } });
  };
  const leadsOf = async (name: string) =>
    Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM leads WHERE body->'rental_payment_information'->'coupon'->>'name' = $1`, [name])).rows[0]!.n);
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
      expect((await leadWith('UMPORCPF', CPF)).statusCode).toBe(201);
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
      expect((await leadWith('UMPORCPF', CPF)).statusCode).toBe(201);
      expect(await check('UMPORCPF')).toEqual({ limited: true, available: false });
      expect(await check('UMPORCPF', OTHER_CPF)).toEqual({ limited: true, available: true });
      expect(await check('VENCIDO')).toEqual({ limited: false, available: false });
    });
  });

  describe('a coupon is used by the lead that carries it', () => {
    it('counts the use with the lead, in its transaction; a retried lead (same key) uses it once', async () => {
      const key = newKey();
      const first = await leadWith('PRIMEIROS50', CPF, key);
      expect(first.statusCode).toBe(201);
      expect((await leadWith('PRIMEIROS50', CPF, key)).json()).toEqual(first.json());
      expect(await used('PRIMEIROS50')).toBe(1);
      const { rows } = await ctx.db.query<{ lead_id: string; cpf: string }>("SELECT lead_id, cpf FROM coupon_usages WHERE coupon_name = 'PRIMEIROS50'");
      expect(rows).toEqual([{ lead_id: first.json<{ id: string }>().id, cpf: CPF }]);
    });

    it('refuses a lead past the limits with the spec’s messages, and stores neither the lead nor a use', async () => {
      const sold = await leadWith('ESGOTADO', CPF);
      expect(sold.statusCode).toBe(409);
      expect(errorOf(sold).message).toBe('Cupom indisponível no momento');
      expect(await leadsOf('ESGOTADO')).toBe(0);
      expect((await leadWith('UMPORCPF', CPF)).statusCode).toBe(201);
      const twice = await leadWith('UMPORCPF', CPF);
      expect(twice.statusCode).toBe(409);
      expect(errorOf(twice).message).toBe('Máximo de utilizações para esse CPF atingida. Cupom indisponível');
      expect(await leadsOf('UMPORCPF')).toBe(1);
      expect((await leadWith('UMPORCPF', OTHER_CPF)).statusCode).toBe(201);
      // Without a CPF a per-CPF coupon cannot be counted; unknown and expired coupons are refused too.
      expect((await leadWith('UMPORCPF', null)).statusCode).toBe(400);
      expect(errorOf(await leadWith('NAOEXISTE', CPF)).message).toBe('Cupom indisponível');
      expect(errorOf(await leadWith('VENCIDO', CPF)).message).toBe('Cupom expirado');
      expect(await usages('UMPORCPF')).toBe(2);
      expect(await used('UMPORCPF')).toBe(2);
    });

    it('50 concurrent leads with a coupon limited to 10: 10 leads stored, 10 uses', async () => {
      await ctx.db.query(
        `INSERT INTO coupons (name, max_usages, max_usages_per_cpf, data) VALUES ('DEZUSOS', 10, NULL, $1)`,
        [JSON.stringify({ ...demoCoupons.find((c) => c.name === 'PRIMEIROS50')!, name: 'DEZUSOS', locaviaCode: 'CP-T10', maxUsages: 10 })],
      );
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => leadWith('DEZUSOS', i % 2 ? CPF : OTHER_CPF)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(10);
      expect(codes.filter((c) => c === 409)).toHaveLength(40);
      expect(await used('DEZUSOS')).toBe(10);
      expect(await usages('DEZUSOS')).toBe(10);
      expect(await leadsOf('DEZUSOS')).toBe(10);
    });

    it('20 concurrent leads of one CPF with a once-per-CPF coupon: one lead, one use', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => leadWith('UMPORCPF', CPF)));
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(await usages('UMPORCPF')).toBe(1);
      expect(await leadsOf('UMPORCPF')).toBe(1);
    });
  });

  describe('POST /api/coupons/count (read only)', () => {
    it('answers the usage as it stands (id or couponId, cpf or userCPF)', async () => {
      expect((await leadWith('PRIMEIROS50', CPF)).statusCode).toBe(201);
      const res = await countUse('PRIMEIROS50', CPF);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: 'PRIMEIROS50', usedCount: 1, remainingUsages: 49, remainingUsageForCpf: null });
      const byCode = await app.inject({ method: 'POST', url: `/api/coupons/count?couponId=CP-0002&userCPF=${CPF}` });
      expect(byCode.json()).toEqual({ name: 'UMPORCPF', usedCount: 0, remainingUsages: null, remainingUsageForCpf: 1 });
      expect((await countUse('NAOEXISTE', CPF)).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/coupons/count' })).statusCode).toBe(400);
    });

    it('55 anonymous calls use nothing: a 50-use coupon stays whole, and a CPF’s once-per-CPF coupon stays theirs', async () => {
      const calls = await Promise.all(Array.from({ length: 55 }, () => countUse('PRIMEIROS50', CPF)));
      expect(calls.every((c) => c.statusCode === 200)).toBe(true);
      expect(await countUse('UMPORCPF', CPF)).toMatchObject({ statusCode: 200 });
      expect(await used('PRIMEIROS50')).toBe(0);
      expect(await usages('UMPORCPF')).toBe(0);
      expect(Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM idempotency_keys')).rows[0]!.n)).toBe(0);
      // The person whose CPF was named still uses their coupon with their lead.
      expect((await leadWith('UMPORCPF', CPF)).statusCode).toBe(201);
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
      for (const [name, cpf] of [['UMPORCPF', CPF], ['BEMVINDO10', CPF], ['BEMVINDO10', OTHER_CPF], ['PRIMEIROS50', OTHER_CPF]] as const) {
        expect((await leadWith(name, cpf)).statusCode).toBe(201);
      }
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
