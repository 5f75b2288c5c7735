/**
 * The legal-person interest form 'Quer assinar?' (spec 000 §2 "Lead forms";
 * 001 §5.3 "Offer lead form for legal persons"): a company states its
 * interest in subscribing. Its fields are the legal-person lead's (company
 * name, contact name, e-mail, CNPJ, phone, optional preferred contacts,
 * total vehicles, optional 'CNPJ tem mais de dois anos?'); its rules, consent
 * and wire constants are the company intent form's and the lead form's
 * (company-intent.ts, lead-form.ts, lead-rules.ts), not copies of them.
 */
import { array, boolean, defaulted, enums, integer, literal, max, min, object, optional, size, string, type Infer } from 'superstruct';
import { Cnpj, Email, FullName, Phone, SafeText } from './field-structs';
import {
  COMPANY_CONTACT_FIELDS,
  COMPANY_CONTACT_RULES,
  INTENT_TEXT_MAX_LENGTH,
  privacyAgreementError,
  requiredCompanyField,
  type CompanyContactField,
  type YesNo,
} from './company-intent';
import { labels } from './labels/spec';
import { PreferredContactMethod } from './lead';
import { validateTotalVehicles } from './lead-form';
import { CONSENT_TEXT_VERSIONS, CONSENT_TEXT_VERSION, pjLeadConsents, type ConsentDecision } from './lead-submission';
import { DEFAULT_DEALER_CODE, DEFAULT_ORIGIN, DEFAULT_SUB_ORIGIN, PRODUCT_GROUPS } from './lead-rules';
import type { LeadTracking } from './tracking';
import { normalizeEmail, stripDocument, validateMinSelected } from './validators';

/** Where the interest lead is posted (ours: the spec does not name the company lead service's paths). */
export const COMPANY_INTEREST_PATH = '/api/leads/pj/interest';
/** The lead's `form` value that tells an interest lead from the other company leads. */
export const COMPANY_INTEREST_FORM = 'quer-assinar';
/** Total vehicles: at most 4 digits (as in the lead form). */
export const INTEREST_TOTAL_VEHICLES_MAX_DIGITS = 4;
export const INTEREST_TEXT_MAX_LENGTH = {
  ...Object.fromEntries(COMPANY_CONTACT_FIELDS.map((f) => [f, INTENT_TEXT_MAX_LENGTH[f]])),
  totalVehicles: INTEREST_TOTAL_VEHICLES_MAX_DIGITS,
} as Record<InterestTextField, number>;

export interface InterestForm {
  contactName: string;
  companyName: string;
  cnpj: string;
  email: string;
  phone: string;
  /** Digits only; default 1. */
  totalVehicles: string;
  cnpjOverTwoYears: YesNo;
  preferredContacts: PreferredContactMethod[];
  acceptPrivacy: boolean;
  acceptCommunications: boolean;
}

export type InterestTextField = CompanyContactField | 'totalVehicles';
/** The groups, checked only after a first submit once the basic fields are valid (as in the intent form). */
export type InterestGroup = 'cnpjOverTwoYears' | 'preferredContacts';
export type InterestConsent = 'acceptPrivacy' | 'acceptCommunications';
export type InterestErrorField = InterestTextField | InterestGroup | 'acceptPrivacy';
export type InterestErrors = Partial<Record<InterestErrorField, string>>;

export interface InterestSettings {
  /** The optional 'CNPJ tem mais de dois anos?' radio (required when shown). */
  cnpjAgeEnabled: boolean;
  /** The optional preferred contact checkboxes (at least one when shown). */
  preferredContactEnabled: boolean;
  /** Total vehicles may be hidden (spec 001 §5.3); then none is sent. */
  totalVehiclesHidden: boolean;
}

export const DEFAULT_INTEREST_SETTINGS: InterestSettings = { cnpjAgeEnabled: true, preferredContactEnabled: false, totalVehiclesHidden: false };

/** The empty form: total vehicles 1, nothing ticked (consent is given, never pre-ticked). */
export function emptyInterestForm(): InterestForm {
  return {
    contactName: '',
    companyName: '',
    cnpj: '',
    email: '',
    phone: '',
    totalVehicles: '1',
    cnpjOverTwoYears: '',
    preferredContacts: [],
    acceptPrivacy: false,
    acceptCommunications: false,
  };
}

/** After a sent request the form is cleared, except the privacy consent as the person left it. */
export function clearedInterestForm(form: InterestForm): InterestForm {
  return { ...emptyInterestForm(), acceptPrivacy: form.acceptPrivacy };
}

/** The text a field keeps: total vehicles digits only, every field within its length. */
export function interestFieldValue(field: InterestTextField, value: string): string {
  const kept = field === 'totalVehicles' ? value.replace(/\D/g, '') : value;
  return kept.slice(0, INTEREST_TEXT_MAX_LENGTH[field]);
}

