import { describe, expect, it } from 'vitest';
import {
  allowedOfferActions,
  applyOfferAction,
  hideActionLabels,
  isPublished,
  OFFER_ACTION_LABELS,
  offerPermissions,
  offerStatus,
  offerStatusLabel,
  type OfferStatusFlags,
} from '../../models/offer/offer-status';
import {
  b2eKinds,
  DEFAULT_DEALER_CODE,
  DEFAULT_ORIGIN,
  DEFAULT_SUB_ORIGIN,
  dealerFixedByAddress,
  dealerRequired,
  employeeCpfToCheck,
  initialPersonType,
  LEAD_UPDATE_PRODUCT_GROUP,
  leadSource,
  parseDealerCnpjList,
  productGroup,
  RENTAL_PJ_LEAD_TYPE,
  subOrigin,
} from '../../models/lead/lead-rules';
import {
  couponAvailability,
  couponInitialPaymentError,
  couponLimitWarning,
  couponUnavailableMessage,
  normalizeCouponName,
} from '../../models/coupon/coupon-rules';
import { mostFrequentCode, profileResult, splitCode, type ProfileResult } from '../../models/showcase/profile-simulator';
import { campaignForOffer, campaignV2ForOffer, cardClickAction, informationPageFor, redirectForMvs } from '../../models/content/content';
import { DEALER_GROUP_TTL_MS, isDealerGroupValid, storeDealerGroup } from '../../models/app/storage';
import { filterDealersByName, isSearchTerm, searchFaq } from '../../models/showcase/list-filters';

describe('offer status (spec 000 §4)', () => {
  it.each([
    [{ id: undefined, released: true, removed: true, archived: true }, 'new', 'Oferta Não Salva'],
    [{ id: '', released: false, removed: false, archived: false }, 'new', 'Oferta Não Salva'],
    [{ id: 'o1', released: true, removed: true, archived: true }, 'published', 'Oferta Publicada'],
    [{ id: 'o1', released: false, removed: true, archived: true }, 'removed', 'Oferta Excluída'],
    [{ id: 'o1', released: false, removed: false, archived: true }, 'archived', 'Oferta Arquivada'],
    [{ id: 'o1', released: false, removed: false, archived: false }, 'saved', 'Oferta Salva'],
    [{ id: 'o1' }, 'saved', 'Oferta Salva'],
  ] as const)('%j → %s', (flags, status, label) => {
    expect(offerStatus(flags)).toBe(status);
    expect(offerStatusLabel(flags)).toBe(label);
  });

  it('isPublished: released, not removed, not archived', () => {
    expect(isPublished({ released: true, removed: false, archived: false })).toBe(true);
    expect(isPublished({ released: true, removed: true, archived: false })).toBe(false);
    expect(isPublished({ released: true, removed: false, archived: true })).toBe(false);
    expect(isPublished({ released: false, removed: false, archived: false })).toBe(false);
  });

  // Every combination of new / released / removed / archived × admin page, against the spec's sentences.
  const combos: Array<[OfferStatusFlags, boolean]> = [];
  for (const id of [undefined, 'o1'])
    for (const released of [false, true])
      for (const removed of [false, true])
        for (const archived of [false, true]) for (const onAdminPage of [false, true]) combos.push([{ id, released, removed, archived }, onAdminPage]);

  it.each(combos)('permissions for %j on admin page %s', (flags, onAdminPage) => {
    const fresh = !flags.id;
    const p = offerPermissions(flags, { onAdminPage });
    expect(p).toEqual({
      publish: !flags.released && !flags.removed && !fresh,
      unpublish: !!flags.released && !flags.removed && !fresh,
      save: onAdminPage && !flags.removed && !flags.archived,
      edit: !onAdminPage && !flags.removed && !flags.archived,
      view: onAdminPage && !fresh,
      remove: !fresh && !flags.removed,
    });
  });

  it('a few rows of the matrix, spelled out', () => {
    expect(allowedOfferActions({ id: 'o1', released: false, removed: false, archived: false }, { onAdminPage: true })).toEqual(['publish', 'save', 'view', 'remove']);
    expect(allowedOfferActions({ id: 'o1', released: true, removed: false, archived: false }, { onAdminPage: true })).toEqual(['unpublish', 'save', 'view', 'remove']);
    expect(allowedOfferActions({}, { onAdminPage: true })).toEqual(['save']);
    expect(allowedOfferActions({}, { onAdminPage: false })).toEqual(['edit']);
    expect(allowedOfferActions({ id: 'o1', removed: true }, { onAdminPage: true })).toEqual(['view']);
    expect(allowedOfferActions({ id: 'o1', archived: true }, { onAdminPage: false })).toEqual(['publish', 'remove']);
  });

  it('labels and label hiding', () => {
    expect(Object.values(OFFER_ACTION_LABELS)).toEqual(['Publicar', 'Remover Publicação', 'Salvar', 'Editar', 'Visualizar', 'Excluir']);
    expect(hideActionLabels(2)).toBe(false);
    expect(hideActionLabels(3)).toBe(true);
  });

  it('actions toggle the flags', () => {
    const o = { id: 'o1', released: false, removed: false, archived: false };
    expect(applyOfferAction(o, 'publish').released).toBe(true);
    expect(applyOfferAction({ ...o, released: true }, 'unpublish').released).toBe(false);
    expect(applyOfferAction({ ...o, released: true }, 'remove')).toEqual({ ...o, removed: true, released: false });
  });
});

