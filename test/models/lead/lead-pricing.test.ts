import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadVersionLabels } from '../../../models/labels/lead-version';
import { couponTermsOf, leadSelectionOf, priceLead, type LeadSelection } from '../../../models/lead/lead-pricing';
import { formatBRL } from '../../../models/common/money';
import type { Offer } from '../../../models/offer/offer';
import {
  additionalsForPeriod,
  configurationBounds,
  detailsPrice,
  initialConfiguration,
  isPlateAdditional,
  withAdditionalToggled,
  withColour,
  withOptional,
  withPlan,
  withPlateNumber,
  type DetailsConfiguration,
} from '../../../models/pricing/offer-details';
import { demoOffers } from '../../../server/demo/demo-catalogue';

const e = leadVersionLabels.errors;

/** The selection a lead built from this configuration carries. */
function selectionOf(offer: Offer, config: DetailsConfiguration): LeadSelection {
  return {
    period: config.period,
    km: config.km,
    colourCode: offer.colors.find((c) => c.colorId === config.colorId)?.code ?? null,
    optionalCode: offer.optionals.find((o) => o.optionalId === config.optionalId)?.code ?? null,
    additionals: config.additionalIds.map((id) => ({ id, plateNumber: isPlateAdditional(offer.additionalItemsList.find((a) => a.id === id)!) ? config.plateNumber : null })),
    initialPayment: config.initialPayment,
  };
}

/** A configuration the details page can reach, from random picks. */
const configurations = fc
  .record({
    offer: fc.constantFrom(...demoOffers.filter((o) => o.rentalPlanList.length > 0)),
    plan: fc.nat(),
    colour: fc.nat(),
    optional: fc.nat(),
    toggles: fc.array(fc.nat(), { maxLength: 4 }),
    plate: fc.integer({ min: 0, max: 9 }),
    entrada: fc.double({ min: 0, max: 1, noNaN: true }),
    coupon: fc.option(
      fc.oneof(
        fc.record({ type: fc.constant('percentage' as const), discountAmount: fc.integer({ min: 1, max: 30 }), recurrence: fc.constant(null) }),
        fc.record({ type: fc.constant('flat-discount' as const), discountAmount: fc.integer({ min: 100, max: 500_000 }), recurrence: fc.constant({ type: 'first-few-months' as const, months: 3 }) }),
      ),
      { nil: null },
    ),
  })
  .map(({ offer, plan, colour, optional, toggles, plate, entrada, coupon }) => {
    const p = offer.rentalPlanList[plan % offer.rentalPlanList.length]!;
    let config = withPlan(offer, initialConfiguration(offer), p.period, p.km);
    const colours = offer.colors.filter((c) => c.associatedPeriod.length === 0 || c.associatedPeriod.includes(p.period));
    if (colours.length) config = withColour(offer, config, colours[colour % colours.length]!.colorId);
    const optionals = offer.optionals.filter((o) => o.associatedPeriod.length === 0 || o.associatedPeriod.includes(p.period));
    if (optionals.length) config = withOptional(offer, config, optional % (optionals.length + 1) === optionals.length ? null : optionals[optional % (optionals.length + 1)]!.optionalId);
    const additionals = additionalsForPeriod(offer, p.period);
    for (const t of toggles) if (additionals.length) config = withAdditionalToggled(offer, config, additionals[t % additionals.length]!.id);
    config = withPlateNumber(offer, config, plate);
    const bounds = configurationBounds(offer, config);
    config = { ...config, initialPayment: entrada < 0.3 ? 0 : bounds.min + Math.floor((bounds.max - bounds.min) * entrada) };
    return { offer, config, coupon };
  });

