/** The dealer's lead desk and the seller's edit link (ours: the spec names the seller CRM page without its texts). */
import { commonLabels } from './common';
import { leadLabels } from './lead';
import { partnershipLabels } from './partnership';
import { proposalSummaryLabels } from './proposal-summary';
import { labels } from './spec';
import { words } from './words';

const NOT_EDITABLE = 'Esta proposta não pode mais ser editada.';
const DESK_TITLE = 'Propostas da concessionária';
export const leadDeskLabels = {
  /** Why a lead authorization (the seller edit link) is refused. */
  authorization: {
    missing: 'Este endereço precisa de uma autorização do vendedor.',
    invalid: 'Este link de edição é inválido ou foi alterado. Gere um novo em “Editar proposta”.',
    expired: 'Este link de edição expirou. Gere um novo em “Editar proposta”.',
    otherLead: 'Este link de edição é de outra proposta.',
    otherSeller: 'Este link de edição foi gerado por outro vendedor.',
    sellerGone: 'O vendedor deste link de edição não atende mais esta concessionária.',
    sessionEnded: 'Este link de edição deixou de valer: a sessão do vendedor que o gerou terminou (saiu da conta ou ficou sem uso). Gere um novo em “Editar proposta”.',
    signInToSave: 'Entre com a conta do vendedor que gerou este link para salvar a proposta.',
    sellerOnly: 'Só o vendedor que gerou este link de edição pode salvar a proposta por ele.',
  },
  filters: {
    invalidDay: 'Informe uma data válida.',
    periodOrder: 'A data final deve ser igual ou posterior à inicial.',
    /** In place of the list while a filter is wrong: the list of the earlier search is not shown as if it were this one's. */
    fixToSearch: 'Corrija os filtros destacados e clique em Filtrar para ver as propostas.',
    queryTooLong: (max: number) => `Digite no máximo ${max} caracteres.`,
  },
  desk: {
    title: DESK_TITLE,
    intro: 'As propostas enviadas para a sua concessionária. Filtre por situação, período, nome ou CPF.',
    homeLink: DESK_TITLE,
    back: 'Voltar ao início do vendedor',
    filtersTitle: 'Filtros',
    status: words.status,
    anyStatus: words.allFeminine,
    from: 'De',
    to: 'Até',
    dayPlaceholder: 'dd/mm/aaaa',
    query: 'Nome ou CPF',
    queryPlaceholder: 'Ex: Maria ou 529.982.247-25',
    apply: 'Filtrar',
    clear: words.clearFilters,
    loading: 'Carregando propostas…',
    loadFailed: 'Falha ao carregar as propostas. Tente novamente.',
    retry: commonLabels.retry,
    empty: 'Nenhuma proposta chegou à sua concessionária ainda.',
    emptyFiltered: 'Nenhuma proposta encontrada com esses filtros.',
    count: (n: number) => (n === 1 ? '1 proposta' : `${n} propostas`),
    sentOn: (date: string) => `Enviada em ${date}`,
    open: words.open,
    openLabel: (name: string) => `Abrir a proposta de ${name}`,
    awaitingAcceptance: 'Aguardando aceite do cliente',
    /** A lead a seller brought from the showroom (spec 001 §9 'Show Room'); a lead from the public site says nothing. */
    broughtBy: (name: string) => `Trazida por ${name}`,
    listLabel: 'Propostas',
  },
  lead: {
    /** The lead's page (its browser tab). */
    pageTitle: 'Proposta da concessionária',
    back: 'Voltar às propostas',
    loading: 'Carregando proposta…',
    loadFailed: 'Falha ao carregar a proposta. Tente novamente.',
    retry: commonLabels.retry,
    code: (code: string) => `Proposta ${code}`,
    customerTitle: words.customer,
    name: words.name,
    document: 'CPF/CNPJ',
    email: commonLabels.email,
    phone: commonLabels.phone,
    contactTitle: 'Como prefere ser contatado',
    contact: { sms: commonLabels.sms, phone: commonLabels.phone, email: commonLabels.email, whatsapp: commonLabels.whatsapp },
    noContact: 'Nenhuma forma escolhida',
    /** A B2E lead: the employee's SAP id and who the customer is to the employee. */
    b2e: {
      sapId: leadLabels.fields.sapId,
      relationship: 'Vínculo com a empresa parceira',
      relationships: { EMPLOYEE: labels.leadForm.b2e.employee, RELATIVE: labels.leadForm.b2e.relative },
      kinship: leadLabels.fields.kinship,
      employeeCpf: leadLabels.fields.employeeCpf,
    },
    /** The summary of the proposal's version in force, as the customer downloads it. */
    summaryPdf: proposalSummaryLabels.download,
    offerTitle: words.offer,
    plan: words.plan,
    monthly: words.monthly,
    dealer: words.dealer,
    /** The seller who brought the lead (shown only for a showroom lead). */
    seller: words.seller,
    /** A lead that came through a partner's link (the partner's token, opened by the server). */
    partnership: partnershipLabels.desk,
    items: 'Cor, opcionais e adicionais',
    noItems: 'Nenhum item escolhido',
    plateNumber: (n: number) => `final de placa ${n}`,
    consentsTitle: 'Consentimentos (LGPD)',
    consent: {
      sms_phone: 'Contato por SMS e telefone',
      whatsapp: 'Contato por WhatsApp',
      email: 'Contato por e-mail',
    },
    /** Why the lead came to the dealer (models/lead/lead-submission.ts `DEALER_SHARING_BASES`): its legal basis, not a consent. */
    dealerSharingBasis: {
      preliminary_procedures:
        'O envio deste pedido à concessionária não depende de consentimento: é o necessário para responder ao pedido do cliente (procedimentos preliminares a um contrato, LGPD art. 7º, V).',
    },
    granted: 'Autorizado',
    refused: 'Não autorizado',
    /** A consent the customer withdrew in the privacy centre: no new contact through it. */
    withdrawnOn: (date: string) => `retirado em ${date}`,
    consentMeta: (version: string, date: string) => `Texto de ${version}, registrado em ${date}`,
    documentsTitle: 'Documentos',
    noDocuments: 'Nenhum documento enviado',
    download: (name: string) => `Baixar ${name}`,
    timelineTitle: 'Linha do tempo',
    by: (name: string, role: string) => `por ${name} (${role})`,
    versionsTitle: 'Versões',
    noVersions: 'Nenhuma alteração desde o envio',
    version: (n: number) => `Versão ${n}`,
    versionAccepted: 'Aceita pelo cliente',
    versionBy: (who: string) => `por ${who}`,
    awaitingVersion: (n: number) => `A Versão ${n} muda o que o cliente paga e só vale quando ele aceitar em Minhas Propostas.`,
    statusTitle: words.status,
    currentStatus: words.currentStatus,
    moveStatus: 'Mudar situação',
    finalStatus: 'Esta proposta não muda mais de situação.',
    dialogTitle: 'Mudar a situação da proposta',
    dialogDescription: 'Escolha a nova situação. O cliente vê a mudança e a mensagem na linha do tempo dele.',
    newStatus: 'Nova situação',
    note: 'Mensagem ao cliente',
    noteRequired: 'Mensagem ao cliente (obrigatória: o motivo)',
    noteHint: (max: number) => `Até ${max} caracteres.`,
    /** The move's confirmation has no word of its own: the spec's confirmation default, 'OK' (001 §9). */
    confirm: labels.generic.confirmOk,
    moving: commonLabels.saving,
    cancel: commonLabels.cancel,
    moveFailed: 'Falha ao mudar a situação. Tente novamente.',
    moved: (status: string) => `Situação alterada para '${status}'.`,
    editTitle: words.editProposal,
    editIntro:
      'Gere um link para abrir a oferta com os dados desta proposta e atualizá-la. O link só serve para esta proposta e vale por até 7 dias, enquanto você estiver conectado nesta sessão: ao sair da conta, ou depois de um tempo sem usar o site, ele deixa de valer. Só você pode salvar por ele, entrando com a sua conta de vendedor.',
    makeLink: words.editProposal,
    makingLink: 'Gerando link…',
    newLink: 'Gerar novo link',
    linkFailed: 'Falha ao gerar o link de edição. Tente novamente.',
    linkLabel: 'Link de edição',
    linkExpires: (date: string) => `Válido até ${date}, enquanto esta sessão estiver aberta.`,
    openLink: 'Abrir link',
    copyLink: 'Copiar link',
    copying: 'Copiando…',
    copied: 'Link copiado.',
    copyFailed: 'Não foi possível copiar. Selecione o link e copie.',
    notEditable: NOT_EDITABLE,
  },
  api: {
    leadNotFound: commonLabels.proposalNotFound,
    noDealer: 'Sua conta de vendedor não está ligada a uma concessionária.',
    notEditable: NOT_EDITABLE,
    notEditableKind: 'Só propostas de pessoa física com oferta podem ser editadas por link.',
  },
} as const;
