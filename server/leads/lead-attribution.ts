/**
 * Who brought a rental lead and its sub-origin (spec 000 §4 "Lead form", 001
 * §2 'sellerId', §9 "Sub-origin"), decided by the server from what it can
 * check, never taken from the browser as sent:
 *
 * - the seller: a seller signed in brings their own leads (their account's
 *   seller id, whatever else the browser sends); otherwise the `sellerId` of
 *   a seller's showroom link counts only when it names a seller's account;
 * - the dealer id from the address (`referralDealer`) counts only when it is
 *   the lead's own dealer (the one the address fixed, which the server found);
 * - the dealer group counts only when the lead's dealer belongs to it;
 * - the configured sub-origin is the offer's, as our catalogue has it.
 *
 * Then the one rule, models/lead/lead-rules.ts `subOrigin`.
 */
import { SELLER, isSeller, type SessionUser } from '../../models/account/auth';
import { subOrigin } from '../../models/lead/lead-rules';
import type { LeadSubmission } from '../../models/lead/lead-submission';
import type { Offer } from '../../models/offer/offer';
import { named, type Queryable } from '../db/database';

export interface LeadAttribution {
  /** The seller who brought the lead, or null (a lead from the public site). */
  sellerId: string | null;
  /** The dealer group the lead's dealer belongs to, when the page named one. */
  dealerGroup: string | null;
  /** 'Show Room', 'Campanha CCSS', 'Campanha Grupo CCSS', or the configured or default sub-origin. */
  subOrigin: string;
}

const SELLER_ACCOUNT_SQL = named(
  'lead_seller_account',
  `SELECT u.seller_id FROM users u JOIN user_roles r ON r.user_id = u.id AND r.role = $2 WHERE u.seller_id = $1`,
);
const DEALER_GROUP_SQL = named('lead_dealer_group', `SELECT $2 = ANY(groups) AS member FROM dealers WHERE id = $1`);

/**
 * The seller a lead names, as the server accepts it.
 *
 * A `sellerId` that names no seller's account (a mistyped or cut link, a
 * seller who has left the dealership) is ignored, not refused: the lead is
 * the customer's request, and a Brazilian dealership would rather receive it
 * without a seller than lose a customer standing in its showroom over a link
 * they cannot fix (the refusal would speak of nothing they typed). The lead
 * arrives as a public-site lead (no seller on the desk, the sub-origin of
 * the other rules), so nobody is credited with a sale they did not bring.
 * A seller signed in is the seller: a showroom tablet that kept another
 * seller's link does not move this seller's lead to them.
 */
async function acceptedSeller(db: Queryable, body: LeadSubmission, user: SessionUser | null): Promise<string | null> {
  if (isSeller(user)) return user!.sellerId!;
  const claimed = body.sellerId?.trim();
  if (!claimed) return null;
  const { rows } = await db.query<{ seller_id: string }>(SELLER_ACCOUNT_SQL, [claimed, SELLER]);
  return rows[0]?.seller_id ?? null;
}

/** The seller, the checked dealer group and the sub-origin of a rental lead (reads only what the rule needs). */
export async function leadAttribution(db: Queryable, body: LeadSubmission, user: SessionUser | null, offer: Offer): Promise<LeadAttribution> {
  const sellerId = await acceptedSeller(db, body, user);
  const dealerIdFromUrl = body.referralDealer && body.referralDealer === body.dealersCode ? body.referralDealer : null;
  let dealerGroup: string | null = null;
  if (body.dealerGroup) {
    const { rows } = await db.query<{ member: boolean }>(DEALER_GROUP_SQL, [body.dealersCode, body.dealerGroup]);
    if (rows[0]?.member === true) dealerGroup = body.dealerGroup;
  }
  return {
    sellerId,
    dealerGroup,
    subOrigin: subOrigin({ sellerId, dealerIdFromUrl, dealerGroup, configured: offer.leadInterestCollection?.sfSubOrigin }),
  };
}
