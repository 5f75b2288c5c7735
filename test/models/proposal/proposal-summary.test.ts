import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { priceLead, type LeadPrice } from '../../../models/lead/lead-pricing';
import { formatBRL } from '../../../models/common/money';
import {
  ProposalSummary,
  leadPriceSummary,
  proposalSummary,
  proposalSummaryFileName,
  proposalSummaryHref,
  summarySection,
  summarySourceOfTerms,
} from '../../../models/proposal/proposal-summary';
import type { CouponTerms } from '../../../models/pricing/pricing';
import { demoOffers } from '../../../server/demo/demo-catalogue';

const mobi = demoOffers.find((o) => o.id === 'fiat-mobi-l10')!;
const extra = { couponName: null, dealerName: 'Paulista Motores', privacyTextVersion: '2026-11-23' };

function priced(selection: Partial<Parameters<typeof priceLead>[1]> = {}, coupon: CouponTerms | null = null): LeadPrice {
  const result = priceLead(mobi, { period: 36, km: 1000, colourCode: '876', optionalCode: null, additionals: [{ id: '5', plateNumber: null }], initialPayment: 0, ...selection }, coupon);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const byKey = (summary: ProposalSummary, key: string) => summary.lines.filter((l) => l.key === key);
const value = (summary: ProposalSummary, key: string) => byKey(summary, key).map((l) => l.value);

describe('proposalSummary', () => {
  it('names the vehicle, the plan, the values and the dealer the customer saw, in sections, from the server’s price', () => {
    const price = priced();
    const summary = leadPriceSummary(mobi, price, extra);
    assert(summary, ProposalSummary);
    expect(summary.title).toBe('Fiat Mobi Like 2026');
    expect(summarySection(summary, 'vehicle').map((l) => [l.label, l.value])).toEqual([
      ['Oferta', 'Fiat Mobi Like 2026'],
      ['Marca', 'Fiat'],
      ['Modelo', 'Mobi'],
      ['Versão', 'Like'],
      // The colour as the details page names it, not in the catalogue's capitals.
      ['Cor', `Preto Vulcano (${formatBRL(4990)})`],
    ]);
    expect(summarySection(summary, 'plan').map((l) => [l.label, l.value])).toEqual([
      ['PERÍODO', '36 meses'],
      ['KM/MÊS', '1.000 km'],
      ['OPCIONAL', 'Nenhum'],
    ]);
    expect(summarySection(summary, 'price').map((l) => [l.label, l.value])).toEqual([
      ['CUPOM', 'Nenhum'],
      ['ENTRADA', 'Sem entrada'],
      ['VALOR MENSAL (36x)', formatBRL(price.monthlyPrice)],
      ['Custo total do contrato', formatBRL(price.contractTotal)],
      ['KM EXCEDENTE', `${formatBRL(mobi.excessKmPrice!)} por km`],
      ['Se você rodar mais que o plano: 10% a mais', `3.600 km no contrato: ${formatBRL(3_600 * mobi.excessKmPrice!)} (Cobrado ao final do contrato.)`],
      ['Se você rodar mais que o plano: 25% a mais', `9.000 km no contrato: ${formatBRL(9_000 * mobi.excessKmPrice!)} (Cobrado ao final do contrato.)`],
      ['A MENSALIDADE INCLUI', `IPVA, Licenciamento, Seguro (franquia de ${formatBRL(mobi.insuranceDeductible!)}), Manutenção preventiva, Assistência 24 horas`],
      ['NÃO INCLUI', 'Troca de pneus, Combustível, Multas de trânsito'],
    ]);
    expect(byKey(summary, 'overrun').map((l) => l.amount)).toEqual([3_600 * mobi.excessKmPrice!, 9_000 * mobi.excessKmPrice!]);
    expect(byKey(summary, 'monthly')[0]!.amount).toBe(price.monthlyPrice);
    expect(price.monthlyPrice).toBe(199_990 + 4_990);
    expect(summarySection(summary, 'dealer').map((l) => l.value)).toEqual(['Paulista Motores']);
    expect(summary.texts.map((t) => t.key)).toEqual(['generalConditions', 'disclaimer', 'privacy']);
    expect(summary.texts[1]!.text).toBe(mobi.disclaimer);
    expect(summary.texts[2]!.text).toContain('2026-11-23');
  });

  it('lists the optional, the chosen additionals (the plate ending with its number), the entrada and its discount, and a coupon’s ranges', () => {
    const coupon: CouponTerms = { type: 'percentage', discountAmount: 10, recurrence: { type: 'first-few-months', months: 3 } };
    const base = priced({ optionalCode: 'TETO', additionals: [{ id: '1', plateNumber: 7 }, { id: '2', plateNumber: null }, { id: '5', plateNumber: null }] });
    const entrada = base.bounds.min;
    const price = priced({ optionalCode: 'TETO', additionals: [{ id: '1', plateNumber: 7 }, { id: '2', plateNumber: null }, { id: '5', plateNumber: null }], initialPayment: entrada }, coupon);
    const summary = leadPriceSummary(mobi, price, { ...extra, couponName: ' BEMVINDO10 ' });
    expect(value(summary, 'optional')).toEqual([`Teto solar elétrico (${formatBRL(19_990)})`]);
    expect(value(summary, 'plateEnding')).toEqual([`7 (${formatBRL(2_990)})`]);
    // The required additional every plan includes is not a choice: not listed.
    expect(byKey(summary, 'additional').map((l) => [l.label, l.value])).toEqual([['PELÍCULA DE PROTEÇÃO SOLAR (INSULFILM)', formatBRL(3_990)]]);
    expect(value(summary, 'coupon')).toEqual(['BEMVINDO10']);
    expect(value(summary, 'couponDiscount')).toEqual([`${formatBRL(price.price.couponDiscount)} por mês nas 3 primeiras parcelas`]);
    expect(value(summary, 'initialPayment')).toEqual([formatBRL(entrada)]);
    expect(byKey(summary, 'financingDiscount')[0]!.amount).toBe(price.price.financing.discount);
    expect(value(summary, 'monthly')).toEqual([]);
    expect(value(summary, 'range')).toEqual([
      `1ª a 3ª parcela: ${formatBRL(price.price.ranges[0]!.amount)}`,
      `4ª a 36ª parcela: ${formatBRL(price.price.ranges[1]!.amount)}`,
    ]);
    expect(byKey(summary, 'contractTotal')[0]!.amount).toBe(price.contractTotal);
  });

  it('says plainly a coupon discount that covers every instalment of the contract', () => {
    const coupon: CouponTerms = { type: 'percentage', discountAmount: 10, recurrence: null };
    const price = priced({ period: 24 }, coupon);
    expect(price.price.couponMonths).toBe(24);
    const summary = leadPriceSummary(mobi, price, { ...extra, couponName: 'BEMVINDO10' });
    expect(value(summary, 'couponDiscount')).toEqual([`${formatBRL(price.price.couponDiscount)} por mês em todas as 24 parcelas`]);
  });

  it('reads a version written before summaries were kept from its stored terms', () => {
    const summary = proposalSummary(
      summarySourceOfTerms(priced().terms, { title: 'Fiat Mobi Like 2026', dealerName: 'Paulista Motores', privacyTextVersion: null }),
    );
    expect(summary.lines.map((l) => l.key)).toEqual(['offer', 'colour', 'period', 'km', 'optional', 'coupon', 'initialPayment', 'monthly', 'contractTotal', 'dealer']);
    expect(value(summary, 'colour')).toEqual(['Preto Vulcano']);
    expect(summary.texts.map((t) => t.key)).toEqual(['generalConditions']);
  });

  it('is downloaded from the proposal’s own address, as a file named by its code', () => {
    expect(proposalSummaryHref('abc')).toBe('/api/v2/timeline/rental/abc/summary.pdf');
    expect(proposalSummaryFileName('FL-1234ABCD')).toBe('resumo-proposta-FL-1234ABCD.pdf');
  });
});
