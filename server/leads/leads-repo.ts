/** Lead storage: the whole body, a status, timestamps and one consent row per purpose. */
import { randomUUID } from 'node:crypto';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import type { LeadTerms } from '../../models/lead/lead-version';
import type { ProposalSummary } from '../../models/proposal/proposal-summary';
import type { ConsentDecision, LeadKind, StoredLead } from '../../models/lead/lead-submission';
import { stripDocument } from '../../models/common/validators';
import { named, type Queryable } from '../db/database';
import { publishedOfferCondition } from '../catalogue/offers-repo';
import type { IdempotencyClaim } from '../plugins/idempotency';
import { firstVersionOf } from './lead-versions-repo';
import { newAnalyticsGrant } from '../analytics/user-analytics-repo';
import { BusinessHours, DEFAULT_BUSINESS_HOURS, DEFAULT_RESPONSE_HOURS, promisedBy } from '../../models/lead/response-time';
import { holidaysAround } from '../../models/lead/brazil-holidays';

export interface NewLead {
  kind: LeadKind;
  endpoint: string;
  document: string;
  email: string;
  offerId: string | null;
  dealerCode: string;
  userId: string | null;
  /** The seller who brought the lead, as the server accepted it (server/leads/lead-attribution.ts); none when left out. */
  sellerId?: string | null | undefined;
  /** The partner whose token the server opened as it wrote the lead (leads-routes.ts `leadPartnership`); none when left out. */
  partnership?: string | null | undefined;
  body: object;
  consents: ConsentDecision[];
  consentTextVersion: string;
  /** A rental lead's terms as the server priced them (version 1); read from the body when left out. */
  terms?: LeadTerms | undefined;
  /** What the customer saw, as the server priced it (version 1's summary, models/proposal/proposal-summary.ts). */
  summary?: ProposalSummary | undefined;
  /** When it was sent, for a lead recorded after the fact (the demo's earlier proposals); now when left out. */
  createdAt?: string | undefined;
}

/**
 * The statement of `insertLead`: the lead, its consents and their history,
 * its version 1 (a rental lead's) and its analytics token, in one statement
 * (one round trip, atomic). `claimed`: the idempotency key is claimed first,
 * with the answer it will replay, and nothing is written when the key is
 * taken. `checked`: nothing is written unless the offer and the dealer the
 * lead was priced on are still as expected.
 */
function leadSql({ claimed, checked }: { claimed: boolean; checked: boolean }): string {
  const steps: string[] = [];
  // $1–$13 the lead and its consents, $14 when it was sent, $15–$22 version 1, $23–$24 the analytics token, $25 the seller,
  // $26 the partnership, $27 the moment the dealer promises to answer by.
  if (checked) {
    steps.push(`checked AS (
       SELECT 1 FROM offers o JOIN dealers d ON d.id = $7
        WHERE o.id = $6 AND o.xmin::text = $33 AND ${publishedOfferCondition('$34', 'o')}
          AND COALESCE(NULLIF(d.data->>'fantasyName', ''), d.data->>'name') IS NOT DISTINCT FROM $35
     )`);
  }
  if (claimed) {
    steps.push(`claim AS (
       INSERT INTO idempotency_keys (scope, caller, key, request_hash, status_code, response)
       SELECT $28, $29, $30, $31, 201, $32::jsonb ${checked ? 'FROM checked' : ''} ON CONFLICT (scope, caller, key) DO NOTHING RETURNING key
     )`);
  }
  const source = claimed ? 'FROM claim' : '';
  steps.push(
    `lead AS (
       INSERT INTO leads (id, kind, endpoint, document, email, offer_id, dealer_code, product_lead_ids, user_id, body, created_at, updated_at, seller_id, partnership, respond_by)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, COALESCE($14::timestamptz, now()), COALESCE($14::timestamptz, now()), $25, $26, $27::timestamptz ${source}
       RETURNING id, kind, created_at
     )`,
    `consents AS (
       INSERT INTO lead_consents (lead_id, purpose, granted, text_version, recorded_at)
       SELECT lead.id, c.purpose, c.granted, $11, lead.created_at FROM lead, unnest($12::text[], $13::boolean[]) AS c (purpose, granted)
       RETURNING lead_id, purpose, granted, text_version, recorded_at
     )`,
    `consent_history AS (
       INSERT INTO consent_events (lead_id, purpose, granted, text_version, actor, at)
       SELECT lead_id, purpose, granted, text_version, 'lead', recorded_at FROM consents
     )`,
    `version AS (
       INSERT INTO lead_versions (lead_id, number, actor, actor_user_id, actor_name, at, body, terms, monthly_price, contract_total, changes, acceptance, summary)
       SELECT lead.id, 1, $15, $9, $16, lead.created_at, $10, $17, $18, $19, $20, $21, $22::jsonb FROM lead WHERE lead.kind = 'rental'
     )`,
    `analytics AS (
       INSERT INTO lead_analytics_grants (token_hash, lead_id, type, expires_at)
       SELECT $23, lead.id, CASE WHEN lead.kind = 'rental' THEN 'OFFER_LEAD' ELSE 'GENERIC_LEAD' END, $24 FROM lead
     )`,
  );
  return `WITH ${steps.join(', ')}
     SELECT ${claimed ? '(SELECT count(*)::int FROM claim)' : '1'} AS claimed, ${checked ? '(SELECT count(*)::int FROM checked)' : '1'} AS checked`;
}

