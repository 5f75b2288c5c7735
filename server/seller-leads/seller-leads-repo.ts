/**
 * The lead desk's queries: a dealer's leads with the desk's filters, one
 * lead with its dealer and documents, and whether an uploaded file belongs
 * to a lead of a dealer (so that dealer's sellers may download it).
 * Every query names the dealer: a seller never reads another dealer's lead.
 */
import type { Dealer } from '../../models/dealer/dealer';
import type { Lead } from '../../models/lead/lead';
import { DESK_LIST_LIMIT, deskSearch, type SellerLeadsQuery } from '../../models/lead/lead-desk';
import type { LeadStatusCode } from '../../models/lead/lead-status';
import type { DealerSharingBasis } from '../../models/lead/lead-submission';
import type { Offer } from '../../models/offer/offer';
import { likeEscape, type Queryable } from '../db/database';
import { awaitingAnswerSql } from '../leads/first-move';

/** Brazil keeps one offset all year since 2019: a day of the desk's period starts at 00:00 in São Paulo. */
const SAO_PAULO_OFFSET = '-03:00';

export interface DeskLeadRow {
  id: string;
  kind: 'rental' | 'rental_pj';
  lifecycle_status: LeadStatusCode;
  document: string;
  email: string;
  offer_id: string | null;
  dealer_code: string;
  product_lead_ids: string[];
  user_id: string | null;
  /** The lead's current body (the lead as sent with its updates merged). */
  body: Partial<Lead> & Record<string, unknown>;
  /** The lead as sent. */
  sent_body: Record<string, unknown>;
  /** Why the lead came to the dealer: its legal basis. */
  dealer_sharing_basis: DealerSharingBasis;
  created_at: Date | string;
  status_changed_at: Date | string;
  /** The version waiting for the customer's acceptance, if any. */
  awaiting_version: number | null;
  offer: Offer | null;
  /** The seller who brought the lead ('Show Room') and their name, or null (a lead from the public site). */
  seller_id: string | null;
  seller_name: string | null;
  /** The partner whose token the server opened as it wrote the lead, or null. */
  partnership: string | null;
  /** The moment the dealer promised to answer by (models/lead/response-time.ts), or null for a lead from before the promise. */
  respond_by: Date | string | null;
  /** Nobody has moved the lead yet. */
  awaiting_answer: boolean;
  /** When the lead was escalated for its overdue promise (server/jobs/escalation.ts), or null. */
  escalated_at: Date | string | null;
}

/** Nobody has moved the lead yet (server/leads/first-move.ts: a status move, or a seller's version). */
const AWAITING_ANSWER = awaitingAnswerSql('l');
/** The dealer's promise has run out and nobody has moved the lead. */
const OVERDUE = `(l.respond_by IS NOT NULL AND l.respond_by < now() AND ${AWAITING_ANSWER})`;

const SELECT_DESK_LEADS = `
  SELECT l.id, l.kind, l.lifecycle_status, l.document, l.email, l.offer_id, l.dealer_code, l.product_lead_ids, l.user_id,
         COALESCE(l.current_body, l.body) AS body, l.body AS sent_body, l.dealer_sharing_basis, l.created_at,
         COALESCE((SELECT max(e.at) FROM lead_status_events e WHERE e.lead_id = l.id), l.created_at) AS status_changed_at,
         (SELECT max(v.number) FROM lead_versions v WHERE v.lead_id = l.id AND v.acceptance = 'awaiting') AS awaiting_version,
         o.data AS offer, l.seller_id, s.full_name AS seller_name, l.partnership, l.respond_by, l.escalated_at,
         ${AWAITING_ANSWER} AS awaiting_answer
    FROM leads l
    LEFT JOIN offers o ON o.id = l.offer_id
    LEFT JOIN users s ON s.seller_id = l.seller_id`;

/** Lower case without Portuguese accents, in SQL (the same fold is applied to the search text). */
const FOLD_FROM = 'áàâãäéèêëíìîïóòôõöúùûüç';
const FOLD_TO = 'aaaaaeeeeiiiiooooouuuuc';
const foldSql = (expr: string) => `translate(lower(${expr}), '${FOLD_FROM}', '${FOLD_TO}')`;
function fold(text: string): string {
  let out = text.toLowerCase();
  for (let i = 0; i < FOLD_FROM.length; i++) out = out.replaceAll(FOLD_FROM[i]!, FOLD_TO[i]!);
  return out;
}
/** The dealer's leads matching the filters: overdue ones first (models/lead/response-time.ts `byPromise`), then newest first. */
export async function listDealerLeads(db: Queryable, dealerCode: string, filters: SellerLeadsQuery): Promise<DeskLeadRow[]> {
  const params: unknown[] = [dealerCode];
  const where = ['l.dealer_code = $1'];
  if (filters.status) {
    params.push(filters.status);
    where.push(`l.lifecycle_status = $${params.length}`);
  }
  if (filters.from) {
    params.push(`${filters.from}T00:00:00${SAO_PAULO_OFFSET}`);
    where.push(`l.created_at >= $${params.length}::timestamptz`);
  }
  if (filters.to) {
    params.push(`${filters.to}T00:00:00${SAO_PAULO_OFFSET}`);
    where.push(`l.created_at < $${params.length}::timestamptz + interval '1 day'`);
  }
  const search = deskSearch(filters.q);
  if (search && 'document' in search) {
    params.push(`%${likeEscape(search.document)}%`);
    where.push(`l.document LIKE $${params.length}`);
  } else if (search) {
    params.push(`%${likeEscape(fold(search.name))}%`);
    where.push(`${foldSql("COALESCE(l.body->>'firstName', l.body->>'corporateName', '') || ' ' || COALESCE(l.body->>'contactName', '')")} LIKE $${params.length}`);
  }
  params.push(DESK_LIST_LIMIT);
  const { rows } = await db.query<DeskLeadRow>(
    // Overdue leads first, the longest overdue first; then newest first.
    `${SELECT_DESK_LEADS} WHERE ${where.join(' AND ')}
      ORDER BY CASE WHEN ${OVERDUE} THEN 0 ELSE 1 END, CASE WHEN ${OVERDUE} THEN l.respond_by END, l.created_at DESC, l.id LIMIT $${params.length}`,
    params,
  );
  return rows;
}

/** One lead of the dealer (undefined for an unknown lead or another dealer's). */
export async function findDealerLead(db: Queryable, dealerCode: string, id: string): Promise<DeskLeadRow | undefined> {
  const { rows } = await db.query<DeskLeadRow>(`${SELECT_DESK_LEADS} WHERE l.id = $1 AND l.dealer_code = $2`, [id, dealerCode]);
  return rows[0];
}

export async function findDealer(db: Queryable, dealerCode: string): Promise<Dealer | null> {
  const { rows } = await db.query<{ data: Dealer }>('SELECT data FROM dealers WHERE id = $1', [dealerCode]);
  return rows[0]?.data ?? null;
}

/** Uploaded files by id (service `documents`): their names as uploaded. */
export async function uploadNames(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; file_name: string }>('SELECT id, file_name FROM uploads WHERE id = ANY($1::text[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.file_name]));
}