describe('priceLead', () => {
  it('agrees with the details page to the centavo on every configuration it can reach', () => {
    fc.assert(
      fc.property(configurations, ({ offer, config, coupon }) => {
        const priced = priceLead(offer, selectionOf(offer, config), coupon);
        if (!priced.ok) throw new Error(priced.message);
        const shown = detailsPrice(offer, config, coupon);
        expect(priced.value.monthlyPrice).toBe(shown.ranges[0]!.amount);
        expect(priced.value.contractTotal).toBe(shown.contractTotal);
        expect(priced.value.bounds).toEqual(shown.bounds);
        expect(priced.value.terms).toMatchObject({ period: config.period, km: config.km, initialPayment: config.initialPayment, monthlyPrice: priced.value.monthlyPrice });
      }),
      { numRuns: 300 },
    );
  });

  const mobi = demoOffers.find((o) => o.id === 'fiat-mobi-l10')!;
  const base = initialConfiguration(mobi);
  const selection = selectionOf(mobi, base);

  it('refuses a plan the offer does not sell', () => {
    expect(priceLead(mobi, { ...selection, period: 7 })).toEqual({ ok: false, field: 'period', message: e.planNotOffered });
    expect(priceLead(mobi, { ...selection, km: 1 })).toMatchObject({ ok: false, message: e.planNotOffered });
  });

  it('refuses an unknown colour, optional or additional', () => {
    expect(priceLead(mobi, { ...selection, colourCode: 'NOPE' })).toMatchObject({ ok: false, message: e.colourNotOffered });
    expect(priceLead(mobi, { ...selection, optionalCode: 'NOPE' })).toMatchObject({ ok: false, message: e.optionalNotOffered });
    expect(priceLead(mobi, { ...selection, additionals: [...selection.additionals, { id: 'nope', plateNumber: null }] })).toMatchObject({
      ok: false,
      message: e.additionalNotOffered('nope'),
    });
  });

  it('refuses a plate-ending additional without its number', () => {
    const offer = demoOffers.find((o) => o.additionalItemsList.some(isPlateAdditional))!;
    const config = initialConfiguration(offer);
    const plate = additionalsForPeriod(offer, config.period).find(isPlateAdditional)!;
    const chosen = selectionOf(offer, withAdditionalToggled(offer, config, plate.id));
    expect(priceLead(offer, chosen)).toEqual({ ok: false, field: 'additionals', message: 'A seleção do número do final de placa é obrigatória.' });
    const numbered = { ...chosen, additionals: chosen.additionals.map((a) => (a.id === plate.id ? { ...a, plateNumber: 4 } : a)) };
    const priced = priceLead(offer, numbered);
    expect(priced.ok && priced.value.terms.additionals.find((a) => a.id === plate.id)?.plateNumber).toBe(4);
  });

  it('refuses a missing required optional or additional', () => {
    const offer = demoOffers.find((o) => o.optionals.some((x) => x.required))!;
    const config = initialConfiguration(offer);
    expect(priceLead(offer, { ...selectionOf(offer, config), optionalCode: null })).toMatchObject({ ok: false, message: e.optionalRequired });
    const withRequired = demoOffers.find((o) => o.additionalItemsList.some((a) => a.required === 1));
    if (withRequired) {
      const c = initialConfiguration(withRequired);
      expect(priceLead(withRequired, { ...selectionOf(withRequired, c), additionals: [] })).toMatchObject({ ok: false, field: 'additionals' });
    }
  });

  it('refuses an entrada out of its bounds, and takes zero', () => {
    const bounds = configurationBounds(mobi, base);
    expect(priceLead(mobi, { ...selection, initialPayment: bounds.min - 1 })).toEqual({ ok: false, field: 'rentalPaymentInformation', message: e.initialPaymentBelow(formatBRL(bounds.min)) });
    expect(priceLead(mobi, { ...selection, initialPayment: bounds.max + 1 })).toMatchObject({ ok: false, message: e.initialPaymentAbove(formatBRL(bounds.max)) });
    expect(priceLead(mobi, { ...selection, initialPayment: 0 }).ok).toBe(true);
    expect(priceLead(mobi, { ...selection, initialPayment: bounds.max }).ok).toBe(true);
  });
});

describe('leadSelectionOf and couponTermsOf', () => {
  it('reads the codes a lead body carries', () => {
    expect(
      leadSelectionOf({
        period: 24,
        km: 1000,
        relatedProducts: [
          { type: 'optional', code: 'KIT' },
          { type: 'color', code: 'WHT' },
        ],
        additionals: [{ id: 'plate', plate_number: 3 }, { id: 'glass' }],
        initialPayment: undefined,
      }),
    ).toEqual({ period: 24, km: 1000, colourCode: 'WHT', optionalCode: 'KIT', additionals: [{ id: 'plate', plateNumber: 3 }, { id: 'glass', plateNumber: null }], initialPayment: 0 });
    expect(couponTermsOf(null)).toBeNull();
    expect(couponTermsOf({ type: 'percentage', discountAmount: 10 })).toEqual({ type: 'percentage', discountAmount: 10, recurrence: null });
  });
});
