/**
 * The customer's consents (models/privacy/privacy-consents.ts): their leads with the
 * current state of each consent (`lead_consents`) and its history
 * (`consent_events`, append-only), and a change written to both at once.
 */
import type { ConsentPurpose } from '../../models/lead/lead-submission';
import { proposalCodeOf, type LeadOwnership } from '../../models/lead/lead-status';
import { labels } from '../../models/labels/spec';
import { isBrand, type Offer } from '../../models/offer/offer';
import { offerTitle } from '../../models/pricing/offer-details';
import { PRIVACY_CONSENTS_LIMIT, sortConsents, type ConsentActor, type ConsentLead, type CustomerConsent } from '../../models/privacy/privacy-consents';
import type { Dealer } from '../../models/dealer/dealer';
import type { Queryable } from '../db/database';
import type { DataSubject } from '../../models/lead/lead-status';
import { subjectLeadCondition, subjectLeadValues } from '../privacy/subject';

interface ConsentLeadRow {
  id: string;
  created_at: Date | string;
  offer_id: string | null;
  body: Record<string, unknown>;
  offer: Offer | null;
  dealer: Dealer | null;
}

interface ConsentRow {
  lead_id: string;
  purpose: ConsentPurpose;
  granted: boolean;
  text_version: string;
  recorded_at: Date | string;
}

interface EventRow {
  lead_id: string;
  purpose: ConsentPurpose;
  granted: boolean;
  text_version: string;
  actor: ConsentActor;
  at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

function titleOf(r: ConsentLeadRow): string {
  const brand = isBrand(r.offer?.brand) ? r.offer.brand : isBrand(r.body.brand) ? r.body.brand : null;
  if (r.offer && brand) return offerTitle(r.offer, labels.brandNames[brand]);
  return text(r.body.productCode) ?? text(r.body.corporateName) ?? r.offer_id ?? proposalCodeOf(r.id);
}

/** Each lead's consents with their histories, per lead id. */
export async function consentsOf(db: Queryable, leadIds: readonly string[]): Promise<Map<string, CustomerConsent[]>> {
  const [consents, events] = await Promise.all([
    db.query<ConsentRow>('SELECT lead_id, purpose, granted, text_version, recorded_at FROM lead_consents WHERE lead_id = ANY($1::text[])', [leadIds]),
    db.query<EventRow>('SELECT lead_id, purpose, granted, text_version, actor, at FROM consent_events WHERE lead_id = ANY($1::text[]) ORDER BY at, id', [leadIds]),
  ]);
  const out = new Map<string, CustomerConsent[]>();
  for (const c of consents.rows) {
    const history = events.rows
      .filter((e) => e.lead_id === c.lead_id && e.purpose === c.purpose)
      .map((e) => ({ granted: e.granted, at: iso(e.at), textVersion: e.text_version, actor: e.actor }));
    const list = out.get(c.lead_id) ?? [];
    list.push({ purpose: c.purpose, granted: c.granted, textVersion: c.text_version, recordedAt: iso(c.recorded_at), history });
    out.set(c.lead_id, list);
  }
  for (const [id, list] of out) out.set(id, sortConsents(list));
  return out;
}

/** The person's leads (the subject's leads: models/lead/lead-status.ts `DataSubject`), newest first, with their consents. */
export async function listCustomerConsents(db: Queryable, subject: DataSubject): Promise<ConsentLead[]> {
  const { rows } = await db.query<ConsentLeadRow>(
    `SELECT l.id, l.created_at, l.offer_id, l.body, o.data AS offer, d.data AS dealer
       FROM leads l
       LEFT JOIN offers o ON o.id = l.offer_id
       LEFT JOIN dealers d ON d.id = l.dealer_code
      WHERE ${subjectLeadCondition('l', { sender: '$1', cpf: '$2', emails: '$3' })}
      ORDER BY l.created_at DESC, l.id
      LIMIT $4`,
    [...subjectLeadValues(subject), PRIVACY_CONSENTS_LIMIT],
  );
  const consents = await consentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    leadId: r.id,
    proposalCode: proposalCodeOf(r.id),
    createdAt: iso(r.created_at),
    title: titleOf(r),
    dealerName: r.dealer?.fantasyName ?? r.dealer?.name ?? null,
    consents: consents.get(r.id) ?? [],
  }));
}

/** Who owns a lead (for the owner check), or undefined; `lock` holds the row for the caller's transaction. */
export async function findConsentLead(db: Queryable, leadId: string, lock = false): Promise<(LeadOwnership & { id: string }) | undefined> {
  const { rows } = await db.query<{ id: string; dealer_code: string; user_id: string | null; document: string; email: string }>(
    `SELECT id, dealer_code, user_id, document, email FROM leads WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [leadId],
  );
  const r = rows[0];
  return r && { id: r.id, dealerCode: r.dealer_code, userId: r.user_id, document: r.document, email: r.email };
}

/**
 * Sets a lead's consent for a purpose as the customer chose it, now, and
 * appends the change to its history; a consent that already stands so is
 * left as it is (no event). Answers whether anything changed.
 */
export async function changeConsent(
  tx: Queryable,
  change: { leadId: string; purpose: ConsentPurpose; granted: boolean; textVersion: string; userId: string },
): Promise<boolean> {
  const { rows } = await tx.query<{ granted: boolean }>('SELECT granted FROM lead_consents WHERE lead_id = $1 AND purpose = $2 FOR UPDATE', [change.leadId, change.purpose]);
  if (rows[0] && rows[0].granted === change.granted) return false;
  await tx.query(
    `WITH current AS (
       INSERT INTO lead_consents (lead_id, purpose, granted, text_version, recorded_at)
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (lead_id, purpose) DO UPDATE SET granted = EXCLUDED.granted, text_version = EXCLUDED.text_version, recorded_at = EXCLUDED.recorded_at
       RETURNING lead_id, purpose, granted, text_version, recorded_at
     )
     INSERT INTO consent_events (lead_id, purpose, granted, text_version, actor, actor_user_id, at)
     SELECT lead_id, purpose, granted, text_version, 'customer', $5, recorded_at FROM current`,
    [change.leadId, change.purpose, change.granted, change.textVersion, change.userId],
  );
  return true;
}
