/**
 * The strings the spec (000, 001) quotes, exactly as written, grouped by the
 * spec's own parts, and the texts it calls configurable (`withOverrides`).
 * A string the spec only describes is ours and marked `ours`. Each screen's
 * own texts live beside it in models/labels/<screen>.ts and reuse these
 * rather than repeat them.
 */

/** Strings the spec quotes in more than one of its parts, written once. */
const FROM_PRICE = 'A PARTIR DE';
const PER_MONTH = '/mês';
const DETAILS_BUTTON = 'QUERO ESTE';
const PLATE_ENDING = 'FINAL DE PLACA';
const NO_DEALER = 'Nenhuma concessionária selecionada';
const NO_RESULTS = 'Não foram encontrados resultados para essa busca';
const RETRY = 'Tentar novamente';
const CLOSE = 'Fechar';
const ERROR = 'Um erro ocorreu, tente novamente';
const VALUE_UNAVAILABLE = 'Valor não disponível no momento';
const PROPOSALS = 'Minhas Propostas';
const OPT_IN_REQUIRED = 'Selecione pelo menos uma das opções acima';
const REQUIRED_WITH_PERIOD = 'Campo obrigatório.';
const ACCEPT_RULES = 'Você precisa aceitar as regras.';
/** ours: how long the company forms keep the data. */
const COMPANY_DATA_RETENTION = 'Os dados ficam guardados por até 5 anos após o último contato (ou pelo prazo que a lei exigir).';
const PREFERRED_CONTACT = 'Selecione um contato preferencial';
const NO = 'Não';
const CONTINUE = 'Continuar';
const OK = 'Ok';
const BACK = 'Voltar';

