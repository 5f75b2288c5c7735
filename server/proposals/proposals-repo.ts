/** A customer's proposals (the rental timeline): their rental leads, with the offer and dealer they name. */
import type { Dealer } from '../../models/dealer/dealer';
import type { Lead } from '../../models/lead/lead';
import type { LeadStatusCode } from '../../models/lead/lead-status';
import type { Brand, Offer } from '../../models/offer/offer';
import type { DataSubject } from '../../models/lead/lead-status';
import type { Queryable } from '../db/database';
import { subjectLeadCondition, subjectLeadValues } from '../privacy/subject';


export interface TimelineRow {
  id: string;
  lifecycle_status: LeadStatusCode;
  offer_id: string | null;
  dealer_code: string;
  user_id: string | null;
  document: string;
  email: string;
  product_lead_ids: string[];
  /** The lead's current body (the lead as sent with its updates merged). */
  body: Partial<Lead> & Record<string, unknown>;
  /** The lead as sent. */
  sent_body: Record<string, unknown>;
  created_at: Date | string;
  /** The moment the dealer promised to answer by (models/lead/response-time.ts); null for a lead from before the promise. */
  respond_by: Date | string | null;
  offer: Offer | null;
  dealer: Dealer | null;
}

const SELECT_TIMELINE_ROWS = `
  SELECT l.id, l.lifecycle_status, l.offer_id, l.dealer_code, l.user_id, l.document, l.email, l.product_lead_ids,
         COALESCE(l.current_body, l.body) AS body, l.body AS sent_body, l.created_at, l.respond_by,
         o.data AS offer, d.data AS dealer
    FROM leads l
    LEFT JOIN offers o ON o.id = l.offer_id
    LEFT JOIN dealers d ON d.id = l.dealer_code`;

/**
 * The person's rental leads of those brands (the site's: models/offer/site-brands.ts) with their lifecycle status,
 * newest first (the subject's leads: models/lead/lead-status.ts `DataSubject`). A lead's brand is its offer's, or the
 * one it was sent with when the offer is gone (as `toRentalProposal` reads it).
 */
export async function listTimelineRows(db: Queryable, subject: DataSubject, brands: readonly Brand[], limit: number): Promise<TimelineRow[]> {
  const { rows } = await db.query<TimelineRow>(
    `${SELECT_TIMELINE_ROWS}
      WHERE l.kind = 'rental'
        AND ${subjectLeadCondition('l', { sender: '$1', cpf: '$2', emails: '$3' })}
        AND COALESCE(o.brand, COALESCE(l.current_body, l.body)->>'brand') = ANY($4::text[])
      ORDER BY l.created_at DESC, l.id
      LIMIT $5`,
    [...subjectLeadValues(subject), [...brands], limit],
  );
  return rows;
}

/** One rental lead with its lifecycle status, or undefined. */
export async function findTimelineRow(db: Queryable, leadId: string): Promise<TimelineRow | undefined> {
  const { rows } = await db.query<TimelineRow>(`${SELECT_TIMELINE_ROWS} WHERE l.id = $1 AND l.kind = 'rental'`, [leadId]);
  return rows[0];
}
