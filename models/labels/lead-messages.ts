import { leadStatusLabels } from './lead-status';
import { leadVersionLabels } from './lead-version';
import { responseTimeLabels } from './response-time';
import { words } from './words';

/**
 * ours: the e-mail of each later step of a proposal (server/leads/
 * lead-step-messages.ts, server/jobs/lead-digest.ts): to the customer, each
 * status move with the seller's note, a version that waits for their
 * acceptance, the proposal cancelled; to the dealer's sellers, the customer's
 * acceptance or withdrawal, a colleague's cancellation, and the daily digest
 * of the leads waiting for a first move. The rule of which goes when is
 * models/lead/lead-messages.ts.
 */
const received = responseTimeLabels.mail.leadReceived;
const notice = responseTimeLabels.mail.newLead;

/** The closing line of a message to the customer: why it came whatever the marketing consents. */
const transactional = 'Você recebe esta mensagem porque ela faz parte do atendimento da sua proposta: não depende de consentimento para ofertas.';
const openProposals = 'Ver minha proposta';

export const leadMessageLabels = {
  customer: {
    greeting: received.greeting,
    greetingNoName: received.greetingNoName,
    code: received.code,
    dealer: received.dealer,
    action: openProposals,
    transactional,
    /** A seller moved the proposal a step along (or refused it). */
    moved: {
      subject: (code: string, status: string) => `Proposta ${code}: ${status}`,
      body: (dealer: string, status: string) => `A concessionária ${dealer} atualizou sua proposta. Situação atual: ${status}.`,
      status: words.currentStatus,
      /** What each step means for the customer. */
      meaning: {
        in_service: 'Um vendedor já está cuidando do seu pedido e vai falar com você sobre os próximos passos.',
        credit_review: 'Agora a concessionária analisa o crédito. Se precisar de algum documento, ela avisa.',
        approved: 'Boa notícia: o crédito foi aprovado. O próximo passo é o contrato.',
        rejected: 'Infelizmente a proposta não pôde seguir. O motivo que a concessionária deu está abaixo.',
        contract_signed: 'O contrato foi assinado. Agora é a preparação e a entrega do veículo.',
        vehicle_delivered: 'O veículo foi entregue. Boas viagens!',
      },
      note: leadStatusLabels.timeline.noteFrom,
    },
    /** A seller's version that changes what the customer pays and waits for their acceptance. */
    versionAwaiting: {
      subject: (code: string, version: number) => `Proposta ${code}: nova versão ${version} espera seu aceite`,
      body: (dealer: string) => `A concessionária ${dealer} fez uma nova versão da sua proposta que muda o que você paga.`,
      version: words.version,
      monthly: words.monthly,
      contractTotal: words.contractTotal,
      accept: (version: number) =>
        `A Versão ${version} só vale se você aceitar: entre na sua conta, abra Minhas Propostas e use '${leadVersionLabels.accept}'. Até lá, continua valendo a versão que você já aceitou.`,
      action: 'Ver a nova versão',
    },
    /** The proposal cancelled, by the dealer or by the customer. */
    cancelled: {
      subject: (code: string) => `Proposta ${code} cancelada`,
      byDealer: (dealer: string) => `A concessionária ${dealer} cancelou sua proposta.`,
      byYou: 'Confirmamos o cancelamento da sua proposta, feito por você. A concessionária foi avisada.',
      reason: 'Motivo',
      again: 'Se quiser, você pode fazer uma nova proposta quando quiser, em qualquer oferta do site.',
    },
  },
  seller: {
    greeting: notice.greeting,
    code: notice.code,
    action: notice.action,
    privacy: notice.privacy,
    accepted: {
      subject: (code: string, version: number) => `Proposta ${code}: o cliente aceitou a versão ${version}`,
      body: (customer: string, version: number) => `${customer} aceitou a Versão ${version} da proposta. Ela passa a valer, e o atendimento pode seguir.`,
    },
    withdrawn: {
      subject: (code: string) => `Proposta ${code}: o cliente desistiu`,
      body: (customer: string) => `${customer} cancelou a proposta pelo site. O motivo, se o cliente deu um, está na linha do tempo do atendimento.`,
    },
    cancelledByDealer: {
      subject: (code: string) => `Proposta ${code} cancelada pela concessionária`,
      body: (customer: string, seller: string) => `${seller} cancelou a proposta de ${customer}. O cliente recebeu o aviso com o motivo.`,
    },
    digest: {
      subject: (day: string, count: number) => `${count === 1 ? '1 proposta espera' : `${count} propostas esperam`} o primeiro contato (${day})`,
      body: (count: number) =>
        count === 1
          ? 'Esta proposta da sua concessionária ainda não teve nenhum movimento no atendimento:'
          : `Estas ${count} propostas da sua concessionária ainda não tiveram nenhum movimento no atendimento:`,
      /** One lead of the list: its code and its promise (overdue or not). */
      row: (code: string) => `Proposta ${code}`,
      respondBy: (when: string, overdue: boolean) => (overdue ? `Atrasada: respondia até ${when}` : `Responder até ${when}`),
      noPromise: responseTimeLabels.desk.none,
      more: (count: number) => `E mais ${count} no atendimento.`,
      action: 'Abrir o atendimento',
      why: 'Um resumo por dia, enquanto houver propostas sem resposta. Os dados dos clientes ficam no atendimento, acessível só com a sua conta de vendedor.',
    },
  },
} as const;
