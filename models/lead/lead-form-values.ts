/**
 * The lead form's values and settings (spec 000 §4 "Lead form"; 001 §5.1,
 * §6): the empty form, the settings an offer gives it, the prefill of a
 * signed-in customer and the CPF the lead is about. Apart from
 * models/lead/lead-form.ts (the messages and the lead body, which load with the
 * lead step): the offer details chart reads the CPF for the coupon.
 */
import { prefillsLeadForm, type SessionUser } from '../account/auth';
import type { SiteConfig } from '../app/site-config';
import { FILE_TOTAL_LIMIT_BYTES } from '../documents/files';
import type { PreferredContactMethod } from './lead';
import { DEFAULT_DEALER_CODE, b2eKinds, type B2eKind, type PersonType } from './lead-rules';
import { formatCpf } from '../common/masks';
import type { Offer } from '../offer/offer';
import { onlyDigits } from '../common/validators';

export interface DocumentInfo {
  name: string;
  size: number;
}

/** What the person typed and ticked. Documents are kept by the chart (File objects); here only name and size matter. */
export interface LeadFormValues {
  personType: PersonType;
  fullName: string;
  email: string;
  cpf: string;
  mobilePhone: string;
  companyName: string;
  contactName: string;
  cnpj: string;
  phone: string;
  totalVehicles: string;
  preferredContacts: PreferredContactMethod[];
  cnpjOverTwoYears: '' | 'yes' | 'no';
  b2eKind: B2eKind | null;
  sapId: string;
  employeeCpf: string;
  kinship: string;
  smsPhoneOptIn: boolean;
  whatsappOptIn: boolean;
  emailOptIn: boolean;
  wantHelp: boolean;
}

export type LeadTextField =
  | 'fullName'
  | 'email'
  | 'cpf'
  | 'mobilePhone'
  | 'companyName'
  | 'contactName'
  | 'cnpj'
  | 'phone'
  | 'totalVehicles'
  | 'sapId'
  | 'employeeCpf'
  | 'kinship';
export type LeadFlagField = 'smsPhoneOptIn' | 'whatsappOptIn' | 'emailOptIn' | 'wantHelp';
export type LeadErrorField = LeadTextField | 'preferredContacts' | 'cnpjOverTwoYears' | 'documents' | 'optIns' | 'dealer' | 'city' | 'testDriveDate' | 'testDriveTime';
export type LeadFormErrors = Partial<Record<LeadErrorField, string>>;

export interface LeadFormSettings {
  /** The offer is a B2E offer (the person-type radio is hidden; B2E fields shown). */
  b2e: boolean;
  b2eKinds: B2eKind[];
  /** Affiliation documents are required and uploaded (affiliation verification on). */
  b2eVerification: boolean;
  physicalFormHidden: boolean;
  legalFormHidden: boolean;
  preferredContactEnabled: boolean;
  totalVehiclesHidden: boolean;
  cnpjAgeEnabled: boolean;
  /** A fixed legal-person dealer (default 55553; a site may configure none): a legal person needs not choose one. */
  fixedLegalPersonDealer: string | null;
  fileLimitBytes: number;
  /** The test drive choice shows (models/lead/test-drive.ts; `SiteConfig.testDrive.enabled`). */
  testDriveEnabled: boolean;
  /** The CPF and CNPJ go stripped to their characters, else formatted (`SiteConfig.stripDocuments`). */
  stripDocuments: boolean;
}

export const DEFAULT_LEAD_FORM_SETTINGS: LeadFormSettings = {
  b2e: false,
  b2eKinds: ['EMPLOYEE', 'RELATIVE'],
  b2eVerification: true,
  physicalFormHidden: false,
  legalFormHidden: false,
  preferredContactEnabled: false,
  totalVehiclesHidden: false,
  cnpjAgeEnabled: true,
  fixedLegalPersonDealer: DEFAULT_DEALER_CODE,
  fileLimitBytes: FILE_TOTAL_LIMIT_BYTES,
  testDriveEnabled: false,
  stripDocuments: false,
};

/** The lead form's settings the site configures (`SiteConfig.leadForm`, the test drive, the documents' format); the offer gives the rest. */
export function leadFormSettingsOfSite(config: Pick<SiteConfig, 'leadForm' | 'testDrive' | 'stripDocuments'>): Partial<LeadFormSettings> {
  const { fixedLegalPersonDealer } = config.leadForm;
  return {
    preferredContactEnabled: config.leadForm.preferredContactEnabled,
    totalVehiclesHidden: config.leadForm.totalVehiclesHidden,
    // Not configured: the default (55553); null: none.
    ...(fixedLegalPersonDealer === undefined ? {} : { fixedLegalPersonDealer }),
    testDriveEnabled: config.testDrive.enabled,
    stripDocuments: config.stripDocuments,
  };
}

