/**
 * The daily digest of the leads waiting for a first move
 * (server/jobs/lead-digest.ts), read from a real SMTP server: due from its São
 * Paulo hour, one message per seller of each dealer with leads waiting,
 * listing them by code and promise (overdue ones said so), never a lead
 * already moved, never a customer's name, e-mail, CPF or phone; once per
 * dealer and day, however many jobs look (two jobs side by side included), and
 * again the next day.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { leadMessageLabels } from '../../models/labels/lead-messages';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { formatPromise } from '../../models/lead/response-time';
import { buildApp } from '../../server/app';
import { createAccount } from '../../server/auth/accounts-repo';
import { hashPassword } from '../../server/auth/passwords';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { createLeadDigestJobs } from '../../server/jobs/lead-digest';
import { createMailSender, type MailSender } from '../../server/mail/sender';
import { smtpTransport } from '../../server/mail/transport';
import { rentalLead } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const colleague = { fullName: 'Rafael Nunes Prado', cpf: '93541134780', phone: '11955553333', email: 'rafael.vendas@flua.example', password: 'Flua@Paulista1', sellerId: 'VEND-0009', dealerCode: '10101' };
const d = leadMessageLabels.seller.digest;
/** 07:30 and 09:10 in São Paulo (UTC−3) on a Monday, and the next day's 09:10. */
const BEFORE_HOUR = new Date('2026-11-30T10:30:00Z');
const MORNING = new Date('2026-11-30T12:10:00Z');
const NEXT_MORNING = new Date('2026-12-01T12:10:00Z');

describeEachDatabase('daily digest of the leads waiting', (ctx) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let sender: MailSender;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sender = createMailSender({ db: ctx.db, transport: smtpTransport(smtp.url, { timeoutMs: 2000 }), from: '"Flua!" <nao-responda@flua.example>', now: () => new Date(Date.now() + 1000) });
    app = (await buildApp({ db: ctx.db, mail: { publicUrl: 'https://flua.example' } })).app;
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await sender.stop();
    await smtp.close();
  });

  const job = (now: Date) => createLeadDigestJobs({ db: ctx.db, mail: app.mail, publicUrl: 'https://flua.example/', now: () => now });
  async function sendLead(email: string, dealersCode = '10101') {
    const res = await app.inject({ method: 'POST', url: '/api/v2/lead', payload: rentalLead({ email, dealersCode }), headers: { 'idempotency-key': `digest-${randomUUID()}`, ...SAME_ORIGIN } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; respondBy: string }>();
  }
  const digests = async () => {
    await sender.runOnce();
    return smtp.received.filter((m) => m.subject.includes('primeiro contato'));
  };

  it('from its hour, one digest per seller of each dealer with leads waiting; none before, none twice, again the next day', async () => {
    await createAccount(ctx.db, { ...colleague, passwordHash: await hashPassword(colleague.password, { N: 2 ** 10, r: 8, p: 1 }), roles: ['seller'] });
    const overdue = await sendLead('atrasada@example.com');
    const waiting = await sendLead('esperando@example.com');
    const answered = await sendLead('respondida@example.com');
    await ctx.db.query(`UPDATE leads SET respond_by = $2::timestamptz WHERE id = $1`, [overdue.id, '2026-11-30T11:00:00Z']);
    await ctx.db.query(`UPDATE leads SET respond_by = $2::timestamptz WHERE id = $1`, [waiting.id, '2026-11-30T16:00:00Z']);
    const sellerCookie = await signInCookie(app, seller);
    const move = await app.inject({ method: 'PUT', url: `/api/leads/${answered.id}/status`, payload: { to: 'in_service' }, headers: { cookie: sellerCookie, 'idempotency-key': `digest-move-${randomUUID()}`, ...SAME_ORIGIN } });
    expect(move.statusCode, move.body).toBe(200);
    // Another dealer's lead, with no seller account: its day is claimed, nobody written to.
    await sendLead('outra@example.com', '10103');

    expect(await job(BEFORE_HOUR).runOnce()).toEqual({ day: null, dealers: 0, messages: 0 });
    expect(await digests()).toHaveLength(0);

    expect(await job(MORNING).runOnce()).toEqual({ day: '2026-11-30', dealers: 2, messages: 2 });
    const mails = await digests();
    expect(mails.map((m) => m.to).flat().sort()).toEqual([colleague.email, seller.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe(d.subject('30/11/2026', 2));
      expect(mail.text).toContain(d.body(2));
      expect(mail.text).toContain(`${d.row(proposalCodeOf(overdue.id))}: ${d.respondBy(formatPromise(new Date('2026-11-30T11:00:00Z')), true)}`);
      expect(mail.text).toContain(`${d.row(proposalCodeOf(waiting.id))}: ${d.respondBy(formatPromise(new Date('2026-11-30T16:00:00Z')), false)}`);
      expect(mail.text).not.toContain(proposalCodeOf(answered.id));
      expect(mail.text).toContain('https://flua.example/vendedor/leads');
      expect(mail.html).toContain('<html lang="pt-BR">');
      for (const body of [mail.text, mail.html]) {
        expect(body).not.toMatch(/529\.?982\.?247-?25/);
        expect(body).not.toMatch(/98765-?4321/);
        expect(body).not.toContain('@example.com');
        expect(body).not.toContain('Maria');
      }
    }
    const claims = await ctx.db.query<{ dealer_code: string; leads: number; recipients: number }>('SELECT dealer_code, leads, recipients FROM lead_digests ORDER BY dealer_code');
    expect(claims.rows).toEqual([
      { dealer_code: '10101', leads: 2, recipients: 2 },
      { dealer_code: '10103', leads: 1, recipients: 0 },
    ]);

    // Later the same day, two jobs side by side (as two processes would): the day is taken, nothing more goes.
    smtp.received.length = 0;
    const later = new Date(MORNING.getTime() + 3 * 3600_000);
    const [a, b] = await Promise.all([job(later).runOnce(), job(later).runOnce()]);
    expect(a.messages + b.messages).toBe(0);
    expect(await digests()).toHaveLength(0);

    // The next day, the leads still waiting are listed again.
    expect(await job(NEXT_MORNING).runOnce()).toMatchObject({ day: '2026-12-01', messages: 2 });
    expect((await digests()).map((m) => m.subject)).toEqual([d.subject('01/12/2026', 2), d.subject('01/12/2026', 2)]);
  });

  it('two jobs looking at once on a fresh day send one digest per seller', async () => {
    await sendLead('primeira@example.com');
    const reports = await Promise.all([job(MORNING).runOnce(), job(MORNING).runOnce(), job(MORNING).runOnce()]);
    expect(reports.reduce((n, r) => n + r.messages, 0)).toBe(1);
    expect((await digests()).map((m) => m.to)).toEqual([[seller.email]]);
  });
});
