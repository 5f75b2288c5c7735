import { labels } from './spec';

/**
 * The financing simulator's label set (spec 001 §8 "Financing and other
 * texts", §5.1 "Financing proposal form", §9). The spec shows no flow for it:
 * a label set only, kept exactly as the spec writes it. Nothing on the
 * showcase imports it.
 */
export const financingLabels = {
  comparisonUnavailable: 'O comparativo não está disponível para o prazo selecionado',
  simulationsUnavailable: 'AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO',
  /** A refused proposal. */
  proposalRefused: 'A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO',
  /** The proposal form's required-field message, 'Digite seu/sua {field}' (kept with the validators). */
  requiredField: labels.validation.financingRequired,
  /** ours: used-car evaluation unavailable, bank slip failure, payment problem (named by the spec, wording not shown). */
  usedCarEvaluationUnavailable: 'A avaliação do seu usado está indisponível no momento',
  bankSlipFailure: 'Não foi possível gerar o boleto',
  paymentProblem: 'Houve um problema com o pagamento',
  /** ours: a bank slip down payment clears in up to 3 business days (spec 001 §9; the reservation says it too). */
  bankSlipClearing: 'O pagamento da entrada por boleto é compensado em até 3 dias úteis.',
};
