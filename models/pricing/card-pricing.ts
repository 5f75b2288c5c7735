/**
 * What an offer card's price footer shows (spec 000 §2 "Offer card"), from
 * the pricing rules of models/pricing/pricing.ts: the minimum monthly price a person
 * can reach (required optional and additionals included), and the
 * most an initial payment can save ('Simule uma entrada e economize até
 * {price}'). And the plan that price is of: the details open on it
 * (models/pricing/offer-details.ts `initialConfiguration`), so what the card promises
 * is what the page shows first.
 */
import type { Offer, RentalPlan } from '../offer/offer';
import { itemsForPeriod, maximumFinancingSaving, minimumMonthlyPrice, monthlyTotal, planMinimumTotal } from './pricing';

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

/**
 * The plan a card's 'A PARTIR DE' is the price of, with no entrada, what its
 * period requires and its cheapest colour (`planMinimumTotal`): the plan whose
 * minimum is the card's price (a layout price some plan reaches exactly),
 * else the cheapest plan. Among equals, the offer's default plan, then the
 * first. The details page opens on it.
 */
export function cardPlan(offer: PricedOffer): RentalPlan | undefined {
  const ranked = offer.rentalPlanList.map((plan) => ({ plan, total: planMinimumTotal(offer, plan) }));
  if (ranked.length === 0) return undefined;
  const shown = minimumMonthlyPrice(offer);
  const lowest = Math.min(...ranked.map((r) => r.total));
  const exact = ranked.filter((r) => r.total === shown);
  const pool = exact.length > 0 ? exact : ranked.filter((r) => r.total === lowest);
  return (pool.find((r) => r.plan.selectedByDefault) ?? pool[0]!).plan;
}
