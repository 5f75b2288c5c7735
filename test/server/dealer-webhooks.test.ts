/**
 * The dealers' webhooks end to end: the admin configures a dealer (URL,
 * response hours, a secret answered once), the lead's events are written to
 * the webhook outbox with what they report, and the delivery loop POSTs them
 * to a real receiver that checks each signature, refuses replays (the same
 * event id, an old timestamp, an altered body) and answers 500 first to see
 * the retries; two app instances delivering from one database deliver each
 * event once.
 */
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DealerEventBody, DealerSettings, NewWebhookSecret, WEBHOOK_HEADERS, dealerSettingsUrl, webhookSecretUrl } from '../../models/lead/dealer-webhooks';
import { dealerSettingsLabels } from '../../models/labels/dealer-settings';
import { BAD_REQUEST_MESSAGE } from '../../models/common/struct-errors';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { queueDealerEvent } from '../../server/webhooks/dealer-events';
import { createWebhookSender, webhookSignature } from '../../server/webhooks/webhook-sender';
import { saoPauloFiatDealer } from '../support/lead-fixtures';
import { personOf, sendLead } from './support/send-lead';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const admin = demoAccounts.find((a) => a.email === 'admin@flua.example')!;
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const joao = demoAccounts.find((a) => a.email === 'joao@flua.example')!;
const DEALER = saoPauloFiatDealer.id;
const t = dealerSettingsLabels;

