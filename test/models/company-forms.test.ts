/**
 * Legal-person forms (spec 001 §5.3): a company gives a landline or a
 * mobile, in the lead form, the intent form and the API's structs alike; a
 * natural person gives a mobile. Company offers' disclaimers speak of
 * companies.
 */
import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { labels } from '../../models/labels/spec';
import { Lead, RentalPjLead } from '../../models/lead/lead';
import { DEFAULT_LEAD_FORM_SETTINGS, emptyLeadForm, leadFormErrors, type LeadFormValues } from '../../models/lead/lead-form';
import { describeStructError } from '../../models/common/struct-errors';
import { validatePhone } from '../../models/common/validators';
import { demoOffers } from '../../server/demo/demo-catalogue';

function fieldsOf<T, S>(value: unknown, struct: Struct<T, S>): Record<string, string> {
  const [error] = validate(value, struct);
  return error ? describeStructError(error).fields : {};
}

describe('a company phone: landline or mobile', () => {
  it('validatePhone takes landlines and mobiles with an area code, and asks for an empty one', () => {
    for (const ok of ['(11) 3333-4444', '1133334444', '(21) 2555-0000', '(11) 98765-4321', '11987654321', '(31) 3265-4321']) expect(validatePhone(ok)).toBeUndefined();
    for (const bad of ['(11) 3333-444', '(11) 1333-4444', '(01) 3333-4444', '(11) 83333-4444', '(11) 3333-44445', '3333-4444', '(00) 3333-4444', '(20) 98765-4321', '(31) 8765-4321', '(11) 9999-9999']) expect(validatePhone(bad)).toBe(labels.validation.phone);
    expect(validatePhone('')).toBe(labels.validation.phoneRequired);
  });

  const settings = { ...DEFAULT_LEAD_FORM_SETTINGS, physicalFormHidden: true };
  const company: LeadFormValues = {
    ...emptyLeadForm(settings),
    personType: 'legalPerson',
    companyName: 'Entregas Rápidas Ltda',
    contactName: 'Bruna Castro Lima',
    email: 'bruna@example.com',
    cnpj: '11.222.333/0001-81',
    whatsappOptIn: true,
  };

  it("the lead form's 'Telefone' takes '(11) 3333-4444'", () => {
    const errors = leadFormErrors({ ...company, phone: '(11) 3333-4444' }, settings, { documents: [], hasDealer: true, hasCity: true });
    expect(errors).toEqual({});
    expect(leadFormErrors({ ...company, phone: '(11) 3333' }, settings, { documents: [], hasDealer: true, hasCity: true }).phone).toBe(labels.validation.phone);
  });

  const base = {
    email: 'frota@example.com',
    dealersCode: '10101',
    brand: 'fiat',
    productCode: 'P1',
    msc_ano_modelo: '2026',
    relatedProduct: [],
    ofertas_id: 'o1',
    additionals: [],
    period: 24,
    km: 1000,
    rentalPrice: 100000,
    indSmsContact: false,
    indPhoneContact: false,
    indEmailContact: true,
    indWhatsappContact: false,
  };

  it('the API takes a company lead with a landline, and refuses a landline for a natural person on its phone field', () => {
    const companyLead = { ...base, corporateName: 'Frota Ltda', contactName: 'João Souza', cnpj: '11.222.333/0001-81', phone: '(11) 3333-4444' };
    expect(fieldsOf(companyLead, Lead)).toEqual({});
    const personLead = { ...base, firstName: 'Maria Silva', cpf: '529.982.247-25', phone: '(11) 3333-4444' };
    expect(fieldsOf(personLead, Lead)).toEqual({ phone: labels.validation.phone });
    expect(fieldsOf({ ...personLead, phone: '(11) 98765-4321' }, Lead)).toEqual({});
  });

  it('the intent lead (RENTAL_PJ_FORM_LEAD) takes a landline', () => {
    const lead = {
      leadType: 'RENTAL_PJ_FORM_LEAD',
      company_name: 'Entregas Rápidas Ltda',
      contact_name: 'Bruna Castro Lima',
      cnpj: '11.222.333/0001-81',
      email: 'bruna@example.com',
      phone: '(11) 3333-4444',
      current_fleet_size: '11-50',
      fleet_size_selected: '51-100',
      accept_terms_and_conditions: true,
      accept_communication_contact: false,
      dealer_code: '55553',
      origin: 'Flua',
      subOrigin: 'Site',
    };
    expect(fieldsOf(lead, RentalPjLead)).toEqual({});
  });
});

describe("company offers' disclaimers", () => {
  it('speak of legal persons, never of natural persons', () => {
    const companies = demoOffers.filter((o) => o.targetEntityType === 'LEGAL_PERSON');
    expect(companies.length).toBeGreaterThan(0);
    for (const offer of companies) {
      expect(offer.disclaimer).not.toMatch(/pessoa física/i);
      expect(offer.disclaimer).toMatch(/pessoa jurídica/i);
    }
    for (const offer of demoOffers.filter((o) => o.targetEntityType !== 'LEGAL_PERSON')) expect(offer.disclaimer).not.toMatch(/pessoa jurídica/i);
  });
});
