import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  LeadVersion,
  awaitingVersionOf,
  changeText,
  changeTone,
  changesWhatCustomerPays,
  firstVersion,
  newVersionAcceptance,
  termsOfLeadBody,
  versionChanges,
  type LeadTerms,
} from '../../../models/lead/lead-version';

const base: LeadTerms = {
  period: 24,
  km: 1000,
  colour: { code: 'WHT', name: 'Branco Banchisa' },
  optional: null,
  additionals: [{ id: 'glass', name: 'Proteção de vidros', plateNumber: null }],
  initialPayment: 0,
  monthlyPrice: 249_990,
  contractTotal: 5_999_760,
};
const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('versionChanges', () => {
  it('finds nothing between equal terms', () => {
    expect(versionChanges(base, structuredClone(base))).toEqual([]);
  });

  it('words every changed field old → new, in the fields order', () => {
    const after: LeadTerms = {
      period: 36,
      km: 1500,
      colour: { code: 'RED', name: 'Vermelho Montecarlo' },
      optional: { code: 'KIT', name: 'Kit Tech' },
      additionals: [
        { id: 'glass', name: 'Proteção de vidros', plateNumber: null },
        { id: 'plate', name: 'Final de placa', plateNumber: 7 },
      ],
      initialPayment: 1_000_000,
      monthlyPrice: 199_990,
      contractTotal: 8_199_640,
    };
    const changes = versionChanges(base, after).map((c) => ({ ...c, before: c.before && nb(c.before), after: c.after && nb(c.after) }));
    expect(changes).toEqual([
      { field: 'plan', before: '24 meses', after: '36 meses' },
      { field: 'km', before: '1.000 km/mês', after: '1.500 km/mês' },
      { field: 'colour', before: 'Branco Banchisa', after: 'Vermelho Montecarlo' },
      { field: 'optional', before: null, after: 'Kit Tech' },
      { field: 'additionals', before: 'Proteção de vidros', after: 'Proteção de vidros, Final de placa (final 7)' },
      { field: 'initialPayment', before: 'Sem entrada', after: 'R$ 10.000,00' },
      { field: 'monthlyPrice', before: 'R$ 2.499,90', after: 'R$ 1.999,90' },
      { field: 'contractTotal', before: 'R$ 59.997,60', after: 'R$ 81.996,40' },
    ]);
  });

  it('sees a new plate number, and ignores the order of the additionals', () => {
    const withPlate = { ...base, additionals: [...base.additionals, { id: 'plate', name: 'Final de placa', plateNumber: 3 }] };
    const reordered = { ...withPlate, additionals: [...withPlate.additionals].reverse() };
    expect(versionChanges(withPlate, reordered)).toEqual([]);
    const otherPlate = { ...withPlate, additionals: withPlate.additionals.map((a) => (a.id === 'plate' ? { ...a, plateNumber: 4 } : a)) };
    expect(versionChanges(withPlate, otherPlate)).toEqual([
      { field: 'additionals', before: 'Proteção de vidros, Final de placa (final 3)', after: 'Proteção de vidros, Final de placa (final 4)' },
    ]);
  });

  it('words removed items as none', () => {
    expect(versionChanges(base, { ...base, colour: null, additionals: [] })).toEqual([
      { field: 'colour', before: 'Branco Banchisa', after: null },
      { field: 'additionals', before: 'Proteção de vidros', after: null },
    ]);
    expect(changeText({ field: 'colour', before: 'Branco Banchisa', after: null })).toBe('Cor: Branco Banchisa → —');
  });
});

describe('versionChanges as the customer reads them', () => {
  it('words a colour as the site names colours, not in the catalogue\'s capitals', () => {
    expect(versionChanges(base, { ...base, colour: { code: 'RED', name: 'VERMELHO MONTECARLO' } })).toEqual([
      { field: 'colour', before: 'Branco Banchisa', after: 'Vermelho Montecarlo' },
    ]);
  });

  it('never shows an additional the offer always includes as a change', () => {
    const included = new Set(['maintenance']);
    const maintenance = { id: 'maintenance', name: 'Manutenção preventiva', plateNumber: null };
    // An older version that did not list it, and one that does: the same proposal.
    expect(versionChanges({ ...base, additionals: [] }, { ...base, additionals: [maintenance] }, { includedAdditionals: included })).toEqual([]);
    // A chosen additional next to it reads alone.
    expect(versionChanges({ ...base, additionals: [] }, { ...base, additionals: [maintenance, ...base.additionals] }, { includedAdditionals: included })).toEqual([
      { field: 'additionals', before: null, after: 'Proteção de vidros' },
    ]);
  });
});

