/**
 * The lead form's rules (spec 000 §2 "Lead forms", §4 "Lead form"; 001
 * §5.1–5.3): its values, which fields apply (natural person, legal person,
 * B2E), the messages of an invalid form, the prefill of a signed-in
 * customer, and the lead body sent to the API. Validation and formats come
 * from validators.ts, masks.ts and lead-rules.ts; prices from pricing.ts.
 */
import type { SessionUser } from '../account/auth';
import type { Coupon } from '../coupon/coupon-rules';
import { FILE_TOTAL_LIMIT_MB, type DocumentRefusal } from '../documents/files';
import { leadLabels } from '../labels/lead';
import { labels } from '../labels/spec';
import { PREFERRED_CONTACT_RULES, type LeadAdditional, type RelatedProduct } from './lead';
import { validateCheckboxGroup, type CheckboxGroupRule } from '../common/checkbox-group';
import {
  DEFAULT_ORIGIN,
  validateKinship,
  dealerRequired,
  leadDealerCode,
  leadSource,
  productGroup,
  subOrigin,
  type PersonType,
} from './lead-rules';
import { CONSENT_TEXT_VERSION, type LeadSubmission } from './lead-submission';
import { documentAsSent } from '../common/masks';
import type { Offer } from '../offer/offer';
import { isPlateAdditional, selectionOf, type DetailsConfiguration } from '../pricing/offer-details';
import type { OfferPrice } from '../pricing/pricing';
import type { PaymentInformation } from './payment';
import { leadPartnershipRequest, type VerifiedPartnership } from './partnership';
import {
  validateCnpj,
  validateCpf,
  validateRequiredCpf,
  validateEmail,
  validateFullName,
  validateMobilePhone,
  validatePhone,
  validateRequired,
  validateCompanyName,
} from '../common/validators';
import type { LeadTracking } from '../common/tracking';
import { withAccountOverrides, type DocumentInfo, type LeadErrorField, type LeadFormErrors, type LeadFormSettings, type LeadFormValues } from './lead-form-values';

// The form's values and settings, the prefill and the lead's CPF live in models/lead/lead-form-values.ts (the details
// chart reads the CPF without the rest of the form's rules); the lead form's modules import them from here too.
export * from './lead-form-values';

/** Whether the person-type radio shows: not in B2E mode, nor when one of the forms is hidden. */
export function showsPersonTypeChoice(settings: Pick<LeadFormSettings, 'b2e' | 'physicalFormHidden' | 'legalFormHidden'>): boolean {
  return !settings.b2e && !settings.physicalFormHidden && !settings.legalFormHidden;
}

const SAP_ID = /^[A-Za-z0-9]{1,40}$/;

/** Total size of the documents, and whether they fit the limit. */
export function documentsTotal(documents: readonly DocumentInfo[]): number {
  return documents.reduce((sum, d) => sum + d.size, 0);
}

/** More documents may be added while the chosen ones stay within the total limit. */
export function acceptsMoreDocuments(documents: readonly DocumentInfo[], settings: Pick<LeadFormSettings, 'fileLimitBytes'>): boolean {
  return documentsTotal(documents) <= settings.fileLimitBytes;
}

/** The company fields (name, contact, CNPJ, fleet) replace the person's: a legal person outside B2E. */
export function isCompanyForm(values: Pick<LeadFormValues, 'personType'>, settings: Pick<LeadFormSettings, 'b2e'>): boolean {
  return values.personType === 'legalPerson' && !settings.b2e;
}

/** The employee's CPF and the kinship are asked of an employee's relative only. */
export function asksRelativeFields(values: Pick<LeadFormValues, 'b2eKind'>): boolean {
  return values.b2eKind === 'RELATIVE';
}

/** The dealer's 'delivered by' note is for people: a company form or a legal-person offer hides it. */
export function showsDeliveredBy(
  values: Pick<LeadFormValues, 'personType'>,
  settings: Pick<LeadFormSettings, 'b2e'>,
  offer: Pick<Offer, 'targetEntityType'>,
): boolean {
  return !isCompanyForm(values, settings) && offer.targetEntityType !== 'LEGAL_PERSON';
}

export function documentsError(documents: readonly DocumentInfo[], settings: Pick<LeadFormSettings, 'b2eVerification' | 'fileLimitBytes'>): string | undefined {
  if (documentsTotal(documents) > settings.fileLimitBytes) return labels.validation.fileTotalSize(Math.round(settings.fileLimitBytes / (1024 * 1024)) || FILE_TOTAL_LIMIT_MB);
  if (settings.b2eVerification && documents.length === 0) return labels.leadForm.b2e.filesRequired;
  return undefined;
}

