/** The spec's strings of its part `resultModal` (the catalogue: spec.ts). */
import { CLOSE, OK } from './spec-words';

/** Rental result modal (spec 000 §2, 001 §8). */
export const resultModalSpec = {
  errorTitle: 'Ocorreu um erro',
  errorText: 'Um problema ocorreu no envio das informações. Por favor, tente novamente.',
  errorButton: 'Entendi',
  updatedTitle: 'Tudo certo!',
  updatedText: 'Proposta atualizada com sucesso.',
  ok: OK,
  /** ours */
  toProposals: 'Ver minhas propostas',
  /** ours */
  close: CLOSE,
};
