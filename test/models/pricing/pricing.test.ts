import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartTotal,
  centavosToDecimal,
  cheapestPlan,
  checkInitialPayment,
  COMMISSION_DEFAULT,
  COMMISSION_OPTIONS,
  commissionDiscountFor,
  commissionPerMonth,
  couponMonthlyDiscount,
  couponMonths,
  decimalToCentavos,
  defaultPlan,
  financing,
  initialPaymentBounds,
  instalmentRanges,
  itemsForPeriod,
  maximumFinancingSaving,
  minimumMonthlyPrice,
  monthlyTotal,
  offerPrice,
  planMileages,
  planPeriods,
  quotationMonthlyPrice,
  rangesTotal,
  roundCentavos,
  roundRatio,
  selectPlan,
  type CouponTerms,
} from '../../../models/pricing/pricing';
import type { RentalPlan } from '../../../models/offer/offer';

const plan = (period: number, km: number, price: number, extra: Partial<RentalPlan> = {}): RentalPlan => ({
  period,
  km,
  price,
  monthlyInterestRate: 1.5,
  selectedByDefault: false,
  ...extra,
});

const plans: RentalPlan[] = [
  plan(12, 1000, 300000),
  plan(12, 500, 280000),
  plan(24, 1000, 270000, { selectedByDefault: true }),
  plan(24, 2000, 290000),
  plan(36, 1000, 250000),
];

describe('rounding', () => {
  it.each([
    [0.5, 1],
    [1.4999, 1],
    [2.5, 3],
    [-0.5, 0],
    [-1.5, -1],
  ])('roundCentavos(%d) = %d (half-up)', (v, r) => {
    expect(roundCentavos(v)).toBe(r);
  });
  it.each([
    [5, 2, 3],
    [7, 2, 4],
    [1, 3, 0],
    [2, 3, 1],
    [-5, 2, -2],
    [-7, 2, -3],
    [10, 5, 2],
  ])('roundRatio(%i, %i) = %i', (n, d, r) => {
    expect(roundRatio(n, d)).toBe(r);
  });
  it('roundRatio refuses a non-positive denominator', () => {
    expect(() => roundRatio(1, 0)).toThrow(RangeError);
  });
});

describe('plans', () => {
  it('minimum card price: a reachable layout monthly payment, else the lowest plan price, else 0', () => {
    expect(minimumMonthlyPrice({ rentalPlanList: plans })).toBe(250000);
    expect(minimumMonthlyPrice({ rentalPlanList: plans, defaultLayoutInformation: { monthlyPayment: 259990 } })).toBe(259990);
    // Below every plan: no configuration reaches it, the lowest plan shows instead.
    expect(minimumMonthlyPrice({ rentalPlanList: plans, defaultLayoutInformation: { monthlyPayment: 199990 } })).toBe(250000);
    expect(minimumMonthlyPrice({ rentalPlanList: plans, defaultLayoutInformation: { monthlyPayment: null } })).toBe(250000);
    expect(minimumMonthlyPrice({ rentalPlanList: [] })).toBe(0);
  });
  it('cheapest and default plan', () => {
    expect(cheapestPlan(plans)?.price).toBe(250000);
    expect(cheapestPlan([])).toBeUndefined();
    expect(cheapestPlan([plan(12, 1, 5), plan(24, 1, 5)])?.period).toBe(12);
    expect(defaultPlan(plans)?.period).toBe(24);
    expect(defaultPlan([plan(12, 1, 9), plan(24, 1, 5)])?.period).toBe(24);
  });
  it('periods and mileages', () => {
    expect(planPeriods(plans)).toEqual([12, 24, 36]);
    expect(planMileages(plans, 12)).toEqual([500, 1000]);
    expect(planMileages(plans, 48)).toEqual([]);
  });
  it('selectPlan: exact, then the cheapest of the period, then the cheapest overall', () => {
    expect(selectPlan(plans, 24, 2000)?.price).toBe(290000);
    expect(selectPlan(plans, 12, 3000)?.price).toBe(280000);
    expect(selectPlan(plans, 12, undefined)?.price).toBe(280000);
    expect(selectPlan(plans, 48, 1000)?.price).toBe(250000);
    expect(selectPlan([], 12, 1000)).toBeUndefined();
  });
  it('itemsForPeriod: empty associatedPeriod means every period', () => {
    const items = [
      { id: 'a', associatedPeriod: [] },
      { id: 'b', associatedPeriod: [12] },
      { id: 'c', associatedPeriod: [24, 36] },
    ];
    expect(itemsForPeriod(items, 12).map((i) => i.id)).toEqual(['a', 'b']);
    expect(itemsForPeriod(items, 36).map((i) => i.id)).toEqual(['a', 'c']);
  });
});

