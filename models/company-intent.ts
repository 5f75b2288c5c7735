/**
 * The company fleet outsourcing intent form's rules (spec 000 §2 "Company
 * fleet outsourcing intent form", §4 "Intent form"; 001 §5.3, §9): its
 * values, the messages of an invalid form and the Rental PJ lead it sends.
 * Field rules are the shared validators (validators.ts); the wire constants
 * are lead-rules.ts's.
 */
import { labels } from './labels/spec';
import { PHONE_MASK_MAX_LENGTH } from './masks';
import type { PreferredContactMethod, RentalPjLead } from './lead';
import type { LeadTracking } from './tracking';
import { DEFAULT_DEALER_CODE, DEFAULT_ORIGIN, DEFAULT_SUB_ORIGIN, RENTAL_PJ_LEAD_TYPE } from './lead-rules';
import {
  normalizeEmail,
  stripDocument,
  validateCnpj,
  validateEmail,
  validateFullName,
  validateMaxLength,
  validateMinSelected,
  validatePhone,
  validateRestrictedChars,
  type Validator,
} from './validators';

/** Comment: at most 400 characters (spec 001 §9). */
export const INTENT_COMMENT_MAX_LENGTH = 400;
/** The longest value each text field keeps (the comment's is the spec's, the phone's its mask's; the others the lead struct's bounds). */
export const INTENT_TEXT_MAX_LENGTH = { contactName: 200, companyName: 200, cnpj: 18, email: 200, phone: PHONE_MASK_MAX_LENGTH, comment: INTENT_COMMENT_MAX_LENGTH } as const;
/** The comment box's rows (spec 000 §2). */
export const INTENT_COMMENT_ROWS = 5;

export type YesNo = '' | 'yes' | 'no';

/** What the person typed, chose and ticked. */
export interface IntentForm {
  contactName: string;
  companyName: string;
  cnpj: string;
  cnpjOverOneYear: YesNo;
  email: string;
  phone: string;
  preferredContacts: PreferredContactMethod[];
  currentFleetSize: string;
  fleetSize: string;
  comment: string;
  acceptPrivacy: boolean;
  acceptCommunications: boolean;
}

export type IntentTextField = 'contactName' | 'companyName' | 'cnpj' | 'email' | 'phone' | 'comment';
/** The radio groups: one choice each. */
export type IntentChoiceField = 'cnpjOverOneYear' | 'currentFleetSize' | 'fleetSize';
/** The multi-option groups, checked only after a first submit once the basic fields are valid. */
export type IntentGroup = IntentChoiceField | 'preferredContacts';
export type IntentConsent = 'acceptPrivacy' | 'acceptCommunications';
export type IntentErrorField = IntentTextField | IntentGroup | 'acceptPrivacy';
export type IntentErrors = Partial<Record<IntentErrorField, string>>;

export interface IntentSettings {
  /** The optional 'CNPJ tem mais de um ano?' radio (required when shown). */
  cnpjAgeEnabled: boolean;
  /** The optional preferred contact checkboxes (at least one when shown). */
  preferredContactEnabled: boolean;
  /** The fleet size options (configurable; default 0-10, 11-50, 51-100). */
  fleetSizes: readonly string[];
}

export const DEFAULT_INTENT_SETTINGS: IntentSettings = {
  cnpjAgeEnabled: true,
  preferredContactEnabled: false,
  fleetSizes: labels.companyIntent.fleetSizes,
};

/** The empty form: nothing ticked (consent under the LGPD is given, never pre-ticked). */
export function emptyIntentForm(): IntentForm {
  return {
    contactName: '',
    companyName: '',
    cnpj: '',
    cnpjOverOneYear: '',
    email: '',
    phone: '',
    preferredContacts: [],
    currentFleetSize: '',
    fleetSize: '',
    comment: '',
    acceptPrivacy: false,
    acceptCommunications: false,
  };
}

/** After a sent request the form is cleared, except the privacy consent as the person left it. */
export function clearedIntentForm(form: IntentForm): IntentForm {
  return { ...emptyIntentForm(), acceptPrivacy: form.acceptPrivacy };
}

/** Whether a choice may be made: the group is shown and the value is one of its options. */
export function isIntentChoice(settings: IntentSettings, field: IntentChoiceField, value: string): boolean {
  if (field === 'cnpjOverOneYear') return settings.cnpjAgeEnabled && (value === 'yes' || value === 'no');
  return settings.fleetSizes.includes(value);
}

/** 'Campo obrigatório.' for an empty value (the company forms' required message). */
export const requiredCompanyField = (value: string) => (value.trim() === '' ? labels.companyIntent.required : undefined);
const required = requiredCompanyField;
const requiredThen =
  (validate: Validator): Validator =>
  (value) =>
    required(value) ?? validate(value);

/**
 * The company contact fields' rules (spec 001 §5.3), shared by the company
 * forms (this intent form and the 'Quer assinar?' interest form).
 */
