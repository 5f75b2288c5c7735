/**
 * The admin's view of the dealers' service (`GET /api/admin/service`):
 * leads received in the period, answered in time (a first move by the
 * promise), the median wall-clock minutes to the first move, and the leads
 * overdue now; offer admins only; a period other than 7, 30 or 90 days is
 * refused in pt-BR.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServiceReport } from '../../models/lead/service-report';
import { buildApp } from '../../server/app';
import { serviceReport } from '../../server/admin/service-report';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { rentalLead, saoPauloFiatDealer } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const admin = demoAccounts.find((a) => a.roles.includes('offer_admin'))!;
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const DAY = 86_400_000;

describeEachDatabase('service report', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => {
    await app.close();
  });

  async function send(email: string): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/v2/lead', payload: rentalLead({ email }), headers: { 'idempotency-key': `service-${randomUUID()}`, ...SAME_ORIGIN } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }
  /** The lead as if it arrived `hoursAgo` with its promise `promiseHours` after, first moved `movedAfterMinutes` after it arrived (by a seller's status move). */
  async function shape(id: string, hoursAgo: number, promiseHours: number, movedAfterMinutes: number | null) {
    await ctx.db.query(
      `UPDATE leads SET created_at = now() - make_interval(hours => $2), respond_by = now() - make_interval(hours => $2) + make_interval(hours => $3) WHERE id = $1`,
      [id, hoursAgo, promiseHours],
    );
    if (movedAfterMinutes !== null)
      await ctx.db.query(
        `INSERT INTO lead_status_events (lead_id, from_status, to_status, at, actor_name, actor_role)
         SELECT id, 'sent', 'in_service', created_at + make_interval(mins => $2), 'Vendedor', 'seller' FROM leads WHERE id = $1`,
        [id, movedAfterMinutes],
      );
  }

  it('counts per dealer: received in the period, answered in time, the median minutes to the first move, overdue now', async () => {
    const fiat = saoPauloFiatDealer.id;
    const before = await serviceReport(ctx.db, 30, new Date());
    const base = before.dealers.find((d) => d.dealerCode === fiat) ?? { received: 0, answered: 0, answeredInTime: 0, overdueNow: 0 };
    const ids = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((x) => send(`servico.${x}@example.com`)));
    await shape(ids[0]!, 48, 4, 60); // answered in an hour: in time
    await shape(ids[1]!, 48, 4, 180); // in three hours: in time
    await shape(ids[2]!, 48, 4, 600); // in ten hours: late
    await shape(ids[3]!, 48, 4, null); // never: overdue now
    await shape(ids[4]!, 40 * 24, 4, null); // arrived 40 days ago, never answered: outside 30 days, overdue now all the same
    const report = await serviceReport(ctx.db, 30, new Date());
    const row = report.dealers.find((d) => d.dealerCode === fiat)!;
    expect(row.received - base.received).toBe(4);
    expect(row.answered - base.answered).toBe(3);
    expect(row.answeredInTime - base.answeredInTime).toBe(2);
    expect(row.overdueNow - base.overdueNow).toBe(2);
    expect(row.dealerName).toBe(saoPauloFiatDealer.fantasyName || saoPauloFiatDealer.name);
    // 90 days take the older lead in.
    const wide = (await serviceReport(ctx.db, 90, new Date())).dealers.find((d) => d.dealerCode === fiat)!;
    expect(wide.received - row.received).toBe(1);
    // A seller's version is a first move: the unanswered recent lead, changed by a seller within its promise, is answered in time.
    await ctx.db.query(
      `INSERT INTO lead_versions (lead_id, number, actor, actor_name, at, body, terms, monthly_price, contract_total, acceptance)
       SELECT id, 2, 'seller', 'Vendedor', created_at + interval '2 hours', body, '{}'::jsonb, 100000, 1200000, 'not_needed' FROM leads WHERE id = $1`,
      [ids[3]],
    );
    const after = (await serviceReport(ctx.db, 30, new Date())).dealers.find((d) => d.dealerCode === fiat)!;
    expect(after.answeredInTime - row.answeredInTime).toBe(1);
    expect(after.overdueNow - row.overdueNow).toBe(-1);
  });

  it('the median first-response time: wall-clock minutes over the answered leads of the period alone', async () => {
    // A period of its own, three years on: only these leads fall in it.
    const at = new Date(Date.now() + 1100 * DAY);
    const hoursAgo = (h: number) => -(1100 * 24) + h;
    const ids = await Promise.all(['f', 'g', 'h', 'i'].map((x) => send(`mediana.${x}@example.com`)));
    await shape(ids[0]!, hoursAgo(30), 4, 30);
    await shape(ids[1]!, hoursAgo(30), 4, 90);
    await shape(ids[2]!, hoursAgo(30), 4, 1000);
    await shape(ids[3]!, hoursAgo(30), 4, null);
    const row = (await serviceReport(ctx.db, 7, at)).dealers.find((d) => d.dealerCode === saoPauloFiatDealer.id)!;
    expect(row).toMatchObject({ received: 4, answered: 3, answeredInTime: 2, medianFirstResponseMinutes: 90 });
    await ctx.db.query(
      `INSERT INTO lead_status_events (lead_id, from_status, to_status, at, actor_name, actor_role)
       SELECT id, 'sent', 'in_service', created_at + interval '150 minutes', 'Vendedor', 'seller' FROM leads WHERE id = $1`,
      [ids[3]],
    );
    // Four answered: the mean of the two middle ones (90 and 150).
    expect((await serviceReport(ctx.db, 7, at)).dealers.find((d) => d.dealerCode === saoPauloFiatDealer.id)).toMatchObject({ answered: 4, medianFirstResponseMinutes: 120 });
  });

  it('answers offer admins only, for 7, 30 or 90 days; another period is refused in pt-BR', async () => {
    const adminCookie = await signInCookie(app, admin);
    const ok = await app.inject({ method: 'GET', url: '/api/admin/service?days=7', headers: { cookie: adminCookie } });
    expect(ok.statusCode, ok.body).toBe(200);
    const body = ok.json<ServiceReport>();
    expect(body.days).toBe(7);
    expect(new Date(body.to).getTime() - new Date(body.from).getTime()).toBe(7 * DAY);
    expect((await app.inject({ method: 'GET', url: '/api/admin/service', headers: { cookie: adminCookie } })).json<ServiceReport>().days).toBe(30);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/service?days=365', headers: { cookie: adminCookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'bad_request', message: 'Requisição inválida. Verifique os campos informados.', fields: { days: expect.stringContaining('inválido') } } });
    expect((await app.inject({ method: 'GET', url: '/api/admin/service' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/service', headers: { cookie: await signInCookie(app, seller) } })).statusCode).toBe(403);
  });
});
