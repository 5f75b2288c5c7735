/**
 * Coupon as a validation answers it (spec 000 §3 "Coupon", 001 §7
 * "Coupons"), its availability and its messages (001 §8). The stored
 * definition is `CouponDefinition` in coupon.ts; the discount arithmetic is
 * in pricing.ts.
 */
import { boolean, integer, min, nullable, number, object, optional, size, string, type Infer } from 'superstruct';
import { match } from 'ts-pattern';
import { CouponLimitKind, CouponRecurrence, CouponType } from './coupon';
import { Cpf } from '../common/field-structs';
import { labels } from '../labels/spec';

/** The coupon an answer carries, with usage counts. */
export const Coupon = object({
  locaviaCode: string(),
  name: string(),
  description: string(),
  type: CouponType,
  recurrence: optional(nullable(CouponRecurrence)),
  maxUsages: optional(nullable(min(integer(), 1))),
  maxUsagesPerCPF: optional(nullable(min(integer(), 1))),
  remainingUsages: optional(nullable(min(integer(), 0))),
  remainingUsageForCpf: optional(nullable(min(integer(), 0))),
  /** percentage: percent; flat-discount: centavos. */
  discountAmount: min(number(), 0),
  /** The discount per month for the period asked, in centavos. */
  monthlyPaymentDiscountAmount: optional(nullable(min(integer(), 0))),
  period: optional(nullable(min(integer(), 1))),
  limitedKind: CouponLimitKind,
  requiresInitialPayment: optional(boolean()),
});
export type Coupon = Infer<typeof Coupon>;

/** POST /coupons/validate/{couponName}/offer/{offerId}/period/{couponPeriod} answer. */
export const CouponValidationAnswer = object({
  coupon: Coupon,
  /** Discount per month in centavos. */
  discount: min(integer(), 0),
});
export type CouponValidationAnswer = Infer<typeof CouponValidationAnswer>;

export const CouponValidationParams = object({
  couponName: size(string(), 1, 40),
  offerId: size(string(), 1, 80),
  couponPeriod: size(string(), 1, 3),
});

/** POST /coupons/count query: the coupon id and the CPF that used it. */
export const CouponCountQuery = object({ id: size(string(), 1, 80), cpf: optional(Cpf) });

export const CouponAvailability = object({ limited: boolean(), available: boolean() });
export type CouponAvailability = Infer<typeof CouponAvailability>;

/** Coupon names are upper-cased (spec 001 §5.4). */
export function normalizeCouponName(name: string): string {
  return name.trim().toUpperCase();
}

type UsageCounts = Pick<Coupon, 'limitedKind' | 'remainingUsages' | 'remainingUsageForCpf'>;

function hasRemaining(n: number | null | undefined): boolean {
  return n == null || n > 0;
}

/**
 * Availability {limited, available}: limited unless the kind is none;
 * available while the counts the kind limits are above zero (an unknown count
 * does not block).
 */
const NOT_LIMITED: CouponAvailability = { limited: false, available: true };

export function couponAvailability(coupon: UsageCounts): CouponAvailability {
  return match(coupon.limitedKind)
    .returnType<CouponAvailability>()
    .with('cpf', () => ({ limited: true, available: hasRemaining(coupon.remainingUsageForCpf) }))
    .with('quantity', () => ({ limited: true, available: hasRemaining(coupon.remainingUsages) }))
    .with('both', () => ({ limited: true, available: hasRemaining(coupon.remainingUsages) && hasRemaining(coupon.remainingUsageForCpf) }))
    .with('none', () => NOT_LIMITED)
    // A stored definition read back with a kind of another version counts as unlimited, as 'none' does.
    .exhaustive(() => NOT_LIMITED);
}

/** The warning shown while a limited coupon is applied: by CPF (also for both), by quantity, none otherwise. */
export function couponLimitWarning(kind: CouponLimitKind): string | undefined {
  return match(kind)
    .returnType<string | undefined>()
    .with('cpf', 'both', () => labels.coupon.limitedByCpfWarning)
    .with('quantity', () => labels.coupon.limitedByQuantityWarning)
    .with('none', () => undefined)
    .exhaustive();
}

/** The error when a coupon is no longer available: by CPF (also for both), by quantity, 'Cupom expirado' without a limit. */
export function couponUnavailableMessage(kind: CouponLimitKind): string {
  return match(kind)
    .with('cpf', 'both', () => labels.coupon.limitedByCpfError)
    .with('quantity', () => labels.coupon.limitedByQuantityError)
    .with('none', () => labels.coupon.expired)
    .exhaustive();
}

/**
 * A coupon that needs an initial payment is refused without one, and, when
 * validation with the initial payment is on, with one below the minimum.
 */
export function couponInitialPaymentError(
  coupon: Pick<Coupon, 'requiresInitialPayment'>,
  initialPayment: number,
  minimumInitialPayment: number,
): string | undefined {
  if (!coupon.requiresInitialPayment) return undefined;
  return initialPayment > 0 && initialPayment >= minimumInitialPayment ? undefined : labels.coupon.requiresInitialPayment;
}
