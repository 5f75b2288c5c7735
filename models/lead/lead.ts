/**
 * Leads (spec 000 §3 "Lead (rental)", "Lead update", "Rental PJ lead"; 001 §5.2,
 * §5.3, §7 "Leads and proposals"). Field names are the spec's wire names.
 * Money in integer centavos.
 */
import {
  array,
  boolean,
  coerce,
  define,
  enums,
  integer,
  literal,
  max,
  min,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  type Infer,
} from 'superstruct';
import { Brand, Centavos } from '../offer/offer';
import { Cep, Cnpj, CompanyName, Cpf, Email, FullName, IsoDate, Phone, SafeText, validatedString } from '../common/field-structs';
import { validateMobilePhone } from '../common/validators';
import { PaymentInformation } from './payment';
import { COMMENT_MAX_LENGTH, KINSHIP_MAX_LENGTH, RENTAL_PJ_LEAD_TYPE, validateKinship, validateLeadDealer } from './lead-rules';
import { labels } from '../labels/spec';
import { leanObject } from '../common/lean-object';
import { TestDrive } from './test-drive';
import { PartnerToken } from './partnership';
import type { CheckboxGroupRule } from '../common/checkbox-group';

const text = (maxLength = 200) => size(string(), 0, maxLength);
const id = size(string(), 1, 80);

export const PREFERRED_CONTACT_METHODS = ['phone', 'sms', 'whatsapp', 'email'] as const;
export const PreferredContactMethod = enums(PREFERRED_CONTACT_METHODS);
export type PreferredContactMethod = Infer<typeof PreferredContactMethod>;

/**
 * The preferred contact group's rules where a form shows it (spec 001 §5.2,
 * §5.3 'Selecione um contato preferencial'): at least one, of these methods
 * only (models/common/checkbox-group.ts).
 */
export const PREFERRED_CONTACT_RULES: readonly CheckboxGroupRule[] = [
  { kind: 'required', message: labels.validation.preferredContact },
  { kind: 'allowed', values: PREFERRED_CONTACT_METHODS },
];

/** A colour or optional sent with the lead. */
export const RelatedProduct = object({
  product: text(80),
  type: enums(['color', 'optional']),
  code: text(80),
  name: text(200),
  price: Centavos,
});
export type RelatedProduct = Infer<typeof RelatedProduct>;

/** An additional item sent with a lead (the plate-ending item carries its number). */
export const LeadAdditional = object({
  id,
  name: text(200),
  value: Centavos,
  locavia_code: optional(text(80)),
  plate_number: optional(nullable(max(min(integer(), 0), 9))),
});
export type LeadAdditional = Infer<typeof LeadAdditional>;

export const DRIVER_LICENCE_CATEGORIES = ['A', 'B', 'AB', 'C', 'D', 'E', 'AC', 'AD', 'AE'] as const;

/**
 * The dealer a rental lead goes to (spec 001 §5.2, §5.3): the one chosen, or
 * the site's fixed legal-person dealer; a lead naming none (absent or blank)
 * is refused with 'A seleção da concessionária é obrigatória.'
 * (models/lead/lead-rules.ts `validateLeadDealer`, the form's rule too).
 */
export const LeadDealerCode = coerce(
  size(validatedString('dealerRequired', validateLeadDealer), 0, 40),
  define<null | undefined>('absent', (v) => v == null),
  () => '',
);

