import { describe, expect, it } from 'vitest';
import { type StructError, create, object, refine, string } from 'superstruct';
import { formatBRL, formatDecimal } from '../../models/common/money';
import { minimumMonthlyPrice, roundCentavos } from '../../models/pricing/pricing';
import { hasMoreOffers, nextVisibleCount, showcaseOffers } from '../../models/showcase/showcase';
import { parseShowcaseSearch } from '../../models/app/route-params';
import { parseSiteConfig } from '../../models/app/site-config';
import { describeStructError } from '../../models/common/struct-errors';
import { isPublished } from '../../models/offer/offer-status';
import { withOverrides, labels } from '../../models/labels/spec';
import type { Offer } from '../../models/offer/offer';

describe('formatBRL', () => {
  it.each([
    [0, 'R$\u00a00,00'],
    [1, 'R$\u00a00,01'],
    [99, 'R$\u00a00,99'],
    [249990, 'R$\u00a02.499,90'],
    [123456789, 'R$\u00a01.234.567,89'],
    [-1050, '-R$\u00a010,50'],
  ])('%i centavos → %s', (c, text) => {
    expect(formatBRL(c)).toBe(text);
  });
  it('matches Intl for whole reais and refuses non-integers', () => {
    expect(formatBRL(500000)).toBe(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(5000));
    expect(() => formatBRL(1.5)).toThrow(RangeError);
  });
  it('formats a bare decimal', () => {
    expect(formatDecimal(249990)).toBe('2.499,90');
    expect(formatDecimal(-5)).toBe('-0,05');
  });
});

describe('pricing: minimum card price', () => {
  const plans = [
    { period: 12, km: 1000, price: 329900, monthlyInterestRate: 1.5, selectedByDefault: false },
    { period: 36, km: 500, price: 219900, monthlyInterestRate: 1.5, selectedByDefault: true },
  ];
  it('is the lowest plan price', () => {
    expect(minimumMonthlyPrice({ rentalPlanList: plans })).toBe(219900);
  });
  it('is the layout monthly payment when present and reachable', () => {
    expect(minimumMonthlyPrice({ rentalPlanList: plans, defaultLayoutInformation: { monthlyPayment: 229900 } })).toBe(229900);
    expect(minimumMonthlyPrice({ rentalPlanList: plans, defaultLayoutInformation: { monthlyPayment: 199900 } })).toBe(219900);
    expect(minimumMonthlyPrice({ rentalPlanList: plans, defaultLayoutInformation: { monthlyPayment: null } })).toBe(219900);
  });
  it('is 0 without plans', () => {
    expect(minimumMonthlyPrice({ rentalPlanList: [] })).toBe(0);
  });
  it('rounds half up once', () => {
    expect(roundCentavos(10.5)).toBe(11);
    expect(roundCentavos(10.49)).toBe(10);
  });
});

describe('showcase rules', () => {
  const offer = (id: string, offerDeny = false) => ({ id, offerDeny }) as Offer;
  it('hides offerDeny offers and those in the deny list', () => {
    expect(showcaseOffers([offer('a'), offer('b', true), offer('c')], ['c']).map((o) => o.id)).toEqual(['a']);
    expect(showcaseOffers([offer('a')]).map((o) => o.id)).toEqual(['a']);
  });
  it('shows 6 more until none are left', () => {
    expect(nextVisibleCount(6, 6, 20)).toBe(12);
    expect(nextVisibleCount(18, 6, 20)).toBe(20);
    expect(hasMoreOffers(18, 20)).toBe(true);
    expect(hasMoreOffers(20, 20)).toBe(false);
  });
  it('knows a published offer', () => {
    expect(isPublished({ released: true, removed: false, archived: false })).toBe(true);
    expect(isPublished({ released: false, removed: false, archived: false })).toBe(false);
    expect(isPublished({ released: true, removed: true, archived: false })).toBe(false);
    expect(isPublished({ released: true, removed: false, archived: true })).toBe(false);
  });
});

describe('showcase query parameters', () => {
  it('keeps valid parameters and drops invalid ones', () => {
    expect(
      parseShowcaseSearch({ offerId: 'of-0001', dealerCode: 12345, editable: 'true', rental: 'false', cpf: '529.982.247-25', leadId: 'bad id!', other: 'x' }),
    ).toEqual({ offerId: 'of-0001', dealerCode: '12345', editable: true, rental: false, cpf: '529.982.247-25' });
    expect(parseShowcaseSearch({ editable: 'sim', dealerCnpj: '11222333000181,12ABC34501DE35' })).toEqual({ dealerCnpj: '11222333000181,12ABC34501DE35' });
    expect(parseShowcaseSearch({ rental: true })).toEqual({ rental: true });
  });
});

describe('site configuration', () => {
  it('applies the spec defaults', () => {
    expect(parseSiteConfig(undefined)).toMatchObject({ brands: ['fiat', 'jeep', 'peugeot', 'citroen'], initialVisible: 6, increment: 6 });
  });
  it('keeps valid settings and falls back entirely on invalid ones', () => {
    expect(parseSiteConfig({ brands: ['jeep'], initialVisible: 3, showMoreLabel: 'MAIS' })).toMatchObject({ brands: ['jeep'], initialVisible: 3, increment: 6, showMoreLabel: 'MAIS' });
    expect(parseSiteConfig({ brands: ['ferrari'] })).toEqual(parseSiteConfig({}));
  });
  it('overrides configurable labels only', () => {
    const l = withOverrides({ showcase: { showMore: 'CARREGAR MAIS' } });
    expect(l.showcase.showMore).toBe('CARREGAR MAIS');
    expect(l.showcase.detailsButton).toBe(labels.showcase.detailsButton);
  });
});

describe('struct errors in pt-BR', () => {
  const Named = object({ name: refine(string(), 'name', (v) => (v.length > 1 ? true : 'Digite seu nome')), code: string() });
  it('keeps a refinement message and names the field of a type failure', () => {
    try {
      create({ name: 'a', code: 1 }, Named);
      expect.unreachable();
    } catch (err) {
      const { message, fields } = describeStructError(err as StructError);
      expect(message).toBe('Requisição inválida. Verifique os campos informados.');
      expect(fields).toEqual({ name: 'Digite seu nome', code: 'Valor inválido: code' });
    }
  });
  it('names the body when the whole value is wrong', () => {
    try {
      create('texto', Named);
      expect.unreachable();
    } catch (err) {
      expect(describeStructError(err as StructError).fields).toEqual({ '(corpo)': 'Valor inválido: (corpo)' });
    }
  });
});
