/**
 * How many leads the lead routes take (`app.limits`, server/plugins/limits.ts,
 * counts them in the database, so every process shares the counts):
 *
 * - per client address: 20 an hour. A family, or a person comparing cars,
 *   sends a few proposals; a retry of the same click is a replay of its
 *   Idempotency-Key (never counted again), and a change to a proposal is an
 *   update, not a new lead. 20 an hour is out of a real visitor's reach and
 *   stops a script at 20 (the probe sent 400 in a second).
 * - per CPF or CNPJ: 5 a day. Nobody asks for more than five cars in a day;
 *   a script writing one person's document into a flood of leads (spam to
 *   the dealers in their name) stops at five whatever its addresses.
 * - a signed-in seller (a showroom makes leads for many customers behind one
 *   address) is counted per seller account instead of per address: 100 an
 *   hour, more than a showroom's busiest day.
 * - uses of a coupon whose uses are limited (maxUsages): 3 a day per
 *   address, 3 per CPF or CNPJ and 30 per seller, on top of the coupon's
 *   own rules, so a flood cannot drain a coupon meant for many customers
 *   (the probe used up LIMITADO's 20 uses in 0.6 s).
 *
 * The slots are taken in the transaction that writes the lead, after its
 * Idempotency-Key is claimed: a replay of a stored key answers the stored
 * result and counts nothing; a lead refused for any reason (a price, a
 * coupon, this limit) rolls its slots back with it, so a refusal writes
 * nothing. Refusals: 429 in pt-BR with Retry-After.
 */
import type { FastifyRequest } from 'fastify';
import { isSeller } from '../../models/account/auth';
import { leadLabels } from '../../models/labels/lead';
import { stripDocument } from '../../models/common/validators';
import type { Database, Queryable } from '../db/database';
import type { LimitedSubject, Limits, RequestLimit } from '../plugins/limits';

export interface LeadLimits {
  /** Leads per client address (visitors and customers). */
  perAddress: RequestLimit;
  /** Leads per CPF or CNPJ. */
  perDocument: RequestLimit;
  /** Leads a seller's session makes, counted per seller instead of per address. */
  perSeller: RequestLimit;
  /** Uses of coupons with limited uses per client address. */
  couponPerAddress: RequestLimit;
  /** Uses of coupons with limited uses per CPF or CNPJ. */
  couponPerDocument: RequestLimit;
  /** Uses of coupons with limited uses per seller. */
  couponPerSeller: RequestLimit;
}

const HOUR = 60;
const DAY = 24 * 60;

export const DEFAULT_LEAD_LIMITS: LeadLimits = {
  perAddress: { max: 20, windowMinutes: HOUR },
  perDocument: { max: 5, windowMinutes: DAY },
  perSeller: { max: 100, windowMinutes: HOUR },
  couponPerAddress: { max: 3, windowMinutes: DAY },
  couponPerDocument: { max: 3, windowMinutes: DAY },
  couponPerSeller: { max: 30, windowMinutes: DAY },
};

/** Every limit multiplied by `factor` (the end-to-end tests' servers, which send many leads from one address). */
export function scaledLeadLimits(factor: number, limits: LeadLimits = DEFAULT_LEAD_LIMITS): LeadLimits {
  const scaled = {} as LeadLimits;
  for (const key of Object.keys(limits) as (keyof LeadLimits)[]) scaled[key] = { ...limits[key], max: limits[key].max * factor };
  return scaled;
}

/** The buckets the counts live in (`limited_requests.bucket`). */
export const LEAD_BUCKETS = { lead: 'lead', coupon: 'lead-coupon' } as const;

/** One request's subjects: who sends it (address or seller) and whose document it names. */
export interface LeadLimitCheck {
  /** Takes the lead's slots in the caller's transaction (after the key's claim), or refuses it (429). */
  take(tx: Queryable): Promise<void>;
  /** When the lead `leadId` used a coupon with limited uses (in this transaction), takes its coupon slots, or refuses it (429). */
  takeCoupon(tx: Queryable, leadId: string): Promise<void>;
  /** Runs `write` in a transaction and takes the lead's slots when it wrote a lead (an object); 'taken'/'stale' answers write nothing and count nothing. */
  write<T>(db: Database, write: (tx: Queryable) => Promise<T | 'taken' | 'stale'>): Promise<T | 'taken' | 'stale'>;
}

/** One request's lead limits, counted by `counter` (the app's `app.limits`). */
export function leadLimitsOf(counter: Limits, limits: LeadLimits, request: FastifyRequest, document: string | null | undefined): LeadLimitCheck {
  const user = request.sessionUser;
  const seller = isSeller(user);
  const sender = seller ? `seller:${user!.id}` : `address:${request.ip ?? 'unknown'}`;
  const doc = document ? stripDocument(document) : '';
  const subjects = (bucket: string, bySender: RequestLimit, byDocument: RequestLimit): LimitedSubject[] => [
    { bucket, subject: sender, limit: bySender },
    ...(doc ? [{ bucket, subject: `document:${doc}`, limit: byDocument }] : []),
  ];
  const leadSubjects = subjects(LEAD_BUCKETS.lead, seller ? limits.perSeller : limits.perAddress, limits.perDocument);
  const couponSubjects = subjects(LEAD_BUCKETS.coupon, seller ? limits.couponPerSeller : limits.couponPerAddress, limits.couponPerDocument);
  const leadMessage = ({ refused, retryAfterSeconds }: { refused: LimitedSubject; retryAfterSeconds: number }) =>
    refused.subject.startsWith('document:')
      ? leadLabels.api.tooManyLeadsForDocument(retryAfterSeconds)
      : seller
        ? leadLabels.api.tooManySellerLeads(retryAfterSeconds)
        : leadLabels.api.tooManyLeads(retryAfterSeconds);

  const check: LeadLimitCheck = {
    take: (tx) => counter.enforce(tx, leadSubjects, leadMessage),
    async takeCoupon(tx, leadId) {
      const { rows } = await tx.query(
        `SELECT 1 FROM coupon_usages u JOIN coupons c ON c.name = u.coupon_name
          WHERE u.lead_id = $1 AND c.data->>'maxUsages' IS NOT NULL LIMIT 1`,
        [leadId],
      );
      if (rows.length > 0) await counter.enforce(tx, couponSubjects, (r) => leadLabels.api.tooManyCouponUses(r.retryAfterSeconds));
    },
    write: (db, write) =>
      db.transaction(async (tx) => {
        const written = await write(tx);
        if (written !== 'taken' && written !== 'stale') await check.take(tx);
        return written;
      }),
  };
  return check;
}
