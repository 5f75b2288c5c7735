import { describe, expect, it } from 'vitest';
import { isPriceAvailable, priceOrUnavailable } from '../../../models/pricing/shown-price';
import { cardPrice } from '../../../models/pricing/card-pricing';
import { demoOffers } from '../../../server/demo/demo-catalogue';

/** Spec 001 §8 "Generic": 'Valor não disponível no momento'. */
describe('a price that cannot be shown reads “Valor não disponível no momento”', () => {
  it('whole centavos above zero are a price; nothing, zero, fractions and non-numbers are not', () => {
    expect(priceOrUnavailable(249990)).toBe('R$\u00a02.499,90');
    for (const missing of [0, -1, 12.5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(isPriceAvailable(missing)).toBe(false);
      expect(priceOrUnavailable(missing)).toBe('Valor não disponível no momento');
    }
  });
  it('an offer whose plans price nothing has no card price to show', () => {
    const offer = demoOffers[0]!;
    expect(isPriceAvailable(cardPrice(offer).monthly)).toBe(true);
    expect(isPriceAvailable(cardPrice({ ...offer, rentalPlanList: [], defaultLayoutInformation: undefined }).monthly)).toBe(false);
  });
});
