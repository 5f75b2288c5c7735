import { labels, type Labels } from './spec';
import { commonLabels } from './common';
import { showcaseScreenLabels } from './showcase';
import { words } from './words';

/**
 * The offer manager page (spec 000 §2 "Offer manager (admin)"): filters,
 * search, loading and failure texts, the save messages of the card's
 * 'Salvar' (ours: the spec gives none), and what the card's links say.
 */
export const managerLabels = {
  title: 'Gerenciar ofertas',
  intro: 'Todas as ofertas, de todas as categorias e situações. Publique, remova a publicação, edite ou exclua.',
  filters: words.filterOffers,
  brand: words.brand,
  status: words.status,
  personType: words.personType,
  all: words.allFeminine,
  allPersonTypes: words.allMasculine,
  search: 'Buscar por modelo ou versão',
  searchPlaceholder: 'Ex.: Pulse Audace',
  clearFilters: words.clearFilters,
  count: (shown: number, total: number) => (shown === total ? `${total} ${total === 1 ? 'oferta' : 'ofertas'}` : `${shown} de ${total} ofertas`),
  loading: labels.showcase.loading,
  loadFailed: 'Não foi possível carregar as ofertas. Tente novamente.',
  retry: commonLabels.retry,
  noneMatch: 'Nenhuma oferta corresponde aos filtros.',
  grid: commonLabels.offers,
  /** The pages' navigation. */
  pages: 'Páginas de ofertas',
  openInEditor: (name: string) => `Abrir ${name} no editor`,
  actionsOf: (name: string) => `Ações da oferta ${name}`,
  metadata: 'Histórico da oferta',
  /** After 'Publicado em': the date, then who. */
  publishedBy: (date: string, name: string) => `${date} · por ${name}`,
  /** After the spec's publish failure, for an archived offer (the server answers 409). */
  validityEnded: (endsOn: string) => `A vigência desta oferta terminou em ${endsOn}. Para publicá-la, abra o editor e informe um novo fim da vigência.`,
  saveSuccess: 'Oferta salva com sucesso!',
  saveFailure: 'Ocorreu um erro ao salvar a oferta.',
  closeToast: commonLabels.closeNotice,
  backToGrid: commonLabels.backToOffers,
  editorPending: 'O editor de ofertas abre aqui.',
  signInToManage: 'Faça login como administrador de ofertas para gerenciar as ofertas.',
  checking: commonLabels.checkingSession,
  /** ours: the outbox page (`/admin/mensagens`). */
  messages: {
    title: 'Mensagens do site',
    intro:
      'A caixa de saída do site: cada mensagem, sua situação e as tentativas de envio. Mensagens com um link pessoal (redefinição de senha, confirmação de e-mail ou de cadastro, pedidos de privacidade) mostram só que foram enviadas, para quem e quando.',
    loading: 'Carregando mensagens…',
    loadFailed: 'Não foi possível carregar as mensagens. Tente novamente.',
    retry: commonLabels.retry,
    reload: 'Atualizar',
    empty: 'Nenhuma mensagem na caixa de saída.',
    /** What 'Pendente' means: without SMTP nothing leaves the site. */
    delivery:
      'Sem um servidor de e-mail configurado (SMTP_URL), o site não envia nenhuma mensagem: todas ficam aqui, na caixa de saída, como pendentes, e não chegam aos destinatários. Com o SMTP configurado, cada mensagem pendente é enviada em instantes e passa a enviada.',
    filters: 'Filtrar mensagens',
    allStatuses: words.allFeminine,
    kindFilter: words.type,
    allKinds: words.allMasculine,
    search: 'Buscar por destinatário ou assunto',
    searchPlaceholder: 'Ex.: cliente@empresa.com.br',
    clearFilters: words.clearFilters,
    noneMatch: 'Nenhuma mensagem corresponde aos filtros.',
    pages: 'Páginas de mensagens',
    countOf: (shown: number, total: number) => `${shown} de ${total} mensagens`,
    table: 'Mensagens da caixa de saída',
    count: (n: number) => (n === 1 ? '1 mensagem' : `${n} mensagens`),
    to: 'Destinatário',
    subject: 'Assunto',
    status: words.status,
    attempts: 'Tentativas',
    createdAt: 'Criada em',
    message: words.message,
    statuses: { pending: 'Pendente', sent: 'Enviada' },
    open: 'Ver mensagem',
    openOf: (subject: string, to: string) => `Ver mensagem ${subject} para ${to}`,
    bcc: 'Cópia oculta',
    sentAt: words.sentOn,
    lastError: 'Último erro',
    attachments: 'Anexos',
    attachment: (filename: string, kb: number) => `${filename} (${kb} KB)`,
    html: words.message,
    text: 'Texto simples',
    kind: 'Tipo de mensagem',
    /** The outbox's kinds of message as people read them (an unknown kind is shown as it is stored). */
    kinds: {
      passwordReset: 'Link de redefinição de senha',
      passwordChanged: 'Aviso de senha alterada',
      emailVerification: 'Link de confirmação de e-mail',
      signUpConfirmation: 'Link de confirmação de cadastro',
      privacyLink: 'Link de pedido de privacidade',
      privacyAnswer: 'Resposta a pedido de privacidade',
      quotationToClient: 'Cotação ao cliente',
      simulatorLegal: 'Simulação para empresa',
      leadReceived: 'Confirmação de proposta ao cliente',
      newLead: 'Nova proposta aos vendedores',
      leadStatusMoved: 'Etapa da proposta ao cliente',
      versionAwaiting: 'Nova versão para aceite do cliente',
      proposalCancelled: 'Cancelamento da proposta ao cliente',
      versionAccepted: 'Versão aceita, aos vendedores',
      proposalWithdrawn: 'Desistência do cliente, aos vendedores',
      proposalCancelledByDealer: 'Cancelamento pela concessionária, aos vendedores',
      leadDigest: 'Resumo diário de propostas sem resposta',
    } as Readonly<Record<string, string>>,
    withheld: 'Esta mensagem leva um link pessoal, que age em nome de quem a recebe: o conteúdo não é mostrado a ninguém além do destinatário.',
    none: '—',
    close: commonLabels.close,
    signIn: 'Faça login como administrador de ofertas para ler as mensagens do site.',
  },
} as const;

export type ManagerLabels = typeof managerLabels;

/**
 * The offer manager's one labels object (the grid, its filters and each
 * admin card): our texts beside the spec's offer actions and brand names,
 * and the showcase card's labels for the card each admin card shows (`card`),
 * with the site's configured overrides of the spec's (`withOverrides`).
 */
export function managerScreenLabels(spec: Labels = labels) {
  return { ...managerLabels, offerAdmin: spec.offerAdmin, brandNames: spec.brandNames, card: showcaseScreenLabels(spec) };
}

export type ManagerScreenLabels = ReturnType<typeof managerScreenLabels>;

/** The manager's labels without configured overrides. */
export const defaultManagerLabels: ManagerScreenLabels = managerScreenLabels();

/**
 * The outbox page's one labels object (`/admin/mensagens`): all ours, the
 * spec quotes nothing there, so the site's overrides change none of it.
 */
export function messagesScreenLabels() {
  return managerLabels.messages;
}

export type MessagesScreenLabels = ReturnType<typeof messagesScreenLabels>;

/** The outbox page's labels. */
export const defaultMessagesLabels: MessagesScreenLabels = messagesScreenLabels();