/** Why the picker refused files, one pt-BR line each (shown at once, before anything is sent). */
export function documentRefusalMessages(refused: readonly DocumentRefusal[], limitBytes: number): string[] {
  const mb = Math.round(limitBytes / (1024 * 1024)) || FILE_TOTAL_LIMIT_MB;
  return refused.map((r) => (r.reason === 'type' ? leadLabels.b2e.refusedType(r.name) : r.reason === 'size' ? leadLabels.b2e.refusedSize(r.name, mb) : leadLabels.b2e.refusedCount(r.name)));
}

/** Total vehicles: digits only, greater than 0 (spec 001 §5.3: minimum 1, step 1). */
export function validateTotalVehicles(value: string): string | undefined {
  return /^\d+$/.test(value) && Number(value) > 0 ? undefined : labels.validation.numberGreaterThanZero;
}

/** The opt-in boxes (SMS/phone, WhatsApp, e-mail) as one checkbox group. */
export const OPT_IN_CHANNELS = ['smsPhone', 'whatsapp', 'email'] as const;
export type OptInChannel = (typeof OPT_IN_CHANNELS)[number];
/** At least one channel ticked (spec 000 §2 opt-in checkboxes; 'Selecione pelo menos uma das opções acima'). */
export const OPT_IN_RULES: readonly CheckboxGroupRule[] = [
  { kind: 'required', message: labels.leadForm.optInRequired },
  { kind: 'allowed', values: OPT_IN_CHANNELS },
];

/** The channels ticked, in the group's order. */
export function optInChannels(values: Pick<LeadFormValues, 'smsPhoneOptIn' | 'whatsappOptIn' | 'emailOptIn'>): OptInChannel[] {
  const ticked = { smsPhone: values.smsPhoneOptIn, whatsapp: values.whatsappOptIn, email: values.emailOptIn };
  return OPT_IN_CHANNELS.filter((c) => ticked[c]);
}

/**
 * Every message of the form as it stands (spec 001 §5.2, §5.3), the dealer
 * included (a legal person with a fixed dealer is exempt).
 */