describeEachDatabase('dealer webhooks', (ctx) => {
  let app: FastifyInstance;
  let receiver: WebhookReceiver;
  let adminCookie: string;
  let key = 0;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    app = (await buildApp({ db: ctx.db })).app;
  });
  beforeEach(async () => {
    adminCookie = await signInCookie(app, admin);
    receiver.received.length = 0;
    receiver.acknowledged.length = 0;
    receiver.failNext(0);
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
  /** The admin points the dealer at the receiver and makes a secret the receiver keeps. */
  async function configure(url = receiver.url) {
    const saved = await call('PUT', dealerSettingsUrl(DEALER), adminCookie, { responseHours: 6, webhookUrl: url });
    expect(saved.statusCode, saved.body).toBe(200);
    const made = await call('POST', webhookSecretUrl(DEALER), adminCookie);
    expect(made.statusCode).toBe(200);
    const secret = made.json<NewWebhookSecret>();
    assert(secret, NewWebhookSecret);
    receiver.secret = secret.secret;
    return secret;
  }
  const move = (leadId: string, body: object, cookie: string) =>
    app.inject({ method: 'PUT', url: `/api/leads/${leadId}/status`, payload: body, headers: { 'idempotency-key': `webhook-move-${++key}`, ...SAME_ORIGIN, cookie } });
  const outbox = async () =>
    (
      await ctx.db.query<{ event_id: string; type: string; body: string; status: string; attempts: number; last_status: number | null; next_attempt_at: Date | string }>(
        'SELECT event_id, type, body, status, attempts, last_status, next_attempt_at FROM webhook_outbox ORDER BY id',
      )
    ).rows;
  /** A delivery loop of its own, its clock `skew` ms ahead (a retry waits for its time), no waiting between attempts beyond `backoff`. */
  const sender = (skew = 0, backoff = 60_000) => createWebhookSender({ db: ctx.db, now: () => new Date(Date.now() + skew), backoff: () => backoff, timeoutMs: 5000 });

  describe('the admin’s settings', () => {
    it('answers the dealer’s settings without the secret, saves hours and URL, and answers a new secret once', async () => {
      const before = await call('GET', dealerSettingsUrl(DEALER), adminCookie);
      expect(before.statusCode).toBe(200);
      const settings = before.json<DealerSettings>();
      assert(settings, DealerSettings);
      expect(settings).toMatchObject({ code: DEALER, responseHours: 4, webhookUrl: null, secretCreatedAt: null, deliveries: [] });

      const { secret, createdAt } = await configure('https://sistema.paulista.example/flua');
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      const after = await call('GET', dealerSettingsUrl(DEALER), adminCookie);
      expect(after.json()).toMatchObject({ responseHours: 6, webhookUrl: 'https://sistema.paulista.example/flua', secretCreatedAt: createdAt });
      expect(after.body).not.toContain(secret);
      expect(after.body).not.toContain('whsec_');
      // A new secret replaces the old one at once.
      const rotated = (await call('POST', webhookSecretUrl(DEALER), adminCookie)).json<NewWebhookSecret>();
      expect(rotated.secret).not.toBe(secret);
      const stored = await ctx.db.query<{ webhook_secret: string }>('SELECT webhook_secret FROM dealers WHERE id = $1', [DEALER]);
      expect(stored.rows[0]!.webhook_secret).toBe(rotated.secret);
      // The response hours are the promise of the next lead.
      expect((await ctx.db.query<{ response_hours: number }>('SELECT response_hours FROM dealers WHERE id = $1', [DEALER])).rows[0]!.response_hours).toBe(6);
    });

    it('refuses a URL that is not https (but for this machine) and hours outside 1–120, in pt-BR, writing nothing', async () => {
      for (const [body, field, message] of [
        [{ responseHours: 4, webhookUrl: 'http://sistema.paulista.example/flua' }, 'webhookUrl', t.errors.urlInvalid],
        [{ responseHours: 4, webhookUrl: 'ftp://sistema.paulista.example' }, 'webhookUrl', t.errors.urlInvalid],
        [{ responseHours: 4, webhookUrl: 'https://user:senha@sistema.paulista.example/' }, 'webhookUrl', t.errors.urlInvalid],
        [{ responseHours: 4, webhookUrl: 'https://intranet/' }, 'webhookUrl', t.errors.urlInvalid],
        [{ responseHours: 4, webhookUrl: `https://a.example/${'x'.repeat(500)}` }, 'webhookUrl', t.errors.urlTooLong(500)],
        [{ responseHours: 0, webhookUrl: null }, 'responseHours', t.errors.hoursRange(1, 120)],
        [{ responseHours: 121, webhookUrl: null }, 'responseHours', t.errors.hoursRange(1, 120)],
        [{ responseHours: 2.5, webhookUrl: null }, 'responseHours', t.errors.hoursRange(1, 120)],
      ] as const) {
        const res = await call('PUT', dealerSettingsUrl(DEALER), adminCookie, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual({ error: { code: 'bad_request', message: BAD_REQUEST_MESSAGE, fields: { [field]: message } } });
      }
      expect((await call('PUT', dealerSettingsUrl(DEALER), adminCookie, { responseHours: 4, webhookUrl: 'http://localhost:9/x' })).statusCode).toBe(200);
      const row = await ctx.db.query<{ webhook_url: string }>('SELECT webhook_url FROM dealers WHERE id = $1', [DEALER]);
      expect(row.rows[0]!.webhook_url).toBe('http://localhost:9/x');
    });

    it('answers 404 in pt-BR for an unknown dealer and 401/403 to anyone but an admin', async () => {
      const res = await call('GET', dealerSettingsUrl('99999'), adminCookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(t.errors.dealerNotFound);
      expect((await call('POST', webhookSecretUrl('99999'), adminCookie)).statusCode).toBe(404);
      expect((await call('POST', webhookSecretUrl(DEALER), undefined)).statusCode).toBe(401);
      const sellerCookie = await signInCookie(app, seller);
      const refused = await call('POST', webhookSecretUrl(DEALER), sellerCookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('whsec_');
    });
  });

  describe('events', () => {
    it('a dealer without a webhook gets no event; a configured one gets the lead’s creation, moves and cancellation, without personal data', async () => {
      await sendLead(app, personOf(joao));
      expect(await outbox()).toEqual([]);

      await configure();
      const joaoCookie = await signInCookie(app, joao);
      const leadId = await sendLead(app, personOf(joao), joaoCookie);
      const sellerCookie = await signInCookie(app, seller);
      expect((await move(leadId, { to: 'in_service', note: 'Olá, João! Sou o Rafael.' }, sellerCookie)).statusCode).toBe(200);
      expect((await move(leadId, { to: 'cancelled' }, joaoCookie)).statusCode).toBe(200);

      const rows = await outbox();
      expect(rows.map((r) => r.type)).toEqual(['lead.created', 'lead.status_changed', 'lead.cancelled']);
      const bodies = rows.map((r) => JSON.parse(r.body) as DealerEventBody);
      for (const [i, body] of bodies.entries()) {
        assert(body, DealerEventBody);
        expect(body).toMatchObject({ id: rows[i]!.event_id, type: rows[i]!.type, dealerCode: DEALER, data: { leadId, proposalCode: proposalCodeOf(leadId) } });
      }
      expect(bodies[0]!.data).toMatchObject({ status: 'sent' });
      expect(bodies[0]!.data.respondBy).toBe((await ctx.db.query<{ r: Date }>('SELECT respond_by AS r FROM leads WHERE id = $1', [leadId])).rows[0]!.r.toISOString());
      expect(bodies[1]!.data).toMatchObject({ status: 'in_service', previousStatus: 'sent' });
      expect(bodies[2]!.data).toMatchObject({ status: 'cancelled', previousStatus: 'in_service' });
      // No person's data, no note, no secret.
      const all = rows.map((r) => r.body).join('\n');
      for (const personal of [joao.email, joao.cpf, joao.cpf.replace(/\D/g, ''), joao.fullName, 'Rafael', receiver.secret]) expect(all).not.toContain(personal);
      // The admin's screen lists them, newest first.
      const settings = (await call('GET', dealerSettingsUrl(DEALER), adminCookie)).json<DealerSettings>();
      expect(settings.deliveries.map((d) => [d.type, d.status, d.attempts])).toEqual([
        ['lead.cancelled', 'pending', 0],
        ['lead.status_changed', 'pending', 0],
        ['lead.created', 'pending', 0],
      ]);
    });
  });

  describe('delivery', () => {
    it('POSTs each event signed; the receiver verifies it and refuses its replay, an old timestamp and an altered body', async () => {
      await configure();
      const leadId = await sendLead(app, personOf(joao));
      const round = await sender().runOnce();
      expect(round.failed).toEqual([]);
      expect(round.delivered).toHaveLength(1);
      expect(receiver.received.map((r) => r.reason)).toEqual(['accepted']);
      const delivery = receiver.received[0]!;
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.headers[WEBHOOK_HEADERS.eventType]).toBe('lead.created');
      expect(JSON.parse(delivery.body)).toMatchObject({ id: round.delivered[0], data: { leadId } });
      expect((await outbox())[0]).toMatchObject({ status: 'delivered', attempts: 1, last_status: 204 });

      // The same request captured and sent again: the receiver has acknowledged that event id.
      expect(await receiver.replay(delivery)).toBe(409);
      // Re-signed by someone without the secret, or a body changed under the old signature.
      const oldTimestamp = String(Math.floor(Date.now() / 1000) - 301);
      expect(await receiver.replay(delivery, { headers: { [WEBHOOK_HEADERS.timestamp]: oldTimestamp } })).toBe(401);
      expect(await receiver.replay(delivery, { body: delivery.body.replace('lead.created', 'lead.cancelled') })).toBe(401);
      // Signed with the secret but 5 minutes old: refused as stale.
      expect(
        await receiver.replay(delivery, {
          headers: { [WEBHOOK_HEADERS.timestamp]: oldTimestamp, [WEBHOOK_HEADERS.signature]: webhookSignature(receiver.secret, oldTimestamp, delivery.body) },
        }),
      ).toBe(400);
      // A delivered event is never sent again.
      expect(await sender(10 * 60_000).runOnce()).toEqual({ delivered: [], failed: [] });
    });

    it('retries with backoff after a 500 until acknowledged, the same event id and body each time, re-signed', async () => {
      await configure();
      await sendLead(app, personOf(joao));
      receiver.failNext(2);
      const first = await sender(0, 60_000).runOnce();
      expect(first.failed).toHaveLength(1);
      let [row] = await outbox();
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status: 500 });
      expect(new Date(row!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 50_000);
      // Not due yet: nothing is sent.
      expect(await sender(0).runOnce()).toEqual({ delivered: [], failed: [] });
      expect((await sender(61_000, 120_000).runOnce()).failed).toHaveLength(1);
      [row] = await outbox();
      expect(row).toMatchObject({ status: 'pending', attempts: 2, last_status: 500 });
      expect((await sender(200_000).runOnce()).delivered).toEqual([row!.event_id]);
      [row] = await outbox();
      expect(row).toMatchObject({ status: 'delivered', attempts: 3, last_status: 204 });
      expect(receiver.received.map((r) => r.reason)).toEqual(['failing', 'failing', 'accepted']);
      expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
      expect(new Set(receiver.received.map((r) => r.headers[WEBHOOK_HEADERS.eventId])).size).toBe(1);
      expect(receiver.acknowledged).toEqual([row!.event_id]);
    });

    it('keeps an event when its dealer system is down, and delivers it when it is back', async () => {
      await configure('http://127.0.0.1:9/fora-do-ar');
      await sendLead(app, personOf(joao));
      expect((await sender().runOnce()).failed).toHaveLength(1);
      const [row] = await outbox();
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status: null });
      await call('PUT', dealerSettingsUrl(DEALER), adminCookie, { responseHours: 4, webhookUrl: receiver.url });
      expect((await sender(120_000).runOnce()).delivered).toEqual([row!.event_id]);
    });

    it('two app instances delivering from one database deliver each event once', async () => {
      await configure();
      const leadId = await sendLead(app, personOf(joao));
      // Five more of its events, as other routes write them (a lead's CPF may send only so many leads a day).
      for (let i = 0; i < 5; i++) await queueDealerEvent(ctx.db, DEALER, 'lead.status_changed', { leadId, status: 'in_service', previousStatus: 'sent' });
      const events = (await outbox()).map((r) => r.event_id);
      expect(events).toHaveLength(6);
      const delivery = { pollIntervalMs: 5, batchSize: 2, timeoutMs: 5000 };
      const [one, two] = await Promise.all([buildApp({ db: ctx.db, webhooks: { delivery } }), buildApp({ db: ctx.db, webhooks: { delivery } })]);
      await Promise.all([one.app.ready(), two.app.ready()]);
      try {
        for (let waited = 0; receiver.acknowledged.length < 6 && waited < 10_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      } finally {
        await Promise.all([one.app.close(), two.app.close()]);
      }
      expect([...receiver.acknowledged].sort()).toEqual([...events].sort());
      expect(receiver.received.map((r) => r.reason)).toEqual(Array(6).fill('accepted'));
      expect((await outbox()).map((r) => [r.status, r.attempts])).toEqual(Array(6).fill(['delivered', 1]));
    });
  });
});
