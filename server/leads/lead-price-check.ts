/**
 * The server's price of a lead on its offer (models/lead-pricing.ts), with
 * the coupon taken from our coupons, never from the browser: a lead carries
 * the coupon's name; its terms (type, amount, months) are ours.
 */
import { todayInBrazil } from '../../models/calendar';
import { couponTermsOf } from '../../models/lead-pricing';
import type { Offer } from '../../models/offer';
import type { CouponTerms } from '../../models/pricing';
import type { Queryable } from '../db/database';
import { publishedOfferCondition } from '../catalogue/offers-repo';
import { findCoupon } from '../coupons/coupons-repo';

/** The offer of a lead, and whether it is published today (released, not removed or archived, within its validity). */
export async function findLeadOffer(db: Queryable, offerId: string): Promise<{ offer: Offer; published: boolean } | undefined> {
  const { rows } = await db.query<{ data: Offer; published: boolean }>(
    `SELECT data, ${publishedOfferCondition('$2')} AS published FROM offers WHERE id = $1 AND NOT removed`,
    [offerId, todayInBrazil()],
  );
  return rows[0] ? { offer: rows[0].data, published: rows[0].published } : undefined;
}

/**
 * A new lead's references in one read: its offer (as `findLeadOffer`) and
 * whether its dealer exists. Undefined offer: no such offer (or removed).
 */
export async function findLeadReferences(
  db: Queryable,
  offerId: string,
  dealerCode: string,
): Promise<{ offer: { offer: Offer; published: boolean } | undefined; dealer: boolean }> {
  const { rows } = await db.query<{ dealer: boolean; data: Offer | null; published: boolean | null }>(
    `SELECT EXISTS (SELECT 1 FROM dealers WHERE id = $2) AS dealer, o.data, o.published
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (SELECT data, ${publishedOfferCondition('$3')} AS published FROM offers WHERE id = $1 AND NOT removed) AS o ON true`,
    [offerId, dealerCode, todayInBrazil()],
  );
  const row = rows[0];
  return { offer: row?.data ? { offer: row.data, published: row.published === true } : undefined, dealer: row?.dealer === true };
}

/** Our terms of the coupon a lead names (none when it names none, or one we do not know). */
export async function leadCouponTerms(db: Queryable, coupon: { name?: unknown; locaviaCode?: unknown } | null | undefined): Promise<CouponTerms | null> {
  const name = typeof coupon?.name === 'string' && coupon.name.trim() !== '' ? coupon.name : typeof coupon?.locaviaCode === 'string' ? coupon.locaviaCode : null;
  if (!name) return null;
  const stored = await findCoupon(db, name);
  return stored ? couponTermsOf(stored.definition) : null;
}