const LeadFields = leanObject({
  // natural person
  firstName: optional(FullName),
  email: Email,
  cpf: optional(Cpf),
  /** A mobile for a natural person; a company may give a landline (spec 001 §5.3). */
  phone: Phone,
  // legal person
  corporateName: optional(size(CompanyName(200), 1, 200)),
  contactName: optional(FullName),
  cnpj: optional(Cnpj),
  totalVehicles: optional(min(integer(), 1)),
  hasTwoYearCnpj: optional(boolean()),
  // related product and plan
  preferred_contact_method: optional(size(array(PreferredContactMethod), 0, 4)),
  dealersCode: LeadDealerCode,
  brand: Brand,
  productCode: text(80),
  msc_ano_modelo: text(20),
  relatedProduct: size(array(RelatedProduct), 0, 10),
  ofertas_id: id,
  startsOn: optional(text(40)),
  endsOn: optional(text(40)),
  additionals: size(array(LeadAdditional), 0, 30),
  /**
   * The partner a partner's link names (models/lead/partnership.ts), sent with its `partnerToken`: the server opens
   * the token again and fills the partnership fields from it alone (what the browser sends of them is never kept).
   */
  partnership: optional(text(80)),
  partnershipValue: optional(text(200)),
  /** The partner's sealed token the page opened (`GET /api/partnership/token/decrypt`); never stored. */
  partnerToken: optional(PartnerToken),
  wantHelp: optional(boolean()),
  /** A test drive asked with the lead (models/lead/test-drive.ts): a day within 30 days and a slot. */
  testDrive: optional(TestDrive),
  referralDealer: optional(text(80)),
  referralLink: optional(text(2000)),
  sellerId: optional(text(80)),
  partnerSellerId: optional(text(80)),
  renewal: optional(boolean()),
  period: min(integer(), 1),
  km: min(integer(), 1),
  rentalPrice: Centavos,
  rental_payment_information: optional(PaymentInformation),
  indSmsContact: boolean(),
  indPhoneContact: boolean(),
  indEmailContact: boolean(),
  indWhatsappContact: boolean(),
  // tracking
  form: optional(text(80)),
  origin: optional(text(80)),
  SubOrigem__c: optional(text(80)),
  productGroup: optional(text(80)),
  retUrl: optional(text(2000)),
  referer: optional(text(2000)),
  uf: optional(text(2)),
  cidade: optional(text(120)),
  countryCode: optional(text(3)),
  country: optional(text(80)),
  utm_source: optional(text(200)),
  utm_medium: optional(text(200)),
  utm_campaign: optional(text(200)),
  utm_content: optional(text(200)),
  utm_term: optional(text(200)),
  gclid: optional(text(400)),
  gaclientid: optional(text(200)),
  gatrackid: optional(text(200)),
  /** The analytics user id the page's data layer gives (`user_id`), with the analytics consent (models/common/tracking.ts `gaUserIdOf`). */
  gauserid: optional(text(200)),
  /** One random value per send, minted by the page as the person sends (kept with its retries, like the Idempotency-Key). */
  nonce: optional(text(200)),
  // B2E
  sapId: optional(size(string(), 1, 40)),
  is_employee: optional(boolean()),
  /** A relative's kinship: one of the listed ones (models/lead/lead-rules.ts `validateKinship`). */
  kinship: optional(size(validatedString('kinship', validateKinship), 1, KINSHIP_MAX_LENGTH)),
  /** A relative's lead: the employee's CPF, checked with the SAP id (models/lead/lead-audience.ts). */
  employeeCpf: optional(Cpf),
  documents_url: optional(size(array(size(string(), 1, 2000)), 0, 20)),
  // signed-in customers
  gender: optional(text(40)),
  rg: optional(text(50)),
  marital_status: optional(text(40)),
  birth_date: optional(IsoDate),
  cep: optional(Cep),
  street: optional(text(200)),
  number: optional(text(20)),
  complement: optional(text(200)),
  neighborhood: optional(text(120)),
  city: optional(text(120)),
  state: optional(text(2)),
  income: optional(Centavos),
  financial_analysis: optional(boolean()),
  onboarding_digital: optional(literal(false)),
  driver_license_number: optional(text(20)),
  driver_license_expiry: optional(IsoDate),
  driver_license_category: optional(enums(DRIVER_LICENCE_CATEGORIES)),
});

/**
 * A rental lead: a natural person (firstName, cpf) or a legal person
 * (corporateName, contactName, cnpj); e-mail and phone in both.
 */
export const Lead = refine(LeadFields, 'personOrCompany', (lead) => {
  const person = lead.firstName != null && lead.cpf != null;
  const company = lead.corporateName != null && lead.contactName != null && lead.cnpj != null;
  if (!person && !company) return labels.validation.checkRequiredFields;
  return personPhoneCheck(lead);
});

/**
 * A natural person gives a mobile ('Celular'); only a company (legal-person
 * fields present) may give a landline. The failure names the phone field.
 */
export function personPhoneCheck(lead: { phone: string; corporateName?: string | undefined; contactName?: string | undefined; cnpj?: string | undefined }): true | { path: string[]; key: string; message: string } {
  // Superstruct runs an object's refinement when its fields failed only their own refinements, even if
  // another field failed its type: a phone that is not text was refused as such already.
  if (typeof lead.phone !== 'string') return true;
  const company = lead.corporateName != null && lead.contactName != null && lead.cnpj != null;
  const mobile = company ? undefined : validateMobilePhone(lead.phone);
  return mobile ? { path: ['phone'], key: 'phone', message: mobile } : true;
}
export type Lead = Infer<typeof Lead>;