export const COMPANY_CONTACT_RULES = {
  contactName: requiredThen(validateFullName),
  companyName: (value: string) => requiredThen(validateRestrictedChars)(value.trimStart()),
  cnpj: requiredThen(validateCnpj),
  email: requiredThen(validateEmail),
  // A company's landline or mobile (spec 001 §5.3: min length 14 masked).
  phone: requiredThen(validatePhone),
} as const satisfies Record<string, Validator>;
export type CompanyContactField = keyof typeof COMPANY_CONTACT_RULES;
export const COMPANY_CONTACT_FIELDS = Object.keys(COMPANY_CONTACT_RULES) as CompanyContactField[];

/** The privacy agreement is required: 'Você precisa aceitar as regras.'. */
export const privacyAgreementError = (accepted: boolean) => (accepted ? undefined : labels.companyIntent.acceptRules);

/** The basic fields: contact name, company name, CNPJ, e-mail, phone, comment and the privacy agreement. */
export function basicIntentErrors(form: IntentForm): IntentErrors {
  const errors: IntentErrors = {};
  const set = (field: IntentErrorField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  for (const field of COMPANY_CONTACT_FIELDS) set(field, COMPANY_CONTACT_RULES[field](form[field]));
  set('comment', validateMaxLength(form.comment, INTENT_COMMENT_MAX_LENGTH) ?? validateRestrictedChars(form.comment.trimStart()));
  set('acceptPrivacy', privacyAgreementError(form.acceptPrivacy));
  return errors;
}

/** The multi-option groups: fleet sizes, and the preferred contact and CNPJ age when shown. */
export function groupIntentErrors(form: IntentForm, settings: IntentSettings): IntentErrors {
  const errors: IntentErrors = {};
  if (required(form.currentFleetSize)) errors.currentFleetSize = labels.companyIntent.required;
  if (required(form.fleetSize)) errors.fleetSize = labels.companyIntent.required;
  if (settings.preferredContactEnabled && validateMinSelected(form.preferredContacts, 1)) errors.preferredContacts = labels.validation.preferredContact;
  if (settings.cnpjAgeEnabled && required(form.cnpjOverOneYear)) errors.cnpjOverOneYear = labels.companyIntent.required;
  return errors;
}

/**
 * Every message of the form as it stands (spec 001 §5.3): the basic fields,
 * then, once they are valid, the multi-option groups.
 */
export function intentFieldErrors(form: IntentForm, settings: IntentSettings): IntentErrors {
  const basic = basicIntentErrors(form);
  return Object.keys(basic).length > 0 ? basic : groupIntentErrors(form, settings);
}

/** The messages a person sees: none before a first submit; a group clicked since the last submit shows none. */
export function shownIntentErrors<E extends Record<string, string | undefined>>(errors: E, options: { submitted: boolean; clearedGroups: readonly string[] }): Partial<E> {
  if (!options.submitted) return {};
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !options.clearedGroups.includes(field))) as Partial<E>;
}

/**
 * The Rental PJ lead (spec 000 §3): trimmed names, the CNPJ's bare
 * characters, the e-mail lower-cased (spec 001 §5.1), the default dealer
 * 55553, origin 'Flua', the gclid as the advertising click id; the CNPJ age
 * and preferred contacts only when answered.
 */
export function intentLeadBody(form: IntentForm, tracking: LeadTracking): RentalPjLead {
  const comment = form.comment.trim();
  return {
    leadType: RENTAL_PJ_LEAD_TYPE,
    company_name: form.companyName.trim(),
    contact_name: form.contactName.trim().replace(/\s+/g, ' '),
    cnpj: stripDocument(form.cnpj),
    email: normalizeEmail(form.email),
    phone: form.phone,
    current_fleet_size: form.currentFleetSize,
    fleet_size_selected: form.fleetSize,
    ...(comment ? { fleet_description_comment: comment } : {}),
    accept_terms_and_conditions: true,
    accept_communication_contact: form.acceptCommunications,
    dealer_code: DEFAULT_DEALER_CODE,
    origin: DEFAULT_ORIGIN,
    subOrigin: DEFAULT_SUB_ORIGIN,
    ...(tracking.gclid ? { gClid: tracking.gclid.slice(0, 400) } : {}),
    ...(tracking.gaclientid ? { gaclientid: tracking.gaclientid.slice(0, 200), google_client_id: tracking.gaclientid.slice(0, 200) } : {}),
    ...(tracking.gatrackid ? { gatrackid: tracking.gatrackid.slice(0, 200) } : {}),
    ...(form.cnpjOverOneYear ? { has_one_year_cnpj: form.cnpjOverOneYear === 'yes' } : {}),
    ...(form.preferredContacts.length ? { preferred_contact_method: [...form.preferredContacts] } : {}),
  };
}
