/**
 * People planted for the privacy tests: a person with data in every place the
 * site keeps something about someone (an account signed in and out, a lead
 * and a company lead sent signed in, a seller's note, analytics, a consent
 * change, documents attached and never attached, a coupon use, an employee
 * record, a password reset, a confirmation, privacy links and requests, mail
 * with an attachment and in another's Bcc, stored idempotent answers, request
 * limits), and lighter people sharing one field with them. Through the real
 * routes where a route writes it, else in SQL as the route would.
 */
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createAccount } from '../../../server/auth/accounts-repo';
import { hashPassword } from '../../../server/auth/passwords';
import type { Queryable } from '../../../server/db/database';
import { enqueueMail } from '../../../server/mail/outbox';
import type { Lead } from '../../../models/lead/lead';
import { demoAccounts } from '../../../server/demo/demo-accounts';
import { leadOffer, leadUpdateOf, pjLead, rentalLead } from '../../support/lead-fixtures';
import { FAST_HASHING, SAME_ORIGIN } from './callers';

export interface Person {
  name: string;
  /** CPF digits. */
  cpf: string;
  email: string;
  /** Mobile digits. */
  phone: string;
  street: string;
  /** The client address the person's requests come from. */
  ip: string;
  password: string;
}

/** Values of a person that must never show in another person's answer (the CPF may be shared, so it is not one). */
export const markersOf = (p: Person): string[] => [p.name, p.email, p.phone, p.street];

let keys = 0;
export const newKey = (what = 'plant') => `${what}-${process.pid}-${++keys}-${randomUUID()}`;

const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
const admin = demoAccounts.find((a) => a.email === 'admin@flua.example')!;

/** A lead body carrying every personal field of the person. */
export function personLead(p: Person, overrides: Partial<Lead> = {}): Lead {
  return rentalLead({
    firstName: p.name,
    email: p.email,
    cpf: p.cpf,
    phone: p.phone,
    street: p.street,
    number: '1234',
    complement: 'Apto 56',
    neighborhood: 'Jardim Planejado',
    city: 'São Paulo',
    state: 'SP',
    cep: '01310-100',
    birth_date: '1987-06-05',
    income: 1_234_567,
    rg: '12.345.678-9',
    gender: 'F',
    marital_status: 'solteira',
    driver_license_number: '01234567890',
    driver_license_expiry: '2030-01-01',
    ...overrides,
  });
}

export interface Caller {
  cookie?: string;
  ip?: string;
}

export function callerHeaders(caller: Caller = {}, key = newKey()): Record<string, string> {
  return { ...SAME_ORIGIN, 'idempotency-key': key, ...(caller.cookie ? { cookie: caller.cookie } : {}), ...(caller.ip ? { 'x-forwarded-for': caller.ip } : {}) };
}

/** Sends a lead through the real route; answers its id and analytics token. */
export async function sendPersonLead(app: FastifyInstance, body: object, caller: Caller = {}, url = '/api/v2/lead'): Promise<{ id: string; analyticsToken: string; productLeadIds: string[] }> {
  const res = await app.inject({ method: 'POST', url, payload: body, headers: callerHeaders(caller) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; analyticsToken: string; productLeadIds: string[] }>();
}

/** An account of this person, e-mail proven (as the link sent at sign-up would), and its session. */
export async function accountOf(app: FastifyInstance, db: Queryable, p: Person): Promise<{ id: string; cookie: string }> {
  const id = await createAccount(db, {
    fullName: p.name,
    cpf: p.cpf,
    phone: p.phone,
    email: p.email,
    passwordHash: await hashPassword(p.password, FAST_HASHING),
    roles: ['customer'],
    emailVerified: true,
  });
  return { id, cookie: await signIn(app, p) };
}

export async function signIn(app: FastifyInstance, p: Pick<Person, 'email' | 'password' | 'ip'>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: p.email, password: p.password }, headers: { ...SAME_ORIGIN, 'x-forwarded-for': p.ip } });
  expect(res.statusCode, res.body).toBe(200);
  return ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
}

/** A privacy link made for (CPF, e-mail) through the route, read from the outbox: its token. */
export async function privacyLink(app: FastifyInstance, db: Queryable, cpf: string, email: string, ip = '198.51.100.9'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/privacy/links', payload: { cpf, email }, headers: { ...SAME_ORIGIN, 'x-forwarded-for': ip } });
  expect(res.statusCode, res.body).toBe(202);
  const { rows } = await db.query<{ text_body: string }>("SELECT text_body FROM mail_outbox WHERE kind = 'privacyLink' AND recipient = $1 ORDER BY id DESC LIMIT 1", [email]);
  const token = /[?&]pedido=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
  expect(token, `a privacy link mailed to ${email}`).toBeTruthy();
  return token!;
}

