/**
 * A rental lead's versions (`lead_versions`, models/lead/lead-version.ts). Version
 * 1 is the lead as sent: written with the lead, or — for a lead sent before
 * versions existed — read from the lead by `firstVersionOf` and written on
 * its first update. The lead row keeps its current version and body.
 */
import {
  LeadTerms,
  termsOfLeadBody,
  type LeadVersion,
  type LeadVersionAcceptance,
  type LeadVersionActor,
  type LeadVersionChange,
} from '../../models/lead/lead-version';
import { create, is } from 'superstruct';
import { ProposalSummary } from '../../models/proposal/proposal-summary';
import type { Queryable } from '../db/database';

/** A version with what it sets: the whole lead body and its terms. */
export interface StoredLeadVersion extends LeadVersion {
  body: Record<string, unknown>;
  terms: LeadTerms;
}

/** What version 1 is read from: the lead as sent. */
export interface VersionedLead {
  id: string;
  /** The body as sent (not the current one). */
  body: Record<string, unknown>;
  createdAt: string;
  userId: string | null;
}

const customerNameOf = (body: Record<string, unknown>): string | null =>
  [body.firstName, body.contactName, body.corporateName].find((n): n is string => typeof n === 'string' && n !== '') ?? null;

/** Version 1 of a lead: the lead as its customer sent it. */
export function firstVersionOf(lead: Pick<VersionedLead, 'body' | 'createdAt'>, terms: LeadTerms = termsOfLeadBody(lead.body)): StoredLeadVersion {
  return {
    number: 1,
    at: lead.createdAt,
    actor: 'customer',
    actorName: customerNameOf(lead.body),
    monthlyPrice: terms.monthlyPrice,
    contractTotal: terms.contractTotal,
    changes: [],
    acceptance: 'not_needed',
    body: lead.body,
    terms,
  };
}

export interface NewLeadVersion {
  leadId: string;
  number: number;
  actor: LeadVersionActor;
  actorUserId: string | null;
  actorName: string | null;
  body: Record<string, unknown>;
  terms: LeadTerms;
  changes: LeadVersionChange[];
  acceptance: LeadVersionAcceptance;
  /** What the customer sees with this version, as the server priced it. */
  summary?: ProposalSummary | null | undefined;
  /** ISO timestamp; left out: the lead's own date for version 1, the database's clock for the others. */
  at?: string | undefined;
}

/** Writes a version (in the caller's transaction). */
export async function insertLeadVersion(tx: Queryable, v: NewLeadVersion): Promise<void> {
  await tx.query(
    `INSERT INTO lead_versions (lead_id, number, actor, actor_user_id, actor_name, at, body, terms, monthly_price, contract_total, changes, acceptance, summary)
     VALUES ($1, $2, $3, $4, $5,
             COALESCE($6::timestamptz, CASE WHEN $2 = 1 THEN (SELECT created_at FROM leads WHERE id = $1) END, clock_timestamp()),
             $7, $8, $9, $10, $11, $12, $13)`,
    [
      v.leadId,
      v.number,
      v.actor,
      v.actorUserId,
      v.actorName,
      v.at ?? null,
      JSON.stringify(v.body),
      JSON.stringify(v.terms),
      v.terms.monthlyPrice,
      v.terms.contractTotal,
      JSON.stringify(v.changes),
      v.acceptance,
      v.summary ? JSON.stringify(v.summary) : null,
    ],
  );
}

/** Writes version 1 of a new lead (in the lead's insert transaction). */
export async function insertFirstVersion(
  tx: Queryable,
  lead: Pick<VersionedLead, 'id' | 'body' | 'userId'> & { createdAt?: string | undefined; terms?: LeadTerms | undefined; summary?: ProposalSummary | undefined },
): Promise<void> {
  const first = firstVersionOf({ body: lead.body, createdAt: lead.createdAt ?? '' }, lead.terms ?? termsOfLeadBody(lead.body));
  await insertLeadVersion(tx, { ...first, leadId: lead.id, actorUserId: lead.userId, at: lead.createdAt, summary: lead.summary ?? null });
}

