/**
 * The company forms' rules (spec 000 §2 "Company fleet outsourcing intent
 * form", "Lead forms", §4 "Intent form"; 001 §5.3, §9), one form in two
 * variants:
 * - `intent`, the fleet outsourcing intent form: the Rental PJ lead to
 *   `POST /api/leads/pj` (fleet sizes, a comment, 'CNPJ tem mais de um ano?');
 * - `interest`, the legal-person interest form 'Quer assinar?': the interest
 *   lead to `POST /api/leads/pj/interest` (total vehicles, 'CNPJ tem mais de
 *   dois anos?').
 * Both share the contact fields, the consents, the groups' handling and the
 * chart (machines/company-intent). Field rules are the shared validators
 * (validators.ts); the wire constants are lead-rules.ts's.
 */
import { array, boolean, defaulted, enums, integer, literal, max, min, object, optional, size, string, type Infer } from 'superstruct';
import { Cnpj, CompanyName, Email, FullName, Phone } from '../common/field-structs';
import { labels } from '../labels/spec';
import { PHONE_MASK_MAX_LENGTH } from '../common/masks';
import { PREFERRED_CONTACT_RULES, PreferredContactMethod, type RentalPjLead } from './lead';
import { validateCheckboxGroup } from '../common/checkbox-group';
import { validateTotalVehicles } from './lead-form';
import { CONSENT_TEXT_VERSIONS, CONSENT_TEXT_VERSION } from './lead-submission';
import type { LeadTracking } from '../common/tracking';
import { DEFAULT_DEALER_CODE, DEFAULT_ORIGIN, DEFAULT_SUB_ORIGIN, PRODUCT_GROUPS, RENTAL_PJ_LEAD_TYPE } from './lead-rules';
import {
  normalizeEmail,
  stripDocument,
  validateCnpj,
  validateEmail,
  validateFullName,
  validateMaxLength,
  validatePhone,
  validateCompanyName,
  validateRestrictedChars,
  type Validator,
} from '../common/validators';

/** The company forms' two variants: the fleet outsourcing intent and the 'Quer assinar?' interest. */
export type CompanyFormVariant = 'intent' | 'interest';

/** Where the intent's Rental PJ lead is posted (spec 001 §7 "leads/pj"). */
export const PJ_LEAD_PATH = '/api/leads/pj';
/** Where the interest lead is posted (ours: the spec does not name the company lead service's paths). */
export const COMPANY_INTEREST_PATH = '/api/leads/pj/interest';
/** The lead's `form` value that tells an interest lead from the other company leads. */
export const COMPANY_INTEREST_FORM = 'quer-assinar';

/** Comment: at most 400 characters (spec 001 §9). */
export const INTENT_COMMENT_MAX_LENGTH = 400;
/** Total vehicles: at most 4 digits (as in the lead form). */
export const INTEREST_TOTAL_VEHICLES_MAX_DIGITS = 4;
/** The longest value each text field keeps (the comment's is the spec's, the phone's its mask's; the others the lead struct's bounds). */
export const INTENT_TEXT_MAX_LENGTH = {
  contactName: 200,
  companyName: 200,
  cnpj: 18,
  email: 200,
  phone: PHONE_MASK_MAX_LENGTH,
  comment: INTENT_COMMENT_MAX_LENGTH,
  totalVehicles: INTEREST_TOTAL_VEHICLES_MAX_DIGITS,
} as const;
/** The comment box's rows (spec 000 §2). */
export const INTENT_COMMENT_ROWS = 5;

export type YesNo = '' | 'yes' | 'no';

/** What the person typed, chose and ticked (a variant's form leaves the other's fields as they start). */
export interface IntentForm {
  contactName: string;
  companyName: string;
  cnpj: string;
  /** 'CNPJ tem mais de um ano?' (intent) or 'CNPJ tem mais de dois anos?' (interest). */
  cnpjAge: YesNo;
  email: string;
  phone: string;
  preferredContacts: PreferredContactMethod[];
  currentFleetSize: string;
  fleetSize: string;
  comment: string;
  /** Digits only; default 1. */
  totalVehicles: string;
  acceptPrivacy: boolean;
  acceptCommunications: boolean;
}

export type IntentTextField = keyof typeof INTENT_TEXT_MAX_LENGTH;
/** The radio groups: one choice each. */
export type IntentChoiceField = 'cnpjAge' | 'currentFleetSize' | 'fleetSize';
/** The multi-option groups, checked only after a first submit once the basic fields are valid. */
export type IntentGroup = IntentChoiceField | 'preferredContacts';
export type IntentConsent = 'acceptPrivacy' | 'acceptCommunications';
export type IntentErrorField = IntentTextField | IntentGroup | 'acceptPrivacy';
export type IntentErrors = Partial<Record<IntentErrorField, string>>;

