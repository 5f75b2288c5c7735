/**
 * `GET /api/proposals`: a signed-in customer sees the leads they sent signed
 * in, and those that carry both their CPF and one of their e-mails; nobody
 * else's, and not a lead that has their CPF with another e-mail.
 */
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { labels } from '../../models/labels/spec';
import { offerTitle } from '../../models/offer-details';
import { ProposalsAnswer } from '../../models/proposals';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/db/demo-accounts';
import { DEMO_PROPOSALS, seedDemoLeads } from '../../server/db/seed';
import { leadOffer, rentalLead, saoPauloFiatDealer } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const joao = demoAccounts.find((a) => a.email === 'joao@flua.example')!;
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;

describeEachDatabase('proposals API', (ctx) => {
  let app: FastifyInstance;
  let key = 0;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => app?.close());

  const signIn = (account: { email: string; password: string }) => signInCookie(app, account);
  const sendLead = async (lead: object, cookie?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: lead,
      headers: { 'idempotency-key': `proposals-test-${++key}`, ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const proposals = async (cookie?: string) => app.inject({ method: 'GET', url: '/api/proposals', headers: cookie ? { cookie } : {} });

  it('refuses a visitor (401 in pt-BR)', async () => {
    const res = await proposals();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('lists the customer’s own leads, newest first, with the offer’s title, the dealer’s name, the plan and the monthly price', async () => {
    const joaoCookie = await signIn(joao);
    const plan = leadOffer.rentalPlanList.at(-1)!;
    // Sent while signed in (another e-mail and CPF typed: it is still theirs).
    const signedInLead = await sendLead(rentalLead({ email: 'outro.endereco@example.com', period: plan.period, km: plan.km, rentalPrice: plan.price }), joaoCookie);
    // Sent before signing in, with their CPF and their e-mail (any case).
    const anonymousLead = await sendLead(rentalLead({ cpf: joao.cpf, email: joao.email.toUpperCase() }));
    // Their CPF with somebody else's e-mail: not theirs to see.
    await sendLead(rentalLead({ cpf: joao.cpf, email: 'alguem@example.com' }));
    // Somebody else's lead.
    await sendLead(rentalLead());

    const res = await proposals(joaoCookie);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    assert(answer, ProposalsAnswer);
    expect(answer.map((p) => p.id)).toEqual([anonymousLead, signedInLead]);
    expect(answer[1]).toEqual({
      id: signedInLead,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'received',
      offerId: leadOffer.id,
      brand: 'fiat',
      title: offerTitle(leadOffer, labels.brandNames.fiat),
      dealerCode: saoPauloFiatDealer.id,
      dealerName: saoPauloFiatDealer.fantasyName,
      period: plan.period,
      km: plan.km,
      monthlyPrice: plan.price,
    });

    // Another customer sees none of them.
    const camilaAnswer = (await proposals(await signIn(camila))).json();
    expect(camilaAnswer).toEqual([]);
  });

  it('the demo seed gives the certified customer her earlier proposals, newest first', async () => {
    await seedDemoLeads(ctx.db);
    const answer = (await proposals(await signIn(camila))).json();
    assert(answer, ProposalsAnswer);
    expect(answer.map((p) => [p.offerId, p.status, p.dealerName])).toEqual(
      [...DEMO_PROPOSALS].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => [p.offerId, p.status, 'Paulista Motores']),
    );
    expect(answer.every((p) => p.monthlyPrice !== null && p.period !== null && p.km !== null)).toBe(true);
    // Nobody else's list changes.
    expect((await proposals(await signIn(joao))).json()).toEqual([]);
  });
});
