/**
 * Requests of the data subject on the real app: the signed-in customer's
 * export (JSON and PDF) and its list; only the data subject or the privacy
 * admin reaches a request (another customer 404, a visitor 401); the
 * visitor's confirmation link (the same answer whether or not a lead has that
 * CPF and e-mail, one use); the admin's anonymisation, after which the
 * dealer's lead page keeps the non-personal figures; every action audited;
 * and the retention job with a moved clock (a lead with a contract is kept).
 */
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import { LEAD_RETENTION_MONTHS } from '../../models/privacy/privacy';
import { PRIVACY_ANSWER_DAYS, PROTOCOL_PATTERN, type PrivacyRequestCreated } from '../../models/privacy/privacy-requests';
import { buildApp } from '../../server/app';
import { demoAccounts } from '../../server/demo/demo-accounts';
import { createRetentionJobs } from '../../server/jobs/retention';
import { PRIVACY_LINKS_PER_ADDRESS, PRIVACY_LINKS_PER_EMAIL } from '../../server/privacy/privacy-routes';
import { rentalLead } from '../support/lead-fixtures';
import { signInCookie } from './support/sign-in';
import { describeEachDatabase } from './support/test-db';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const account = (email: string) => demoAccounts.find((a) => a.email === email)!;
const camila = account('camila@flua.example');
const joao = account('joao@flua.example');
const admin = account('admin@flua.example');
const seller = account('vendedor@flua.example');
const DAY = 24 * 60 * 60_000;
const t = privacyRequestLabels;

