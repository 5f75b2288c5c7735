import { cartLabels } from './cart';
import { showcaseLabels } from './showcase';
import { labels, type Labels } from './spec';
import { FILE_TOTAL_LIMIT_MB, MAX_FILES_PER_UPLOAD, type DocumentRefusal } from '../documents/files';
import { commonLabels } from './common';
import { dataRetentionLabels } from './data-retention';
import { leadUpdateLabels } from './lead-update';
import { testDriveLabels } from './test-drive';
import { words } from './words';
import { partnershipLabels } from './partnership';

/**
 * The lead step: the privacy and data-sharing texts (LGPD), the
 * API's refusals of lead, coupon and file calls, and the form's field
 * labels. All are ours (the spec names these parts without wording) unless
 * marked `spec`.
 */

export const leadLabels = {
  fields: {
    fullName: words.fullName,
    email: commonLabels.email,
    cpf: words.cpf,
    mobilePhone: words.mobilePhone,
    companyName: 'Razão social',
    contactName: 'Nome do responsável',
    cnpj: words.cnpj,
    phone: commonLabels.phone,
    totalVehicles: 'Quantidade de veículos',
    preferredContacts: 'Contato preferencial',
    preferredContactOptions: { phone: commonLabels.phone, sms: commonLabels.sms, whatsapp: commonLabels.whatsapp, email: commonLabels.email },
    personType: words.personType,
    b2eKind: 'Você é',
    sapId: 'SAP ID do colaborador',
    employeeCpf: 'CPF do colaborador',
    kinship: 'Grau de parentesco',
    /**
     * The kinships a relative of an employee chooses from (B2E), as the lead
     * carries them (at most 15 characters each, the spec's kinship length):
     * models/lead/lead-rules.ts `KINSHIP_OPTIONS` takes them from here.
     */
    kinshipOptions: ['Cônjuge', 'Companheiro(a)', 'Filho(a)', 'Enteado(a)', 'Pai/Mãe', 'Irmão(ã)'] as readonly string[],
    kinshipPlaceholder: 'Selecione o grau de parentesco',
    documents: 'Comprovantes de vínculo (PDF, JPEG ou PNG)',
    documentsList: 'Arquivos selecionados',
    optIns: 'Quero receber contato por',
  },
  /** The want-help info modal. */
  wantHelpInfo: {
    button: 'Saiba mais sobre a ajuda de um especialista',
    title: 'Ajuda de um especialista',
    text: 'Um especialista da Flua! entra em contato para tirar suas dúvidas sobre planos, documentação e entrega antes da concessionária.',
    close: commonLabels.close,
  },
  /** A visitor's choice to have this browser keep their name, e-mail and phone for the next form (USER_BASIC_INFO; models/lead/visitor-info.ts). */
  remember: {
    label: 'Lembrar meus dados neste navegador',
    hint: 'Nome, e-mail e telefone ficam guardados só neste aparelho para preencher o próximo pedido (nunca o CPF). Desmarque e envie para apagá-los; sair da conta também os apaga.',
  },
  /** Privacy (LGPD): purpose of each use of the data and how long it is kept. */
  privacy: {
    title: 'Privacidade dos seus dados',
    text:
      'Usamos seu nome, CPF ou CNPJ, e-mail e telefone para responder a este pedido de assinatura e preparar a sua proposta. ' +
      `${dataRetentionLabels.formSentence} ` +
      'Você pode pedir acesso, correção ou exclusão a qualquer momento pelo e-mail privacidade@flua.example.',
    sharing:
      'Ao enviar, seus dados e a configuração escolhida são compartilhados com a concessionária selecionada, somente para que ela entre em contato e elabore a proposta: ' +
      'é o necessário para responder ao seu pedido (procedimentos preliminares a um contrato, LGPD art. 7º, V), e não depende das autorizações de contato.',
    channels:
      'Os contatos marcados acima (SMS/telefone, WhatsApp, e-mail) serão usados apenas para falar sobre esta proposta, e você pode desmarcá-los em um próximo pedido ou nos pedir para parar.',
    /** The line that links to the privacy policy page. */
    policy: 'Saiba como tratamos seus dados e quais são seus direitos na Política de Privacidade.',
  },
  b2e: {
    /** The file picker's button (a styled label of the hidden native input). */
    attach: 'Anexar arquivos',
    attachHint: 'PDF, JPEG ou PNG, até 25 MB no total.',
    filesCount: labels.fileInput.count,
    fileTotal: (mb: number) => `O tamanho total dos arquivos não pode exceder ${mb} MB.`,
    /** A file the picker refuses at once, before anything is sent. */
    refusedType: (name: string) => `${name} não foi adicionado: envie apenas PDF, JPEG ou PNG.`,
    refusedSize: (name: string, mb: number) => `${name} não foi adicionado: o tamanho total dos arquivos não pode exceder ${mb} MB.`,
    refusedCount: (name: string) => `${name} não foi adicionado: envie no máximo ${MAX_FILES_PER_UPLOAD} arquivos por vez.`,
    status: {
      screeningDocuments: 'Conferindo os comprovantes…',
      checkingEmployee: 'Verificando os dados do colaborador…',
      uploadingDocuments: 'Enviando os comprovantes…',
      verified: 'Dados do colaborador confirmados.',
    },
    /** Generic failure of the employee check or the upload (spec: "the generic failure message"). */
    checkFailed: labels.leadForm.failureMessage,
  },
  result: {
    /** spec */
    success: labels.leadForm.successMessage,
    successText: 'Em breve a concessionária entrará em contato pelos canais que você escolheu.',
    /** Cart mode: the offer went into the cart; nothing was sent. */
    cart: { title: cartLabels.addedTitle, added: cartLabels.added, notSentYet: cartLabels.notSentYet, seeCart: cartLabels.seeCart, keepChoosing: cartLabels.keepChoosing },
    /** The proposal's number, as 'Minhas Propostas' and the dealer show it. */
    proposalCode: 'Número da proposta',
    proposalCodeHint: 'Guarde este número: ele identifica sua proposta em Minhas Propostas e no atendimento da concessionária.',
    /**
     * The seller's modal (spec 001 §2 'sellerId: changes the modals', 000 §2 "seller variant (back and close)"):
     * the lead sent from the showroom, back to it on the desk, or close.
     */
    seller: {
      title: 'Proposta enviada pelo vendedor',
      attributed: 'A proposta chegou à concessionária em seu nome: nas propostas da concessionária, ela aparece como trazida por você.',
      /** The link's seller id names no seller's account: the server took the lead without one. */
      unattributed: 'A proposta foi enviada, mas sem vendedor: o código de vendedor do link não é de uma conta de vendedor. Confira o link com a concessionária.',
      back: leadUpdateLabels.sellerResult.back,
      close: leadUpdateLabels.sellerResult.close,
    },
  },
  submitting: commonLabels.sending,
  /** Cart mode, beside 'Adicionar ao carrinho': adding sends nothing. */
  cartNote: cartLabels.howSending,
  /** New layout: the lead is created, the details step follows. */
  published: 'Seus dados foram enviados. Revise a configuração e finalize a assinatura.',
  dealerLoading: 'Carregando concessionárias…',
  dealerLoadFailed: 'Não foi possível carregar as concessionárias.',
  dealerRetry: commonLabels.retry,
  dealerChange: commonLabels.change,
  dealerModalTitle: 'Escolha a concessionária',
  dealerConfirm: commonLabels.confirm,
  dealerCancel: commonLabels.cancel,
  dealerNoMatch: 'Nenhuma concessionária encontrada com esse nome.',
  /** A dealer set by the address (no seller): it cannot be changed, so no button is offered. */
  dealerFixed: 'Concessionária definida pelo link que você abriu.',
  /** The offer's price changed while the form was filled (the server's message says so): the new price is taken in place. */
  priceChanged: {
    kept: 'O que você preencheu continua aqui: atualize o valor, confira e envie novamente.',
    refresh: 'Atualizar valor',
    refreshing: 'Atualizando o valor…',
    refreshed: (price: string) => `Valor atualizado: ${price} por mês. Confira o resumo e envie novamente.`,
  },
  /** A proposal being edited keeps its dealer: the one it was sent to. */
  dealerOfProposal: 'Esta é a concessionária da sua proposta: ela continua a mesma ao atualizar a oferta.',
  /** The lead step without a city (a shared link, a new device): the city is chosen here, then the dealer. */
  dealerCity: {
    intro: 'Escolha a sua cidade para ver as concessionárias que atendem você. O que você já preencheu continua aqui.',
    current: (city: string) => `Concessionárias de ${city}`,
    change: 'Trocar cidade',
    picker: showcaseLabels.location,
  },
  /** A partner's link whose token the server opened: the lead carries the partnership (models/lead/partnership.ts). */
  partnershipNote: partnershipLabels.formNote,
  couponRemove: 'Remover cupom',
  couponApplied: (name: string) => `Cupom ${name} aplicado`,
  /** A percentage coupon: what its percentage counts on. */
  couponBase: 'O percentual vale sobre o preço do plano: cor, opcional e adicionais ficam fora do desconto.',
  couponValidating: 'Validando cupom…',
  /** Editing a sent lead: its coupon stays (the server prices the update with it and takes no other). */
  couponKept: 'Cupom enviado com a proposta: ele é mantido nesta edição.',
  couponNoneKept: 'A proposta foi enviada sem cupom, e a edição não inclui um cupom.',
  api: {
    idempotencyKeyMissing: 'Envie o cabeçalho Idempotency-Key (de 8 a 200 letras, números, "-", "_", ":" ou ".").',
    idempotencyConflict: 'Esta chave de idempotência já foi usada com outro conteúdo.',
    /** A v2 lead without the client id and secret the site's page carries, when the server is configured with them (server/leads/lead-client.ts). */
    leadClientRefused: 'Não foi possível confirmar o site que enviou a proposta. Recarregue a página e tente novamente.',
    offerUnknown: labels.httpErrors.offerNotFound,
    dealerUnknown: commonLabels.dealerNotFound,
    couponNotFound: labels.coupon.unavailable,
    fileType: 'Tipo de arquivo não permitido. Envie PDF, JPEG ou PNG.',
    /** A document refused by the upload's rule (models/documents/files.ts `documentRefusal`), naming the file: before sending and by the server alike. */
    documentRefused: (refusal: DocumentRefusal) =>
      refusal.reason === 'type'
        ? `Tipo de arquivo não permitido: ${refusal.name}. Envie PDF, JPEG ou PNG.`
        : refusal.reason === 'size'
          ? `${refusal.name}: o tamanho total dos arquivos não pode exceder ${FILE_TOTAL_LIMIT_MB} MB.`
          : `${refusal.name}: envie no máximo ${MAX_FILES_PER_UPLOAD} arquivos por vez.`,
    fileTotal: `O tamanho total dos arquivos não pode exceder ${FILE_TOTAL_LIMIT_MB} MB.`,
    fileMissing: labels.leadForm.b2e.filesRequired,
    fileNotFound: 'Arquivo não encontrado.',
    notMultipart: 'Envie os arquivos como multipart/form-data.',
    fileCount: `Envie no máximo ${MAX_FILES_PER_UPLOAD} arquivos por vez.`,
    uploadGrantMissing: 'Envio de arquivos não autorizado. Reabra o formulário e envie os documentos novamente.',
    uploadGrantExpired: 'A autorização para enviar arquivos expirou. Envie os documentos novamente.',
    uploadQuotaAddress: (minutes: number) => `Limite de envio de arquivos desta conexão atingido. Aguarde ${minutes} minutos e tente novamente.`,
    uploadQuotaTotal: 'O envio de arquivos está temporariamente indisponível. Tente novamente mais tarde.',
    uploadsBusy: 'Muitos envios de arquivos ao mesmo tempo. Tente novamente em instantes.',
    tooManyEmployeeChecks: (minutes: number) =>
      `Muitas consultas de funcionário seguidas. Aguarde ${minutes} minutos e tente novamente.`,
    /** Leads from one connection (per hour), for one CPF or CNPJ (per day), from one seller's session (per hour): server/leads/lead-limits.ts. */
    tooManyLeads: (seconds: number) => `Muitas propostas enviadas a partir desta conexão. Aguarde ${words.waitFor(seconds)} e tente novamente.`,
    tooManyLeadsForDocument: (seconds: number) =>
      `Este CPF ou CNPJ já enviou o número máximo de propostas por dia. Aguarde ${words.waitFor(seconds)} e tente novamente.`,
    tooManySellerLeads: (seconds: number) => `Você atingiu o limite de propostas por hora. Aguarde ${words.waitFor(seconds)} e tente novamente.`,
    /** Uses of a coupon with limited uses, per connection, per CPF or CNPJ and per seller, a day: the coupon stays for other people. */
    tooManyCouponUses: (seconds: number) =>
      `Limite diário de uso de cupons atingido. Envie a proposta sem o cupom ou aguarde ${words.waitFor(seconds)}.`,
  },
} as const;

