/**
 * A proposal's summary (ours, beyond the spec): the figures and texts the
 * customer saw when sending the proposal, kept with it so that a later
 * change of the offer's prices or texts never changes what was proposed.
 *
 * The server builds it when a version is written (the lead itself, and every
 * update of it), from its own price of the lead (models/lead/lead-pricing.ts
 * `priceLead`, never the browser's figures), and stores it with the version;
 * the customer downloads it as a PDF from Minhas Propostas.
 *
 * `proposalSummary` is the ONE place that decides which figure lines a
 * summary has, in which order and how each reads: a new figure (a cost, an
 * included item) is one more line there.
 */
import { array, enums, integer, object, optional, string, type Infer } from 'superstruct';
import { proposalSummaryLabels } from '../labels/proposal-summary';
import { labels } from '../labels/spec';
import type { LeadPrice } from '../lead/lead-pricing';
import type { LeadTerms } from '../lead/lead-version';
import { formatBRL } from '../common/money';
import { isBrand, type Offer } from '../offer/offer';
import { isPlateAdditional, isRequiredAdditional, offerTitle, priceInclusions, type PriceInclusions } from '../pricing/offer-details';
import { contractCost, type InstalmentRange } from '../pricing/pricing';
import { titleCase } from '../common/title-case';

export const SUMMARY_SECTIONS = ['vehicle', 'plan', 'price', 'dealer'] as const;
export const SummarySection = enums(SUMMARY_SECTIONS);
export type SummarySection = Infer<typeof SummarySection>;

/** One figure as the customer read it: its name and its value, already worded in pt-BR. */
export const SummaryLine = object({
  /** What the line is ('monthly', 'contractTotal', 'additional'…): for readers of the stored summary, never shown. */
  key: string(),
  section: SummarySection,
  label: string(),
  value: string(),
  /** The amount in centavos, for a line that is money. */
  amount: optional(integer()),
});
export type SummaryLine = Infer<typeof SummaryLine>;

/** A text the customer was shown with the figures (the general conditions, the offer's legal notice, the privacy text's version). */
export const SummaryText = object({ key: string(), title: string(), text: string() });
export type SummaryText = Infer<typeof SummaryText>;

export const ProposalSummary = object({
  /** The offer's title as the details page showed it. */
  title: string(),
  lines: array(SummaryLine),
  texts: array(SummaryText),
});
export type ProposalSummary = Infer<typeof ProposalSummary>;

/** An item of the proposal with its monthly price (centavos). */
export interface PricedItem {
  name: string;
  value: number;
}

/** Everything a summary is made of: what was chosen and what the server priced it at. */
export interface SummarySource {
  title: string;
  brandName: string | null;
  model: string | null;
  version: string | null;
  colour: PricedItem | null;
  period: number;
  km: number;
  optional: PricedItem | null;
  /** The additionals the person chose (not the ones every plan includes), the plate ending one with its number. */
  additionals: readonly (PricedItem & { plateNumber: number | null })[];
  /** The coupon's name, or null. */
  couponName: string | null;
  /** The coupon's discount a month (centavos) and for how many months, when it took effect. */
  couponDiscount: { monthly: number; months: number } | null;
  initialPayment: number;
  financingDiscount: number;
  /** The instalments the person pays, range by range (one range without a coupon of its own recurrence). */
  ranges: readonly InstalmentRange[];
  contractTotal: number;
  /** Centavos a km driven over the plan, as the offer stated it (null: not stated). */
  excessKmPrice: number | null;
  /** What the monthly price included and excluded, as the offer stated it (null: not stated). */
  inclusions: PriceInclusions | null;
  dealerName: string;
  /** The offer's legal notice shown under the price, or null. */
  disclaimer: string | null;
  /** The version of the privacy text the person was shown (their consents' text version), or null. */
  privacyTextVersion: string | null;
}

const t = proposalSummaryLabels;

