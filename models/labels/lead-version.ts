/**
 * A proposal's versions (ours, beyond the spec: every update of a lead is a
 * version the customer sees, with each change old → new). The field names,
 * the values' wording and the words of accepting a seller's version.
 */
import { commonLabels } from './common';
import { planLabels } from './plan';
import { labels } from './spec';
import { words } from './words';

export const leadVersionLabels = {
  /** The name of each field a version may change. */
  field: {
    plan: words.plan,
    km: words.kmPerMonth,
    colour: words.colour,
    optional: 'Opcional',
    additionals: words.additionals,
    initialPayment: labels.pageTitles.initialPayment,
    monthlyPrice: words.monthly,
    contractTotal: words.contractTotal,
  },
  /** How a value reads in a change. */
  value: {
    period: (months: number) => `${months} meses`,
    km: (km: number) => `${planLabels.km(km)}/mês`,
    plateNumber: (name: string, n: number) => `${name} (final ${n})`,
    noInitialPayment: words.noInitialPayment,
  },
  version: (n: number) => `Versão ${n}`,
  first: words.proposalSent,
  change: (field: string, before: string, after: string) => `${field}: ${before} → ${after}`,
  none: '—',
  /** Who made a version, as the customer reads it. */
  actor: { customer: 'Você', seller: words.dealer },
  /** Who made a version, as the seller reads it. */
  deskActor: { customer: words.customer, seller: words.seller },
  awaiting: 'Aguardando seu aceite',
  accept: 'Aceitar nova versão',
  accepting: 'Aceitando…',
  accepted: 'Nova versão aceita.',
  acceptFailed: 'Não foi possível aceitar a nova versão. Tente novamente.',
  /** The refusals of the update and accept calls. */
  errors: {
    editClosed: 'Esta proposta não pode mais ser alterada.',
    versionNotAwaiting: 'Esta versão não aguarda o seu aceite.',
    planNotOffered: 'O plano escolhido não é oferecido nesta oferta.',
    colourNotOffered: 'A cor escolhida não é oferecida com este plano.',
    optionalNotOffered: 'O opcional escolhido não é oferecido com este plano.',
    optionalRequired: 'Este plano exige o seu opcional.',
    additionalNotOffered: (name: string) => `O adicional '${name}' não é oferecido com este plano.`,
    additionalRequired: (name: string) => `O adicional '${name}' é obrigatório neste plano.`,
    colourRequired: 'Escolha uma cor.',
    plateNumberRequired: labels.offerDetails.plateEndingRequired,
    initialPaymentBelow: (min: string) => `${labels.offerDetails.initialPaymentMinimum}: ${min}`,
    initialPaymentAbove: (max: string) => `${labels.offerDetails.initialPaymentMaximum}: ${max}`,
    priceMismatch: 'O valor desta oferta mudou enquanto você preenchia o formulário.',
    offerUnavailable: 'Esta oferta não está disponível para propostas.',
    offerGone: 'A oferta desta proposta não está mais disponível.',
    clientOriginRequired: 'Cabeçalho X-Client-Origin ausente ou inválido.',
    cpfMismatch: commonLabels.proposalNotFound,
    wrongProductLead: 'Esta proposta não corresponde a esta oferta.',
    dealerFixed: 'A concessionária da proposta não pode ser trocada.',
    couponFixed: 'O cupom da proposta não pode ser trocado.',
    /** Who an offer takes leads from (models/lead/lead-audience.ts). */
    offerForDealer: (dealer: string) => `Esta oferta é exclusiva da concessionária ${dealer}.`,
    offerForCompanies: 'Esta oferta é exclusiva para empresas: envie o pedido com o CNPJ da empresa.',
    offerForEmployees: 'Esta oferta é exclusiva para colaboradores de empresas parceiras e seus familiares: informe o SAP ID do colaborador.',
    offerForEmployeesOnly: 'Esta oferta é exclusiva para colaboradores de empresas parceiras.',
    offerForRelativesOnly: 'Esta oferta é exclusiva para familiares de colaboradores de empresas parceiras.',
  },
} as const;