describe('monthly total', () => {
  it('total = plan + optional + additionals + colour', () => {
    expect(monthlyTotal({ plan: { price: 250000 }, optional: { value: 15000 }, additionals: [{ value: 5000 }, { value: 2500 }], colour: { value: 9990 } })).toEqual({
      plan: 250000,
      optional: 15000,
      additionals: 7500,
      colour: 9990,
      total: 282490,
    });
    expect(monthlyTotal({ plan: { price: 100 } }).total).toBe(100);
    expect(monthlyTotal({ plan: { price: 100 }, optional: null, colour: null }).total).toBe(100);
  });
});

describe('initial payment', () => {
  it('bounds are 10 % and 70 % of monthly total × months, rounded half-up', () => {
    expect(initialPaymentBounds(250000, 24)).toEqual({ min: 600000, max: 4200000 });
    // 12345 × 1 × 10 % = 1234.5 → 1235; × 70 % = 8641.5 → 8642
    expect(initialPaymentBounds(12345, 1)).toEqual({ min: 1235, max: 8642 });
  });
  it.each([
    [0, 'ok'],
    [599999, 'belowMinimum'],
    [600000, 'ok'],
    [4200000, 'ok'],
    [4200001, 'aboveMaximum'],
  ] as const)('%i → %s', (amount, check) => {
    expect(checkInitialPayment(amount, { min: 600000, max: 4200000 })).toBe(check);
  });
});

describe('financing', () => {
  it('follows the spec formula', () => {
    // r = 1.5 %, n = 24, first payment R$ 10.000,00
    const r = 0.015;
    const g = 1.015 ** 24;
    const expected = Math.floor((1_000_000 * (g * r)) / (g - 1) + 0.5);
    const f = financing(300000, 1_000_000, 24, 1.5);
    expect(f.instalment).toBe(expected);
    expect(f.instalment).toBe(49924);
    expect(f.discount).toBe(49924 * 24 - 1_000_000);
    expect(f.monthlyValue).toBe(300000 - 49924);
    expect(f.firstPayment).toBe(1_000_000);
  });
  it('with a zero rate the instalment is first payment / n', () => {
    expect(financing(300000, 1_200_000, 24, 0)).toEqual({ firstPayment: 1_200_000, instalment: 50000, discount: 0, monthlyValue: 250000 });
    // 10 / 3 = 3.33 → 3; 3 × 3 − 10 = −1 → floored at 0
    expect(financing(100, 10, 3, 0).discount).toBe(0);
  });
  it('no first payment, no financing', () => {
    expect(financing(300000, 0, 24, 1.5)).toEqual({ firstPayment: 0, instalment: 0, discount: 0, monthlyValue: 300000 });
    expect(financing(300000, -5, 24, 1.5)).toEqual({ firstPayment: 0, instalment: 0, discount: 0, monthlyValue: 300000 });
    expect(financing(300000, 100, 0, 1.5).instalment).toBe(0);
  });
  it('the monthly value never goes below zero, even at an absurd rate', () => {
    expect(financing(1000, 700 * 48, 48, 30).monthlyValue).toBe(0);
  });
  it('maximum saving is the discount at the maximum entrada', () => {
    const { max } = initialPaymentBounds(250000, 36);
    expect(maximumFinancingSaving(250000, 36, 1.2)).toBe(financing(250000, max, 36, 1.2).discount);
    expect(maximumFinancingSaving(250000, 36, 1.2)).toBeGreaterThan(0);
  });
});

