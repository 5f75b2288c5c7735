/**
 * An anonymisation the privacy admin executes leaves nothing of the person
 * behind: not the account (sign-in no longer works), the company lead's
 * contact, the seller's notes, the stored idempotent answers, the mail, a
 * document never attached to a lead (row and file), the privacy requests
 * (their protocol and answer stay) and links, the sign-in attempts and the
 * request limits; nothing of them in any table but the partner company's
 * employee register (kept, server/privacy/personal-columns.ts). Another
 * person who shares the CPF keeps their lead whole.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import type { PrivacyRequestCreated } from '../../models/privacy/privacy-requests';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { FAST_HASHING, SAME_ORIGIN } from './support/callers';
import { callerHeaders, everyValue, markersOf, personLead, plantPerson, sendPersonLead, signIn, type Person } from './support/plant-person';
import { describeEachDatabase } from './support/test-db';

const t = privacyRequestLabels;
const admin = demoAccounts.find((a) => a.email === 'admin@flua.example')!;

const QUIRINO: Person = {
  name: 'Quirino Zebedeu Falcão',
  cpf: '71428793860',
  email: 'quirino.zebedeu@exemplo.example',
  phone: '11977770101',
  street: 'Rua das Acácias Secretas',
  ip: '203.0.113.77',
  password: 'Quirino#Senha2025',
};
/** Someone else who typed Quirino's CPF with their own e-mail. */
const OTHER_WITH_THE_CPF: Person = {
  name: 'Otília Brandão Veras',
  cpf: QUIRINO.cpf,
  email: 'otilia.veras@exemplo.example',
  phone: '21966660202',
  street: 'Travessa dos Girassóis Ocultos',
  ip: '203.0.113.88',
  password: 'Otilia#Senha2025',
};

