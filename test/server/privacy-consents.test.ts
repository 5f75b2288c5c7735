/**
 * The privacy centre's consents: a customer lists every consent of their
 * leads, withdraws one and gives it again, each change recorded at once with
 * its time in the append-only history (a retry with the same key records
 * one); the dealer's lead page follows at once. A visitor gets 401, another
 * customer 403 and nothing is written.
 */
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SellerLeadDetail } from '../../models/lead/lead-desk';
import { CONSENT_TEXT_VERSION } from '../../models/lead/lead-submission';
import { privacyLabels } from '../../models/labels/privacy';
import { PRIVACY_TEXT_VERSION } from '../../models/privacy/privacy';
import { PrivacyConsentsAnswer } from '../../models/privacy/privacy-consents';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { personOf, sendLead } from './support/send-lead';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const joao = demoAccounts.find((a) => a.email === 'joao@flua.example')!;
const camila = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;

describeEachDatabase('privacy consents API', (ctx) => {
  let app: FastifyInstance;
  let key = 0;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db })).app;
  });
  afterAll(async () => app?.close());

  const signIn = (account: { email: string; password: string }) => signInCookie(app, account);
  const joaoLead = (cookie: string) => sendLead(app, { ...personOf(joao), indEmailContact: true }, cookie);
  const list = async (cookie: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/privacy/consents', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    assert(answer, PrivacyConsentsAnswer);
    return answer;
  };
  const change = (leadId: string, purpose: string, granted: unknown, cookie?: string, idempotencyKey = `consents-change-${++key}`) =>
    app.inject({
      method: 'PUT',
      url: `/api/privacy/consents/${leadId}/${purpose}`,
      payload: { granted },
      headers: { ...SAME_ORIGIN, 'idempotency-key': idempotencyKey, ...(cookie ? { cookie } : {}) },
    });
  const events = async (leadId: string) =>
    (
      await ctx.db.query<{ purpose: string; granted: boolean; actor: string; actor_user_id: string | null; text_version: string; at: Date }>(
        'SELECT purpose, granted, actor, actor_user_id, text_version, at FROM consent_events WHERE lead_id = $1 ORDER BY at, id',
        [leadId],
      )
    ).rows;

  it('a lead records its consents with the version the policy page shows, and so does a change in the privacy centre', async () => {
    const cookie = await signIn(joao);
    const leadId = await joaoLead(cookie);
    expect((await events(leadId)).map((e) => e.text_version)).toEqual([privacyLabels.version, privacyLabels.version, privacyLabels.version]);
    expect((await change(leadId, 'email', false, cookie)).statusCode).toBe(200);
    expect((await events(leadId)).at(-1)).toMatchObject({ actor: 'customer', text_version: privacyLabels.version });
    const stored = await ctx.db.query<{ text_version: string }>('SELECT DISTINCT text_version FROM lead_consents WHERE lead_id = $1', [leadId]);
    expect(stored.rows).toEqual([{ text_version: privacyLabels.version }]);
  });

  it('lists, withdraws and gives again, each change in the history with its time; the dealer sees it at once', async () => {
    const cookie = await signIn(joao);
    const leadId = await joaoLead(cookie);
    const before = (await list(cookie)).find((l) => l.leadId === leadId)!;
    expect(before.consents.map((c) => [c.purpose, c.granted])).toEqual([
      ['whatsapp', true],
      ['sms_phone', true],
      ['email', true],
    ]);
    expect(before.consents.every((c) => c.history.length === 1 && c.history[0]!.actor === 'lead')).toBe(true);
    expect((await events(leadId)).map((e) => e.actor)).toEqual(['lead', 'lead', 'lead']);

    const withdrawn = await change(leadId, 'whatsapp', false, cookie);
    expect(withdrawn.statusCode).toBe(200);
    const whatsapp = withdrawn.json<PrivacyConsentsAnswer>().find((l) => l.leadId === leadId)!.consents.find((c) => c.purpose === 'whatsapp')!;
    expect(whatsapp).toMatchObject({ granted: false, textVersion: PRIVACY_TEXT_VERSION });
    expect(whatsapp.history.map((e) => [e.granted, e.actor])).toEqual([
      [true, 'lead'],
      [false, 'customer'],
    ]);
    expect(Date.parse(whatsapp.history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(whatsapp.history[0]!.at));
    expect(whatsapp.recordedAt).toBe(whatsapp.history[1]!.at);

    // The dealer's lead page: withdrawn since then, and no longer a way to contact.
    const sellerCookie = await signIn(seller);
    const page = await app.inject({ method: 'GET', url: `/api/seller/leads/${leadId}`, headers: { cookie: sellerCookie } });
    expect(page.statusCode).toBe(200);
    const detail = page.json();
    assert(detail, SellerLeadDetail);
    expect(detail.consents.find((c) => c.purpose === 'whatsapp')).toMatchObject({ granted: false, withdrawnAt: whatsapp.history[1]!.at });
    expect(detail.consents.find((c) => c.purpose === 'email')).toMatchObject({ granted: true, withdrawnAt: null });
    expect(detail.contact).toEqual({ sms: false, phone: true, email: true, whatsapp: false });

    // Given again: a third event; the dealer may contact by WhatsApp again.
    expect((await change(leadId, 'whatsapp', true, cookie)).statusCode).toBe(200);
    const history = (await events(leadId)).filter((e) => e.purpose === 'whatsapp');
    expect(history.map((e) => [e.granted, e.actor, e.text_version])).toEqual([
      [true, 'lead', CONSENT_TEXT_VERSION],
      [false, 'customer', PRIVACY_TEXT_VERSION],
      [true, 'customer', PRIVACY_TEXT_VERSION],
    ]);
    expect(history.slice(1).every((e) => e.actor_user_id !== null && e.at instanceof Date)).toBe(true);
    const again = (await app.inject({ method: 'GET', url: `/api/seller/leads/${leadId}`, headers: { cookie: sellerCookie } })).json<SellerLeadDetail>();
    expect(again.contact.whatsapp).toBe(true);
    expect(again.consents.find((c) => c.purpose === 'whatsapp')!.withdrawnAt).toBeNull();
  });

  it('a retry with the same key records one change; asking for the state it already has records none', async () => {
    const cookie = await signIn(joao);
    const leadId = await joaoLead(cookie);
    const first = await change(leadId, 'email', false, cookie, 'consents-retry-key');
    const retry = await change(leadId, 'email', false, cookie, 'consents-retry-key');
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await change(leadId, 'email', false, cookie)).statusCode).toBe(200);
    expect((await events(leadId)).filter((e) => e.purpose === 'email')).toHaveLength(2);
  });

  it('refuses a visitor (401), another customer (403), an unknown lead (404) and bad input (400), writing nothing', async () => {
    const cookie = await signIn(joao);
    const leadId = await joaoLead(cookie);
    const other = await signIn(camila);
    expect((await app.inject({ method: 'GET', url: '/api/privacy/consents' })).statusCode).toBe(401);
    expect((await change(leadId, 'whatsapp', false)).statusCode).toBe(401);
    expect((await change(leadId, 'whatsapp', false, other)).statusCode).toBe(403);
    expect((await list(other)).some((l) => l.leadId === leadId)).toBe(false);
    expect((await change('00000000-0000-4000-8000-000000000000', 'whatsapp', false, cookie)).statusCode).toBe(404);
    const bad = await change(leadId, 'carrier_pigeon', false, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toMatch(/[a-zà-ú]/i);
    expect((await change(leadId, 'whatsapp', 'sim', cookie)).statusCode).toBe(400);
    const noKey = await app.inject({ method: 'PUT', url: `/api/privacy/consents/${leadId}/whatsapp`, payload: { granted: false }, headers: { ...SAME_ORIGIN, cookie } });
    expect(noKey.statusCode).toBe(400);
    expect((await events(leadId)).every((e) => e.actor === 'lead')).toBe(true);
    const { rows } = await ctx.db.query<{ granted: boolean }>("SELECT granted FROM lead_consents WHERE lead_id = $1 AND purpose = 'whatsapp'", [leadId]);
    expect(rows[0]!.granted).toBe(true);
  });

  it('keeps the history append-only', async () => {
    const cookie = await signIn(joao);
    const leadId = await joaoLead(cookie);
    await expect(ctx.db.query("UPDATE consent_events SET granted = false WHERE lead_id = $1 AND purpose = 'whatsapp'", [leadId])).rejects.toThrow(/append-only/);
  });
});
