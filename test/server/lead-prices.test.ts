/**
 * A new rental lead is priced by the server (models/lead/lead-pricing.ts, the
 * details page's own rule): a monthly price other than the server's, a
 * choice the offer does not sell, or an offer that is not published is
 * refused in pt-BR and nothing is stored; a coupon's terms are ours, not the
 * browser's; the lead's version 1 carries the server's price; and only a
 * seller's session names a seller.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leadVersionLabels } from '../../models/labels/lead-version';
import type { Lead } from '../../models/lead/lead';
import type { SellerLeadDetail } from '../../models/lead/lead-desk';
import { leadAdditionalsOf, leadSelectionOf, paymentInformationOf, priceLead, relatedProductsOf } from '../../models/lead/lead-pricing';
import { detailsPrice, normaliseConfiguration, type DetailsConfiguration } from '../../models/pricing/offer-details';
import type { ProposalSummary } from '../../models/proposal/proposal-summary';
import type { RentalProposal } from '../../models/proposal/proposal';
import { titleCase } from '../../models/common/title-case';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { leadOffer as mobi, rentalLead } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const e = leadVersionLabels.errors;

/** The Mobi on 24 months with an entrada, as the details page prices it. */
function withEntrada(coupon: Parameters<typeof detailsPrice>[2] = null) {
  const config: DetailsConfiguration = normaliseConfiguration(mobi, { period: 24, km: 1000, colorId: null, optionalId: null, additionalIds: [], plateNumber: null, initialPayment: 0 });
  const bounds = detailsPrice(mobi, config).bounds;
  const entrada = bounds.min + 12_345;
  const price = detailsPrice(mobi, { ...config, initialPayment: entrada }, coupon);
  return { entrada, price, monthly: price.ranges[0]!.amount };
}

