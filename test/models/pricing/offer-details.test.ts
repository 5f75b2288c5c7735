import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../models/offer/offer';
import { canContinue, colourGroups, configurationBounds, configurationKey, sameComparison, sameConfigurationOn, sameItems, coloursForPeriod, detailsPrice, initialConfiguration, initialPaymentAfterBoundsChange, mileageIcon, normaliseConfiguration, offerSubtitle, offerTitle, pickColour, planComparison, plateNumberMissing, swatchBackground, virtualPagePath, withAdditionalToggled, withColour, withMileage, withOptional, optionalConflicts, withPeriod, withPlan, withPlateNumber } from '../../../models/pricing/offer-details';
import { MONEY_INPUT_MAX, isMoneyKey, moneyFromInput } from '../../../models/common/money';
import { configurationFromSearch, configurationToSearch } from '../../../models/app/details-address';
import { parseDetailsSearch } from '../../../models/app/route-params';
import { searchFaq } from '../../../models/content/faq';
import { financing, initialPaymentBounds, monthlyTotal, offerPrice, roundRatio, selectPlan, type CouponTerms } from '../../../models/pricing/pricing';
import { demoFaq, demoOffers } from '../../../server/demo/demo-catalogue';

const mobi = demoOffers.find((o) => o.id === 'fiat-mobi-l10')!;
const cronosRequired = demoOffers.find((o) => o.optionals.some((x) => x.required))!;
const peugeot = demoOffers.find((o) => o.brand === 'peugeot')!;

describe('colours', () => {
  it('groups solid, metallic and pearly, leaving empty groups out', () => {
    const groups = colourGroups(coloursForPeriod(mobi, 24));
    expect(groups.map((g) => g.key)).toEqual(['solid', 'metallic']);
    expect(colourGroups(coloursForPeriod(mobi, 36)).map((g) => g.key)).toEqual(['solid', 'metallic', 'pearly']);
  });

  it("keeps the colour, else its category's first colour, else the first colour of the first category", () => {
    const at36 = coloursForPeriod(mobi, 36);
    const at24 = coloursForPeriod(mobi, 24);
    const pearly = at36.find((c) => c.category === 'P')!;
    const metallic = at36.filter((c) => c.category === 'M')[1]!;
    expect(pickColour(at24, metallic)?.colorId).toBe(metallic.colorId);
    expect(pickColour(at24, pearly)?.colorId).toBe(at24[0]!.colorId);
    expect(pickColour(at24.filter((c) => c.colorId !== metallic.colorId), metallic)?.category).toBe('M');
    expect(pickColour(at24, null)?.colorId).toBe(at24[0]!.colorId);
    expect(pickColour([], null)).toBeUndefined();
  });

  it('draws a two-tone gradient when a second colour exists', () => {
    expect(swatchBackground({ rgb: '#fff', secondaryRgb: '#000' })).toContain('linear-gradient');
    expect(swatchBackground({ rgb: '#fff', secondaryRgb: null })).toBe('#fff');
  });
});

