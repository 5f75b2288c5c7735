/**
 * The escalation of late leads (server/jobs/escalation.ts): a lead with no
 * first move past its dealer's promise is escalated once — one message to
 * each seller of its dealer and to each offer admin through the outbox, read
 * by a real SMTP server, and `escalated_at` — however many jobs run at once;
 * a lead moved by a seller (a status move or a seller's version), a lead
 * still in time and an anonymised lead are not; the seller's lead page shows
 * the escalation in its timeline.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { responseTimeLabels } from '../../models/labels/response-time';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { deskTimeline, type SellerLeadDetail } from '../../models/lead/lead-desk';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { createEscalationJobs } from '../../server/jobs/escalation';
import { listOutbox } from '../../server/mail/outbox';
import { createMailSender, type MailSender } from '../../server/mail/sender';
import { smtpTransport } from '../../server/mail/transport';
import { rentalLead } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { describeEachDatabase } from './support/test-db';

const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const admin = demoAccounts.find((a) => a.roles.includes('offer_admin'))!;
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const PUBLIC_URL = 'https://flua.example';

describeEachDatabase('lead escalation', (ctx) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let sender: MailSender;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sender = createMailSender({ db: ctx.db, transport: smtpTransport(smtp.url, { timeoutMs: 2000 }), from: '"Flua!" <nao-responda@flua.example>', now: () => new Date(Date.now() + 1000) });
    app = (await buildApp({ db: ctx.db, mail: { publicUrl: PUBLIC_URL } })).app;
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await sender.stop();
    await smtp.close();
  });

  async function send(email: string): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: rentalLead({ email, firstName: 'Beatriz Atrasada' }),
      headers: { 'idempotency-key': `escalation-${randomUUID()}`, ...SAME_ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }
  const late = (ids: string[], interval = '1 hour') => ctx.db.query(`UPDATE leads SET respond_by = now() - $2::interval WHERE id = ANY($1::text[])`, [ids, interval]);
  const escalatedAt = async (id: string) => (await ctx.db.query<{ escalated_at: Date | string | null }>('SELECT escalated_at FROM leads WHERE id = $1', [id])).rows[0]!.escalated_at;
  const overdueMail = async (id: string) => (await listOutbox(ctx.db, { limit: 200 })).filter((m) => m.kind.startsWith('leadOverdue') && m.subject.includes(proposalCodeOf(id)));

  it('escalates a late lead once, to its dealer’s sellers and the admins, however many jobs run at once', async () => {
    const id = await send('atrasada@example.com');
    await late([id]);
    const jobs = Array.from({ length: 4 }, () => createEscalationJobs({ db: ctx.db, publicUrl: PUBLIC_URL }));
    const runs = await Promise.all([...jobs, ...jobs].map((j) => j.runOnce()));
    expect(runs.flat().filter((x) => x === id)).toEqual([id]);
    expect(await escalatedAt(id)).not.toBeNull();
    // Later runs find nothing more to do.
    expect(await jobs[0]!.runOnce()).not.toContain(id);

    const messages = await overdueMail(id);
    expect(messages.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['leadOverdue', seller.email],
      ['leadOverdueAdmin', admin.email],
    ]);
    const toSeller = messages.find((m) => m.kind === 'leadOverdue')!;
    expect(toSeller.subject).toBe(responseTimeLabels.mail.leadOverdue.subject(proposalCodeOf(id)));
    expect(toSeller.text).toContain('Beatriz Atrasada');
    expect(toSeller.text).toContain(`${PUBLIC_URL}/vendedor/leads/${id}`);
    const toAdmin = messages.find((m) => m.kind === 'leadOverdueAdmin')!;
    // The admin reads the dealer and the proposal's code, nothing of the customer.
    expect(toAdmin.text).not.toContain('Beatriz');
    expect(toAdmin.text).not.toContain('atrasada@example.com');
    expect(toAdmin.text).toContain(`${PUBLIC_URL}/admin/atendimento`);

    // Delivered by SMTP, each once.
    await sender.runOnce();
    expect(smtp.received.filter((m) => m.subject.includes(proposalCodeOf(id)) && m.subject.startsWith('Prazo'))).toHaveLength(2);
    await sender.runOnce();
    expect(smtp.received.filter((m) => m.subject.includes(proposalCodeOf(id)) && m.subject.startsWith('Prazo'))).toHaveLength(2);
  });

  it('leaves a lead in time, a lead a seller moved or changed, and an anonymised lead alone', async () => {
    const cookie = await signInCookie(app, seller);
    const [inTime, moved, changed, anonymised] = [await send('em.dia@example.com'), await send('movida@example.com'), await send('alterada@example.com'), await send('anonima@example.com')];
    await late([moved, changed, anonymised]);
    await ctx.db.query(`UPDATE leads SET respond_by = now() + interval '1 hour' WHERE id = $1`, [inTime]);
    const move = await app.inject({
      method: 'PUT',
      url: `/api/leads/${moved}/status`,
      payload: { to: 'in_service' },
      headers: { cookie, 'idempotency-key': `escalation-move-${randomUUID()}`, ...SAME_ORIGIN },
    });
    expect(move.statusCode, move.body).toBe(200);
    // A seller's version is a first move too.
    await ctx.db.query(
      `INSERT INTO lead_versions (lead_id, number, actor, actor_name, body, terms, monthly_price, contract_total, acceptance)
       SELECT id, 2, 'seller', 'Vendedor', body, '{}'::jsonb, 100000, 1200000, 'not_needed' FROM leads WHERE id = $1`,
      [changed],
    );
    await ctx.db.query('UPDATE leads SET anonymised_at = now() WHERE id = $1', [anonymised]);

    const escalated = await createEscalationJobs({ db: ctx.db, publicUrl: PUBLIC_URL }).runOnce();
    for (const id of [inTime, moved, changed, anonymised]) {
      expect(escalated).not.toContain(id);
      expect(await escalatedAt(id)).toBeNull();
      expect(await overdueMail(id)).toEqual([]);
    }
  });

  it("the seller's lead page and desk show the escalation: in the timeline, after the lead's arrival", async () => {
    const id = await send('linha.do.tempo@example.com');
    await ctx.db.query(`UPDATE leads SET created_at = now() - interval '6 hours' WHERE id = $1`, [id]);
    await late([id], '2 hours');
    await createEscalationJobs({ db: ctx.db, publicUrl: PUBLIC_URL }).runOnce();
    const cookie = await signInCookie(app, seller);
    const res = await app.inject({ method: 'GET', url: `/api/seller/leads/${id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<SellerLeadDetail>();
    expect(detail.summary.escalatedAt).toBeTruthy();
    expect(deskTimeline(detail.timeline, detail.summary.escalatedAt).map((e) => e.kind)).toEqual(['move', 'escalated']);
    const list = await app.inject({ method: 'GET', url: '/api/seller/leads', headers: { cookie } });
    expect(list.json<SellerLeadDetail['summary'][]>().find((l) => l.id === id)).toMatchObject({ escalatedAt: detail.summary.escalatedAt, awaitingAnswer: true });
  });
});
