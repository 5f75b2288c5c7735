/** The spec's strings of its part `suggestions` (the catalogue: spec.ts). */

/** Offer suggestions (spec 000 §2 "Others"). */
export const suggestionsSpec = {
  fromPrice: 'A partir de',
  seeDetails: 'ver detalhes',
};
