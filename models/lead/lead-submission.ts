/**
 * What a lead POST carries and what it records (spec 000 §3 "Lead", "Rental
 * PJ lead"; 001 §7 "Leads"): the request structs (the spec's Lead plus the
 * version of the privacy text shown), the consent rows of LGPD (one per
 * purpose, with the time and the text version), idempotency keys, and the
 * admin view of a stored lead.
 */
import { defaulted, enums, object, optional, pattern, refine, size, string, type Infer } from 'superstruct';
import { labels } from '../labels/spec';
import { leanObject } from '../common/lean-object';
import { EARLIER_PRIVACY_TEXT_VERSIONS, PRIVACY_TEXT_VERSION } from '../privacy-policy/privacy-text';
import { Lead, RentalPjLead, personPhoneCheck } from './lead';
import { DEFAULT_DEALER_CODE, DEFAULT_ORIGIN, DEFAULT_SUB_ORIGIN, type LeadStatus } from './lead-rules';

// ───────────────────────────── consent (LGPD) ─────────────────────────────

/** The version of the privacy and data-sharing texts a lead form shows: the policy's (models/privacy-policy/privacy-text.ts). */
export const CONSENT_TEXT_VERSION = PRIVACY_TEXT_VERSION;
/** Every version a client may have shown (older pages still open keep working). */
export const CONSENT_TEXT_VERSIONS = [CONSENT_TEXT_VERSION, ...EARLIER_PRIVACY_TEXT_VERSIONS] as const;

/** What a lead asks the person's consent for: each way of contacting them. None is ever ticked for them. */
export const CONSENT_PURPOSES = ['sms_phone', 'whatsapp', 'email'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * Why a lead goes to the dealer it names: answering the person's own
 * request, the preliminary procedures of a contract they asked for (LGPD
 * art. 7 V). Not a consent: no box asks for it and none is recorded; every
 * lead records this basis (`leads.dealer_sharing_basis`).
 */
export const DEALER_SHARING_BASES = ['preliminary_procedures'] as const;
export type DealerSharingBasis = (typeof DEALER_SHARING_BASES)[number];

export interface ConsentDecision {
  purpose: ConsentPurpose;
  granted: boolean;
}

/** The consents a rental lead records: SMS/phone (either indicator), WhatsApp and e-mail, each as the person ticked it. */
export function rentalLeadConsents(lead: Pick<Lead, 'indSmsContact' | 'indPhoneContact' | 'indWhatsappContact' | 'indEmailContact'>): ConsentDecision[] {
  return [
    { purpose: 'sms_phone', granted: lead.indSmsContact || lead.indPhoneContact },
    { purpose: 'whatsapp', granted: lead.indWhatsappContact },
    { purpose: 'email', granted: lead.indEmailContact },
  ];
}

/** A company lead: the contact channels follow the communications consent (and the preferred methods, when given). */
export function pjLeadConsents(lead: Pick<RentalPjLead, 'accept_communication_contact' | 'preferred_contact_method'>): ConsentDecision[] {
  const preferred = lead.preferred_contact_method ?? [];
  const wants = (...methods: string[]) => lead.accept_communication_contact && (preferred.length === 0 || methods.some((m) => preferred.includes(m as never)));
  return [
    { purpose: 'sms_phone', granted: wants('sms', 'phone') },
    { purpose: 'whatsapp', granted: wants('whatsapp') },
    { purpose: 'email', granted: wants('email') },
  ];
}

// ───────────────────────────── requests ─────────────────────────────

const ConsentVersion = enums(CONSENT_TEXT_VERSIONS);
export const LEAD_SOURCES = ['DrivePass', 'source'] as const;

/**
 * `POST /api/v2/lead`, `/api/create-rental-lead`, `/api/leads/flua/create`:
 * the spec's Lead plus `consent_text_version`; at least one contact opt-in.
 */
export const LeadSubmission = refine(
  leanObject({
    ...Lead.schema,
    consent_text_version: defaulted(ConsentVersion, CONSENT_TEXT_VERSION),
    /** Lead source (spec 001 §9): 'DrivePass' in B2E, else 'source'. */
    leadSource: optional(enums(LEAD_SOURCES)),
    /**
     * The dealer group the page keeps (the address's `dealerGroup`, 7 days): the server counts it for the
     * sub-origin 'Campanha Grupo CCSS' only when the lead's dealer belongs to that group (models/lead/lead-rules.ts `subOrigin`).
     */
    dealerGroup: optional(pattern(string(), /^[A-Za-z0-9._-]{1,80}$/)),
  }),
  'leadSubmission',
  (lead) => {
    const person = lead.firstName != null && lead.cpf != null;
    const company = lead.corporateName != null && lead.contactName != null && lead.cnpj != null;
    if (!person && !company) return labels.validation.checkRequiredFields;
    const phone = personPhoneCheck(lead);
    if (phone !== true) return phone;
    if (!lead.indSmsContact && !lead.indPhoneContact && !lead.indEmailContact && !lead.indWhatsappContact) {
      return labels.validation.optInRequired;
    }
    return true;
  },
);
export type LeadSubmission = Infer<typeof LeadSubmission>;

/** `POST /api/leads/pj`: the Rental PJ lead; dealer 55553, origin and sub-origin by default. */
export const RentalPjLeadSubmission = object({
  ...RentalPjLead.schema,
  dealer_code: defaulted(size(string(), 1, 40), DEFAULT_DEALER_CODE),
  origin: defaulted(size(string(), 0, 80), DEFAULT_ORIGIN),
  subOrigin: defaulted(size(string(), 0, 80), DEFAULT_SUB_ORIGIN),
  consent_text_version: defaulted(ConsentVersion, CONSENT_TEXT_VERSION),
});
export type RentalPjLeadSubmission = Infer<typeof RentalPjLeadSubmission>;

// ───────────────────────────── idempotency ─────────────────────────────

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,200}$/;
export const IdempotencyKey = pattern(string(), IDEMPOTENCY_KEY_PATTERN);

// ───────────────────────────── stored leads (admin view) ─────────────────────────────

export const LEAD_KINDS = ['rental', 'rental_pj'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export interface StoredConsent {
  purpose: ConsentPurpose;
  granted: boolean;
  textVersion: string;
  recordedAt: string;
}

export interface StoredLead {
  id: string;
  kind: LeadKind;
  endpoint: string;
  status: LeadStatus;
  document: string;
  email: string;
  offerId: string | null;
  dealerCode: string;
  productLeadIds: string[];
  userId: string | null;
  createdAt: string;
  updatedAt: string;
  body: Record<string, unknown>;
  consents: StoredConsent[];
}

export const AdminLeadsQuery = object({
  document: optional(pattern(string(), /^[0-9A-Za-z./-]{11,18}$/)),
  email: optional(size(string(), 3, 200)),
  limit: optional(pattern(string(), /^\d{1,3}$/)),
});
export type AdminLeadsQuery = Infer<typeof AdminLeadsQuery>;
