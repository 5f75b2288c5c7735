/** The contract's full cost, the excess km and what a price includes: models/pricing/pricing.ts and models/pricing/offer-details.ts, to the centavo. */
import { describe, expect, it } from 'vitest';
import { demoOffers } from '../../server/demo/demo-catalogue';
import { PRICE_ITEMS } from '../../models/offer/offer';
import { detailsContractCost, detailsPrice, initialConfiguration, priceInclusions, sameContractCost } from '../../models/pricing/offer-details';
import { contractCost, EXCESS_KM_SHARES, excessKmCost, offerPrice } from '../../models/pricing/pricing';
import { offerDraftErrors } from '../../models/offer-admin/offer-draft';
import { offerEditorLabels } from '../../models/labels/offer-editor';
import { validOfferDraft } from '../support/offer-draft';

const t = offerEditorLabels.errors;

describe('excess km', () => {
  it('costs km a month × months × share × price per km, to the centavo', () => {
    // 1.000 km × 24 months × 10 % = 2.400 km at R$ 0,85 = R$ 2.040,00.
    expect(excessKmCost(1000, 24, 10, 85)).toEqual({ percent: 10, km: 2400, cost: 204000 });
    // × 25 % = 6.000 km = R$ 5.100,00.
    expect(excessKmCost(1000, 24, 25, 85)).toEqual({ percent: 25, km: 6000, cost: 510000 });
    // 1.500 km × 18 × 25 % = 6.750 km at R$ 1,05 = R$ 7.087,50.
    expect(excessKmCost(1500, 18, 25, 105)).toEqual({ percent: 25, km: 6750, cost: 708750 });
    // Fractions of a km are computed exactly and rounded once, half-up: 333 × 12 × 25 % = 999 km; 125 × 1 × 10 % = 12,5 km.
    expect(excessKmCost(333, 12, 25, 77)).toEqual({ percent: 25, km: 999, cost: 76923 });
    expect(excessKmCost(125, 1, 10, 3)).toEqual({ percent: 10, km: 13, cost: 38 }); // 12,5 km × R$ 0,03 = R$ 0,375 → R$ 0,38
    expect(excessKmCost(125, 1, 10, 1)).toEqual({ percent: 10, km: 13, cost: 13 }); // R$ 0,125 → R$ 0,13
  });

  it('prices 10 % and 25 % more; nothing without a price per km', () => {
    expect(EXCESS_KM_SHARES).toEqual([10, 25]);
    const cost = contractCost({ contractTotal: 4_799_760 }, { period: 24, km: 1000 }, 60);
    expect(cost).toEqual({
      fullCost: 4_799_760,
      months: 24,
      kmPerMonth: 1000,
      excessKmPrice: 60,
      overruns: [
        { percent: 10, km: 2400, cost: 144000 },
        { percent: 25, km: 6000, cost: 360000 },
      ],
    });
    expect(contractCost({ contractTotal: 100 }, { period: 12, km: 500 }, null).overruns).toEqual([]);
    expect(contractCost({ contractTotal: 100 }, { period: 12, km: 500 }, undefined).excessKmPrice).toBeNull();
  });
});

