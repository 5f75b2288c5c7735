/**
 * Saving the edit of a sent lead (spec 000 §4 'Finalizar' / 'Aguarde'; 001
 * §7 `PUT v1/leads`): when 'Finalizar' may save, and the lead update it
 * sends. Who is editing and the lead's terms are models/lead/lead-update.ts.
 */
import type { Coupon } from '../coupon/coupon-rules';
import type { LeadUpdate } from './lead';
import { leadAdditionals, leadMonthlyPrice, leadPaymentInformation, leadRelatedProducts } from './lead-form';
import { LEAD_UPDATE_PRODUCT_GROUP } from './lead-rules';
import type { Offer } from '../offer/offer';
import { canContinue, selectionOf, type DetailsConfiguration } from '../pricing/offer-details';
import type { InitialPaymentCheck, OfferPrice } from '../pricing/pricing';
import { onlyDigits } from '../common/validators';

// ───────────────────────────── 'Finalizar' ─────────────────────────────

/** What the update must know of the lead (spec 000 §4): lead id, product lead id, dealer code and CPF. */
export interface LeadUpdateFacts {
  leadId: string | null;
  productLeadId: string | null;
  dealerCode: string | null;
  cpf: string | null;
}

export function knowsEveryFact(facts: LeadUpdateFacts): boolean {
  return Boolean(facts.leadId && facts.productLeadId && facts.dealerCode && facts.cpf);
}

/**
 * Where 'Finalizar' stands (spec 000 §4): `waiting` ('Aguarde' with a
 * loader) while lead id, product lead id, dealer code or CPF is not known
 * yet; `blocked` while the entrada breaks its rule or a plate-ending
 * additional has no number (the page says which; nothing to wait for);
 * `ready` otherwise.
 */
export type FinishState = 'waiting' | 'blocked' | 'ready';

export function finishState(offer: Offer, config: DetailsConfiguration, check: InitialPaymentCheck, facts: LeadUpdateFacts): FinishState {
  if (!knowsEveryFact(facts)) return 'waiting';
  return canContinue(offer, config, check) ? 'ready' : 'blocked';
}

// ───────────────────────────── the update ─────────────────────────────

export interface LeadUpdateContext {
  offer: Offer;
  config: DetailsConfiguration;
  price: OfferPrice;
  coupon: Coupon | null;
  facts: LeadUpdateFacts;
}

/**
 * `PUT /api/v1/leads` (spec 000 §3 "Lead update"): the lead's ids, the
 * configuration as a lead carries it (additionals with the plate number,
 * colour and optional as related products, plan, payment information), the
 * vehicle, product group 'Flua', the dealer and the offer. The monthly price
 * is the page's; the server recomputes it.
 */
export function buildLeadUpdate({ offer, config, price, coupon, facts }: LeadUpdateContext): LeadUpdate {
  if (!knowsEveryFact(facts)) throw new Error('lead update without its ids');
  const plan = selectionOf(offer, config).plan;
  return {
    cpf: onlyDigits(facts.cpf!),
    leadId: facts.leadId!,
    productLeadId: facts.productLeadId!,
    additionals: leadAdditionals(offer, config),
    relatedProducts: leadRelatedProducts(offer, config),
    period: plan.period,
    rentalPrice: leadMonthlyPrice(price),
    mileage: plan.km,
    model: offer.modelCode,
    version: offer.versionCode,
    series: offer.seriesCode,
    modelYear: offer.modelYear,
    productGroup: LEAD_UPDATE_PRODUCT_GROUP,
    productCode: offer.mvs,
    dealersCode: facts.dealerCode!,
    rentalPaymentInformation: leadPaymentInformation(offer, config, price, coupon),
    offerId: offer.id,
  };
}
