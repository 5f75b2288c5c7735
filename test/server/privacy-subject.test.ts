/**
 * A data subject reaches exactly what they proved (server/privacy/subject.ts):
 *
 * - a privacy link made for the victim's CPF and my e-mail (a lead of mine
 *   carries that pair) proves my e-mail, not the CPF: the export, the
 *   sharing answer and an anonymisation the admin executes reach my lead
 *   only, never the victim's leads (name, phone, address, income, birth date,
 *   documents);
 * - an account signed up with the victim's CPF and my own (proven) e-mail
 *   reaches none of the victim's data either, on any of the privacy routes;
 * - the one-use link cannot be replayed through its Idempotency-Key: the
 *   replay, after the link was used or expired, answers the request made and
 *   builds no export.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRIVACY_LINK_TTL_HOURS, type PrivacyRequestCreated } from '../../models/privacy/privacy-requests';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { FAST_HASHING, SAME_ORIGIN } from './support/callers';
import { accountOf, callerHeaders, markersOf, personLead, plantDocument, privacyLink, sendPersonLead, signIn, type Caller, type Person } from './support/plant-person';
import { describeEachDatabase } from './support/test-db';

const admin = demoAccounts.find((a) => a.email === 'admin@flua.example')!;

const VICTIM: Person = {
  name: 'Valdomira Esteves Quaresma',
  cpf: '35426378070',
  email: 'valdomira.quaresma@exemplo.example',
  phone: '31988880303',
  street: 'Alameda dos Ipês Escondidos',
  ip: '203.0.113.31',
  password: 'Valdomira#2025x',
};
/** I typed the victim's CPF with my own e-mail. */
const ME: Person = {
  name: 'Mauro Intruso Batista',
  cpf: VICTIM.cpf,
  email: 'mauro.batista@exemplo.example',
  phone: '41977770404',
  street: 'Rua do Atalho Curto',
  ip: '203.0.113.41',
  password: 'Mauro#Senha2025',
};
/** What only the victim's leads hold beyond the markers: income and birth date as sent. */
const VICTIM_INCOME = 7_654_321;
const VICTIM_BIRTH = '1961-02-03';
const victimSecrets = [...markersOf(VICTIM), String(VICTIM_INCOME), VICTIM_BIRTH];

const DAY = 24 * 60 * 60_000;

