/**
 * What an offer must satisfy to be saved (the offer editor and the server's
 * save call both ask `offerSaveErrors`; the demo catalogue is held to it by
 * a test). Prices are the pricing module's: a layout 'A PARTIR DE' price
 * below every configuration a person can reach is refused.
 */
import { labels } from '../labels/spec';
import { formatBRL } from '../common/money';
import type { Offer } from '../offer/offer';
import { isLayoutPriceUnreachable, reachableMinimumMonthly } from '../pricing/pricing';

export interface OfferSaveError {
  /** The offer field at fault, as a path. */
  field: 'rentalPlanList' | 'defaultLayoutInformation.monthlyPayment';
  /** pt-BR, for the person editing the offer. */
  message: string;
}

type CheckedOffer = Pick<Offer, 'rentalPlanList' | 'defaultLayoutInformation' | 'optionals' | 'additionalItemsList' | 'colors'>;

/** Every reason the offer cannot be saved; empty when it can. */
export function offerSaveErrors(offer: CheckedOffer): OfferSaveError[] {
  const t = labels.offerAdmin.saveErrors;
  const errors: OfferSaveError[] = [];
  if (offer.rentalPlanList.length === 0) errors.push({ field: 'rentalPlanList', message: t.noPlans });
  if (isLayoutPriceUnreachable(offer)) {
    const layout = offer.defaultLayoutInformation!.monthlyPayment!;
    errors.push({
      field: 'defaultLayoutInformation.monthlyPayment',
      message: t.layoutMonthlyUnreachable(formatBRL(layout), formatBRL(reachableMinimumMonthly(offer))),
    });
  }
  return errors;
}

/**
 * The offer as answers show it: a stored layout price no configuration
 * reaches (saved before the rule existed) is left out, so every card and
 * suggestion shows the reachable minimum instead.
 */
export function withReachableLayoutPrice<T extends CheckedOffer>(offer: T): T {
  if (!isLayoutPriceUnreachable(offer)) return offer;
  return { ...offer, defaultLayoutInformation: { ...offer.defaultLayoutInformation, monthlyPayment: null } };
}