export const labels = {
  validation: {
    required: 'Campo Obrigatório',
    checkRequiredFields: 'Confira os campos obrigatórios',
    cpf: 'CPF inválido',
    cnpj: 'CNPJ inválido',
    cpfOrCnpj: 'CPF/CNPJ inválido',
    birthday: 'Data de Nascimento inválida',
    overEighteen: 'Idade mínima 18 anos',
    /** ours: the spec gives the 200-year rule without wording. */
    date: 'Data inválida',
    plate: 'PLACA INCORRETA',
    chassis: 'CHASSIS INCORRETO',
    /** ours: the spec names card number, name, expiry and CVV messages without wording. */
    cardNumber: 'Número do cartão inválido',
    cardName: 'Nome do titular do cartão inválido',
    cardExpiry: 'Data de validade do cartão inválida',
    cardCvv: 'CVV inválido',
    email: 'Digite um e-mail válido',
    emailSameAsHolder: 'O email não pode ser o mesmo do titular',
    fullName: 'Digite pelo menos um sobrenome',
    nameRequired: 'Digite seu nome',
    /** ours */
    name: 'Digite um nome válido',
    mobilePhoneRequired: 'Digite seu celular',
    /** ours, in the spec's required-field form ('Digite seu/sua {field}'): an empty CPF is asked for, not called invalid. */
    cpfRequired: 'Digite seu CPF',
    phone: 'Digite um telefone válido',
    /** ours: an empty phone of a legal-person form (landline or mobile). */
    phoneRequired: 'Digite seu telefone',
    cepRequired: 'Digite seu CEP',
    cepNotFound: 'O CEP não foi encontrado',
    /** ours: an upload's folder (root_path, sub_path). */
    uploadPath: 'Caminho inválido: use letras, números, "-" e "_", em partes separadas por "/" (sem "..", sem "/" no início).',
    password: 'A senha deve conter no mínimo 8 caracteres',
    /** ours: the spec gives the new-password rules without wording. */
    passwordMax: 'A senha deve conter no máximo 16 caracteres',
    passwordDigit: 'A senha deve conter pelo menos um número',
    passwordLower: 'A senha deve conter pelo menos uma letra minúscula',
    passwordUpper: 'A senha deve conter pelo menos uma letra maiúscula',
    passwordSpecial: 'A senha deve conter pelo menos um caractere especial',
    passwordForbidden: 'A senha não pode conter os caracteres < > + | / ? * \\',
    passwordConfirmation: 'As senhas digitadas não são iguais',
    /** ours */
    time: 'Horário inválido',
    /** ours */
    restrictedChars: 'Os caracteres & $ < > % não são permitidos',
    /** ours */
    leadingSpace: 'O campo não pode começar com espaço',
    /** ours */
    rg: 'RG inválido',
    cnhNumber: 'Número da CNH inválido',
    cnhExpiry: 'Data de validade da CNH inválida',
    cnhExpired: 'CNH fora da data de validade',
    /** ours */
    cnhCategory: 'Selecione a categoria da CNH',
    /** ours (generic length / selection rules) */
    minLength: (min: number) => `Digite no mínimo ${min} caracteres`,
    maxLength: (max: number) => `Digite no máximo ${max} caracteres`,
    minSelected: (min: number) => (min === 1 ? OPT_IN_REQUIRED : `Selecione pelo menos ${min} opções`),
    maxSelected: (max: number) => (max === 1 ? 'Selecione no máximo uma opção' : `Selecione no máximo ${max} opções`),
      /** ours: the spec names these dictionary messages without wording. */
    address: 'Digite seu endereço',
    street: 'Digite sua rua',
    neighbourhood: 'Digite seu bairro',
    number: 'Digite o número',
    numberGreaterThanZero: 'O número deve ser maior que 0',
    gender: 'Selecione seu gênero',
    maritalStatus: 'Selecione seu estado civil',
    monthlyIncome: 'Digite sua renda mensal',
    occupationLettersOnly: 'A profissão deve conter apenas letras',
    labourCardDuplicate: 'Carteira de trabalho já cadastrada',
    labourCardIncompatible: 'Carteira de trabalho incompatível',
    dni: 'DNI inválido',
    companyFoundationDate: 'Data de fundação da empresa inválida',
    /** Company intent form required message (spec 001 §5.3, with the period). */
    requiredWithPeriod: REQUIRED_WITH_PERIOD,
    acceptRules: ACCEPT_RULES,
    optInRequired: OPT_IN_REQUIRED,
    preferredContact: PREFERRED_CONTACT,
    chooseTime: 'Escolha um horário',
    fileTotalSize: (mb: number) => `O tamanho total dos arquivos não pode exceder ${mb} MB.`,
    /** Financing proposal form: 'Digite seu/sua {field}' (feminine fields take 'sua'). */
    financingRequired: (field: string, feminine = false) => `Digite ${feminine ? 'sua' : 'seu'} ${field}`,
  },
  brandNames: {
    fiat: 'Fiat',
    jeep: 'Jeep',
    peugeot: 'Peugeot',
    citroen: 'Citroën',
  },
  /** Offer list (spec 000 §2 "Offer list"). */
  showcase: {
    title: 'Ofertas de assinatura',
    fromPrice: FROM_PRICE,
    perMonth: PER_MONTH,
    detailsButton: DETAILS_BUTTON,
    showMore: 'VER MAIS VEÍCULOS',
    notFound: NO_RESULTS,
    loading: 'Carregando ofertas…',
    loadFailed: ERROR,
    retry: RETRY,
    offerCount: (shown: number, total: number) => `Mostrando ${shown} de ${total} ofertas`,
    /** Mobile app banner. */
    appBannerDownload: 'BAIXAR',
    /** ours */
    appBannerClose: CLOSE,
    /** ours: shown when no fixed dealer is set (spec: "no-dealer message"). */
    noDealer: NO_DEALER,
  },
  /** Offer card (spec 000 §2 "Offer card", 001 §9 "Labels and formats"). */
  offerCard: {
    month: 'mês',
    perMonth: PER_MONTH,
    fromPrice: FROM_PRICE,
    instalmentsFrom: 'PARCELAS A PARTIR DE',
    detailsButton: DETAILS_BUTTON,
    simulateSaving: (price: string) => `Simule uma entrada e economize até ${price}`,
    contract: 'CONTRATO',
    months: 'Meses',
    plateEnding: PLATE_ENDING,
    plateEndingNo: NO,
    moreInformation: 'Saiba Mais',
    currency: 'R$',
  },
  /** Admin card wrapper and offer actions (spec 000 §2, §4, 001 §6, §8). */
  offerAdmin: {
    newOfferTitle: 'CADASTRE SUA OFERTA',
    newOfferText: 'Escolha modelo, preço, destaque, features e acompanhe sua publicação',
    newOfferButton: 'NOVA OFERTA',
    validity: 'Vigência',
    createdBy: 'Criado por',
    editedBy: 'Editado por',
    publishedOn: 'Publicado em',
    legalPerson: 'Pessoa Jurídica',
    naturalPerson: 'Pessoa Física',
    status: {
      new: 'Oferta Não Salva',
      published: 'Oferta Publicada',
      removed: 'Oferta Excluída',
      archived: 'Oferta Arquivada',
      saved: 'Oferta Salva',
    },
    actions: {
      publish: 'Publicar',
      unpublish: 'Remover Publicação',
      save: 'Salvar',
      edit: 'Editar',
      view: 'Visualizar',
      remove: 'Excluir',
    },
    deleteConfirm: {
      title: 'Deletar oferta',
      text: 'Deseja realmente deletar esta oferta?',
      confirm: 'Deletar',
      cancel: 'Cancelar',
    },
    publishSuccess: 'Oferta publicada com sucesso!',
    publishFailure: 'Ocorreu um erro ao publicar a oferta.',
    unpublishSuccess: 'Oferta despublicada com sucesso!',
    unpublishFailure: 'Ocorreu um erro ao despublicar a oferta.',
    removeSuccess: 'Oferta removida com sucesso!',
    removeFailure: 'Ocorreu um erro ao remover a oferta.',
    /** ours: why an offer cannot be saved (models/offer-validation.ts). */
    saveErrors: {
      noPlans: 'Cadastre ao menos um plano de aluguel.',
      layoutMonthlyUnreachable: (layout: string, minimum: string) =>
        `O preço "A PARTIR DE" (${layout}) é menor que a menor mensalidade que a oferta permite montar (${minimum}, com o opcional e os adicionais obrigatórios). Informe um valor a partir de ${minimum} ou deixe o campo vazio.`,
    },
  },
  /** Offer details (spec 000 §2 "Offer details", §4, 001 §5.4). */
  offerDetails: {
    back: BACK,
    updateOffer: 'Atualizar oferta',
    shareAsMessage: 'Enviar como mensagem',
    copyUrl: 'Copiar a URL',
    linkCopied: 'Link copiado com sucesso',
    summary: 'Resumo',
    priceHeader: (months: number, totalPrice: string) => `${months}X ${totalPrice}`,
    continue: CONTINUE,
    finish: 'Finalizar',
    wait: 'Aguarde',
    saveFailed: 'Falha ao salvar as alterações',
    period: 'PERÍODO',
    kmPerMonth: 'KM/MÊS',
    plateEnding: PLATE_ENDING,
    optional: 'OPCIONAL',
    initialPayment: 'ENTRADA',
    monthlyValue: 'VALOR MENSAL',
    finalValue: 'VALOR FINAL',
    initialPaymentMinimum: 'Valor mínimo de entrada',
    initialPaymentMaximum: 'Valor máximo de entrada',
    plateEndingRequired: 'A seleção do número do final de placa é obrigatória.',
    standardItems: 'ITENS DE SÉRIE',
    generalConditions: 'CONDIÇÕES GERAIS',
    faqTitle: 'Ficou alguma dúvida?',
    faqSearchPlaceholder: 'Pesquise aqui',
    /** ours: the 'no optionals' radio choice. */
    noOptional: 'Sem opcionais',
    /** ours: the conflict between two optionals (wording not shown). */
    optionalConflict: 'Não é possível adicionar dois opcionais juntos',
    additionalDetailsFailed: 'Não foi possível carregar os detalhes do adicional, por favor tente mais tarde.',
    optionalDetailsFailed: 'Não foi possível carregar os detalhes do opcional, por favor tente mais tarde.',
    included: 'Incluso',
    valueUnavailable: VALUE_UNAVAILABLE,
    /** ours: a '{count}x' instalment count beside VALOR MENSAL. */
    instalmentCount: (count: number) => `${count}x`,
    /** ours: an instalment range of VALOR FINAL. */
    instalmentRange: (from: number, to: number, price: string) => `${from}ª a ${to}ª parcela: ${price}`,
  },
  /** Colours (spec 000 §2 "Colour picker", 001 §9). */
  colours: {
    heading: 'CORES',
    solid: 'COR SÓLIDA',
    metallic: 'COR METÁLICA',
    pearly: 'COR PEROLIZADA',
    groups: { solid: 'SÓLIDAS', metallic: 'METÁLICAS', pearly: 'PEROLIZADAS', special: 'especiais' },
    campaignColours: ['preto', 'vermelho', 'amarelo', 'azul', 'verde escuro', 'verde limão'],
  },
  /** Dealer selector (spec 000 §2, 001 §5.2, §8). */
  dealerSelector: {
    choose: 'Escolha aqui a sua concessionária',
    noneSelected: NO_DEALER,
    required: 'A seleção da concessionária é obrigatória.',
    requiredInConfigurator: 'É obrigatório selecionar uma concessionária',
    unavailableInRegion: 'Infelizmente a Flua! ainda não está disponível na sua região!',
    /** ours */
    filterPlaceholder: 'Buscar concessionária',
    /** ours */
    deliveredBy: (name: string) => `Entregue por ${name}`,
  },
  /** Rental offer lead form (spec 000 §2 "Lead forms", 001 §5.2, §5.3, §8). */
  leadForm: {
    title: 'Não encontrou seu veículo?',
    /** ours: the title in the offer's lead step (the car is chosen; the spec's default asks whether it was found). Configurable per step: `SiteConfig.leadFormTitles`. */
    stepTitle: 'Falta pouco! Envie seus dados',
    subtitle: 'Agora é só preencher o formulário para iniciar a contratação.',
    myData: 'Meus Dados',
    physicalPerson: 'Sou uma Pessoa Física',
    legalPerson: 'Sou uma Pessoa Jurídica/Empresa',
    submit: 'ENVIAR',
    submitNewLayout: CONTINUE,
    submitCart: 'Adicionar ao carrinho',
    chooseCity: 'Por favor, escolha uma cidade.',
    cnpjOverTwoYears: 'CNPJ tem mais de dois anos?',
    yes: 'Sim',
    no: NO,
    preferredContact: PREFERRED_CONTACT,
    optInRequired: OPT_IN_REQUIRED,
    successMessage: 'SUA MENSAGEM FOI ENVIADA!',
    failureMessage: 'FALHA AO ENVIAR MENSAGEM!',
    invalidForm: 'Verifique se todos os campos obrigatórios foram preenchidos.',
    /** ours: the opt-in checkbox labels (SMS/phone, WhatsApp, e-mail). */
    optIns: { smsPhone: 'SMS/Telefone', whatsapp: 'WhatsApp', email: 'E-mail' },
    /** ours */
    wantHelp: 'Quero ajuda de um especialista',
    b2e: {
      employee: 'Colaborador',
      /** ours */
      relative: 'Familiar de colaborador',
      sapIdInvalid: 'Digite um SAP ID válido',
      employeeCpfInvalid: 'Digite um CPF válido',
      kinshipRequired: 'Digite um grau de parentesco',
      filesRequired: 'Selecione ao menos 1 arquivo',
      employeeInvalid: 'Dados do colaborador inválidos',
    },
  },
  /** Company fleet outsourcing intent form and the legal-person interest form (spec 000 §2, 001 §5.3, §8). */
  companyIntent: {
    title: 'Quer terceirizar sua frota com a Flua!?',
    description: 'Preencha o formulário abaixo e receba sua proposta.',
    submit: 'Enviar Proposta',
    successTitle: 'Solicitação enviada com sucesso!',
    successText: 'Em breve nossa equipe entrará em contato pelo telefone e e-mail fornecidos.',
    successButton: OK,
    failure: 'Ocorreu algum problema, tente novamente em instantes.',
    required: REQUIRED_WITH_PERIOD,
    acceptRules: ACCEPT_RULES,
    fleetSizes: ['0-10', '11-50', '51-100'],
    interestTitle: 'Quer assinar?',
    /** ours: the legal-person interest form's description, button and data-use text. */
    interestDescription: 'Conte quantos veículos sua empresa quer assinar e receba o contato da nossa equipe.',
    interestSubmit: 'Quero assinar',
    interestPrivacyText:
      'Usamos o nome do contato, a razão social, o CNPJ, o e-mail e o telefone apenas para responder ao interesse da sua empresa em assinar. ' +
      COMPANY_DATA_RETENTION,
    /** ours: the intent form's own field labels (company name, CNPJ, e-mail, phone and contact choices are the lead form's, `leadLabels.fields`). */
    fields: {
      contactName: 'Nome do contato',
      cnpjAge: 'CNPJ tem mais de um ano?',
      currentFleetSize: 'Tamanho atual da frota',
      fleetSize: 'Tamanho desejado da frota',
      comment: 'Comentário',
      commentCount: (used: number, max: number) => `${used} de ${max} caracteres`,
    },
    /** ours: the consents (LGPD) and what the data is used for. */
    privacyText:
      'Usamos o nome do contato, a razão social, o CNPJ, o e-mail e o telefone apenas para preparar e enviar a proposta de terceirização da sua frota. ' +
      COMPANY_DATA_RETENTION,
    privacyConsent: 'Li e aceito a Política de Privacidade da Flua! e autorizo o uso dos meus dados para receber a proposta.',
    communicationsConsent: 'Aceito receber comunicações e ofertas da Flua! pelos contatos informados.',
    /** ours: how a screen reader introduces the failure toast. */
    notice: 'Aviso',
  },
  /** Rental result modal (spec 000 §2, 001 §8). */
  resultModal: {
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
  },
  breadcrumb: {
    chooseModel: 'Escolher Modelo',
    sendInformation: 'Enviar Informações',
    finishSubscription: 'Finalizar Assinatura',
  },
  /** Proposals (spec 000 §2 "Proposals", 001 §8, §9). */
  proposals: {
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
  },
  /** Default page titles (spec 001 §9). */
  pageTitles: {
    proposals: PROPOSALS,
    discounts: 'Descontos',
    initialPayment: 'Entrada',
  },
  /** Coupon messages (spec 001 §8). */
  coupon: {
    limitedByCpfWarning: 'Cupom limitado por CPF, sujeito a indisponibilidade',
    limitedByCpfError: 'Máximo de utilizações para esse CPF atingida. Cupom indisponível',
    limitedByQuantityWarning: 'Cupom limitado por quantidade, sujeito a indisponibilidade',
    limitedByQuantityError: 'Cupom indisponível no momento',
    expired: 'Cupom expirado',
    unavailable: 'Cupom indisponível',
    requiresInitialPayment: 'Cupom disponível apenas em propostas com entrada',
    /** ours */
    placeholder: 'Cupom de desconto',
    /** ours */
    apply: 'Aplicar',
  },
  /** Offer suggestions (spec 000 §2 "Others"). */
  suggestions: {
    fromPrice: 'A partir de',
    seeDetails: 'ver detalhes',
  },
  fileInput: {
    remove: 'Remover',
    /** ours */
    count: (n: number) => (n === 1 ? '1 arquivo selecionado' : `${n} arquivos selecionados`),
  },
  /** Generic messages (spec 001 §8 "Generic"). */
  generic: {
    error: ERROR,
    noResults: NO_RESULTS,
    enableLocation: 'É necessário habilitar a localização no browser',
    valueUnavailable: VALUE_UNAVAILABLE,
    confirmOk: 'OK',
  },
  httpErrors: {
    badRequest: 'Requisição inválida.',
    notFound: 'Não encontrado.',
    /** An API path the server does not have. */
    routeNotFound: 'Endereço não encontrado na API.',
    offerNotFound: 'Oferta não encontrada.',
    internal: ERROR,
    /** The database is away (restarting, stopped): the request may be tried again shortly. */
    databaseUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    /** An API path that exists, asked with a method it does not take. */
    methodNotAllowed: 'Este endereço da API não aceita este método.',
    payloadTooLarge: 'O conteúdo enviado é grande demais.',
    uriTooLong: 'O endereço pedido é longo demais.',
    headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
    unsupportedMediaType: 'Tipo de conteúdo não aceito por este endereço.',
    badUrl: 'Endereço inválido.',
    badJson: 'O conteúdo enviado não é um JSON válido.',
    tooDeep: 'O conteúdo enviado tem níveis demais de aninhamento.',
    badMultipart: 'O envio de arquivos chegou incompleto ou malformado. Tente novamente.',
    invalidCharacters: 'Contém caracteres inválidos.',
    /** A field named like what every object inherits (toString, constructor…): never one of ours. */
    reservedField: 'Campo não aceito.',
    requestTimeout: 'A requisição demorou demais para chegar.',
  },
};

