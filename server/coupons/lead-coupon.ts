/**
 * The coupon a lead carries, found one way and held to one set of rules,
 * whatever the lead prices, stores or counts with it:
 *
 * - `resolveLeadCoupon`: which of our coupons the lead's coupon object
 *   names. Any coupon object is a coupon: it must name exactly one of ours,
 *   by every field our coupons are found by (`COUPON_NAMING_FIELDS`: the
 *   name, the Locavia code); its other fields (type, amount, limits…) are
 *   the browser's words and count for nothing. An object that names none of
 *   ours, or two, is refused.
 * - `checkLeadCoupon`: the coupon's rules for this lead (validity, offer,
 *   period, the entrada it needs, its limits), each refused in pt-BR.
 * - `useLeadCoupon`: the count, inside the lead's transaction, under the
 *   coupon's row lock (SELECT … FOR UPDATE), so parallel leads of one coupon
 *   are counted one after the other and never pass maxUsages or
 *   maxUsagesPerCPF. A refused lead stores nothing (the transaction rolls
 *   back with the lead).
 *
 * A lead that names a coupon is always counted: it never takes the lead
 * routes' one-statement path.
 */
import { couponAnswer, couponApplies, couponPlanPrice, todayInBrazil, usageLimitHit, type CouponUsage } from '../../models/pricing/coupon-api';
import type { CouponDefinition } from '../../models/coupon/coupon';
import { couponInitialPaymentError, type Coupon } from '../../models/coupon/coupon-rules';
import { labels } from '../../models/labels/spec';
import type { Offer } from '../../models/offer/offer';
import { BAD_REQUEST_MESSAGE } from '../../models/common/struct-errors';
import { onlyDigits } from '../../models/common/validators';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/route';
import { couponOfLead, couponsNamedBy, lockCoupon, usageOf, type StoredCoupon } from './coupons-repo';

export const COUPON_FIELD = 'rental_payment_information.coupon';

/**
 * The fields of a lead's coupon object our coupons are found by (`findCoupon`: the name, case-insensitive,
 * or the Locavia code). Every one that is not blank must name the same coupon.
 */
export const COUPON_NAMING_FIELDS = ['name', 'locaviaCode'] as const satisfies readonly (keyof Coupon)[];

const unavailable = () => new HttpError(409, 'coupon_unavailable', labels.coupon.unavailable, { [COUPON_FIELD]: labels.coupon.unavailable });

/** Does the lead carry a coupon object at all (whatever it says)? */
export function carriesCoupon(payment: { coupon?: unknown } | null | undefined): boolean {
  return payment?.coupon !== undefined && payment.coupon !== null;
}

/**
 * Which of our coupons the lead's coupon object names: null without one
 * (absent or null); else the one coupon every non-blank naming field names
 * (409 'Cupom indisponível' when none does, one names none of ours, or two
 * name different ones).
 */
export async function resolveLeadCoupon(db: Queryable, sent: unknown): Promise<StoredCoupon | null> {
  if (sent === undefined || sent === null) return null;
  const fields = typeof sent === 'object' ? (sent as Record<string, unknown>) : {};
  const values = [
    ...new Set(
      COUPON_NAMING_FIELDS.map((f) => fields[f])
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    ),
  ];
  if (values.length === 0) throw unavailable();
  const named = await couponsNamedBy(db, values);
  let coupon: StoredCoupon | undefined;
  for (const value of values) {
    const found = named.get(value) ?? [];
    if (found.length !== 1) throw unavailable();
    if (coupon && coupon.definition.name !== found[0]!.definition.name) throw unavailable();
    coupon = found[0];
  }
  return coupon!;
}

/** What of a lead a coupon's rules read: the person's CPF (none for a company), the offer, the plan's period, the entrada and the least the plan allows. */
export interface LeadCouponUse {
  cpf: string | null | undefined;
  offerId: string;
  period: number;
  /** The entrada, centavos (0: none). */
  initialPayment: number;
  /** The least entrada the plan allows, centavos. */
  minimumInitialPayment: number;
}

