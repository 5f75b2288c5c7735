/** Searching lists: case and accents ignored through one helper (FAQ, dealers, the admin's offers). */
import { describe, expect, it } from 'vitest';
import { searchFaq } from '../../../models/content/faq';
import { filterDealersByName, searchFaq as searchFaqItems } from '../../../models/showcase/list-filters';
import { searchable } from '../../../models/offer-admin/offer-manager';
import { foldForSearch, holdsSearchTerm } from '../../../models/common/search-text';

describe('foldForSearch', () => {
  it('drops accents and case, collapses spaces', () => {
    expect(foldForSearch('  Crédito   e  Análise ')).toBe('credito e analise');
    expect(foldForSearch('BARÃO de Itapetininga')).toBe('barao de itapetininga');
    expect(foldForSearch('São Paulo – Açaí, Pinheiros')).toBe('sao paulo – acai, pinheiros');
    // Text typed decomposed (a letter then its accent) folds the same as the composed one.
    expect(foldForSearch('Cre\u0301dito')).toBe(foldForSearch('Crédito'));
  });
  it('finds a term typed without accents in text with them, and the other way round', () => {
    expect(holdsSearchTerm('Análise de crédito', 'credito')).toBe(true);
    expect(holdsSearchTerm('Analise de credito', 'CRÉDITO')).toBe(true);
    expect(holdsSearchTerm('Concessionária Barão', 'barao')).toBe(true);
    expect(holdsSearchTerm('Concessionária Barão', 'barra')).toBe(false);
  });
  it('is the admin manager’s search too', () => {
    expect(searchable).toBe(foldForSearch);
  });
});

describe('FAQ search', () => {
  const entries = [
    { question: 'Preciso de análise de crédito?', text: '<p>Sim, feita pela locadora.</p>', hideSurvey: false },
    { question: 'O seguro está incluído?', text: '<p>Sim, com assistência 24 h.</p>', hideSurvey: false },
  ];
  it('"credito" finds the question about crédito; "assistencia" finds it in the answer', () => {
    expect(searchFaq(entries, 'credito').map((e) => e.question)).toEqual(['Preciso de análise de crédito?']);
    expect(searchFaq(entries, '  ANALISE ').map((e) => e.question)).toEqual(['Preciso de análise de crédito?']);
    expect(searchFaq(entries, 'assistencia').map((e) => e.question)).toEqual(['O seguro está incluído?']);
    expect(searchFaq(entries, 'cr')).toHaveLength(2);
    expect(searchFaq(entries, 'financiamento')).toEqual([]);
  });
  it('the list filter’s FAQ search alike', () => {
    const items = entries.map((e) => ({ question: e.question, answer: e.text }));
    expect(searchFaqItems(items, 'credito')).toHaveLength(1);
  });
});

describe('dealer filter', () => {
  const dealers = [
    { name: 'Barão Veículos', fantasyName: 'Barão' },
    { name: 'Paulista Motores', fantasyName: 'Paulista' },
    { name: 'Auto Center', fantasyName: 'Ribeirão Preto Autos' },
  ];
  it('"barao" finds Barão; "ribeirao" finds it by the fantasy name', () => {
    expect(filterDealersByName(dealers, 'barao').map((d) => d.name)).toEqual(['Barão Veículos']);
    expect(filterDealersByName(dealers, 'VEICULOS').map((d) => d.name)).toEqual(['Barão Veículos']);
    expect(filterDealersByName(dealers, 'ribeirao').map((d) => d.name)).toEqual(['Auto Center']);
    expect(filterDealersByName(dealers, 'ba')).toHaveLength(3);
  });
});
