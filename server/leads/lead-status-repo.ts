/**
 * The lead lifecycle's storage: a lead's status (`leads.lifecycle_status`)
 * and its dated moves (`lead_status_events`). A timeline is the lead itself
 * ('sent', by the customer, when it arrived) followed by its moves.
 */
import type { LeadActorRole, LeadOwnership, LeadStatusCode, TimelineEvent } from '../../models/lead/lead-status';
import { INITIAL_LEAD_STATUS } from '../../models/lead/lead-status';
import { leadStatusLabels } from '../../models/labels/lead-status';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/route';

/** The answer to a lead that is not there (or not the caller's to know of). */
export const leadNotFound = () => new HttpError(404, 'not_found', leadStatusLabels.api.leadNotFound);

export interface LeadStatusRow extends LeadOwnership {
  id: string;
  status: LeadStatusCode;
  createdAt: string;
  /** Who sent the lead, as the lead names them. */
  customerName: string;
}

interface RawLeadRow {
  id: string;
  lifecycle_status: LeadStatusCode;
  dealer_code: string;
  user_id: string | null;
  document: string;
  email: string;
  created_at: Date | string;
  customer_name: string | null;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

function toRow(r: RawLeadRow): LeadStatusRow {
  return {
    id: r.id,
    status: r.lifecycle_status,
    dealerCode: r.dealer_code,
    userId: r.user_id,
    document: r.document,
    email: r.email,
    createdAt: iso(r.created_at),
    customerName: r.customer_name ?? '',
  };
}

const SELECT_LEAD = `
  SELECT id, lifecycle_status, dealer_code, user_id, document, email, created_at,
         COALESCE(body->>'firstName', body->>'contactName', body->>'corporateName') AS customer_name
    FROM leads`;

/** A lead's status and ownership; `forUpdate` locks the row for a move in the caller's transaction. */
export async function findLeadStatus(db: Queryable, id: string, forUpdate = false): Promise<LeadStatusRow | undefined> {
  const { rows } = await db.query<RawLeadRow>(`${SELECT_LEAD} WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

interface RawEventRow {
  lead_id: string;
  to_status: LeadStatusCode;
  at: Date | string;
  actor_name: string;
  actor_role: LeadActorRole;
  note: string | null;
}

/** The moves of these leads, oldest first, by lead id. */
export async function listStatusEvents(db: Queryable, leadIds: readonly string[]): Promise<Map<string, TimelineEvent[]>> {
  const byLead = new Map<string, TimelineEvent[]>();
  if (leadIds.length === 0) return byLead;
  const { rows } = await db.query<RawEventRow>(
    `SELECT lead_id, to_status, at, actor_name, actor_role, note FROM lead_status_events
      WHERE lead_id = ANY($1::text[]) ORDER BY at, id`,
    [leadIds],
  );
  for (const r of rows) {
    const list = byLead.get(r.lead_id) ?? [];
    list.push({ status: r.to_status, at: iso(r.at), by: { name: r.actor_name, role: r.actor_role }, note: r.note });
    byLead.set(r.lead_id, list);
  }
  return byLead;
}

/** A lead's whole timeline: its arrival, then its moves. */
export function timelineOf(lead: { createdAt: string; customerName: string }, moves: readonly TimelineEvent[]): TimelineEvent[] {
  return [{ status: INITIAL_LEAD_STATUS, at: lead.createdAt, by: { name: lead.customerName, role: 'customer' }, note: null }, ...moves];
}

export interface StatusMove {
  leadId: string;
  from: LeadStatusCode;
  to: LeadStatusCode;
  actor: { userId: string; name: string; role: LeadActorRole };
  note: string | null;
}

/** Records a move and sets the lead's status (in the caller's transaction, the lead row locked). */
export async function recordStatusMove(tx: Queryable, move: StatusMove): Promise<void> {
  await tx.query(
    `WITH moved AS (UPDATE leads SET lifecycle_status = $3, updated_at = now() WHERE id = $1 RETURNING id)
     INSERT INTO lead_status_events (lead_id, from_status, to_status, actor_user_id, actor_name, actor_role, note)
     SELECT id, $2, $3, $4, $5, $6, $7 FROM moved`,
    [move.leadId, move.from, move.to, move.actor.userId, move.actor.name, move.actor.role, move.note],
  );
}