/** The summary's lines and texts, in the order the PDF shows them. The one rule. */
export function proposalSummary(source: SummarySource): ProposalSummary {
  const lines: SummaryLine[] = [];
  const line = (key: string, section: SummarySection, label: string, value: string, amount?: number) =>
    lines.push(amount === undefined ? { key, section, label, value } : { key, section, label, value, amount });
  const priced = (item: PricedItem) => (item.value > 0 ? t.values.withPrice(item.name, formatBRL(item.value)) : item.name);

  line('offer', 'vehicle', t.lines.offer, source.title);
  if (source.brandName) line('brand', 'vehicle', t.lines.brand, source.brandName);
  if (source.model) line('model', 'vehicle', t.lines.model, source.model);
  if (source.version) line('version', 'vehicle', t.lines.version, source.version);
  // The colour named as the details page names it ('Branco Banchisa').
  line('colour', 'vehicle', t.lines.colour, source.colour ? priced({ ...source.colour, name: titleCase(source.colour.name) }) : t.values.none, source.colour?.value);

  line('period', 'plan', t.lines.period, t.values.months(source.period));
  line('km', 'plan', t.lines.km, t.values.km(source.km));
  line('optional', 'plan', t.lines.optional, source.optional ? priced(source.optional) : t.values.none, source.optional?.value);
  for (const a of source.additionals) {
    if (a.plateNumber !== null) line('plateEnding', 'plan', t.lines.plateEnding, t.values.withPrice(String(a.plateNumber), formatBRL(a.value)), a.value);
    else line('additional', 'plan', a.name.toLocaleUpperCase('pt-BR'), formatBRL(a.value), a.value);
  }

  line('coupon', 'price', t.lines.coupon, source.couponName ?? t.values.none);
  if (source.couponDiscount && source.couponDiscount.monthly > 0) {
    line(
      'couponDiscount',
      'price',
      t.lines.couponDiscount,
      // A discount over every instalment says so, not 'the first 24' of 24.
      source.couponDiscount.months >= source.period
        ? t.values.couponDiscountEveryMonth(formatBRL(source.couponDiscount.monthly), source.period)
        : t.values.couponDiscount(formatBRL(source.couponDiscount.monthly), source.couponDiscount.months),
      source.couponDiscount.monthly,
    );
  }
  line('initialPayment', 'price', t.lines.initialPayment, source.initialPayment > 0 ? formatBRL(source.initialPayment) : t.values.noInitialPayment, source.initialPayment);
  if (source.financingDiscount > 0) line('financingDiscount', 'price', t.lines.financingDiscount, formatBRL(source.financingDiscount), source.financingDiscount);
  const [first, second] = source.ranges;
  if (second) {
    for (const r of source.ranges) line('range', 'price', t.lines.finalValue, t.values.range(r.fromMonth, r.toMonth, formatBRL(r.amount)), r.amount);
  } else if (first) {
    line('monthly', 'price', t.lines.monthly(first.toMonth - first.fromMonth + 1), formatBRL(first.amount), first.amount);
  }
  line('contractTotal', 'price', t.lines.contractTotal, formatBRL(source.contractTotal), source.contractTotal);
  const cost = contractCost({ contractTotal: source.contractTotal }, { period: source.period, km: source.km }, source.excessKmPrice);
  if (cost.excessKmPrice !== null) {
    line('excessKmPrice', 'price', t.lines.excessKm, t.values.perKm(formatBRL(cost.excessKmPrice)), cost.excessKmPrice);
    for (const o of cost.overruns) {
      line('overrun', 'price', t.lines.overrun(o.percent), t.values.overrun(o.km.toLocaleString('pt-BR'), formatBRL(o.cost)), o.cost);
    }
  }
  if (source.inclusions) {
    const { included, excluded, insuranceDeductible } = source.inclusions;
    const item = (i: (typeof included)[number]) =>
      i === 'insurance' && insuranceDeductible !== null ? t.values.withDeductible(t.values.items[i], formatBRL(insuranceDeductible)) : t.values.items[i];
    line('included', 'price', t.lines.included, included.length > 0 ? included.map(item).join(', ') : t.values.none);
    line('excluded', 'price', t.lines.excluded, excluded.length > 0 ? excluded.map(item).join(', ') : t.values.none);
  }

  line('dealer', 'dealer', t.lines.dealer, source.dealerName);

  const texts: SummaryText[] = [{ key: 'generalConditions', title: t.texts.generalConditions, text: t.texts.generalConditionsText }];
  if (source.disclaimer?.trim()) texts.push({ key: 'disclaimer', title: t.texts.disclaimer, text: source.disclaimer.trim() });
  if (source.privacyTextVersion) texts.push({ key: 'privacy', title: t.texts.privacy, text: t.texts.privacyVersion(source.privacyTextVersion) });
  return { title: source.title, lines, texts };
}