describe('cart', () => {
  it('cart total = plan price × months', () => {
    expect(cartTotal(250000, 24)).toBe(6_000_000);
  });
});

describe('coupons', () => {
  const pct = (n: number, recurrence: CouponTerms['recurrence'] = null): CouponTerms => ({ type: 'percentage', discountAmount: n, recurrence });
  const flat = (n: number, recurrence: CouponTerms['recurrence'] = null): CouponTerms => ({ type: 'flat-discount', discountAmount: n, recurrence });
  it('couponMonths: the recurrence months, capped at the plan, else the plan', () => {
    expect(couponMonths(pct(10), 24)).toBe(24);
    expect(couponMonths(pct(10, { type: 'first-few-months', months: 3 }), 24)).toBe(3);
    expect(couponMonths(pct(10, { type: 'first-few-months', months: 36 }), 24)).toBe(24);
    expect(couponMonths({}, 12)).toBe(12);
  });
  it.each([
    [pct(10), 250000, 24, 25000],
    [pct(3), 249990, 36, 7500], // 7499.7 → 7500
    [pct(150), 100000, 12, 100000], // capped at 100 %
    [pct(-5), 100000, 12, 0],
    [flat(120000), 250000, 24, 5000], // 1200,00 over 24 months
    [flat(30000, { type: 'first-few-months', months: 3 }), 250000, 24, 10000], // 300,00 over 3 months
    [flat(10000), 250000, 3, 3333], // 3333.33 → 3333
    [flat(20000), 250000, 3, 6667], // 6666.67 → 6667
    [flat(10_000_000), 250000, 1, 250000], // never above the plan price
    [flat(1000, { type: 'first-few-months', months: 0 }), 250000, 24, 0],
  ])('%j on %i for %i months → %i per month', (coupon, price, months, discount) => {
    expect(couponMonthlyDiscount(coupon, price, months)).toBe(discount);
  });
  it('instalment ranges: one range without a coupon or over the whole contract, two with first-few-months', () => {
    expect(instalmentRanges(250000, 0, 24, 0)).toEqual([{ fromMonth: 1, toMonth: 24, amount: 250000 }]);
    expect(instalmentRanges(250000, 10000, 24, 0)).toEqual([{ fromMonth: 1, toMonth: 24, amount: 250000 }]);
    expect(instalmentRanges(250000, 10000, 24, 24)).toEqual([{ fromMonth: 1, toMonth: 24, amount: 240000 }]);
    expect(instalmentRanges(250000, 10000, 24, 3)).toEqual([
      { fromMonth: 1, toMonth: 3, amount: 240000 },
      { fromMonth: 4, toMonth: 24, amount: 250000 },
    ]);
    expect(instalmentRanges(5000, 10000, 24, 3)[0]!.amount).toBe(0);
    expect(rangesTotal(instalmentRanges(250000, 10000, 24, 3))).toBe(240000 * 3 + 250000 * 21);
  });
});