describe('configuration', () => {
  it("opens on the card's plan (the cheapest), the first colour, no optional, the required additionals and no entrada", () => {
    const c = initialConfiguration(mobi);
    expect(c).toMatchObject({ period: 36, km: 1000, colorId: mobi.colors[0]!.colorId, optionalId: null, plateNumber: null, initialPayment: 0 });
    expect(c.additionalIds).toEqual(['5']);
    // An entrada the offer suggests is not chosen for the person: the headline is the card's price.
    const withDown = demoOffers.find((o) => o.defaultLayoutInformation?.downPayment)!;
    expect(initialConfiguration(withDown).initialPayment).toBe(0);
  });

  it('a required optional replaces the choice', () => {
    const c = initialConfiguration(cronosRequired);
    const required = cronosRequired.optionals.find((o) => o.required)!;
    expect(c.optionalId).toBe(required.optionalId);
    expect(withOptional(cronosRequired, c, null).optionalId).toBe(required.optionalId);
  });

  it('two optionals cannot go together: another one replaces the first (a conflict); none or the first is no conflict', () => {
    const [tech, roof] = mobi.optionals;
    const none = initialConfiguration(mobi, { period: 36, km: 1000 });
    expect(optionalConflicts(none, tech!.optionalId)).toBe(false);
    const withTech = withOptional(mobi, none, tech!.optionalId);
    expect(optionalConflicts(withTech, roof!.optionalId)).toBe(true);
    expect(optionalConflicts(withTech, tech!.optionalId)).toBe(false);
    expect(optionalConflicts(withTech, null)).toBe(false);
    // The second replaces the first: one optional at a time.
    expect(withOptional(mobi, withTech, roof!.optionalId).optionalId).toBe(roof!.optionalId);
  });

  it('a new period filters colours, optionals and additionals, and resets the initial payment', () => {
    let c = initialConfiguration(mobi, { period: 36, km: 1000 });
    const pearly = coloursForPeriod(mobi, 36).find((x) => x.category === 'P')!;
    c = withColour(mobi, c, pearly.colorId);
    c = withOptional(mobi, c, mobi.optionals.find((o) => o.code === 'TETO')!.optionalId);
    c = withAdditionalToggled(mobi, c, '4');
    c = { ...c, initialPayment: configurationBounds(mobi, c).min };
    const at12 = withPeriod(mobi, c, 12);
    expect(at12.period).toBe(12);
    expect(at12.km).toBe(1000);
    expect(at12.colorId).toBe(coloursForPeriod(mobi, 12)[0]!.colorId);
    expect(at12.optionalId).toBeNull();
    expect(at12.additionalIds).toEqual(['5']);
    expect(at12.initialPayment).toBe(0);
    expect(withMileage(mobi, { ...c, initialPayment: 500 }, 2000)).toMatchObject({ km: 2000, initialPayment: 0 });
    expect(withPlan(mobi, c, 12, 500)).toMatchObject({ period: 12, km: 500, initialPayment: 0 });
  });

  it('a missing mileage falls back to the cheapest plan of the period', () => {
    const c = withPeriod(mobi, initialConfiguration(mobi, { period: 36, km: 2000 }), 12);
    expect(c.km).toBe(selectPlan(mobi.rentalPlanList, 12, 2000)!.km);
    expect(c.km).toBe(500);
  });

  it('required additionals stay checked; unchecking the plate ending clears the number', () => {
    let c = initialConfiguration(mobi);
    expect(withAdditionalToggled(mobi, c, '5').additionalIds).toContain('5');
    c = withAdditionalToggled(mobi, c, '1');
    expect(plateNumberMissing(mobi, c)).toBe(true);
    expect(canContinue(mobi, c, 'ok')).toBe(false);
    c = withPlateNumber(mobi, c, 3);
    expect(canContinue(mobi, c, 'ok')).toBe(true);
    expect(canContinue(mobi, c, 'belowMinimum')).toBe(false);
    expect(canContinue(mobi, c, 'aboveMaximum')).toBe(false);
    expect(withAdditionalToggled(mobi, c, '1').plateNumber).toBeNull();
  });

  it('normalising is idempotent on any draft', () => {
    fc.assert(
      fc.property(
        fc.record({
          period: fc.integer({ min: 0, max: 48 }),
          km: fc.integer({ min: 0, max: 3000 }),
          colorId: fc.option(fc.constantFrom(...mobi.colors.map((c) => c.colorId), 'x')),
          optionalId: fc.option(fc.constantFrom(...mobi.optionals.map((o) => o.optionalId), 'y')),
          additionalIds: fc.subarray(['1', '2', '3', '4', '5', 'z']),
          plateNumber: fc.option(fc.integer({ min: -1, max: 10 })),
          initialPayment: fc.integer({ min: -5, max: 10_000_000 }),
        }),
        (draft) => {
          const once = normaliseConfiguration(mobi, draft);
          expect(normaliseConfiguration(mobi, once)).toEqual(once);
          expect(mobi.rentalPlanList.some((p) => p.period === once.period && p.km === once.km)).toBe(true);
          expect(once.additionalIds).toContain('5');
        },
      ),
    );
  });
});

