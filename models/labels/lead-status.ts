/**
 * The lead lifecycle's words (spec 000 §2 "Proposals" timeline): the
 * status names are the issue's; the messages are ours.
 */
import { commonLabels } from './common';
import { testDriveLabels } from './test-drive';
import { leadVersionLabels } from './lead-version';
import { proposalSummaryLabels } from './proposal-summary';
import { labels, type Labels } from './spec';
import { words } from './words';

export const leadStatusLabels = {
  status: {
    sent: words.proposalSent,
    in_service: 'Em atendimento',
    credit_review: 'Em análise de crédito',
    approved: 'Aprovada',
    rejected: 'Recusada',
    contract_signed: 'Contrato assinado',
    vehicle_delivered: 'Veículo entregue',
    cancelled: 'Cancelada',
  },
  role: { customer: words.customer, seller: words.seller },
  /** A proposal's timeline on 'Minhas Propostas'. */
  timeline: {
    title: 'Andamento da proposta',
    code: (code: string) => `Proposta ${code}`,
    current: words.currentStatus,
    next: 'Próxima etapa',
    by: (name: string, role: string) => `por ${name} (${role})`,
    noteFrom: words.message,
  },
  /** The customer's cancellation of a proposal with no contract yet. */
  cancel: {
    button: 'Cancelar proposta',
    title: 'Cancelar esta proposta?',
    text: (code: string) => `A proposta ${code} será cancelada e a concessionária será avisada. Esta ação não pode ser desfeita.`,
    note: 'Motivo do cancelamento (opcional)',
    keep: 'Manter proposta',
    confirm: 'Sim, cancelar',
    confirming: 'Cancelando…',
    /** Under the reason: how much of the limit is used, then that it is reached (nothing typed past it is kept). */
    noteCount: (length: number, max: number) => `${length} de ${max} caracteres`,
    noteFull: (max: number) => `Limite de ${max} caracteres atingido: o que passar disso não é enviado.`,
    /** After the cancellation: the card's confirmation. */
    done: (code: string) => `Proposta ${code} cancelada. A concessionária foi avisada.`,
  },
  /** A proposal's versions on 'Minhas Propostas' (the field names and the accept words are models/labels/lead-version.ts). */
  versions: {
    title: 'Versões da proposta',
    before: 'Antes:',
    after: 'Depois:',
    none: 'nenhum',
    /** Read out after a new price: whether the customer pays less or more. */
    tone: { better: 'você paga menos', worse: 'você paga mais' },
    /** The same, read on the seller's lead page: the customer pays. */
    toneForStaff: { better: 'o cliente paga menos', worse: 'o cliente paga mais' },
    current: 'Versão atual',
    accepted: 'Aceita por você',
    by: (who: string) => `por ${who}`,
    awaitingText: (who: string, version: string, date: string) => `${who} fez a ${version} em ${date}, que muda o que você paga. Confira o que muda:`,
    cancelHint: 'Se não concordar com a nova versão, você pode cancelar a proposta.',
    dialogTitle: 'Aceitar a nova versão?',
    dialogText: (version: string) => `Ao aceitar, sua proposta segue com a ${version}, com estes valores:`,
    keep: words.back,
    edit: words.editProposal,
  },
  /** The empty state's banner. */
  emptyBanner: {
    title: 'Encontre o carro por assinatura ideal para você',
    text: 'Veja as ofertas de carros por assinatura disponíveis para você.',
  },
  api: {
    moveNotAllowed: (from: string, to: string) => `Não é possível mudar a proposta de '${from}' para '${to}'.`,
    statusChanged: 'A situação da proposta mudou. Atualize a página e tente novamente.',
    noteRequired: 'Informe o motivo para o cliente.',
    leadNotFound: commonLabels.proposalNotFound,
  },
} as const;

/**
 * 'Minhas Propostas' one labels object (the list, each proposal's timeline,
 * versions and cancellation): the lifecycle's words, a version's words as
 * `version`, and the spec's proposals texts with the site's overrides.
 */
export function proposalsScreenLabels(spec: Labels = labels) {
  return { ...leadStatusLabels, version: leadVersionLabels, proposals: spec.proposals, testDrive: testDriveLabels, summary: proposalSummaryLabels };
}

export type ProposalsScreenLabels = ReturnType<typeof proposalsScreenLabels>;

/** The proposals' labels without configured overrides. */
export const defaultProposalsLabels: ProposalsScreenLabels = proposalsScreenLabels();
