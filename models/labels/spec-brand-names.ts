/** The spec's strings of its part `brandNames` (the catalogue: spec.ts). */

export const brandNamesSpec = {
  fiat: 'Fiat',
  jeep: 'Jeep',
  peugeot: 'Peugeot',
  citroen: 'Citroën',
};
