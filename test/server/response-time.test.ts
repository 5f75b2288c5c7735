/**
 * The dealer's response-time promise as the server keeps it: computed from
 * the dealer's configuration when the lead is written, stored with it
 * (`respond_by`) and answered; the customer's confirmation and the dealer's
 * sellers' notice go through the outbox to a real SMTP server.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { responseTimeLabels } from '../../models/labels/response-time';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { DEFAULT_BUSINESS_HOURS, formatPromise, promisedBy, type BusinessHours } from '../../models/lead/response-time';
import { holidaysAround } from '../../models/lead/brazil-holidays';
import { buildApp } from '../../server/app';
import { listOutbox } from '../../server/mail/outbox';
import { createMailSender, type MailSender } from '../../server/mail/sender';
import { smtpTransport } from '../../server/mail/transport';
import { rentalLead, saoPauloFiatDealer } from '../support/lead-fixtures';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { describeEachDatabase } from './support/test-db';
import { randomUUID } from 'node:crypto';
import type { Lead } from '../../models/lead/lead';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { signInCookie } from './support/sign-in';
import type { SellerLeadSummary } from '../../models/lead/lead-desk';
import type { RentalProposal } from '../../models/proposal/proposal';

const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const joao = demoAccounts.find((a) => a.email === 'joao@flua.example')!;

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };

describeEachDatabase('response-time promise', (ctx) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let sender: MailSender;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sender = createMailSender({ db: ctx.db, transport: smtpTransport(smtp.url, { timeoutMs: 2000 }), from: '"Flua!" <nao-responda@flua.example>', now: () => new Date(Date.now() + 1000) });
    app = (await buildApp({ db: ctx.db, mail: { publicUrl: 'https://flua.example/' } })).app;
  });
  afterEach(async () => {
    smtp.received.length = 0;
    await ctx.db.query('UPDATE dealers SET response_hours = DEFAULT, business_hours = NULL WHERE id = $1', [saoPauloFiatDealer.id]);
  });
  afterAll(async () => {
    await app.close();
    await sender.stop();
    await smtp.close();
  });

  async function send(overrides: Partial<Lead> = {}, cookie?: string) {
    const before = new Date();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: rentalLead(overrides),
      headers: { 'idempotency-key': `promise-${randomUUID()}`, ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { answer: res.json<{ id: string; respondBy: string }>(), before, after: new Date() };
  }

  const stored = async (id: string) =>
    new Date((await ctx.db.query<{ respond_by: Date | string }>('SELECT respond_by FROM leads WHERE id = $1', [id])).rows[0]!.respond_by);

  /** The promise for a lead written between `before` and `after` (the rule is monotonic in the moment received). */
  function expectPromise(respondBy: Date, before: Date, after: Date, hours: number, schedule: BusinessHours) {
    const earliest = promisedBy(before, hours, schedule, holidaysAround(before));
    const latest = promisedBy(after, hours, schedule, holidaysAround(after));
    expect(respondBy.getTime()).toBeGreaterThanOrEqual(earliest.getTime());
    expect(respondBy.getTime()).toBeLessThanOrEqual(latest.getTime());
  }

  it('stores and answers the moment promised by the dealer: 4 business hours over the default week', async () => {
    const { answer, before, after } = await send();
    expect(answer.respondBy).toBeTruthy();
    const respondBy = new Date(answer.respondBy);
    expect(await stored(answer.id)).toEqual(respondBy);
    expectPromise(respondBy, before, after, 4, DEFAULT_BUSINESS_HOURS);
  });

  it("follows the dealer's own hours and business week", async () => {
    const week: BusinessHours = [null, { open: '07:00', close: '08:00' }, null, null, null, null, null];
    await ctx.db.query('UPDATE dealers SET response_hours = 3, business_hours = $2::jsonb WHERE id = $1', [saoPauloFiatDealer.id, JSON.stringify(week)]);
    const { answer, before, after } = await send();
    const respondBy = new Date(answer.respondBy);
    expectPromise(respondBy, before, after, 3, week);
    // One hour each Monday: three Mondays ahead at least, at 08:00 São Paulo.
    expect(formatPromise(respondBy)).toMatch(/^seg\., \d\d\/\d\d, 0[78]:\d\d$/);
    expect(respondBy.getTime() - before.getTime()).toBeGreaterThan(13 * 86_400_000);
  });

  it('refuses a dealer configuration out of range', async () => {
    await expect(ctx.db.query('UPDATE dealers SET response_hours = 0 WHERE id = $1', [saoPauloFiatDealer.id])).rejects.toThrow();
  });

  it("sends the customer's confirmation and the dealer's sellers' notice through the outbox, once", async () => {
    const { answer } = await send({ email: 'Promessa.Cliente@Example.com', firstName: 'Beatriz Lima' });
    const code = proposalCodeOf(answer.id);
    const line = responseTimeLabels.promise(formatPromise(new Date(answer.respondBy)));
    const queued = (await listOutbox(ctx.db, { limit: 10 })).filter((m) => m.subject.includes(code));
    expect(queued.map((m) => m.kind).sort()).toEqual(['leadReceived', 'newLead']);

    await sender.runOnce();
    const mails = (await smtp.waitFor(2)).filter((m) => m.subject.includes(code));
    const customer = mails.find((m) => m.to.includes('promessa.cliente@example.com'))!;
    expect(customer.subject).toBe(responseTimeLabels.mail.leadReceived.subject(code));
    expect(customer.text).toContain('Oi, Beatriz!');
    expect(customer.text).toContain(line);
    expect(customer.text).toContain(responseTimeLabels.mail.leadReceived.next);
    expect(customer.text).toContain('https://flua.example/minhas-propostas');
    expect(customer.html).toContain('<html lang="pt-BR">');
    expect(customer.html).toContain(line);

    const seller = mails.find((m) => m.to.includes('vendedor@flua.example'))!;
    expect(seller.subject).toBe(responseTimeLabels.mail.newLead.subject(code));
    expect(seller.text).toContain('Beatriz Lima');
    expect(seller.text).toContain(`https://flua.example/vendedor/leads/${answer.id}`);
    // Nothing personal beyond the name: no CPF, e-mail or phone.
    for (const body of [seller.text, seller.html]) {
      expect(body).not.toMatch(/529\.?982\.?247-?25/);
      expect(body).not.toContain('promessa.cliente');
      expect(body).not.toMatch(/98765-?4321/);
    }
    // Sent once: a second look sends nothing more.
    await sender.runOnce();
    expect(smtp.received.filter((m) => m.subject.includes(code))).toHaveLength(2);
  });

  it('a retried lead (same key) writes and sends nothing twice', async () => {
    const key = `promise-retry-${randomUUID()}`;
    const post = () => app.inject({ method: 'POST', url: '/api/v2/lead', payload: rentalLead({ email: 'retry.promessa@example.com' }), headers: { 'idempotency-key': key, ...SAME_ORIGIN } });
    const first = await post();
    const again = await post();
    expect(again.json()).toEqual(first.json());
    const code = proposalCodeOf(first.json<{ id: string }>().id);
    expect((await listOutbox(ctx.db, { limit: 20 })).filter((m) => m.subject.includes(code))).toHaveLength(2);
  });

  it("the desk shows each lead's promise and lists the overdue ones first, the longest overdue first; a move answers it", async () => {
    const cookie = await signInCookie(app, seller);
    const late = (await send({ email: 'atrasado.um@example.com' })).answer.id;
    const later = (await send({ email: 'atrasado.dois@example.com' })).answer.id;
    const answered = (await send({ email: 'respondido@example.com' })).answer.id;
    const fresh = (await send({ email: 'novo@example.com' })).answer;
    await ctx.db.query(`UPDATE leads SET respond_by = now() - interval '3 hours' WHERE id = $1`, [late]);
    await ctx.db.query(`UPDATE leads SET respond_by = now() - interval '1 hour' WHERE id IN ($1, $2)`, [later, answered]);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/leads/${answered}/status`,
      payload: { to: 'in_service' },
      headers: { cookie, 'idempotency-key': `promise-move-${randomUUID()}`, ...SAME_ORIGIN },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const res = await app.inject({ method: 'GET', url: '/api/seller/leads', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const leads = res.json<SellerLeadSummary[]>();
    const ids = leads.map((l) => l.id);
    expect(ids.slice(0, 2)).toEqual([late, later]);
    expect(ids.indexOf(fresh.id)).toBeLessThan(ids.indexOf(answered));
    const row = (id: string) => leads.find((l) => l.id === id)!;
    expect(row(late)).toMatchObject({ awaitingAnswer: true });
    expect(row(answered)).toMatchObject({ awaitingAnswer: false });
    expect(row(fresh.id)).toMatchObject({ awaitingAnswer: true, respondBy: fresh.respondBy });
  });

  it('Minhas Propostas carries the promise while nobody has moved the proposal', async () => {
    const cookie = await signInCookie(app, joao);
    const person = { firstName: joao.fullName, email: joao.email, cpf: joao.cpf };
    const waiting = (await send(person, cookie)).answer;
    const list = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v2/timeline/rental?brand=fiat', headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<RentalProposal[]>();
    };
    expect((await list()).find((p) => p.leadId === waiting.id)).toMatchObject({ respondBy: waiting.respondBy });
    const sellerCookie = await signInCookie(app, seller);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/leads/${waiting.id}/status`,
      payload: { to: 'in_service' },
      headers: { cookie: sellerCookie, 'idempotency-key': `promise-move-${randomUUID()}`, ...SAME_ORIGIN },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await list()).find((p) => p.leadId === waiting.id)).toMatchObject({ respondBy: null });
  });
});