/** A document row and its file (as an upload writes them), with the person's marker inside. */
export async function plantDocument(db: Queryable, uploadsDir: string, p: Person, owner: { userId?: string | null; leadId?: string | null }, fileName: string) {
  const id = randomUUID();
  const storageName = `${randomUUID()}.pdf`;
  const bytes = Buffer.from(`%PDF-1.4\n% ${p.name} ${p.cpf}\n%%EOF\n`);
  await writeFile(join(uploadsDir, storageName), bytes);
  await db.query(
    `INSERT INTO uploads (id, service, file_name, content_type, size_bytes, storage_name, owner_user_id, owner_token_hash, client_address, lead_id)
     VALUES ($1, 'documents', $2, 'application/pdf', $3, $4, $5, $6, $7, $8)`,
    [id, fileName, bytes.length, storageName, owner.userId ?? null, owner.userId ? null : 'f'.repeat(64), p.ip, owner.leadId ?? null],
  );
  return { id, storageName, bytes };
}

export interface PlantedPerson {
  person: Person;
  accountId: string;
  cookie: string;
  /** The rental lead (every personal field) and the company lead, both sent signed in. */
  leadId: string;
  companyLeadId: string;
  analyticsToken: string;
  documents: { id: string; storageName: string; bytes: Buffer; attached: boolean }[];
  /** An employee record the lead's B2E check matched. */
  sapId: string;
}