/** The basic fields: the company contact fields, total vehicles (unless hidden) and the privacy agreement. */
export function basicInterestErrors(form: InterestForm, settings: InterestSettings): InterestErrors {
  const errors: InterestErrors = {};
  const set = (field: InterestErrorField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  for (const field of COMPANY_CONTACT_FIELDS) set(field, COMPANY_CONTACT_RULES[field](form[field]));
  if (!settings.totalVehiclesHidden) set('totalVehicles', validateTotalVehicles(form.totalVehicles));
  set('acceptPrivacy', privacyAgreementError(form.acceptPrivacy));
  return errors;
}

/** The groups: the CNPJ age and the preferred contacts, when shown. */
export function groupInterestErrors(form: InterestForm, settings: InterestSettings): InterestErrors {
  const errors: InterestErrors = {};
  if (settings.cnpjAgeEnabled && requiredCompanyField(form.cnpjOverTwoYears)) errors.cnpjOverTwoYears = labels.companyIntent.required;
  if (settings.preferredContactEnabled && validateMinSelected(form.preferredContacts, 1)) errors.preferredContacts = labels.validation.preferredContact;
  return errors;
}

/** Every message of the form as it stands: the basic fields, then, once they are valid, the groups. */
export function interestFieldErrors(form: InterestForm, settings: InterestSettings): InterestErrors {
  const basic = basicInterestErrors(form, settings);
  return Object.keys(basic).length > 0 ? basic : groupInterestErrors(form, settings);
}

// ───────────────────────────── the lead ─────────────────────────────

const text = (maxLength: number) => size(string(), 0, maxLength);

/**
 * The interest lead (spec 000 §3 "Lead (rental)", legal-person fields): what
 * `POST /api/leads/pj/interest` takes. Dealer 55553 and product group
 * 'Flua Venda Direta' (spec 001 §9); the privacy agreement must be given.
 */
export const CompanyInterestLead = object({
  form: literal(COMPANY_INTEREST_FORM),
  corporateName: size(SafeText(200), 1, 200),
  contactName: FullName,
  cnpj: Cnpj,
  email: Email,
  /** A landline or a mobile (spec 001 §5.3). */
  phone: Phone,
  totalVehicles: optional(max(min(integer(), 1), 9999)),
  hasTwoYearCnpj: optional(boolean()),
  preferred_contact_method: optional(size(array(PreferredContactMethod), 0, 4)),
  dealersCode: defaulted(size(string(), 1, 40), DEFAULT_DEALER_CODE),
  productGroup: literal(PRODUCT_GROUPS.legalPerson),
  origin: defaulted(text(80), DEFAULT_ORIGIN),
  SubOrigem__c: defaulted(text(80), DEFAULT_SUB_ORIGIN),
  accept_terms_and_conditions: literal(true),
  accept_communication_contact: boolean(),
  gclid: optional(text(400)),
  consent_text_version: defaulted(enums(CONSENT_TEXT_VERSIONS), CONSENT_TEXT_VERSION),
});
export type CompanyInterestLead = Infer<typeof CompanyInterestLead>;

/**
 * The lead sent: trimmed names, the CNPJ's bare characters, the e-mail
 * lower-cased (spec 001 §5.1), the default dealer, the gclid; total vehicles,
 * the CNPJ age and preferred contacts only when shown and answered.
 */
export function interestLeadBody(form: InterestForm, settings: InterestSettings, tracking: LeadTracking): CompanyInterestLead {
  return {
    form: COMPANY_INTEREST_FORM,
    corporateName: form.companyName.trim(),
    contactName: form.contactName.trim().replace(/\s+/g, ' '),
    cnpj: stripDocument(form.cnpj).toUpperCase(),
    email: normalizeEmail(form.email),
    phone: form.phone,
    ...(settings.totalVehiclesHidden ? {} : { totalVehicles: Number(form.totalVehicles) }),
    ...(settings.cnpjAgeEnabled && form.cnpjOverTwoYears ? { hasTwoYearCnpj: form.cnpjOverTwoYears === 'yes' } : {}),
    ...(settings.preferredContactEnabled && form.preferredContacts.length ? { preferred_contact_method: [...form.preferredContacts] } : {}),
    dealersCode: DEFAULT_DEALER_CODE,
    productGroup: PRODUCT_GROUPS.legalPerson,
    origin: DEFAULT_ORIGIN,
    SubOrigem__c: DEFAULT_SUB_ORIGIN,
    accept_terms_and_conditions: true,
    accept_communication_contact: form.acceptCommunications,
    ...(tracking.gclid ? { gclid: tracking.gclid.slice(0, 400) } : {}),
    consent_text_version: CONSENT_TEXT_VERSION,
  };
}

/** The consents an interest lead records: the company lead's (pjLeadConsents). */
export function interestLeadConsents(lead: Pick<CompanyInterestLead, 'accept_communication_contact' | 'accept_terms_and_conditions' | 'preferred_contact_method'>): ConsentDecision[] {
  return pjLeadConsents(lead);
}
