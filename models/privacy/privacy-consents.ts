/**
 * The customer's consents in the privacy centre (`/privacidade`, LGPD arts.
 * 8 and 18 IX): every consent each of their leads recorded, per purpose,
 * with its date and text version and its history; each can be withdrawn
 * and given again, effective at once for new contacts. `lead_consents` holds
 * the current state; `consent_events` every change, append-only.
 *
 * - `GET /api/privacy/consents`: the signed-in customer's leads (sent while
 *   signed in, or carrying their CPF and one of their proven e-mails) with
 *   their consents.
 * - `PUT /api/privacy/consents/{leadId}/{purpose}` `{ granted }` with an
 *   Idempotency-Key: the lead's owner withdraws or gives the consent again;
 *   the answer is the whole list as it now stands.
 */
import { array, boolean, enums, nullable, object, pattern, string, type Infer } from 'superstruct';
import { CONSENT_PURPOSES, type ConsentPurpose } from '../lead/lead-submission';

export const PRIVACY_CONSENTS_PATH = '/api/privacy/consents';
/** How many of a customer's leads the privacy centre lists (newest first). */
export const PRIVACY_CONSENTS_LIMIT = 50;

export const CONSENT_ACTORS = ['lead', 'customer'] as const;
/** Who recorded a consent: the lead form that sent it, or the customer in the privacy centre. */
export type ConsentActor = (typeof CONSENT_ACTORS)[number];

export const ConsentChangeParams = object({
  leadId: pattern(string(), /^[0-9a-f-]{36}$/),
  purpose: enums(CONSENT_PURPOSES),
});
export type ConsentChangeParams = Infer<typeof ConsentChangeParams>;

export const ConsentChangeBody = object({ granted: boolean() });
export type ConsentChangeBody = Infer<typeof ConsentChangeBody>;

export const ConsentEvent = object({
  granted: boolean(),
  /** ISO time of the change. */
  at: string(),
  textVersion: string(),
  actor: enums(CONSENT_ACTORS),
});
export type ConsentEvent = Infer<typeof ConsentEvent>;

export const CustomerConsent = object({
  purpose: enums(CONSENT_PURPOSES),
  granted: boolean(),
  textVersion: string(),
  /** ISO time the current state was recorded. */
  recordedAt: string(),
  /** Every change, oldest first (the lead's own record first). */
  history: array(ConsentEvent),
});
export type CustomerConsent = Infer<typeof CustomerConsent>;

export const ConsentLead = object({
  leadId: string(),
  proposalCode: string(),
  createdAt: string(),
  /** The offer as the details page titles it (or its code; a company's name for a company's request). */
  title: string(),
  dealerName: nullable(string()),
  consents: array(CustomerConsent),
});
export type ConsentLead = Infer<typeof ConsentLead>;

export const PrivacyConsentsAnswer = array(ConsentLead);
export type PrivacyConsentsAnswer = Infer<typeof PrivacyConsentsAnswer>;

/** A change the customer asks for. */
export interface ConsentChange {
  leadId: string;
  purpose: ConsentPurpose;
  granted: boolean;
}

/** The purposes in the order the privacy centre and the dealer's page list them. */
export const CONSENT_PURPOSE_ORDER: readonly ConsentPurpose[] = ['whatsapp', 'sms_phone', 'email'];

export function sortConsents<T extends { purpose: ConsentPurpose }>(consents: readonly T[]): T[] {
  return [...consents].sort((a, b) => CONSENT_PURPOSE_ORDER.indexOf(a.purpose) - CONSENT_PURPOSE_ORDER.indexOf(b.purpose));
}

/** The consent of this lead and purpose in a list, if it is there. */
export function findConsent(leads: readonly ConsentLead[], leadId: string, purpose: ConsentPurpose): CustomerConsent | undefined {
  return leads.find((l) => l.leadId === leadId)?.consents.find((c) => c.purpose === purpose);
}

/** Would this change change anything (the consent exists and stands otherwise)? */
export function isConsentChange(leads: readonly ConsentLead[], change: ConsentChange): boolean {
  const consent = findConsent(leads, change.leadId, change.purpose);
  return consent !== undefined && consent.granted !== change.granted;
}

/** When the customer withdrew a consent that now stands refused (null: it stands granted, or was refused on the lead form). */
export function withdrawnAtOf(consent: { granted: boolean; history: readonly ConsentEvent[] }): string | null {
  if (consent.granted) return null;
  const last = consent.history.at(-1);
  return last && !last.granted && last.actor === 'customer' ? last.at : null;
}

/** The contact channels a lead asked for, less those whose consent is no longer given (effective at once for new contacts). */
export function currentContact(
  asked: { sms: boolean; phone: boolean; email: boolean; whatsapp: boolean },
  consents: readonly { purpose: ConsentPurpose; granted: boolean }[],
): { sms: boolean; phone: boolean; email: boolean; whatsapp: boolean } {
  const allowed = (purpose: ConsentPurpose) => consents.find((c) => c.purpose === purpose)?.granted ?? true;
  return {
    sms: asked.sms && allowed('sms_phone'),
    phone: asked.phone && allowed('sms_phone'),
    email: asked.email && allowed('email'),
    whatsapp: asked.whatsapp && allowed('whatsapp'),
  };
}
