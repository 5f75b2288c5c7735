/**
 * What an offer card's price footer shows (spec 000 §2 "Offer card"), from
 * the pricing rules of models/pricing.ts: the minimum monthly price a person
 * can reach (required optional and additionals included), and the
 * most an initial payment can save ('Simule uma entrada e economize até
 * {price}').
 */
import type { Offer } from './offer';
import { itemsForPeriod, maximumFinancingSaving, minimumMonthlyPrice, monthlyTotal } from './pricing';

export interface CardPrice {
  /** 'PARCELAS A PARTIR DE' / 'A PARTIR DE': integer centavos. */
  monthly: number;
  /** 'economize até': integer centavos, 0 when no plan allows a saving. */
  saving: number;
}

type PricedOffer = Pick<Offer, 'rentalPlanList' | 'defaultLayoutInformation' | 'optionals' | 'additionalItemsList' | 'colors'>;

/**
 * The saving shown on a card: the largest `maximumFinancingSaving` over the
 * offer's plans ("até"), each plan priced as the offer opens with it: the
 * plan, its required optional and required additionals, and the first colour
 * offered with its period.
 */
export function cardSaving(offer: PricedOffer): number {
  let best = 0;
  for (const plan of offer.rentalPlanList) {
    const optional = itemsForPeriod(offer.optionals, plan.period).find((o) => o.required) ?? null;
    const additionals = itemsForPeriod(offer.additionalItemsList, plan.period).filter((a) => a.required === 1);
    const colour = itemsForPeriod(offer.colors, plan.period)[0] ?? null;
    const total = monthlyTotal({ plan, optional, additionals, colour }).total;
    const saving = maximumFinancingSaving(total, plan.period, plan.monthlyInterestRate);
    if (saving > best) best = saving;
  }
  return best;
}

export function cardPrice(offer: PricedOffer): CardPrice {
  return { monthly: minimumMonthlyPrice(offer), saving: cardSaving(offer) };
}
