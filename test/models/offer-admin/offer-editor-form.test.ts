/** The offer editor's form: money typed in R$, the form ↔ draft conversion, editing rows and photos, and the messages it shows. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../../models/common/money';
import { offerEditorLabels } from '../../../models/labels/offer-editor';
import { labels } from '../../../models/labels/spec';
import { parseDecimal } from '../../../models/common/format';
import { maskMoney, parseMoney, moneyText } from '../../../models/common/money';
import { offerDraftErrors } from '../../../models/offer-admin/offer-draft';
import { validOfferDraft } from '../../support/offer-draft';
import {
  addImage,
  addRow,
  dateText,
  draftToForm,
  editForm,
  emptyOfferForm,
  formFingerprint,
  formToDraft,
  historyRows,
  historyValueText,
  isOfferFormValid,
  isoFromDateText,
  moveImage,
  offerFormErrors,
  parsePeriods,
  removeImageById,
  removeRow,
  type OfferForm,
} from '../../../models/offer-admin/offer-editor-form';

const e = offerEditorLabels.errors;

const validDraft = () => validOfferDraft();

describe('money typed in R$', () => {
  it('fills from the right, with thousands dots and two decimals', () => {
    expect(maskMoney('1').value).toBe('0,01');
    expect(maskMoney('12345').value).toBe('123,45');
    expect(maskMoney('189990').value).toBe('1.899,90');
    expect(maskMoney('R$ 1.899,905').value).toBe('18.999,05');
    expect(maskMoney('').value).toBe('');
    expect(maskMoney('abc').value).toBe('');
    expect(maskMoney('000').value).toBe('');
  });

  it('keeps the caret before the same digits it had after it', () => {
    // Typing a 7 between "1" and ".899,90" → "17.899,90" with the caret still before "899,90".
    const typed = maskMoney('17.899,90', 2);
    expect(typed.value).toBe('17.899,90');
    expect(typed.caret).toBe(3);
  });

  it('parses what the mask writes and what a person pastes, into integer centavos', () => {
    expect(parseMoney('1.899,90')).toBe(189990);
    expect(parseMoney('R$ 1.899,90')).toBe(189990);
    expect(parseMoney('1899,9')).toBe(189990);
    expect(parseMoney('1899')).toBe(189900);
    expect(parseMoney('0,00')).toBe(0);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('12,345')).toBeNull();
    expect(parseMoney('1.89,90')).toBeNull();
  });

  it('round-trips every amount through the field (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (centavos) => {
        expect(parseMoney(moneyText(centavos))).toBe(centavos);
        expect(parseMoney(maskMoney(String(centavos)).value) ?? 0).toBe(centavos);
      }),
    );
  });

  it('reads rates the pt-BR way', () => {
    expect(parseDecimal('1,49')).toBe(1.49);
    expect(parseDecimal('0')).toBe(0);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1,4,9')).toBeNull();
  });
});

describe('form ↔ draft', () => {
  it('a draft survives the form unchanged', () => {
    const draft = validDraft();
    const back = formToDraft(draftToForm(draft));
    expect(back).toEqual({ ...draft, defaultLayoutInformation: undefined, unavailabilityReason: null, informationPage: null, dealerId: null });
    expect(formToDraft(draftToForm(back))).toEqual(back);
  });

  it('shows money in R$, dates DD/MM/YYYY, periods as a list, rates with a comma', () => {
    const form = draftToForm(validDraft());
    expect(form.rentalPlanList[0]).toEqual({ period: '12', km: '1000', price: '1.899,90', monthlyInterestRate: '1,49', selectedByDefault: true });
    expect(form.colors[0]!.value).toBe('120,00');
    expect(form.optionals[0]!.associatedPeriod).toBe('12');
    expect(form.startsOn).toBe('01/11/2026');
    expect(form.listPrice).toBe('98.990,00');
    expect(form.additionalItemsList[0]!.required).toBe(false);
  });

  it('reads the typed values back', () => {
    let form = draftToForm(validDraft());
    form = editForm(form, 'rentalPlanList.1.price', '1.234,56');
    form = editForm(form, 'colors.0.associatedPeriod', '24, 12 12');
    form = editForm(form, 'endsOn', '28/02/2027');
    form = editForm(form, 'fromPrice', '1.500,00');
    form = editForm(form, 'hasInformationPage', true);
    form = editForm(form, 'informationPage.Title', 'Sobre o Argo');
    form = editForm(form, 'informationPage.Text', '<p>Texto</p>');
    form = editForm(form, 'letMeKnow', true);
    const draft = formToDraft(form);
    expect(draft.rentalPlanList[1]!.price).toBe(123456);
    expect(draft.colors[0]!.associatedPeriod).toEqual([12, 24]);
    expect(draft.endsOn).toBe('2027-02-28');
    expect(draft.defaultLayoutInformation).toEqual({ monthlyPayment: 150000 });
    expect(draft.informationPage).toEqual({ Title: 'Sobre o Argo', Text: '<p>Texto</p>' });
    expect(draft.unavailabilityReason).toBe('LET_ME_KNOW');
  });

  it('keeps the dealer only on dealer offers', () => {
    let form = editForm(draftToForm(validDraft()), 'dealerId', 'd1');
    expect(formToDraft(form).dealerId).toBeNull();
    form = editForm(form, 'offerType', 'DEALER');
    expect(formToDraft(form).dealerId).toBe('d1');
  });

  it('dates: DD/MM/YYYY ↔ ISO; anything else is kept for the draft rule to refuse', () => {
    expect(dateText('2026-12-31')).toBe('31/12/2026');
    expect(isoFromDateText('31/12/2026')).toBe('2026-12-31');
    expect(isoFromDateText('31/12')).toBe('31/12');
    expect(parsePeriods('')).toEqual([]);
    expect(parsePeriods('12,x')).toBeNull();
    expect(parsePeriods('0')).toBeNull();
  });
});

describe('messages', () => {
  it('a valid form has none', () => {
    expect(offerFormErrors(draftToForm(validDraft()))).toEqual({});
    expect(isOfferFormValid(draftToForm(validDraft()))).toBe(true);
  });

  it('are the draft’s own messages, at the same paths', () => {
    let form = draftToForm(validDraft());
    form = editForm(form, 'rentalPlanList.1.price', '0,00');
    form = editForm(form, 'rentalPlanList.1.period', '12');
    form = editForm(form, 'rentalPlanList.1.km', '1000');
    form = editForm(form, 'endsOn', '01/10/2026');
    form = editForm(form, 'modelName', '');
    const errors = offerFormErrors(form);
    expect(errors).toMatchObject(offerDraftErrors(formToDraft(form)));
    expect(errors['rentalPlanList.1.price']).toBe(e.pricePositive);
    expect(errors['rentalPlanList.1.km']).toBe(e.duplicatePlan(12, 1000));
    expect(errors.endsOn).toBe(e.endAfterStart);
    expect(errors.modelName).toBe(e.required);
  });

  it('values beyond a real offer’s bounds are refused beside their fields, with the server’s messages', () => {
    let form = draftToForm(validDraft());
    form = editForm(form, 'rentalPlanList.0.price', '10.000.000.000.000,00');
    form = editForm(form, 'rentalPlanList.0.period', '999');
    form = editForm(form, 'rentalPlanList.1.km', '99999');
    form = editForm(form, 'endsOn', '31/12/9999');
    form = editForm(form, 'fromPrice', '200.000,00');
    const errors = offerFormErrors(form);
    expect(errors['rentalPlanList.0.price']).toBe(e.valueTooHigh(formatBRL(10_000_000)));
    expect(errors['rentalPlanList.0.period']).toBe(e.periodRange(6, 60, 6));
    expect(errors['rentalPlanList.1.km']).toBe(e.kmRange('100', '10.000'));
    expect(errors.endsOn).toMatch(/^A vigência pode terminar no máximo 5 anos à frente/);
    expect(errors.fromPrice).toBe(e.valueTooHigh(formatBRL(10_000_000)));
    expect(isOfferFormValid(form)).toBe(false);
  });

  it('a new offer asks for what is missing', () => {
    const errors = offerFormErrors(emptyOfferForm('2026-11-23'));
    expect(errors.modelName).toBe(e.required);
    expect(errors['rentalPlanList.0.period']).toBeUndefined();
    expect(errors['rentalPlanList.0.price']).toBe(e.pricePositive);
    expect(errors.endsOn).toBe(e.required);
    expect(errors.colors).toBe(e.noColours);
  });

  it('adds what typing can get wrong: an empty number, periods that are not months', () => {
    let form = draftToForm(validDraft());
    form = editForm(form, 'doors', '');
    form = editForm(form, 'rentalPlanList.0.period', '');
    form = editForm(form, 'optionals.0.associatedPeriod', '12, doze');
    const errors = offerFormErrors(form);
    expect(errors.doors).toBe(e.required);
    expect(errors['rentalPlanList.0.period']).toBe(e.required);
    expect(errors['optionals.0.associatedPeriod']).toBe(offerEditorLabels.periodsInvalid);
  });

  it('no default plan and no plan at all', () => {
    let form = draftToForm(validDraft());
    form = editForm(form, 'rentalPlanList.0.selectedByDefault', false);
    expect(offerFormErrors(form).rentalPlanList).toBe(e.noDefaultPlan);
    form = removeRow(removeRow(form, 'rentalPlanList', 0), 'rentalPlanList', 0);
    expect(offerFormErrors(form).rentalPlanList).toBe(labels.offerAdmin.saveErrors.noPlans);
  });
});

describe('editing', () => {
  const base = (): OfferForm => draftToForm(validDraft());

  it('choosing a default plan unchooses the other', () => {
    const form = editForm(base(), 'rentalPlanList.1.selectedByDefault', true);
    expect(form.rentalPlanList.map((p) => p.selectedByDefault)).toEqual([false, true]);
  });

  it('adds and removes rows; removing the default plan makes the first remaining one the default', () => {
    let form = addRow(base(), 'rentalPlanList');
    expect(form.rentalPlanList).toHaveLength(3);
    expect(form.rentalPlanList[2]!.selectedByDefault).toBe(false);
    form = removeRow(form, 'rentalPlanList', 0);
    expect(form.rentalPlanList.map((p) => p.selectedByDefault)).toEqual([true, false]);
    expect(addRow(base(), 'colors').colors[1]!.value).toBe('');
    expect(addRow(base(), 'highlightsList').highlightsList).toEqual(['Central multimídia', '']);
    expect(removeRow(base(), 'colors', 5)).toEqual(base());
  });

  it('an unknown path changes nothing', () => {
    expect(editForm(base(), 'nothing.here', 'x')).toEqual(base());
    expect(editForm(base(), 'rentalPlanList.9.price', '1,00')).toEqual(base());
  });

  it('photos: added once, moved, removed', () => {
    let form = addImage(addImage(addImage(base(), 'a'), 'b'), 'a');
    expect(form.imageIds).toEqual(['a', 'b']);
    form = moveImage(form, 1, 0);
    expect(form.imageIds).toEqual(['b', 'a']);
    expect(moveImage(form, 0, 5)).toBe(form);
    expect(removeImageById(form, 'b').imageIds).toEqual(['a']);
    expect(removeImageById(form, 'z').imageIds).toEqual(['b', 'a']);
  });

  it('the fingerprint tells an edited form from the loaded one', () => {
    const form = base();
    expect(formFingerprint(editForm(form, 'modelName', 'Fiat Argo'))).toBe(formFingerprint(form));
    expect(formFingerprint(editForm(form, 'modelName', 'Fiat Argo Trekking'))).not.toBe(formFingerprint(form));
  });
});

describe('history values', () => {
  it('read as a person reads them', () => {
    expect(historyValueText('listPrice', 9899000)).toBe('R$\u00a098.990,00');
    expect(historyValueText('released', true)).toBe(offerEditorLabels.yes);
    expect(historyValueText('endsOn', '2027-01-31')).toBe('31/01/2027');
    expect(historyValueText('modelName', '')).toBe(offerEditorLabels.history.empty);
    expect(historyValueText('rentalPlanList', validDraft().rentalPlanList)).toBe('12 meses · 1000 km · R$\u00a01.899,90 (padrão); 24 meses · 1500 km · R$\u00a01.749,90');
    expect(historyValueText('highlightsList', ['a', 'b'])).toBe('a, b');
    expect(historyValueText('targetEntityType', 'LEGAL_PERSON')).toBe('Pessoa Jurídica');
    expect(historyValueText('brand', 'citroen')).toBe('Citroën');
    expect(historyValueText('category', { categoryName: 'Hatch', categoryCode: 'HATCH' })).toBe('Hatch (HATCH)');
    expect(historyValueText('imageIds', ['a', 'b'])).toBe('2 fotos');
  });

  it('a creation lists only the fields it filled', () => {
    const rows = historyRows([
      { field: 'modelName', old: null, new: 'Fiat Argo' },
      { field: 'optionals', old: null, new: [] },
      { field: 'seriesFullDescription', old: null, new: '' },
    ]);
    expect(rows).toEqual([{ field: 'modelName', old: offerEditorLabels.history.empty, new: 'Fiat Argo' }]);
  });
});