export interface IntentSettings {
  variant: CompanyFormVariant;
  /** The optional CNPJ age radio (required when shown). */
  cnpjAgeEnabled: boolean;
  /** The optional preferred contact checkboxes (at least one when shown). */
  preferredContactEnabled: boolean;
  /** The fleet size options of the intent (configurable; default 0-10, 11-50, 51-100). */
  fleetSizes: readonly string[];
  /** The interest's total vehicles may be hidden (spec 001 §5.3); then none is sent. */
  totalVehiclesHidden: boolean;
}

export const DEFAULT_INTENT_SETTINGS: IntentSettings = {
  variant: 'intent',
  cnpjAgeEnabled: true,
  preferredContactEnabled: false,
  fleetSizes: labels.companyIntent.fleetSizes,
  totalVehiclesHidden: false,
};

/** What a variant asks: its contact fields in screen order, and its own questions. */
export const COMPANY_FORM_VARIANTS = {
  intent: { contactFields: ['contactName', 'companyName', 'cnpj', 'email', 'phone'], fleetQuestions: true, totalVehicles: false },
  interest: { contactFields: ['companyName', 'contactName', 'cnpj', 'email', 'phone'], fleetQuestions: false, totalVehicles: true },
} as const satisfies Record<CompanyFormVariant, { contactFields: readonly CompanyContactField[]; fleetQuestions: boolean; totalVehicles: boolean }>;

/** Whether a text field is on the form: the comment with the fleet questions, total vehicles on the interest unless hidden. */
export function isShownTextField(settings: IntentSettings, field: IntentTextField): boolean {
  const variant = COMPANY_FORM_VARIANTS[settings.variant];
  if (field === 'comment') return variant.fleetQuestions;
  if (field === 'totalVehicles') return variant.totalVehicles && !settings.totalVehiclesHidden;
  return true;
}

/** The empty form: total vehicles 1, nothing ticked (consent under the LGPD is given, never pre-ticked). */
export function emptyIntentForm(): IntentForm {
  return {
    contactName: '',
    companyName: '',
    cnpj: '',
    cnpjAge: '',
    email: '',
    phone: '',
    preferredContacts: [],
    currentFleetSize: '',
    fleetSize: '',
    comment: '',
    totalVehicles: '1',
    acceptPrivacy: false,
    acceptCommunications: false,
  };
}

/**
 * After a sent request the form is cleared, its consents too: a next request is another one, and its
 * consent is given again, by a tick of its own.
 */
export function clearedIntentForm(): IntentForm {
  return emptyIntentForm();
}

/** The text a field keeps: total vehicles digits only, every field within its length. */
export function intentFieldValue(field: IntentTextField, value: string): string {
  const kept = field === 'totalVehicles' ? value.replace(/\D/g, '') : value;
  return kept.slice(0, INTENT_TEXT_MAX_LENGTH[field]);
}

/** Whether a choice may be made: the group is shown and the value is one of its options. */
export function isIntentChoice(settings: IntentSettings, field: IntentChoiceField, value: string): boolean {
  if (field === 'cnpjAge') return settings.cnpjAgeEnabled && (value === 'yes' || value === 'no');
  return COMPANY_FORM_VARIANTS[settings.variant].fleetQuestions && settings.fleetSizes.includes(value);
}

/** 'Campo obrigatório.' for an empty value (the company forms' required message). */
export const requiredCompanyField = (value: string) => (value.trim() === '' ? labels.companyIntent.required : undefined);
const required = requiredCompanyField;
const requiredThen =
  (validate: Validator): Validator =>
  (value) =>
    required(value) ?? validate(value);

/** The company contact fields' rules (spec 001 §5.3), the same in both variants. */
export const COMPANY_CONTACT_RULES = {
  contactName: requiredThen(validateFullName),
  companyName: (value: string) => requiredThen(validateCompanyName)(value.trimStart()),
  cnpj: requiredThen(validateCnpj),
  email: requiredThen(validateEmail),
  // A company's landline or mobile (spec 001 §5.3: min length 14 masked).
  phone: requiredThen(validatePhone),
} as const satisfies Record<string, Validator>;
export type CompanyContactField = keyof typeof COMPANY_CONTACT_RULES;
export const COMPANY_CONTACT_FIELDS = Object.keys(COMPANY_CONTACT_RULES) as CompanyContactField[];

/** The privacy agreement is required: 'Você precisa aceitar as regras.'. */
export const privacyAgreementError = (accepted: boolean) => (accepted ? undefined : labels.companyIntent.acceptRules);

