import { proposalsSpec } from './spec-proposals';

/**
 * ours: the dealer's response-time promise (models/lead/response-time.ts) as
 * the customer, the seller's desk and the lead's messages say it.
 */
export const responseTimeLabels = {
  /** The promise line ('A concessionária entra em contato até qui., 03/12, 11:00'): the moment as `formatPromise` writes it. */
  promise: (when: string) => `A concessionária entra em contato até ${when}`,
  desk: {
    /** The desk's column of the time a lead has left. */
    column: 'Tempo para responder',
    /** Time left before the promise, e.g. '2 h 15 min'. */
    left: (duration: string) => `Faltam ${duration}`,
    /** Past the promise. */
    overdue: (duration: string) => `Atrasado há ${duration}`,
    /** A lead a seller has already moved: the promise is kept. */
    answered: 'Respondido',
    /** A lead written before the promise existed. */
    none: 'Sem prazo',
    /** The lead's promise ran out unanswered: the sellers and the admins were told (server/jobs/escalation.ts). */
    escalated: 'Atraso avisado à gestão',
    /** Until when, in the row's tooltip and for screen readers. */
    until: (when: string) => `Responder até ${when}`,
  },
  /** A duration of whole minutes: '45 min', '3 h', '2 h 15 min', '2 d 4 h'. */
  duration: (p: { days: number; hours: number; minutes: number }) =>
    [p.days ? `${p.days} d` : '', p.hours ? `${p.hours} h` : '', p.minutes || (!p.days && !p.hours) ? `${p.minutes} min` : ''].filter(Boolean).join(' '),
  /** The seller's timeline entry of a lead escalated for its overdue promise (server/jobs/escalation.ts). */
  escalated: 'Prazo de resposta vencido',
  /** Under it: to whom the escalation went. */
  escalatedNote: 'A equipe da concessionária e a administração foram avisadas.',
  mail: {
    leadOverdue: {
      subject: (code: string) => `Prazo de resposta vencido: proposta ${code}`,
      body: (customer: string) => `A proposta de ${customer} passou do prazo de resposta prometido ao cliente e ainda não teve nenhum andamento.`,
      action: 'Responder agora',
    },
    leadOverdueAdmin: {
      subject: (code: string, dealer: string) => `Prazo de resposta vencido: proposta ${code} (${dealer})`,
      body: (dealer: string) => `Uma proposta enviada à concessionária ${dealer} passou do prazo de resposta prometido ao cliente sem nenhum andamento. A equipe da concessionária também foi avisada.`,
      action: 'Ver o atendimento das concessionárias',
    },
    leadReceived: {
      subject: (code: string) => `Recebemos sua proposta ${code}`,
      greeting: (firstName: string) => `Oi, ${firstName}!`,
      greetingNoName: 'Oi!',
      body: (dealer: string) => `Sua proposta de assinatura chegou à Flua! e já está com a concessionária ${dealer}.`,
      code: 'Número da sua proposta',
      dealer: proposalsSpec.dealer,
      next: 'Próximos passos: a concessionária confere seus dados, entra em contato para tirar dúvidas e combinar a análise de crédito e a entrega. Você acompanha cada etapa em Minhas Propostas.',
      action: 'Acompanhar minha proposta',
      transactional: 'Você recebe esta mensagem porque enviou uma proposta: ela faz parte do atendimento e não depende de consentimento para ofertas.',
    },
    newLead: {
      subject: (code: string) => `Nova proposta ${code} para responder`,
      greeting: 'Olá, equipe!',
      body: (customer: string) => `${customer} enviou uma proposta pelo site da Flua! para a sua concessionária.`,
      code: 'Nº da proposta',
      respondBy: 'Responder até',
      action: 'Abrir no atendimento',
      privacy: 'Os dados completos do cliente estão no atendimento, acessível só com a sua conta de vendedor.',
    },
  },
} as const;
