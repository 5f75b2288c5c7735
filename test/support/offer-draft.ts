/** One offer draft every rule accepts, for the editor's form, chart and the server's admin routes. */
import { emptyOfferDraft, type OfferDraft } from '../../models/offer-admin/offer-draft';

/** A draft that breaks no rule: two plans, one priced colour, an optional, an additional, a tag; `overrides` replace whole fields. */
export function validOfferDraft(overrides: Partial<OfferDraft> = {}): OfferDraft {
  return {
    ...emptyOfferDraft('2026-11-23'),
    brand: 'fiat',
    category: { categoryName: 'Hatch', categoryCode: 'HATCH' },
    modelCode: '363',
    modelShortName: 'Argo',
    modelName: 'Fiat Argo',
    versionName: 'Drive 1.0',
    versionCode: '1AB',
    seriesCode: 'S1',
    modelYear: 2026,
    manufactureYear: 2026,
    engine: '1.0 Firefly',
    gear: 'Manual',
    fuel: 'Flex',
    doors: 4,
    fullDescription: 'Fiat Argo Drive 1.0 Flex 4 portas',
    disclaimer: 'Imagens ilustrativas.',
    startsOn: '2026-11-01',
    endsOn: '2027-01-31',
    rentalPlanList: [
      { period: 12, km: 1000, price: 189990, monthlyInterestRate: 1.49, selectedByDefault: true },
      { period: 24, km: 1500, price: 174990, monthlyInterestRate: 1.29, selectedByDefault: false },
    ],
    colors: [{ code: 'PRETO', name: 'Preto Vulcano', category: 'M', value: 12000, rgb: '#111111', secondaryRgb: null, associatedPeriod: [] }],
    optionals: [{ code: 'PACK', name: 'Pack Tech', value: 9900, required: false, associatedPeriod: [12] }],
    additionalItemsList: [{ name: 'Final de placa', value: 0, type: 'PLATE_NUMBER_ENDING', required: 0, associatedPeriod: [] }],
    highlightsList: ['Central multimídia'],
    featuresList: ['Ar-condicionado'],
    tagsList: [{ text: 'Novidade', background_color: '#3a1a78' }],
    campaignTags: ['black-friday'],
    listPrice: 9899000,
    excessKmPrice: 85,
    insuranceDeductible: 450000,
    includedInPrice: ['ipva', 'licensing', 'insurance', 'maintenance', 'assistance'],
    ...overrides,
  };
}