/** Prepared once per PostgreSQL connection: a lead is its parameters only. */
const LEAD_SQL = named('lead', leadSql({ claimed: false, checked: false }));
const CLAIMED_LEAD_SQL = named('lead_claimed', leadSql({ claimed: true, checked: false }));
const CHECKED_LEAD_SQL = named('lead_claimed_checked', leadSql({ claimed: true, checked: true }));

/**
 * The offer row version, the day and the dealer name a lead was priced on
 * without reading them (lead-price-check.ts `knownLeadReferences`): the
 * statement writes only while the offer's row is that version, published
 * that day, and the dealer is there with that name.
 */
export interface ExpectedLeadReferences {
  rowVersion: string;
  today: string;
  dealerName: string | null;
}

/**
 * Writes a lead with everything that belongs to it, in ONE statement (one
 * round trip, atomic; in the caller's transaction when it has one): its
 * idempotency key with the answer it will replay (`claim`), the lead, its
 * consents and their history, a rental lead's version 1 and its analytics
 * token. The only way a lead is written.
 *
 * - With `claim`: when the key is already claimed nothing is written and the
 *   answer is 'taken' (the caller replays the first answer,
 *   `app.idempotency.replay`); a concurrent claim of the same key waits on
 *   the first's row, as in `app.idempotency.run`.
 * - With `expected`: nothing is written either when the offer or the dealer
 *   is no longer as expected: 'stale' (the caller reads them and prices
 *   again).
 */
export async function insertLead(tx: Queryable, lead: NewLead): Promise<LeadCreateAnswer>;
export async function insertLead(
  tx: Queryable,
  lead: NewLead,
  guard: { claim: IdempotencyClaim; expected?: ExpectedLeadReferences | undefined },
): Promise<LeadCreateAnswer | 'taken' | 'stale'>;
export async function insertLead(
  tx: Queryable,
  lead: NewLead,
  guard?: { claim: IdempotencyClaim; expected?: ExpectedLeadReferences | undefined },
): Promise<LeadCreateAnswer | 'taken' | 'stale'> {
  const id = randomUUID();
  const grant = newAnalyticsGrant();
  const respondBy = await respondByOf(tx, lead.dealerCode, lead.createdAt ? new Date(lead.createdAt) : new Date());
  const answer: LeadCreateAnswer = {
    id,
    productLeadIds: [randomUUID()],
    analyticsToken: grant.token,
    ...(lead.sellerId ? { sellerId: lead.sellerId } : {}),
    respondBy: respondBy.toISOString(),
  };
  const first = lead.kind === 'rental' ? firstVersionOf({ body: lead.body as Record<string, unknown>, createdAt: '' }, lead.terms) : null;
  const claim = guard?.claim;
  const expected = guard?.expected;
  const params: unknown[] = [
    id,
    lead.kind,
    lead.endpoint,
    stripDocument(lead.document).toUpperCase(),
    lead.email.trim().toLowerCase(),
    lead.offerId,
    lead.dealerCode,
    answer.productLeadIds,
    lead.userId,
    JSON.stringify(lead.body),
    lead.consentTextVersion,
    lead.consents.map((c) => c.purpose),
    lead.consents.map((c) => c.granted),
    lead.createdAt ?? null,
    first?.actor ?? null,
    first?.actorName ?? null,
    first ? JSON.stringify(first.terms) : null,
    first?.monthlyPrice ?? null,
    first?.contractTotal ?? null,
    first ? JSON.stringify(first.changes) : null,
    first?.acceptance ?? null,
    lead.summary ? JSON.stringify(lead.summary) : null,
    grant.tokenHash,
    grant.expiresAt,
    lead.sellerId ?? null,
    lead.partnership ?? null,
    respondBy.toISOString(),
  ];
  // $28–$32 the key's claim, $33–$35 what was expected: a statement is sent only the parameters it names.
  if (claim) params.push(claim.scope, claim.caller, claim.key, claim.hash, JSON.stringify(answer));
  if (claim && expected) params.push(expected.rowVersion, expected.today, expected.dealerName);
  const sql = !claim ? LEAD_SQL : expected ? CHECKED_LEAD_SQL : CLAIMED_LEAD_SQL;
  const { rows } = await tx.query<{ claimed: number; checked: number }>(sql, params);
  if (Number(rows[0]?.checked ?? 0) === 0) return 'stale';
  return Number(rows[0]?.claimed ?? 0) > 0 ? answer : 'taken';
}

