/**
 * `PUT /api/leads/{id}/status`: every move of the lead status table, made by
 * each role, is accepted exactly when the table allows it (409 otherwise);
 * a note is required where the table says; the customer who owns the lead
 * may only cancel; nobody else may move it; a retried move with the same
 * Idempotency-Key moves once.
 */
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadStatusLabels } from '../../models/labels/lead-status';
import { LEAD_ACTOR_ROLES, LEAD_STATUS_CODES, LeadStatusAnswer, canMove, isNoteRequired, type LeadStatusCode } from '../../models/lead/lead-status';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import type { Lead } from '../../models/lead/lead';
import { personOf, sendLead } from './support/send-lead';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const joao = demoAccounts.find((a) => a.email === 'joao@flua.example')!;
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const admin = demoAccounts.find((a) => a.email === 'admin@flua.example')!;

describeEachDatabase('lead status moves', (ctx) => {
  let app: FastifyInstance;
  let key = 0;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => app?.close());

  const signIn = (account: { email: string; password: string }) => signInCookie(app, account);
  const leadOf = (cookie: string, overrides: Partial<Lead> = {}) => sendLead(app, { ...personOf(joao), ...overrides }, cookie);
  const move = (leadId: string, body: object, cookie?: string, idempotencyKey = `status-move-${++key}`) =>
    app.inject({
      method: 'PUT',
      url: `/api/leads/${leadId}/status`,
      payload: body,
      headers: { 'idempotency-key': idempotencyKey, ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
  const setStatus = (leadId: string, status: LeadStatusCode) => ctx.db.query('UPDATE leads SET lifecycle_status = $2 WHERE id = $1', [leadId, status]);
  const eventCount = async (leadId: string) =>
    Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM lead_status_events WHERE lead_id = $1', [leadId])).rows[0]!.n);

  const signInAll = async () => {
    cookies.joao = await signIn(joao);
    cookies.camila = await signIn(camila);
    cookies.seller = await signIn(seller);
    cookies.admin = await signIn(admin);
  };

  it('refuses a visitor (401), a stranger, another customer, an admin and another dealer’s seller (403); an unknown lead is 404', async () => {
    await signInAll();
    const lead = await leadOf(cookies.joao!);
    const otherDealerLead = await leadOf(cookies.joao!, { dealersCode: '55553' });
    expect((await move(lead, { to: 'cancelled' })).statusCode).toBe(401);
    const byCamila = await move(lead, { to: 'cancelled' }, cookies.camila);
    expect(byCamila.statusCode).toBe(403);
    expect((await move(lead, { to: 'in_service' }, cookies.admin)).statusCode).toBe(403);
    // The seller's dealer is 10101: a lead sent to 55553 is not theirs.
    expect((await move(otherDealerLead, { to: 'in_service' }, cookies.seller)).statusCode).toBe(403);
    const unknown = await move('00000000-0000-4000-8000-000000000000', { to: 'cancelled' }, cookies.joao);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: leadStatusLabels.api.leadNotFound } });
    expect(await eventCount(lead)).toBe(0);
    // A bad body is 400 before anything is read.
    expect((await move(lead, { to: 'delivered' }, cookies.seller)).statusCode).toBe(400);
  });

  it('a lead sent by someone else with João’s CPF but another e-mail is not his to cancel', async () => {
    await signInAll();
    const lead = await leadOf(cookies.camila!, { cpf: joao.cpf, email: 'outra.pessoa@example.com' });
    expect((await move(lead, { to: 'cancelled' }, cookies.joao)).statusCode).toBe(403);
  });

  describe('every move of the table, by each role', () => {
    const cases = LEAD_STATUS_CODES.flatMap((from) => LEAD_STATUS_CODES.flatMap((to) => LEAD_ACTOR_ROLES.map((role) => ({ from, to, role }))));

    it(`${cases.length} moves: allowed ones answer 200 with the move in the timeline, the others 409 in pt-BR`, async () => {
      await signInAll();
      const lead = await leadOf(cookies.joao!);
      const cookieOf = { customer: cookies.joao!, seller: cookies.seller! };
      let allowed = 0;
      for (const { from, to, role } of cases) {
        await setStatus(lead, from);
        const note = isNoteRequired(from, to, role) ? 'Motivo informado ao cliente.' : undefined;
        const res = await move(lead, { to, from, ...(note ? { note } : {}) }, cookieOf[role]);
        if (canMove(from, to, role)) {
          allowed++;
          expect(res.statusCode, `${role}: ${from} → ${to}`).toBe(200);
          const answer = res.json();
          assert(answer, LeadStatusAnswer);
          expect(answer.status).toBe(to);
          expect(answer.timeline[0]).toMatchObject({ status: 'sent', by: { name: joao.fullName, role: 'customer' }, note: null });
          expect(answer.timeline.at(-1)).toMatchObject({ status: to, by: { name: role === 'seller' ? seller.fullName : joao.fullName, role }, note: note ?? null });
        } else {
          expect(res.statusCode, `${role}: ${from} → ${to}`).toBe(409);
          expect(res.json()).toMatchObject({ error: { code: 'move_not_allowed', message: expect.stringMatching(/^Não é possível mudar a proposta de '/) } });
        }
      }
      // The seller's seven moves of the road and four cancellations; the customer's four cancellations.
      expect(allowed).toBe(14);
      expect(await eventCount(lead)).toBe(14);
    });
  });

  it('the seller must give a reason to cancel or refuse; the customer cancels without one', async () => {
    await signInAll();
    const lead = await leadOf(cookies.joao!);
    const noReason = await move(lead, { to: 'cancelled', note: '   ' }, cookies.seller);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: { fields: { note: leadStatusLabels.api.noteRequired } } });
    await setStatus(lead, 'credit_review');
    expect((await move(lead, { to: 'rejected' }, cookies.seller)).statusCode).toBe(400);
    expect(await eventCount(lead)).toBe(0);
    const cancelled = await move(lead, { to: 'cancelled' }, cookies.joao);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ timeline: unknown[] }>().timeline.at(-1)).toMatchObject({ status: 'cancelled', by: { role: 'customer' }, note: null });
    // Once cancelled, nothing moves it.
    expect((await move(lead, { to: 'in_service' }, cookies.seller)).statusCode).toBe(409);
  });

  it('a move that names where the lead was refuses (409) when it moved meanwhile', async () => {
    await signInAll();
    const lead = await leadOf(cookies.joao!);
    expect((await move(lead, { from: 'sent', to: 'in_service' }, cookies.seller)).statusCode).toBe(200);
    const stale = await move(lead, { from: 'sent', to: 'cancelled' }, cookies.joao);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'status_changed', message: leadStatusLabels.api.statusChanged } });
  });

  it('a move retried with the same Idempotency-Key moves once and answers the same; the key with another move is 409', async () => {
    await signInAll();
    const lead = await leadOf(cookies.joao!);
    const first = await move(lead, { to: 'in_service', note: 'Olá! Vamos falar sobre sua proposta.' }, cookies.seller, 'retry-key-0001');
    const again = await move(lead, { to: 'in_service', note: 'Olá! Vamos falar sobre sua proposta.' }, cookies.seller, 'retry-key-0001');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await eventCount(lead)).toBe(1);
    expect((await move(lead, { to: 'credit_review' }, cookies.seller, 'retry-key-0001')).statusCode).toBe(409);
    expect((await move(lead, { to: 'in_service' }, cookies.seller)).statusCode).toBe(409);
    expect(await eventCount(lead)).toBe(1);
    // A move needs the key.
    const keyless = await app.inject({ method: 'PUT', url: `/api/leads/${lead}/status`, payload: { to: 'credit_review' }, headers: { ...SAME_ORIGIN, cookie: cookies.seller! } });
    expect(keyless.statusCode).toBe(400);
  });
});
