/**
 * The price-and-rule suite: every coupon kind of the demo catalogue and
 * every offer audience, against a lead that tries to get past the rule
 * through any field of its body, on every rental lead path and the update
 * route. Each attempt is refused in pt-BR and counts nothing: no lead row,
 * no version, no coupon use, every coupon's count as it was.
 *
 * The ways a coupon object is tried come from its struct (models/coupon/coupon-rules.ts
 * `Coupon`): each field our coupons are found by (`COUPON_NAMING_FIELDS`)
 * alone, and every other field set to what would lift the rule if the server
 * believed it (`LIES`, which must name every other field of the struct: a new
 * field fails this suite until it is covered).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Coupon } from '../../models/coupon/coupon-rules';
import type { CouponDefinition } from '../../models/coupon/coupon';
import { leadVersionLabels } from '../../models/labels/lead-version';
import { labels } from '../../models/labels/spec';
import type { Lead, LeadUpdate } from '../../models/lead/lead';
import { couponTermsOf, leadSelectionOf, priceLead } from '../../models/lead/lead-pricing';
import type { Offer } from '../../models/offer/offer';
import { buildApp } from '../../server/app';
import { COUPON_NAMING_FIELDS } from '../../server/coupons/lead-coupon';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { demoCoupons, demoEmployees, demoOffers } from '../../server/demo/demo-catalogue';
import { RENTAL_LEAD_PATHS } from '../../server/leads/leads-routes';
import { LEAD_BODY_FIELDS } from '../../server/privacy/personal-columns';
import { companyLead, offerChoice, rentalLead } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const e = leadVersionLabels.errors;
const offer = (id: string) => demoOffers.find((o) => o.id === id)!;
const coupon = (name: string) => demoCoupons.find((c) => c.name === name)!;
const mobi = offer('fiat-mobi-l10');
const CPF = '529.982.247-25';
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const [employee, employee2] = demoEmployees.filter((x) => x.active) as [(typeof demoEmployees)[number], (typeof demoEmployees)[number]];
const inactive = demoEmployees.find((x) => !x.active)!;
const formatCpf = (d: string) => d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

type NamingField = (typeof COUPON_NAMING_FIELDS)[number];
type CouponObject = Coupon;

/** For every other field of the coupon object, what would lift a coupon's rule if the server took the browser's word for it. */
const LIES: { [K in Exclude<keyof CouponObject, NamingField>]-?: CouponObject[K] } = {
  description: 'Cupom livre, sem restrições',
  type: 'percentage',
  recurrence: null,
  maxUsages: null,
  maxUsagesPerCPF: null,
  remainingUsages: 999,
  remainingUsageForCpf: 999,
  discountAmount: 50,
  monthlyPaymentDiscountAmount: 0,
  period: 36,
  limitedKind: 'none',
  requiresInitialPayment: false,
};

/** The coupon object as an honest page sends it (what a validation answered). */
const couponObject = (def: CouponDefinition): CouponObject => ({
  locaviaCode: def.locaviaCode,
  name: def.name,
  description: def.description,
  type: def.type,
  recurrence: def.recurrence ?? null,
  maxUsages: def.maxUsages ?? null,
  maxUsagesPerCPF: def.maxUsagesPerCPF ?? null,
  discountAmount: def.discountAmount,
  limitedKind: def.limitedKind,
  requiresInitialPayment: def.requiresInitialPayment,
});

/** Every way a lead's coupon object may name `def`, or claim to be something else, each with what it tries. */
function couponVariants(def: CouponDefinition): { how: string; coupon: CouponObject }[] {
  const honest = couponObject(def);
  const blank = Object.fromEntries(COUPON_NAMING_FIELDS.map((f) => [f, ''])) as Record<NamingField, string>;
  return [
    { how: 'every naming field', coupon: honest },
    ...COUPON_NAMING_FIELDS.map((f) => ({ how: `only ${f}`, coupon: { ...honest, ...blank, [f]: honest[f] } })),
    { how: 'the name in lower case, padded', coupon: { ...honest, name: ` ${def.name.toLowerCase()} ` } },
    { how: 'another coupon’s name with its code', coupon: { ...honest, name: 'BEMVINDO10' } },
    { how: 'no naming field at all, its terms only', coupon: { ...honest, ...blank } },
    ...Object.entries(LIES).map(([field, lie]) => ({ how: `${field} = ${JSON.stringify(lie)}`, coupon: { ...honest, [field]: lie } })),
  ];
}