interface VersionRow {
  lead_id: string;
  number: number;
  actor: LeadVersionActor;
  actor_name: string | null;
  at: Date | string;
  body: Record<string, unknown>;
  terms: unknown;
  monthly_price: string | number;
  contract_total: string | number;
  changes: LeadVersionChange[];
  acceptance: LeadVersionAcceptance;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toVersion(r: VersionRow): StoredLeadVersion {
  return {
    number: r.number,
    at: iso(r.at),
    actor: r.actor,
    actorName: r.actor_name,
    monthlyPrice: Number(r.monthly_price),
    contractTotal: Number(r.contract_total),
    changes: r.changes,
    acceptance: r.acceptance,
    body: r.body,
    terms: create(r.terms, LeadTerms),
  };
}

/** The versions of these leads, oldest first, by lead id (version 1 read from the lead when none is written yet). */
export async function listLeadVersions(db: Queryable, leads: readonly Pick<VersionedLead, 'id' | 'body' | 'createdAt'>[]): Promise<Map<string, StoredLeadVersion[]>> {
  const byLead = new Map<string, StoredLeadVersion[]>();
  if (leads.length === 0) return byLead;
  const { rows } = await db.query<VersionRow>(
    `SELECT lead_id, number, actor, actor_name, at, body, terms, monthly_price, contract_total, changes, acceptance
       FROM lead_versions WHERE lead_id = ANY($1::text[]) ORDER BY lead_id, number`,
    [leads.map((l) => l.id)],
  );
  for (const r of rows) {
    const list = byLead.get(r.lead_id) ?? [];
    list.push(toVersion(r));
    byLead.set(r.lead_id, list);
  }
  for (const lead of leads) if (!byLead.has(lead.id)) byLead.set(lead.id, [firstVersionOf(lead)]);
  return byLead;
}

/** The versions as the answers carry them (without the bodies and terms). */
export function publicVersions(versions: readonly StoredLeadVersion[]): LeadVersion[] {
  return versions.map(({ number, at, actor, actorName, monthlyPrice, contractTotal, changes, acceptance }) => ({
    number,
    at,
    actor,
    actorName,
    monthlyPrice,
    contractTotal,
    changes,
    acceptance,
  }));
}

/** Makes sure version 1 is written (a lead sent before versions existed), in the caller's transaction. */
export async function ensureFirstVersion(tx: Queryable, lead: VersionedLead): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM lead_versions WHERE lead_id = $1 AND number = 1', [lead.id]);
  if (rows.length === 0) await insertFirstVersion(tx, lead);
}

/** A version waiting for the customer that a newer version replaces needs no acceptance any more. */
export async function settleSupersededVersions(tx: Queryable, leadId: string, below: number): Promise<void> {
  await tx.query(`UPDATE lead_versions SET acceptance = 'not_needed' WHERE lead_id = $1 AND number < $2 AND acceptance = 'awaiting'`, [leadId, below]);
}

/** The lead's current version and body become this version's. */
export async function setCurrentVersion(tx: Queryable, leadId: string, number: number, body: Record<string, unknown>): Promise<void> {
  await tx.query('UPDATE leads SET current_version = $2, current_body = $3, updated_at = now() WHERE id = $1', [leadId, number, JSON.stringify(body)]);
}

/** The customer accepts a waiting version. */
export async function acceptLeadVersion(tx: Queryable, leadId: string, number: number): Promise<void> {
  await tx.query(`UPDATE lead_versions SET acceptance = 'accepted', accepted_at = clock_timestamp() WHERE lead_id = $1 AND number = $2 AND acceptance = 'awaiting'`, [
    leadId,
    number,
  ]);
}

/** A version's summary as stored, with what a summary written before summaries were kept is read from. */
export interface StoredVersionSummary {
  number: number;
  at: string;
  acceptance: LeadVersionAcceptance;
  terms: LeadTerms;
  /** Null: written before summaries were kept. */
  summary: ProposalSummary | null;
}

/** The written versions of a lead with their summaries, oldest first (none: the lead's version 1 was never written). */
export async function listVersionSummaries(db: Queryable, leadId: string): Promise<StoredVersionSummary[]> {
  const { rows } = await db.query<{ number: number; at: Date | string; acceptance: LeadVersionAcceptance; terms: unknown; summary: unknown }>(
    'SELECT number, at, acceptance, terms, summary FROM lead_versions WHERE lead_id = $1 ORDER BY number',
    [leadId],
  );
  return rows.map((r) => ({
    number: r.number,
    at: iso(r.at),
    acceptance: r.acceptance,
    terms: create(r.terms, LeadTerms),
    summary: is(r.summary, ProposalSummary) ? r.summary : null,
  }));
}

/** What a lead's summary names besides its price: its dealer's name and the privacy text version its consents were given on. */
export async function summaryContextOf(db: Queryable, leadId: string): Promise<{ dealerName: string; privacyTextVersion: string | null }> {
  const { rows } = await db.query<{ dealer_name: string | null; dealer_code: string; text_version: string | null }>(
    `SELECT l.dealer_code, COALESCE(NULLIF(d.data->>'fantasyName', ''), d.data->>'name') AS dealer_name,
            (SELECT max(c.text_version) FROM lead_consents c WHERE c.lead_id = l.id) AS text_version
       FROM leads l LEFT JOIN dealers d ON d.id = l.dealer_code WHERE l.id = $1`,
    [leadId],
  );
  const r = rows[0];
  return { dealerName: r?.dealer_name ?? r?.dealer_code ?? '', privacyTextVersion: r?.text_version ?? null };
}
