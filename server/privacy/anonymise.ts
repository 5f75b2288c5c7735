/**
 * Anonymisation of a lead (LGPD arts. 12, 16, 18 IV and VI): its personal data
 * is replaced, in one transaction, while the dealer keeps the non-personal
 * figures (offer, plan months and km, prices, dates, statuses, versions'
 * terms and prices, the consents as dated facts without a person).
 *
 * - `leads`: CPF/CNPJ and e-mail become the marker 'anonimizado', the account
 *   link is cut; in the body as sent, the current body and every version's
 *   body the personal fields are replaced by the marker (text) or dropped
 *   (dates of birth, income, document addresses, tracking ids).
 * - `lead_status_events` / `lead_versions`: the customer's name as the actor.
 * - `uploads`: the lead's documents' rows are deleted and their files
 *   removed (the caller removes the files after the commit: see `removeFiles`).
 * - `coupon_usages`: the CPF is cut (the use still counts for the coupon).
 * - `user_analytics`, `lead_analytics_grants`: deleted (tracking of the person).
 * - `privacy_audit`: one row, who and why.
 * A lead with a contract (CONTRACT_LEAD_STATUSES) is kept: a legal duty keeps it.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTRACT_LEAD_STATUSES } from '../../models/privacy';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import type { Queryable } from '../db/database';

export const ANONYMISED = privacyRequestLabels.anonymised;

/** Text fields of a lead body that name, reach or identify the person: replaced by the marker. */
const REPLACED_FIELDS = [
  'firstName', 'email', 'cpf', 'phone', 'contactName', 'rg', 'gender', 'marital_status', 'cep', 'street', 'number', 'complement',
  'neighborhood', 'city', 'driver_license_number', 'sapId', 'kinship', 'employeeCpf',
] as const;
/** Fields dropped altogether (not text, or nothing but a tracking id). */
const DROPPED_FIELDS = [
  'birth_date', 'income', 'driver_license_expiry', 'documents_url', 'gclid', 'gaclientid', 'gatrackid', 'gauserid', 'nonce', 'referralLink', 'referer', 'retUrl',
] as const;

/** A lead body without its personal data. */
export function anonymiseBody(body: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!body) return body;
  const out: Record<string, unknown> = { ...body };
  for (const key of REPLACED_FIELDS) if (key in out && out[key] !== undefined && out[key] !== null) out[key] = ANONYMISED;
  for (const key of DROPPED_FIELDS) delete out[key];
  return out;
}

export interface AnonymiseActor {
  /** 'retention', or the admin's name. */
  actor: string;
  userId?: string | null;
  requestId?: string | null;
  note?: string | null;
}

export interface AnonymiseResult {
  /** Ids of the leads anonymised now. */
  leadIds: string[];
  /** Leads kept because a contract binds them. */
  kept: string[];
  /** Stored names of the removed uploads' files (remove them with `removeFiles` after the commit). */
  files: string[];
}

/** Anonymises the leads `leadIds` (in the caller's transaction): those already anonymised or with a contract are left. */
export async function anonymiseLeads(tx: Queryable, leadIds: readonly string[], who: AnonymiseActor, at: Date): Promise<AnonymiseResult> {
  if (leadIds.length === 0) return { leadIds: [], kept: [], files: [] };
  const { rows } = await tx.query<{ id: string; lifecycle_status: string; body: Record<string, unknown>; current_body: Record<string, unknown> | null }>(
    `SELECT id, lifecycle_status, body, current_body FROM leads WHERE id = ANY($1::text[]) AND anonymised_at IS NULL ORDER BY id FOR UPDATE`,
    [[...leadIds]],
  );
  const contract = CONTRACT_LEAD_STATUSES as readonly string[];
  const kept = rows.filter((r) => contract.includes(r.lifecycle_status)).map((r) => r.id);
  const todo = rows.filter((r) => !contract.includes(r.lifecycle_status));
  const files: string[] = [];
  for (const lead of todo) {
    await tx.query(
      `UPDATE leads SET document = $2, email = $2, user_id = NULL, body = $3::jsonb, current_body = $4::jsonb, anonymised_at = $5::timestamptz, updated_at = $5::timestamptz
        WHERE id = $1`,
      [lead.id, ANONYMISED, JSON.stringify(anonymiseBody(lead.body)), lead.current_body ? JSON.stringify(anonymiseBody(lead.current_body)) : null, at.toISOString()],
    );
    const versions = await tx.query<{ number: number; body: Record<string, unknown> }>('SELECT number, body FROM lead_versions WHERE lead_id = $1', [lead.id]);
    for (const v of versions.rows) {
      await tx.query('UPDATE lead_versions SET body = $3::jsonb WHERE lead_id = $1 AND number = $2', [lead.id, v.number, JSON.stringify(anonymiseBody(v.body))]);
    }
    await tx.query(`UPDATE lead_versions SET actor_name = $2, actor_user_id = NULL WHERE lead_id = $1 AND actor = 'customer'`, [lead.id, ANONYMISED]);
    await tx.query(`UPDATE lead_status_events SET actor_name = $2, actor_user_id = NULL WHERE lead_id = $1 AND actor_role = 'customer'`, [lead.id, ANONYMISED]);
    await tx.query('UPDATE coupon_usages SET cpf = NULL WHERE lead_id = $1', [lead.id]);
    await tx.query('DELETE FROM user_analytics WHERE lead_id = $1', [lead.id]);
    await tx.query('DELETE FROM lead_analytics_grants WHERE lead_id = $1', [lead.id]);
    const removed = await tx.query<{ storage_name: string }>('DELETE FROM uploads WHERE lead_id = $1 RETURNING storage_name', [lead.id]);
    files.push(...removed.rows.map((r) => r.storage_name));
    await tx.query(
      'INSERT INTO privacy_audit (request_id, lead_id, actor_user_id, actor, action, note, at) VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)',
      [who.requestId ?? null, lead.id, who.userId ?? null, who.actor, 'lead_anonymised', who.note ?? null, at.toISOString()],
    );
  }
  return { leadIds: todo.map((r) => r.id), kept, files };
}

/** The leads of a data subject (their CPF or their e-mail). */
export async function leadsOfSubject(db: Queryable, cpf: string, email: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM leads WHERE (document = $1 OR email = $2) AND anonymised_at IS NULL ORDER BY created_at', [cpf, email]);
  return rows.map((r) => r.id);
}

/** Removes the uploads' files once the transaction that deleted their rows committed (removing twice is harmless). */
export async function removeFiles(uploadsDir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((n) => rm(join(uploadsDir, n), { force: true })));
}