/**
 * The lead step's one labels object (the lead form, its dealer selector,
 * coupon, result and a sent lead's update panel): our texts beside the
 * spec's, with the site's configured overrides of the spec's (`withOverrides`).
 */
export function leadScreenLabels(spec: Labels = labels) {
  return {
    ...leadLabels,
    /** Editing a sent lead (the seller's or the customer's edit mode). */
    update: leadUpdateLabels,
    /** The test drive asked with the lead, when the site enables it. */
    testDrive: testDriveLabels,
    leadForm: spec.leadForm,
    breadcrumb: spec.breadcrumb,
    coupon: spec.coupon,
    dealerSelector: spec.dealerSelector,
    fileInput: spec.fileInput,
    resultModal: spec.resultModal,
  };
}

export type LeadScreenLabels = ReturnType<typeof leadScreenLabels>;

/** The lead step's labels without configured overrides. */
export const defaultLeadLabels: LeadScreenLabels = leadScreenLabels();

/**
 * The company forms' one labels object (the fleet intent form and the
 * legal-person interest form 'Quer assinar?'): the spec's company texts,
 * its yes and no, the result's close button, with the site's configured
 * overrides (`withOverrides`), beside the lead form's field names.
 */
export function companyFormsScreenLabels(spec: Labels = labels) {
  return {
    companyIntent: spec.companyIntent,
    leadForm: spec.leadForm,
    resultModal: spec.resultModal,
    fields: leadLabels.fields,
    submitting: leadLabels.submitting,
  };
}

export type CompanyFormsScreenLabels = ReturnType<typeof companyFormsScreenLabels>;