describe('lead rules (spec 000 §4, 001 §9)', () => {
  it.each([
    [{ sellerId: 's1', dealerIdFromUrl: 'd1', dealerGroup: 'g1', configured: 'X' }, 'Show Room'],
    [{ sellerId: ' ', dealerIdFromUrl: 'd1', dealerGroup: 'g1' }, 'Campanha CCSS'],
    [{ dealerGroup: 'g1', configured: 'X' }, 'Campanha Grupo CCSS'],
    [{ configured: 'Configurada' }, 'Configurada'],
    [{ sellerId: null, dealerIdFromUrl: '', dealerGroup: null, configured: '' }, DEFAULT_SUB_ORIGIN],
    [{}, DEFAULT_SUB_ORIGIN],
  ])('sub-origin %j → %s', (ctx, out) => {
    expect(subOrigin(ctx)).toBe(out);
  });
  it('product group', () => {
    expect(productGroup('legalPerson', 'Outro')).toBe('Flua Venda Direta');
    expect(productGroup('physicalPerson')).toBe('Flua');
    expect(productGroup('physicalPerson', 'Flua B2E')).toBe('Flua B2E');
    expect(LEAD_UPDATE_PRODUCT_GROUP).toBe('Flua');
  });
  it('lead source and constants', () => {
    expect(leadSource(true)).toBe('DrivePass');
    expect(leadSource(false)).toBe('source');
    expect(DEFAULT_DEALER_CODE).toBe('55553');
    expect(DEFAULT_ORIGIN).toBe('Flua');
    expect(RENTAL_PJ_LEAD_TYPE).toBe('RENTAL_PJ_FORM_LEAD');
  });
  it('person type, dealer requirement, B2E', () => {
    expect(initialPersonType({})).toBe('physicalPerson');
    expect(initialPersonType({ physicalFormHidden: true })).toBe('legalPerson');
    expect(dealerRequired('physicalPerson', true)).toBe(true);
    expect(dealerRequired('legalPerson', true)).toBe(false);
    expect(dealerRequired('legalPerson', false)).toBe(true);
    expect(b2eKinds(undefined)).toEqual(['EMPLOYEE', 'RELATIVE']);
    expect(b2eKinds('BOTH')).toEqual(['EMPLOYEE', 'RELATIVE']);
    expect(b2eKinds('EMPLOYEE')).toEqual(['EMPLOYEE']);
    expect(b2eKinds('FAMILY_MEMBER')).toEqual(['RELATIVE']);
    expect(employeeCpfToCheck('EMPLOYEE', '111', '222')).toBe('111');
    expect(employeeCpfToCheck('RELATIVE', '111', '222')).toBe('222');
    expect(employeeCpfToCheck('RELATIVE', '111', undefined)).toBe('');
  });
  it('a dealer code from the address fixes the dealer (no selector) unless a seller id or an edit', () => {
    expect(dealerFixedByAddress({ presetDealerCode: '30101' })).toBe(true);
    expect(dealerFixedByAddress({ presetDealerCode: '30101', sellerId: null, offerEdit: false })).toBe(true);
    expect(dealerFixedByAddress({ presetDealerCode: '30101', sellerId: 'VEND-1' })).toBe(false);
    expect(dealerFixedByAddress({ presetDealerCode: '30101', offerEdit: true })).toBe(false);
    expect(dealerFixedByAddress({ presetDealerCode: null })).toBe(false);
    expect(dealerFixedByAddress({ presetDealerCode: '' })).toBe(false);
  });
  it('dealer CNPJ list from the address', () => {
    expect(parseDealerCnpjList('11.222.333/0001-81, 12abc34501de35,,')).toEqual(['11222333000181', '12ABC34501DE35']);
    expect(parseDealerCnpjList(undefined)).toEqual([]);
    expect(parseDealerCnpjList('')).toEqual([]);
  });
});