/** The basic fields: the contact fields, the variant's comment or total vehicles, and the privacy agreement. */
export function basicIntentErrors(form: IntentForm, settings: IntentSettings): IntentErrors {
  const errors: IntentErrors = {};
  const set = (field: IntentErrorField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  for (const field of COMPANY_CONTACT_FIELDS) set(field, COMPANY_CONTACT_RULES[field](form[field]));
  if (isShownTextField(settings, 'comment')) set('comment', validateMaxLength(form.comment, INTENT_COMMENT_MAX_LENGTH) ?? validateRestrictedChars(form.comment.trimStart()));
  if (isShownTextField(settings, 'totalVehicles')) set('totalVehicles', validateTotalVehicles(form.totalVehicles));
  set('acceptPrivacy', privacyAgreementError(form.acceptPrivacy));
  return errors;
}

/** The multi-option groups: the intent's fleet sizes, and the preferred contact and CNPJ age when shown. */
export function groupIntentErrors(form: IntentForm, settings: IntentSettings): IntentErrors {
  const errors: IntentErrors = {};
  if (COMPANY_FORM_VARIANTS[settings.variant].fleetQuestions) {
    if (required(form.currentFleetSize)) errors.currentFleetSize = labels.companyIntent.required;
    if (required(form.fleetSize)) errors.fleetSize = labels.companyIntent.required;
  }
  const preferred = settings.preferredContactEnabled ? validateCheckboxGroup(form.preferredContacts, PREFERRED_CONTACT_RULES) : undefined;
  if (preferred) errors.preferredContacts = preferred;
  if (settings.cnpjAgeEnabled && required(form.cnpjAge)) errors.cnpjAge = labels.companyIntent.required;
  return errors;
}

/**
 * Every message of the form as it stands (spec 001 §5.3): the basic fields,
 * then, once they are valid, the multi-option groups.
 */
export function intentFieldErrors(form: IntentForm, settings: IntentSettings): IntentErrors {
  const basic = basicIntentErrors(form, settings);
  return Object.keys(basic).length > 0 ? basic : groupIntentErrors(form, settings);
}

/** The messages a person sees: none before a first submit; a group clicked since the last submit shows none. */
export function shownIntentErrors<E extends Record<string, string | undefined>>(errors: E, options: { submitted: boolean; clearedGroups: readonly string[] }): Partial<E> {
  if (!options.submitted) return {};
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !options.clearedGroups.includes(field))) as Partial<E>;
}

// ───────────────────────────── the leads ─────────────────────────────

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
    ...(form.cnpjAge ? { has_one_year_cnpj: form.cnpjAge === 'yes' } : {}),
    ...(form.preferredContacts.length ? { preferred_contact_method: [...form.preferredContacts] } : {}),
  };
}

const text = (maxLength: number) => size(string(), 0, maxLength);

/**
 * The interest lead (spec 000 §3 "Lead (rental)", legal-person fields): what
 * `POST /api/leads/pj/interest` takes. Dealer 55553 and product group
 * 'Flua Venda Direta' (spec 001 §9); the privacy agreement must be given.
 */
export const CompanyInterestLead = object({
  form: literal(COMPANY_INTEREST_FORM),
  corporateName: size(CompanyName(200), 1, 200),
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
 * The interest lead sent: trimmed names, the CNPJ's bare characters, the
 * e-mail lower-cased (spec 001 §5.1), the default dealer, the gclid; total
 * vehicles, the CNPJ age and preferred contacts only when shown and answered.
 */
export function interestLeadBody(form: IntentForm, settings: IntentSettings, tracking: LeadTracking): CompanyInterestLead {
  return {
    form: COMPANY_INTEREST_FORM,
    corporateName: form.companyName.trim(),
    contactName: form.contactName.trim().replace(/\s+/g, ' '),
    cnpj: stripDocument(form.cnpj).toUpperCase(),
    email: normalizeEmail(form.email),
    phone: form.phone,
    ...(settings.totalVehiclesHidden ? {} : { totalVehicles: Number(form.totalVehicles) }),
    ...(settings.cnpjAgeEnabled && form.cnpjAge ? { hasTwoYearCnpj: form.cnpjAge === 'yes' } : {}),
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

/** A company form's request: the variant's lead to the variant's endpoint. */
export type CompanyLeadRequest = { path: typeof PJ_LEAD_PATH; lead: RentalPjLead } | { path: typeof COMPANY_INTEREST_PATH; lead: CompanyInterestLead };

/** What a company form sends, by its variant. */
export function companyLeadRequest(form: IntentForm, settings: IntentSettings, tracking: LeadTracking): CompanyLeadRequest {
  return settings.variant === 'interest'
    ? { path: COMPANY_INTEREST_PATH, lead: interestLeadBody(form, settings, tracking) }
    : { path: PJ_LEAD_PATH, lead: intentLeadBody(form, tracking) };
}