describeEachDatabase('lead prices API', (ctx) => {
  let app: FastifyInstance;
  let key = 0;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (payload: Lead, cookie?: string) =>
    app.inject({ method: 'POST', url: '/api/v2/lead', payload, headers: { 'idempotency-key': `s1-prices-${++key}`, ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const leads = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM leads')).rows[0]!.n);
  const payment = (entrada: number, monthly: number, coupon?: NonNullable<Lead['rental_payment_information']>['coupon']) => ({
    initialPaymentAmount: entrada,
    initialPaymentPercentage: 10,
    discountAmount: 0,
    discountPercentage: 0,
    monthlyInstallments: 24,
    monthlyPaymentAmount: monthly,
    ...(coupon ? { coupon } : {}),
  });

  it('stores a lead priced as the server prices it, with its version 1 at the server’s price and total', async () => {
    const cookie = await signInCookie(app, camila);
    const { entrada, price, monthly } = withEntrada();
    const res = await post(rentalLead({ firstName: camila.fullName, email: camila.email, cpf: '111.444.777-35', period: 24, km: 1000, rentalPrice: monthly, rental_payment_information: payment(entrada, monthly) }), cookie);
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: string }>().id;
    const list = await app.inject({ method: 'GET', url: '/api/v2/timeline/rental?brand=fiat', headers: { cookie } });
    const proposal = list.json<RentalProposal[]>().find((p) => p.leadId === id)!;
    expect(proposal.versions).toEqual([expect.objectContaining({ number: 1, monthlyPrice: monthly, contractTotal: price.contractTotal })]);
    expect(price.contractTotal).toBe(entrada + monthly * 24);
  });

  it('refuses a monthly price other than the server’s, and stores nothing', async () => {
    const before = await leads();
    const { entrada, monthly } = withEntrada();
    for (const rentalPrice of [monthly - 1, monthly + 1, 1]) {
      const res = await post(rentalLead({ period: 24, km: 1000, rentalPrice, rental_payment_information: payment(entrada, rentalPrice) }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'price_changed', message: e.priceMismatch, fields: { rentalPrice: e.priceMismatch } } });
    }
    // The entrada it says it paid counts: without it the price is another.
    expect((await post(rentalLead({ period: 24, km: 1000, rentalPrice: monthly }))).statusCode).toBe(400);
    expect(await leads()).toBe(before);
  });

  it('takes a coupon’s terms from our coupons, never from the lead', async () => {
    const ours = { type: 'percentage' as const, discountAmount: 10, recurrence: null };
    const { entrada, monthly } = withEntrada(ours);
    const coupon = { locaviaCode: 'CP-0001', name: 'BEMVINDO10', description: 'x', type: 'percentage' as const, discountAmount: 10, limitedKind: 'none' as const };
    expect((await post(rentalLead({ period: 24, km: 1000, rentalPrice: monthly, rental_payment_information: payment(entrada, monthly, coupon) }))).statusCode).toBe(201);
    // The same coupon claiming 90 %: priced at our 10 %, the lead's price is refused.
    const greedy = withEntrada({ ...ours, discountAmount: 90 });
    const res = await post(rentalLead({ period: 24, km: 1000, rentalPrice: greedy.monthly, rental_payment_information: payment(entrada, greedy.monthly, { ...coupon, discountAmount: 90 }) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: e.priceMismatch } });
  });

  it('refuses a choice the offer does not sell, with its pt-BR message', async () => {
    const before = await leads();
    const plan = await post(rentalLead({ period: 48 }));
    expect(plan.json()).toMatchObject({ error: { message: e.planNotOffered, fields: { period: e.planNotOffered } } });
    const plate = await post(rentalLead({ additionals: [...rentalLead().additionals, { id: '1', name: 'Final de placa', value: 2990 }] }));
    expect(plate.statusCode).toBe(400);
    expect(plate.json()).toMatchObject({ error: { message: 'A seleção do número do final de placa é obrigatória.', fields: { additionals: 'A seleção do número do final de placa é obrigatória.' } } });
    const colour = await post(rentalLead({ relatedProduct: [{ product: mobi.mvs, type: 'color', code: 'NAO-EXISTE', name: 'x', price: 0 }] }));
    expect(colour.json()).toMatchObject({ error: { message: e.colourNotOffered, fields: { relatedProduct: e.colourNotOffered } } });
    const required = await post(rentalLead({ additionals: [] }));
    expect(required.json()).toMatchObject({ error: { fields: { additionals: e.additionalRequired(mobi.additionalItemsList.find((a) => a.required === 1)!.name) } } });
    expect(await leads()).toBe(before);
  });

  it('refuses a lead on an offer that is not released or is out of its validity', async () => {
    await ctx.db.query('UPDATE offers SET released = false WHERE id = $1', [mobi.id]);
    const unreleased = await post(rentalLead());
    expect(unreleased.statusCode).toBe(400);
    expect(unreleased.json()).toMatchObject({ error: { message: e.offerUnavailable, fields: { ofertas_id: e.offerUnavailable } } });
    await ctx.db.query(`UPDATE offers SET released = true, ends_on = '2020-01-31' WHERE id = $1`, [mobi.id]);
    expect((await post(rentalLead())).json()).toMatchObject({ error: { message: e.offerUnavailable } });
    await ctx.db.query(`UPDATE offers SET ends_on = NULL, starts_on = '2099-01-01' WHERE id = $1`, [mobi.id]);
    expect((await post(rentalLead())).json()).toMatchObject({ error: { message: e.offerUnavailable } });
  });

  it('stores and shows the names and prices of our catalogue, whatever names and prices the lead carries', async () => {
    // A metallic colour (it has a price) on the lead's first plan, and the required maintenance.
    const plan = mobi.rentalPlanList[0]!;
    const colour = mobi.colors.find((c) => c.value > 0 && c.associatedPeriod.length === 0)!;
    const honest = rentalLead({ relatedProduct: [{ product: mobi.mvs, type: 'color', code: colour.code, name: colour.name, price: colour.value }] });
    const priced = priceLead(mobi, leadSelectionOf({ period: plan.period, km: plan.km, relatedProducts: honest.relatedProduct, additionals: honest.additionals, initialPayment: 0 }));
    if (!priced.ok) throw new Error(priced.message);
    const sent = rentalLead({
      rentalPrice: priced.value.monthlyPrice,
      productCode: 'OUTRO-CARRO',
      msc_ano_modelo: '1999',
      relatedProduct: [{ product: 'OUTRO', type: 'color', code: colour.code, name: 'TETO SOLAR + BLINDAGEM (cortesia)', price: 0 }],
      additionals: honest.additionals.map((a) => ({ ...a, name: 'Blindagem nível III (cortesia)', value: 0, locavia_code: 'BRINDE' })),
      rental_payment_information: {
        initialPaymentAmount: 0,
        initialPaymentPercentage: 0,
        discountAmount: 999_999,
        discountPercentage: 90,
        monthlyInstallments: 99,
        monthlyPaymentAmount: 1,
      },
    });
    const res = await post(sent);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    const { rows } = await ctx.db.query<{ body: Lead }>('SELECT body FROM leads WHERE id = $1', [id]);
    const body = rows[0]!.body;
    expect(body.relatedProduct).toEqual(relatedProductsOf(mobi, priced.value));
    expect(body.relatedProduct[0]).toMatchObject({ product: mobi.mvs, name: colour.name, price: colour.value });
    expect(body.additionals).toEqual(leadAdditionalsOf(priced.value));
    expect(body).toMatchObject({ productCode: mobi.mvs, msc_ano_modelo: String(mobi.modelYear), brand: mobi.brand });
    expect(body.rental_payment_information).toEqual(paymentInformationOf(priced.value, undefined));
    expect(JSON.stringify(body)).not.toMatch(/cortesia|BRINDE|OUTRO/);
    // The dealer's desk shows our names and prices.
    const desk = await app.inject({ method: 'GET', url: `/api/seller/leads/${id}`, headers: { cookie: await signInCookie(app, seller) } });
    expect(desk.statusCode).toBe(200);
    const items = desk.json<SellerLeadDetail>().items;
    expect(items[0]).toEqual({ kind: 'color', name: colour.name, price: colour.value });
    expect(items.slice(1).map((i) => i.name)).toEqual(priced.value.additionals.map((a) => a.name));
    expect(desk.body).not.toMatch(/cortesia/);
    // So does the proposal's summary.
    const summary = (await ctx.db.query<{ summary: ProposalSummary }>('SELECT summary FROM lead_versions WHERE lead_id = $1', [id])).rows[0]!.summary;
    expect(summary.lines.find((l) => l.key === 'colour')!.value).toContain(titleCase(colour.name));
    expect(JSON.stringify(summary)).not.toMatch(/cortesia/);
  });

  it('names a seller only from a seller’s session or a seller’s account (test/server/lead-seller.test.ts)', async () => {
    const body = async (id: string) => (await ctx.db.query<{ body: Record<string, unknown> }>('SELECT body FROM leads WHERE id = $1', [id])).rows[0]!.body;
    const visitor = await post(rentalLead({ sellerId: 'VEND-9999' }));
    expect(visitor.statusCode).toBe(201);
    expect((await body(visitor.json<{ id: string }>().id)).sellerId).toBeUndefined();
    const fromSeller = await post(rentalLead({ sellerId: 'OUTRO' }), await signInCookie(app, seller));
    expect(fromSeller.statusCode).toBe(201);
    expect((await body(fromSeller.json<{ id: string }>().id)).sellerId).toBe(seller.sellerId);
  });
});