describe('coupon rules (spec 001 §8)', () => {
  it('name is upper-cased', () => {
    expect(normalizeCouponName('  bemvindo10 ')).toBe('BEMVINDO10');
  });
  it.each([
    [{ limitedKind: 'cpf', remainingUsageForCpf: 1 }, { limited: true, available: true }],
    [{ limitedKind: 'cpf', remainingUsageForCpf: 0 }, { limited: true, available: false }],
    [{ limitedKind: 'quantity', remainingUsages: 0 }, { limited: true, available: false }],
    [{ limitedKind: 'quantity', remainingUsages: null }, { limited: true, available: true }],
    [{ limitedKind: 'both', remainingUsages: 3, remainingUsageForCpf: 0 }, { limited: true, available: false }],
    [{ limitedKind: 'both', remainingUsages: 0, remainingUsageForCpf: 1 }, { limited: true, available: false }],
    [{ limitedKind: 'both', remainingUsages: 1, remainingUsageForCpf: 1 }, { limited: true, available: true }],
    [{ limitedKind: 'none', remainingUsages: 0 }, { limited: false, available: true }],
  ] as const)('availability %j → %j', (coupon, out) => {
    expect(couponAvailability(coupon)).toEqual(out);
  });
  it('messages by limit kind', () => {
    expect(couponLimitWarning('cpf')).toBe('Cupom limitado por CPF, sujeito a indisponibilidade');
    expect(couponLimitWarning('both')).toBe('Cupom limitado por CPF, sujeito a indisponibilidade');
    expect(couponLimitWarning('quantity')).toBe('Cupom limitado por quantidade, sujeito a indisponibilidade');
    expect(couponLimitWarning('none')).toBeUndefined();
    expect(couponUnavailableMessage('cpf')).toBe('Máximo de utilizações para esse CPF atingida. Cupom indisponível');
    expect(couponUnavailableMessage('both')).toBe('Máximo de utilizações para esse CPF atingida. Cupom indisponível');
    expect(couponUnavailableMessage('quantity')).toBe('Cupom indisponível no momento');
    expect(couponUnavailableMessage('none')).toBe('Cupom expirado');
  });
  it('coupons that need an initial payment', () => {
    expect(couponInitialPaymentError({ requiresInitialPayment: false }, 0, 100)).toBeUndefined();
    expect(couponInitialPaymentError({}, 0, 100)).toBeUndefined();
    expect(couponInitialPaymentError({ requiresInitialPayment: true }, 0, 100)).toBe('Cupom disponível apenas em propostas com entrada');
    expect(couponInitialPaymentError({ requiresInitialPayment: true }, 99, 100)).toBe('Cupom disponível apenas em propostas com entrada');
    expect(couponInitialPaymentError({ requiresInitialPayment: true }, 100, 100)).toBeUndefined();
  });
});

describe('profile simulator result', () => {
  const results: ProfileResult[] = [
    { resultCode: 'A', resultTitle: 'Aventureiro', resultText: '<p>a</p>', resultButton: [] },
    { resultCode: 'BC', resultTitle: 'Urbano ou Família', resultText: '<p>bc</p>', resultButton: [{ buttonLabel: 'Ver', buttonUrl: '/x' }] },
    { resultCode: 'C', resultTitle: 'Família', resultText: '<p>c</p>', resultButton: [] },
  ];
  it('splits multi-letter codes', () => {
    expect(splitCode(' ab ')).toEqual(['A', 'B']);
    expect(splitCode('')).toEqual([]);
  });
  it.each([
    [['A', 'A', 'B'], 'A'],
    [['A', 'BC', 'C'], 'C'],
    [['AB', 'B', 'A'], 'A'], // tie A 2, B 2: the first to appear
    [['B', 'A'], 'B'],
    [[], undefined],
    [[' '], undefined],
  ])('%j → %s', (codes, out) => {
    expect(mostFrequentCode(codes)).toBe(out);
  });
  it('the result: exact code first, then a multi-letter result holding it', () => {
    expect(profileResult(['A', 'A', 'C'], results)?.resultTitle).toBe('Aventureiro');
    expect(profileResult(['C', 'C'], results)?.resultTitle).toBe('Família');
    expect(profileResult(['B', 'B', 'A'], results)?.resultTitle).toBe('Urbano ou Família');
    expect(profileResult(['D'], results)).toBeUndefined();
    expect(profileResult([], results)).toBeUndefined();
  });
});