describeEachDatabase('anonymisation of a data subject', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'anonymise-'));
    app = (await buildApp({ db: ctx.db, uploadsDir, auth: { passwordHashing: FAST_HASHING }, mail: { publicUrl: 'https://flua.example/' } })).app;
  });
  afterAll(async () => app?.close());

  const count = async (sql: string, params: unknown[] = []) => Number((await ctx.db.query<{ n: string | number }>(sql, params)).rows[0]!.n);

  it('leaves nothing of the person behind, and nothing of another person who shares the CPF is touched', async () => {
    const planted = await plantPerson(app, ctx.db, uploadsDir, QUIRINO);
    const other = await sendPersonLead(app, personLead(OTHER_WITH_THE_CPF), { ip: OTHER_WITH_THE_CPF.ip });
    const otherBefore = (await ctx.db.query('SELECT document, email, body FROM leads WHERE id = $1', [other.id])).rows[0];

    const holding = async () => new Set((await everyValue(ctx.db)).filter((v) => markersOf(QUIRINO).some((m) => v.text.includes(m))).map((v) => v.table));
    // The person is planted in every place the site keeps someone (the scan below would find them).
    expect([...(await holding())].sort()).toEqual(
      expect.arrayContaining(['employees', 'idempotency_keys', 'lead_status_events', 'lead_versions', 'leads', 'limited_requests', 'mail_attachments', 'mail_outbox', 'privacy_links', 'privacy_requests', 'sign_in_attempts', 'uploads', 'users']),
    );

    const asked = await app.inject({ method: 'POST', url: '/api/privacy/requests', payload: { kind: 'anonymisation' }, headers: callerHeaders({ cookie: planted.cookie, ip: QUIRINO.ip }) });
    expect(asked.statusCode, asked.body).toBe(201);
    const protocol = asked.json<PrivacyRequestCreated>().request.protocol;
    const adminCookie = await signIn(app, { ...admin, ip: '192.0.2.20' });
    const done = await app.inject({
      method: 'POST',
      url: `/api/admin/privacy-requests/${protocol}/actions`,
      payload: { action: 'anonymise', note: 'Pedido do titular atendido.' },
      headers: { ...SAME_ORIGIN, cookie: adminCookie },
    });
    expect(done.statusCode, done.body).toBe(200);

    // Sign-in attempts and request limits naming the person (before trying the password again below, which is a new attempt).
    expect.soft(await count('SELECT count(*) AS n FROM sign_in_attempts WHERE email = $1', [QUIRINO.email]), 'sign-in attempts').toBe(0);
    expect.soft(await count('SELECT count(*) AS n FROM limited_requests WHERE subject LIKE $1', [`%${QUIRINO.email}%`]), 'request limits').toBe(0);

    // Kept, with its reason: the answer that tells the person the anonymisation was done (the controller answers every
    // request, LGPD art. 18 § 5) goes to the address the request proved, and names nothing else of them.
    const answers = (await ctx.db.query<{ kind: string }>('SELECT kind FROM mail_outbox WHERE recipient = $1', [QUIRINO.email])).rows;
    expect.soft(answers.map((a) => a.kind), 'the answer to the person').toEqual(['privacyAnswer']);
    const theAnswer = (v: { table: string; column: string; text: string }) => v.table === 'mail_outbox' && v.column === 'recipient' && v.text === QUIRINO.email;
    // Nowhere else either, but the partner company's employee register.
    const found = (await everyValue(ctx.db)).filter((v) => markersOf(QUIRINO).some((m) => v.text.includes(m)) && v.table !== 'employees' && !theAnswer(v));
    expect.soft(found.map((v) => `${v.table}.${v.column}: ${v.text.slice(0, 120)}`)).toEqual([]);
    expect.soft([...(await holding())].sort()).toEqual(['employees', 'mail_outbox']);

    // The account: the password no longer signs in, the session is over, nothing of the person is left in the row.
    const signInAgain = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: QUIRINO.email, password: QUIRINO.password }, headers: SAME_ORIGIN });
    expect.soft(signInAgain.statusCode, 'sign-in after anonymisation').toBe(401);
    expect.soft((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: planted.cookie } })).statusCode, 'the session after anonymisation').toBe(401);
    expect.soft(await count('SELECT count(*) AS n FROM sessions WHERE user_id = $1', [planted.accountId]), 'sessions').toBe(0);
    expect.soft(await count('SELECT count(*) AS n FROM password_resets WHERE user_id = $1', [planted.accountId]), 'password resets').toBe(0);
    expect.soft(await count('SELECT count(*) AS n FROM email_verifications WHERE user_id = $1', [planted.accountId]), 'e-mail confirmations').toBe(0);

    // The company lead's contact fields.
    const company = (await ctx.db.query<{ body: Record<string, unknown>; email: string }>('SELECT body, email FROM leads WHERE id = $1', [planted.companyLeadId])).rows[0]!;
    expect.soft(company.email, "the company lead's e-mail").toBe(t.anonymised);
    for (const field of ['contact_name', 'email', 'phone', 'fleet_description_comment']) expect.soft(company.body[field], `company lead ${field}`).toBe(t.anonymised);

    // The seller's notes on the lead's moves.
    expect.soft(await count('SELECT count(*) AS n FROM lead_status_events WHERE lead_id = $1 AND note IS NOT NULL', [planted.leadId]), "the seller's notes").toBe(0);

    // Stored idempotent answers: the account's, and those naming the person's leads or requests.
    expect.soft(await count('SELECT count(*) AS n FROM idempotency_keys WHERE caller = $1', [`user:${planted.accountId}`]), "the account's stored answers").toBe(0);
    expect.soft(
      await count('SELECT count(*) AS n FROM idempotency_keys WHERE response::text LIKE $1 OR response::text LIKE $2', [`%${planted.leadId}%`, `%${planted.companyLeadId}%`]),
      'stored answers naming the leads',
    ).toBe(0);

    // The outbox: the messages to the person (with their attachments), and their address in another's Bcc.
    expect.soft(await count('SELECT count(*) AS n FROM mail_outbox WHERE recipient = $1', [QUIRINO.email]), 'messages to the person: the answer only').toBe(1);
    expect.soft(await count('SELECT count(*) AS n FROM mail_outbox WHERE $1 = ANY(bcc)', [QUIRINO.email]), 'the person in a Bcc').toBe(0);
    expect.soft(await count("SELECT count(*) AS n FROM mail_outbox WHERE 'outra.pessoa@exemplo.example' = ANY(bcc)"), "another's message keeps its other Bcc").toBe(1);

    // Documents: the one attached to the lead and the one never attached, rows and files.
    expect.soft(await count('SELECT count(*) AS n FROM uploads WHERE id = ANY($1::text[])', [planted.documents.map((d) => d.id)]), 'document rows').toBe(0);
    const left = await readdir(uploadsDir);
    for (const d of planted.documents) expect.soft(left, `${d.attached ? 'attached' : 'never attached'} document file`).not.toContain(d.storageName);

    // Privacy requests keep their protocol, kind and answer, not the person; links go.
    const requests = (await ctx.db.query<{ protocol: string; document: string; email: string; details: string | null; user_id: string | null }>(
      'SELECT protocol, document, email, details, user_id FROM privacy_requests ORDER BY created_at',
    )).rows;
    expect(requests.map((r) => r.protocol)).toContain(protocol);
    for (const r of requests) expect.soft(r, `privacy request ${r.protocol}`).toMatchObject({ document: t.anonymised, email: t.anonymised, details: null, user_id: null });
    expect.soft(await count('SELECT count(*) AS n FROM privacy_links WHERE email = $1', [QUIRINO.email]), 'privacy links').toBe(0);

    // The other person who typed the same CPF: untouched.
    expect.soft((await ctx.db.query('SELECT document, email, body FROM leads WHERE id = $1', [other.id])).rows[0]).toEqual(otherBefore);
  });
});
