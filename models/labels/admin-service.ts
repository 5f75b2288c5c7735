import { commonLabels } from './common';
import { managerLabels } from './admin-manager';
import { proposalsSpec } from './spec-proposals';

/** ours: the offer admins' view of the dealers' service to their leads (`/admin/atendimento`). */
export const adminServiceLabels = {
  title: 'Atendimento das concessionárias',
  intro: 'Quanto cada concessionária cumpre do prazo de resposta prometido ao cliente, nas propostas recebidas no período.',
  signIn: 'Faça login como administrador de ofertas para ver o atendimento das concessionárias.',
  period: 'Período',
  periodOption: (days: number) => `Últimos ${days} dias`,
  loading: 'Carregando o atendimento…',
  loadFailed: 'Não foi possível carregar o atendimento. Tente novamente.',
  retry: commonLabels.retry,
  empty: 'Nenhuma proposta recebida neste período, e nenhuma atrasada.',
  chartTitle: 'Propostas por concessionária',
  /** The chart's text alternative: the table below it carries the figures. */
  chartLabel: (days: number) => `Gráfico de barras das propostas recebidas, respondidas no prazo e atrasadas agora, por concessionária, nos últimos ${days} dias. Os números estão na tabela a seguir.`,
  tableCaption: (days: number) => `Atendimento por concessionária, últimos ${days} dias`,
  dealer: proposalsSpec.dealer,
  received: 'Recebidas',
  answeredInTime: 'Respondidas no prazo',
  median: 'Tempo mediano até a 1ª resposta',
  overdueNow: 'Atrasadas agora',
  /** Received leads answered in time, with their share. */
  inTimeValue: (count: number, percent: number | null) => (percent === null ? String(count) : `${count} (${percent}%)`),
  none: managerLabels.messages.none,
  /** How the figures are counted. */
  notes: [
    'Primeira resposta: o primeiro andamento da proposta ou a primeira versão feita por um vendedor.',
    'No prazo: respondida até o horário prometido ao cliente (contado em horas úteis da concessionária).',
    'Tempo mediano: tempo corrido, noites e fins de semana incluídos, da chegada da proposta à primeira resposta, nas propostas respondidas.',
    'Atrasadas agora: propostas sem resposta com o prazo vencido, de qualquer data.',
  ],
} as const;
