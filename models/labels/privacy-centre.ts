import { commonLabels } from './common';
import { leadDeskLabels } from './lead-desk';
import { words } from './words';

const lead = leadDeskLabels.lead;

/**
 * The privacy centre's own part of `/privacidade` (the policy's texts are
 * `privacyLabels`): the customer's consents, withdrawn and given again, and
 * the way back to the cookie choice. Loaded only by that page.
 */
export const privacyCentreLabels = {
  consents: {
    title: 'Seus consentimentos',
    intro:
      'Cada pedido de assinatura guarda o que você autorizou para ele. Você pode retirar um consentimento ou dá-lo de novo quando quiser: ' +
      'vale na hora para os próximos contatos, e cada mudança fica registrada com a data e a hora. ' +
      'O envio do pedido à concessionária escolhida não aparece aqui porque não é um consentimento: é o necessário para responder ao seu pedido ' +
      '(procedimentos preliminares a um contrato, a seu pedido, LGPD art. 7º, V).',
    /**
     * The e-mail a proposal sends its customer, all transactional, split by the rule of models/lead/lead-messages.ts
     * (`FOLLOWS_EMAIL_CONSENT`): those sent whatever the consents, and those 'Contato por e-mail' holds back.
     */
    messages: {
      title: 'Mensagens do seu pedido por e-mail',
      intro:
        'Estas mensagens são transacionais: fazem parte do atendimento do pedido que você enviou, vão para o e-mail informado nele ' +
        'e nenhuma depende de consentimento para ofertas. Nenhuma traz link que entre na sua conta.',
      always: 'Enviadas sempre, porque você precisa delas para acompanhar ou decidir sobre o pedido:',
      withConsent: (purpose: string) => `Enviadas só enquanto “${purpose}” estiver autorizado (retirado, você continua vendo cada etapa em Minhas Propostas):`,
      names: {
        leadReceived: 'a confirmação do envio, com o número da proposta e o prazo de resposta da concessionária;',
        versionAwaiting: 'uma nova versão da proposta que muda o que você paga e espera o seu aceite;',
        proposalCancelled: 'o cancelamento da proposta, pela concessionária (com o motivo) ou por você;',
        proposalRejected: 'a recusa da proposta, com o motivo;',
        proposalProgress: 'cada avanço da proposta (em atendimento, análise de crédito, aprovação, contrato, entrega), com a mensagem do vendedor.',
      },
    },
    signedOut: 'Entre na sua conta para ver e mudar os consentimentos dos pedidos que você enviou.',
    signIn: commonLabels.signIn,
    loading: 'Carregando seus consentimentos…',
    loadFailed: 'Falha ao carregar seus consentimentos. Tente novamente.',
    retry: commonLabels.retry,
    empty: 'Nenhum pedido de assinatura nesta conta ainda. Os consentimentos de um pedido aparecem aqui assim que ele é enviado.',
    leadTitle: (code: string, title: string) => `${title} · Proposta ${code}`,
    leadMeta: (date: string, dealer: string | null) => (dealer ? `Enviada em ${date} à ${dealer}` : `Enviada em ${date}`),
    purpose: lead.consent,
    granted: lead.granted,
    refused: lead.refused,
    /** Since when the consent stands as it is, and the text version it was given or refused under. */
    since: (date: string, version: string) => `Desde ${date} · texto versão ${version}`,
    withdraw: 'Retirar',
    give: 'Autorizar',
    changing: commonLabels.saving,
    withdrawn: (purpose: string) => `Consentimento retirado: ${purpose}. Nenhum novo contato será feito por este meio.`,
    given: (purpose: string) => `Consentimento registrado: ${purpose}.`,
    changeFailed: 'Não foi possível registrar a mudança. Tente novamente.',
    history: words.history,
    historyEvent: (granted: boolean, date: string, byCustomer: boolean) =>
      `${date}: ${granted ? 'autorizado' : 'não autorizado'}${byCustomer ? ' por você nesta página' : ' no envio do pedido'}`,
    api: {
      leadNotFound: words.requestNotFound,
    },
  },
  cookies: {
    /** Reopens the cookie choice (the banner's 'Personalizar'). */
    preferences: 'Preferências de cookies',
  },
} as const;