/** POST create-rental-lead / leads/flua/create answer. */
/** A created lead's ids, and the token its analytics are sent with (models/privacy/user-analytics.ts). */
export const LeadCreateAnswer = object({
  id: string(),
  productLeadIds: array(string()),
  analyticsToken: optional(string()),
  /** The seller the server took the lead as brought by ('Show Room'); absent when none (server/leads/lead-attribution.ts). */
  sellerId: optional(string()),
  /** ISO moment the lead's dealer promises to answer by (models/lead/response-time.ts); absent from answers written before the promise. */
  respondBy: optional(string()),
});
export type LeadCreateAnswer = Infer<typeof LeadCreateAnswer>;

/** PUT /v1/leads body. */
export const LeadUpdate = object({
  cpf: Cpf,
  leadId: id,
  productLeadId: id,
  additionals: size(array(LeadAdditional), 0, 30),
  relatedProducts: size(array(RelatedProduct), 0, 10),
  period: min(integer(), 1),
  rentalPrice: Centavos,
  mileage: min(integer(), 1),
  model: text(80),
  version: text(80),
  series: text(80),
  modelYear: min(integer(), 1900),
  productGroup: literal('Flua'),
  productCode: text(80),
  dealersCode: size(string(), 1, 40),
  rentalPaymentInformation: optional(PaymentInformation),
  offerId: id,
});
export type LeadUpdate = Infer<typeof LeadUpdate>;

/** The customer's lead update names its client (spec 001 §7: the customer flow sends a client-origin header). */
export const CLIENT_ORIGIN_HEADER = 'X-Client-Origin';
export const CLIENT_ORIGIN = 'flua-web';

/**
 * The v2 lead's client credentials (spec 001 §7 'POST v2 lead (… optional
 * client_id and client_secret headers from two meta tags)'): the server
 * writes them into the page's two meta tags from its configuration
 * (LEAD_CLIENT_ID, LEAD_CLIENT_SECRET), the page sends them as these headers
 * with the v2 lead, and the server, when configured, refuses a v2 lead
 * without them. They name the site that sends (its own page), not a person.
 */
export const LEAD_CLIENT_HEADERS = { id: 'client_id', secret: 'client_secret' } as const;
export const LEAD_CLIENT_META = { id: 'flua:lead-client-id', secret: 'flua:lead-client-secret' } as const;
/** What a client id or secret may be: it travels in a header and an HTML attribute as it is. */
export const LEAD_CLIENT_VALUE_PATTERN = /^[A-Za-z0-9._~-]{8,200}$/;

/** PUT /v1/leads answer: the new version and the price the server computed (centavos). */
export const LeadUpdateAnswer = object({
  leadId: string(),
  version: integer(),
  monthlyPrice: integer(),
  contractTotal: integer(),
  /** The version that waits for the customer's acceptance, if any. */
  awaitingVersion: nullable(integer()),
});
export type LeadUpdateAnswer = Infer<typeof LeadUpdateAnswer>;

/** Company fleet outsourcing intent lead (RENTAL_PJ_FORM_LEAD). */
export const RentalPjLead = object({
  leadType: literal(RENTAL_PJ_LEAD_TYPE),
  company_name: size(CompanyName(200), 1, 200),
  contact_name: FullName,
  cnpj: Cnpj,
  email: Email,
  /** A landline or a mobile (spec 001 §5.3). */
  phone: Phone,
  current_fleet_size: size(string(), 1, 40),
  fleet_size_selected: size(string(), 1, 40),
  fleet_description_comment: optional(SafeText(COMMENT_MAX_LENGTH)),
  accept_terms_and_conditions: literal(true),
  accept_communication_contact: boolean(),
  dealer_code: size(string(), 1, 40),
  origin: text(80),
  subOrigin: text(80),
  google_client_id: optional(text(200)),
  gatrackid: optional(text(200)),
  gaclientid: optional(text(200)),
  gClid: optional(text(400)),
  has_one_year_cnpj: optional(boolean()),
  preferred_contact_method: optional(size(array(PreferredContactMethod), 0, 4)),
});
export type RentalPjLead = Infer<typeof RentalPjLead>;

/** POST employee/validate body and answer (B2E). */
export const EmployeeValidationRequest = object({ sap_id: size(string(), 1, 40), cpf: Cpf });
export type EmployeeValidationRequest = Infer<typeof EmployeeValidationRequest>;
export const EmployeeValidationAnswer = object({ data: object({ active: boolean() }) });
export type EmployeeValidationAnswer = Infer<typeof EmployeeValidationAnswer>;

/** Lead kind sent to user analytics. */
export const UserAnalyticsType = enums(['OFFER_LEAD', 'GENERIC_LEAD']);
