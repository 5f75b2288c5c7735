/** The spec's strings of its part `pageTitles` (the catalogue: spec.ts). */
import { PROPOSALS } from './spec-words';

/** Default page titles (spec 001 §9). */
export const pageTitlesSpec = {
  proposals: PROPOSALS,
  discounts: 'Descontos',
  initialPayment: 'Entrada',
};
