/**
 * Pricing rules (spec 001 §5.4, §9). Every amount is integer centavos.
 *
 * Rounding: a figure is computed from its inputs exactly (integer arithmetic
 * where the rule is a ratio, floating point only for the financing power) and
 * rounded once, at the end, half-up to the centavo (`roundCentavos`,
 * `roundRatio`: .5 goes towards +∞). A figure derived from other figures a
 * person sees (the financing discount from the shown instalment, the monthly
 * value from the shown total) uses those shown, already-rounded figures, so
 * the parts a person reads always add up.
 */
import type { AdditionalItem, Colour, Offer, Optional, RentalPlan } from '../offer/offer';
import type { CouponType } from '../coupon/coupon';

// ───────────────────────────── rounding ─────────────────────────────

/** Half-up rounding to a whole centavo, used once at the end of a computation. */
export function roundCentavos(value: number): number {
  return Math.floor(value + 0.5);
}

/** numerator / denominator rounded half-up, exactly, for integers (denominator > 0). */
export function roundRatio(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

// ───────────────────────────── plans and items ─────────────────────────────

/** What the reachable minimum needs of an offer (a list left out: nothing of it is required). */
export type MinimumPricedOffer = Pick<Offer, 'rentalPlanList' | 'defaultLayoutInformation'> &
  Partial<Pick<Offer, 'optionals' | 'additionalItemsList' | 'colors'>>;

/**
 * The cheapest monthly total a person can actually configure with a plan:
 * the plan price, plus what that period requires (its required optional and
 * its required additionals), plus the cheapest colour offered with it.
 */
export function planMinimumTotal(offer: Omit<MinimumPricedOffer, 'rentalPlanList' | 'defaultLayoutInformation'>, plan: Pick<RentalPlan, 'price' | 'period'>): number {
  const optional = itemsForPeriod(offer.optionals ?? [], plan.period).find((o) => o.required) ?? null;
  const additionals = itemsForPeriod(offer.additionalItemsList ?? [], plan.period).filter((a) => a.required === 1);
  const colour = cheapestColour(itemsForPeriod(offer.colors ?? [], plan.period)) ?? null;
  return monthlyTotal({ plan, optional, additionals, colour }).total;
}

/** The colour of a list that costs least (the first of equals), or undefined for an empty list. */
export function cheapestColour<C extends Pick<Colour, 'value'>>(colours: readonly C[]): C | undefined {
  let best: C | undefined;
  for (const c of colours) if (!best || c.value < best.value) best = c;
  return best;
}

/** The lowest monthly total any configuration of the offer reaches (0 without plans). */
export function reachableMinimumMonthly(offer: MinimumPricedOffer): number {
  let min = Number.POSITIVE_INFINITY;
  for (const plan of offer.rentalPlanList) min = Math.min(min, planMinimumTotal(offer, plan));
  return Number.isFinite(min) ? min : 0;
}

/** A layout price ('A PARTIR DE' set by hand) below every configuration a person can reach. */
export function isLayoutPriceUnreachable(offer: MinimumPricedOffer): boolean {
  const layout = offer.defaultLayoutInformation?.monthlyPayment;
  return layout != null && offer.rentalPlanList.length > 0 && layout < reachableMinimumMonthly(offer);
}

/**
 * The price a card shows as "A PARTIR DE" (spec 001 §9, made honest): the
 * layout's monthly payment when the offer carries one that a configuration
 * reaches, otherwise the reachable minimum (`reachableMinimumMonthly`: the
 * cheapest plan with what its period requires). Never a price no
 * configuration reaches.
 */
export function minimumMonthlyPrice(offer: MinimumPricedOffer): number {
  const layout = offer.defaultLayoutInformation?.monthlyPayment;
  if (layout != null && !isLayoutPriceUnreachable(offer)) return layout;
  return reachableMinimumMonthly(offer);
}

/** The cheapest plan of a list (the first of equals), or undefined for an empty list. */
export function cheapestPlan<P extends Pick<RentalPlan, 'price'>>(plans: readonly P[]): P | undefined {
  let best: P | undefined;
  for (const plan of plans) if (!best || plan.price < best.price) best = plan;
  return best;
}

/** The plan an offer opens with: the one selected by default, else the cheapest. */
export function defaultPlan(plans: readonly RentalPlan[]): RentalPlan | undefined {
  return plans.find((p) => p.selectedByDefault) ?? cheapestPlan(plans);
}

/** The distinct periods (months) of a plan list, ascending. */
export function planPeriods(plans: readonly Pick<RentalPlan, 'period'>[]): number[] {
  return [...new Set(plans.map((p) => p.period))].sort((a, b) => a - b);
}

/** The distinct mileages (km/month) offered with a period, ascending. */
export function planMileages(plans: readonly Pick<RentalPlan, 'period' | 'km'>[], period: number): number[] {
  return [...new Set(plans.filter((p) => p.period === period).map((p) => p.km))].sort((a, b) => a - b);
}

/**
 * The plan for a period and a mileage. When that mileage is not offered the
 * choice falls back to the cheapest plan of the period, and to the cheapest
 * plan overall when the period is not offered either.
 */
export function selectPlan(plans: readonly RentalPlan[], period: number, km: number | undefined): RentalPlan | undefined {
  const exact = plans.find((p) => p.period === period && p.km === km);
  if (exact) return exact;
  return cheapestPlan(plans.filter((p) => p.period === period)) ?? cheapestPlan(plans);
}

/** Items offered with a period: an empty `associatedPeriod` means every period. */
export function itemsForPeriod<T extends { associatedPeriod: readonly number[] }>(items: readonly T[], period: number): T[] {
  return items.filter((i) => i.associatedPeriod.length === 0 || i.associatedPeriod.includes(period));
}

// ───────────────────────────── monthly total ─────────────────────────────

export interface PriceSelection {
  plan: Pick<RentalPlan, 'price'>;
  optional?: Pick<Optional, 'value'> | null;
  additionals?: readonly Pick<AdditionalItem, 'value'>[];
  colour?: Pick<Colour, 'value'> | null;
}

export interface MonthlyTotal {
  plan: number;
  optional: number;
  additionals: number;
  colour: number;
  /** plan + optional + additionals + colour */
  total: number;
}

/** Monthly total = plan price + optional + additionals + colour, with its parts. */
export function monthlyTotal(selection: PriceSelection): MonthlyTotal {
  const plan = selection.plan.price;
  const optional = selection.optional?.value ?? 0;
  const additionals = (selection.additionals ?? []).reduce((sum, a) => sum + a.value, 0);
  const colour = selection.colour?.value ?? 0;
  return { plan, optional, additionals, colour, total: plan + optional + additionals + colour };
}

// ───────────────────────────── initial payment (ENTRADA) ─────────────────────────────

export const INITIAL_PAYMENT_MIN_PERCENT = 10;
export const INITIAL_PAYMENT_MAX_PERCENT = 70;

export interface InitialPaymentBounds {
  min: number;
  max: number;
}

/** Minimum 10 % and maximum 70 % of (monthly total × months); zero is always allowed besides. */
export function initialPaymentBounds(monthlyTotalCentavos: number, months: number): InitialPaymentBounds {
  const contract = monthlyTotalCentavos * months;
  return {
    min: roundRatio(contract * INITIAL_PAYMENT_MIN_PERCENT, 100),
    max: roundRatio(contract * INITIAL_PAYMENT_MAX_PERCENT, 100),
  };
}

export type InitialPaymentCheck = 'ok' | 'belowMinimum' | 'aboveMaximum';

/** Zero is allowed; otherwise the amount must lie within the bounds. */
export function checkInitialPayment(amount: number, bounds: InitialPaymentBounds): InitialPaymentCheck {
  if (amount === 0) return 'ok';
  if (amount < bounds.min) return 'belowMinimum';
  if (amount > bounds.max) return 'aboveMaximum';
  return 'ok';
}

// ───────────────────────────── financing ─────────────────────────────

/** Below this monthly rate (as a fraction) the formula is replaced by its limit r → 0: first payment / n. */
const NEGLIGIBLE_RATE = 1e-9;

export interface Financing {
  /** The initial payment (ENTRADA). */
  firstPayment: number;
  /** What the initial payment takes off each month: first payment × (gⁿ × r) / (gⁿ − 1), at most the monthly total. */
  instalment: number;
  /** instalment × n − first payment, never below zero. */
  discount: number;
  /** monthly total − instalment, never below zero (the instalment is capped at the monthly total). */
  monthlyValue: number;
}

/**
 * Financing of an initial payment (spec 001 §9): r = monthlyInterestRate / 100,
 * g = 1 + r, n = months; instalment = first payment × (gⁿ × r) / (gⁿ − 1),
 * rounded once half-up (with r = 0, or a rate too small to compute, the
 * limit: first payment / n).
 * discount = instalment × n − first payment and monthly value = total −
 * instalment use the rounded instalment, so monthly value + instalment is
 * always the total. Two floors keep the figures sane: the instalment is capped
 * at the monthly total (a high rate over a long contract with a 70 % entrada
 * can exceed it, e.g. 2 % a.m. over 60 months; the monthly value is then
 * zero), and the discount is floored at zero (a rounded-down instalment at
 * r = 0 could otherwise show −R$ 0,01).
 */
export function financing(monthlyTotalCentavos: number, firstPayment: number, months: number, monthlyInterestRate: number): Financing {
  if (firstPayment <= 0 || months <= 0) {
    return { firstPayment: Math.max(0, firstPayment), instalment: 0, discount: 0, monthlyValue: Math.max(0, monthlyTotalCentavos) };
  }
  const r = monthlyInterestRate / 100;
  let instalment: number;
  if (r < NEGLIGIBLE_RATE) {
    instalment = roundRatio(firstPayment, months);
  } else {
    // (gⁿ × r) / (gⁿ − 1) = r / (1 − g⁻ⁿ); expm1/log1p keep it exact for small rates.
    const factor = r / -Math.expm1(-months * Math.log1p(r));
    instalment = roundCentavos(firstPayment * factor);
  }
  // An entrada cannot take more off a month than the month costs.
  instalment = Math.min(instalment, Math.max(0, monthlyTotalCentavos));
  return {
    firstPayment,
    instalment,
    discount: Math.max(0, instalment * months - firstPayment),
    monthlyValue: monthlyTotalCentavos - instalment,
  };
}

/** The most an initial payment can save ('Simule uma entrada e economize até {price}'): the discount at the maximum entrada. */
export function maximumFinancingSaving(monthlyTotalCentavos: number, months: number, monthlyInterestRate: number): number {
  const { max } = initialPaymentBounds(monthlyTotalCentavos, months);
  return financing(monthlyTotalCentavos, max, months, monthlyInterestRate).discount;
}

// ───────────────────────────── cart ─────────────────────────────

/** Cart total = rental plan monthly price × months. */
export function cartTotal(planPrice: number, months: number): number {
  return planPrice * months;
}

// ───────────────────────────── coupons ─────────────────────────────

export interface CouponTerms {
  type: CouponType;
  /** percentage: percent of the monthly plan price; flat-discount: the amount in centavos. */
  discountAmount: number;
  recurrence?: { type: 'first-few-months'; months: number } | null;
}

/** The months a coupon's discount applies to within a contract of `planMonths`. */
export function couponMonths(coupon: Pick<CouponTerms, 'recurrence'>, planMonths: number): number {
  const months = coupon.recurrence?.type === 'first-few-months' ? coupon.recurrence.months : planMonths;
  return Math.max(0, Math.min(months, planMonths));
}

/**
 * The coupon's discount per month, never negative and never above the
 * monthly plan price. Percentage: percent × monthly plan / 100. Flat: the
 * amount divided by the months it applies to: the recurrence months
 * (first-few-months) or else the plan's months.
 */
/** A percentage coupon counts on the plan's monthly price alone: colour, optional and additionals are not discounted. */
export function discountsPlanPriceOnly(coupon: Pick<CouponTerms, 'type'>): boolean {
  return coupon.type === 'percentage';
}

export function couponMonthlyDiscount(coupon: CouponTerms, monthlyPlanPrice: number, planMonths: number): number {
  const amount = Math.max(0, coupon.discountAmount);
  let discount: number;
  if (discountsPlanPriceOnly(coupon)) {
    discount = roundCentavos((Math.min(amount, 100) * monthlyPlanPrice) / 100);
  } else {
    const months = couponMonths(coupon, planMonths);
    discount = months === 0 ? 0 : roundRatio(amount, months);
  }
  return Math.max(0, Math.min(discount, Math.max(0, monthlyPlanPrice)));
}

export interface InstalmentRange {
  /** First month of the range (1-based). */
  fromMonth: number;
  /** Last month of the range, inclusive. */
  toMonth: number;
  /** Monthly amount paid in the range. */
  amount: number;
}

/**
 * The instalments a person pays (VALOR MENSAL / VALOR FINAL). Without a
 * coupon, or when the coupon covers the whole contract: one range. With a
 * first-few-months coupon shorter than the contract: two ranges, the
 * discounted first months and the rest at the full monthly value.
 */
export function instalmentRanges(monthlyValue: number, couponDiscount: number, planMonths: number, couponMonthsCount: number): InstalmentRange[] {
  const discounted = Math.max(0, monthlyValue - Math.max(0, couponDiscount));
  const k = Math.max(0, Math.min(couponMonthsCount, planMonths));
  if (couponDiscount <= 0 || k === 0) return [{ fromMonth: 1, toMonth: planMonths, amount: monthlyValue }];
  if (k === planMonths) return [{ fromMonth: 1, toMonth: planMonths, amount: discounted }];
  return [
    { fromMonth: 1, toMonth: k, amount: discounted },
    { fromMonth: k + 1, toMonth: planMonths, amount: monthlyValue },
  ];
}

/** Sum paid over the ranges (excluding the initial payment). */
export function rangesTotal(ranges: readonly InstalmentRange[]): number {
  return ranges.reduce((sum, r) => sum + r.amount * (r.toMonth - r.fromMonth + 1), 0);
}

// ───────────────────────────── the whole offer price ─────────────────────────────

export interface OfferPriceInput extends PriceSelection {
  plan: Pick<RentalPlan, 'price' | 'period' | 'monthlyInterestRate'>;
  initialPayment?: number;
  coupon?: CouponTerms | null;
}

export interface OfferPrice {
  parts: MonthlyTotal;
  bounds: InitialPaymentBounds;
  initialPaymentCheck: InitialPaymentCheck;
  financing: Financing;
  couponDiscount: number;
  couponMonths: number;
  ranges: InstalmentRange[];
  /** Everything paid over the contract: initial payment + instalments. */
  contractTotal: number;
}

/** Everything the offer summary shows, from one selection. */
export function offerPrice(input: OfferPriceInput): OfferPrice {
  const parts = monthlyTotal(input);
  const months = input.plan.period;
  const bounds = initialPaymentBounds(parts.total, months);
  const entrada = Math.max(0, input.initialPayment ?? 0);
  const check = checkInitialPayment(entrada, bounds);
  const fin = financing(parts.total, check === 'ok' ? entrada : 0, months, input.plan.monthlyInterestRate);
  const couponDiscount = input.coupon ? Math.min(couponMonthlyDiscount(input.coupon, input.plan.price, months), fin.monthlyValue) : 0;
  const cMonths = input.coupon ? couponMonths(input.coupon, months) : 0;
  const ranges = instalmentRanges(fin.monthlyValue, couponDiscount, months, cMonths);
  return {
    parts,
    bounds,
    initialPaymentCheck: check,
    financing: fin,
    couponDiscount,
    couponMonths: cMonths,
    ranges,
    contractTotal: fin.firstPayment + rangesTotal(ranges),
  };
}

// ───────────────────────────── the contract's full cost and the excess km ─────────────────────────────

/** The extra driving the details page prices: 10 % and 25 % more than the plan's km. */
export const EXCESS_KM_SHARES: readonly number[] = [10, 25];

export interface ExcessKmCost {
  /** How much more than the plan's km is driven, in percent. */
  percent: number;
  /** The km over the contract: km a month × months × percent / 100, rounded half-up to the km. */
  km: number;
  /** What those km cost: km a month × months × percent / 100 × price per km, computed exactly and rounded once. */
  cost: number;
}

export interface ContractCost {
  /** Everything paid over the contract: entrada + the instalments (coupon ranges included), `OfferPrice.contractTotal`. */
  fullCost: number;
  months: number;
  kmPerMonth: number;
  /** Centavos per km driven over the plan, or null when the offer does not state it. */
  excessKmPrice: number | null;
  /** One per share of `EXCESS_KM_SHARES`; empty without an excess-km price. */
  overruns: ExcessKmCost[];
}

/** What driving `percent` % more than a plan costs at `pricePerKm` centavos a km (integer centavos, half-up). */
export function excessKmCost(kmPerMonth: number, months: number, percent: number, pricePerKm: number): ExcessKmCost {
  const scaledKm = Math.max(0, kmPerMonth) * Math.max(0, months) * Math.max(0, percent);
  return { percent, km: roundRatio(scaledKm, 100), cost: roundRatio(scaledKm * Math.max(0, pricePerKm), 100) };
}

/**
 * The contract's full cost beside VALOR MENSAL and what running over the km
 * costs: the priced selection's `contractTotal` (entrada + every instalment,
 * a coupon's ranges as `offerPrice` counts them) and, for 10 % and 25 % more
 * driving, km a month × months × share × the offer's price per km.
 */
export function contractCost(price: Pick<OfferPrice, 'contractTotal'>, plan: Pick<RentalPlan, 'period' | 'km'>, excessKmPrice: number | null | undefined): ContractCost {
  const perKm = excessKmPrice ?? null;
  return {
    fullCost: price.contractTotal,
    months: plan.period,
    kmPerMonth: plan.km,
    excessKmPrice: perKm,
    overruns: perKm === null ? [] : EXCESS_KM_SHARES.map((percent) => excessKmCost(plan.km, plan.period, percent, perKm)),
  };
}

// ───────────────────────────── fleet quotation ─────────────────────────────

export const QUOTATION_AMOUNT_MIN = 1;
export const QUOTATION_AMOUNT_MAX = 15;
export const QUOTATION_AMOUNT_DEFAULT = 1;
/** Commission percentages offered: 0.5 % to 5 % in steps of 0.5. */
export const COMMISSION_OPTIONS: readonly number[] = Array.from({ length: 10 }, (_, i) => (i + 1) / 2);
export const COMMISSION_DEFAULT = 5;
/** The commission already inside the price: 5 % of the car price. */
export const COMMISSION_BASE_PERCENT = 5;

export interface CommissionDiscountEntry {
  commission_percentage: number;
  discount_value: number;
}

/** The commission discount configured for a percentage (0 when none). */
export function commissionDiscountFor(discounts: readonly CommissionDiscountEntry[], commissionPercentage: number): number {
  return discounts.find((d) => d.commission_percentage === commissionPercentage)?.discount_value ?? 0;
}

/**
 * Commission term per month (spec 001 §9):
 * (carPrice × commission% − carPrice × 5 %) / months − discount(commission%) / months.
 * Zero at the default 5 % without a discount, negative below it. Computed
 * exactly on halves of a percent (the options are multiples of 0.5) and
 * rounded once half-up.
 */
export function commissionPerMonth(
  carPrice: number,
  commissionPercentage: number,
  months: number,
  discounts: readonly CommissionDiscountEntry[] = [],
): number {
  if (months <= 0) throw new RangeError('months must be positive');
  const halves = Math.round(commissionPercentage * 2);
  const discount = commissionDiscountFor(discounts, commissionPercentage);
  // (carPrice × (halves − 10) / 200 − discount) / months
  const numerator = carPrice * (halves - 2 * COMMISSION_BASE_PERCENT) - 200 * discount;
  return roundRatio(numerator, 200 * months);
}

export interface QuotationPriceParts {
  colour: number;
  mileage: number;
  insulfilm: number;
  plate: number;
  maintenance: number;
  insurance: number;
  commission: number;
}

/**
 * Monthly price of one fleet quotation vehicle: colour + mileage + insulfilm +
 * plate + maintenance + insurance prices plus the commission term; never
 * below zero.
 */
export function quotationMonthlyPrice(parts: QuotationPriceParts): number {
  const sum = parts.colour + parts.mileage + parts.insulfilm + parts.plate + parts.maintenance + parts.insurance + parts.commission;
  return Math.max(0, sum);
}

/** centavos → reais with 2 decimals, for wire fields the spec gives as '2 decimals'. */
export function centavosToDecimal(centavos: number): number {
  return Math.round(centavos) / 100;
}

/** reais (up to 2 decimals) → integer centavos, half-up. */
export function decimalToCentavos(reais: number): number {
  return roundCentavos(Number((reais * 100).toFixed(6)));
}