describe('initial payment', () => {
  const bounds = { min: 1000, max: 7000 };
  it('keeps zero and in-bound amounts, keeps and flags below the minimum, resets above the maximum', () => {
    expect(initialPaymentAfterBoundsChange(0, bounds)).toEqual({ amount: 0, check: 'ok' });
    expect(initialPaymentAfterBoundsChange(1000, bounds)).toEqual({ amount: 1000, check: 'ok' });
    expect(initialPaymentAfterBoundsChange(999, bounds)).toEqual({ amount: 999, check: 'belowMinimum' });
    expect(initialPaymentAfterBoundsChange(7001, bounds)).toEqual({ amount: 0, check: 'aboveMaximum' });
  });

  it('reads digits as centavos, never negative, clamped to 2^53 − 1', () => {
    expect(moneyFromInput('1.500,00')).toBe(150000);
    expect(moneyFromInput('-12')).toBe(12);
    expect(moneyFromInput('')).toBe(0);
    expect(moneyFromInput('9'.repeat(30))).toBe(MONEY_INPUT_MAX);
    expect(MONEY_INPUT_MAX).toBe(2 ** 53 - 1);
    expect(isMoneyKey('5')).toBe(true);
    expect(isMoneyKey('-')).toBe(false);
    expect(isMoneyKey('e')).toBe(false);
    expect(isMoneyKey('Backspace')).toBe(true);
    expect(isMoneyKey('v', true)).toBe(true);
  });

  it('the summary price is models/pricing/pricing.ts offerPrice of the selection', () => {
    let c = withAdditionalToggled(mobi, initialConfiguration(mobi), '2');
    c = withOptional(mobi, c, mobi.optionals[0]!.optionalId);
    const plan = selectPlan(mobi.rentalPlanList, c.period, c.km)!;
    const colour = mobi.colors.find((x) => x.colorId === c.colorId)!;
    const additionals = mobi.additionalItemsList.filter((a) => c.additionalIds.includes(a.id));
    const total = monthlyTotal({ plan, optional: mobi.optionals[0], additionals, colour }).total;
    const entrada = initialPaymentBounds(total, plan.period).min;
    c = { ...c, initialPayment: entrada };
    expect(detailsPrice(mobi, c)).toEqual(offerPrice({ plan, optional: mobi.optionals[0], additionals, colour, initialPayment: entrada }));
    expect(detailsPrice(mobi, c).financing).toEqual(financing(total, entrada, plan.period, plan.monthlyInterestRate));
  });
});

