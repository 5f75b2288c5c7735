/**
 * Lead updates as versions (`PUT /api/v1/leads`) and the customer's
 * acceptance of a seller's version: who may update (the owner with the
 * client-origin header, or the seller edit link's authorization), the
 * server's price (the browser's is never stored), a seller's price change
 * waiting for the customer, updates closed after the contract or a
 * cancellation, one version per Idempotency-Key, and the versions with their
 * changes on the timeline and the lead desk.
 */
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import { leadVersionLabels } from '../../models/labels/lead-version';
import { LeadUpdateAnswer, type LeadUpdate } from '../../models/lead/lead';
import { couponTermsOf, leadSelectionOf, paymentInformationOf, priceLead } from '../../models/lead/lead-pricing';
import { SellerLeadDetail, SellerLeadsAnswer } from '../../models/lead/lead-desk';
import { formatBRL } from '../../models/common/money';
import { titleCase } from '../../models/common/title-case';
import { detailsPrice, type DetailsConfiguration } from '../../models/pricing/offer-details';
import { RentalLeadTimeline, RentalProposal, RentalTimelineAnswer } from '../../models/proposal/proposal';
import { buildApp } from '../../server/app';
import { createAccount } from '../../server/auth/accounts-repo';
import { hashPassword } from '../../server/auth/passwords';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { demoCoupons } from '../../server/demo/demo-catalogue';
import { AUTHORIZATION_ERRORS } from '../../server/seller-leads/lead-authorization';
import { leadOffer as mobi, rentalLead } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { accounts } from './support/callers';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const CLIENT = { 'x-client-origin': 'flua-web' };
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const joao = demoAccounts.find((a) => a.email === 'joao@flua.example')!;
const CAMILA_CPF = '111.444.777-35';
/** A seller of another dealer (10102), the one the access matrix speaks as. */
const otherSeller = accounts.otherSeller;
const e = leadVersionLabels.errors;

const colour = (code: string) => mobi.colors.find((c) => c.code === code)!;
const additional = (id: string) => mobi.additionalItemsList.find((a) => a.id === id)!;

/** What the details page would show for this choice (the browser's own price). */
function browserPrice(config: Partial<DetailsConfiguration>) {
  const full: DetailsConfiguration = { period: 24, km: 1000, colorId: colour('268').colorId, optionalId: null, additionalIds: ['5'], plateNumber: null, initialPayment: 0, ...config };
  const price = detailsPrice(mobi, full);
  return { monthly: price.ranges[0]!.amount, total: price.contractTotal };
}

