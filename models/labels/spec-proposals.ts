/** The spec's strings of its part `proposals` (the catalogue: spec.ts). */
import { RETRY, PROPOSALS, BACK } from './spec-words';

/** Proposals (spec 000 §2 "Proposals", 001 §8, §9). */
export const proposalsSpec = {
  title: PROPOSALS,
  back: BACK,
  loadFailed: 'Falha ao carregar propostas. Por favor tente mais tarde.',
  leadUpdateFailed: 'Falha ao salvar as alterações.',
  /** ours */
  empty: 'Você ainda não tem propostas.',
  loading: 'Carregando suas propostas…',
  retry: RETRY,
  sentOn: 'Enviada em',
  dealer: 'Concessionária',
  plan: 'Plano',
  monthly: 'Mensalidade',
  seeOffer: 'Ver oferta',
  toOffers: 'Ver ofertas',
  status: { received: 'Recebida', sent_to_dealer: 'Enviada à concessionária', discarded: 'Encerrada' },
};
