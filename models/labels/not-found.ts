import { commonLabels } from './common';

/** The page of an address the site does not have (any unknown browser path). */
export const notFoundLabels = {
  title: 'Página não encontrada',
  text: 'O endereço que você abriu não existe ou mudou de lugar. As ofertas continuam à sua espera.',
  back: commonLabels.backToOffers,
} as const;
