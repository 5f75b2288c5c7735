import { detailsLabels } from './details';
import { labels } from './spec';
import { words } from './words';

/**
 * A proposal's summary (models/proposal/proposal-summary.ts): the figures and texts
 * the customer saw when sending it, kept with each version, shown as the PDF
 * 'Resumo da proposta' the customer downloads from Minhas Propostas. The
 * figures' names are the details page's, as the customer read them there.
 */
export const proposalSummaryLabels = {
  /** The link on each proposal of Minhas Propostas. */
  download: 'Baixar resumo (PDF)',
  title: 'Resumo da proposta',
  code: (code: string) => `Proposta ${code}`,
  versionOn: (version: number, date: string) => `Versão ${version} · ${date}`,
  intro: 'Os valores e textos abaixo são os que você viu ao enviar esta proposta. Eles não mudam se a oferta mudar depois.',
  sections: {
    vehicle: words.vehicle,
    plan: words.plan,
    price: 'Valores',
    dealer: words.dealer,
  },
  lines: {
    offer: words.offer,
    brand: words.brand,
    model: words.model,
    version: words.version,
    colour: words.colour,
    period: labels.offerDetails.period,
    km: labels.offerDetails.kmPerMonth,
    optional: labels.offerDetails.optional,
    plateEnding: labels.offerDetails.plateEnding,
    coupon: detailsLabels.summary.coupon,
    couponDiscount: detailsLabels.summary.couponDiscount,
    initialPayment: labels.offerDetails.initialPayment,
    financingDiscount: detailsLabels.summary.financingDiscount,
    monthly: (count: number) => `${labels.offerDetails.monthlyValue} (${labels.offerDetails.instalmentCount(count)})`,
    finalValue: labels.offerDetails.finalValue,
    contractTotal: detailsLabels.comparison.total,
    excessKm: detailsLabels.costs.excessKm,
    overrun: (percent: number) => `${detailsLabels.costs.overrunsCaption}: ${detailsLabels.costs.overrun(percent)}`,
    included: detailsLabels.costs.included,
    excluded: detailsLabels.costs.excluded,
    dealer: words.dealer,
  },
  values: {
    months: detailsLabels.summary.months,
    km: detailsLabels.summary.kmPerMonth,
    none: words.none,
    noInitialPayment: words.noInitialPayment,
    withPrice: (name: string, price: string) => `${name} (${price})`,
    couponDiscount: (price: string, months: number) => `${price} por mês nas ${months} primeiras parcelas`,
    couponDiscountEveryMonth: (price: string, months: number) => `${price} por mês em todas as ${months} parcelas`,
    range: labels.offerDetails.instalmentRange,
    perKm: detailsLabels.costs.perKm,
    overrun: (km: string, price: string) => `${detailsLabels.costs.overrunKm(km)}: ${price} (${detailsLabels.costs.overrunNote})`,
    items: detailsLabels.costs.items,
    withDeductible: (item: string, price: string) => `${item} (${detailsLabels.costs.deductible(price)})`,
  },
  texts: {
    generalConditions: labels.offerDetails.generalConditions,
    /** The general conditions the details page shows beside the price. */
    generalConditionsText: detailsLabels.terms.generalConditions,
    disclaimer: detailsLabels.page.disclaimer,
    privacy: 'Privacidade',
    privacyVersion: (version: string) => `Seus dados foram tratados conforme a política de privacidade na versão ${version}.`,
  },
  footer: (date: string) => `Documento gerado pela Flua! em ${date}.`,
} as const;

export type ProposalSummaryLabels = typeof proposalSummaryLabels;
