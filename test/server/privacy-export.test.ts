/**
 * The export holds everything kept about the person: besides the account,
 * the leads and their versions, moves, consents and documents, the consent
 * history, the analytics and their grants, the privacy requests, links and
 * audit, the sessions, password resets and e-mail confirmations, the stored
 * idempotent answers, the request limits, the sign-in attempts and the mail;
 * never a credential (a session's or a link's token or hash, a password's
 * hash, the analytics token). The documents themselves come in the ZIP
 * (with the export as JSON and PDF), and the JSON and PDF answers go on as
 * the browser reads them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatBRL } from '../../models/common/money';
import type { PrivacyRequestCreated } from '../../models/privacy/privacy-requests';
import { brazilianDateTime } from '../../models/privacy/privacy-reading';
import { buildApp } from '../../server/app';
import { FAST_HASHING, SAME_ORIGIN } from './support/callers';
import { callerHeaders, plantPerson, type Person } from './support/plant-person';
import { describeEachDatabase } from './support/test-db';

const PERSON: Person = {
  name: 'Ernestina Portabilidade Lemos',
  cpf: '82176539095',
  email: 'ernestina.lemos@exemplo.example',
  phone: '51955550505',
  street: 'Rua da Cópia Fiel',
  ip: '203.0.113.51',
  password: 'Ernestina#2025x',
};

/** Tables the export must hold rows of for a person planted everywhere. */
const HELD = [
  'users', 'sessions', 'password_resets', 'email_verifications', 'sign_in_attempts', 'leads', 'lead_consents', 'consent_events', 'lead_versions',
  'lead_status_events', 'coupon_usages', 'user_analytics', 'lead_analytics_grants', 'uploads', 'employees', 'idempotency_keys', 'limited_requests',
  'mail_attachments', 'mail_outbox', 'privacy_requests', 'privacy_links', 'privacy_audit',
];

