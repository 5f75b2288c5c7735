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
 * Offers as leads last read them, per database and id, with the row version (`xmin`) they
 * were read at: a lead on an offer unchanged since reads a few bytes, not
 * the whole offer's JSON again (any write to the row gives it a new xmin).
 */
const leadOffersOf = new WeakMap<Queryable, Map<string, { rowVersion: string; offer: Offer }>>();
const MAX_LEAD_OFFERS = 5_000;

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
  let leadOffers = leadOffersOf.get(db);
  if (!leadOffers) leadOffersOf.set(db, (leadOffers = new Map<string, { rowVersion: string; offer: Offer }>()));
  const kept = leadOffers.get(offerId);
  const { rows } = await db.query<{ dealer: boolean; dealer_name: string | null; row_version: string | null; data: Offer | null; published: boolean | null }>(
    `SELECT d.id IS NOT NULL AS dealer, COALESCE(NULLIF(d.data->>'fantasyName', ''), d.data->>'name') AS dealer_name, o.row_version, o.data, o.published
       FROM (SELECT 1) AS one
       LEFT JOIN dealers d ON d.id = $2
       LEFT JOIN LATERAL (
         SELECT xmin::text AS row_version, CASE WHEN xmin::text IS DISTINCT FROM $4 THEN data END AS data, ${publishedOfferCondition('$3')} AS published
           FROM offers WHERE id = $1 AND NOT removed
       ) AS o ON true`,
    [offerId, dealerCode, todayInBrazil(), kept?.rowVersion ?? null],
  );
  const row = rows[0];
  const dealer = row?.dealer === true;
  const dealerName = row?.dealer_name ?? null;
  if (!row?.row_version) return { offer: undefined, dealer, dealerName };
  let offer = row.data;
  if (offer) {
    if (leadOffers.size >= MAX_LEAD_OFFERS) leadOffers.clear();
    leadOffers.set(offerId, { rowVersion: row.row_version, offer });
  } else {
    offer = kept!.offer;
  }
  return { offer: { offer, published: row.published === true }, dealer, dealerName };
}

/** Our terms of the coupon a lead names (none when it names none, or one we do not know). */
export async function leadCouponTerms(db: Queryable, coupon: { name?: unknown; locaviaCode?: unknown } | null | undefined): Promise<CouponTerms | null> {
  const name = typeof coupon?.name === 'string' && coupon.name.trim() !== '' ? coupon.name : typeof coupon?.locaviaCode === 'string' ? coupon.locaviaCode : null;
  if (!name) return null;
  const stored = await findCoupon(db, name);
  return stored ? couponTermsOf(stored.definition) : null;
}
