/** The company intent form's rules: messages, the groups' checks, what is shown, cleared and sent. */
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTENT_SETTINGS,
  basicIntentErrors,
  clearedIntentForm,
  emptyIntentForm,
  intentFieldErrors,
  intentLeadBody,
  isIntentChoice,
  shownIntentErrors,
  type IntentForm,
} from '../../../models/lead/company-intent';
import { labels } from '../../../models/labels/spec';
import { RentalPjLead } from '../../../models/lead/lead';
import { RentalPjLeadSubmission } from '../../../models/lead/lead-submission';
import { parseSiteConfig, applyDemoModes, showsCompanyIntent } from '../../../models/app/site-config';

const t = labels.companyIntent;
const all = { ...DEFAULT_INTENT_SETTINGS, cnpjAgeEnabled: true, preferredContactEnabled: true };
const none = { ...DEFAULT_INTENT_SETTINGS, cnpjAgeEnabled: false, preferredContactEnabled: false };

const basic: IntentForm = {
  ...emptyIntentForm(),
  contactName: 'Ana Beatriz Rocha',
  companyName: 'Logística Exemplo S.A.',
  cnpj: '11.222.333/0001-81',
  email: 'ANA.Rocha@Example.com',
  phone: '(21) 99876-5432',
  acceptPrivacy: true,
};
const complete: IntentForm = { ...basic, cnpjAge: 'no', preferredContacts: ['email', 'phone'], currentFleetSize: '0-10', fleetSize: '11-50' };

describe('intent form values', () => {
  it('starts empty with nothing ticked (LGPD: consent is given, never pre-ticked); fleet sizes default to 0-10, 11-50, 51-100', () => {
    const form = emptyIntentForm();
    expect(form.acceptPrivacy).toBe(false);
    expect(form.acceptCommunications).toBe(false);
    expect([form.contactName, form.cnpj, form.fleetSize, form.comment]).toEqual(['', '', '', '']);
    expect(DEFAULT_INTENT_SETTINGS.fleetSizes).toEqual(['0-10', '11-50', '51-100']);
  });

  it('clearing after a sent request clears the consents too: the next request asks for them again', () => {
    expect(clearedIntentForm()).toEqual(emptyIntentForm());
    expect(clearedIntentForm().acceptPrivacy).toBe(false);
    expect(clearedIntentForm().acceptCommunications).toBe(false);
  });

  it('a choice must be an option of a shown group', () => {
    expect(isIntentChoice(all, 'fleetSize', '51-100')).toBe(true);
    expect(isIntentChoice(all, 'currentFleetSize', '101-500')).toBe(false);
    expect(isIntentChoice(all, 'cnpjAge', 'yes')).toBe(true);
    expect(isIntentChoice(all, 'cnpjAge', 'maybe')).toBe(false);
    expect(isIntentChoice(none, 'cnpjAge', 'yes')).toBe(false);
    expect(isIntentChoice({ ...all, fleetSizes: ['1-5', '6+'] }, 'fleetSize', '6+')).toBe(true);
  });

  it('shows on legal-person pages and where a card click scrolls to it', () => {
    expect(showsCompanyIntent(parseSiteConfig({}))).toBe(false);
    expect(showsCompanyIntent(parseSiteConfig({ targetEntityType: 'LEGAL_PERSON' }))).toBe(true);
    expect(showsCompanyIntent(parseSiteConfig({ click: { scrollToLegalPersonIntent: true } }))).toBe(true);
    const demo = applyDemoModes(parseSiteConfig({}), ['legalPerson']);
    expect(showsCompanyIntent(demo)).toBe(true);
    expect(demo.companyIntent).toEqual({ cnpjAgeEnabled: true, preferredContactEnabled: true });
  });
});

