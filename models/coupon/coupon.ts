/** Coupon (spec 000 §3, 001 §7 "Coupons"). Money in integer centavos; percentages as numbers. */
import { array, enums, integer, min, nullable, number, object, optional, string, boolean, type Infer } from 'superstruct';

export const CouponType = enums(['flat-discount', 'percentage']);
export type CouponType = Infer<typeof CouponType>;

export const CouponLimitKind = enums(['cpf', 'quantity', 'both', 'none']);
export type CouponLimitKind = Infer<typeof CouponLimitKind>;

export const CouponRecurrence = object({
  type: enums(['first-few-months']),
  months: min(integer(), 1),
});

/** A coupon as stored (the catalogue) — the answer of validation adds usage counts. */
export const CouponDefinition = object({
  locaviaCode: string(),
  name: string(),
  description: string(),
  type: CouponType,
  /**
   * flat-discount: centavos off the contract, spread over the recurrence months
   * (or the plan's months) — spec 001 §9 "divided by plan or months";
   * percentage: percent of the monthly plan price.
   */
  discountAmount: min(number(), 0),
  recurrence: optional(nullable(CouponRecurrence)),
  maxUsages: optional(nullable(min(integer(), 1))),
  maxUsagesPerCPF: optional(nullable(min(integer(), 1))),
  limitedKind: CouponLimitKind,
  /** Offer ids the coupon applies to; empty means every offer. */
  offerIds: array(string()),
  /** Periods (months) the coupon applies to; empty means every period. */
  periods: array(min(integer(), 1)),
  /** Applied automatically when the offer opens (automatic default coupon). */
  isDefault: boolean(),
  /** Only valid together with an initial payment. */
  requiresInitialPayment: boolean(),
  validFrom: string(),
  validUntil: string(),
});
export type CouponDefinition = Infer<typeof CouponDefinition>;
