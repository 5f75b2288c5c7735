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
      '(procedimentos preliminares a um contrato, a seu pedido, LGPD art. 7º, V). ' +
      'Também não dependem destes consentimentos as mensagens transacionais do pedido: a confirmação do envio por e-mail, ' +
      'com o número da proposta e o prazo de resposta da concessionária.',
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
