/**
 * What the server prices a lead with: its offer and dealer as read (or as
 * this process last read them), and the coupon a stored lead carries. A
 * coupon's terms (type, amount, months) are always ours, never the
 * browser's (server/coupons/lead-coupon.ts).
 */
import { todayInBrazil } from '../../models/common/calendar';
import { couponAnswer, couponPlanPrice } from '../../models/pricing/coupon-api';
import type { Coupon } from '../../models/coupon/coupon-rules';
import type { Offer } from '../../models/offer/offer';
import { createCache, perOwner, type Cache } from '../cache/cache';
import { named, type Queryable } from '../db/database';
import { publishedOfferCondition } from '../catalogue/offers-repo';
import { usageOf } from '../coupons/coupons-repo';
import { leadCarriedCoupon } from '../coupons/lead-coupon';

/** The offer of a lead, and whether it is published today (released, not removed or archived, within its validity). */
export async function findLeadOffer(db: Queryable, offerId: string): Promise<{ offer: Offer; published: boolean } | undefined> {
  const { rows } = await db.query<{ data: Offer; published: boolean }>(
    `SELECT data, ${publishedOfferCondition('$2')} AS published FROM offers WHERE id = $1 AND NOT removed`,
    [offerId, todayInBrazil()],
  );
  return rows[0] ? { offer: rows[0].data, published: rows[0].published } : undefined;
}

/**
 * Offers as leads last read them, per database and id, with the row version (`xmin`) they
 * were read at: a lead on an offer unchanged since reads a few bytes, not
 * the whole offer's JSON again (any write to the row gives it a new xmin).
 * `publishedOn`: the day (São Paulo) that read found it published.
 */
type KeptOffer = { rowVersion: string; offer: Offer; publishedOn: string | null };
/** Bench `npm run bench:leads` (PostgreSQL): a lead in one round trip needs it (bench/README.md, 2026-11-24); `-- caches` on PGlite: 10.2 vs 11.8 ms CPU a lead. */
const keptOffers = perOwner((): Cache<KeptOffer> => createCache({ name: 'lead-offers', max: 5_000 }));
/** Dealers as leads last read them, per database and code: their name (the proposal's summary names it). */
const keptDealers = perOwner((): Cache<string | null> => createCache({ name: 'lead-dealers', max: 5_000 }));

const LEAD_REFERENCES_SQL = named(
  'lead_references',
  `SELECT d.id IS NOT NULL AS dealer, COALESCE(NULLIF(d.data->>'fantasyName', ''), d.data->>'name') AS dealer_name, o.row_version, o.data, o.published
     FROM (SELECT 1) AS one
     LEFT JOIN dealers d ON d.id = $2
     LEFT JOIN LATERAL (
       SELECT xmin::text AS row_version, CASE WHEN xmin::text IS DISTINCT FROM $4 THEN data END AS data, ${publishedOfferCondition('$3')} AS published
         FROM offers WHERE id = $1 AND NOT removed
     ) AS o ON true`,
);

/**
 * A new lead's references in one read: its offer (as `findLeadOffer`),
 * whether its dealer exists and its name (the proposal's summary names it). Undefined offer: no such offer (or removed).
 * The offer's JSON is read only when this process has not read that row
 * version yet (`leadOffers`); then a second read fetches it.
 */
export async function findLeadReferences(
  db: Queryable,
  offerId: string,
  dealerCode: string,
): Promise<{ offer: { offer: Offer; published: boolean } | undefined; dealer: boolean; dealerName: string | null }> {
  const leadOffers = keptOffers(db);
  const kept = leadOffers.get(offerId);
  const today = todayInBrazil();
  const { rows } = await db.query<{ dealer: boolean; dealer_name: string | null; row_version: string | null; data: Offer | null; published: boolean | null }>(
    LEAD_REFERENCES_SQL,
    [offerId, dealerCode, today, kept?.rowVersion ?? null],
  );
  const row = rows[0];
  const dealer = row?.dealer === true;
  const dealerName = row?.dealer_name ?? null;
  const dealers = keptDealers(db);
  if (dealer) {
    dealers.set(dealerCode, dealerName);
  } else {
    dealers.delete(dealerCode);
  }
  if (!row?.row_version) {
    leadOffers.delete(offerId);
    return { offer: undefined, dealer, dealerName };
  }
  const offer = row.data ?? kept!.offer;
  leadOffers.set(offerId, { rowVersion: row.row_version, offer, publishedOn: row.published === true ? today : null });
  return { offer: { offer, published: row.published === true }, dealer, dealerName };
}

/**
 * What this process last read of a lead's offer and dealer, when that read
 * found the offer published today and the dealer there: a lead may be priced
 * on it and written in one statement that checks, as it writes, that both
 * rows are still so (`insertLead`'s `expected`; else nothing is written
 * and the lead takes the read).
 */
export interface KnownLeadReferences {
  offer: Offer;
  /** The offer row's `xmin` when read. */
  rowVersion: string;
  /** The day (São Paulo) it was found published. */
  today: string;
  dealerName: string | null;
}

export function knownLeadReferences(db: Queryable, offerId: string, dealerCode: string): KnownLeadReferences | undefined {
  const offer = keptOffers(db).get(offerId);
  const dealerName = keptDealers(db).get(dealerCode);
  if (!offer || dealerName === undefined) return undefined;
  const today = todayInBrazil();
  if (offer.publishedOn !== today) return undefined;
  return { offer: offer.offer, rowVersion: offer.rowVersion, today, dealerName };
}

/**
 * The coupon a stored lead carries (the one it was counted with: `leadCarriedCoupon`) as the page editing
 * the lead shows it: our definition, the one an update prices with, its figures for the lead's period;
 * none when the lead used none or we no longer know it.
 */
export async function leadCouponAnswer(db: Queryable, leadId: string, offer: Offer | null, period: number): Promise<Coupon | null> {
  const stored = await leadCarriedCoupon(db, leadId);
  if (!stored) return null;
  return couponAnswer(stored.definition, await usageOf(db, stored, null), period, (offer && couponPlanPrice(offer, period)) ?? 0);
}
