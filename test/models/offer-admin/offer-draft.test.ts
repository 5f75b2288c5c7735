import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../../models/common/money';
import { AdminOfferListQuery, adminOfferPaths } from '../../../models/offer-admin/admin-offers';
import { offerGallery } from '../../../models/content/content-images';
import { labels } from '../../../models/labels/spec';
import { offerEditorLabels } from '../../../models/labels/offer-editor';
import { Offer } from '../../../models/offer/offer';
import {
  OfferDraft,
  changedDraftFields,
  draftToOffer,
  emptyOfferDraft,
  hasValidityEnded,
  OFFER_BOUNDS,
  offerDraftErrors,
  isAllowedPeriod,
  offerToDraft,
} from '../../../models/offer-admin/offer-draft';
import { demoOffers } from '../../../server/demo/demo-catalogue';
import { validOfferDraft } from '../../support/offer-draft';

const t = offerEditorLabels.errors;

const validDraft = () => validOfferDraft();

describe('offer draft', () => {
  it('an empty draft is a draft, and refused with field messages', () => {
    const empty = emptyOfferDraft('2026-01-10');
    assert(empty, OfferDraft);
    const errors = offerDraftErrors(empty);
    expect(errors.modelCode).toBe(t.required);
    expect(errors.endsOn).toBe(t.required);
    expect(errors['rentalPlanList.0.price']).toBe(t.pricePositive);
    expect(errors.colors).toBe(t.noColours);
  });

  it('accepts a valid draft', () => {
    expect(offerDraftErrors(validDraft())).toEqual({});
  });

  it('needs at least one plan, prices above zero, one existing default plan, no period × km twice', () => {
    expect(offerDraftErrors({ ...validDraft(), rentalPlanList: [] }).rentalPlanList).toBe(labels.offerAdmin.saveErrors.noPlans);
    const d = validDraft();
    d.rentalPlanList[1]!.price = 0;
    expect(offerDraftErrors(d)['rentalPlanList.1.price']).toBe(t.pricePositive);
    const noDefault = validDraft();
    noDefault.rentalPlanList[0]!.selectedByDefault = false;
    expect(offerDraftErrors(noDefault).rentalPlanList).toBe(t.noDefaultPlan);
    const twoDefaults = validDraft();
    twoDefaults.rentalPlanList[1]!.selectedByDefault = true;
    expect(offerDraftErrors(twoDefaults).rentalPlanList).toBe(t.severalDefaultPlans);
    const dup = validDraft();
    dup.rentalPlanList[1]!.period = 12;
    dup.rentalPlanList[1]!.km = 1000;
    expect(offerDraftErrors(dup)['rentalPlanList.1.km']).toBe(t.duplicatePlan(12, 1000));
  });

  it('holds every value to what a real offer can have, each message naming its bound', () => {
    const today = '2026-11-29';
    const absurd = validDraft();
    absurd.rentalPlanList[0]!.price = 10 ** 15;
    absurd.rentalPlanList[0]!.period = 100_000;
    absurd.rentalPlanList[1]!.km = 50_000;
    absurd.colors[0]!.value = 10_000_001;
    absurd.optionals[0]!.value = 99_999_999;
    absurd.listPrice = 10 ** 12;
    absurd.insuranceDeductible = 10 ** 9;
    const errors = offerDraftErrors({ ...absurd, endsOn: '9999-12-31', startsOn: '1900-01-01' }, today);
    expect(errors).toMatchObject({
      'rentalPlanList.0.price': t.valueTooHigh(formatBRL(10_000_000)),
      'rentalPlanList.0.period': t.periodRange(6, 60, 6),
      'rentalPlanList.1.km': t.kmRange('100', '10.000'),
      'colors.0.value': t.valueTooHigh(formatBRL(10_000_000)),
      'optionals.0.value': t.valueTooHigh(formatBRL(10_000_000)),
      listPrice: t.valueTooHigh(formatBRL(1_000_000_000)),
      insuranceDeductible: t.valueTooHigh(formatBRL(100_000_000)),
      endsOn: t.endTooFar(5, '29/11/2031'),
      startsOn: t.startTooEarly('01/01/2000'),
    });
    expect(t.endTooFar(5, '29/11/2031')).toBe('A vigência pode terminar no máximo 5 anos à frente (até 29/11/2031).');
    // The bounds themselves are fine.
    const edge = validDraft();
    edge.rentalPlanList[0]!.price = OFFER_BOUNDS.maxMonthly;
    edge.rentalPlanList[1]!.period = 60;
    edge.rentalPlanList[0]!.km = 10_000;
    edge.rentalPlanList[1]!.km = 100;
    expect(offerDraftErrors({ ...edge, endsOn: '2031-11-29' }, today)).toEqual({});
    expect(offerDraftErrors({ ...edge, endsOn: '2031-11-30' }, today).endsOn).toBe(t.endTooFar(5, '29/11/2031'));
  });

  it('offers plans of whole semesters only (6 to 60 months) and a car loan’s interest (at most 5 % a month)', () => {
    const d = validDraft();
    d.rentalPlanList[0]!.period = 7;
    d.rentalPlanList[0]!.monthlyInterestRate = 99.99;
    const errors = offerDraftErrors(d);
    expect(errors['rentalPlanList.0.period']).toBe(t.periodRange(6, 60, 6));
    expect(t.periodRange(6, 60, 6)).toBe('Informe um prazo de 6 a 60 meses, em múltiplos de 6 (6, 12, 18…).');
    expect(errors['rentalPlanList.0.monthlyInterestRate']).toBe(t.interestRate(5));
    for (const period of [6, 12, 18, 24, 36, 48, 60]) expect(isAllowedPeriod(period)).toBe(true);
    for (const period of [0, 1, 7, 13, 25, 66, 12.5]) expect(isAllowedPeriod(period)).toBe(false);
    const fine = validDraft();
    fine.rentalPlanList[0]!.monthlyInterestRate = 5;
    expect(offerDraftErrors(fine)['rentalPlanList.0.monthlyInterestRate']).toBeUndefined();
  });

  it('needs the end after the start, real dates, a dealer for dealer offers, hex colours, periods of the plans', () => {
    expect(offerDraftErrors({ ...validDraft(), endsOn: '2026-01-10' }).endsOn).toBe(t.endAfterStart);
    expect(offerDraftErrors({ ...validDraft(), startsOn: '2026-02-30' }).startsOn).toBe(t.date);
    expect(offerDraftErrors({ ...validDraft(), offerType: 'DEALER' }).dealerId).toBe(t.dealerRequired);
    const c = validDraft();
    c.colors[0]!.rgb = 'white';
    c.colors[0]!.associatedPeriod = [36];
    expect(offerDraftErrors(c)['colors.0.rgb']).toBe(t.hexColour);
    expect(offerDraftErrors(c)['colors.0.associatedPeriod']).toBe(t.periodNotInPlans(36));
  });

  it('refuses a layout price no configuration reaches (offer-validation.ts)', () => {
    const d = { ...validDraft(), defaultLayoutInformation: { monthlyPayment: 100 } };
    expect(offerDraftErrors(d)['defaultLayoutInformation.monthlyPayment']).toMatch(/A PARTIR DE/);
  });

  it('makes an offer the showcase reads, and every demo offer maps to a draft and back', () => {
    const offer = draftToOffer(validDraft(), {
      id: 'x',
      images: [{ id: 'abc', urls: { s48: '/a-48', s140: '/a-140', s319: '/a-319', s1280: '/a-1280' } }],
      dealer: null,
      flags: { released: false, removed: false, archived: false },
    });
    assert(offer, Offer);
    expect(offer.mvs).toBe('3631ABS1');
    expect(offer.images).toEqual(['/a-1280']);
    expect(offer.colors[0]!.colorId).toBe('c1');
    // Cards and the gallery read uploaded photos in the size they ask for.
    expect(offerGallery(offer)).toEqual({ kind: 'gallery', urls: ['/a-1280'] });
    expect(offerGallery(offer, 'any', 's319')).toEqual({ kind: 'gallery', urls: ['/a-319'] });
    for (const demo of demoOffers) {
      const draft = offerToDraft(demo);
      assert(draft, OfferDraft);
      const back = draftToOffer(draft, { id: demo.id, images: [], dealer: demo.dealer ?? null, flags: demo });
      expect(back.rentalPlanList).toEqual(demo.rentalPlanList);
      expect(back.colors.map((x) => x.code)).toEqual(demo.colors.map((x) => x.code));
    }
  });

  it('lists changed fields with old and new values', () => {
    const a = validDraft();
    const b = { ...a, versionName: 'Trekking' };
    expect(changedDraftFields(a, b)).toEqual([{ field: 'versionName', old: 'Drive 1.0', new: 'Trekking' }]);
    // Stored jsonb reorders keys: that is no change.
    const reordered = { ...a, category: { categoryCode: a.category.categoryCode, categoryName: a.category.categoryName } };
    expect(changedDraftFields(a, reordered)).toEqual([]);
  });

  it('archives after the end day', () => {
    expect(hasValidityEnded('2026-01-10', '2026-01-10')).toBe(false);
    expect(hasValidityEnded('2026-01-10', '2026-01-11')).toBe(true);
  });

  it('paths and filters', () => {
    expect(adminOfferPaths.publish('a b')).toBe('/api/offers/a%20b/publish');
    expect(adminOfferPaths.image('f00', 's319')).toBe('/api/offer-images/f00-s319.webp');
    assert({ brand: 'jeep', status: 'archived', personType: 'LEGAL_PERSON', q: 'compass' }, AdminOfferListQuery);
  });
});