describe('plan comparison', () => {
  it('shows the best plan of every period (the 36-month one included) and marks only the real lowest', () => {
    const c = initialConfiguration(mobi, { period: 24, km: 1000 });
    expect(c).toMatchObject({ period: 24, km: 1000 });
    const cols = planComparison(mobi, c);
    expect(cols.map((x) => `${x.period}/${x.km}`)).toEqual(['12/500', '24/1000', '36/1000', '36/2000']);
    expect(cols.filter((x) => x.current).map((x) => x.period)).toEqual([24]);
    // Every plan of the offer priced by the summary's computation: nothing cheaper hides outside the table.
    const every = mobi.rentalPlanList.map((p) => {
      const price = detailsPrice(mobi, normaliseConfiguration(mobi, { ...c, period: p.period, km: p.km }));
      const total = price.financing.monthlyValue * p.period + price.financing.firstPayment;
      return { monthly: price.financing.monthlyValue, total, perKm: roundRatio(total, p.km * p.period) };
    });
    const min = (k: 'monthly' | 'total' | 'perKm') => Math.min(...every.map((e) => e[k]));
    expect(min('monthly')).toBe(199990);
    expect(cols.filter((x) => x.lowestMonthly).map((x) => [x.period, x.km, x.monthlyValue])).toEqual([[36, 1000, 199990]]);
    // The lowest contract total is shown, unmarked: totals of different durations do not compare.
    expect(cols.map((x) => x.contractTotal)).toContain(min('total'));
    expect(cols.every((x) => !('lowestTotal' in x))).toBe(true);
    expect(cols.filter((x) => x.lowestPerKm).map((x) => x.costPerKm)).toEqual([min('perKm')]);
    for (const col of cols) {
      expect(col.contractTotal).toBe(col.monthlyValue * col.period + col.initialPayment);
      expect(col.costPerKm).toBe(roundRatio(col.contractTotal, col.km * col.period));
    }
    // The current column is the summary's figure (without a coupon).
    expect(cols.find((x) => x.current)!.monthlyValue).toBe(detailsPrice(mobi, c).ranges[0]!.amount);
  });

  it('counts a coupon where it is valid: the plans of its period (the current one with the summary figures), or every plan for a kept one', () => {
    const c = initialConfiguration(mobi, { period: 36, km: 1000 });
    const terms: CouponTerms = { type: 'percentage', discountAmount: 10 };
    const plain = planComparison(mobi, c);
    const period = planComparison(mobi, c, { terms, everyPeriod: false });
    const summary = detailsPrice(mobi, c, terms);
    const current = period.find((x) => x.current)!;
    expect(current.withCoupon).toBe(true);
    expect(current.monthlyValue).toBe(summary.ranges[0]!.amount);
    expect(current.contractTotal).toBe(summary.contractTotal);
    expect(current.monthlyValue).toBeLessThan(plain.find((x) => x.current)!.monthlyValue);
    for (const col of period) {
      expect(col.withCoupon).toBe(col.period === 36);
      if (col.period !== 36) expect(col).toEqual(plain.find((x) => x.period === col.period && x.km === col.km));
    }
    const kept = planComparison(mobi, c, { terms, everyPeriod: true });
    expect(kept.every((x) => x.withCoupon)).toBe(true);
  });

  it('has nothing to compare for a single plan', () => {
    const single: Offer = { ...mobi, rentalPlanList: [mobi.rentalPlanList[0]!] };
    expect(planComparison(single, initialConfiguration(single))).toEqual([]);
  });
});

describe('configuration keys and comparisons (what the page caches and redraws by)', () => {
  it('gives the same key to the same choices and another to any other choice', () => {
    const c = initialConfiguration(mobi);
    expect(configurationKey({ ...c, additionalIds: [...c.additionalIds] })).toBe(configurationKey(c));
    const others = [
      { ...c, period: c.period + 12 },
      { ...c, km: c.km + 1000 },
      { ...c, colorId: 'other' },
      { ...c, optionalId: 'other' },
      { ...c, additionalIds: [...c.additionalIds, 'x'] },
      { ...c, plateNumber: 3 },
      { ...c, initialPayment: c.initialPayment + 1 },
    ];
    const keys = new Set([c, ...others].map(configurationKey));
    expect(keys.size).toBe(others.length + 1);
  });

  it('compares lists item by item and configurations on the named fields only', () => {
    const a = { id: 1 };
    expect(sameItems([a], [a])).toBe(true);
    expect(sameItems([a], [{ id: 1 }])).toBe(false);
    expect(sameItems([a], [a, a])).toBe(false);
    const c = initialConfiguration(mobi, { period: 24, km: 1000 });
    const plan = sameConfigurationOn('period', 'km');
    expect(plan(c, { ...c, colorId: 'other', initialPayment: 5 })).toBe(true);
    expect(plan(c, withPeriod(mobi, c, 36))).toBe(false);
    expect(sameConfigurationOn('additionalIds')(c, { ...c, additionalIds: [...c.additionalIds] })).toBe(true);
    expect(sameConfigurationOn('additionalIds')(c, { ...c, additionalIds: [...c.additionalIds, 'x'] })).toBe(false);
    expect(plan(null, c)).toBe(false);
    expect(plan(null, null)).toBe(true);
  });

  it('finds two plan comparisons alike only when every figure and mark is', () => {
    const c = initialConfiguration(mobi, { period: 24, km: 1000 });
    expect(sameComparison(planComparison(mobi, c), planComparison(mobi, { ...c }))).toBe(true);
    expect(sameComparison(planComparison(mobi, c), planComparison(mobi, withPeriod(mobi, c, 36)))).toBe(false);
    const cols = planComparison(mobi, c);
    expect(sameComparison(cols, cols.map((x, i) => (i === 0 ? { ...x, monthlyValue: x.monthlyValue + 1 } : x)))).toBe(false);
    expect(sameComparison(cols, cols.slice(1))).toBe(false);
  });
});