/** The CPF a per-CPF limit counts: the person's, digits only (null for a company or a malformed one). */
function cpfOf(use: Pick<LeadCouponUse, 'cpf'>): string | null {
  const digits = use.cpf ? onlyDigits(use.cpf) : '';
  return digits.length === 11 ? digits : null;
}

/** A coupon that needs an entrada is refused without one (models/coupon/coupon-rules.ts, the coupon field's own rule): in a lead and in every version of it. */
export function checkCouponEntrada(def: Pick<CouponDefinition, 'requiresInitialPayment'>, use: Pick<LeadCouponUse, 'initialPayment' | 'minimumInitialPayment'>): void {
  const entrada = couponInitialPaymentError(def, use.initialPayment, use.minimumInitialPayment);
  if (entrada) throw new HttpError(422, 'coupon_requires_initial_payment', entrada, { [COUPON_FIELD]: entrada });
}

/**
 * The coupon's rules for this lead, in the order the coupon field answers
 * them: valid today, for this offer and period, with the entrada it needs,
 * a CPF when it counts per CPF, and (given the usage) within its limits.
 * Throws the refusal (HttpError, pt-BR).
 */
export function checkLeadCoupon(def: CouponDefinition, use: LeadCouponUse, usage?: CouponUsage): void {
  const applies = couponApplies(def, use.offerId, use.period, todayInBrazil());
  if (applies === 'expired') throw new HttpError(422, 'coupon_expired', labels.coupon.expired, { [COUPON_FIELD]: labels.coupon.expired });
  if (applies === 'notForOffer') throw unavailable();
  checkCouponEntrada(def, use);
  if (def.maxUsagesPerCPF != null && !cpfOf(use)) throw new HttpError(400, 'bad_request', BAD_REQUEST_MESSAGE, { cpf: labels.validation.cpf });
  if (!usage) return;
  const hit = usageLimitHit(def, usage);
  if (hit === 'quantity') throw new HttpError(409, 'coupon_limit_quantity', labels.coupon.limitedByQuantityError, { [COUPON_FIELD]: labels.coupon.limitedByQuantityError });
  if (hit === 'cpf') throw new HttpError(409, 'coupon_limit_cpf', labels.coupon.limitedByCpfError, { [COUPON_FIELD]: labels.coupon.limitedByCpfError });
}

/**
 * Counts the lead's use of the coupon `resolveLeadCoupon` found (the caller's transaction), after its rules
 * under the coupon's row lock; or refuses the lead (HttpError) when the coupon cannot be used.
 */
export async function useLeadCoupon(tx: Queryable, leadId: string, couponName: string, use: LeadCouponUse): Promise<void> {
  const coupon = await lockCoupon(tx, couponName);
  if (!coupon) throw unavailable();
  const def = coupon.definition;
  const cpf = cpfOf(use);
  checkLeadCoupon(def, use, await usageOf(tx, coupon, cpf));
  await tx.query('INSERT INTO coupon_usages (coupon_name, cpf, lead_id) VALUES ($1, $2, $3)', [def.name, cpf, leadId]);
  await tx.query('UPDATE coupons SET used_count = used_count + 1 WHERE name = $1', [def.name]);
}

/** The coupon as a lead stores it (its payment information's `coupon`): our definition and its figures for the plan's period, never the browser's words. */
export function storedLeadCoupon(coupon: StoredCoupon, offer: Pick<Offer, 'rentalPlanList'>, period: number): Coupon {
  return couponAnswer(coupon.definition, { usedCount: coupon.usedCount, usedByCpf: null }, period, couponPlanPrice(offer, period) ?? 0);
}

/**
 * The coupon a stored lead carries: the one it was counted with when it was
 * sent (its coupon use), never what its body says. An update prices with it
 * and the page editing the lead shows it; none when the lead used none.
 */
export async function leadCarriedCoupon(db: Queryable, leadId: string): Promise<StoredCoupon | null> {
  return (await couponOfLead(db, leadId)) ?? null;
}
