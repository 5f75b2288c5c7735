/**
 * Partnerships and the lead's other calls: `GET /api/partnership/token/decrypt`
 * (a partner's token opened with its key: valid, altered, another partner's,
 * expired, an unknown partner), the lead written with partnership fields only
 * from a token the server opens again, the lead's analytics user id and
 * nonce kept, a company form's GENERIC_LEAD analytics, and the v2 lead's
 * client id and secret when the server is configured with them (required,
 * and written into the page).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../models/showcase/api';
import { partnershipLabels } from '../../models/labels/partnership';
import { leadLabels } from '../../models/labels/lead';
import { LEAD_CLIENT_HEADERS, LEAD_CLIENT_META, LeadCreateAnswer } from '../../models/lead/lead';
import { PARTNERSHIP_DECRYPT_PATH, PartnershipAnswer, type PartnerTokenPayload } from '../../models/lead/partnership';
import { COMPANY_INTEREST_PATH } from '../../models/lead/company-intent';
import { buildApp } from '../../server/app';
import { listUserAnalytics } from '../../server/analytics/user-analytics-repo';
import { partnerKey, partnerKeysFromConfig, sealPartnerToken } from '../../server/partnerships/partner-tokens';
import { leadClientFromEnv } from '../../server/leads/lead-client';
import { withLeadClient } from '../../server/http/page-meta';
import { interestLead, pjLead, rentalLead } from '../support/lead-fixtures';
import { describeEachDatabase } from './support/test-db';
import { signInCookie } from './support/sign-in';
import { demoAccounts } from '../../server/demo/demo-accounts';

const NOW = new Date('2026-06-01T12:00:00Z');
const inAWeek = Math.floor(NOW.getTime() / 1000) + 7 * 86_400;
const key = randomBytes(32);
const oldKey = randomBytes(32);
const otherKey = randomBytes(32);
const PARTNER = 'clube-teste';
const OTHER = 'outro-clube';
const keys = partnerKeysFromConfig(JSON.stringify({ [PARTNER]: [key.toString('base64url'), oldKey.toString('base64')], [OTHER]: otherKey.toString('base64url') }));
const payload: PartnerTokenPayload = { v: 'SOCIO-000123', s: 'PARC-77', r: true, l: 'https://parceiro.example/ofertas', exp: inAWeek };
const CLIENT = { id: 'site-ofertas-fiat', secret: 'segredo-do-site-0001' };

let keyCounter = 0;
const newKey = () => `partnership-key-${Date.now()}-${++keyCounter}`;

describe('partner tokens and client settings', () => {
  it('reads PARTNERSHIP_KEYS: a key or a list; anything malformed stops the start', () => {
    expect(keys.get(PARTNER)).toHaveLength(2);
    expect(partnerKeysFromConfig(undefined).size).toBe(0);
    expect(partnerKeysFromConfig('').size).toBe(0);
    expect(() => partnerKeysFromConfig('{nope')).toThrow(/JSON object/);
    expect(() => partnerKeysFromConfig('["x"]')).toThrow(/JSON object/);
    expect(() => partnerKeysFromConfig(JSON.stringify({ 'Clube Teste': key.toString('base64') }))).toThrow(/partner name/);
    expect(() => partnerKeysFromConfig(JSON.stringify({ [PARTNER]: 'curta' }))).toThrow(/32 bytes/);
    expect(() => partnerKeysFromConfig(JSON.stringify({ [PARTNER]: [] }))).toThrow(/needs a key/);
    expect(() => partnerKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });

  it('reads LEAD_CLIENT_ID and LEAD_CLIENT_SECRET: both or neither, values that travel as they are', () => {
    expect(leadClientFromEnv({})).toBeNull();
    expect(leadClientFromEnv({ LEAD_CLIENT_ID: CLIENT.id, LEAD_CLIENT_SECRET: CLIENT.secret })).toEqual(CLIENT);
    expect(() => leadClientFromEnv({ LEAD_CLIENT_ID: CLIENT.id })).toThrow(/together/);
    expect(() => leadClientFromEnv({ LEAD_CLIENT_ID: CLIENT.id, LEAD_CLIENT_SECRET: 'tem "aspas" <b>' })).toThrow(/letters/);
  });

  it("writes the client's pair into the page's meta tags (added when the page lacks them); nothing when none is configured", () => {
    const page = `<html><head><meta name="${LEAD_CLIENT_META.id}" content="" /><meta name="${LEAD_CLIENT_META.secret}" content="" /></head></html>`;
    const written = withLeadClient(page, CLIENT);
    expect(written).toContain(`<meta name="${LEAD_CLIENT_META.id}" content="${CLIENT.id}" />`);
    expect(written).toContain(`<meta name="${LEAD_CLIENT_META.secret}" content="${CLIENT.secret}" />`);
    expect(withLeadClient(page, null)).toBe(page);
    expect(withLeadClient('<html><head></head></html>', CLIENT)).toContain(`<meta name="${LEAD_CLIENT_META.secret}" content="${CLIENT.secret}" />`);
    // The source page carries both tags, empty.
    const source = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    expect(source).toContain(`<meta name="${LEAD_CLIENT_META.id}" content="" />`);
    expect(source).toContain(`<meta name="${LEAD_CLIENT_META.secret}" content="" />`);
  });
});

describeEachDatabase('partnerships, lead tracking and the v2 lead client', (ctx) => {
  let app: FastifyInstance;
  let clientApp: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    app = (await buildApp({ db: ctx.db, partnerships: { keys, now: () => NOW } })).app;
    dir = mkdtempSync(join(tmpdir(), 'flua-lead-client-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), readFileSync(join(process.cwd(), 'index.html'), 'utf8'));
    clientApp = (await buildApp({ db: ctx.db, staticDir: dir, leadClient: CLIENT })).app;
  });
  afterAll(async () => {
    await app?.close();
    await clientApp?.close();
  });

  const decrypt = (partner: string, value: string) => app.inject({ method: 'GET', url: `${PARTNERSHIP_DECRYPT_PATH}?${new URLSearchParams({ partner, value }).toString()}` });
  const post = (target: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) =>
    target.inject({ method: 'POST', url, payload: body as object, headers: { 'idempotency-key': newKey(), ...headers } });
  const leadRow = async (id: string) =>
    (await ctx.db.query<{ body: Record<string, unknown>; partnership: string | null }>('SELECT body, partnership FROM leads WHERE id = $1', [id])).rows[0]!;
  const countLeads = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM leads')).rows[0]!.n);
  const expectRefusal = (res: Awaited<ReturnType<typeof decrypt>>, status: number, code: string, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    assert(body, ApiError);
    expect(body.error).toMatchObject({ code, message });
  };

  describe('GET /api/partnership/token/decrypt', () => {
    it("answers the partnership a partner's token holds, never cached", async () => {
      const res = await decrypt(PARTNER, sealPartnerToken(key, PARTNER, payload));
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      assert(answer, PartnershipAnswer);
      expect(answer).toEqual({
        partnership: PARTNER,
        partnershipValue: 'SOCIO-000123',
        partnerSellerId: 'PARC-77',
        renewal: true,
        referralLink: 'https://parceiro.example/ofertas',
        expiresAt: new Date(inAWeek * 1000).toISOString(),
      });
      expect(res.headers['cache-control']).toContain('no-store');
      // A token sealed with the partner's older key (still listed) opens too; a minimal one says no renewal.
      const old = await decrypt(PARTNER, sealPartnerToken(oldKey, PARTNER, { v: '42', exp: inAWeek }));
      expect(old.json()).toEqual({ partnership: PARTNER, partnershipValue: '42', renewal: false, expiresAt: new Date(inAWeek * 1000).toISOString() });
    });

    it('refuses an altered token, a token of another key, and one sealed for another partner (pt-BR)', async () => {
      const token = sealPartnerToken(key, PARTNER, payload);
      const [v, iv, sealed, tag] = token.split('.') as [string, string, string, string];
      const flipped = sealed.slice(0, 5) + (sealed[5] === 'A' ? 'B' : 'A') + sealed.slice(6);
      expectRefusal(await decrypt(PARTNER, [v, iv, flipped, tag].join('.')), 400, 'partnership_invalid', partnershipLabels.api.invalidToken);
      expectRefusal(await decrypt(PARTNER, sealPartnerToken(randomBytes(32), PARTNER, payload)), 400, 'partnership_invalid', partnershipLabels.api.invalidToken);
      // The other partner's key and name: bound to that partner, it does not open as this one's, nor with this one's key.
      expectRefusal(await decrypt(PARTNER, sealPartnerToken(otherKey, OTHER, payload)), 400, 'partnership_invalid', partnershipLabels.api.invalidToken);
      expectRefusal(await decrypt(OTHER, token), 400, 'partnership_invalid', partnershipLabels.api.invalidToken);
      expectRefusal(await decrypt(PARTNER, sealPartnerToken(key, OTHER, payload)), 400, 'partnership_invalid', partnershipLabels.api.invalidToken);
      // Sealed right but holding something else than a partnership.
      expectRefusal(await decrypt(PARTNER, sealPartnerToken(key, PARTNER, { ...payload, cpf: '52998224725' } as PartnerTokenPayload)), 400, 'partnership_invalid', partnershipLabels.api.invalidToken);
    });

    it('refuses an expired token and an unknown partner; a malformed query is a 400 in the envelope', async () => {
      const expired = sealPartnerToken(key, PARTNER, { ...payload, exp: Math.floor(NOW.getTime() / 1000) - 1 });
      expectRefusal(await decrypt(PARTNER, expired), 400, 'partnership_expired', partnershipLabels.api.expiredToken);
      expectRefusal(await decrypt('clube-sumido', sealPartnerToken(key, 'clube-sumido', payload)), 400, 'partnership_unknown_partner', partnershipLabels.api.unknownPartner);
      const bad = await decrypt(PARTNER, 'nao-e-um-token');
      expect(bad.statusCode).toBe(400);
      assert(bad.json(), ApiError);
    });
  });

  describe('the lead keeps a partnership only from a token it opens', () => {
    const sendLead = async (extra: Record<string, unknown>) => {
      const res = await post(app, '/api/v2/lead', { ...rentalLead(), ...extra });
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json();
      assert(answer, LeadCreateAnswer);
      return leadRow(answer.id);
    };

    it("fills the partnership from the token, whatever the browser says of it, and never stores the token", async () => {
      const token = sealPartnerToken(key, PARTNER, payload);
      const row = await sendLead({ partnership: PARTNER, partnerToken: token, partnershipValue: 'OUTRO', partnerSellerId: 'FALSO', renewal: false, referralLink: 'https://mal.example' });
      expect(row.partnership).toBe(PARTNER);
      expect(row.body).toMatchObject({ partnership: PARTNER, partnershipValue: 'SOCIO-000123', partnerSellerId: 'PARC-77', renewal: true, referralLink: 'https://parceiro.example/ofertas' });
      expect(row.body).not.toHaveProperty('partnerToken');
      expect(JSON.stringify(row.body)).not.toContain(token);
    });

    it.each([
      ['no token', () => ({ partnership: PARTNER, partnershipValue: 'SOCIO-1', renewal: true })],
      ['an expired token', () => ({ partnership: PARTNER, partnerToken: sealPartnerToken(key, PARTNER, { ...payload, exp: Math.floor(NOW.getTime() / 1000) - 60 }) })],
      ["another partner's token", () => ({ partnership: PARTNER, partnerToken: sealPartnerToken(otherKey, OTHER, payload) })],
      ['an altered token', () => ({ partnership: PARTNER, partnerToken: sealPartnerToken(key, PARTNER, payload).replace(/\.(.)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`) })],
      ['an unknown partner', () => ({ partnership: 'clube-sumido', partnerToken: sealPartnerToken(key, 'clube-sumido', payload) })],
    ])('with %s the lead is kept without a partnership', async (_what, extra) => {
      const row = await sendLead(extra());
      expect(row.partnership).toBeNull();
      for (const field of ['partnership', 'partnershipValue', 'partnerSellerId', 'renewal', 'referralLink', 'partnerToken']) expect(row.body).not.toHaveProperty(field);
    });

    it("shows the partnership on the dealer's lead page", async () => {
      const token = sealPartnerToken(key, PARTNER, payload);
      const res = await post(app, '/api/v2/lead', { ...rentalLead(), partnership: PARTNER, partnerToken: token });
      const { id } = res.json<{ id: string }>();
      const cookie = await signInCookie(app, demoAccounts.find((a) => a.roles.includes('seller'))!);
      const page = await app.inject({ method: 'GET', url: `/api/seller/leads/${id}`, headers: { cookie } });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().partnership).toEqual({ partner: PARTNER, value: 'SOCIO-000123', partnerSellerId: 'PARC-77', renewal: true, referralLink: 'https://parceiro.example/ofertas' });
      // A lead without one shows none, even when an older body carries the fields (the column decides).
      const plain = await post(app, '/api/v2/lead', rentalLead({ cpf: '390.533.447-05', email: 'outra@example.com' }));
      await ctx.db.query(`UPDATE leads SET body = body || '{"partnershipValue":"X"}'::jsonb WHERE id = $1`, [plain.json<{ id: string }>().id]);
      const none = await app.inject({ method: 'GET', url: `/api/seller/leads/${plain.json<{ id: string }>().id}`, headers: { cookie } });
      expect(none.json()).not.toHaveProperty('partnership');
    });
  });

  it('keeps the analytics user id and the nonce with the lead', async () => {
    const res = await post(app, '/api/create-rental-lead', rentalLead({ gauserid: 'usuario-8841', nonce: 'f3b2c1d0-nonce', gaclientid: '123.456' }));
    expect(res.statusCode, res.body).toBe(201);
    const row = await leadRow(res.json<{ id: string }>().id);
    expect(row.body).toMatchObject({ gauserid: 'usuario-8841', nonce: 'f3b2c1d0-nonce', gaclientid: '123.456' });
  });

  it("a company interest form's lead sends its analytics as GENERIC_LEAD, with the analytics user id", async () => {
    const res = await post(app, COMPANY_INTEREST_PATH, interestLead());
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    assert(answer, LeadCreateAnswer);
    const send = (type: string) =>
      post(app, '/api/useranalytics/send', { jwtToken: answer.analyticsToken, type, payload: JSON.stringify({ leadId: answer.id, productLeadId: answer.productLeadIds[0], gauserid: 'usuario-8841' }) });
    expect((await send('OFFER_LEAD')).statusCode).toBe(400);
    const ok = await send('GENERIC_LEAD');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await listUserAnalytics(ctx.db, answer.id)).toEqual([{ type: 'GENERIC_LEAD', payload: { leadId: answer.id, productLeadId: answer.productLeadIds[0], gauserid: 'usuario-8841' } }]);
    // The fleet intent's too.
    const intent = await post(app, '/api/leads/pj', pjLead());
    const intentAnswer = intent.json<LeadCreateAnswer>();
    const sent = await post(app, '/api/useranalytics/send', { jwtToken: intentAnswer.analyticsToken, type: 'GENERIC_LEAD', payload: JSON.stringify({ leadId: intentAnswer.id }) });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  describe('the v2 lead client id and secret, when configured', () => {
    const headers = { [LEAD_CLIENT_HEADERS.id]: CLIENT.id, [LEAD_CLIENT_HEADERS.secret]: CLIENT.secret };

    it('refuses a v2 lead without the right pair (pt-BR, in the envelope) and writes nothing', async () => {
      const before = await countLeads();
      const refused: Record<string, string>[] = [{}, { [LEAD_CLIENT_HEADERS.id]: CLIENT.id }, { ...headers, [LEAD_CLIENT_HEADERS.secret]: 'segredo-errado-0001' }, { ...headers, [LEAD_CLIENT_HEADERS.id]: 'outro-site' }];
      for (const sent of refused) {
        const res = await post(clientApp, '/api/v2/lead', rentalLead(), sent);
        expectRefusal(res, 401, 'lead_client_refused', leadLabels.api.leadClientRefused);
      }
      expect(await countLeads()).toBe(before);
    });

    it('takes a v2 lead with the pair; the other lead paths ask nothing; a server without them asks nothing', async () => {
      expect((await post(clientApp, '/api/v2/lead', rentalLead(), headers)).statusCode).toBe(201);
      expect((await post(clientApp, '/api/create-rental-lead', rentalLead({ cpf: '390.533.447-05', email: 'b@example.com' }))).statusCode).toBe(201);
      expect((await post(app, '/api/v2/lead', rentalLead({ cpf: '111.444.777-35', email: 'c@example.com' }))).statusCode).toBe(201);
    });

    it("writes the pair into the page's meta tags as it serves it", async () => {
      const page = await clientApp.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<meta name="${LEAD_CLIENT_META.id}" content="${CLIENT.id}" />`);
      expect(page.body).toContain(`<meta name="${LEAD_CLIENT_META.secret}" content="${CLIENT.secret}" />`);
      const other = await clientApp.inject({ method: 'GET', url: '/minhas-propostas', headers: { accept: 'text/html' } });
      expect(other.body).toContain(`content="${CLIENT.secret}"`);
    });
  });
});