describe("the contract's full cost", () => {
  const plan = { price: 199990, period: 36, km: 1000, monthlyInterestRate: 1.49, selectedByDefault: true };

  it('is the monthly value × months without entrada or coupon', () => {
    const price = offerPrice({ plan });
    expect(contractCost(price, plan, 50).fullCost).toBe(199990 * 36);
  });

  it('adds the entrada to the financed instalments', () => {
    const price = offerPrice({ plan, initialPayment: 1_000_000 });
    const { fullCost } = contractCost(price, plan, 50);
    expect(fullCost).toBe(1_000_000 + price.financing.monthlyValue * 36);
    expect(price.financing.monthlyValue).toBe(199990 - price.financing.instalment);
  });

  it("counts a first-months coupon's two ranges as the summary does", () => {
    // R$ 900,00 over the first 3 months: R$ 300,00 off months 1–3.
    const price = offerPrice({ plan, coupon: { type: 'flat-discount', discountAmount: 90000, recurrence: { type: 'first-few-months', months: 3 } } });
    expect(price.ranges).toEqual([
      { fromMonth: 1, toMonth: 3, amount: 169990 },
      { fromMonth: 4, toMonth: 36, amount: 199990 },
    ]);
    expect(contractCost(price, plan, 50).fullCost).toBe(3 * 169990 + 33 * 199990); // R$ 71.096,40
    expect(contractCost(price, plan, 50).fullCost).toBe(7_109_640);
  });

  it("follows the details' configuration: the plan actually priced, the offer's price per km", () => {
    const mobi = demoOffers.find((o) => o.id === 'fiat-mobi-l10')!;
    const config = initialConfiguration(mobi, { period: 24, km: 1000 });
    const price = detailsPrice(mobi, config);
    const cost = detailsContractCost(mobi, config, price);
    expect(cost.fullCost).toBe(price.contractTotal);
    expect([cost.months, cost.kmPerMonth, cost.excessKmPrice]).toEqual([24, 1000, 50]);
    expect(cost.overruns.map((o) => o.cost)).toEqual([120000, 300000]); // 2.400 km and 6.000 km at R$ 0,50
    expect(sameContractCost(cost, detailsContractCost(mobi, config, price))).toBe(true);
    expect(sameContractCost(cost, { ...cost, overruns: [cost.overruns[0]!, { ...cost.overruns[1]!, cost: 1 }] })).toBe(false);
    expect(sameContractCost(cost, null)).toBe(false);
  });
});

describe('what the monthly price includes', () => {
  it('splits the items in order and keeps the deductible only with insurance', () => {
    expect(priceInclusions({ includedInPrice: ['maintenance', 'ipva', 'insurance'], insuranceDeductible: 450000 })).toEqual({
      included: ['ipva', 'insurance', 'maintenance'],
      excluded: ['licensing', 'assistance', 'tyres', 'fuel', 'fines'],
      insuranceDeductible: 450000,
    });
    expect(priceInclusions({ includedInPrice: ['ipva'], insuranceDeductible: 450000 })!.insuranceDeductible).toBeNull();
    expect(priceInclusions({})).toBeNull();
  });

  it('every demo offer states an excess-km price between R$ 0,50 and R$ 1,20, a deductible and its inclusions', () => {
    for (const offer of demoOffers) {
      expect(offer.excessKmPrice, offer.id).toBeGreaterThanOrEqual(50);
      expect(offer.excessKmPrice, offer.id).toBeLessThanOrEqual(120);
      expect(offer.insuranceDeductible, offer.id).toBeGreaterThan(0);
      const inclusions = priceInclusions(offer)!;
      expect(inclusions.included).toEqual(['ipva', 'licensing', 'insurance', 'maintenance', 'assistance']);
      expect([...inclusions.included, ...inclusions.excluded].sort()).toEqual([...PRICE_ITEMS].sort());
    }
  });
});

describe('the draft', () => {
  it('needs an excess-km price above zero and at most R$ 20,00, and a deductible when insurance is included', () => {
    expect(offerDraftErrors(validOfferDraft())).toEqual({});
    expect(offerDraftErrors(validOfferDraft({ excessKmPrice: null })).excessKmPrice).toBe(t.excessKmRequired);
    expect(offerDraftErrors(validOfferDraft({ excessKmPrice: 0 })).excessKmPrice).toBe(t.pricePositive);
    expect(offerDraftErrors(validOfferDraft({ excessKmPrice: 2001 })).excessKmPrice).toBe(t.excessKmTooHigh);
    expect(offerDraftErrors(validOfferDraft({ excessKmPrice: 2000 })).excessKmPrice).toBeUndefined();
    expect(offerDraftErrors(validOfferDraft({ insuranceDeductible: null })).insuranceDeductible).toBe(t.deductibleRequired);
    expect(offerDraftErrors(validOfferDraft({ insuranceDeductible: null, includedInPrice: ['ipva'] }))).toEqual({});
    expect(offerDraftErrors(validOfferDraft({ includedInPrice: ['ipva', 'ipva'] })).includedInPrice).toBe(t.duplicateIncluded);
  });
});