describeEachDatabase('the export of a data subject', (ctx) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'export-'));
    app = (await buildApp({ db: ctx.db, uploadsDir, auth: { passwordHashing: FAST_HASHING }, mail: { publicUrl: 'https://flua.example/' } })).app;
  });
  afterAll(async () => app?.close());

  it('holds everything kept about the person, the documents in the ZIP, and never a credential', async () => {
    const planted = await plantPerson(app, ctx.db, uploadsDir, PERSON);
    // Someone else guesses the person's password from their own address: that address is not the person's.
    const guess = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: PERSON.email, password: 'Chute#Errado2025' }, headers: { ...SAME_ORIGIN, 'x-forwarded-for': '198.51.100.66' } });
    expect(guess.statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url: '/api/privacy/requests', payload: { kind: 'access' }, headers: callerHeaders({ cookie: planted.cookie, ip: PERSON.ip }) });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<PrivacyRequestCreated>();
    const tables = answer.export!.tables;
    for (const table of HELD) expect.soft(tables[table]?.length ?? 0, `rows of ${table} in the export`).toBeGreaterThan(0);
    expect.soft(tables.consent_events!.map((e) => e.purpose)).toContain('email');
    expect.soft(tables.user_analytics!.map((a) => a.lead_id)).toContain(planted.leadId);
    expect.soft(tables.limited_requests!.map((l) => l.subject)).toContain(`email:${PERSON.email}`);
    expect.soft(tables.uploads!.map((u) => u.id).sort()).toEqual(planted.documents.map((d) => d.id).sort());
    expect.soft(tables.sign_in_attempts!.map((a) => a.address)).toContain(PERSON.ip);
    expect.soft(JSON.stringify(answer.export), "another's address that guessed the password").not.toContain('198.51.100.66');

    // No credential: a column holding one is never read, and a stored answer loses its token.
    const secrets = (
      await ctx.db.query<{ v: string }>(
        `SELECT token_hash AS v FROM sessions UNION ALL SELECT token_hash FROM password_resets UNION ALL SELECT token_hash FROM email_verifications
         UNION ALL SELECT token_hash FROM privacy_links UNION ALL SELECT token_hash FROM lead_analytics_grants UNION ALL SELECT password_hash FROM users`,
      )
    ).rows.map((r) => r.v);
    const cookieToken = decodeURIComponent(planted.cookie.split('=')[1]!);
    const text = JSON.stringify(answer.export);
    for (const secret of [...secrets, cookieToken, planted.analyticsToken]) expect.soft(text, 'a credential in the export').not.toContain(secret);
    expect.soft(text).not.toMatch(/token_hash|password_hash|analyticsToken/);

    // The ZIP: the export as JSON and PDF, and every document as it was sent.
    const files = unzipSync(Buffer.from(answer.archiveBase64 ?? '', 'base64'));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['dados.json', 'dados.pdf']));
    expect(JSON.parse(strFromU8(files['dados.json']!))).toEqual(answer.export);
    expect(strFromU8(files['dados.pdf']!.subarray(0, 5))).toBe('%PDF-');
    const documents = Object.entries(files).filter(([name]) => name.startsWith('documentos/'));
    expect(documents.map(([, bytes]) => Buffer.from(bytes).toString('latin1')).sort()).toEqual(planted.documents.map((d) => d.bytes.toString('latin1')).sort());

    // The answers the browser reads, and the downloads again for the signed-in person.
    expect(Buffer.from(answer.pdfBase64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const url = `/api/privacy/requests/${answer.request.protocol}/export`;
    const zip = await app.inject({ method: 'GET', url: `${url}.zip`, headers: { cookie: planted.cookie } });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="dados-${answer.request.protocol}.zip"`);
    expect(Object.keys(unzipSync(zip.rawPayload)).filter((n) => n.startsWith('documentos/'))).toHaveLength(planted.documents.length);
    const json = await app.inject({ method: 'GET', url: `${url}.json`, headers: { cookie: planted.cookie } });
    expect(json.json<{ tables: Record<string, unknown[]> }>().tables.consent_events!.length).toBeGreaterThan(0);
  });

  it('hands over the PDF as a document a person reads: pt-BR headings and fields, reais, Brasília times, masked CPF and phone, no stored names or codes', async () => {
    const planted = await plantPerson(app, ctx.db, uploadsDir, PERSON);
    const res = await app.inject({ method: 'POST', url: '/api/privacy/requests', payload: { kind: 'access' }, headers: callerHeaders({ cookie: planted.cookie, ip: PERSON.ip }) });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<PrivacyRequestCreated>();
    const file = join(uploadsDir, 'leitura.pdf');
    await writeFile(file, Buffer.from(answer.pdfBase64!, 'base64'));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });

    for (const heading of ['Seus dados na Flua!', 'Titular', 'Conta de acesso', 'Pedidos de assinatura', 'Consentimentos', 'Versões dos pedidos', 'Pedidos sobre dados'])
      expect.soft(text, heading).toContain(heading);
    for (const field of ['Nome completo', 'E-mail', 'Telefone', 'Andamento', 'Dados atuais', 'Mensalidade', 'Total do contrato', 'Finalidade', 'Versão do texto de privacidade'])
      expect.soft(text, field).toContain(field);
    const lead = answer.export!.tables.leads!.find((l) => l.kind === 'rental')!;
    const version = answer.export!.tables.lead_versions!.find((v) => v.lead_id === lead.id)!;
    expect.soft(text).toContain(formatBRL(version.monthly_price as number).replace(/\s/gu, ' '));
    // Brasília's time (the test server runs in UTC): the lead's moment as a person in Brazil reads it, and no UTC stamp.
    expect.soft(text).toContain(brazilianDateTime(lead.created_at as string));
    expect.soft(text).toContain('horário de Brasília');
    expect.soft(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect.soft(text).toContain('821.765.390-95');
    expect.soft(text).toContain('(51) 95555-0505');
    expect.soft(text).toContain('Em atendimento');
    // Nothing of the storage: column and field names, codes, ids, JSON, centavos.
    for (const stored of ['full_name', 'lifecycle_status', 'created_at', 'current_body', 'SubOrigem__c', 'locavia_code', 'rentalPrice', 'in_service', 'not_needed', 'OFFER_LEAD', 'sms_phone', 'request_access', lead.id as string, '{"', String(version.monthly_price)])
      expect.soft(text, stored).not.toContain(stored);
  });
});