describeEachDatabase('lead updates and versions API', (ctx) => {
  let app: FastifyInstance;
  let key = 0;
  let now = new Date();
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, leadAuthorization: { now: () => now } })).app;
  });
  afterAll(async () => {
    await app?.close();
  });

  const signIn = (account: { email: string; password: string }) => signInCookie(app, account);
  /** Camila, signed in, sends a lead on the Mobi: 24 months, 1.000 km, white, the required maintenance. */
  const sendLead = async (cookie: string) => {
    const { monthly } = browserPrice({});
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: rentalLead({
        firstName: camila.fullName,
        email: camila.email,
        cpf: CAMILA_CPF,
        period: 24,
        km: 1000,
        rentalPrice: monthly,
        relatedProduct: [{ product: mobi.mvs, type: 'color', code: '268', name: colour('268').name, price: 0 }],
        additionals: [{ id: '5', name: additional('5').name, value: 0 }],
      }),
      headers: { cookie, 'idempotency-key': `s1-updates-lead-${++key}`, ...SAME_ORIGIN },
    });
    expect(res.statusCode).toBe(201);
    const answer = res.json<{ id: string; productLeadIds: string[] }>();
    return { leadId: answer.id, productLeadId: answer.productLeadIds[0]! };
  };
  const update = (lead: { leadId: string; productLeadId: string }, over: Partial<LeadUpdate> = {}): LeadUpdate => ({
    cpf: CAMILA_CPF,
    leadId: lead.leadId,
    productLeadId: lead.productLeadId,
    additionals: [{ id: '5', name: additional('5').name, value: 0 }],
    relatedProducts: [{ product: mobi.mvs, type: 'color', code: '268', name: colour('268').name, price: 0 }],
    period: 24,
    rentalPrice: 1,
    mileage: 1000,
    model: mobi.modelShortName,
    version: mobi.versionName,
    series: mobi.mvs,
    modelYear: mobi.modelYear,
    productGroup: 'Flua',
    productCode: mobi.mvs,
    dealersCode: '10101',
    offerId: mobi.id,
    ...over,
  });
  const put = (payload: LeadUpdate, headers: Record<string, string>, idempotencyKey = `s1-updates-put-${++key}`) =>
    app.inject({ method: 'PUT', url: '/api/v1/leads', payload, headers: { 'idempotency-key': idempotencyKey, ...SAME_ORIGIN, ...headers } });
  const accept = (cookie: string | undefined, leadId: string, number: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v2/timeline/rental/${leadId}/versions/${number}/accept`,
      headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': `s1-updates-accept-${++key}`, ...SAME_ORIGIN },
    });
  const proposals = async (cookie: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/timeline/rental?brand=fiat', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    assert(answer, RentalTimelineAnswer);
    return answer;
  };
  const leadTimeline = async (cookie: string, leadId: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v2/timeline/rental/11144477735/${leadId}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    assert(answer, RentalLeadTimeline);
    return answer;
  };
  const leadTimelineOf = async (cookie: string, leadId: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v2/timeline/rental/${CAMILA_CPF.replace(/\D/g, '')}/${leadId}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ lead: Record<string, unknown> }>();
  };
  const move = (cookie: string, id: string, to: string, note?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/leads/${id}/status`,
      payload: { to, ...(note ? { note } : {}) },
      headers: { cookie, 'idempotency-key': `s1-updates-move-${++key}`, ...SAME_ORIGIN },
    });
  const editLink = async (cookie: string, id: string) => {
    const res = await app.inject({ method: 'POST', url: `/api/seller/leads/${id}/edit-link`, headers: { cookie, ...SAME_ORIGIN } });
    expect(res.statusCode).toBe(200);
    return res.json<{ authorization: string }>().authorization;
  };
  const desk = async (cookie: string, id: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/seller/leads/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    assert(answer, SellerLeadDetail);
    return answer;
  };
  const nb = (s: string | null) => s?.replace(/\u00a0/g, ' ') ?? null;

  it('every new lead is version 1 of its proposal', async () => {
    const cookie = await signIn(camila);
    const lead = await sendLead(cookie);
    const proposal = (await proposals(cookie)).find((p) => p.leadId === lead.leadId)!;
    const { monthly } = browserPrice({});
    expect(proposal.versions).toEqual([
      { number: 1, at: proposal.createdAt, actor: 'customer', actorName: camila.fullName, monthlyPrice: monthly, contractTotal: monthly * 24, changes: [], acceptance: 'not_needed' },
    ]);
    expect(proposal.awaitingVersion).toBeNull();
    expect((await leadTimeline(cookie, lead.leadId)).productLeadId).toBe(lead.productLeadId);
  });

  it('the customer updates their own proposal: the server prices it, the browser’s price is ignored, and the timeline shows the changes', async () => {
    const cookie = await signIn(camila);
    const lead = await sendLead(cookie);
    const change = update(lead, {
      period: 36,
      mileage: 2000,
      rentalPrice: 100,
      relatedProducts: [{ product: mobi.mvs, type: 'color', code: '876', name: 'nome qualquer', price: 1 }],
      additionals: [
        { id: '5', name: 'x', value: 0 },
        { id: '1', name: 'x', value: 1, plate_number: 7 },
      ],
    });

    // The client-origin header is required of the customer.
    const noOrigin = await put(change, { cookie });
    expect(noOrigin.statusCode).toBe(400);
    expect(noOrigin.json()).toMatchObject({ error: { code: 'client_origin_required', message: e.clientOriginRequired } });

    const res = await put(change, { cookie, ...CLIENT });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    assert(answer, LeadUpdateAnswer);
    const expected = browserPrice({ period: 36, km: 2000, colorId: colour('876').colorId, additionalIds: ['1', '5'], plateNumber: 7 });
    expect(answer).toEqual({ leadId: lead.leadId, version: 2, monthlyPrice: expected.monthly, contractTotal: expected.total, awaitingVersion: null });

    const before = browserPrice({});
    const proposal = (await proposals(cookie)).find((p) => p.leadId === lead.leadId)!;
    expect(proposal).toMatchObject({ period: 36, km: 2000, monthlyPrice: expected.monthly, awaitingVersion: null });
    expect(proposal.versions).toHaveLength(2);
    const v2 = proposal.versions[1]!;
    expect(v2).toMatchObject({ number: 2, actor: 'customer', actorName: camila.fullName, acceptance: 'not_needed' });
    expect(v2.changes.map((c) => ({ ...c, before: nb(c.before), after: nb(c.after) }))).toEqual([
      { field: 'plan', before: '24 meses', after: '36 meses' },
      { field: 'km', before: '1.000 km/mês', after: '2.000 km/mês' },
      // Colours as the site names them; the maintenance the offer always includes is no change.
      { field: 'colour', before: titleCase(colour('268').name), after: titleCase(colour('876').name) },
      { field: 'additionals', before: null, after: `${additional('1').name} (final 7)` },
      { field: 'monthlyPrice', before: nb(formatBRL(before.monthly)), after: nb(formatBRL(expected.monthly)) },
      { field: 'contractTotal', before: nb(formatBRL(before.total)), after: nb(formatBRL(expected.total)) },
    ]);

    // The lead body is the current version's: the server's names, prices and plate number; the edit modes restore it.
    const timeline = await leadTimeline(cookie, lead.leadId);
    expect(timeline.lead).toMatchObject({
      period: 36,
      km: 2000,
      rentalPrice: expected.monthly,
      relatedProduct: [{ type: 'color', code: '876', name: colour('876').name, price: colour('876').value }],
      additionals: [
        { id: '1', name: additional('1').name, value: additional('1').value, plate_number: 7 },
        { id: '5', name: additional('5').name, value: 0 },
      ],
      rental_payment_information: { initialPaymentAmount: 0, monthlyInstallments: 36, monthlyPaymentAmount: expected.monthly },
    });
    expect(timeline.versions).toEqual(proposal.versions);
  });

  it('the lead read for an edit carries the coupon it was sent with, and the page’s price with it is the update’s to the centavo', async () => {
    const cookie = await signIn(camila);
    const def = demoCoupons.find((c) => c.name === 'BEMVINDO10')!;
    const base = rentalLead({ firstName: camila.fullName, email: camila.email, cpf: CAMILA_CPF, period: 24, km: 1000 });
    const selection = leadSelectionOf({ period: 24, km: 1000, relatedProducts: base.relatedProduct, additionals: base.additionals, initialPayment: 0 });
    const priced = priceLead(mobi, selection, couponTermsOf(def));
    if (!priced.ok) throw new Error('the coupon does not price the lead');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: {
        ...base,
        rentalPrice: priced.value.monthlyPrice,
        rental_payment_information: {
          ...paymentInformationOf(priced.value, undefined),
          coupon: { locaviaCode: def.locaviaCode, name: def.name, description: def.description, type: def.type, discountAmount: def.discountAmount, limitedKind: def.limitedKind },
        },
      },
      headers: { cookie, 'idempotency-key': `s1-updates-coupon-${++key}`, ...SAME_ORIGIN },
    });
    expect(res.statusCode).toBe(201);
    const lead = { leadId: res.json<{ id: string }>().id, productLeadId: res.json<{ productLeadIds: string[] }>().productLeadIds[0]! };

    const read = await leadTimeline(cookie, lead.leadId);
    expect(read.coupon).toMatchObject({ name: 'BEMVINDO10', type: 'percentage', discountAmount: 10, period: 24 });
    // A lead sent without a coupon reads as none.
    expect((await leadTimeline(cookie, (await sendLead(cookie)).leadId)).coupon).toBeNull();

    // The page edits the lead to 36 months with that coupon: its price is the one the server stores.
    const config: DetailsConfiguration = { period: 36, km: 1000, colorId: colour('268').colorId, optionalId: null, additionalIds: ['5'], plateNumber: null, initialPayment: 0 };
    const page = detailsPrice(mobi, config, read.coupon);
    const saved = await put(update(lead, { period: 36, relatedProducts: base.relatedProduct, additionals: base.additionals ?? [] }), { cookie, ...CLIENT });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ monthlyPrice: page.ranges[0]!.amount, contractTotal: page.contractTotal });
    expect(page.ranges[0]!.amount).toBeLessThan(detailsPrice(mobi, config).ranges[0]!.amount);
  });

  it('refuses what the offer does not sell, with pt-BR messages', async () => {
    const cookie = await signIn(camila);
    const lead = await sendLead(cookie);
    const plate = await put(update(lead, { additionals: [{ id: '5', name: 'x', value: 0 }, { id: '1', name: 'x', value: 0 }] }), { cookie, ...CLIENT });
    expect(plate.statusCode).toBe(400);
    expect(plate.json()).toMatchObject({ error: { message: 'A seleção do número do final de placa é obrigatória.', fields: { additionals: 'A seleção do número do final de placa é obrigatória.' } } });
    const plan = await put(update(lead, { period: 48 }), { cookie, ...CLIENT });
    expect(plan.statusCode).toBe(400);
    expect(plan.json()).toMatchObject({ error: { message: e.planNotOffered } });
    const entrada = await put(update(lead, { rentalPaymentInformation: { initialPaymentAmount: 1, initialPaymentPercentage: 0, discountAmount: 0, discountPercentage: 0, monthlyInstallments: 24, monthlyPaymentAmount: 1 } }), { cookie, ...CLIENT });
    expect(entrada.statusCode).toBe(400);
    expect(entrada.json<{ error: { message: string } }>().error.message).toMatch(/^Valor mínimo de entrada: R\$/);
    const struct = await put({ ...update(lead), productGroup: 'Outro' } as unknown as LeadUpdate, { cookie, ...CLIENT });
    expect(struct.statusCode).toBe(400);
    const dealer = await put(update(lead, { dealersCode: '10102' }), { cookie, ...CLIENT });
    expect(dealer.json()).toMatchObject({ error: { message: e.dealerFixed } });
    expect((await proposals(cookie)).find((p) => p.leadId === lead.leadId)!.versions).toHaveLength(1);
  });

  it('only the owner updates: another customer 403, a visitor 401, a wrong CPF or unknown lead 404', async () => {
    const cookie = await signIn(camila);
    const lead = await sendLead(cookie);
    const other = await signIn(joao);
    const theirs = await put(update(lead), { cookie: other, ...CLIENT });
    expect(theirs.statusCode).toBe(403);
    // Whatever the CPF: the answer to someone without the right never confirms one.
    expect((await put(update(lead, { cpf: '468.213.579-19' }), { cookie: other, ...CLIENT })).statusCode).toBe(403);
    expect((await put(update(lead), CLIENT)).statusCode).toBe(401);
    expect((await put(update(lead, { cpf: '468.213.579-19' }), { cookie, ...CLIENT })).statusCode).toBe(404);
    expect((await put(update(lead, { leadId: '00000000-0000-4000-8000-000000000000' }), { cookie, ...CLIENT })).statusCode).toBe(404);
    expect((await put(update(lead, { productLeadId: '00000000-0000-4000-8000-000000000000' }), { cookie, ...CLIENT })).statusCode).toBe(404);
    // Nor may another customer accept, nor read the versions.
    expect((await accept(other, lead.leadId, 1)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/v2/timeline/rental/11144477735/${lead.leadId}`, headers: { cookie: other } })).statusCode).toBe(404);
  });

  it('the seller’s price change waits for the customer, who accepts it; a version that does not wait answers 409', async () => {
    const customer = await signIn(camila);
    const lead = await sendLead(customer);
    const sellerCookie = await signIn(seller);
    expect((await move(sellerCookie, lead.leadId, 'in_service')).statusCode).toBe(200);
    const authorization = await editLink(sellerCookie, lead.leadId);

    // A free colour changes nothing the customer pays: no acceptance needed (the link's seller, signed in).
    const colourOnly = await put(update(lead, { relatedProducts: [{ product: mobi.mvs, type: 'color', code: '111', name: 'x', price: 0 }] }), { authorization, cookie: sellerCookie });
    expect(colourOnly.statusCode).toBe(200);
    expect(colourOnly.json()).toMatchObject({ version: 2, awaitingVersion: null });

    // A longer plan changes the price: it waits.
    const plan = await put(update(lead, { period: 36, relatedProducts: [{ product: mobi.mvs, type: 'color', code: '111', name: 'x', price: 0 }] }), { authorization, cookie: sellerCookie });
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({ version: 3, awaitingVersion: 3 });

    let proposal = (await proposals(customer)).find((p) => p.leadId === lead.leadId)!;
    expect(proposal.awaitingVersion).toBe(3);
    // The proposal answers the terms in force: the waiting version is a change, not yet the plan.
    expect(proposal).toMatchObject({ period: 24, km: 1000, monthlyPrice: proposal.versions[1]!.monthlyPrice });
    expect(proposal.versions[2]!.monthlyPrice).not.toBe(proposal.monthlyPrice);
    expect(proposal.versions.map((v) => [v.number, v.actor, v.actorName, v.acceptance])).toEqual([
      [1, 'customer', camila.fullName, 'not_needed'],
      [2, 'seller', seller.fullName, 'not_needed'],
      [3, 'seller', seller.fullName, 'awaiting'],
    ]);
    // The desk sees it waiting.
    const list = await app.inject({ method: 'GET', url: '/api/seller/leads', headers: { cookie: sellerCookie } });
    const rows = list.json();
    assert(rows, SellerLeadsAnswer);
    expect(rows.find((r) => r.id === lead.leadId)).toMatchObject({ awaitingVersion: 3, period: 36 });
    const detail = await desk(sellerCookie, lead.leadId);
    expect(detail.versions.map((v) => v.changes.map((c) => c.field))).toEqual([[], ['colour'], ['plan', 'monthlyPrice', 'contractTotal']]);

    // Only that version may be accepted, by its customer.
    expect((await accept(customer, lead.leadId, 2)).json()).toMatchObject({ error: { code: 'version_not_awaiting', message: e.versionNotAwaiting } });
    expect((await accept(undefined, lead.leadId, 3)).statusCode).toBe(401);
    expect((await accept(sellerCookie, lead.leadId, 3)).statusCode).toBe(403);
    // The dealer's system hears of the acceptance (its webhook configured now: server/webhooks/dealer-events.ts).
    await ctx.db.query("UPDATE dealers SET webhook_url = 'https://sistema.paulista.example/flua', webhook_secret = 'whsec_teste' WHERE id = '10101'");
    const accepted = await accept(customer, lead.leadId, 3);
    expect(accepted.statusCode).toBe(200);
    const events = await ctx.db.query<{ type: string; body: string }>('SELECT type, body FROM webhook_outbox ORDER BY id');
    expect(events.rows.map((e) => e.type)).toEqual(['lead.version_accepted']);
    expect(JSON.parse(events.rows[0]!.body)).toMatchObject({ dealerCode: '10101', data: { leadId: lead.leadId, version: 3, status: 'in_service' } });
    const answer = accepted.json();
    assert(answer, RentalProposal);
    expect(answer).toMatchObject({ leadId: lead.leadId, awaitingVersion: null, period: 36 });
    expect(answer.versions[2]!.acceptance).toBe('accepted');
    const again = await accept(customer, lead.leadId, 3);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'version_not_awaiting' } });
    expect((await desk(sellerCookie, lead.leadId)).summary).toMatchObject({ awaitingVersion: null });

    // A seller's version replaced by another before the customer answered waits no more; the newer one does.
    const back = await put(update(lead, { period: 24 }), { authorization, cookie: sellerCookie });
    expect(back.json()).toMatchObject({ version: 4, awaitingVersion: 4 });
    const again36 = await put(update(lead, { period: 36, relatedProducts: [{ product: mobi.mvs, type: 'color', code: '268', name: 'x', price: 0 }] }), { authorization, cookie: sellerCookie });
    // Back to the accepted price: only the colour differs from what the customer agreed to.
    expect(again36.json()).toMatchObject({ version: 5, awaitingVersion: null });
    proposal = (await proposals(customer)).find((p) => p.leadId === lead.leadId)!;
    expect(proposal.versions.map((v) => v.acceptance)).toEqual(['not_needed', 'not_needed', 'accepted', 'not_needed', 'not_needed']);
  });

  it('the seller’s link alone, or with a customer’s session, saves nothing; it dies with the seller’s sign-out', async () => {
    const customer = await signIn(camila);
    const lead = await sendLead(customer);
    const sellerCookie = await signIn(seller);
    const authorization = await editLink(sellerCookie, lead.leadId);
    const colour = { relatedProducts: [{ product: mobi.mvs, type: 'color' as const, code: '111', name: 'x', price: 0 }] };

    const alone = await put(update(lead, colour), { authorization });
    expect(alone.statusCode).toBe(401);
    expect(alone.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.signInToSave, message: leadDeskLabels.authorization.signInToSave } });
    const asCustomer = await put(update(lead, colour), { authorization, cookie: await signIn(joao) });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.sellerOnly, message: leadDeskLabels.authorization.sellerOnly } });
    // Nothing was written.
    expect((await proposals(customer)).find((p) => p.leadId === lead.leadId)!.versions).toHaveLength(1);

    // The link alone reads only the lead's terms: no name, e-mail, phone, address or notes.
    const read = await app.inject({ method: 'GET', url: `/api/v2/timeline/rental/${CAMILA_CPF.replace(/\D/g, '')}/${lead.leadId}`, headers: { authorization } });
    expect(read.statusCode).toBe(200);
    const terms = read.json();
    assert(terms, RentalLeadTimeline);
    expect(Object.keys(terms.lead).sort()).toEqual(['additionals', 'km', 'period', 'relatedProduct', 'rental_payment_information']);
    // The terms under the offer's names (spec 000 §3), as the server priced them: what the edit merges into the offer.
    expect(terms.mileage).toBe(terms.km);
    expect(terms.rentalPaymentInformation).toEqual(terms.lead.rental_payment_information);
    expect(terms.timeline).toEqual([]);
    expect(terms.versions.map((v) => v.actorName)).toEqual([null]);
    for (const personal of [camila.email, camila.fullName, '(11) 98765-4321', 'phone', 'address']) expect(read.body).not.toContain(personal);
    // An altered link is refused even to its seller, signed in (the edit page opens on the error, not at the save).
    const altered = authorization.slice(0, -2) + (authorization.endsWith('AA') ? 'BB' : 'AA');
    const alteredRead = await app.inject({ method: 'GET', url: `/api/v2/timeline/rental/${CAMILA_CPF.replace(/\D/g, '')}/${lead.leadId}`, headers: { authorization: altered, cookie: sellerCookie } });
    expect(alteredRead.statusCode).toBe(403);
    expect(alteredRead.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.invalid } });
    // The seller, signed in, reads the whole lead (their desk shows it) and saves.
    expect((await leadTimelineOf(sellerCookie, lead.leadId)).lead).toMatchObject({ email: camila.email });
    expect((await put(update(lead, colour), { authorization, cookie: sellerCookie })).statusCode).toBe(200);

    // Signed out, the seller's link is dead: to read and to save (signed in again, a new session: a new link is needed).
    expect((await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: sellerCookie, ...SAME_ORIGIN } })).statusCode).toBe(204);
    const dead = await app.inject({ method: 'GET', url: `/api/v2/timeline/rental/${CAMILA_CPF.replace(/\D/g, '')}/${lead.leadId}`, headers: { authorization } });
    expect(dead.statusCode).toBe(403);
    expect(dead.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.sessionEnded, message: leadDeskLabels.authorization.sessionEnded } });
    const again = await signIn(seller);
    expect((await put(update(lead, { period: 36, ...colour }), { authorization, cookie: again })).json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.sessionEnded } });
    expect((await put(update(lead, { period: 36, ...colour }), { authorization: await editLink(again, lead.leadId), cookie: again })).statusCode).toBe(200);
  });

  it('refuses the seller authorization when expired, altered, of another lead or of another dealer’s seller', async () => {
    const customer = await signIn(camila);
    const lead = await sendLead(customer);
    const other = await sendLead(customer);
    const sellerCookie = await signIn(seller);
    const authorization = await editLink(sellerCookie, lead.leadId);
    const otherLink = await editLink(sellerCookie, other.leadId);

    const altered = await put(update(lead), { authorization: authorization.slice(0, -2) + (authorization.endsWith('AA') ? 'BB' : 'AA') });
    expect(altered.statusCode).toBe(403);
    expect(altered.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.invalid, message: leadDeskLabels.authorization.invalid } });
    const otherLead = await put(update(lead), { authorization: otherLink });
    expect(otherLead.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.otherLead, message: leadDeskLabels.authorization.otherLead } });
    // A customer's session does not make someone else's seller link theirs; a stranger's lead is not reached with a link for another.
    const stranger = await signIn(joao);
    expect((await put(update(lead), { cookie: stranger, authorization: otherLink })).statusCode).toBe(403);
    // A seller of another dealer, signed in, holding this link.
    await createAccount(ctx.db, { ...otherSeller, passwordHash: await hashPassword(otherSeller.password, { N: 2 ** 10, r: 8, p: 1 }), roles: ['seller'] });
    const otherDealer = await put(update(lead), { cookie: await signIn(otherSeller), authorization });
    expect(otherDealer.statusCode).toBe(403);
    expect(otherDealer.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.otherSeller, message: leadDeskLabels.authorization.otherSeller } });
    now = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    const expired = await put(update(lead), { authorization, cookie: sellerCookie });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ error: { code: AUTHORIZATION_ERRORS.expired, message: leadDeskLabels.authorization.expired } });
    now = new Date();
    expect((await proposals(customer)).find((p) => p.leadId === lead.leadId)!.versions).toHaveLength(1);
  });

  it('closes updates after the contract and once cancelled (409)', async () => {
    const customer = await signIn(camila);
    const signed = await sendLead(customer);
    const cancelled = await sendLead(customer);
    const sellerCookie = await signIn(seller);
    const authorization = await editLink(sellerCookie, signed.leadId);
    for (const to of ['in_service', 'credit_review', 'approved', 'contract_signed']) expect((await move(sellerCookie, signed.leadId, to)).statusCode).toBe(200);
    const afterContract = await put(update(signed, { period: 36 }), { authorization, cookie: sellerCookie });
    expect(afterContract.statusCode).toBe(409);
    expect(afterContract.json()).toMatchObject({ error: { code: 'edit_closed', message: 'Esta proposta não pode mais ser alterada.' } });
    expect((await put(update(signed, { period: 36 }), { cookie: customer, ...CLIENT })).statusCode).toBe(409);

    expect((await move(customer, cancelled.leadId, 'cancelled')).statusCode).toBe(200);
    const afterCancel = await put(update(cancelled, { period: 36 }), { cookie: customer, ...CLIENT });
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json()).toMatchObject({ error: { code: 'edit_closed' } });
  });

  it('an update retried with the same Idempotency-Key makes one version', async () => {
    const cookie = await signIn(camila);
    const lead = await sendLead(cookie);
    const change = update(lead, { period: 36 });
    const first = await put(change, { cookie, ...CLIENT }, 's1-updates-same-key');
    const second = await put(change, { cookie, ...CLIENT }, 's1-updates-same-key');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await proposals(cookie)).find((p) => p.leadId === lead.leadId)!.versions.map((v) => v.number)).toEqual([1, 2]);
    // The same key with another body is a conflict, not a second version.
    expect((await put(update(lead, { period: 12 }), { cookie, ...CLIENT }, 's1-updates-same-key')).statusCode).toBe(409);
    // Sending the same terms again makes no new version.
    const same = await put(change, { cookie, ...CLIENT });
    expect(same.json()).toMatchObject({ version: 2 });
  });
});