describeEachDatabase('a data subject reaches what they proved', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  let clock = Date.now();
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'subject-'));
    app = (
      await buildApp({ db: ctx.db, uploadsDir, auth: { passwordHashing: FAST_HASHING }, mail: { publicUrl: 'https://flua.example/' }, privacy: { now: () => new Date(clock) } })
    ).app;
  });
  afterAll(async () => app?.close());

  /** The victim's two leads (two dealers) with a document, and mine with the victim's CPF. */
  async function plant() {
    clock = Date.now();
    const victimLead = await sendPersonLead(app, personLead(VICTIM, { income: VICTIM_INCOME, birth_date: VICTIM_BIRTH }), { ip: VICTIM.ip });
    const victimOther = await sendPersonLead(app, personLead(VICTIM, { income: VICTIM_INCOME, birth_date: VICTIM_BIRTH, dealersCode: '10102' }), { ip: VICTIM.ip });
    await plantDocument(ctx.db, uploadsDir, VICTIM, { leadId: victimLead.id }, 'rg-valdomira.pdf');
    const mine = await sendPersonLead(app, personLead(ME), { ip: ME.ip });
    const victimRows = async () => (await ctx.db.query('SELECT id, document, email, body FROM leads WHERE id = ANY($1::text[]) ORDER BY id', [[victimLead.id, victimOther.id]])).rows;
    return { victimLead, victimOther, mine, victimBefore: await victimRows(), victimRows };
  }

  const ask = (caller: Caller, payload: object, key?: string) =>
    app.inject({ method: 'POST', url: '/api/privacy/requests', payload, headers: callerHeaders(caller, key) });

  /** Everything an access answer hands over, as text: the export, the PDF's JSON twin and every file of the archive. */
  function handedOver(answer: PrivacyRequestCreated): string {
    const files = answer.archiveBase64 ? unzipSync(Buffer.from(answer.archiveBase64, 'base64')) : {};
    return [JSON.stringify(answer.export), ...Object.entries(files).map(([name, bytes]) => `${name}\n${strFromU8(bytes, true)}`)].join('\n');
  }

  async function anonymiseAsAdmin(protocol: string) {
    const cookie = await signIn(app, { ...admin, ip: '192.0.2.20' });
    const res = await app.inject({ method: 'POST', url: `/api/admin/privacy-requests/${protocol}/actions`, payload: { action: 'anonymise' }, headers: { ...SAME_ORIGIN, cookie } });
    expect(res.statusCode, res.body).toBe(200);
  }

  it("a link for the victim's CPF and my e-mail gives me my lead only: the export, the sharing answer and the anonymisation leave the victim's leads alone", async () => {
    const { mine, victimBefore, victimRows } = await plant();

    const access = await ask({ ip: ME.ip }, { kind: 'access', token: await privacyLink(app, ctx.db, ME.cpf, ME.email, ME.ip) });
    expect(access.statusCode, access.body).toBe(201);
    const answer = access.json<PrivacyRequestCreated>();
    expect.soft(answer.export!.tables.leads!.map((l) => l.id), 'the leads in my export').toEqual([mine.id]);
    expect(handedOver(answer)).toContain(ME.name);
    for (const secret of victimSecrets) expect.soft(handedOver(answer), `the victim's ${secret} in my export`).not.toContain(secret);

    const sharing = await ask({ ip: ME.ip }, { kind: 'sharing', token: await privacyLink(app, ctx.db, ME.cpf, ME.email, ME.ip) });
    expect(sharing.statusCode, sharing.body).toBe(201);
    expect.soft(sharing.json<PrivacyRequestCreated>().sharing!.map((s) => s.leadId), "the sharing answer holds the victim's leads").toEqual([mine.id]);

    const anonymisation = await ask({ ip: ME.ip }, { kind: 'anonymisation', token: await privacyLink(app, ctx.db, ME.cpf, ME.email, ME.ip) });
    expect(anonymisation.statusCode, anonymisation.body).toBe(201);
    await anonymiseAsAdmin(anonymisation.json<PrivacyRequestCreated>().request.protocol);
    expect.soft(await victimRows(), "the victim's leads after my anonymisation").toEqual(victimBefore);
    expect((await ctx.db.query<{ document: string }>('SELECT document FROM leads WHERE id = $1', [mine.id])).rows[0]!.document).not.toBe(ME.cpf);
  });

  it("an account with the victim's CPF and my own proven e-mail reaches none of the victim's data", async () => {
    const { victimBefore, victimRows } = await plant();
    const { cookie } = await accountOf(app, ctx.db, ME);
    const me: Caller = { cookie, ip: ME.ip };

    const access = await ask(me, { kind: 'access' });
    expect(access.statusCode, access.body).toBe(201);
    const answer = access.json<PrivacyRequestCreated>();
    const protocol = answer.request.protocol;
    const answers = [handedOver(answer)];
    for (const ext of ['json', 'pdf', 'zip']) {
      const res = await app.inject({ method: 'GET', url: `/api/privacy/requests/${protocol}/export.${ext}`, headers: { cookie } });
      expect.soft(res.statusCode, `export.${ext}`).toBe(200);
      if (res.statusCode === 200) answers.push(ext === 'zip' ? Object.values(unzipSync(res.rawPayload)).map((b) => strFromU8(b, true)).join('\n') : res.body);
    }
    const sharing = await ask(me, { kind: 'sharing' });
    answers.push(sharing.body);
    for (const url of ['/api/v2/timeline/rental?brand=fiat,jeep,peugeot,citroen', '/api/privacy/consents', '/api/privacy/requests', '/api/auth/me']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      answers.push(res.body);
    }
    for (const secret of victimSecrets) expect.soft(answers.join('\n'), `the victim's ${secret} in my account's answers`).not.toContain(secret);

    const anonymisation = await ask(me, { kind: 'anonymisation' });
    await anonymiseAsAdmin(anonymisation.json<PrivacyRequestCreated>().request.protocol);
    expect.soft(await victimRows(), "the victim's leads after my account's anonymisation").toEqual(victimBefore);
  });

  it('a replay of the request with the first key, after the link was used and after it expired, answers the request and builds no export', async () => {
    const { mine } = await plant();
    const key = `replay-${Date.now()}`;
    const body = { kind: 'access', token: await privacyLink(app, ctx.db, ME.cpf, ME.email, ME.ip) };
    const first = await ask({ ip: ME.ip }, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const made = first.json<PrivacyRequestCreated>();
    expect.soft(made.export!.tables.leads!.map((l) => l.id)).toEqual([mine.id]);
    const rows = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM privacy_requests')).rows[0]!.n);
    const audits = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM privacy_audit')).rows[0]!.n);
    const before = { rows: await rows(), audits: await audits() };

    for (const moment of ['the link used', 'the link expired']) {
      if (moment === 'the link expired') clock += (PRIVACY_LINK_TTL_HOURS * 60 * 60_000) + DAY;
      const replay = await ask({ ip: ME.ip }, body, key);
      expect(replay.statusCode, `${moment}: ${replay.body.slice(0, 200)}`).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      const answer = replay.json<PrivacyRequestCreated>();
      expect.soft(answer, `${moment}: the replay's answer`).toEqual({ request: made.request, replayed: true });
      expect.soft(replay.body, `${moment}: the replay holds my data`).not.toContain(ME.name);
    }
    expect({ rows: await rows(), audits: await audits() }).toEqual(before);
    // The same key from another client is another request: the used link is refused.
    expect((await ask({ ip: '198.51.100.200' }, body, key)).statusCode).toBe(410);
  });
});