export function leadFormErrors(
  values: LeadFormValues,
  settings: LeadFormSettings,
  extra: { documents: readonly DocumentInfo[]; hasDealer: boolean; hasCity: boolean },
): LeadFormErrors {
  const errors: LeadFormErrors = {};
  const set = (field: LeadErrorField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  if (values.personType === 'physicalPerson' || settings.b2e) {
    set('fullName', validateFullName(values.fullName));
    set('email', validateEmail(values.email));
    set('cpf', validateRequiredCpf(values.cpf));
    set('mobilePhone', validateMobilePhone(values.mobilePhone));
  } else {
    set('companyName', validateRequired(values.companyName.trimStart()) ?? validateCompanyName(values.companyName.trimStart()));
    set('contactName', validateFullName(values.contactName));
    set('email', validateEmail(values.email));
    set('cnpj', validateCnpj(values.cnpj));
    set('phone', validatePhone(values.phone));
    if (!settings.totalVehiclesHidden) set('totalVehicles', validateTotalVehicles(values.totalVehicles));
  }
  if (settings.preferredContactEnabled) set('preferredContacts', validateCheckboxGroup(values.preferredContacts, PREFERRED_CONTACT_RULES));
  if (settings.b2e) {
    set('sapId', SAP_ID.test(values.sapId.trim()) ? undefined : labels.leadForm.b2e.sapIdInvalid);
    if (asksRelativeFields(values)) {
      set('employeeCpf', validateCpf(values.employeeCpf) ? labels.leadForm.b2e.employeeCpfInvalid : undefined);
      set('kinship', validateKinship(values.kinship));
    }
    set('documents', documentsError(extra.documents, settings));
  }
  set('optIns', validateCheckboxGroup(optInChannels(values), OPT_IN_RULES));
  // The dealer (and the city its list depends on); a legal person with a fixed dealer needs neither.
  if (dealerRequired(settings.b2e ? 'physicalPerson' : values.personType, settings.fixedLegalPersonDealer != null)) {
    if (!extra.hasCity) set('city', labels.leadForm.chooseCity);
    else if (!extra.hasDealer) set('dealer', labels.dealerSelector.required);
  }
  return errors;
}

export function hasErrors(errors: LeadFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

// ───────────────────────────── the lead body ─────────────────────────────

export interface LeadBodyContext {
  offer: Offer;
  config: DetailsConfiguration;
  price: OfferPrice;
  coupon: Coupon | null;
  /** The chosen dealer, or null (a legal person then goes to the fixed legal-person dealer, if the site has one). */
  dealerCode: string | null;
  settings: Pick<LeadFormSettings, 'b2e' | 'fixedLegalPersonDealer' | 'totalVehiclesHidden' | 'cnpjAgeEnabled' | 'preferredContactEnabled' | 'stripDocuments'>;
  user: SessionUser | null;
  tracking: LeadTracking;
  location: { stateCode: string; cityName: string; countryCode: string } | null;
  sellerId?: string | null | undefined;
  dealerIdFromUrl?: string | null | undefined;
  dealerGroup?: string | null | undefined;
  configuredSubOrigin?: string | null | undefined;
  configuredProductGroup?: string | null | undefined;
  documentUrls: string[];
  /** The send's nonce (minted by the page as the person sends, kept with its retries). */
  nonce?: string | null | undefined;
  /** A partner's link whose token the server opened: the lead carries the partner's name and the token (models/lead/partnership.ts). */
  partnership?: VerifiedPartnership | null | undefined;
}

/** The colour and optional a lead (or a lead update) carries. */
export function leadRelatedProducts(offer: Offer, config: DetailsConfiguration): RelatedProduct[] {
  const s = selectionOf(offer, config);
  const out: RelatedProduct[] = [];
  if (s.colour) out.push({ product: offer.mvs, type: 'color', code: s.colour.code, name: s.colour.name, price: s.colour.value });
  if (s.optional) out.push({ product: offer.mvs, type: 'optional', code: s.optional.code, name: s.optional.name, price: s.optional.value });
  return out;
}

/** The checked additionals a lead (or a lead update) carries, the plate ending with its number. */
export function leadAdditionals(offer: Offer, config: DetailsConfiguration): LeadAdditional[] {
  return selectionOf(offer, config).additionals.map((a) => ({
    id: a.id,
    name: a.name,
    value: a.value,
    ...(a.locavia_code ? { locavia_code: a.locavia_code } : {}),
    ...(isPlateAdditional(a) ? { plate_number: config.plateNumber } : {}),
  }));
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part * 10_000) / whole) / 100) : 0);

/** The monthly value a lead states: the first instalment range (else the financing's monthly value). */
export function leadMonthlyPrice(price: OfferPrice): number {
  return price.ranges[0]?.amount ?? price.financing.monthlyValue;
}

/** The payment information a lead (or a lead update) carries (spec 000 §3 "Payment information"). */
export function leadPaymentInformation(offer: Offer, config: DetailsConfiguration, price: OfferPrice, coupon: Coupon | null): PaymentInformation {
  const plan = selectionOf(offer, config).plan;
  const monthly = leadMonthlyPrice(price);
  const contract = price.parts.total * plan.period;
  return {
    initialPaymentAmount: price.financing.firstPayment,
    initialPaymentPercentage: percent(price.financing.firstPayment, contract),
    discountAmount: price.financing.discount + price.couponDiscount * price.couponMonths,
    discountPercentage: percent(price.couponDiscount, plan.price),
    monthlyInstallments: plan.period,
    monthlyPaymentAmount: monthly,
    coupon,
  };
}

/**
 * The lead the API receives (spec 000 §3 "Lead (rental)"): the person or
 * company, the offer and its configuration, the payment information, the
 * contact indicators, the sub-origin, product group and lead source, the
 * tracking values, B2E data and, for a signed-in customer, the account's
 * name, CPF, phone and e-mail.
 */