describe('changeTone', () => {
  it('a lower price is better for the customer, a higher one worse; other changes are neutral', () => {
    expect(changeTone({ field: 'contractTotal', before: 'R$ 84.837,60', after: 'R$ 122.396,40' })).toBe('worse');
    expect(changeTone({ field: 'monthlyPrice', before: 'R$ 3.534,90', after: 'R$ 3.399,90' })).toBe('better');
    expect(changeTone({ field: 'monthlyPrice', before: 'R$\u00a03.534,90', after: 'R$\u00a03.634,90' })).toBe('worse');
    expect(changeTone({ field: 'initialPayment', before: 'Sem entrada', after: 'R$ 10.000,00' })).toBe('neutral');
    expect(changeTone({ field: 'colour', before: null, after: 'Vermelho Montecarlo' })).toBe('neutral');
    expect(changeTone({ field: 'plan', before: '24 meses', after: '36 meses' })).toBe('neutral');
  });
});

describe('changesWhatCustomerPays', () => {
  it('is true for the monthly price, the contract total or the entrada only', () => {
    expect(changesWhatCustomerPays([])).toBe(false);
    expect(changesWhatCustomerPays([{ field: 'colour' }, { field: 'km' }, { field: 'plan' }, { field: 'optional' }, { field: 'additionals' }])).toBe(false);
    expect(changesWhatCustomerPays([{ field: 'colour' }, { field: 'monthlyPrice' }])).toBe(true);
    expect(changesWhatCustomerPays([{ field: 'contractTotal' }])).toBe(true);
    expect(changesWhatCustomerPays([{ field: 'initialPayment' }])).toBe(true);
  });

  it('makes a seller version that changes the price await the customer, never a customer one', () => {
    const priceChange = versionChanges(base, { ...base, monthlyPrice: 259_990, contractTotal: 6_239_760 });
    expect(newVersionAcceptance('seller', priceChange)).toBe('awaiting');
    expect(newVersionAcceptance('customer', priceChange)).toBe('not_needed');
    expect(newVersionAcceptance('seller', versionChanges(base, { ...base, colour: { code: 'BLK', name: 'Preto Vulcano' } }))).toBe('not_needed');
  });
});

describe('awaitingVersionOf', () => {
  it('is the newest awaiting version, or null', () => {
    expect(awaitingVersionOf([{ number: 1, acceptance: 'not_needed' }])).toBeNull();
    expect(awaitingVersionOf([{ number: 1, acceptance: 'not_needed' }, { number: 2, acceptance: 'awaiting' }])).toBe(2);
    expect(awaitingVersionOf([{ number: 1, acceptance: 'not_needed' }, { number: 2, acceptance: 'accepted' }])).toBeNull();
  });
});

describe('termsOfLeadBody and firstVersion', () => {
  const body = {
    period: 24,
    km: 1000,
    rentalPrice: 249_990,
    relatedProduct: [
      { product: 'x', type: 'color', code: 'WHT', name: 'Branco Banchisa', price: 0 },
      { product: 'x', type: 'optional', code: 'KIT', name: 'Kit Tech', price: 10_000 },
    ],
    additionals: [{ id: 'plate', name: 'Final de placa', value: 4_990, plate_number: 7 }],
    rental_payment_information: { initialPaymentAmount: 500_000 },
  };

  it('reads the terms of a stored lead', () => {
    expect(termsOfLeadBody(body)).toEqual({
      period: 24,
      km: 1000,
      colour: { code: 'WHT', name: 'Branco Banchisa' },
      optional: { code: 'KIT', name: 'Kit Tech' },
      additionals: [{ id: 'plate', name: 'Final de placa', plateNumber: 7 }],
      initialPayment: 500_000,
      monthlyPrice: 249_990,
      contractTotal: 500_000 + 249_990 * 24,
    });
    expect(termsOfLeadBody(body, 123).contractTotal).toBe(123);
    expect(termsOfLeadBody({})).toMatchObject({ period: 0, km: 0, colour: null, optional: null, additionals: [], monthlyPrice: 0 });
  });

  it('makes version 1, by the customer, with no changes and nothing to accept', () => {
    const v = firstVersion(body, '2026-11-20T13:00:00.000Z', 'Helena');
    expect(is(v, LeadVersion)).toBe(true);
    expect(v).toMatchObject({ number: 1, actor: 'customer', actorName: 'Helena', changes: [], acceptance: 'not_needed', monthlyPrice: 249_990 });
  });
});
