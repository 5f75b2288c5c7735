/** The spec's strings of its part `offerCard` (the catalogue: spec.ts). */
import { FROM_PRICE, PER_MONTH, DETAILS_BUTTON, PLATE_ENDING, NO } from './spec-words';

/** Offer card (spec 000 §2 "Offer card", 001 §9 "Labels and formats"). */
export const offerCardSpec = {
  month: 'mês',
  perMonth: PER_MONTH,
  fromPrice: FROM_PRICE,
  instalmentsFrom: 'PARCELAS A PARTIR DE',
  detailsButton: DETAILS_BUTTON,
  simulateSaving: (price: string) => `Simule uma entrada e economize até ${price}`,
  contract: 'CONTRATO',
  months: 'Meses',
  plateEnding: PLATE_ENDING,
  plateEndingNo: NO,
  moreInformation: 'Saiba Mais',
  currency: 'R$',
};
