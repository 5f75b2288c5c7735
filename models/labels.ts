/**
 * The pt-BR label catalogue: every string the product shows, once, in one
 * module: `labels` (what the spec quotes, overridable per site), then the
 * areas' own texts (`authLabels`, `detailsLabels`, `showcaseLabels`,
 * `leadLabels`), which reuse `labels`' strings rather than repeat them. Strings quoted in the spec (000, 001) appear here exactly as
 * written; a string the spec only describes ("wording not shown") is ours and
 * is marked `ours`. Parts the spec calls configurable are overridden through
 * `withOverrides`. Log messages (English, never shown) are in `logMessages`.
 */
import { FILE_TOTAL_LIMIT_MB } from './files';

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
    minSelected: (min: number) => (min === 1 ? 'Selecione pelo menos uma das opções acima' : `Selecione pelo menos ${min} opções`),
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
    requiredWithPeriod: 'Campo obrigatório.',
    acceptRules: 'Você precisa aceitar as regras.',
    optInRequired: 'Selecione pelo menos uma das opções acima',
    preferredContact: 'Selecione um contato preferencial',
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
    fromPrice: 'A PARTIR DE',
    perMonth: '/mês',
    detailsButton: 'QUERO ESTE',
    showMore: 'VER MAIS VEÍCULOS',
    notFound: 'Não foram encontrados resultados para essa busca',
    loading: 'Carregando ofertas…',
    loadFailed: 'Um erro ocorreu, tente novamente',
    retry: 'Tentar novamente',
    offerCount: (shown: number, total: number) => `Mostrando ${shown} de ${total} ofertas`,
    /** Mobile app banner. */
    appBannerDownload: 'BAIXAR',
    /** ours */
    appBannerClose: 'Fechar',
    /** ours: shown when no fixed dealer is set (spec: "no-dealer message"). */
    noDealer: 'Nenhuma concessionária selecionada',
  },
  /** Offer card (spec 000 §2 "Offer card", 001 §9 "Labels and formats"). */
  offerCard: {
    month: 'mês',
    perMonth: '/mês',
    fromPrice: 'A PARTIR DE',
    instalmentsFrom: 'PARCELAS A PARTIR DE',
    detailsButton: 'QUERO ESTE',
    simulateSaving: (price: string) => `Simule uma entrada e economize até ${price}`,
    contract: 'CONTRATO',
    months: 'Meses',
    plateEnding: 'FINAL DE PLACA',
    plateEndingNo: 'Não',
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
  /** ours: the offer editor and the admin offer calls (the spec implies the editor without wording). */
  offerEditor: {
    /** The name of each draft field, for the form and the history. */
    fields: {
      brand: 'Marca',
      category: 'Categoria',
      'category.categoryName': 'Nome da categoria',
      'category.categoryCode': 'Código da categoria',
      'category.categoryDescription': 'Descrição da categoria',
      modelCode: 'Código do modelo',
      modelShortName: 'Nome curto do modelo',
      modelName: 'Nome do modelo',
      versionName: 'Versão',
      versionCode: 'Código da versão',
      seriesCode: 'Código da série',
      modelYear: 'Ano do modelo',
      manufactureYear: 'Ano de fabricação',
      engine: 'Motor',
      gear: 'Câmbio',
      fuel: 'Combustível',
      doors: 'Portas',
      bodyType: 'Carroceria',
      fullDescription: 'Descrição completa',
      seriesFullDescription: 'Descrição da série',
      offerType: 'Tipo de oferta',
      targetEntityType: 'Público',
      b2eOffer: 'Oferta para funcionários (B2E)',
      b2eType: 'Tipo B2E',
      dealerId: 'Concessionária',
      startsOn: 'Início da vigência',
      endsOn: 'Fim da vigência',
      rentalPlanList: 'Planos de aluguel',
      colors: 'Cores',
      optionals: 'Opcionais',
      additionalItemsList: 'Adicionais',
      highlightsList: 'Destaques',
      featuresList: 'Features',
      partsList: 'Itens de série',
      tagsList: 'Tags',
      campaignTags: 'Tags de campanha',
      disclaimer: 'Disclaimer',
      informationPage: "Página 'Saiba Mais'",
      listPrice: 'Preço de lista do carro',
      defaultLayoutInformation: 'Preço "A PARTIR DE"',
      unavailabilityReason: 'Indisponível (avise-me)',
      imageIds: 'Fotos',
      released: 'Publicada',
      removed: 'Excluída',
    },
    errors: {
      required: 'Campo Obrigatório',
      noPlans: 'Cadastre ao menos um plano de aluguel.',
      tooManyPlans: 'Cadastre no máximo 12 planos de aluguel.',
      pricePositive: 'Informe um preço maior que zero.',
      priceNotNegative: 'O preço não pode ser negativo.',
      duplicatePlan: (months: number, km: number) => `Já existe um plano de ${months} meses com ${km} km/mês.`,
      noDefaultPlan: 'Escolha o plano padrão.',
      severalDefaultPlans: 'Escolha apenas um plano padrão.',
      interestRate: 'Informe uma taxa de juros entre 0 e 100% ao mês.',
      date: 'Data inválida',
      endAfterStart: 'O fim da vigência deve ser depois do início.',
      year: 'Ano inválido',
      modelYear: 'O ano do modelo deve ser o ano de fabricação ou o seguinte.',
      dealerRequired: 'Escolha a concessionária da oferta.',
      dealerUnknown: 'Concessionária não encontrada.',
      noColours: 'Cadastre ao menos uma cor.',
      hexColour: 'Informe a cor em hexadecimal (#RRGGBB).',
      duplicateCode: (code: string) => `O código ${code} aparece mais de uma vez.`,
      periodNotInPlans: (months: number) => `Nenhum plano tem ${months} meses.`,
      tooManyImages: (max: number) => `Envie no máximo ${max} fotos.`,
      duplicateImage: 'Esta foto já está na oferta.',
      imageUnknown: 'Foto não encontrada. Envie a foto novamente.',
      duplicateTag: (tag: string) => `A tag ${tag} aparece mais de uma vez.`,
    },
    /** 400: the draft was refused, nothing was written. */
    invalidDraft: 'Confira os campos da oferta. Nada foi salvo.',
    /** 409: someone saved the offer after this person opened it. */
    conflict: 'Esta oferta foi alterada por outra pessoa depois que você a abriu. Recarregue a oferta para ver as alterações; nada foi salvo.',
    reload: 'Recarregar oferta',
    /** 409: a removed offer is kept for the proposals that name it, never changed again. */
    removedOffer: 'Esta oferta foi excluída e não pode mais ser alterada.',
    /** 409: the matrix does not save or publish an archived offer (its validity has ended). */
    archivedOffer: 'Esta oferta está arquivada (a vigência terminou) e não pode ser salva nem publicada.',
    cannotPublish: 'Esta oferta não pode ser publicada.',
    cannotUnpublish: 'Esta oferta não está publicada.',
    image: {
      missing: 'Envie um arquivo de foto.',
      type: 'Envie uma foto JPEG, PNG ou WebP.',
      tooLarge: (mb: number) => `A foto deve ter no máximo ${mb} MB.`,
      tooManyPixels: 'A foto é grande demais. Envie uma foto de até 40 megapixels.',
      notFound: 'Foto não encontrada.',
      inUse: 'Esta foto está em uma oferta. Tire-a da oferta antes de excluí-la.',
    },
  },
  /** Offer details (spec 000 §2 "Offer details", §4, 001 §5.4). */
  offerDetails: {
    back: 'Voltar',
    updateOffer: 'Atualizar oferta',
    shareAsMessage: 'Enviar como mensagem',
    copyUrl: 'Copiar a URL',
    linkCopied: 'Link copiado com sucesso',
    summary: 'Resumo',
    priceHeader: (months: number, totalPrice: string) => `${months}X ${totalPrice}`,
    continue: 'Continuar',
    finish: 'Finalizar',
    wait: 'Aguarde',
    saveFailed: 'Falha ao salvar as alterações',
    period: 'PERÍODO',
    kmPerMonth: 'KM/MÊS',
    plateEnding: 'FINAL DE PLACA',
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
    valueUnavailable: 'Valor não disponível no momento',
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
    noneSelected: 'Nenhuma concessionária selecionada',
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
    subtitle: 'Agora é só preencher o formulário para iniciar a contratação.',
    myData: 'Meus Dados',
    physicalPerson: 'Sou uma Pessoa Física',
    legalPerson: 'Sou uma Pessoa Jurídica/Empresa',
    submit: 'ENVIAR',
    submitNewLayout: 'Continuar',
    submitCart: 'Adicionar ao carrinho',
    chooseCity: 'Por favor, escolha uma cidade.',
    cnpjOverTwoYears: 'CNPJ tem mais de dois anos?',
    yes: 'Sim',
    no: 'Não',
    preferredContact: 'Selecione um contato preferencial',
    optInRequired: 'Selecione pelo menos uma das opções acima',
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
    successButton: 'Ok',
    failure: 'Ocorreu algum problema, tente novamente em instantes.',
    required: 'Campo obrigatório.',
    acceptRules: 'Você precisa aceitar as regras.',
    fleetSizes: ['0-10', '11-50', '51-100'],
    interestTitle: 'Quer assinar?',
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
      'Os dados ficam guardados por até 5 anos após o último contato (ou pelo prazo que a lei exigir).',
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
    ok: 'Ok',
    /** ours */
    toProposals: 'Ver minhas propostas',
    /** ours */
    close: 'Fechar',
  },
  breadcrumb: {
    chooseModel: 'Escolher Modelo',
    sendInformation: 'Enviar Informações',
    finishSubscription: 'Finalizar Assinatura',
  },
  /** Proposals (spec 000 §2 "Proposals", 001 §8, §9). */
  proposals: {
    title: 'Minhas Propostas',
    back: 'Voltar',
    loadFailed: 'Falha ao carregar propostas. Por favor tente mais tarde.',
    leadUpdateFailed: 'Falha ao salvar as alterações.',
    /** ours */
    empty: 'Você ainda não tem propostas.',
    loading: 'Carregando suas propostas…',
    retry: 'Tentar novamente',
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
    proposals: 'Minhas Propostas',
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
  /** Fleet quotation tool (spec 000 §2 "Quotation tools", 001 §8, §9). */
  fleetQuotation: {
    card: (n: number) => `COTAÇÃO ${n}`,
    responsiblePlaceholder: 'Ex: João Silva',
    selectPlaceholder: 'Selecione',
    included: 'Incluso',
    yes: 'Sim',
    no: 'Não',
    plateEndingNo: 'Não',
    saved: 'Cotação salva com sucesso',
    saveFailed: 'Falha ao salvar cotação',
    noVehicle: 'Nenhum veículo disponível',
    stockLoadFailed: 'Falha ao carregar estoque',
    itemLoadFailed: 'NÃO FOI POSSÍVEL CARREGAR AS INFORMAÇÕES DO ITEM',
    /** ours: the spec describes the warning without its wording. */
    stockWarning: 'A cotação não garante a reserva do veículo.',
    /** Quotation save codes 001–006. */
    saveCodes: {
      '001': 'Autenticação inválida.',
      '002': 'Essa cotação já foi gravada, acesse-a novamente pelo Salesforce para conseguir gravar.',
      '003': 'Cotação base não encontrada no Salesforce.',
      '004': 'Ocorreu um erro ao tentar salvar a cotação.',
      '005': 'Ocorreu um erro ao tentar salvar os produtos da cotação.',
      '006': 'Ocorreu um erro ao tentar salvar os produtos relacionados da cotação.',
    },
    /** ours: stock delivery labels (ready, undefined, in {days} days). */
    delivery: {
      ready: 'Pronta entrega',
      undefined: 'Prazo a definir',
      inDays: (days: number) => `Entrega em ${days} dias`,
    },
  },
  /** Legal-person price simulator (spec 000 §2, 001 §5.4, §8). */
  priceSimulator: {
    confirmYes: 'SIM',
    confirmNo: 'NÃO',
    issueProposal: 'Emitir Proposta',
    otherBrands: 'ACESSE OUTRAS MARCAS',
    confirmText: 'Enviaremos somente as cotações preenchidas completamente. Deseja confirmar o envio?',
    emailSuccess: 'E-mail enviado com sucesso para o vendedor cadastrado.',
    emailFailure: 'Erro ao enviar e-mail. Verifique os campos novamente.',
  },
  /** Profile simulator (spec 000 §2). */
  profileSimulator: {
    start: 'Vamos Lá',
    next: 'Próxima',
    restart: 'Reiniciar',
    /** ours */
    back: 'Voltar',
    /** ours */
    step: (current: number, total: number) => `${current} de ${total}`,
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
  /** Test drive (spec 000 §2 "Others"; response within 24h). */
  testDrive: {
    schedule: 'AGENDAR UM TEST DRIVE.',
    chooseTime: 'Escolha um horário',
    /** ours */
    responseWithin: 'Retornaremos em até 24h.',
    /** ours */
    day: 'Dia',
    /** ours */
    time: 'Horário',
    /** ours */
    morning: 'Manhã',
    /** ours */
    afternoon: 'Tarde',
  },
  /** Loyalty program label set (spec 000 §2 "Others"). */
  loyalty: {
    previous: 'Anterior',
    next: 'Próximo',
    noPoll: 'Nenhuma enquete encontrada para essa concessionária',
    /** ours */
    vote: 'Votar',
    /** ours */
    endDate: 'Encerra em',
    /** ours */
    partialResult: 'Resultado parcial',
  },
  /** Financing simulator label set (spec 001 §8). */
  financing: {
    comparisonUnavailable: 'O comparativo não está disponível para o prazo selecionado',
    simulationsUnavailable: 'AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO',
    proposalRefused: 'A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO',
    /** ours: "used-car evaluation unavailable", "bank slip failure", "payment problem" (wording not shown). */
    usedCarEvaluationUnavailable: 'A avaliação do seu usado está indisponível no momento',
    bankSlipFailure: 'Não foi possível gerar o boleto',
    paymentProblem: 'Houve um problema com o pagamento',
    /** ours: bank slip down payment clears in up to 3 business days. */
    bankSlipClearing: 'O pagamento da entrada por boleto é compensado em até 3 dias úteis.',
  },
  /** Recall label set (plate or chassis lookup). */
  recall: {
    plateInvalid: 'PLACA INCORRETA',
    chassisInvalid: 'CHASSIS INCORRETO',
    /** ours */
    plate: 'Placa',
    /** ours */
    chassis: 'Chassi',
  },
  /** Anti-fraud security-photo label set (spec 001 §8). */
  antiFraud: {
    failed: 'Seu pedido será analisado por nossos consultores',
    /** ours: face not found, photo not recognized (wording not shown). */
    faceNotFound: 'Rosto não encontrado',
    photoNotRecognized: 'Foto não reconhecida',
  },
  /** New-car configurator label set (spec 000 §2, 001 §8, §9). */
  configurator: {
    steps: ['Versão', 'Kit Opcionais', 'Cor', 'Acessórios', 'Revestimento', 'Resumo', 'Serviços'],
    colourGroups: ['sólidas', 'metálicas', 'perolizadas', 'especiais'],
    callSpecialistFailed: 'Falha ao chamar especialista',
    comparatorUnavailable: 'O comparador não esta disponível no momento.',
    loadFailed: 'Não foi possível carregar as informações. Tente novamente mais tarde.',
    noModelForYear: 'Nenhum modelo encontrado para o ano selecionado',
    reviewsLoadFailed: 'Erro ao carregar dados.',
    dealerRequired: 'É obrigatório selecionar uma concessionária',
  },
  /** Accessory showcase label set (strings not given by the spec; ours). */
  accessories: {
    title: 'Acessórios',
    seeDetails: 'ver detalhes',
  },
  /** Reservation label set (strings not given by the spec; ours). */
  reservation: {
    title: 'Reserva',
    bankSlipClearing: 'O pagamento da entrada por boleto é compensado em até 3 dias úteis.',
  },
  /** Generic messages (spec 001 §8 "Generic"). */
  generic: {
    error: 'Um erro ocorreu, tente novamente',
    noResults: 'Não foram encontrados resultados para essa busca',
    enableLocation: 'É necessário habilitar a localização no browser',
    valueUnavailable: 'Valor não disponível no momento',
    confirmOk: 'OK',
  },
  httpErrors: {
    badRequest: 'Requisição inválida.',
    notFound: 'Não encontrado.',
    /** An API path the server does not have. */
    routeNotFound: 'Endereço não encontrado na API.',
    offerNotFound: 'Oferta não encontrada.',
    internal: 'Um erro ocorreu, tente novamente',
  },
};

/** Logged, never shown (spec 001 §8 "Logged only"). */
export const logMessages = {
  offersFailed: 'Failed to load offers.',
  dealerFailed: 'Error loading dealer',
  locationFailed: 'Error setting location',
  faqNotFound: 'Not found - FAQ page',
  baseImageUrl: 'Failed to build base car image url. Missing required parameters.',
} as const;

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

// ───────────────────────────── accounts ─────────────────────────────

/**
 * Accounts, sessions, the user menu and the proposals page.
 * Strings the spec quotes are exact; the others are ours. Field validation
 * messages are `labels.validation`'s, reached through `validators.ts`.
 */

export const authLabels = {
  menu: {
    /** Accessible name of the header's account navigation. */
    navLabel: 'Conta',
    signIn: 'Entrar',
    signOut: 'Sair',
    proposals: labels.proposals.title,
    /** Accessible name of the menu button: the first name is what shows. */
    menuFor: (firstName: string) => `Menu da conta de ${firstName}`,
    checking: 'Verificando sua sessão…',
    signingOut: 'Saindo…',
    signOutFailed: 'Não foi possível sair. Tente novamente.',
  },
  signIn: {
    title: 'Entrar',
    intro: 'Entre com o e-mail e a senha da sua conta Flua!.',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    submitting: 'Entrando…',
    noAccount: 'Ainda não tem conta?',
    createAccount: 'Criar conta',
    alreadySignedIn: (firstName: string) => `Você já entrou como ${firstName}.`,
    goToOffers: 'Ver as ofertas',
  },
  signUp: {
    title: 'Criar conta',
    intro: 'Preencha seus dados para acompanhar suas propostas.',
    fullName: 'Nome completo',
    cpf: 'CPF',
    phone: 'Celular',
    email: 'E-mail',
    password: 'Senha',
    passwordConfirmation: 'Confirme a senha',
    passwordHint:
      'De 8 a 16 caracteres, com pelo menos um número, uma letra minúscula, uma letra maiúscula e um caractere especial. Não use < > + | / ? * \\',
    cpfHint: 'Somente números ou no formato 000.000.000-00',
    phoneHint: 'Com DDD, por exemplo (11) 98765-4321',
    submit: 'Criar conta',
    submitting: 'Criando conta…',
    haveAccount: 'Já tem conta?',
    signIn: 'Entrar',
  },
  /** Shown above a form whose fields have errors. */
  checkFields: labels.validation.checkRequiredFields,
  errors: {
    unauthenticated: 'Faça login para continuar.',
    forbidden: 'Você não tem permissão para acessar este recurso.',
    wrongCredentials: 'E-mail ou senha incorretos.',
    tooManyAttempts: (minutes: number) =>
      `Muitas tentativas de entrar sem sucesso. Aguarde ${minutes} minutos e tente novamente.`,
    tooManySignUps: (minutes: number) =>
      `Muitas tentativas de cadastro a partir desta conexão. Aguarde ${minutes} minutos e tente novamente.`,
    accountExists:
      'Não foi possível criar a conta: este CPF ou e-mail já está cadastrado. Se a conta é sua, entre com seu e-mail e senha.',
    crossOrigin: 'Requisição recusada: a origem não é permitida.',
    generic: labels.generic.error,
  },
  proposals: {
    title: labels.proposals.title,
    signInToSee: 'Faça login para ver suas propostas.',
    loading: 'Carregando…',
  },
  /** The showcase card only offer admins see (spec 001 §6 "the new-offer card"). */
  adminCard: {
    title: labels.offerAdmin.newOfferTitle,
    text: labels.offerAdmin.newOfferText,
    button: labels.offerAdmin.newOfferButton,
  },
  /** ours: 'Esqueci minha senha' on sign-in, and the page that asks for the e-mail. */
  forgotPassword: {
    link: 'Esqueci minha senha',
    title: 'Esqueci minha senha',
    intro: 'Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.',
    email: 'E-mail',
    submit: 'Enviar link',
    submitting: 'Enviando…',
    /** The same answer whether or not the e-mail has an account. */
    sentTitle: 'Confira seu e-mail',
    sent: (email: string) =>
      `Se houver uma conta Flua! com o e-mail ${email}, enviamos para ele um link para criar uma nova senha. O link vale por 1 hora e pode ser usado uma única vez.`,
    sentHint: 'Não recebeu? Confira a caixa de spam ou peça um novo link.',
    askAgain: 'Pedir um novo link',
    backToSignIn: 'Voltar para entrar',
    tooMany: (minutes: number) => `Muitos pedidos de nova senha a partir desta conexão. Aguarde ${minutes} minutos e tente novamente.`,
  },
  /** ours: the page the e-mailed link opens, to choose a new password. */
  resetPassword: {
    title: 'Criar nova senha',
    intro: 'Escolha uma nova senha para a sua conta.',
    checking: 'Verificando o link…',
    password: 'Nova senha',
    passwordConfirmation: 'Confirme a nova senha',
    submit: 'Salvar nova senha',
    submitting: 'Salvando…',
    /** Shown on the sign-in page after the new password was saved. */
    changed: 'Senha alterada com sucesso. Entre com a sua nova senha.',
    goToSignIn: 'Entrar com a nova senha',
    linkExpired: 'Este link para criar uma nova senha expirou. Os links valem por 1 hora.',
    linkUsed: 'Este link para criar uma nova senha já foi usado. Cada link vale uma única vez.',
    linkInvalid: 'Este link para criar uma nova senha não é válido. Confira se ele foi copiado por inteiro.',
    askAgain: 'Pedir um novo link',
    checkFailed: 'Não foi possível verificar o link. Tente novamente.',
    retry: 'Tentar novamente',
  },
};

export type AuthLabels = typeof authLabels;

// ───────────────────────────── offer details ─────────────────────────────

/**
 * The offer details page. Strings the spec quotes are in `labels`
 * above; these are ours.
 */

export const detailsLabels = {
  page: {
    loading: 'Carregando oferta…',
    loadFailed: 'Não foi possível carregar a oferta.',
    retry: labels.showcase.retry,
    backToOffers: 'Voltar para as ofertas',
    drawing: (model: string, colour: string) => `Ilustração: ${model}${colour ? `, cor ${colour}` : ''}`,
    /** ours: the offer's own photo of the chosen colour. */
    photo: (model: string, colour: string) => `Foto: ${model}${colour ? `, cor ${colour}` : ''}`,
    detailsStep: 'Monte sua assinatura',
    leadStep: 'Seus dados',
    leadFormSlot: 'Preencha seus dados para iniciar a contratação.',
    disclaimer: 'Aviso legal',
    suggestedEntrada: (price: string) => `Simulação com entrada de ${price}, sugerida pela oferta. Você pode mudar ou zerar a entrada abaixo.`,
  },
  share: {
    button: 'Compartilhar',
    menu: 'Opções de compartilhamento',
    text: (title: string) => `Olha esta oferta de assinatura da Flua!: ${title}`,
  },
  plans: {
    mileageTitle: labels.offerDetails.kmPerMonth,
    km: (km: number) => `${km.toLocaleString('pt-BR')} km`,
    perMonth: 'por mês',
    periodGroup: 'Período do contrato em meses',
    mileageGroup: 'Quilometragem mensal',
  },
  colours: {
    price: (price: string) => `+ ${price}/mês`,
    noCharge: 'Sem custo adicional',
    disabled: 'A cor pode ser alterada na etapa de configuração.',
  },
  optionals: {
    heading: 'OPCIONAIS',
    details: (name: string) => `Detalhes: ${name}`,
    requiredNote: 'Item obrigatório nesta versão',
  },
  additionals: {
    heading: 'ADICIONAIS',
    details: (name: string) => `Detalhes: ${name}`,
    requiredNote: labels.offerDetails.included,
    plateGroup: 'Número final da placa',
  },
  initialPayment: {
    inputLabel: 'Valor da entrada',
    minimum: (price: string) => `Valor mínimo de entrada: ${price}`,
    maximum: (price: string) => `Valor máximo de entrada: ${price}`,
    maximumReset: (price: string, zero: string) => `Valor máximo de entrada: ${price}. A entrada voltou para ${zero}.`,
    discount: 'Desconto pela entrada',
    newMonthly: 'Nova mensalidade',
    newMonthlyWithoutCoupon: 'Nova mensalidade, sem o cupom',
    none: 'Sem entrada',
  },
  summary: {
    colour: 'COR',
    months: (n: number) => `${n} meses`,
    kmPerMonth: (km: number) => `${km.toLocaleString('pt-BR')} km`,
    discounts: 'DESCONTOS',
    financingDiscount: 'Desconto pela entrada',
    couponDiscount: 'Desconto do cupom',
    coupon: 'CUPOM',
    none: 'Nenhum',
    noDiscount: 'Nenhum desconto',
  },
  modal: {
    loading: 'Carregando…',
    close: 'Fechar',
  },
  faq: {
    open: 'Ficou alguma dúvida? Veja as perguntas frequentes',
    searchLabel: 'Pesquisar nas perguntas frequentes',
    empty: 'Nenhuma pergunta encontrada para essa busca.',
    failed: 'Não foi possível carregar as perguntas frequentes, por favor tente mais tarde.',
  },
  terms: {
    tabs: 'Itens de série e condições gerais',
    itemsFailed: 'Não foi possível carregar os itens de série, por favor tente mais tarde.',
    generalConditions:
      'A assinatura inclui IPVA, licenciamento, seguro, manutenção preventiva e assistência 24 horas, conforme o plano contratado. A quilometragem excedente é cobrada ao final do contrato. A contratação está sujeita à análise de crédito e à disponibilidade de estoque na concessionária escolhida.',
  },
  comparison: {
    heading: 'COMPARE OS PLANOS',
    caption: 'Planos lado a lado com a cor, o opcional, os adicionais e a entrada escolhidos',
    plan: (months: number, km: string) => `${months} meses · ${km}/mês`,
    monthly: 'Mensalidade',
    total: 'Custo total do contrato',
    perKm: 'Custo por km',
    lowest: 'Menor valor',
    current: 'Plano atual',
    choose: 'Escolher este plano',
    chooseLabel: (months: number, km: string) => `Escolher o plano de ${months} meses e ${km}/mês`,
    withoutCoupon: 'Valores sem o desconto do cupom, que vale só para o prazo em que foi aplicado. O resumo mostra a mensalidade com o cupom.',
    /** ours: the comparison is wider than a phone. */
    scrollHint: 'Deslize para o lado para ver todos os planos →',
  },
  /** ours: the phone's bar at the bottom of the details page. */
  bottomBar: {
    region: 'Mensalidade e continuar',
    seeSummary: 'Ver resumo',
  },
} as const;

// ───────────────────────────── showcase ─────────────────────────────

/**
 * The showcase. Strings quoted by the spec are written exactly;
 * the others are ours.
 */

export const showcaseLabels = {
  /** Offer card (spec 000 §2 "Offer card"). */
  card: {
    instalmentsFrom: labels.offerCard.instalmentsFrom,
    month: 'mês',
    simulateSaving: (price: string) => `Simule uma entrada e economize até ${price}`,
    moreInformation: labels.offerCard.moreInformation,
    /** ours: the default replacement label when instalments are hidden. */
    instalmentsHidden: 'Consulte as condições na concessionária',
    /** ours */
    colours: 'Cores disponíveis',
    /** ours */
    colourName: (name: string) => `Cor ${name}`,
    /** ours */
    previousColours: 'Cores anteriores',
    /** ours */
    nextColours: 'Próximas cores',
    /** ours */
    highlights: 'Destaques',
    /** ours */
    features: 'Itens',
    /** ours */
    previousImage: 'Imagem anterior',
    /** ours */
    nextImage: 'Próxima imagem',
    /** ours */
    imageOf: (model: string, n: number, total: number) => `${model}, imagem ${n} de ${total}`,
    /** ours */
    drawing: (brand: string, model: string, colour: string) => `Ilustração: ${brand} ${model}${colour ? `, cor ${colour}` : ''}`,
    /** ours */
    loadingImages: 'Carregando imagens…',
    /** ours */
    closeInformation: 'Fechar',
    /** ours: the LET_ME_KNOW (sold out) badge. */
    letMeKnow: 'Avise-me',
  },
  /** Offer list modes, filter and messages (spec 000 §2 "Offer list"). */
  list: {
    /** ours */
    loadingMore: 'Carregando mais ofertas…',
    /** ours */
    carousel: 'Ofertas em destaque',
    /** ours */
    previousSlide: 'Ofertas anteriores',
    /** ours */
    nextSlide: 'Próximas ofertas',
    /** ours */
    slide: (n: number, total: number) => `Página ${n} de ${total}`,
    /** ours */
    goToSlide: (n: number) => `Ir para a página ${n}`,
    /** ours */
    filter: 'Filtrar ofertas',
    /** ours */
    filterAll: 'Todos',
    /** ours */
    fixedDealer: (name: string) => `Concessionária: ${name}`,
    /** ours */
    dealerGroup: (group: string) => `Grupo de concessionárias: ${group}`,
    /** ours: an offer admin's link from a showcase card to the editor ('Editar' is the spec's action name) */
    editOffer: (name: string) => `Editar ${name}`,
  },
  /** Location picker (spec 000 §2, §3 "Location"). */
  location: {
    /** ours */
    title: 'Sua localização',
    /** ours */
    none: 'Escolha sua cidade para ver as ofertas da sua região',
    /** ours */
    change: 'Alterar',
    /** ours */
    choose: 'Escolher cidade',
    /** ours */
    state: 'Estado',
    /** ours */
    city: 'Cidade',
    /** ours */
    selectState: 'Selecione o estado',
    /** ours */
    selectCity: 'Selecione a cidade',
    /** ours */
    confirm: 'Confirmar',
    /** ours */
    cancel: 'Cancelar',
    /** ours */
    loading: 'Carregando…',
    /** ours */
    failed: 'Não foi possível carregar as cidades. Tente novamente.',
    /** ours */
    retry: labels.showcase.retry,
    /** ours */
    current: (city: string, state: string) => `${city} - ${state}`,
    /** ours: shown when the dealer came from the address. */
    lockedByDealer: 'Localização definida pela concessionária',
  },
  /** Banners (spec 000 §2). */
  banners: {
    /** ours */
    proposalText: (count: number) => (count === 1 ? 'Você tem uma proposta em andamento.' : `Você tem ${count} propostas em andamento.`),
    /** ours */
    proposalLink: labels.resultModal.toProposals,
    /** ours */
    close: 'Fechar',
    /** ours */
    appText: 'Baixe o app Flua! e acompanhe sua assinatura',
    download: labels.showcase.appBannerDownload,
  },
  /** Offer suggestions (spec 000 §2 "Others"). */
  suggestions: {
    fromPrice: labels.suggestions.fromPrice,
    seeDetails: labels.suggestions.seeDetails,
    /** ours */
    title: 'Você também pode gostar',
    /** ours */
    goTo: (n: number) => `Ir para a sugestão ${n}`,
    /** ours */
    brandLogo: (brand: string) => `Logotipo ${brand}`,
    /** ours */
    perMonth: labels.offerCard.perMonth,
  },
  /** Server answers (pt-BR). */
  errors: {
    /** ours */
    dealerNotFound: 'Concessionária não encontrada.',
    /** ours */
    contentNotFound: 'Conteúdo não encontrado.',
  },
} as const;

export type ShowcaseLabels = typeof showcaseLabels;

// ───────────────────────────── lead step ─────────────────────────────

/**
 * The lead step: the privacy and data-sharing texts (LGPD), the
 * API's refusals of lead, coupon and file calls, and the form's field
 * labels. All are ours (the spec names these parts without wording) unless
 * marked `spec`.
 */

export const leadLabels = {
  fields: {
    fullName: 'Nome completo',
    email: 'E-mail',
    cpf: 'CPF',
    mobilePhone: 'Celular',
    companyName: 'Razão social',
    contactName: 'Nome do responsável',
    cnpj: 'CNPJ',
    phone: 'Telefone',
    totalVehicles: 'Quantidade de veículos',
    preferredContacts: 'Contato preferencial',
    preferredContactOptions: { phone: 'Telefone', sms: 'SMS', whatsapp: 'WhatsApp', email: 'E-mail' },
    personType: 'Tipo de pessoa',
    b2eKind: 'Você é',
    sapId: 'SAP ID do colaborador',
    employeeCpf: 'CPF do colaborador',
    kinship: 'Grau de parentesco',
    documents: 'Comprovantes de vínculo (PDF, JPEG ou PNG)',
    documentsList: 'Arquivos selecionados',
    optIns: 'Quero receber contato por',
  },
  /** The want-help info modal. */
  wantHelpInfo: {
    button: 'Saiba mais sobre a ajuda de um especialista',
    title: 'Ajuda de um especialista',
    text: 'Um especialista da Flua! entra em contato para tirar suas dúvidas sobre planos, documentação e entrega antes da concessionária.',
    close: 'Fechar',
  },
  /** Privacy (LGPD): purpose of each use of the data and how long it is kept. */
  privacy: {
    title: 'Privacidade dos seus dados',
    text:
      'Usamos seu nome, CPF ou CNPJ, e-mail e telefone para responder a este pedido de assinatura e preparar a sua proposta. ' +
      'Os dados ficam guardados por até 5 anos após o último contato (ou pelo prazo que a lei exigir) e depois são apagados. ' +
      'Você pode pedir acesso, correção ou exclusão a qualquer momento pelo e-mail privacidade@flua.example.',
    sharing:
      'Ao enviar, seus dados e a configuração escolhida são compartilhados com a concessionária selecionada, somente para que ela entre em contato e elabore a proposta.',
    channels:
      'Os contatos marcados acima (SMS/telefone, WhatsApp, e-mail) serão usados apenas para falar sobre esta proposta, e você pode desmarcá-los em um próximo pedido ou nos pedir para parar.',
    /** The line that links to the privacy policy page. */
    policy: 'Saiba como tratamos seus dados e quais são seus direitos na Política de Privacidade.',
  },
  b2e: {
    filesCount: (n: number) => (n === 1 ? '1 arquivo selecionado' : `${n} arquivos selecionados`),
    fileTotal: (mb: number) => `O tamanho total dos arquivos não pode exceder ${mb} MB.`,
    /** A file the picker refuses at once, before anything is sent. */
    refusedType: (name: string) => `${name} não foi adicionado: envie apenas PDF, JPEG ou PNG.`,
    refusedSize: (name: string, mb: number) => `${name} não foi adicionado: o tamanho total dos arquivos não pode exceder ${mb} MB.`,
    status: {
      checkingEmployee: 'Verificando os dados do colaborador…',
      uploadingDocuments: 'Enviando os comprovantes…',
      verified: 'Dados do colaborador confirmados.',
    },
    /** Generic failure of the employee check or the upload (spec: "the generic failure message"). */
    checkFailed: 'FALHA AO ENVIAR MENSAGEM!',
  },
  result: {
    /** spec */
    success: 'SUA MENSAGEM FOI ENVIADA!',
    successText: 'Em breve a concessionária entrará em contato pelos canais que você escolheu.',
  },
  submitting: 'Enviando…',
  /** New layout: the lead is created, the details step follows. */
  published: 'Seus dados foram enviados. Revise a configuração e finalize a assinatura.',
  dealerLoading: 'Carregando concessionárias…',
  dealerLoadFailed: 'Não foi possível carregar as concessionárias.',
  dealerRetry: 'Tentar novamente',
  dealerChange: 'Alterar',
  dealerModalTitle: 'Escolha a concessionária',
  dealerConfirm: 'Confirmar',
  dealerCancel: 'Cancelar',
  dealerNoMatch: 'Nenhuma concessionária encontrada com esse nome.',
  /** A dealer set by the address (no seller): it cannot be changed, so no button is offered. */
  dealerFixed: 'Concessionária definida pelo link que você abriu.',
  couponRemove: 'Remover cupom',
  couponApplied: (name: string) => `Cupom ${name} aplicado`,
  couponValidating: 'Validando cupom…',
  /** The lead form's title in the offer's lead step (the car is chosen; the spec's default title asks whether it was found). Configurable per step: `SiteConfig.leadFormTitles`. */
  leadStepTitle: 'Falta pouco! Envie seus dados',
  api: {
    idempotencyKeyMissing: 'Envie o cabeçalho Idempotency-Key (de 8 a 200 letras, números, "-", "_", ":" ou ".").',
    idempotencyConflict: 'Esta chave de idempotência já foi usada com outro conteúdo.',
    offerUnknown: 'Oferta não encontrada.',
    dealerUnknown: 'Concessionária não encontrada.',
    couponNotFound: 'Cupom indisponível',
    fileType: 'Tipo de arquivo não permitido. Envie PDF, JPEG ou PNG.',
    fileTotal: `O tamanho total dos arquivos não pode exceder ${FILE_TOTAL_LIMIT_MB} MB.`,
    fileMissing: 'Selecione ao menos 1 arquivo',
    fileNotFound: 'Arquivo não encontrado.',
    notMultipart: 'Envie os arquivos como multipart/form-data.',
    tooManyEmployeeChecks: (minutes: number) =>
      `Muitas consultas de funcionário seguidas. Aguarde ${minutes} minutos e tente novamente.`,
  },
} as const;

// ───────────────────────────── e-mail messages ─────────────────────────────

/**
 * ours: the texts of the product's e-mail (server/mail/templates.ts), one
 * object per kind of message. Every value put into them is escaped by the
 * template, never here.
 */
export const mailLabels = {
  /** The sender's display name. */
  fromName: 'Flua!',
  /** Closing lines of every message. */
  signature: 'Equipe Flua!',
  automatic: 'Este é um e-mail automático: por favor, não responda.',
  /** The plain-text form of a button: its text, then the address. */
  linkLine: (text: string, url: string) => `${text}: ${url}`,
  passwordReset: {
    subject: 'Crie uma nova senha para a sua conta Flua!',
    greeting: (firstName: string) => `Olá, ${firstName}!`,
    body: 'Recebemos um pedido para criar uma nova senha para a sua conta Flua!. Use o botão abaixo para escolher a nova senha.',
    action: 'Criar nova senha',
    expiry: 'O link vale por 1 hora e pode ser usado uma única vez. Ao criar a nova senha, as sessões abertas da sua conta são encerradas.',
    ignore: 'Se você não pediu uma nova senha, ignore este e-mail: sua senha atual continua valendo.',
  },
  passwordChanged: {
    subject: 'A senha da sua conta Flua! foi alterada',
    greeting: (firstName: string) => `Olá, ${firstName}!`,
    body: 'A senha da sua conta Flua! acaba de ser alterada, e as sessões abertas foram encerradas.',
    notYou: 'Se não foi você, peça agora um novo link para criar outra senha:',
    action: 'Pedir um novo link',
  },
  /** A saved fleet quotation sent to the client, its PDF attached (ours; amounts formatted by the template). */
  quotation: {
    subject: (number: string) => `Sua cotação Flua! ${number}`,
    greeting: (name: string) => `Olá, ${name}!`,
    greetingNoName: 'Olá!',
    body: (seller: string) => `${seller} preparou a cotação de frota em anexo, em PDF, com os veículos, os prazos e os valores mensais.`,
    validity: (date: string) => `Esta cotação vale até ${date} e não garante a reserva dos veículos.`,
  },
  /** The legal-person price simulator's message to the seller (ours, around the spec's payload). */
  simulator: {
    client: 'Cliente',
    seller: 'Vendedor',
    address: 'Endereço',
    additionals: { insulfilm: 'Insulfilm', maintenance: 'Manutenção', insurance: 'Seguro' },
    quotationTitle: (n: number) => `Cotação ${n}`,
  },
};

export type MailLabels = typeof mailLabels;
// ───────────────────────────── not found ─────────────────────────────

/** The page of an address the site does not have (any unknown browser path). */
export const notFoundLabels = {
  title: 'Página não encontrada',
  text: 'O endereço que você abriu não existe ou mudou de lugar. As ofertas continuam à sua espera.',
  back: 'Voltar para as ofertas',
} as const;

// ───────────────────────────── privacy policy ─────────────────────────────

/**
 * The privacy policy page (`/privacidade`, LGPD — Lei 13.709/2018): what the
 * site keeps, for which purpose, on which legal basis, with whom it is
 * shared, for how long, and the data subject's rights. All ours. Bump
 * `version` (and `effectiveFrom`) whenever a text below changes.
 */
export const privacyLabels = {
  version: '2026-11-23',
  effectiveFrom: '23/11/2026',
  title: 'Política de Privacidade',
  versionLine: (version: string, date: string) => `Versão ${version}, em vigor desde ${date}.`,
  intro:
    'Esta política explica, em linguagem simples, como a Flua! trata os dados pessoais de quem navega pelas ofertas, envia um pedido de assinatura ' +
    '(pessoa física, empresa ou colaborador de empresa parceira) ou cria uma conta, conforme a Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018).',
  /** Where the forms link to the policy: it opens in a new tab, so what was typed is kept. */
  linkText: 'Política de Privacidade',
  opensInNewTab: '(abre em nova aba)',
  contents: 'Nesta página',
  sections: {
    controller: {
      title: 'Quem cuida dos seus dados',
      paragraphs: [
        'A Flua! é a controladora dos dados enviados por este site: decide para que eles são usados e responde por eles.',
        'Nosso encarregado de proteção de dados atende pelo e-mail privacidade@flua.example.',
      ],
    },
    data: {
      title: 'Quais dados guardamos',
      items: [
        'Identificação: nome completo, CPF; de empresas, razão social, CNPJ e nome do responsável; de colaboradores de empresas parceiras, SAP ID, CPF do colaborador e grau de parentesco.',
        'Contato: e-mail, celular ou telefone, e os canais de contato que você escolher (SMS/telefone, WhatsApp, e-mail).',
        'Documentos: os comprovantes de vínculo (PDF, JPEG ou PNG) que um colaborador ou familiar envia.',
        'Configuração: a oferta, o plano (prazo e quilometragem), a cor, os opcionais e adicionais, o final de placa, a entrada, o cupom, a cidade e a concessionária escolhidas.',
        'Consentimentos: o que você aceitou ou recusou, quando, e a versão do texto que estava na tela.',
        'Conta: se você criar uma conta, o e-mail e a senha (guardada apenas como resumo criptográfico, nunca em texto) e as sessões de acesso.',
        'Origem da visita: os parâmetros de campanha do endereço (utm_source e semelhantes) e o código do vendedor ou da concessionária do link.',
      ],
    },
    purposes: {
      title: 'Para que usamos e com qual base legal',
      intro: 'Cada uso tem uma finalidade e uma base legal do artigo 7º da LGPD:',
      rows: [
        {
          purpose: 'Responder ao seu pedido de assinatura e preparar a proposta',
          data: 'identificação, contato, configuração',
          basis: 'procedimentos preliminares a um contrato, a seu pedido (art. 7º, V)',
        },
        {
          purpose: 'Enviar o pedido à concessionária que vai atendê-lo',
          data: 'identificação, contato, configuração',
          basis: 'procedimentos preliminares a um contrato, a seu pedido (art. 7º, V)',
        },
        {
          purpose: 'Confirmar o vínculo de colaborador de empresa parceira',
          data: 'SAP ID, CPF do colaborador, grau de parentesco, comprovantes',
          basis: 'procedimentos preliminares a um contrato, a seu pedido (art. 7º, V)',
        },
        {
          purpose: 'Falar com você pelos canais que você marcou e enviar comunicações e ofertas',
          data: 'contato',
          basis: 'consentimento, que você pode retirar a qualquer momento (art. 7º, I)',
        },
        {
          purpose: 'Guardar a prova dos consentimentos e cumprir obrigações legais',
          data: 'consentimentos, identificação',
          basis: 'cumprimento de obrigação legal (art. 7º, II)',
        },
        {
          purpose: 'Proteger o site e as contas contra fraude e abuso, e medir campanhas',
          data: 'conta, origem da visita',
          basis: 'legítimo interesse, sem prejudicar seus direitos (art. 7º, IX)',
        },
      ],
      columns: { purpose: 'Finalidade', data: 'Dados', basis: 'Base legal' },
    },
    sharing: {
      title: 'Com quem compartilhamos',
      items: [
        'A concessionária escolhida por você (ou a do link que você abriu) recebe seu pedido, com seus dados e a configuração, somente para entrar em contato e elaborar a proposta.',
        'Prestadores que operam o site para a Flua! (hospedagem e envio de e-mails) tratam os dados apenas segundo nossas instruções.',
        'Autoridades públicas, somente quando a lei ou uma ordem judicial exigir.',
        'Não vendemos seus dados.',
      ],
    },
    retention: {
      title: 'Por quanto tempo guardamos',
      items: [
        'Pedidos de assinatura e propostas: até 5 anos após o último contato (ou pelo prazo que a lei exigir) e depois são apagados.',
        'Comprovantes de vínculo: pelo mesmo prazo do pedido a que se referem.',
        'Registros de consentimento: enquanto os dados a que se referem existirem, para provar o que foi aceito.',
        'Conta: enquanto ela existir; sessões de acesso expiram sozinhas.',
      ],
    },
    rights: {
      title: 'Seus direitos',
      intro: 'Pelo artigo 18 da LGPD, você pode pedir a qualquer momento:',
      items: [
        'a confirmação de que tratamos seus dados e o acesso a eles;',
        'a correção de dados incompletos, inexatos ou desatualizados;',
        'a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desacordo com a lei;',
        'a portabilidade dos dados a outro fornecedor;',
        'a eliminação dos dados tratados com o seu consentimento;',
        'a informação sobre com quem compartilhamos seus dados;',
        'a informação sobre a possibilidade de não consentir e suas consequências;',
        'a retirada do consentimento;',
        'a oposição a um tratamento feito sem consentimento, se ele descumprir a lei.',
      ],
      how: 'Escreva para privacidade@flua.example. Respondemos em até 15 dias. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
    },
    storage: {
      title: 'Cookies e armazenamento no navegador',
      paragraphs: [
        'Usamos um cookie de sessão, inacessível a scripts, apenas para manter você conectado à sua conta.',
        'O navegador guarda a cidade escolhida, o código da concessionária ou do grupo do link e o último CPF informado, para que você não precise repeti-los; você pode apagá-los nas configurações do navegador.',
      ],
    },
    security: {
      title: 'Segurança',
      paragraphs: [
        'Os dados trafegam criptografados, as senhas são guardadas apenas como resumo criptográfico e só pessoas autorizadas acessam os pedidos.',
      ],
    },
    changes: {
      title: 'Alterações desta política',
      paragraphs: [
        'Quando esta política mudar, a nova versão será publicada aqui, com a data em que entra em vigor. Cada consentimento fica registrado com a versão do texto que você viu.',
      ],
    },
  },
  back: 'Voltar para as ofertas',
} as const;

/**
 * The offer manager page (spec 000 §2 "Offer manager (admin)"): filters,
 * search, loading and failure texts, the save messages of the card's
 * 'Salvar' (ours: the spec gives none), and what the card's links say.
 */
export const managerLabels = {
  title: 'Gerenciar ofertas',
  intro: 'Todas as ofertas, de todas as categorias e situações. Publique, remova a publicação, edite ou exclua.',
  filters: 'Filtrar ofertas',
  brand: 'Marca',
  status: 'Situação',
  personType: 'Tipo de pessoa',
  all: 'Todas',
  allPersonTypes: 'Todos',
  search: 'Buscar por modelo ou versão',
  searchPlaceholder: 'Ex.: Pulse Audace',
  clearFilters: 'Limpar filtros',
  count: (shown: number, total: number) => (shown === total ? `${total} ${total === 1 ? 'oferta' : 'ofertas'}` : `${shown} de ${total} ofertas`),
  loading: 'Carregando ofertas…',
  loadFailed: 'Não foi possível carregar as ofertas. Tente novamente.',
  retry: 'Tentar novamente',
  noneMatch: 'Nenhuma oferta corresponde aos filtros.',
  grid: 'Ofertas',
  openInEditor: (name: string) => `Abrir ${name} no editor`,
  actionsOf: (name: string) => `Ações da oferta ${name}`,
  metadata: 'Histórico da oferta',
  saveSuccess: 'Oferta salva com sucesso!',
  saveFailure: 'Ocorreu um erro ao salvar a oferta.',
  closeToast: 'Fechar aviso',
  backToGrid: 'Voltar para as ofertas',
  editorPending: 'O editor de ofertas abre aqui.',
  signInToManage: 'Faça login como administrador de ofertas para gerenciar as ofertas.',
  notAllowed: 'Esta página é só para administradores de ofertas.',
  checking: 'Verificando sua sessão…',
  /** ours: the outbox page (`/admin/mensagens`). */
  messages: {
    title: 'Mensagens do site',
    intro: 'A caixa de saída do site: cada mensagem, sua situação e as tentativas de envio.',
    loading: 'Carregando mensagens…',
    loadFailed: 'Não foi possível carregar as mensagens. Tente novamente.',
    retry: 'Tentar novamente',
    reload: 'Atualizar',
    empty: 'Nenhuma mensagem na caixa de saída.',
    table: 'Mensagens da caixa de saída',
    count: (n: number) => (n === 1 ? '1 mensagem' : `${n} mensagens`),
    to: 'Destinatário',
    subject: 'Assunto',
    status: 'Situação',
    attempts: 'Tentativas',
    createdAt: 'Criada em',
    message: 'Mensagem',
    statuses: { pending: 'Pendente', sent: 'Enviada' },
    open: 'Ver mensagem',
    openOf: (subject: string, to: string) => `Ver mensagem ${subject} para ${to}`,
    bcc: 'Cópia oculta',
    sentAt: 'Enviada em',
    lastError: 'Último erro',
    attachments: 'Anexos',
    attachment: (filename: string, kb: number) => `${filename} (${kb} KB)`,
    html: 'Mensagem',
    text: 'Texto simples',
    none: '—',
    close: 'Fechar',
    signIn: 'Faça login como administrador de ofertas para ler as mensagens do site.',
  },
} as const;

export type ManagerLabels = typeof managerLabels;

// ───────────────────────────── the offer editor's screen ─────────────────────────────

/**
 * ours: the offer editor's headings, buttons and hints (the field names and
 * the draft's messages are `labels.offerEditor`).
 */
export const offerEditorLabels = {
  titleNew: 'Nova oferta',
  titleEdit: (name: string) => `Editar oferta: ${name}`,
  loading: 'Carregando oferta…',
  loadFailed: 'Não foi possível carregar a oferta.',
  retry: 'Tentar novamente',
  close: 'Voltar às ofertas',
  save: 'Salvar',
  saving: 'Salvando…',
  saved: 'Oferta Salva',
  unsaved: 'Alterações não salvas',
  noChanges: 'Sem alterações',
  saveFailed: 'Não foi possível salvar a oferta. Tente novamente.',
  checkFields: 'Confira os campos destacados. Nada foi salvo.',
  fieldsInSection: (n: number) => (n === 1 ? '1 campo a corrigir' : `${n} campos a corrigir`),
  conflictTitle: 'Oferta alterada por outra pessoa',
  keepEditing: 'Continuar editando',
  leaveTitle: 'Sair sem salvar?',
  leaveText: 'As alterações feitas nesta oferta serão perdidas.',
  leaveConfirm: 'Sair sem salvar',
  leaveCancel: 'Continuar editando',
  sections: {
    vehicle: 'Veículo',
    offer: 'Oferta e vigência',
    plans: 'Planos de aluguel',
    colours: 'Cores',
    optionals: 'Opcionais',
    additionals: 'Adicionais',
    texts: 'Destaques, features e tags',
    information: "Página 'Saiba Mais' e disclaimer",
    images: 'Fotos',
    history: 'Histórico',
  },
  add: {
    rentalPlanList: 'Adicionar plano',
    colors: 'Adicionar cor',
    optionals: 'Adicionar opcional',
    additionalItemsList: 'Adicionar adicional',
    highlightsList: 'Adicionar destaque',
    featuresList: 'Adicionar feature',
    partsList: 'Adicionar item de série',
    tagsList: 'Adicionar tag',
    campaignTags: 'Adicionar tag de campanha',
  },
  remove: 'Remover',
  removeRow: (what: string, n: number) => `Remover ${what} ${n}`,
  row: (what: string, n: number) => `${what} ${n}`,
  rowNames: {
    rentalPlanList: 'plano',
    colors: 'cor',
    optionals: 'opcional',
    additionalItemsList: 'adicional',
    highlightsList: 'destaque',
    featuresList: 'feature',
    partsList: 'item de série',
    tagsList: 'tag',
    campaignTags: 'tag de campanha',
  },
  empty: 'Nenhum item cadastrado.',
  columns: {
    period: 'Prazo (meses)',
    km: 'Km por mês',
    price: 'Mensalidade (R$)',
    monthlyInterestRate: 'Juros (% a.m.)',
    selectedByDefault: 'Plano padrão',
    code: 'Código',
    name: 'Nome',
    category: 'Tipo',
    value: 'Preço (R$)',
    rgb: 'Cor principal',
    secondaryRgb: 'Cor secundária',
    associatedPeriod: 'Prazos (meses)',
    required: 'Obrigatório',
    type: 'Tipo',
    description: 'Descrição',
    text: 'Texto',
    image: 'Imagem (URL)',
    locavia_code: 'Código Locavia',
    tagText: 'Texto',
    tagColour: 'Cor',
  },
  periodsHint: 'Separe por vírgulas; vazio vale para todos os prazos.',
  periodsInvalid: 'Informe os prazos em meses, separados por vírgulas.',
  invalidValue: 'Valor inválido',
  moneyHint: 'Em reais, ex.: 1.299,90',
  dateHint: 'DD/MM/AAAA',
  colourCategories: { N: 'Sólida', M: 'Metálica', P: 'Perolizada' },
  additionalTypes: { DEFAULT: 'Padrão', PLATE_NUMBER_ENDING: 'Final de placa' },
  offerTypes: { RENTAL: 'Assinatura', FCA: 'Montadora', DEALER: 'Concessionária' },
  targetEntityTypes: { NATURAL_PERSON: 'Pessoa Física', LEGAL_PERSON: 'Pessoa Jurídica' },
  b2eTypes: { EMPLOYEE: 'Funcionários', FAMILY_MEMBER: 'Familiares', BOTH: 'Funcionários e familiares' },
  bodyTypes: { hatch: 'Hatch', sedan: 'Sedã', suv: 'SUV', pickup: 'Picape' },
  categoryImg: 'Imagem da categoria (URL)',
  fromPrice: 'Preço "A PARTIR DE" (R$)',
  fromPriceHint: 'Opcional; vazio mostra a menor mensalidade.',
  letMeKnow: "Indisponível: mostrar 'avise-me'",
  informationPageOn: "Esta oferta tem a sua própria página 'Saiba Mais'",
  informationTitle: 'Título',
  informationText: 'Texto (HTML)',
  informationBackground: 'Cor de fundo',
  informationFont: 'Cor do texto',
  listPriceHint: 'Usado na comissão da cotação de frota.',
  images: {
    upload: 'Enviar foto',
    uploading: 'Enviando foto…',
    hint: 'JPEG, PNG ou WebP. A primeira foto é a principal.',
    none: 'Sem fotos: a oferta mostra o veículo desenhado.',
    photo: (n: number) => `Foto ${n}`,
    moveUp: (n: number) => `Mover foto ${n} para a esquerda`,
    moveDown: (n: number) => `Mover foto ${n} para a direita`,
    remove: (n: number) => `Remover foto ${n}`,
    failed: 'Não foi possível enviar a foto.',
    deleting: 'Excluindo foto…',
    deleteFailed: 'Não foi possível excluir a foto. Tente novamente.',
    deletedOnSave: 'A foto sai da oferta e é excluída quando você salvar.',
  },
  history: {
    none: 'Nenhuma alteração registrada.',
    entry: (who: string, when: string) => `${who}, ${when}`,
    field: 'Campo',
    old: 'Antes',
    new: 'Depois',
    empty: '(vazio)',
    created: 'Oferta criada',
    photos: (n: number) => (n === 1 ? '1 foto' : `${n} fotos`),
  },
  yes: 'Sim',
  no: 'Não',
} as const;

// ───────────────────────────── fleet quotation and simulator ─────────────────────────────

/** The fleet quotation's own texts (ours, beside the spec's in `labels.fleetQuotation`). */
export const quotationLabels = {
  amountInvalid: 'O número deve ser maior que 0',
  commissionInvalid: 'Escolha uma comissão entre 0,5% e 5%, de 0,5 em 0,5',
  optionInvalid: 'Escolha uma das opções',
  noCompleteItem: 'Preencha completamente ao menos uma cotação',
  notFound: 'Cotação não encontrada',
  sent: (to: string) => `Cotação enviada para ${to}`,
  numberPrefix: 'COT-',
  tabs: { model: 'Modelo', optionals: 'Opcionais', coating: 'Revestimento', accessories: 'Acessórios', comment: 'Comentário' },
  steps: { review: 'Revisar', preview: 'Pré-visualizar', save: 'Salvar', download: 'Baixar' },
  pdf: {
    title: 'Cotação de frota',
    number: 'Número da cotação',
    opportunity: 'Oportunidade',
    seller: 'Vendedor',
    dealer: 'Concessionária',
    issuedOn: 'Emitida em',
    validity: 'Validade',
    item: (n: number) => `COTAÇÃO ${n}`,
    vehicle: 'Veículo',
    period: 'Prazo',
    periodValue: (months: number) => `${months} meses`,
    mileage: 'Franquia',
    mileageValue: (km: number) => `${km.toLocaleString('pt-BR')} km/mês`,
    amount: 'Quantidade',
    initialPrice: 'Preço inicial',
    colour: 'Cor',
    optionals: 'Opcionais',
    coating: 'Revestimento',
    accessories: 'Acessórios',
    bonus: 'Bonificação',
    discount: 'Desconto',
    commission: 'Comissão',
    monthly: 'Valor mensal por veículo',
    monthlyAll: 'Valor mensal (todos os veículos)',
    contract: 'Valor total do contrato',
    totalMonthly: 'Total mensal da cotação',
    totalContract: 'Total da cotação',
    comments: 'Comentários',
    none: 'Nenhum',
    included: 'Incluso',
    plateEnding: (ending: string) => `Final de placa ${ending}`,
    responsible: 'Responsável',
    warning: 'A cotação não garante a reserva do veículo.',
  },
  /** ours: the legal-person price simulator's page (the spec's own strings are `labels.priceSimulator`). */
  simulator: {
    title: 'Simulador de preços para empresas',
    intro: 'Monte até três cotações de ofertas para empresas e receba a proposta no e-mail do vendedor.',
    sellerSection: 'Vendedor e cliente',
    dealer: 'Concessionária',
    sellerName: 'Nome do vendedor',
    sellerEmail: 'E-mail do vendedor',
    companyName: 'Razão social do cliente',
    companyAddress: 'Endereço da empresa',
    cnpj: 'CNPJ',
    cnpjHint: 'Numérico ou alfanumérico',
    offersSection: 'Cotações',
    model: 'Modelo',
    period: 'Prazo',
    periodOption: (months: number) => `${months} meses`,
    mileage: 'Franquia',
    mileageOption: (km: number) => `${km.toLocaleString('pt-BR')} km/mês`,
    colour: 'Cor',
    amount: 'Quantidade',
    plateEnding: 'Final de placa',
    responsible: 'Responsável',
    additionals: 'Adicionais',
    insulfilm: 'Insulfilm',
    maintenance: 'Manutenção',
    insurance: 'Seguro',
    notIncluded: 'Não incluso',
    monthly: 'Valor mensal por veículo',
    monthlyAll: 'Valor mensal da cotação',
    pricePending: 'Escolha prazo, franquia e cor para ver o valor.',
    complete: 'Cotação completa: entra no envio.',
    incomplete: 'Cotação incompleta: fica de fora do envio.',
    empty: 'Cotação em branco.',
    checkFields: 'Confira os campos do vendedor e do cliente.',
    confirmTitle: 'Confirmar envio',
    confirmCount: (n: number) => (n === 1 ? '1 cotação completa será enviada.' : `${n} cotações completas serão enviadas.`),
    sending: 'Enviando…',
    successTitle: 'Proposta emitida',
    close: 'Fechar',
    dismiss: 'Fechar aviso',
    loading: 'Carregando ofertas para empresas…',
    loadFailed: 'Não foi possível carregar as ofertas para empresas. Tente novamente.',
    retry: 'Tentar novamente',
    noOffers: 'Nenhuma oferta para empresas disponível no momento.',
    /** The proposal-expiring banner (the spec names it without its wording). */
    expiringBanner: 'Atenção: as propostas emitidas pelo simulador valem por 30 dias. Depois disso, emita uma nova proposta.',
    expiringLink: 'Ver minhas cotações',
    otherBrandsLink: (brand: string) => `Ofertas para empresas ${brand}`,
    signIn: 'Faça login como vendedor para usar o simulador de preços.',
    notAllowed: 'Esta página é só para vendedores e administradores de ofertas.',
    mailSubject: (company: string) => `Proposta Flua! para ${company}`,
    mailBody: (company: string, count: number) =>
      `Simulação de preços para ${company}: ${count === 1 ? '1 cotação' : `${count} cotações`}. Os valores valem por 30 dias.`,
  },
  /** The seller's pages (`/vendedor`, the fleet quotation form). */
  seller: {
    homeTitle: 'Área do vendedor',
    homeIntro: 'Monte cotações de frota para empresas, salve, baixe o PDF e envie ao cliente.',
    newQuotation: 'Cotação de frota',
    simulator: 'Simulador de preços (pessoa jurídica)',
    savedTitle: 'Cotações salvas',
    noneSaved: 'Nenhuma cotação salva ainda.',
    loadingList: 'Carregando cotações…',
    listFailed: 'Não foi possível carregar as cotações.',
    retry: 'Tentar novamente',
    open: 'Abrir',
    duplicate: 'Duplicar',
    openLabel: (n: string) => `Abrir ${n}`,
    duplicateLabel: (n: string) => `Duplicar ${n}`,
    vehicles: (n: number) => (n === 1 ? '1 veículo' : `${n} veículos`),
    validUntil: (date: string) => `Válida até ${date}`,
    checking: 'Verificando sua sessão…',
    signInToQuote: 'Entre com sua conta de vendedor para montar cotações.',
    notAllowed: 'Acesso negado (403): esta área é exclusiva para vendedores.',
    back: 'Voltar à área do vendedor',
  },
  form: {
    title: 'Cotação de frota',
    editTitle: (n: string) => `Cotação ${n}`,
    loading: 'Carregando modelos e concessionárias…',
    loadFailed: 'Não foi possível carregar os modelos da cotação.',
    opportunityName: 'Nome da oportunidade',
    opportunityPlaceholder: 'Ex: Frota Transportadora Silva',
    opportunityRequired: 'Informe o nome da oportunidade',
    comments: 'Comentários',
    tabsLabel: 'Partes da cotação',
    addCard: 'Adicionar cotação',
    removeCard: (n: number) => `Remover COTAÇÃO ${n}`,
    incomplete: 'Preencha os campos obrigatórios de todas as cotações',
    dealer: 'Concessionária',
    model: 'Modelo',
    period: 'Prazo',
    periodOption: (months: number) => `${months} meses`,
    mileage: 'Franquia',
    mileageOption: (km: number) => `${km.toLocaleString('pt-BR')} km/mês`,
    colour: 'Cor',
    amount: 'Quantidade',
    insulfilm: 'Insulfilm',
    plateEnding: 'Final de placa',
    maintenance: 'Manutenção',
    insurance: 'Seguro',
    commission: 'Comissão',
    commissionOption: (p: number) => `${p.toLocaleString('pt-BR')}%`,
    responsible: 'Responsável',
    notIncluded: 'Não incluso',
    required: 'Campo obrigatório',
    stock: 'Estoque',
    stockLoading: 'Consultando estoque…',
    stockAvailable: (n: number) => (n === 1 ? '1 veículo disponível' : `${n} veículos disponíveis`),
    retryStock: 'Consultar estoque novamente',
    monthly: 'Mensal por veículo',
    cardTotal: 'Total do contrato',
    priceUnavailable: 'Preencha os campos para ver o preço',
    totalMonthly: 'Total mensal da cotação',
    totalContract: 'Total da cotação',
    noOptionals: 'Nenhum opcional',
    chooseModelFirst: 'Escolha modelo e prazo na aba Modelo',
    reviewTitle: 'Revisar cotação',
    back: 'Voltar',
    editAgain: 'Editar cotação',
    saving: 'Salvando…',
    downloadPdf: 'Baixar PDF',
    previewTitle: 'Pré-visualização da cotação',
    numberPending: 'Definido ao salvar',
    validityDays: (days: number) => `${days} dias após salvar`,
    savedAs: (n: string) => `Cotação ${n}`,
    sendToClient: 'Enviar ao cliente',
    sendTitle: 'Enviar cotação ao cliente',
    clientEmail: 'E-mail do cliente',
    clientName: 'Nome do cliente',
    send: 'Enviar',
    sending: 'Enviando…',
    cancel: 'Cancelar',
    close: 'Fechar',
    sendFailed: 'Não foi possível enviar a cotação.',
    perMonth: '/mês',
    resetCard: 'Limpar cotação',
  },
};