describe('offerPrice (the summary)', () => {
  const base = { plan: plan(24, 1000, 250000, { monthlyInterestRate: 1.5 }), optional: { value: 15000 }, additionals: [{ value: 5000 }], colour: { value: 0 } };
  it('without entrada or coupon', () => {
    const p = offerPrice(base);
    expect(p.parts.total).toBe(270000);
    expect(p.financing.monthlyValue).toBe(270000);
    expect(p.ranges).toEqual([{ fromMonth: 1, toMonth: 24, amount: 270000 }]);
    expect(p.contractTotal).toBe(270000 * 24);
    expect(p.couponDiscount).toBe(0);
    expect(p.couponMonths).toBe(0);
  });
  it('with a valid entrada and a first-few-months coupon: VALOR FINAL with two ranges', () => {
    const p = offerPrice({ ...base, initialPayment: 1_000_000, coupon: { type: 'flat-discount', discountAmount: 30000, recurrence: { type: 'first-few-months', months: 3 } } });
    expect(p.initialPaymentCheck).toBe('ok');
    expect(p.financing.instalment).toBe(49924);
    expect(p.financing.monthlyValue).toBe(270000 - 49924);
    expect(p.couponDiscount).toBe(10000);
    expect(p.ranges).toEqual([
      { fromMonth: 1, toMonth: 3, amount: 270000 - 49924 - 10000 },
      { fromMonth: 4, toMonth: 24, amount: 270000 - 49924 },
    ]);
    expect(p.contractTotal).toBe(1_000_000 + (270000 - 49924 - 10000) * 3 + (270000 - 49924) * 21);
  });
  it('an entrada outside the bounds is not financed', () => {
    const p = offerPrice({ ...base, initialPayment: 1 });
    expect(p.initialPaymentCheck).toBe('belowMinimum');
    expect(p.financing.instalment).toBe(0);
    expect(p.financing.firstPayment).toBe(0);
  });
});

describe('fleet quotation', () => {
  it('commission options 0.5 to 5 in steps of 0.5, default 5', () => {
    expect(COMMISSION_OPTIONS).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(COMMISSION_DEFAULT).toBe(5);
  });
  const discounts = [
    { commission_percentage: 3, discount_value: 120000 },
    { commission_percentage: 2.5, discount_value: 60000 },
  ];
  it('discount lookup', () => {
    expect(commissionDiscountFor(discounts, 3)).toBe(120000);
    expect(commissionDiscountFor(discounts, 4)).toBe(0);
  });
  it.each([
    // car R$ 120.000,00, 5 %: zero
    [12_000_000, 5, 24, [], 0],
    // 3 %: (360000 − 600000) / 24 = −10000; minus 120000 / 24 = 5000 → −15000
    [12_000_000, 3, 24, discounts, -15000],
    // 2.5 %: (300000 − 600000) / 36 = −8333.33; minus 60000 / 36 = 1666.67 → −10000
    [12_000_000, 2.5, 36, discounts, -10000],
    // 0.5 %: (6000 − 60000) / 7 = −7714.29 → −7714
    [1_200_000, 0.5, 7, [], -7714],
  ])('car %i at %d %% over %i months → %i per month', (car, pctg, months, list, expected) => {
    expect(commissionPerMonth(car, pctg, months, list)).toBe(expected);
  });
  it('commission: default discount list and a bad period', () => {
    expect(commissionPerMonth(12_000_000, 4, 12)).toBe(-10000);
    expect(() => commissionPerMonth(1, 5, 0)).toThrow(RangeError);
  });
  it('monthly price is the sum of the parts and the commission term, never below zero', () => {
    const parts = { colour: 10000, mileage: 250000, insulfilm: 3000, plate: 1000, maintenance: 0, insurance: 0, commission: -15000 };
    expect(quotationMonthlyPrice(parts)).toBe(249000);
    expect(quotationMonthlyPrice({ ...parts, mileage: 0, colour: 0, insulfilm: 0, plate: 0 })).toBe(0);
  });
  it('centavos ↔ 2-decimal reais', () => {
    expect(centavosToDecimal(249990)).toBe(2499.9);
    expect(decimalToCentavos(2499.9)).toBe(249990);
    expect(decimalToCentavos(0.105)).toBe(11);
    expect(decimalToCentavos(1.005)).toBe(101);
  });
});

