/**
 * The lead lifecycle's words (spec 000 §2 "Proposals" timeline): the
 * status names are the issue's; the messages are ours.
 */
export const leadStatusLabels = {
  status: {
    sent: 'Proposta enviada',
    in_service: 'Em atendimento',
    credit_review: 'Em análise de crédito',
    approved: 'Aprovada',
    rejected: 'Recusada',
    contract_signed: 'Contrato assinado',
    vehicle_delivered: 'Veículo entregue',
    cancelled: 'Cancelada',
  },
  role: { customer: 'Cliente', seller: 'Vendedor' },
  api: {
    moveNotAllowed: (from: string, to: string) => `Não é possível mudar a proposta de '${from}' para '${to}'.`,
    statusChanged: 'A situação da proposta mudou. Atualize a página e tente novamente.',
    noteRequired: 'Informe o motivo para o cliente.',
    leadNotFound: 'Proposta não encontrada.',
  },
} as const;