/** A person with data in every place the site keeps something about someone. */
export async function plantPerson(app: FastifyInstance, db: Queryable, uploadsDir: string, p: Person): Promise<PlantedPerson> {
  const { id: accountId } = await accountOf(app, db, p);
  // A wrong password first: a failed attempt kept with the address.
  const wrong = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: p.email, password: 'Errada#2025x' }, headers: { ...SAME_ORIGIN, 'x-forwarded-for': p.ip } });
  expect(wrong.statusCode).toBe(401);
  const cookie = await signIn(app, p);
  const me: Caller = { cookie, ip: p.ip };

  const lead = await sendPersonLead(app, personLead(p), me);
  const company = await sendPersonLead(app, pjLead({ contact_name: p.name, email: p.email, phone: p.phone, fleet_description_comment: `Falar com ${p.name} na ${p.street}` }), me, '/api/leads/pj');

  const analytics = await app.inject({
    method: 'POST',
    url: '/api/useranalytics/send',
    payload: { jwtToken: lead.analyticsToken, type: 'OFFER_LEAD', payload: JSON.stringify({ leadId: lead.id, offerId: leadOffer.id, period: 24, km: 1000 }) },
    headers: callerHeaders(me),
  });
  expect(analytics.statusCode, analytics.body).toBe(201);
  const consent = await app.inject({ method: 'PUT', url: `/api/privacy/consents/${lead.id}/email`, payload: { granted: true }, headers: callerHeaders(me) });
  expect(consent.statusCode, consent.body).toBe(200);

  // The customer changes the lead's plan (a second version, the current body).
  const updated = await app.inject({
    method: 'PUT',
    url: '/api/v1/leads',
    payload: leadUpdateOf({ cpf: p.cpf, leadId: lead.id, productLeadId: lead.productLeadIds[0]! }),
    headers: { ...callerHeaders(me), 'x-client-origin': 'flua-web' },
  });
  expect(updated.statusCode, updated.body).toBe(200);

  const sellerCookie = await signIn(app, { ...seller, ip: '192.0.2.10' });
  const moved = await app.inject({
    method: 'PUT',
    url: `/api/leads/${lead.id}/status`,
    payload: { to: 'in_service', note: `Liguei para ${p.name} no ${p.phone}` },
    headers: callerHeaders({ cookie: sellerCookie }),
  });
  expect(moved.statusCode, moved.body).toBe(200);

  const documents = [
    // One uploaded from the lead form before signing in (its upload cookie's hash), attached to the lead; one never attached.
    { ...(await plantDocument(db, uploadsDir, p, { leadId: lead.id }, `cnh-${p.name}.pdf`)), attached: true },
    { ...(await plantDocument(db, uploadsDir, p, { userId: accountId }, `comprovante-${p.name}.pdf`)), attached: false },
  ];

  // The employee record a B2E check matched (SAP id and CPF on the lead), and a coupon use of the lead.
  const sapId = `SAP${p.cpf.slice(0, 6)}`;
  await db.query('INSERT INTO employees (sap_id, cpf, name, company, active) VALUES ($1, $2, $3, $4, true)', [sapId, p.cpf, p.name, 'Parceira Plantada S.A.']);
  await db.query(`UPDATE leads SET body = body || jsonb_build_object('sapId', $2::text) WHERE id = $1`, [lead.id, sapId]);
  await db.query("INSERT INTO coupon_usages (coupon_name, cpf, lead_id) VALUES ('BEMVINDO10', $1, $2)", [p.cpf, lead.id]);

  const reset = await app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: p.email }, headers: { ...SAME_ORIGIN, 'x-forwarded-for': p.ip } });
  expect(reset.statusCode, reset.body).toBe(202);
  await db.query("INSERT INTO email_verifications (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 day')", [
    randomUUID().replace(/-/g, '').padEnd(64, '0'),
    accountId,
  ]);
  // A sign-up with the person's e-mail that waits for the e-mail's owner to confirm it.
  await db.query(
    "INSERT INTO pending_sign_ups (token_hash, email, cpf, full_name, phone, password_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, 'scrypt$planted', now(), now() + interval '1 day')",
    [randomUUID().replace(/-/g, '').padEnd(64, '1'), p.email, p.cpf, p.name, p.phone],
  );
  await privacyLink(app, db, p.cpf, p.email, p.ip);
  const access = await app.inject({ method: 'POST', url: '/api/privacy/requests', payload: { kind: 'access' }, headers: callerHeaders(me) });
  expect(access.statusCode, access.body).toBe(201);
  // A correction asked and recorded by the privacy team, with its note.
  const correction = await app.inject({ method: 'POST', url: '/api/privacy/requests', payload: { kind: 'correction', details: `Meu nome é ${p.name}, com acento.` }, headers: callerHeaders(me) });
  expect(correction.statusCode, correction.body).toBe(201);
  const adminCookie = await signIn(app, { ...admin, ip: '192.0.2.20' });
  const corrected = await app.inject({
    method: 'POST',
    url: `/api/admin/privacy-requests/${correction.json<{ request: { protocol: string } }>().request.protocol}/actions`,
    payload: { action: 'correct', note: 'Nome corrigido no cadastro.', corrections: { name: p.name } },
    headers: { ...SAME_ORIGIN, cookie: adminCookie },
  });
  expect(corrected.statusCode, corrected.body).toBe(200);

  // Mail as the quotation's and the simulator's routes write theirs: one to the person with an attachment, one with them in Bcc.
  await enqueueMail(db, {
    kind: 'quotation',
    to: p.email,
    subject: `Cotação para ${p.name}`,
    text: `Olá, ${p.name}`,
    html: `<p>Olá, ${p.name}</p>`,
    attachments: [{ filename: `cotacao-${p.name}.pdf`, contentType: 'application/pdf', content: Buffer.from(`%PDF-1.4 ${p.name}`) }],
  });
  await enqueueMail(db, { kind: 'simulation', to: seller.email, bcc: [p.email, 'outra.pessoa@exemplo.example'], subject: 'Proposta', text: 'Segue.', html: '<p>Segue.</p>' });

  return { person: p, accountId, cookie, leadId: lead.id, companyLeadId: company.id, analyticsToken: lead.analyticsToken, documents, sapId };
}

/** Every row of every table, as `{ table, column, text }` of each non-empty value. */
export async function everyValue(db: Queryable): Promise<{ table: string; column: string; text: string }[]> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const out: { table: string; column: string; text: string }[] = [];
  for (const { table_name: table } of tables) {
    const { rows } = await db.query<{ j: Record<string, unknown> }>(`SELECT to_jsonb(t) AS j FROM ${table} t`);
    for (const { j } of rows) {
      for (const [column, value] of Object.entries(j)) {
        if (value === null) continue;
        let text = typeof value === 'string' ? value : JSON.stringify(value);
        // bytea reads as \x…hex: the bytes as text too.
        if (typeof value === 'string' && value.startsWith('\\x')) text += Buffer.from(value.slice(2), 'hex').toString('latin1');
        out.push({ table, column, text });
      }
    }
  }
  return out;
}
