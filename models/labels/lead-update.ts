import { commonLabels } from './common';
import { labels } from './spec';

/**
 * The edit modes of a sent lead on the offer details page (the seller's
 * edit link and the customer's 'editable' address). Strings the spec quotes come from `labels`; the rest are ours.
 */
export const leadUpdateLabels = {
  /** The details step's button in edit mode: on to the dealer and 'Finalizar'. */
  updateOffer: labels.offerDetails.updateOffer,
  finish: labels.offerDetails.finish,
  wait: labels.offerDetails.wait,
  /** ours: said to a screen reader beside 'Aguarde'. */
  waiting: 'Aguarde: carregando os dados da proposta.',
  saving: commonLabels.saving,
  back: labels.offerDetails.back,
  loadingLead: 'Carregando a proposta…',
  notFound: commonLabels.proposalNotFound,
  otherOffer: 'Esta proposta é de outra oferta. Abra o link da proposta novamente.',
  /** A seller's edit link opened signed in with an account that is not a seller's. */
  sellerLinkOnly: 'Este link de edição é de um vendedor. Saia da conta e entre com a conta do vendedor que o gerou.',
  signingIn: 'Entre na sua conta para alterar a proposta.',
  signIn: commonLabels.signIn,
  /** The lead step's heading in edit mode. */
  stepTitle: 'Confira e finalize a proposta',
  banner: {
    seller: (code: string) => `Você está alterando a proposta ${code} do cliente.`,
    customer: (code: string) => `Você está alterando a sua proposta ${code}.`,
  },
  intro: {
    seller: 'A concessionária da proposta não muda. Confira as condições no resumo e finalize para salvar a nova versão.',
    customer: 'A concessionária da sua proposta não muda. Confira as condições no resumo e finalize para salvar a nova versão.',
  },
  dealerTitle: 'Concessionária da proposta',
  /** Why 'Finalizar' cannot save yet. */
  blocked: {
    plate: labels.offerDetails.plateEndingRequired,
    entrada: 'Ajuste a entrada às regras para finalizar.',
  },
  saveFailed: labels.proposals.leadUpdateFailed,
  retryHint: 'Nada foi perdido: confira e finalize de novo.',
  /** The customer's result modal (spec 000 §2 "After update"). */
  customerResult: {
    title: labels.resultModal.updatedTitle,
    text: labels.resultModal.updatedText,
    toProposals: labels.proposals.title,
    ok: labels.resultModal.ok,
  },
  /** The seller's result modal (spec 000 §2 "seller variant (back and close)"). */
  sellerResult: {
    title: 'Proposta atualizada',
    text: (version: number) => `A versão ${version} da proposta foi salva.`,
    awaiting: 'O valor a pagar mudou: a nova versão aguarda o aceite do cliente.',
    notAwaiting: 'O cliente já vê a nova versão em Minhas Propostas.',
    back: 'Voltar para a proposta',
    close: commonLabels.close,
  },
};
