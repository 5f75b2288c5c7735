import { commonLabels } from './common';
import { managerLabels } from './admin-manager';
import { labels } from './spec';
import { words } from './words';

/**
 * ours: the admin's screen of a dealer's settings (`/admin/concessionarias`):
 * its response time, the webhook its system hears the leads' events by, the
 * signing secret and the last deliveries; and the API's refusals.
 */
export const dealerSettingsLabels = {
  title: 'Concessionárias: prazo e integração',
  intro: 'Configure o prazo de resposta de uma concessionária e o endereço que recebe os eventos das propostas no sistema dela.',
  signIn: 'Entre com uma conta de administrador para configurar as concessionárias.',
  open: {
    label: words.dealerCode,
    hint: 'O código aparece no painel de propostas e no cadastro da oferta (ex.: 10103).',
    action: words.open,
  },
  loading: 'Carregando a concessionária…',
  loadFailure: 'Não foi possível carregar a concessionária. Confira o código e tente novamente.',
  change: 'Trocar de concessionária',
  dealerHeading: (name: string, code: string) => `${name} (${code})`,
  form: {
    heading: 'Prazo e webhook',
    hours: 'Prazo de resposta (horas úteis)',
    hoursHint: 'De 1 a 120 horas úteis, contadas no horário de atendimento da concessionária.',
    url: 'URL do webhook',
    urlHint: 'Endereço https que recebe um POST a cada evento. Deixe em branco para não enviar eventos.',
    save: labels.offerAdmin.actions.save,
    saving: commonLabels.saving,
    saved: 'Configuração salva.',
    saveFailure: 'Não foi possível salvar. Tente novamente.',
  },
  secret: {
    heading: 'Segredo de assinatura',
    none: 'Nenhum segredo gerado: os eventos só são enviados depois que houver um segredo.',
    createdAt: (when: string) => `Segredo atual gerado em ${when}. Ele não é exibido de novo.`,
    generate: 'Gerar segredo',
    rotate: 'Trocar segredo',
    rotating: 'Gerando…',
    rotateConfirm: 'O segredo atual deixa de valer na hora. O sistema da concessionária precisa receber o novo. Continuar?',
    shownOnce: 'Copie agora: este segredo não será exibido novamente.',
    newSecret: 'Novo segredo',
    rotateFailure: 'Não foi possível gerar o segredo. Tente novamente.',
  },
  deliveries: {
    heading: 'Últimas entregas',
    none: 'Nenhum evento enviado ainda.',
    columns: { event: 'Evento', type: words.type, created: 'Gerado em', status: words.status, attempts: managerLabels.messages.attempts, last: 'Última resposta' },
    status: { pending: managerLabels.messages.statuses.pending, delivered: 'Entregue' },
    lastStatus: (code: number) => `HTTP ${code}`,
    noAnswer: 'Sem resposta',
  },
  eventTypes: {
    'lead.created': 'Proposta recebida',
    'lead.status_changed': 'Situação alterada',
    'lead.version_accepted': 'Versão aceita pelo cliente',
    'lead.cancelled': 'Proposta cancelada',
  },
  retry: commonLabels.retry,
  errors: {
    hoursRange: (min: number, max: number) => `Informe um prazo entre ${min} e ${max} horas úteis.`,
    urlInvalid: 'Informe uma URL https válida (ex.: https://sistema.concessionaria.com.br/flua).',
    urlTooLong: (max: number) => `A URL pode ter no máximo ${max} caracteres.`,
    codeRequired: 'Informe o código da concessionária.',
    dealerNotFound: commonLabels.dealerNotFound,
  },
} as const;