/** The form's settings for an offer: the page's over the defaults; B2E and its kinds, and a company offer's legal-person form, from the offer. */
export function leadFormSettingsFor(offer: Offer, given: Partial<LeadFormSettings> | undefined): LeadFormSettings {
  const settings = { ...DEFAULT_LEAD_FORM_SETTINGS, ...given };
  const b2e = given?.b2e ?? offer.b2eOffer;
  const kinds = given?.b2eKinds ?? b2eKinds(offer.b2eType);
  return {
    ...settings,
    b2e,
    b2eKinds: kinds,
    // A company offer opens the legal-person form (the physical form is hidden).
    physicalFormHidden: given?.physicalFormHidden ?? (offer.targetEntityType === 'LEGAL_PERSON' && !b2e),
  };
}

export function emptyLeadForm(settings: Pick<LeadFormSettings, 'physicalFormHidden' | 'b2e' | 'b2eKinds'>): LeadFormValues {
  return {
    personType: settings.physicalFormHidden && !settings.b2e ? 'legalPerson' : 'physicalPerson',
    fullName: '',
    email: '',
    cpf: '',
    mobilePhone: '',
    companyName: '',
    contactName: '',
    cnpj: '',
    phone: '',
    totalVehicles: '1',
    preferredContacts: [],
    cnpjOverTwoYears: '',
    b2eKind: settings.b2e ? (settings.b2eKinds[0] ?? 'EMPLOYEE') : null,
    sapId: '',
    employeeCpf: '',
    kinship: '',
    // No consent is ever ticked for the person (LGPD art. 8: consent is an act of theirs), WhatsApp included
    // (spec 001 §9 has it ticked by default; the law comes first).
    smsPhoneOptIn: false,
    whatsappOptIn: false,
    emailOptIn: false,
    wantHelp: false,
  };
}

// ───────────────────────────── signed-in customers ─────────────────────────────

/** The fields a signed-in customer's account fills and overrides (spec 001 §6): name, CPF, phone, e-mail; staff type the customer's. */
export function prefillFromAccount(values: LeadFormValues, user: SessionUser | null): LeadFormValues {
  if (!prefillsLeadForm(user)) return values;
  const phoneDigits = onlyDigits(user.phone);
  return {
    ...values,
    fullName: user.name || values.fullName,
    cpf: user.cpf ? formatCpf(user.cpf) : values.cpf,
    mobilePhone: phoneDigits ? formatPhoneDigits(phoneDigits) : values.mobilePhone,
    email: user.emails[0] ?? values.email,
  };
}

function formatPhoneDigits(d: string): string {
  return d.length === 11 ? `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}` : `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
}

/**
 * The form as the session changes (spec 001 §5.2: the e-mail "is cleared
 * unless logged in"): a signed-in account fills it (`prefillFromAccount`);
 * with no one signed in, the e-mail typed or filled goes.
 */
export function valuesForSession(values: LeadFormValues, user: SessionUser | null): LeadFormValues {
  return user ? prefillFromAccount(values, user) : { ...values, email: '' };
}

/** The account's values win over what was typed, whatever happened in the form. */
export function withAccountOverrides(values: LeadFormValues, user: SessionUser | null): LeadFormValues {
  return prefillFromAccount(values, user);
}

/** The CPF the lead is about (the coupon's per-CPF limit): the person's, digits only; none for a company. */
export function leadCpf(values: LeadFormValues, user: SessionUser | null, b2e: boolean): string | null {
  const v = withAccountOverrides(values, user);
  if (v.personType === 'legalPerson' && !b2e) return null;
  const d = onlyDigits(v.cpf);
  return d.length === 11 ? d : null;
}

/** The customer's CPF as the form opens (prefilled from the account): what the coupon chart starts with. */
export function initialLeadCpf(offer: Offer, given: Partial<LeadFormSettings> | undefined, user: SessionUser | null): string | null {
  const settings = leadFormSettingsFor(offer, given);
  return leadCpf(prefillFromAccount(emptyLeadForm(settings), user), user, settings.b2e);
}
