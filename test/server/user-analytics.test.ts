/**
 * POST /api/useranalytics/send: a lead's analytics under its token, the
 * allowed fields only and nothing personal; one row per lead and kind; a
 * retry with the same Idempotency-Key answers the first call's result.
 * Every refusal is pt-BR and writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../models/showcase/api';
import { cookieConsentLabels } from '../../models/labels/cookie-consent';
import { LeadCreateAnswer } from '../../models/lead/lead';
import { buildApp } from '../../server/app';
import { listUserAnalytics } from '../../server/analytics/user-analytics-repo';
import { leadOffer, pjLead, rentalLead } from '../support/lead-fixtures';
import { describeEachDatabase } from './support/test-db';

const t = cookieConsentLabels.analyticsApi;
let keyCounter = 0;
const newKey = () => `analytics-key-${Date.now()}-${++keyCounter}`;

describeEachDatabase('user analytics API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: unknown, key: string | null = newKey()) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: key ? { 'idempotency-key': key } : {} });
  const count = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM user_analytics')).rows[0]!.n);

  async function newLead(kind: 'rental' | 'pj' = 'rental') {
    const res = await post(kind === 'rental' ? '/api/v2/lead' : '/api/leads/pj', kind === 'rental' ? rentalLead() : pjLead());
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    assert(answer, LeadCreateAnswer);
    expect(answer.analyticsToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { leadId: answer.id, productLeadId: answer.productLeadIds[0]!, token: answer.analyticsToken! };
  }

  const payloadOf = (leadId: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ leadId, offerId: leadOffer.id, dealerId: '10101', period: 24, km: 1000, rentalPrice: 129_900, utm_source: 'google', gclid: 'Cj0KCQ-abc_123', gaclientid: '123456789.1700000000', ...extra });

  const expectRefusal = async (res: Awaited<ReturnType<typeof post>>, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    assert(body, ApiError);
    expect(body.error.message).toBe(message);
  };

  it("stores an offer lead's analytics once; a retry with the same key replays the answer", async () => {
    const lead = await newLead();
    const body = { jwtToken: lead.token, type: 'OFFER_LEAD', payload: payloadOf(lead.leadId, { productLeadId: lead.productLeadId }) };
    const key = newKey();
    const first = await post('/api/useranalytics/send', body, key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await post('/api/useranalytics/send', body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await listUserAnalytics(ctx.db, lead.leadId)).toEqual([
      {
        type: 'OFFER_LEAD',
        payload: { leadId: lead.leadId, productLeadId: lead.productLeadId, offerId: leadOffer.id, dealerId: '10101', period: 24, km: 1000, rentalPrice: 129_900, utm_source: 'google', gclid: 'Cj0KCQ-abc_123', gaclientid: '123456789.1700000000' },
      },
    ]);
    // Another key for the same lead and kind: already sent, nothing written.
    await expectRefusal(await post('/api/useranalytics/send', body), 409, t.alreadySent);
    expect(await listUserAnalytics(ctx.db, lead.leadId)).toHaveLength(1);
  });

  it("a company lead's analytics are GENERIC_LEAD; the other kind is refused", async () => {
    const lead = await newLead('pj');
    await expectRefusal(await post('/api/useranalytics/send', { jwtToken: lead.token, type: 'OFFER_LEAD', payload: JSON.stringify({ leadId: lead.leadId }) }), 400, t.typeMismatch);
    const ok = await post('/api/useranalytics/send', { jwtToken: lead.token, type: 'GENERIC_LEAD', payload: JSON.stringify({ leadId: lead.leadId }) });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  describe('refusals write nothing', () => {
    it.each([
      ['a CPF', { utm_campaign: 'cliente 529.982.247-25' }],
      ['an e-mail', { utm_content: 'ana@exemplo.com.br' }],
      ['a phone', { utm_term: '(11) 91234-5678' }],
      ['a CNPJ', { utm_source: '12.060.165/0001-38' }],
    ])('a payload carrying %s', async (_what, extra) => {
      const lead = await newLead();
      const before = await count();
      await expectRefusal(await post('/api/useranalytics/send', { jwtToken: lead.token, type: 'OFFER_LEAD', payload: payloadOf(lead.leadId, extra) }), 400, t.personalData);
      expect(await count()).toBe(before);
    });

    it.each([
      ['not JSON', '{leadId'],
      ['a field not allowed', JSON.stringify({ leadId: 'x', cpf: '52998224725' })],
      ['no lead id', JSON.stringify({ offerId: 'x' })],
    ])('a payload that is %s', async (_what, payload) => {
      const lead = await newLead();
      const before = await count();
      await expectRefusal(await post('/api/useranalytics/send', { jwtToken: lead.token, type: 'OFFER_LEAD', payload }), 400, t.payloadInvalid);
      expect(await count()).toBe(before);
    });

    it("an unknown token, or another lead's id in the payload", async () => {
      const lead = await newLead();
      const other = await newLead();
      const before = await count();
      await expectRefusal(await post('/api/useranalytics/send', { jwtToken: 'A'.repeat(43), type: 'OFFER_LEAD', payload: payloadOf(lead.leadId) }), 403, t.tokenInvalid);
      await expectRefusal(await post('/api/useranalytics/send', { jwtToken: lead.token, type: 'OFFER_LEAD', payload: payloadOf(other.leadId) }), 403, t.tokenInvalid);
      expect(await count()).toBe(before);
    });

    it('an expired token', async () => {
      const lead = await newLead();
      await ctx.db.query("UPDATE lead_analytics_grants SET expires_at = now() - interval '1 second' WHERE lead_id = $1", [lead.leadId]);
      await expectRefusal(await post('/api/useranalytics/send', { jwtToken: lead.token, type: 'OFFER_LEAD', payload: payloadOf(lead.leadId) }), 403, t.tokenInvalid);
      expect(await listUserAnalytics(ctx.db, lead.leadId)).toEqual([]);
    });

    it('a missing Idempotency-Key, a bad type or a malformed token', async () => {
      const lead = await newLead();
      const before = await count();
      expect((await post('/api/useranalytics/send', { jwtToken: lead.token, type: 'OFFER_LEAD', payload: payloadOf(lead.leadId) }, null)).statusCode).toBe(400);
      expect((await post('/api/useranalytics/send', { jwtToken: lead.token, type: 'LEAD', payload: payloadOf(lead.leadId) })).statusCode).toBe(400);
      expect((await post('/api/useranalytics/send', { jwtToken: 'short', type: 'OFFER_LEAD', payload: payloadOf(lead.leadId) })).statusCode).toBe(400);
      expect(await count()).toBe(before);
    });
  });
});