describe('intent form messages (spec 001 §5.3)', () => {
  it('an empty form: "Campo obrigatório." on each required text field, nothing on the groups yet', () => {
    expect(intentFieldErrors(emptyIntentForm(), all)).toEqual({
      contactName: t.required,
      companyName: t.required,
      cnpj: t.required,
      email: t.required,
      phone: t.required,
      acceptPrivacy: t.acceptRules,
    });
  });

  it('the shared validators speak once the field has text', () => {
    const errors = basicIntentErrors({ ...basic, contactName: 'Ana', companyName: ' ', cnpj: '11.222.333/0001-82', email: 'ana@', phone: '(21) 1333-4444' }, DEFAULT_INTENT_SETTINGS);
    expect(errors).toEqual({
      contactName: labels.validation.fullName,
      companyName: t.required,
      cnpj: labels.validation.cnpj,
      email: labels.validation.email,
      phone: labels.validation.phone,
    });
    // '&' belongs to many a razão social ('Silva & Filhos Transportes Ltda'); < > $ % do not.
    expect(basicIntentErrors({ ...basic, companyName: 'Silva & Filhos Transportes Ltda' }, DEFAULT_INTENT_SETTINGS).companyName).toBeUndefined();
    expect(basicIntentErrors({ ...basic, companyName: 'Frota <Cia>' }, DEFAULT_INTENT_SETTINGS).companyName).toBe(labels.validation.companyNameChars);
  });

  it('a company gives a landline or a mobile (spec 001 §5.3: 14 characters masked and up)', () => {
    expect(basicIntentErrors({ ...basic, phone: '(11) 3333-4444' }, DEFAULT_INTENT_SETTINGS)).toEqual({});
    expect(basicIntentErrors({ ...basic, phone: '(11) 98765-4321' }, DEFAULT_INTENT_SETTINGS)).toEqual({});
    expect(basicIntentErrors({ ...basic, phone: '(11) 3333-444' }, DEFAULT_INTENT_SETTINGS).phone).toBe(labels.validation.phone);
    expect(basicIntentErrors({ ...basic, phone: '(11) 83333-4444' }, DEFAULT_INTENT_SETTINGS).phone).toBe(labels.validation.phone);
  });

  it('alphanumeric and numeric CNPJs are both valid', () => {
    expect(basicIntentErrors({ ...basic, cnpj: '12.ABC.345/01DE-35' }, DEFAULT_INTENT_SETTINGS)).toEqual({});
    expect(basicIntentErrors({ ...basic, cnpj: '11222333000181' }, DEFAULT_INTENT_SETTINGS)).toEqual({});
  });

  it('the privacy agreement is required; the comment at most 400 characters', () => {
    expect(basicIntentErrors({ ...basic, acceptPrivacy: false }, DEFAULT_INTENT_SETTINGS)).toEqual({ acceptPrivacy: t.acceptRules });
    expect(basicIntentErrors({ ...basic, comment: 'a'.repeat(400) }, DEFAULT_INTENT_SETTINGS)).toEqual({});
    expect(basicIntentErrors({ ...basic, comment: 'a'.repeat(401) }, DEFAULT_INTENT_SETTINGS)).toEqual({ comment: labels.validation.maxLength(400) });
  });

  it('the groups are checked only once the basic fields are valid', () => {
    expect(intentFieldErrors({ ...emptyIntentForm(), contactName: 'Ana Rocha' }, all)).not.toHaveProperty('fleetSize');
    expect(intentFieldErrors(basic, all)).toEqual({
      currentFleetSize: t.required,
      fleetSize: t.required,
      preferredContacts: labels.validation.preferredContact,
      cnpjAge: t.required,
    });
    expect(intentFieldErrors(basic, none)).toEqual({ currentFleetSize: t.required, fleetSize: t.required });
    expect(intentFieldErrors(complete, all)).toEqual({});
  });

  it('nothing shows before a first submit; a clicked group shows nothing until the next', () => {
    const errors = intentFieldErrors(basic, all);
    expect(shownIntentErrors(errors, { submitted: false, clearedGroups: [] })).toEqual({});
    expect(shownIntentErrors(errors, { submitted: true, clearedGroups: ['fleetSize', 'preferredContacts'] })).toEqual({
      currentFleetSize: t.required,
      cnpjAge: t.required,
    });
  });
});

describe('the Rental PJ lead', () => {
  it('is what POST /api/leads/pj accepts: e-mail lower-cased, bare CNPJ, dealer 55553, origin Flua', () => {
    const lead = intentLeadBody({ ...complete, contactName: '  Ana   Beatriz Rocha ', comment: '  Frota de entregas.  ', acceptCommunications: true }, { utm: {}, gclid: 'abc' });
    expect(lead).toEqual({
      leadType: 'RENTAL_PJ_FORM_LEAD',
      company_name: 'Logística Exemplo S.A.',
      contact_name: 'Ana Beatriz Rocha',
      cnpj: '11222333000181',
      email: 'ana.rocha@example.com',
      phone: '(21) 99876-5432',
      current_fleet_size: '0-10',
      fleet_size_selected: '11-50',
      fleet_description_comment: 'Frota de entregas.',
      accept_terms_and_conditions: true,
      accept_communication_contact: true,
      dealer_code: '55553',
      origin: 'Flua',
      subOrigin: 'Site',
      gClid: 'abc',
      has_one_year_cnpj: false,
      preferred_contact_method: ['email', 'phone'],
    });
    expect(() => create(lead, RentalPjLead)).not.toThrow();
    expect(create(lead, RentalPjLeadSubmission).consent_text_version).toBeTruthy();
  });

  it('leaves out what was not answered', () => {
    const lead = intentLeadBody({ ...basic, cnpj: '12.abc.345/01de-35', currentFleetSize: '51-100', fleetSize: '51-100' }, { utm: {} });
    expect(lead.cnpj).toBe('12ABC34501DE35');
    for (const key of ['fleet_description_comment', 'gClid', 'has_one_year_cnpj', 'preferred_contact_method']) expect(lead).not.toHaveProperty(key);
    expect(() => create(lead, RentalPjLead)).not.toThrow();
  });
});
