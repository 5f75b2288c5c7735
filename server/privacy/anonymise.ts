/**
 * Anonymisation (LGPD arts. 12, 16, 18 IV and VI), in the caller's
 * transaction, table by table as `SUBJECT_TABLES` (server/privacy/
 * personal-columns.ts) says: the subject's rows deleted, or their personal
 * columns replaced (the marker, or a value of nobody), or kept for the reason
 * stated there. The dealer keeps the non-personal figures of a lead (offer,
 * plan, prices, dates, statuses, versions' terms, the consents as dated facts
 * without a person).
 *
 * - `anonymiseLeads`: leads only (the retention job): each lead and what
 *   hangs on it (versions, moves and seller notes, coupon uses, analytics,
 *   documents, stored answers naming it).
 * - `anonymiseSubject`: a person, on their request (the privacy queue): their
 *   leads as above, and their account (no sign-in any more), sessions,
 *   resets, confirmations, sign-in attempts, request limits, stored answers,
 *   mail, documents never attached to a lead, privacy requests (the protocol
 *   and the answer stay) and links.
 *
 * A lead with a contract (CONTRACT_LEAD_STATUSES) is kept, with what hangs on
 * it: a legal duty keeps it. One `privacy_audit` row per lead says who and why.
 * Document files are removed after the commit (`removeFiles`).
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTRACT_LEAD_STATUSES } from '../../models/privacy/privacy';
import { privacyRequestLabels } from '../../models/labels/privacy-requests';
import type { Queryable } from '../db/database';
import { SUBJECT_TABLES, type AnonymiseStep, type ScopeParams } from './personal-columns';
import { bindScope, leadScope, subjectScope } from './scope';
import type { PrivacySubject } from './subject';

export const ANONYMISED = privacyRequestLabels.anonymised;

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

/** Runs every table's anonymisation over `scope`; answers the files of the rows removed. */
async function anonymiseScope(tx: Queryable, scope: ScopeParams, at: Date): Promise<string[]> {
  const files: string[] = [];
  for (const [table, spec] of Object.entries(SUBJECT_TABLES)) {
    if ('keep' in spec.anonymise) continue;
    const steps: readonly AnonymiseStep[] = spec.anonymise;
    if (spec.files) {
      const { rows } = await tx.query<{ name: string }>(...bindScope(`SELECT t.${spec.files} AS name FROM ${table} t WHERE ${spec.rows}`, scope));
      files.push(...rows.map((r) => r.name));
    }
    for (const step of steps) {
      const where = step.where ? `(${spec.rows}) AND (${step.where})` : spec.rows;
      const sql =
        'delete' in step
          ? `DELETE FROM ${table} t WHERE ${where}`
          : `UPDATE ${table} t SET ${Object.entries(step.set)
              .map(([column, value]) => `${column} = ${value}`)
              .join(', ')} WHERE ${where}`;
      await tx.query(...bindScope(sql, scope, { at }));
    }
  }
  return files;
}

/** Locks the leads and splits them into those to anonymise and those a contract keeps. */
async function splitByContract(tx: Queryable, leadIds: readonly string[]): Promise<{ todo: string[]; kept: string[] }> {
  if (leadIds.length === 0) return { todo: [], kept: [] };
  const { rows } = await tx.query<{ id: string; lifecycle_status: string }>(
    'SELECT id, lifecycle_status FROM leads WHERE id = ANY($1::text[]) AND anonymised_at IS NULL ORDER BY id FOR UPDATE',
    [[...leadIds]],
  );
  const contract = CONTRACT_LEAD_STATUSES as readonly string[];
  return { todo: rows.filter((r) => !contract.includes(r.lifecycle_status)).map((r) => r.id), kept: rows.filter((r) => contract.includes(r.lifecycle_status)).map((r) => r.id) };
}

async function auditLeads(tx: Queryable, leadIds: readonly string[], who: AnonymiseActor, at: Date): Promise<void> {
  for (const id of leadIds) {
    await tx.query('INSERT INTO privacy_audit (request_id, lead_id, actor_user_id, actor, action, note, at) VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)', [
      who.requestId ?? null,
      id,
      who.userId ?? null,
      who.actor,
      'lead_anonymised',
      who.note ?? null,
      at.toISOString(),
    ]);
  }
}

/** Anonymises the leads `leadIds` and what hangs on them (in the caller's transaction): those already anonymised or with a contract are left. */
export async function anonymiseLeads(tx: Queryable, leadIds: readonly string[], who: AnonymiseActor, at: Date): Promise<AnonymiseResult> {
  const { todo, kept } = await splitByContract(tx, leadIds);
  if (todo.length === 0) return { leadIds: [], kept, files: [] };
  const files = await anonymiseScope(tx, await leadScope(tx, todo), at);
  await auditLeads(tx, todo, who, at);
  return { leadIds: todo, kept, files };
}

/** Anonymises a data subject: their leads (but those a contract keeps) and everything else that is theirs (in the caller's transaction). */
export async function anonymiseSubject(tx: Queryable, subject: PrivacySubject, who: AnonymiseActor, at: Date): Promise<AnonymiseResult> {
  const all = await subjectScope(tx, subject);
  const { todo, kept } = await splitByContract(tx, all.leads);
  // What a contract keeps stays whole, with what hangs on it (its documents, its answers).
  const scope = kept.length === 0 ? all : await subjectScope(tx, subject, { withoutLeads: kept });
  const files = await anonymiseScope(tx, scope, at);
  await auditLeads(tx, todo, who, at);
  return { leadIds: todo, kept, files };
}

/** Removes the uploads' files once the transaction that deleted their rows committed (removing twice is harmless). */
export async function removeFiles(uploadsDir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((n) => rm(join(uploadsDir, n), { force: true })));
}