export function buildLeadBody(values: LeadFormValues, ctx: LeadBodyContext): LeadSubmission {
  const v = withAccountOverrides(values, ctx.user);
  const { offer, config, price } = ctx;
  const s = selectionOf(offer, config);
  const personType: PersonType = ctx.settings.b2e ? 'physicalPerson' : v.personType;
  const monthly = leadMonthlyPrice(price);
  const person =
    personType === 'physicalPerson'
      ? { firstName: v.fullName.trim().replace(/\s+/g, ' '), cpf: documentAsSent(v.cpf, 'cpf', ctx.settings.stripDocuments), phone: v.mobilePhone }
      : {
          corporateName: v.companyName.trim(),
          contactName: v.contactName.trim().replace(/\s+/g, ' '),
          cnpj: documentAsSent(v.cnpj, 'cnpj', ctx.settings.stripDocuments),
          phone: v.phone,
          ...(ctx.settings.totalVehiclesHidden ? {} : { totalVehicles: Number(v.totalVehicles) }),
          ...(ctx.settings.cnpjAgeEnabled && v.cnpjOverTwoYears ? { hasTwoYearCnpj: v.cnpjOverTwoYears === 'yes' } : {}),
        };
  const b2e = ctx.settings.b2e
    ? {
        sapId: v.sapId.trim(),
        is_employee: v.b2eKind === 'EMPLOYEE',
        // A relative's lead names the employee (SAP id and CPF): the server checks them at lead time.
        ...(asksRelativeFields(v) ? { kinship: v.kinship.trim(), employeeCpf: documentAsSent(v.employeeCpf, 'cpf', ctx.settings.stripDocuments) } : {}),
        ...(ctx.documentUrls.length ? { documents_url: ctx.documentUrls } : {}),
      }
    : {};
  const utm = Object.fromEntries(Object.entries(ctx.tracking.utm).filter(([, val]) => val));
  const lead: LeadSubmission = {
    ...person,
    email: v.email.trim(),
    ...(ctx.settings.preferredContactEnabled && v.preferredContacts.length ? { preferred_contact_method: v.preferredContacts } : {}),
    dealersCode: leadDealerCode(personType, ctx.dealerCode, ctx.settings.fixedLegalPersonDealer),
    brand: offer.brand,
    productCode: offer.mvs,
    msc_ano_modelo: String(offer.modelYear),
    relatedProduct: leadRelatedProducts(offer, config),
    ofertas_id: offer.id,
    startsOn: offer.startsOn,
    endsOn: offer.endsOn,
    additionals: leadAdditionals(offer, config),
    wantHelp: v.wantHelp,
    ...(ctx.sellerId ? { sellerId: ctx.sellerId } : {}),
    ...(ctx.dealerIdFromUrl ? { referralDealer: ctx.dealerIdFromUrl } : {}),
    ...(ctx.dealerGroup ? { dealerGroup: ctx.dealerGroup } : {}),
    period: s.plan.period,
    km: s.plan.km,
    rentalPrice: monthly,
    rental_payment_information: leadPaymentInformation(offer, config, price, ctx.coupon),
    indSmsContact: v.smsPhoneOptIn,
    indPhoneContact: v.smsPhoneOptIn,
    indEmailContact: v.emailOptIn,
    indWhatsappContact: v.whatsappOptIn,
    form: personType === 'physicalPerson' ? (ctx.settings.b2e ? 'b2e' : 'pessoa-fisica') : 'pessoa-juridica',
    origin: DEFAULT_ORIGIN,
    SubOrigem__c: subOrigin({
      sellerId: ctx.sellerId,
      dealerIdFromUrl: ctx.dealerIdFromUrl,
      dealerGroup: ctx.dealerGroup,
      configured: ctx.configuredSubOrigin ?? offer.leadInterestCollection?.sfSubOrigin,
    }),
    productGroup: productGroup(personType, ctx.configuredProductGroup),
    ...(ctx.tracking.retUrl ? { retUrl: ctx.tracking.retUrl.slice(0, 2000) } : {}),
    ...(ctx.tracking.referer ? { referer: ctx.tracking.referer.slice(0, 2000) } : {}),
    ...(ctx.location ? { uf: ctx.location.stateCode, cidade: ctx.location.cityName, countryCode: ctx.location.countryCode, country: 'Brasil' } : {}),
    ...utm,
    ...(ctx.tracking.gclid ? { gclid: ctx.tracking.gclid.slice(0, 400) } : {}),
    ...(ctx.tracking.gaclientid ? { gaclientid: ctx.tracking.gaclientid.slice(0, 200) } : {}),
    ...(ctx.tracking.gatrackid ? { gatrackid: ctx.tracking.gatrackid.slice(0, 200) } : {}),
    ...(ctx.tracking.gauserid ? { gauserid: ctx.tracking.gauserid.slice(0, 200) } : {}),
    ...(ctx.nonce ? { nonce: ctx.nonce.slice(0, 200) } : {}),
    ...leadPartnershipRequest(ctx.partnership ?? null),
    leadSource: leadSource(ctx.settings.b2e) as LeadSubmission['leadSource'],
    ...b2e,
    consent_text_version: CONSENT_TEXT_VERSION,
  };
  return lead;
}