export type Labels = typeof labels;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** The texts the spec calls configurable ("default …", "(configurable)"). */
export interface LabelOverrides {
  showcase?: Partial<Pick<Labels['showcase'], 'showMore' | 'notFound' | 'detailsButton'>>;
  offerCard?: Partial<Pick<Labels['offerCard'], 'detailsButton'>>;
  offerAdmin?: DeepPartial<Pick<Labels['offerAdmin'], 'newOfferTitle' | 'newOfferText' | 'newOfferButton' | 'deleteConfirm'>>;
  dealerSelector?: Partial<Pick<Labels['dealerSelector'], 'unavailableInRegion'>>;
  leadForm?: Partial<Pick<Labels['leadForm'], 'title' | 'successMessage' | 'failureMessage'>>;
  companyIntent?: Partial<Pick<Labels['companyIntent'], 'fleetSizes'>>;
  proposals?: Partial<Pick<Labels['proposals'], 'title'>>;
  pageTitles?: Partial<Labels['pageTitles']>;
  generic?: Partial<Pick<Labels['generic'], 'confirmOk'>>;
}

function defined<T extends object>(o: T | undefined): Partial<T> {
  if (!o) return {};
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The catalogue with configured overrides applied (configurable texts only; undefined keeps the default). */
export function withOverrides(overrides: LabelOverrides): Labels {
  const detailsButton = overrides.showcase?.detailsButton ?? overrides.offerCard?.detailsButton;
  return {
    ...labels,
    showcase: { ...labels.showcase, ...defined(overrides.showcase), ...(detailsButton ? { detailsButton } : {}) },
    offerCard: { ...labels.offerCard, ...(detailsButton ? { detailsButton } : {}) },
    offerAdmin: {
      ...labels.offerAdmin,
      ...defined({
        newOfferTitle: overrides.offerAdmin?.newOfferTitle,
        newOfferText: overrides.offerAdmin?.newOfferText,
        newOfferButton: overrides.offerAdmin?.newOfferButton,
      }),
      deleteConfirm: { ...labels.offerAdmin.deleteConfirm, ...defined(overrides.offerAdmin?.deleteConfirm) },
    },
    dealerSelector: { ...labels.dealerSelector, ...defined(overrides.dealerSelector) },
    leadForm: { ...labels.leadForm, ...defined(overrides.leadForm) },
    companyIntent: { ...labels.companyIntent, ...defined(overrides.companyIntent) },
    proposals: { ...labels.proposals, ...defined(overrides.proposals) },
    pageTitles: { ...labels.pageTitles, ...defined(overrides.pageTitles) },
    generic: { ...labels.generic, ...defined(overrides.generic) },
  };
}