describe('pricing invariants (fast-check)', () => {
  const money = fc.integer({ min: 0, max: 5_000_000 });
  const months = fc.integer({ min: 1, max: 60 });
  const rate = fc.double({ min: 0, max: 5, noNaN: true });

  it('initial payment bounds: 0 ≤ min ≤ max, integers', () => {
    fc.assert(
      fc.property(money, months, (total, n) => {
        const b = initialPaymentBounds(total, n);
        expect(Number.isInteger(b.min) && Number.isInteger(b.max)).toBe(true);
        expect(0 <= b.min && b.min <= b.max).toBe(true);
      }),
    );
  });

  it('financing within the bounds: discount ≥ 0, monthly value ≥ 0, parts add up to the total', () => {
    fc.assert(
      fc.property(money, months, rate, fc.double({ min: 0, max: 1, noNaN: true }), (total, n, r, t) => {
        const b = initialPaymentBounds(total, n);
        const entrada = Math.round(b.min + (b.max - b.min) * t);
        const f = financing(total, entrada, n, r);
        expect(Number.isInteger(f.instalment)).toBe(true);
        expect(f.discount).toBeGreaterThanOrEqual(0);
        expect(f.monthlyValue).toBeGreaterThanOrEqual(0);
        expect(f.monthlyValue + f.instalment).toBe(total);
      }),
    );
  });

  it('any entrada and rate: discount and monthly value never negative', () => {
    fc.assert(
      fc.property(money, fc.integer({ min: -1000, max: 50_000_000 }), months, fc.double({ min: 0, max: 100, noNaN: true }), (total, entrada, n, r) => {
        const f = financing(total, entrada, n, r);
        expect(f.discount).toBeGreaterThanOrEqual(0);
        expect(f.monthlyValue).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('monthly total parts add up', () => {
    fc.assert(
      fc.property(money, fc.option(money), fc.array(money, { maxLength: 6 }), fc.option(money), (p, o, adds, c) => {
        const t = monthlyTotal({ plan: { price: p }, optional: o == null ? null : { value: o }, additionals: adds.map((value) => ({ value })), colour: c == null ? null : { value: c } });
        expect(t.plan + t.optional + t.additionals + t.colour).toBe(t.total);
      }),
    );
  });

  it('coupon discounts are never negative nor above the plan price; ranges never negative and cover every month', () => {
    const coupon = fc.record({
      type: fc.constantFrom('percentage' as const, 'flat-discount' as const),
      discountAmount: fc.integer({ min: -100, max: 10_000_000 }),
      recurrence: fc.option(fc.record({ type: fc.constant('first-few-months' as const), months: fc.integer({ min: 1, max: 72 }) })),
    });
    fc.assert(
      fc.property(coupon, money, months, money, (c, price, n, monthlyValue) => {
        const d = couponMonthlyDiscount(c, price, n);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(price);
        const ranges = instalmentRanges(monthlyValue, d, n, couponMonths(c, n));
        expect(ranges[0]!.fromMonth).toBe(1);
        expect(ranges.at(-1)!.toMonth).toBe(n);
        for (const r of ranges) expect(r.amount).toBeGreaterThanOrEqual(0);
        expect(ranges.length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('offerPrice: contract total = entrada + instalments, the coupon never pushes below zero', () => {
    fc.assert(
      fc.property(money, months, rate, fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (price, n, r, entrada, percent) => {
        const p = offerPrice({ plan: { price, period: n, monthlyInterestRate: r }, initialPayment: entrada, coupon: { type: 'percentage', discountAmount: percent } });
        expect(p.contractTotal).toBe(p.financing.firstPayment + rangesTotal(p.ranges));
        expect(p.couponDiscount).toBeLessThanOrEqual(p.financing.monthlyValue);
        for (const range of p.ranges) expect(range.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('commission is zero at 5 % without a discount and grows with the percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), months, fc.constantFrom(...COMMISSION_OPTIONS), (car, n, c) => {
        expect(commissionPerMonth(car, 5, n)).toBe(0);
        expect(commissionPerMonth(car, c, n)).toBeLessThanOrEqual(0);
        if (c < 5) expect(commissionPerMonth(car, c, n)).toBeLessThanOrEqual(commissionPerMonth(car, c + 0.5, n));
      }),
    );
  });
});
