/** The spec's strings of its part `offerDetails` (the catalogue: spec.ts). */
import { PLATE_ENDING, VALUE_UNAVAILABLE, CONTINUE, BACK } from './spec-words';

/** Offer details (spec 000 §2 "Offer details", §4, 001 §5.4). */
export const offerDetailsSpec = {
  back: BACK,
  updateOffer: 'Atualizar oferta',
  shareAsMessage: 'Enviar como mensagem',
  copyUrl: 'Copiar a URL',
  linkCopied: 'Link copiado com sucesso',
  summary: 'Resumo',
  priceHeader: (months: number, totalPrice: string) => `${months}X ${totalPrice}`,
  continue: CONTINUE,
  finish: 'Finalizar',
  wait: 'Aguarde',
  saveFailed: 'Falha ao salvar as alterações',
  period: 'PERÍODO',
  kmPerMonth: 'KM/MÊS',
  plateEnding: PLATE_ENDING,
  optional: 'OPCIONAL',
  initialPayment: 'ENTRADA',
  monthlyValue: 'VALOR MENSAL',
  finalValue: 'VALOR FINAL',
  initialPaymentMinimum: 'Valor mínimo de entrada',
  initialPaymentMaximum: 'Valor máximo de entrada',
  plateEndingRequired: 'A seleção do número do final de placa é obrigatória.',
  standardItems: 'ITENS DE SÉRIE',
  generalConditions: 'CONDIÇÕES GERAIS',
  faqTitle: 'Ficou alguma dúvida?',
  faqSearchPlaceholder: 'Pesquise aqui',
  /** ours: the 'no optionals' radio choice. */
  noOptional: 'Sem opcionais',
  /** ours: the conflict between two optionals (wording not shown). */
  optionalConflict: 'Não é possível adicionar dois opcionais juntos',
  additionalDetailsFailed: 'Não foi possível carregar os detalhes do adicional, por favor tente mais tarde.',
  optionalDetailsFailed: 'Não foi possível carregar os detalhes do opcional, por favor tente mais tarde.',
  included: 'Incluso',
  valueUnavailable: VALUE_UNAVAILABLE,
  /** ours: a '{count}x' instalment count beside VALOR MENSAL. */
  instalmentCount: (count: number) => `${count}x`,
  /** ours: an instalment range of VALOR FINAL. */
  instalmentRange: (from: number, to: number, price: string) => `${from}ª a ${to}ª parcela: ${price}`,
};
