import { labels } from './spec';
import { words } from './words';

/**
 * The spec's label sets (000 §2 "Others", 001 §8, §9) of parts this site does
 * not show yet (the test drive's are labels/test-drive.ts): loyalty, financing, recall, anti-fraud, the
 * new-car configurator, accessories and reservation. Kept exactly as the spec
 * writes them, in a module of their own so that no page loads them.
 */

/** ours: bank slip down payment clears in up to 3 business days (financing and reservation). */
const financingBankSlipClearing = 'O pagamento da entrada por boleto é compensado em até 3 dias úteis.';

/** ours: the accessory showcase's title, the configurator's step of the same name. */
const accessoriesTitle = words.accessories;

export const otherPartsLabels = {
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
    bankSlipClearing: financingBankSlipClearing,
  },
  /** Recall label set (plate or chassis lookup). */
  recall: {
    plateInvalid: labels.validation.plate,
    chassisInvalid: labels.validation.chassis,
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
    steps: [words.version, 'Kit Opcionais', words.colour, accessoriesTitle, words.upholstery, labels.offerDetails.summary, 'Serviços'],
    colourGroups: ['sólidas', 'metálicas', 'perolizadas', labels.colours.groups.special],
    callSpecialistFailed: 'Falha ao chamar especialista',
    comparatorUnavailable: 'O comparador não esta disponível no momento.',
    loadFailed: 'Não foi possível carregar as informações. Tente novamente mais tarde.',
    noModelForYear: 'Nenhum modelo encontrado para o ano selecionado',
    reviewsLoadFailed: 'Erro ao carregar dados.',
    dealerRequired: labels.dealerSelector.requiredInConfigurator,
  },
  /** Accessory showcase label set (strings not given by the spec; ours). */
  accessories: {
    title: accessoriesTitle,
    seeDetails: labels.suggestions.seeDetails,
  },
  /** Reservation label set (strings not given by the spec; ours). */
  reservation: {
    title: 'Reserva',
    bankSlipClearing: financingBankSlipClearing,
  },
};
