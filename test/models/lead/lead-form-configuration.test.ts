/**
 * The lead forms' configuration. The legal-person dealer rule (spec 000 §2 "Lead forms"; 001 §5.2, §5.3,
 * §9): a company goes to the site's fixed legal-person dealer (55553 by
 * default) unless it chooses one; a site configured without that dealer
 * makes the company choose, with 'A seleção da concessionária é
 * obrigatória.'. The lead struct the server checks holds the same rule.
 */
import { create, StructError, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { applyDemoModes, parseDemoModes, parseSiteConfig } from '../../../models/app/site-config';
import { buildLeadBody, emptyLeadForm, leadFormErrors, leadFormSettingsFor, leadFormSettingsOfSite, valuesForSession, type LeadFormValues } from '../../../models/lead/lead-form';
import { leadDealerCode, validateLeadDealer } from '../../../models/lead/lead-rules';
import { LeadSubmission } from '../../../models/lead/lead-submission';
import { describeStructError } from '../../../models/common/struct-errors';
import { detailsPrice, initialConfiguration } from '../../../models/pricing/offer-details';
import { companyLead, companyOffer, rentalLead } from '../../support/lead-fixtures';

const DEALER_REQUIRED = 'A seleção da concessionária é obrigatória.';

const noFixedDealer = parseSiteConfig({ leadForm: { fixedLegalPersonDealer: null } });
const byDefault = parseSiteConfig({});

function companyValues(settings: Parameters<typeof emptyLeadForm>[0]): LeadFormValues {
  return {
    ...emptyLeadForm(settings),
    companyName: 'Transportes Exemplo Ltda',
    contactName: 'Carlos Pereira Souza',
    email: 'carlos@example.com',
    cnpj: '12.ABC.345/01DE-35',
    phone: '(21) 99876-5432',
    whatsappOptIn: true,
  };
}

describe('the site’s fixed legal-person dealer', () => {
  it('is 55553 by default; a site may configure another or none', () => {
    expect(leadFormSettingsFor(companyOffer, leadFormSettingsOfSite(byDefault)).fixedLegalPersonDealer).toBe('55553');
    expect(noFixedDealer.leadForm.fixedLegalPersonDealer).toBeNull();
    expect(leadFormSettingsOfSite(noFixedDealer).fixedLegalPersonDealer).toBeNull();
    expect(leadFormSettingsOfSite(parseSiteConfig({ leadForm: { fixedLegalPersonDealer: '10101' } })).fixedLegalPersonDealer).toBe('10101');
    // Anything else is the default, the rest of the configuration kept.
    const invalid = parseSiteConfig({ leadForm: { fixedLegalPersonDealer: '' }, stripDocuments: true });
    expect(invalid.stripDocuments).toBe(true);
    expect(leadFormSettingsFor(companyOffer, leadFormSettingsOfSite(invalid)).fixedLegalPersonDealer).toBe('55553');
  });

  it('with it, a company that chooses no dealer is valid and goes to it; without it, the company must choose', () => {
    const withFixed = leadFormSettingsFor(companyOffer, leadFormSettingsOfSite(byDefault));
    const without = leadFormSettingsFor(companyOffer, leadFormSettingsOfSite(noFixedDealer));
    expect(leadFormErrors(companyValues(withFixed), withFixed, { documents: [], hasDealer: false, hasCity: true })).toEqual({});
    expect(leadFormErrors(companyValues(without), without, { documents: [], hasDealer: false, hasCity: true })).toEqual({ dealer: DEALER_REQUIRED });
    expect(leadFormErrors(companyValues(without), without, { documents: [], hasDealer: true, hasCity: true })).toEqual({});
  });

  it('the lead names the chosen dealer, else a company’s fixed one, else none', () => {
    expect(leadDealerCode('legalPerson', '10101', '55553')).toBe('10101');
    expect(leadDealerCode('legalPerson', null, '55553')).toBe('55553');
    expect(leadDealerCode('legalPerson', null, null)).toBe('');
    expect(leadDealerCode('physicalPerson', null, '55553')).toBe('');
    expect(validateLeadDealer('')).toBe(DEALER_REQUIRED);
    expect(validateLeadDealer('10101')).toBeUndefined();
    const config = initialConfiguration(companyOffer);
    const ctx = { offer: companyOffer, config, price: detailsPrice(companyOffer, config), coupon: null, user: null, tracking: { utm: {} }, location: null, documentUrls: [] };
    const without = leadFormSettingsFor(companyOffer, leadFormSettingsOfSite(noFixedDealer));
    expect(buildLeadBody(companyValues(without), { ...ctx, dealerCode: '10101', settings: without }).dealersCode).toBe('10101');
    expect(buildLeadBody(companyValues(without), { ...ctx, dealerCode: null, settings: without }).dealersCode).toBe('');
  });

  it('the lead struct refuses a lead naming no dealer, person or company, with the same message', () => {
    for (const lead of [companyLead(), rentalLead()]) {
      for (const dealersCode of [undefined, '', '  ']) {
        const [error] = validate({ ...lead, dealersCode }, LeadSubmission, { coerce: true });
        expect(error).toBeInstanceOf(StructError);
        expect(describeStructError(error!).fields).toEqual({ dealersCode: DEALER_REQUIRED });
      }
      expect(create(lead, LeadSubmission).dealersCode).toBe(lead.dealersCode);
    }
  });
});

describe('demo modes for the forms’ configuration', () => {
  it('noFixedDealer drops the fixed legal-person dealer; formOptions asks the preferred contact and hides total vehicles', () => {
    const config = parseSiteConfig({});
    expect(applyDemoModes(config, parseDemoModes('noFixedDealer')).leadForm.fixedLegalPersonDealer).toBeNull();
    const options = applyDemoModes(config, parseDemoModes('formOptions'));
    expect(options.leadForm).toEqual({ preferredContactEnabled: true, totalVehiclesHidden: true });
    expect(options.companyIntent).toMatchObject({ preferredContactEnabled: true, totalVehiclesHidden: true });
    expect(leadFormSettingsOfSite(options)).toMatchObject({ preferredContactEnabled: true, totalVehiclesHidden: true });
    // By default, the spec's: no preferred contact, total vehicles shown.
    expect(config.leadForm).toEqual({ preferredContactEnabled: false, totalVehiclesHidden: false });
    expect(config.companyIntent.preferredContactEnabled).toBe(false);
    expect(config.companyIntent.totalVehiclesHidden ?? false).toBe(false);
  });
});

describe('the e-mail and the session (spec 001 §5.2: "cleared unless logged in")', () => {
  it('signed out, the e-mail goes and the rest stays; signed in, the account fills the form', () => {
    const typed = { ...companyValues(leadFormSettingsFor(companyOffer, {})), personType: 'physicalPerson' as const, fullName: 'Maria da Silva', email: 'maria@example.com' };
    expect(valuesForSession(typed, null)).toEqual({ ...typed, email: '' });
    const customer = { id: 'u', name: 'João Pedro Santos', cpf: '46821357919', phone: '11912345678', emails: ['joao@flua.example'], certified: false, emailVerified: true, roles: ['customer' as const], sellerId: null, dealerCode: null };
    expect(valuesForSession(typed, customer)).toMatchObject({ fullName: 'João Pedro Santos', email: 'joao@flua.example' });
  });
});