/** The refusals a rule-breaking lead may get: each a pt-BR message of ours. */
const REFUSALS = new Set<string>([
  labels.coupon.unavailable,
  labels.coupon.expired,
  labels.coupon.limitedByQuantityError,
  labels.coupon.limitedByCpfError,
  labels.coupon.requiresInitialPayment,
  e.priceMismatch,
  e.offerForCompanies,
  e.offerForEmployees,
  e.offerForEmployeesOnly,
  e.offerForRelativesOnly,
  e.couponFixed,
  labels.leadForm.b2e.employeeInvalid,
  labels.leadForm.b2e.employeeCpfInvalid,
  labels.leadForm.b2e.kinshipRequired,
  labels.validation.cpf,
]);

function expectRefused(res: LightMyRequestResponse, what: string): void {
  expect([400, 409, 422], `${what}: ${res.body}`).toContain(res.statusCode);
  const { error } = res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>();
  const message = REFUSALS.has(error.message) ? error.message : Object.values(error.fields ?? {})[0];
  expect(REFUSALS.has(message ?? '') || message === e.offerForDealer(offer('fiat-argo-dealer-bh').dealer!.name), `${what}: ${res.body}`).toBe(true);
}

describeEachDatabase('lead rules: coupons and audiences', (ctx) => {
  let app: FastifyInstance;
  let key = 0;
  beforeAll(async () => {
    // The employee check's limits out of the way: every attempt reaches the rule it tries (its own test below holds them).
    app = (await buildApp({ db: ctx.db, employeeCheckLimit: { max: 1_000, windowMinutes: 15 } })).app;
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: unknown, cookie?: string) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { 'idempotency-key': `lead-rules-${++key}`, ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });

  /** What a refused lead must leave as it was. */
  const state = async () => {
    const { rows } = await ctx.db.query<{ leads: string; versions: string; usages: string; counts: Record<string, number> }>(
      `SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM lead_versions) AS versions, (SELECT count(*) FROM coupon_usages) AS usages,
              (SELECT json_object_agg(name, used_count) FROM coupons) AS counts`,
    );
    return { leads: Number(rows[0]!.leads), versions: Number(rows[0]!.versions), usages: Number(rows[0]!.usages), counts: rows[0]!.counts };
  };

  /** The lead on `on` with the plan `period`, priced as the page prices it with `def`'s terms and the entrada (`entrada`: over the least one). */
  function leadWith(base: Lead, on: Offer, def: CouponDefinition | null, options: { entrada?: boolean; coupon?: CouponObject | null } = {}): Lead {
    const selection = leadSelectionOf({ period: base.period, km: base.km, relatedProducts: base.relatedProduct, additionals: base.additionals, initialPayment: 0 });
    const terms = def ? couponTermsOf(def) : null;
    const first = priceLead(on, selection, terms);
    if (!first.ok) throw new Error(first.message);
    const entrada = options.entrada ? first.value.bounds.min + 10_000 : 0;
    const priced = priceLead(on, { ...selection, initialPayment: entrada }, terms);
    if (!priced.ok) throw new Error(priced.message);
    const monthly = priced.value.monthlyPrice;
    const sent = options.coupon === undefined ? (def ? couponObject(def) : null) : options.coupon;
    return {
      ...base,
      rentalPrice: monthly,
      rental_payment_information: {
        initialPaymentAmount: entrada,
        initialPaymentPercentage: 0,
        discountAmount: 0,
        discountPercentage: 0,
        monthlyInstallments: base.period,
        monthlyPaymentAmount: monthly,
        ...(sent ? { coupon: sent } : {}),
      },
    };
  }

  /** A person's lead on an offer: its first plan (or `period`), the page's choice. */
  const personLead = (on: Offer, over: Partial<Lead> = {}, plan = on.rentalPlanList[0]!): Lead =>
    rentalLead({ ofertas_id: on.id, brand: on.brand, productCode: on.mvs, msc_ano_modelo: String(on.modelYear), ...offerChoice(on, plan), ...over });

  /** Sends every variant on every rental path; each is refused and, all told, nothing changed. */
  async function expectAllRefused(attempts: { how: string; lead: unknown }[], cookie?: string) {
    const before = await state();
    for (const url of RENTAL_LEAD_PATHS) {
      for (const attempt of attempts) expectRefused(await post(url, attempt.lead, cookie), `${url} ${attempt.how}`);
    }
    expect(await state()).toEqual(before);
  }

  const usagesOfLead = async (id: string) => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM coupon_usages WHERE lead_id = $1', [id])).rows[0]!.n);
  const plan = (on: Offer, period: number) => on.rentalPlanList.find((p) => p.period === period)!;

  /** Every coupon kind of the demo catalogue, set up to be refused, and the lead that would need it to pass. */
  const kinds: { kind: string; coupon: string; prepare?: () => Promise<void>; lead: (def: CouponDefinition, sent: CouponObject) => Lead }[] = [
    { kind: 'expired (VENCIDO)', coupon: 'VENCIDO', lead: (def, sent) => leadWith(personLead(mobi), mobi, def, { coupon: sent }) },
    { kind: 'sold out (ESGOTADO)', coupon: 'ESGOTADO', lead: (def, sent) => leadWith(personLead(mobi), mobi, def, { coupon: sent }) },
    {
      kind: 'quantity-limited, all its uses made (PRIMEIROS50)',
      coupon: 'PRIMEIROS50',
      prepare: async () => {
        await ctx.db.query("INSERT INTO coupon_usages (coupon_name, cpf) SELECT 'PRIMEIROS50', NULL FROM generate_series(1, 50)");
        await ctx.db.query("UPDATE coupons SET used_count = 50 WHERE name = 'PRIMEIROS50'");
      },
      lead: (def, sent) => leadWith(personLead(mobi), mobi, def, { coupon: sent }),
    },
    {
      kind: 'once per CPF, already used by this CPF (UMPORCPF)',
      coupon: 'UMPORCPF',
      prepare: async () => expect((await post('/api/v2/lead', leadWith(personLead(mobi), mobi, coupon('UMPORCPF')))).statusCode).toBe(201),
      // The same CPF written without its punctuation is the same CPF.
      lead: (def, sent) => leadWith(personLead(mobi, { cpf: CPF.replace(/\D/g, '') }), mobi, def, { coupon: sent }),
    },
    {
      kind: '20 uses and once per CPF, already used by this CPF (LIMITADO)',
      coupon: 'LIMITADO',
      prepare: async () => expect((await post('/api/create-rental-lead', leadWith(personLead(mobi), mobi, coupon('LIMITADO')))).statusCode).toBe(201),
      lead: (def, sent) => leadWith(personLead(mobi), mobi, def, { coupon: sent }),
    },
    { kind: 'once per CPF, on a lead with no CPF (UMPORCPF)', coupon: 'UMPORCPF', lead: (def, sent) => leadWith(companyLead({ ofertas_id: mobi.id, productCode: mobi.mvs, dealersCode: '10101', ...offerChoice(mobi) }), mobi, def, { coupon: sent }) },
    { kind: 'for 36 months only, on 24 (FLUAAUTO)', coupon: 'FLUAAUTO', lead: (def, sent) => leadWith(personLead(mobi, {}, plan(mobi, 24)), mobi, def, { coupon: sent }) },
    { kind: 'needs an entrada, without one (COMENTRADA)', coupon: 'COMENTRADA', lead: (def, sent) => leadWith(personLead(mobi), mobi, def, { coupon: sent }) },
    { kind: 'for one offer only, on another (SOMENTEMOBI)', coupon: 'SOMENTEMOBI', lead: (def, sent) => leadWith(personLead(offer('fiat-mobi-t10')), offer('fiat-mobi-t10'), def, { coupon: sent }) },
  ];

  it('the lies cover every field of the coupon object the lead carries', () => {
    expect(Object.keys(Coupon.schema).sort()).toEqual([...COUPON_NAMING_FIELDS, ...Object.keys(LIES)].sort());
  });

  it('the demo catalogue has a coupon of every kind the suite tries', () => {
    const defs = kinds.map((k) => coupon(k.coupon));
    expect(defs.some((d) => d.validUntil < '2026-01-01')).toBe(true);
    expect(defs.some((d) => d.maxUsages != null)).toBe(true);
    expect(defs.some((d) => d.maxUsagesPerCPF != null)).toBe(true);
    expect(defs.some((d) => d.periods.length > 0)).toBe(true);
    expect(defs.some((d) => d.offerIds.length > 0)).toBe(true);
    expect(defs.some((d) => d.requiresInitialPayment)).toBe(true);
  });

  describe.each(kinds)('a coupon $kind', (k) => {
    it('is refused however the lead names it, on every rental path, and nothing is counted', async () => {
      await k.prepare?.();
      const def = coupon(k.coupon);
      await expectAllRefused([
        ...couponVariants(def).map((v) => ({ how: v.how, lead: k.lead(def, v.coupon) })),
        // No coupon object at all, only the discount in the price: the server's price has none.
        { how: 'no coupon, the discounted price', lead: { ...k.lead(def, couponObject(def)), rental_payment_information: { ...k.lead(def, couponObject(def)).rental_payment_information!, coupon: null } } },
      ]);
    });
  });

  it('a coupon named by any one of its names is used and counted like by its name', async () => {
    const def = coupon('PRIMEIROS50');
    const honest = couponObject(def);
    for (const f of COUPON_NAMING_FIELDS) {
      const before = await state();
      const sent = { ...honest, ...Object.fromEntries(COUPON_NAMING_FIELDS.map((g) => [g, g === f ? honest[g] : ''])) };
      const res = await post('/api/leads/flua/create', leadWith(personLead(mobi), mobi, def, { coupon: sent }));
      expect(res.statusCode, res.body).toBe(201);
      const after = await state();
      expect(after.usages).toBe(before.usages + 1);
      expect(after.counts.PRIMEIROS50).toBe(before.counts.PRIMEIROS50! + 1);
      // What the lead stores is our coupon, whatever the browser wrote in it.
      const { rows } = await ctx.db.query<{ coupon: CouponObject }>("SELECT body->'rental_payment_information'->'coupon' AS coupon FROM leads WHERE id = $1", [res.json<{ id: string }>().id]);
      expect(rows[0]!.coupon).toMatchObject({ name: def.name, locaviaCode: def.locaviaCode, description: def.description, discountAmount: def.discountAmount });
    }
  });

  it('a coupon that needs an entrada is taken with one', async () => {
    const def = coupon('COMENTRADA');
    const res = await post('/api/v2/lead', leadWith(personLead(mobi), mobi, def, { entrada: true }));
    expect(res.statusCode, res.body).toBe(201);
  });

  describe('the update route', () => {
    const CLIENT = { 'x-client-origin': 'flua-web' };
    const CAMILA_CPF = '111.444.777-35';
    const put = (payload: LeadUpdate, cookie: string) =>
      app.inject({ method: 'PUT', url: '/api/v1/leads', payload, headers: { cookie, 'idempotency-key': `lead-rules-put-${++key}`, ...SAME_ORIGIN, ...CLIENT } });
    const sendOwn = async (cookie: string, def: CouponDefinition | null, options: { entrada?: boolean } = {}) => {
      const lead = leadWith(personLead(mobi, { firstName: camila.fullName, email: camila.email, cpf: CAMILA_CPF }), mobi, def, options);
      const res = await post('/api/v2/lead', lead, cookie);
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json<{ id: string; productLeadIds: string[] }>();
      return { lead, ids: { cpf: CAMILA_CPF, leadId: answer.id, productLeadId: answer.productLeadIds[0]! } };
    };
    const updateOf = (ids: { cpf: string; leadId: string; productLeadId: string }, lead: Lead, over: Partial<LeadUpdate> = {}): LeadUpdate => ({
      ...ids,
      additionals: lead.additionals,
      relatedProducts: lead.relatedProduct,
      period: lead.period,
      rentalPrice: lead.rentalPrice,
      mileage: lead.km,
      model: mobi.modelShortName,
      version: mobi.versionName,
      series: mobi.mvs,
      modelYear: mobi.modelYear,
      productGroup: 'Flua',
      productCode: mobi.mvs,
      dealersCode: lead.dealersCode,
      offerId: mobi.id,
      ...over,
    });

    it('an update never brings a coupon the proposal was not counted with, named any way', async () => {
      const cookie = await signInCookie(app, camila);
      const { lead, ids } = await sendOwn(cookie, null);
      const before = await state();
      for (const name of ['BEMVINDO10', 'VENCIDO', 'COMENTRADA']) {
        for (const v of couponVariants(coupon(name))) {
          const discounted = leadWith(lead, mobi, coupon(name), { coupon: v.coupon });
          const res = await put(updateOf(ids, discounted, { rentalPaymentInformation: discounted.rental_payment_information! }), cookie);
          expect(res.statusCode, `${name} ${v.how}: ${res.body}`).toBe(409);
          expect(res.json()).toMatchObject({ error: { code: 'coupon_fixed', message: e.couponFixed } });
        }
      }
      expect(await state()).toEqual(before);
    });

    it('an update keeps needing the entrada its coupon needs', async () => {
      const cookie = await signInCookie(app, camila);
      const { lead, ids } = await sendOwn(cookie, coupon('COMENTRADA'), { entrada: true });
      const before = await state();
      const res = await put(updateOf(ids, lead, { rentalPaymentInformation: { ...lead.rental_payment_information!, initialPaymentAmount: 0 } }), cookie);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ error: { message: labels.coupon.requiresInitialPayment } });
      expect(await state()).toEqual(before);
    });

    it('a stored lead whose body names a coupon it was never counted with is priced without it', async () => {
      const cookie = await signInCookie(app, camila);
      const { lead, ids } = await sendOwn(cookie, null);
      // A body naming a coupon the lead never used (as a lead sent through a coupon's other code could have).
      await ctx.db.query(
        `UPDATE leads SET body = jsonb_set(body, '{rental_payment_information}', $2::jsonb) WHERE id = $1`,
        [ids.leadId, JSON.stringify({ ...leadWith(lead, mobi, coupon('BEMVINDO10')).rental_payment_information, coupon: { ...couponObject(coupon('VENCIDO')), name: '' } })],
      );
      const read = await app.inject({ method: 'GET', url: `/api/v2/timeline/rental/${CAMILA_CPF.replace(/\D/g, '')}/${ids.leadId}`, headers: { cookie } });
      expect(read.json<{ coupon: unknown }>().coupon).toBeNull();
      const undiscounted = leadWith(personLead(mobi, {}, plan(mobi, 36)), mobi, null);
      const res = await put(updateOf(ids, undiscounted), cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ monthlyPrice: number }>().monthlyPrice).toBe(undiscounted.rentalPrice);
      expect(await usagesOfLead(ids.leadId)).toBe(0);
    });
  });

  describe('who an offer is for', () => {
    const pulse = offer('fiat-pulse-b2e'); // employees only
    const compass = offer('jeep-compass-b2e'); // employees and their relatives
    const strada = offer('fiat-strada-pj'); // companies only
    const argoBh = offer('fiat-argo-dealer-bh'); // dealer 30101 only
    const b2eLead = (on: Offer, over: Partial<Lead> = {}) =>
      leadWith(personLead(on, { cpf: formatCpf(employee.cpf), sapId: employee.sapId, is_employee: true, ...over }), on, null);
    const relativeLead = (on: Offer, over: Partial<Lead> = {}) =>
      b2eLead(on, { cpf: '111.444.777-35', is_employee: false, kinship: 'Filho(a)', employeeCpf: formatCpf(employee.cpf), ...over });
    const strLead = (over: Partial<Lead> = {}) => leadWith(companyLead({ ofertas_id: strada.id, productCode: strada.mvs, dealersCode: '55553', ...offerChoice(strada), ...over }), strada, null);

    it('an employees’ offer takes an active employee’s lead, the server checking the SAP id and CPF itself', async () => {
      // Honest leads first (they also leave the offers as this process last read them, the one-statement path's).
      expect((await post('/api/v2/lead', b2eLead(pulse))).statusCode).toBe(201);
      expect((await post('/api/v2/lead', relativeLead(compass))).statusCode).toBe(201);
      expect((await post('/api/v2/lead', b2eLead(compass, { cpf: formatCpf(employee2.cpf), sapId: employee2.sapId }))).statusCode).toBe(201);
      await expectAllRefused([
        { how: 'no SAP id, no employee check', lead: leadWith(personLead(pulse), pulse, null) },
        { how: 'a SAP id with another person’s CPF', lead: b2eLead(pulse, { cpf: CPF === formatCpf(employee.cpf) ? '390.533.447-05' : CPF }) },
        { how: 'an inactive employee', lead: b2eLead(pulse, { cpf: formatCpf(inactive.cpf), sapId: inactive.sapId }) },
        { how: 'another employee’s SAP id', lead: b2eLead(pulse, { sapId: employee2.sapId }) },
        { how: 'is_employee without the check', lead: leadWith(personLead(pulse, { is_employee: true }), pulse, null) },
        { how: 'a relative on an employees-only offer', lead: relativeLead(pulse) },
        { how: 'a relative naming no employee CPF', lead: relativeLead(compass, { employeeCpf: undefined }) },
        { how: 'a relative naming an inactive employee', lead: relativeLead(compass, { sapId: inactive.sapId, employeeCpf: formatCpf(inactive.cpf) }) },
        { how: 'a relative naming the SAP id with their own CPF', lead: relativeLead(compass, { employeeCpf: '111.444.777-35' }) },
        { how: 'a company', lead: leadWith(companyLead({ ofertas_id: pulse.id, productCode: pulse.mvs, dealersCode: '10101', sapId: employee.sapId, ...offerChoice(pulse) }), pulse, null) },
      ]);
    });

    it('the employee’s CPF a relative’s lead names goes when the lead is anonymised', () => {
      const lead = relativeLead(compass);
      for (const field of ['employeeCpf', 'kinship', 'sapId', 'cpf'] as const) {
        expect(lead[field], field).toBeTruthy();
        expect(LEAD_BODY_FIELDS.replaced, field).toContain(field);
      }
    });

    it('a lead’s failed employee checks count toward the employee check’s limits', async () => {
      const limited = (await buildApp({ db: ctx.db, employeeCheckLimit: { max: 2, windowMinutes: 15 } })).app;
      try {
        const send = (lead: Lead) => limited.inject({ method: 'POST', url: '/api/v2/lead', payload: lead, headers: { 'idempotency-key': `lead-rules-limit-${++key}`, ...SAME_ORIGIN } });
        for (let i = 0; i < 2; i++) expect((await send(b2eLead(pulse, { cpf: '390.533.447-05' }))).statusCode).toBe(400);
        const held = await send(b2eLead(pulse, { cpf: '390.533.447-05' }));
        expect(held.statusCode).toBe(429);
        expect(held.json()).toMatchObject({ error: { code: 'too_many_requests' } });
      } finally {
        await limited.close();
      }
    });

    it('a company offer takes a company’s lead only', async () => {
      expect((await post('/api/v2/lead', strLead())).statusCode).toBe(201);
      await expectAllRefused([
        { how: 'a person', lead: leadWith(personLead(strada, { dealersCode: '55553' }), strada, null) },
        { how: 'a person who also names a company', lead: strLead({ firstName: 'Maria Aparecida da Silva', cpf: CPF }) },
      ]);
    });

    it('a dealer’s offer takes leads for its dealer only', async () => {
      const bound = argoBh.dealer!.id;
      expect((await post('/api/v2/lead', leadWith(personLead(argoBh, { dealersCode: bound }), argoBh, null))).statusCode).toBe(201);
      await expectAllRefused([
        { how: 'another dealer', lead: leadWith(personLead(argoBh, { dealersCode: '10101' }), argoBh, null) },
        { how: 'another dealer, as a referral of its own', lead: leadWith(personLead(argoBh, { dealersCode: '10101', referralDealer: bound }), argoBh, null) },
      ]);
    });
  });
});
