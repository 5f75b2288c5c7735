/** The spec's strings of its part `colours` (the catalogue: spec.ts). */

/** Colours (spec 000 §2 "Colour picker", 001 §9). */
export const coloursSpec = {
  heading: 'CORES',
  solid: 'COR SÓLIDA',
  metallic: 'COR METÁLICA',
  pearly: 'COR PEROLIZADA',
  groups: { solid: 'SÓLIDAS', metallic: 'METÁLICAS', pearly: 'PEROLIZADAS', special: 'especiais' },
  campaignColours: ['preto', 'vermelho', 'amarelo', 'azul', 'verde escuro', 'verde limão'] as const,
};