/** A summary's source from the server's price of a lead on its offer. */
export function summarySourceOfPrice(
  offer: Offer,
  brandName: string | null,
  priced: LeadPrice,
  extra: { couponName: string | null; dealerName: string; privacyTextVersion: string | null },
): SummarySource {
  const { price } = priced;
  return {
    title: brandName ? offerTitle(offer, brandName) : offer.modelShortName,
    brandName,
    model: offer.modelShortName,
    version: offer.versionName,
    colour: priced.colour ? { name: priced.colour.name, value: priced.colour.value } : null,
    period: priced.plan.period,
    km: priced.plan.km,
    optional: priced.optional ? { name: priced.optional.name, value: priced.optional.value } : null,
    additionals: priced.additionals
      .filter((a) => !isRequiredAdditional(a))
      .map((a) => ({ name: a.name, value: a.value, plateNumber: isPlateAdditional(a) ? priced.plateNumber : null })),
    couponName: extra.couponName?.trim() ? extra.couponName.trim() : null,
    couponDiscount: price.couponDiscount > 0 ? { monthly: price.couponDiscount, months: price.couponMonths } : null,
    initialPayment: price.financing.firstPayment,
    financingDiscount: price.financing.discount,
    ranges: price.ranges,
    contractTotal: price.contractTotal,
    excessKmPrice: offer.excessKmPrice ?? null,
    inclusions: priceInclusions(offer),
    dealerName: extra.dealerName,
    disclaimer: offer.disclaimer,
    privacyTextVersion: extra.privacyTextVersion,
  };
}

/** The summary of a lead as the server priced it on its offer (the brand named as the site names it). */
export function leadPriceSummary(offer: Offer, priced: LeadPrice, extra: { couponName: string | null; dealerName: string; privacyTextVersion: string | null }): ProposalSummary {
  const brandName = isBrand(offer.brand) ? labels.brandNames[offer.brand] : null;
  return proposalSummary(summarySourceOfPrice(offer, brandName, priced, extra));
}

/**
 * A summary's source from a version's stored terms alone, for a version
 * written before summaries were kept: the figures the server stored then,
 * without the item prices and discounts it did not keep.
 */
export function summarySourceOfTerms(terms: LeadTerms, extra: { title: string; dealerName: string; privacyTextVersion: string | null }): SummarySource {
  return {
    title: extra.title,
    brandName: null,
    model: null,
    version: null,
    colour: terms.colour ? { name: terms.colour.name, value: 0 } : null,
    period: terms.period,
    km: terms.km,
    optional: terms.optional ? { name: terms.optional.name, value: 0 } : null,
    additionals: [],
    couponName: null,
    couponDiscount: null,
    initialPayment: terms.initialPayment,
    financingDiscount: 0,
    ranges: terms.period > 0 ? [{ fromMonth: 1, toMonth: terms.period, amount: terms.monthlyPrice }] : [],
    contractTotal: terms.contractTotal,
    excessKmPrice: null,
    inclusions: null,
    dealerName: extra.dealerName,
    disclaimer: null,
    privacyTextVersion: extra.privacyTextVersion,
  };
}

/** The lines of one section, in order. */
export function summarySection(summary: Pick<ProposalSummary, 'lines'>, section: SummarySection): SummaryLine[] {
  return summary.lines.filter((l) => l.section === section);
}

/** Where the signed-in customer (or the dealer's seller) downloads a proposal's summary as a PDF. */
export function proposalSummaryHref(leadId: string): string {
  return `/api/v2/timeline/rental/${encodeURIComponent(leadId)}/summary.pdf`;
}

/** The file name the summary downloads as. */
export function proposalSummaryFileName(proposalCode: string): string {
  return `resumo-proposta-${proposalCode}.pdf`;
}