describe('title, icons, tracking', () => {
  it('titles with brand, model, version and year; Peugeot and Citroën with the full description', () => {
    expect(offerTitle(mobi, 'Fiat')).toBe('Fiat Mobi Like 2026');
    expect(offerTitle(peugeot, 'Peugeot')).toBe(peugeot.fullDescription);
    expect(offerTitle({ ...peugeot, fullDescription: '208 Active' }, 'Peugeot')).toBe('Peugeot 208 Active');
    expect(offerSubtitle(mobi)).toBe('1.0 · Manual · Flex · 4 portas');
  });

  it('mileage icons for 500, 1000, 2000 and other', () => {
    expect([500, 1000, 2000, 3000].map(mileageIcon)).toEqual(['500', '1000', '2000', 'other']);
  });

  it('the virtual page view path', () => {
    expect(virtualPagePath('abc')).toBe('/vpv/flua/abc/detalhes');
  });
});

describe('FAQ search', () => {
  const entries = demoFaq.map((f) => ({ question: f.question, text: f.answer, hideSurvey: f.hideSurvey }));
  it('matches question or answer case-insensitively; 2 characters or fewer show all', () => {
    expect(searchFaq(entries, '  ')).toHaveLength(entries.length);
    expect(searchFaq(entries, 'ab')).toHaveLength(entries.length);
    expect(searchFaq(entries, 'PLACA').map((e) => e.question)).toEqual(['Posso escolher o final da placa?']);
    expect(searchFaq(entries, 'ipva').length).toBeGreaterThan(0);
    expect(searchFaq(entries, 'strong')).toHaveLength(0);
  });
});

describe('address', () => {
  it('round-trips a configuration through the search params', () => {
    const choices = fc.record({
      plan: fc.constantFrom(...mobi.rentalPlanList),
      colour: fc.constantFrom(...mobi.colors.map((c) => c.colorId)),
      optional: fc.option(fc.constantFrom(...mobi.optionals.map((o) => o.optionalId))),
      additionals: fc.subarray(['1', '2', '3', '4']),
      plate: fc.option(fc.integer({ min: 0, max: 9 })),
      entradaShare: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(choices, (ch) => {
        let c = normaliseConfiguration(mobi, {
          period: ch.plan.period,
          km: ch.plan.km,
          colorId: ch.colour,
          optionalId: ch.optional,
          additionalIds: ch.additionals,
          plateNumber: ch.plate,
          initialPayment: 0,
        });
        const b = configurationBounds(mobi, c);
        c = { ...c, initialPayment: ch.entradaShare === 0 ? 0 : b.min + Math.floor(((b.max - b.min) * ch.entradaShare) / 100) };
        const search = configurationToSearch(mobi, c);
        const asText = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, String(v)]));
        expect(initialConfiguration(mobi, configurationFromSearch(parseDetailsSearch(asText)))).toEqual(c);
      }),
    );
  });

  it('drops invalid values and keeps numbers the router parsed', () => {
    expect(parseDetailsSearch({ period: 'x', km: 1000, colour: '<b>', plate: 12, entrada: -1, additionals: 2, optional: 'none' })).toEqual({
      km: 1000,
      additionals: '2',
      optional: 'none',
    });
  });
});
