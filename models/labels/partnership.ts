/**
 * Partnerships (spec 001 §7 `partnership/token/decrypt`): the API's refusals
 * of a partner's token, the lead form's note and the dealer's lead page.
 * Ours: the spec logs the decrypt's failures only (001 §8 "Logged only").
 */
import { labels } from './spec';

export const partnershipLabels = {
  api: {
    unknownPartner: 'Parceria não reconhecida. Confira o link com o parceiro.',
    invalidToken: 'O link da parceria não é válido. Peça um novo link ao parceiro.',
    expiredToken: 'O link da parceria expirou. Peça um novo link ao parceiro.',
  },
  /** The lead form, once the server opened the link's token. */
  formNote: (partner: string) => `Você veio pela parceria ${partner}: os dados da parceria seguem com a sua proposta.`,
  /** The dealer's lead page. */
  desk: {
    title: 'Parceria',
    partner: 'Parceiro',
    value: 'Código do cliente no parceiro',
    partnerSeller: 'Vendedor do parceiro',
    renewal: 'Renovação',
    referralLink: 'Página de origem',
    yes: labels.leadForm.yes,
    no: labels.leadForm.no,
  },
} as const;
