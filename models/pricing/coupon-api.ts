/**
 * The coupon calls' parameters and answers (spec 001 §7 "Coupons") beyond
 * the shapes in coupon-rules.ts, and the rules that turn a stored coupon and
 * its usage counts into the answer a person's browser gets.
 */
import { boolean, integer, min, nullable, number, object, optional, pattern, refine, size, string, type Infer } from 'superstruct';
import type { CouponDefinition } from '../coupon/coupon';
import type { Coupon } from '../coupon/coupon-rules';
import { Cpf } from '../common/field-structs';
import type { Offer } from '../offer/offer';
import { cheapestPlan, couponMonthlyDiscount } from './pricing';

const CouponName = pattern(size(string(), 1, 40), /^[A-Za-z0-9_-]+$/);
const OfferId = pattern(size(string(), 1, 80), /^[A-Za-z0-9_-]+$/);
const Period = pattern(string(), /^[1-9]\d{0,2}$/);
/** A coupon named by its name or by its locavia code. */
const CouponId = pattern(size(string(), 1, 80), /^[A-Za-z0-9_-]+$/);

/** `POST /api/coupons/validate/:couponName/offer/:offerId/period/:couponPeriod` */
export const CouponValidateParams = object({ couponName: CouponName, offerId: OfferId, couponPeriod: Period });
/** `?cpf=` or `?userCPF=` (spec: "optional query cpf or userCPF"). */
export const CouponCpfQuery = object({ cpf: optional(Cpf), userCPF: optional(Cpf) });
export type CouponCpfQuery = Infer<typeof CouponCpfQuery>;

/** `GET /api/coupons/default/offer/:offerId/period/:period` */
export const DefaultCouponParams = object({ offerId: OfferId, period: Period });

/** `GET /api/coupons/availability/:couponName/offer/:offerId?cpf=` */
export const CouponAvailabilityParams = object({ couponName: CouponName, offerId: OfferId });

/** `POST /api/coupons/count?id=…&cpf=…` (or couponId / userCPF). */
export const CouponCountParams = refine(
  object({ id: optional(CouponId), couponId: optional(CouponId), cpf: optional(Cpf), userCPF: optional(Cpf) }),
  'couponId',
  (q) => (q.id ?? q.couponId ? true : 'Informe o cupom (id).'),
);
export type CouponCountParams = Infer<typeof CouponCountParams>;

export const CouponCountAnswer = object({
  name: string(),
  usedCount: min(integer(), 0),
  remainingUsages: nullable(min(integer(), 0)),
  remainingUsageForCpf: nullable(min(integer(), 0)),
});
export type CouponCountAnswer = Infer<typeof CouponCountAnswer>;

export const CouponClearCpfParams = object({ cpf: Cpf });
export const CouponClearParams = object({ id: CouponId });
export const CouponClearOneParams = object({ id: CouponId, cpf: Cpf });
export const CouponClearAnswer = object({ cleared: min(integer(), 0) });
export type CouponClearAnswer = Infer<typeof CouponClearAnswer>;

export const CouponIsAvailable = object({ limited: boolean(), available: boolean(), remainingUsages: optional(nullable(number())) });

/** The CPF a coupon call names (cpf or userCPF), digits only. */
export function couponCpf(q: { cpf?: string | undefined; userCPF?: string | undefined }): string | null {
  const raw = q.cpf ?? q.userCPF;
  return raw ? raw.replace(/\D/g, '') : null;
}

/** Whether a stored coupon can be used today for this offer and period (dates inclusive, ISO `YYYY-MM-DD`). */
export function couponApplies(def: Pick<CouponDefinition, 'offerIds' | 'periods' | 'validFrom' | 'validUntil'>, offerId: string, period: number, today: string): 'ok' | 'expired' | 'notForOffer' {
  if (today < def.validFrom || today > def.validUntil) return 'expired';
  if (def.offerIds.length > 0 && !def.offerIds.includes(offerId)) return 'notForOffer';
  if (def.periods.length > 0 && !def.periods.includes(period)) return 'notForOffer';
  return 'ok';
}

export interface CouponUsage {
  usedCount: number;
  /** Uses by the CPF asked about, or null when no CPF was given. */
  usedByCpf: number | null;
}

/** The monthly plan price a coupon's figures for a period are computed on: the cheapest plan of the period. */
export function couponPlanPrice(offer: Pick<Offer, 'rentalPlanList'>, period: number): number | undefined {
  return cheapestPlan(offer.rentalPlanList.filter((p) => p.period === period))?.price;
}

/** The coupon as validation answers it: the definition with its remaining usages and the monthly discount. */
export function couponAnswer(def: CouponDefinition, usage: CouponUsage, period: number, monthlyPlanPrice: number): Coupon {
  const remainingUsages = def.maxUsages != null ? Math.max(0, def.maxUsages - usage.usedCount) : null;
  const remainingUsageForCpf = def.maxUsagesPerCPF != null && usage.usedByCpf != null ? Math.max(0, def.maxUsagesPerCPF - usage.usedByCpf) : null;
  return {
    locaviaCode: def.locaviaCode,
    name: def.name,
    description: def.description,
    type: def.type,
    recurrence: def.recurrence ?? null,
    maxUsages: def.maxUsages ?? null,
    maxUsagesPerCPF: def.maxUsagesPerCPF ?? null,
    remainingUsages,
    remainingUsageForCpf,
    discountAmount: def.discountAmount,
    monthlyPaymentDiscountAmount: couponMonthlyDiscount(def, monthlyPlanPrice, period),
    period,
    limitedKind: def.limitedKind,
    requiresInitialPayment: def.requiresInitialPayment,
  };
}

/** Which limit a new use would break, if any: the total (quantity) first, then the CPF's. */
export function usageLimitHit(def: Pick<CouponDefinition, 'maxUsages' | 'maxUsagesPerCPF'>, usage: CouponUsage): 'quantity' | 'cpf' | null {
  if (def.maxUsages != null && usage.usedCount >= def.maxUsages) return 'quantity';
  if (def.maxUsagesPerCPF != null && usage.usedByCpf != null && usage.usedByCpf >= def.maxUsagesPerCPF) return 'cpf';
  return null;
}

/** Coupon validity is by the local calendar (models/common/calendar.ts). */
export { todayInBrazil } from '../common/calendar';
