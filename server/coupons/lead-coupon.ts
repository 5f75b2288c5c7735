/**
 * A coupon is used by the lead that carries it, and only then: inside the
 * lead's transaction, under the coupon's row lock (SELECT … FOR UPDATE), so
 * parallel leads of one coupon are counted one after the other and never
 * pass maxUsages or maxUsagesPerCPF. A lead over a limit, with an unknown
 * or expired coupon, or without the CPF a per-CPF coupon needs, is refused
 * and nothing of it is stored (the transaction rolls back with the lead).
 */
import { couponApplies, todayInBrazil, usageLimitHit } from '../../models/coupon-api';
import { labels } from '../../models/labels/spec';
import { BAD_REQUEST_MESSAGE } from '../../models/struct-errors';
import { onlyDigits } from '../../models/validators';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/route';
import { findCoupon, usageOf } from './coupons-repo';

const COUPON_FIELD = 'rental_payment_information.coupon';

/** What of a lead names a coupon: its name, the person's CPF (none for a company), the offer and the period. */
export interface LeadCouponUse {
  couponName: string | null | undefined;
  cpf: string | null | undefined;
  offerId: string;
  period: number | null | undefined;
}

/** Counts the lead's coupon use (the caller's transaction), or refuses the lead (HttpError) when the coupon cannot be used. */
export async function useLeadCoupon(tx: Queryable, leadId: string, use: LeadCouponUse): Promise<void> {
  const name = use.couponName?.trim();
  if (!name) return;
  const coupon = await findCoupon(tx, name, { lock: true });
  if (!coupon) throw new HttpError(409, 'coupon_unavailable', labels.coupon.unavailable, { [COUPON_FIELD]: labels.coupon.unavailable });
  const def = coupon.definition;
  if (use.period != null) {
    const applies = couponApplies(def, use.offerId, use.period, todayInBrazil());
    if (applies === 'expired') throw new HttpError(422, 'coupon_expired', labels.coupon.expired, { [COUPON_FIELD]: labels.coupon.expired });
    if (applies === 'notForOffer') throw new HttpError(409, 'coupon_unavailable', labels.coupon.unavailable, { [COUPON_FIELD]: labels.coupon.unavailable });
  }
  const digits = use.cpf ? onlyDigits(use.cpf) : '';
  const cpf = digits.length === 11 ? digits : null;
  if (def.maxUsagesPerCPF != null && !cpf) throw new HttpError(400, 'bad_request', BAD_REQUEST_MESSAGE, { cpf: labels.validation.cpf });
  const hit = usageLimitHit(def, await usageOf(tx, coupon, cpf));
  if (hit === 'quantity') throw new HttpError(409, 'coupon_limit_quantity', labels.coupon.limitedByQuantityError, { [COUPON_FIELD]: labels.coupon.limitedByQuantityError });
  if (hit === 'cpf') throw new HttpError(409, 'coupon_limit_cpf', labels.coupon.limitedByCpfError, { [COUPON_FIELD]: labels.coupon.limitedByCpfError });
  await tx.query('INSERT INTO coupon_usages (coupon_name, cpf, lead_id) VALUES ($1, $2, $3)', [def.name, cpf, leadId]);
  await tx.query('UPDATE coupons SET used_count = used_count + 1 WHERE name = $1', [def.name]);
}