/** A dealer's response-time settings: its hours (4 by default) over its business hours (the default week when it configures none). */
export interface DealerResponseTime {
  hours: number;
  schedule: BusinessHours;
}

export async function dealerResponseTime(db: Queryable, dealerCode: string): Promise<DealerResponseTime> {
  const { rows } = await db.query<{ response_hours: number; business_hours: unknown }>('SELECT response_hours, business_hours FROM dealers WHERE id = $1', [dealerCode]);
  const row = rows[0];
  const schedule = row?.business_hours ?? null;
  return {
    hours: row ? Number(row.response_hours) : DEFAULT_RESPONSE_HOURS,
    // A stored week that is not one (edited by hand) falls back to the default rather than refusing the lead.
    schedule: schedule !== null && BusinessHours.is(schedule) ? schedule : DEFAULT_BUSINESS_HOURS,
  };
}

/** The moment the lead's dealer promises to answer a lead received at `receivedAt` by (models/lead/response-time.ts). */
async function respondByOf(db: Queryable, dealerCode: string, receivedAt: Date): Promise<Date> {
  const { hours, schedule } = await dealerResponseTime(db, dealerCode);
  return promisedBy(receivedAt, hours, schedule, holidaysAround(receivedAt));
}

export async function dealerExists(db: Queryable, dealerCode: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM dealers WHERE id = $1', [dealerCode]);
  return rows.length > 0;
}

interface LeadRow {
  id: string;
  kind: StoredLead['kind'];
  endpoint: string;
  status: StoredLead['status'];
  document: string;
  email: string;
  offer_id: string | null;
  dealer_code: string;
  product_lead_ids: string[];
  user_id: string | null;
  body: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
  consents: { purpose: StoredLead['consents'][number]['purpose']; granted: boolean; text_version: string; recorded_at: string }[] | null;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

function toStoredLead(r: LeadRow): StoredLead {
  return {
    id: r.id,
    kind: r.kind,
    endpoint: r.endpoint,
    status: r.status,
    document: r.document,
    email: r.email,
    offerId: r.offer_id,
    dealerCode: r.dealer_code,
    productLeadIds: r.product_lead_ids,
    userId: r.user_id,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    body: r.body,
    consents: (r.consents ?? [])
      .map((c) => ({ purpose: c.purpose, granted: c.granted, textVersion: c.text_version, recordedAt: iso(c.recorded_at) }))
      .sort((a, b) => a.purpose.localeCompare(b.purpose)),
  };
}

const SELECT_LEADS = `
  SELECT l.id, l.kind, l.endpoint, l.status, l.document, l.email, l.offer_id, l.dealer_code, l.product_lead_ids,
         l.user_id, l.body, l.created_at, l.updated_at,
         (SELECT json_agg(json_build_object('purpose', c.purpose, 'granted', c.granted, 'text_version', c.text_version,
                                            'recorded_at', c.recorded_at))
            FROM lead_consents c WHERE c.lead_id = l.id) AS consents
    FROM leads l`;

export async function listLeads(db: Queryable, filter: { document?: string | undefined; email?: string | undefined; limit: number }): Promise<StoredLead[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.document) {
    params.push(stripDocument(filter.document).toUpperCase());
    where.push(`l.document = $${params.length}`);
  }
  if (filter.email) {
    params.push(filter.email.trim().toLowerCase());
    where.push(`l.email = $${params.length}`);
  }
  params.push(filter.limit);
  const { rows } = await db.query<LeadRow>(
    `${SELECT_LEADS} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY l.created_at DESC, l.id LIMIT $${params.length}`,
    params,
  );
  return rows.map(toStoredLead);
}

export async function findLead(db: Queryable, id: string): Promise<StoredLead | undefined> {
  const { rows } = await db.query<LeadRow>(`${SELECT_LEADS} WHERE l.id = $1`, [id]);
  return rows[0] ? toStoredLead(rows[0]) : undefined;
}

export async function countLeads(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM leads');
  return Number(rows[0]?.n ?? 0);
}
