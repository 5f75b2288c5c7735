/**
 * The timeline calls: `GET /api/v2/timeline/rental?brand=…` lists the
 * signed-in customer's proposals with their codes and timelines (the moves,
 * who made them, their notes); `GET /api/v2/timeline/rental/{cpf}/{leadId}`
 * answers one lead with its vehicle to its owner (and the seller of its
 * dealer), to nobody else, with the same answer whatever the CPF asked.
 * Customer A can neither read nor cancel B's.
 */
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leadOffer } from '../support/lead-fixtures';
import type { Lead } from '../../models/lead/lead';
import { todayInBrazil } from '../../models/common/calendar';
import { labels } from '../../models/labels/spec';
import { BAD_REQUEST_MESSAGE } from '../../models/common/struct-errors';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { offerTitle } from '../../models/pricing/offer-details';
import { RentalLeadTimeline, RentalTimelineAnswer } from '../../models/proposal/proposal';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { seedDemoLeads } from '../../server/demo/seed';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { personOf, sendLead } from './support/send-lead';
import { signInCookie } from './support/sign-in';
import { signInCallers } from './support/callers';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const joao = demoAccounts.find((a) => a.email === 'joao@flua.example')!;
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;

describeEachDatabase('timeline API', (ctx) => {
  let app: FastifyInstance;
  let key = 0;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => app?.close());

  const signIn = (account: { email: string; password: string }) => signInCookie(app, account);
  const colour: Partial<Lead> = leadOffer.offerColors?.[0] ? { relatedProduct: [{ product: leadOffer.mvs, type: 'color', code: '111', name: 'Vermelho Montecarlo', price: 0 }] } : {};
  const leadOf = (cookie: string, account: typeof joao, extra: Partial<Lead> = {}) => sendLead(app, { ...personOf(account), ...colour, ...extra }, cookie);
  const move = (leadId: string, body: object, cookie: string) =>
    app.inject({ method: 'PUT', url: `/api/leads/${leadId}/status`, payload: body, headers: { 'idempotency-key': `timeline-move-${++key}`, ...SAME_ORIGIN, cookie } });
  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: { 'accept-language': 'pt-BR', ...(cookie ? { cookie } : {}) } });

  it('a proposal shows the test drive asked with its lead', async () => {
    const joaoCookie = await signIn(joao);
    const testDrive = { date: todayInBrazil(), time: '11:00' as const };
    const withTestDrive = await leadOf(joaoCookie, joao, { testDrive });
    const without = await leadOf(joaoCookie, joao);
    const answer = (await get('/api/v2/timeline/rental?brand=fiat', joaoCookie)).json<{ leadId: string; testDrive?: unknown }[]>();
    expect(answer.find((p) => p.leadId === withTestDrive)!.testDrive).toEqual(testDrive);
    expect(answer.find((p) => p.leadId === without)).not.toHaveProperty('testDrive');
  });

  it('a visitor is refused (401); a bad brand is 400', async () => {
    expect((await get('/api/v2/timeline/rental?brand=fiat')).statusCode).toBe(401);
    const cookie = await signIn(joao);
    expect((await get('/api/v2/timeline/rental?brand=ferrari', cookie)).statusCode).toBe(400);
  });

  it('every brand site sees its own proposals: a Jeep proposal is listed on jeep, never on fiat; a multibrand site lists both', async () => {
    await seedDemoLeads(ctx.db);
    const cookie = await signIn(camila);
    const listed = async (brand: string) => {
      const res = await get(`/api/v2/timeline/rental?brand=${brand}`, cookie);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      assert(answer, RentalTimelineAnswer);
      return answer.map((p) => [p.brand, p.offerId]);
    };
    expect(await listed('fiat')).toEqual([['fiat', 'fiat-pulse-a10']]);
    expect(await listed('jeep')).toEqual([['jeep', 'jeep-renegade-l13']]);
    expect(await listed('peugeot')).toEqual([]);
    expect(await listed(encodeURIComponent('fiat,jeep'))).toEqual([
      ['fiat', 'fiat-pulse-a10'],
      ['jeep', 'jeep-renegade-l13'],
    ]);
  });

  it('a missing or unknown brand is a 400 that says, in pt-BR, which brands it takes', async () => {
    const cookie = await signIn(joao);
    for (const url of ['/api/v2/timeline/rental', '/api/v2/timeline/rental?brand=', '/api/v2/timeline/rental?brand=ferrari', '/api/v2/timeline/rental?brand=fiat,ferrari']) {
      const res = await get(url, cookie);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toEqual({ error: { code: 'bad_request', message: BAD_REQUEST_MESSAGE, fields: { brand: labels.httpErrors.siteBrand } } });
    }
  });

  it('one lead of another brand is unknown to the site asking (404); its own brand, or no brand asked, reads it', async () => {
    await seedDemoLeads(ctx.db);
    const cookie = await signIn(camila);
    const [jeep] = (await get('/api/v2/timeline/rental?brand=jeep', cookie)).json<{ leadId: string }[]>();
    const url = `/api/v2/timeline/rental/${camila.cpf.replace(/\D/g, '')}/${jeep!.leadId}`;
    expect((await get(`${url}?brand=fiat`, cookie)).statusCode).toBe(404);
    expect((await get(`${url}?brand=jeep`, cookie)).statusCode).toBe(200);
    expect((await get(`${url}?brand=${encodeURIComponent('fiat,jeep')}`, cookie)).statusCode).toBe(200);
    expect((await get(url, cookie)).statusCode).toBe(200);
    const unknown = await get(`${url}?brand=ferrari`, cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ brand: labels.httpErrors.siteBrand });
  });

  it('lists the customer’s proposals with their code and timeline: who moved them, when, and the note', async () => {
    const joaoCookie = await signIn(joao);
    const sellerCookie = await signIn(seller);
    const first = await leadOf(joaoCookie, joao);
    const second = await leadOf(joaoCookie, joao);
    expect((await move(first, { to: 'in_service', note: 'Olá, João! Vou cuidar da sua proposta.' }, sellerCookie)).statusCode).toBe(200);

    const res = await get('/api/v2/timeline/rental?brand=fiat', joaoCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('pt-BR');
    const answer = res.json();
    assert(answer, RentalTimelineAnswer);
    expect(answer.map((p) => p.leadId)).toEqual([second, first]);
    const moved = answer[1]!;
    expect(moved).toMatchObject({
      proposalCode: proposalCodeOf(first),
      status: 'in_service',
      offerId: leadOffer.id,
      brand: 'fiat',
      title: offerTitle(leadOffer, labels.brandNames.fiat),
      dealerCode: '10101',
      dealerName: 'Paulista Motores',
    });
    expect(moved.timeline).toEqual([
      { status: 'sent', at: moved.createdAt, by: { name: joao.fullName, role: 'customer' }, note: null },
      { status: 'in_service', at: expect.stringMatching(/^\d{4}-/), by: { name: seller.fullName, role: 'seller' }, note: 'Olá, João! Vou cuidar da sua proposta.' },
    ]);
    expect(answer[0]!.timeline.map((e) => e.status)).toEqual(['sent']);
    // Camila sees none of João's.
    const camilaCookie = await signIn(camila);
    const hers = (await get('/api/v2/timeline/rental?brand=fiat', camilaCookie)).json<{ leadId: string }[]>();
    expect(hers.map((p) => p.leadId)).not.toContain(first);
    expect(hers.map((p) => p.leadId)).not.toContain(second);
  });

  it('one lead with its vehicle for its owner and the dealer’s seller; customer B can neither read nor cancel it', async () => {
    const joaoCookie = await signIn(joao);
    const camilaCookie = await signIn(camila);
    const sellerCookie = await signIn(seller);
    const lead = await leadOf(joaoCookie, joao);
    const url = `/api/v2/timeline/rental/${joao.cpf}/${lead}`;

    const own = await get(url, joaoCookie);
    expect(own.statusCode).toBe(200);
    const answer = own.json();
    assert(answer, RentalLeadTimeline);
    expect(answer).toMatchObject({ leadId: lead, cpf: joao.cpf, status: 'sent', lead: { ofertas_id: leadOffer.id, period: leadOffer.rentalPlanList[0]!.period } });
    expect(answer.mvsInformation).toMatchObject({ modelCode: leadOffer.mvsInformation.modelCode, versionCode: leadOffer.mvsInformation.versionCode });
    if (leadOffer.offerColors?.[0]) expect(answer.mvsInformation?.colorCode).toBe('111');
    expect((await get(url, sellerCookie)).statusCode).toBe(200);

    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, camilaCookie)).statusCode).toBe(404);
    expect((await get(`/api/v2/timeline/rental/${camila.cpf}/${lead}`, joaoCookie)).statusCode).toBe(404);
    expect((await get(`/api/v2/timeline/rental/${joao.cpf}/not-a-lead`, joaoCookie)).statusCode).toBe(400);

    expect((await move(lead, { to: 'cancelled' }, camilaCookie)).statusCode).toBe(403);
    expect((await get(url, joaoCookie)).json<{ status: string }>().status).toBe('sent');

    // The owner cancels, and the cancellation is the last milestone.
    expect((await move(lead, { to: 'cancelled', from: 'sent' }, joaoCookie)).statusCode).toBe(200);
    const after = (await get(url, joaoCookie)).json<{ status: string; timeline: { status: string; by: { role: string } }[] }>();
    expect(after.status).toBe('cancelled');
    expect(after.timeline.at(-1)).toMatchObject({ status: 'cancelled', by: { role: 'customer' } });
  });

  it('one lead carries the spec’s offer terms (leadId, period, km, mileage, rentalPaymentInformation), as the server priced and stored them, never as a page wrote them', async () => {
    const joaoCookie = await signIn(joao);
    const plan = leadOffer.rentalPlanList[0]!;
    // A lead sent without payment information: the server computes and stores it all the same.
    const plain = await leadOf(joaoCookie, joao);
    const stored = await ctx.db.query<{ body: Lead }>('SELECT body FROM leads WHERE id = $1', [plain]);
    const payment = stored.rows[0]!.body.rental_payment_information;
    expect(payment).toMatchObject({ initialPaymentAmount: 0, discountAmount: 0, monthlyInstallments: plan.period, monthlyPaymentAmount: stored.rows[0]!.body.rentalPrice });
    const answer = (await get(`/api/v2/timeline/rental/${joao.cpf}/${plain}?brand=fiat`, joaoCookie)).json();
    assert(answer, RentalLeadTimeline);
    expect(answer).toMatchObject({ leadId: plain, period: plan.period, km: plan.km, mileage: plan.km, rentalPaymentInformation: payment });

    // Figures a page made up (a discount, instalments) are not what is stored nor answered.
    const forged = await leadOf(joaoCookie, joao, { rental_payment_information: { ...payment!, discountAmount: 999_999, discountPercentage: 50, monthlyInstallments: 99 } });
    const forgedAnswer = (await get(`/api/v2/timeline/rental/${joao.cpf}/${forged}?brand=fiat`, joaoCookie)).json<RentalLeadTimeline>();
    expect(forgedAnswer.rentalPaymentInformation).toMatchObject({ discountAmount: 0, discountPercentage: 0, monthlyInstallments: plan.period });

    // The dealer's seller reads them too (they are what an edit needs).
    const sellerCookie = await signIn(seller);
    const bySeller = (await get(`/api/v2/timeline/rental/${joao.cpf}/${plain}?brand=fiat`, sellerCookie)).json<RentalLeadTimeline>();
    expect(bySeller).toMatchObject({ mileage: plan.km, rentalPaymentInformation: payment });
  });

  it('someone without the right to a lead gets the same answer whatever the CPF: it confirms none', async () => {
    const joaoCookie = await signIn(joao);
    const lead = await leadOf(joaoCookie, joao);
    const wrongCpf = '52998224725';
    const cookies = await signInCallers(app, ctx.db);
    const callers: [string, string | undefined][] = [
      ['a visitor', undefined],
      ['another customer', cookies.customer],
      ["another dealer's seller", cookies.otherSeller],
      ['the offer admin', cookies.admin],
    ];
    for (const [who, cookie] of callers) {
      const right = await get(`/api/v2/timeline/rental/${joao.cpf}/${lead}`, cookie);
      const wrong = await get(`/api/v2/timeline/rental/${wrongCpf}/${lead}`, cookie);
      expect([who, wrong.statusCode, wrong.json()]).toEqual([who, right.statusCode, right.json()]);
    }
    // A made-up seller authorization is refused alike for the right CPF and a wrong one.
    const forged = { authorization: `v1.${lead}.someone.1999999999.${'A'.repeat(43)}` };
    const right = await app.inject({ method: 'GET', url: `/api/v2/timeline/rental/${joao.cpf}/${lead}`, headers: forged });
    const wrong = await app.inject({ method: 'GET', url: `/api/v2/timeline/rental/${wrongCpf}/${lead}`, headers: forged });
    expect(right.statusCode).toBe(403);
    expect([wrong.statusCode, wrong.json()]).toEqual([right.statusCode, right.json()]);
  });

  it('the demo seed’s older proposal was moved by the dealer’s seller, with notes to the customer', async () => {
    await seedDemoLeads(ctx.db);
    const answer = (await get('/api/v2/timeline/rental?brand=jeep,fiat', await signIn(camila))).json();
    assert(answer, RentalTimelineAnswer);
    const older = answer.at(-1)!;
    expect(older.status).toBe('credit_review');
    expect(older.timeline.map((e) => [e.status, e.by.role])).toEqual([
      ['sent', 'customer'],
      ['in_service', 'seller'],
      ['credit_review', 'seller'],
    ]);
    expect(older.timeline[1]!.by.name).toBe(seller.fullName);
    expect(answer[0]!.status).toBe('sent');
  });

  it('the demo seed’s proposals carry the day they were sent: version 1 by the customer, consents and their history', async () => {
    await seedDemoLeads(ctx.db);
    const { rows } = await ctx.db.query<{ created: string; version_at: string; actor_name: string | null; consent_at: string; event_at: string }>(
      `SELECT l.created_at::text AS created, v.at::text AS version_at, v.actor_name,
              (SELECT min(recorded_at)::text FROM lead_consents c WHERE c.lead_id = l.id) AS consent_at,
              (SELECT max(at)::text FROM consent_events e WHERE e.lead_id = l.id) AS event_at
         FROM leads l JOIN lead_versions v ON v.lead_id = l.id AND v.number = 1
        WHERE l.created_at < now() - interval '1 day'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.version_at).toBe(r.created);
      expect(r.consent_at).toBe(r.created);
      expect(r.event_at).toBe(r.created);
      expect(r.actor_name).toBe(camila.fullName);
    }
  });

  it('the demo seed’s proposals carry what the details page sends: the plan’s colour and the offer’s required additionals, at the server’s price', async () => {
    await seedDemoLeads(ctx.db);
    const cookie = await signIn(camila);
    for (const brand of ['jeep', 'fiat']) {
      const answer = (await get(`/api/v2/timeline/rental?brand=${brand}`, cookie)).json();
      assert(answer, RentalTimelineAnswer);
      const proposal = answer[0]!;
      const offer = demoOffers.find((o) => o.id === proposal.offerId)!;
      const res = await get(`/api/v2/timeline/rental/${camila.cpf.replace(/\D/g, '')}/${proposal.leadId}`, cookie);
      expect(res.statusCode).toBe(200);
      const { lead } = res.json<{ lead: { relatedProduct: { type: string; name: string }[]; additionals: { id: string }[] } }>();
      const colour = lead.relatedProduct.find((p) => p.type === 'color');
      expect(offer.colors.map((c) => c.name)).toContain(colour?.name);
      const required = offer.additionalItemsList.filter((a) => a.required === 1).map((a) => a.id);
      expect(required.length).toBeGreaterThan(0);
      expect(lead.additionals.map((a) => a.id)).toEqual(expect.arrayContaining(required));
    }
  });
});