describeEachDatabase('requests of the data subject', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  let key = 0;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'privacy-'));
    app = (await buildApp({ db: ctx.db, uploadsDir, mail: { publicUrl: 'https://flua.example/' } })).app;
  });
  afterAll(async () => {
    await app.close();
  });
  // Each test starts from the seed again: sessions made by an earlier test are gone.
  beforeEach(() => {
    for (const email of Object.keys(cookies)) delete cookies[email];
  });

  const cookie = async (who: { email: string; password: string }) => (cookies[who.email] ??= await signInCookie(app, who));
  const headers = (c?: string) => ({ ...SAME_ORIGIN, 'idempotency-key': `privacy-${++key}`, ...(c ? { cookie: c } : {}) });
  const send = (method: 'GET' | 'POST', url: string, c?: string, payload?: object) => app.inject({ method, url, headers: headers(c), ...(payload ? { payload } : {}) });
  const count = async (sql: string, params: unknown[] = []) => Number((await ctx.db.query<{ n: string | number }>(sql, params)).rows[0]!.n);

  async function lead(overrides = {}, c?: string): Promise<string> {
    const res = await send('POST', '/api/v2/lead', c, rentalLead(overrides));
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }

  it('gives the signed-in customer the export at once, as JSON and PDF, listed with its protocol and due date; only she or the admin reaches it', async () => {
    const c = await cookie(camila);
    const leadId = await lead({ cpf: '111.444.777-35', email: camila.email, firstName: 'Camila Certificada' }, c);
    const res = await send('POST', '/api/privacy/requests', c, { kind: 'access' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<PrivacyRequestCreated>();
    expect(created.request.protocol).toMatch(PROTOCOL_PATTERN);
    expect(created.request.status).toBe('done');
    expect(Date.parse(created.request.dueAt) - Date.parse(created.request.createdAt)).toBe(PRIVACY_ANSWER_DAYS * DAY);
    expect(created.export!.tables.leads!.map((l) => l.id)).toContain(leadId);
    expect(created.export!.tables.users![0]).toMatchObject({ email: camila.email });
    expect(JSON.stringify(created.export)).not.toContain('password_hash');
    expect(Buffer.from(created.pdfBase64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const list = await send('GET', '/api/privacy/requests', c);
    expect(list.json<{ requests: { protocol: string }[] }>().requests.map((r) => r.protocol)).toContain(created.request.protocol);

    const url = `/api/privacy/requests/${created.request.protocol}/export`;
    expect((await send('GET', `${url}.json`, c)).json<{ tables: Record<string, unknown[]> }>().tables.leads!.length).toBeGreaterThan(0);
    const pdf = await send('GET', `${url}.pdf`, c);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await send('GET', `${url}.json`)).statusCode).toBe(401);
    expect((await send('GET', `${url}.json`, await cookie(joao))).statusCode).toBe(404);
    expect((await send('GET', `${url}.pdf`, await cookie(seller))).statusCode).toBe(404);
    expect((await send('GET', `${url}.json`, await cookie(admin))).statusCode).toBe(200);
    expect((await send('GET', '/api/privacy/requests', await cookie(joao))).json<{ requests: unknown[] }>().requests).toEqual([]);
    expect((await send('GET', '/api/admin/privacy-requests', c)).statusCode).toBe(403);
    expect(await count("SELECT count(*) AS n FROM privacy_audit WHERE action = 'request_access'")).toBe(1);
  });

  it('asks a visitor for no sign-in but a one-use link sent to the e-mail on the lead, with the same answer for an unknown CPF', async () => {
    await lead();
    const outbox = () => count("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'privacyLink'");
    const unknown = await send('POST', '/api/privacy/links', undefined, { cpf: '390.533.447-05', email: 'maria.silva@example.com' });
    expect(unknown.statusCode).toBe(202);
    expect(await outbox()).toBe(0);
    const known = await send('POST', '/api/privacy/links', undefined, { cpf: '529.982.247-25', email: 'Maria.Silva@example.com' });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(await outbox()).toBe(1);
    const body = (await ctx.db.query<{ text_body: string; recipient: string }>("SELECT text_body, recipient FROM mail_outbox WHERE kind = 'privacyLink'")).rows[0]!;
    expect(body.recipient).toBe('maria.silva@example.com');
    const token = new URL(/https:\/\/flua\.example\/privacidade\?pedido=\S+/.exec(body.text_body)![0]).searchParams.get('pedido')!;

    expect((await send('POST', '/api/privacy/requests', undefined, { kind: 'sharing' })).statusCode).toBe(401);
    expect((await send('GET', `/api/privacy/links/${token}`)).json()).toEqual({ used: false, requests: [] });
    const shared = await send('POST', '/api/privacy/requests', undefined, { kind: 'sharing', token });
    expect(shared.statusCode).toBe(201);
    expect(shared.json<PrivacyRequestCreated>().sharing!.map((s) => s.dealerCode)).toEqual(['10101']);
    const again = await send('POST', '/api/privacy/requests', undefined, { kind: 'access', token });
    expect(again.statusCode).toBe(410);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(t.errors.linkGone);
    const listed = (await send('GET', `/api/privacy/links/${token}`)).json<{ used: boolean; requests: { kind: string }[] }>();
    expect(listed.used).toBe(true);
    expect(listed.requests.map((r) => r.kind)).toEqual(['sharing']);
    expect((await send('GET', `/api/privacy/links/${'x'.repeat(43)}`)).statusCode).toBe(410);
  });

  it('mails one e-mail at most PRIVACY_LINKS_PER_EMAIL links an hour (the answer stays the same) and refuses an address over its limit in pt-BR', async () => {
    await lead();
    const outbox = () => count("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'privacyLink'");
    const ask = () => send('POST', '/api/privacy/links', undefined, { cpf: '529.982.247-25', email: 'maria.silva@example.com' });
    const first = await ask();
    for (let i = 1; i < PRIVACY_LINKS_PER_ADDRESS.max; i++) {
      const res = await ask();
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(first.json());
    }
    expect(await outbox()).toBe(PRIVACY_LINKS_PER_EMAIL.max);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(t.visitor.tooMany(PRIVACY_LINKS_PER_ADDRESS.windowMinutes));
    expect(await outbox()).toBe(PRIVACY_LINKS_PER_EMAIL.max);
  });

  it('refuses a correction without what to correct, writing nothing', async () => {
    const c = await cookie(camila);
    const before = await count('SELECT count(*) AS n FROM privacy_requests');
    const res = await send('POST', '/api/privacy/requests', c, { kind: 'correction', details: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields.details).toBe(t.detailsRequired);
    expect(await count('SELECT count(*) AS n FROM privacy_requests')).toBe(before);
  });

  it('refuses a correction text over the limit with the form’s pt-BR message, naming no stored field, writing nothing', async () => {
    const c = await cookie(camila);
    const before = await count('SELECT count(*) AS n FROM privacy_requests');
    const res = await send('POST', '/api/privacy/requests', c, { kind: 'correction', details: 'x'.repeat(3000) });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { message: string; fields: Record<string, string> } }>();
    expect(error.fields.details).toBe(t.errors.detailsTooLong(2000));
    expect(JSON.stringify(error)).not.toMatch(/Valor inválido|: details/);
    expect(await count('SELECT count(*) AS n FROM privacy_requests')).toBe(before);
  });

  it('queues an anonymisation the admin executes: personal data replaced, uploads removed, the dealer keeps the figures', async () => {
    const c = await cookie(camila);
    const leadId = await lead({ cpf: '111.444.777-35', email: camila.email, firstName: 'Camila Certificada' }, c);
    await writeFile(join(uploadsDir, '00000000-0000-4000-8000-000000000001.pdf'), '%PDF-1.4');
    await ctx.db.query(
      `INSERT INTO uploads (id, service, file_name, content_type, size_bytes, storage_name, owner_user_id, lead_id)
       VALUES ('up-1', 'documents', 'cnh.pdf', 'application/pdf', 8, '00000000-0000-4000-8000-000000000001.pdf', (SELECT id FROM users WHERE email = $1), $2)`,
      [camila.email, leadId],
    );
    const sellerCookie = await cookie(seller);
    type Page = { summary: Record<string, unknown>; items: unknown; versions: { monthlyPrice: number; contractTotal: number }[]; consents: unknown[] };
    const before = (await send('GET', `/api/seller/leads/${leadId}`, sellerCookie)).json<Page>();

    const res = await send('POST', '/api/privacy/requests', c, { kind: 'anonymisation' });
    expect(res.json<PrivacyRequestCreated>().request.status).toBe('open');
    const protocol = res.json<PrivacyRequestCreated>().request.protocol;
    const queue = await send('GET', '/api/admin/privacy-requests', await cookie(admin));
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json<{ items: { protocol: string; status: string }[] }>().items[0]).toMatchObject({ protocol, status: 'open' });

    const action = (body: object) => send('POST', `/api/admin/privacy-requests/${protocol}/actions`, cookies[admin.email], body);
    expect((await action({ action: 'correct', note: 'x' })).statusCode).toBe(409);
    expect((await action({ action: 'refuse' })).statusCode).toBe(400);
    const done = await action({ action: 'anonymise' });
    expect(done.statusCode).toBe(200);
    expect(done.json<{ request: { status: string; answer: string } }>().request).toMatchObject({ status: 'done', answer: t.admin.anonymisedCount(1) });
    expect((await action({ action: 'anonymise' })).statusCode).toBe(409);

    const row = (await ctx.db.query<{ document: string; email: string; body: Record<string, unknown>; user_id: string | null }>('SELECT document, email, body, user_id FROM leads WHERE id = $1', [leadId])).rows[0]!;
    expect(row).toMatchObject({ document: t.anonymised, email: t.anonymised, user_id: null });
    expect(JSON.stringify(row.body)).not.toMatch(/Camila|camila@|11144477735|111\.444/);
    expect(await count('SELECT count(*) AS n FROM uploads WHERE lead_id = $1', [leadId])).toBe(0);
    expect(await readdir(uploadsDir)).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM lead_consents WHERE lead_id = $1', [leadId])).toBe(3);
    expect(await count("SELECT count(*) AS n FROM privacy_audit WHERE action IN ('lead_anonymised', 'anonymise') AND actor = $1", [admin.fullName])).toBe(2);

    const page = await send('GET', `/api/seller/leads/${leadId}`, sellerCookie);
    expect(page.statusCode).toBe(200);
    const after = page.json<Page>();
    expect(after.summary).toMatchObject({ document: t.anonymised, email: t.anonymised, phone: t.anonymised, name: t.anonymised });
    for (const figure of ['period', 'km', 'monthlyPrice', 'offerId', 'status', 'createdAt', 'dealerCode', 'title']) expect(after.summary[figure]).toEqual(before.summary[figure]);
    expect(after.items).toEqual(before.items);
    expect(after.versions.map((v) => [v.monthlyPrice, v.contractTotal])).toEqual(before.versions.map((v) => [v.monthlyPrice, v.contractTotal]));
    expect(after.consents).toEqual(before.consents);
  });

  it(`anonymises leads without a contract ${LEAD_RETENTION_MONTHS} months after they were sent, keeping those with a contract`, async () => {
    const open = await lead();
    const signed = await lead({ phone: '(11) 91234-5678' });
    await ctx.db.query("UPDATE leads SET lifecycle_status = 'contract_signed' WHERE id = $1", [signed]);
    const at = (months: number) => () => new Date(Date.now() + months * 31 * DAY);
    const early = createRetentionJobs({ db: ctx.db, uploadsDir, now: at(LEAD_RETENTION_MONTHS - 1) });
    expect((await early.runOnce()).anonymisedLeads).toBe(0);
    const late = createRetentionJobs({ db: ctx.db, uploadsDir, now: at(LEAD_RETENTION_MONTHS) });
    expect((await late.runOnce()).anonymisedLeads).toBeGreaterThanOrEqual(1);
    const docs = (await ctx.db.query<{ id: string; document: string }>('SELECT id, document FROM leads WHERE id = ANY($1::text[])', [[open, signed]])).rows;
    expect(Object.fromEntries(docs.map((d) => [d.id, d.document]))).toEqual({ [open]: t.anonymised, [signed]: '52998224725' });
    expect(await count("SELECT count(*) AS n FROM privacy_audit WHERE actor = 'retention' AND lead_id = $1", [open])).toBe(1);
  });
});