describe('content rules', () => {
  const offer = { tagsList: [{ id: 't1', text: 'Black Friday' }, { id: 't2', text: 'Novo' }] };
  it('campaign: the first campaign whose tag matches', () => {
    const campaigns = [{ associatedTag: 'natal' }, { associatedTag: 'black friday', cardButtonText: 'EU QUERO' }, { associatedTag: 'T2' }];
    expect(campaignForOffer(offer, campaigns)?.cardButtonText).toBe('EU QUERO');
    expect(campaignForOffer(offer, [{ associatedTag: ' ' }])).toBeUndefined();
    expect(campaignV2ForOffer(offer, [{ associatedTagV2: 'x' }, { associatedTagV2: 't2', disclaimer: 'd' }])?.disclaimer).toBe('d');
  });
  it('redirects and information pages', () => {
    const lists = [{ redirectListMvs: ['A1'], redirectListLink: '/a' }, { redirectListMvs: ['B1', 'A1'], redirectListLink: '/b' }];
    expect(redirectForMvs('A1', lists)).toBe('/a');
    expect(redirectForMvs('Z', lists)).toBeUndefined();
    expect(informationPageFor('M1', [{ informationPageMvs: 'M1', Title: 'T', Text: 'x' }])?.Title).toBe('T');
  });
  it('card click order', () => {
    const o = { brand: 'jeep' as const, mvs: 'A1', unavailabilityReason: null, defaultLayoutInformation: { downPayment: 500000 } };
    const lists = [{ redirectListMvs: ['A1'], redirectListLink: '/a' }];
    expect(cardClickAction(o, { scrollToLegalPersonIntent: true })).toEqual({ kind: 'scrollToLegalPersonIntent' });
    expect(cardClickAction(o, { siteBrand: 'fiat', multibrandOrder: [{ brand: 'jeep', url: 'https://jeep' }] })).toEqual({ kind: 'multibrandRedirect', url: 'https://jeep' });
    expect(cardClickAction({ ...o, unavailabilityReason: 'LET_ME_KNOW' }, { siteBrand: 'fiat', multibrandOrder: [] })).toEqual({ kind: 'letMeKnow' });
    expect(cardClickAction(o, { siteBrand: 'jeep', redirectLists: lists })).toEqual({ kind: 'mvsRedirect', url: '/a' });
    expect(cardClickAction(o, {})).toEqual({ kind: 'showDetails', initialPayment: 500000 });
    expect(cardClickAction({ brand: 'fiat', mvs: 'X' }, {})).toEqual({ kind: 'showDetails', initialPayment: 0 });
  });
});

describe('storage, filters, proposals', () => {
  it('dealer group lives 7 days', () => {
    const g = storeDealerGroup('g1', 1000);
    expect(g).toEqual({ name: 'dealerGroup', value: 'g1', expiry: 1000 + 604_800_000 });
    expect(DEALER_GROUP_TTL_MS).toBe(604_800_000);
    expect(isDealerGroupValid(g, 1000 + DEALER_GROUP_TTL_MS - 1)).toBe(true);
    expect(isDealerGroupValid(g, 1000 + DEALER_GROUP_TTL_MS)).toBe(false);
  });
  it('dealer name filter and FAQ search: case-insensitive, 2 characters or fewer show all', () => {
    const dealers = [{ name: 'Auto Sul', fantasyName: 'Sul Veículos' }, { name: 'Norte Motors' }];
    expect(isSearchTerm(' ab ')).toBe(false);
    expect(filterDealersByName(dealers, 'su')).toHaveLength(2);
    expect(filterDealersByName(dealers, 'NORTE')).toEqual([dealers[1]]);
    expect(filterDealersByName(dealers, 'veículos')).toEqual([dealers[0]]);
    const faq = [{ question: 'Como funciona?', answer: '<p>Você <b>assina</b> o carro</p>' }, { question: 'Prazo', answer: 'De 12 a 36 meses' }];
    expect(searchFaq(faq, '')).toHaveLength(2);
    expect(searchFaq(faq, 'ASSINA')).toEqual([faq[0]]);
    expect(searchFaq(faq, 'prazo')).toEqual([faq[1]]);
    expect(searchFaq(faq, 'b>')).toHaveLength(2);
    expect(searchFaq(faq, '<b>')).toEqual([]);
  });
});
