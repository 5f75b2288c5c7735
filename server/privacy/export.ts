/**
 * The export of everything held about a CPF and an e-mail (LGPD art. 18 I
 * and II, art. 19 II): one query per table in `EXPORT_TABLES`, the registry
 * test/server/privacy-export.test.ts holds against the schema (a table with a
 * personal-looking column must be here or in its commented exclusions).
 * Secrets are never exported (password hashes, token hashes).
 */
import type { PrivacyExport } from '../../models/privacy-requests';
import type { Queryable } from '../db/database';

/** The subject's leads: by CPF (document) or e-mail. */
const LEADS = 'SELECT id FROM leads WHERE document = $1 OR email = $2';

/** Table → the query of its rows about the subject ($1 the CPF digits, $2 the lower-cased e-mail). */
export const EXPORT_TABLES: Readonly<Record<string, string>> = {
  users: `SELECT id, full_name, cpf, phone, email, certified, email_verified_at, created_at FROM users WHERE cpf = $1 OR email = $2`,
  leads: `SELECT id, kind, status, lifecycle_status, document, email, offer_id, dealer_code, body, current_body, current_version, created_at, updated_at
            FROM leads WHERE document = $1 OR email = $2 ORDER BY created_at`,
  lead_consents: `SELECT lead_id, purpose, granted, text_version, recorded_at FROM lead_consents WHERE lead_id IN (${LEADS}) ORDER BY lead_id, purpose`,
  lead_versions: `SELECT lead_id, number, actor, actor_name, at, body, terms, monthly_price, contract_total, changes, acceptance, accepted_at
                    FROM lead_versions WHERE lead_id IN (${LEADS}) ORDER BY lead_id, number`,
  lead_status_events: `SELECT lead_id, from_status, to_status, at, actor_name, actor_role, note FROM lead_status_events WHERE lead_id IN (${LEADS}) ORDER BY lead_id, at`,
  uploads: `SELECT id, service, file_name, content_type, size_bytes, lead_id, created_at FROM uploads WHERE lead_id IN (${LEADS})
              OR owner_user_id IN (SELECT id FROM users WHERE cpf = $1 OR email = $2) ORDER BY created_at`,
  coupon_usages: `SELECT coupon_name, lead_id, used_at FROM coupon_usages WHERE cpf = $1 OR lead_id IN (${LEADS}) ORDER BY used_at`,
  employees: `SELECT sap_id, name, cpf, company, active FROM employees WHERE cpf = $1`,
  // The bodies are left out: they may carry links still valid (a password reset, a confirmation).
  mail_outbox: `SELECT kind, recipient, subject, status, created_at, sent_at FROM mail_outbox WHERE recipient = $2 ORDER BY created_at`,
  sign_in_attempts: `SELECT email, address, succeeded, attempted_at FROM sign_in_attempts WHERE email = $2 ORDER BY attempted_at`,
  // A sign-up that waits for its e-mail's owner (kept two days at most); its password hash and token hash are secrets.
  pending_sign_ups: `SELECT email, cpf, full_name, phone, created_at, expires_at, used_at FROM pending_sign_ups WHERE email = $2 ORDER BY created_at`,
  privacy_requests: `SELECT protocol, kind, status, details, answer, created_at, due_at, closed_at FROM privacy_requests WHERE document = $1 OR email = $2 ORDER BY created_at`,
  privacy_links: `SELECT created_at, expires_at, used_at FROM privacy_links WHERE document = $1 AND email = $2 ORDER BY created_at`,
};

const json = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? Number(value) : value);

/** A query and the values of the placeholders it names (PostgreSQL refuses a parameter no statement uses). */
function bind(sql: string, cpf: string, email: string): [string, unknown[]] {
  if (!sql.includes('$2')) return [sql, [cpf]];
  if (!sql.includes('$1')) return [sql.replaceAll('$2', '$1'), [email]];
  return [sql, [cpf, email]];
}

export async function exportSubject(db: Queryable, cpf: string, email: string, at: Date): Promise<PrivacyExport> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [table, sql] of Object.entries(EXPORT_TABLES)) {
    const { rows } = await db.query<Record<string, unknown>>(...bind(sql, cpf, email));
    tables[table] = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, json(v)])));
  }
  return { generatedAt: at.toISOString(), cpf, email, tables };
}
