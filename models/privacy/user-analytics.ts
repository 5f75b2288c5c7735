/**
 * User analytics after a lead (spec 001 §7: `POST {user analytics}/useranalytics/send`,
 * body jwtToken, type OFFER_LEAD or GENERIC_LEAD, payload as JSON text).
 *
 * `jwtToken` is the analytics token the lead's answer carries (only the
 * browser that sent the lead has it, for a day). The payload is the lead's
 * non-personal figures and the visit's analytics ids, nothing else: the
 * server parses it with `UserAnalyticsPayload` (unknown fields refused) and
 * refuses anything shaped like a CPF, CNPJ, e-mail or phone.
 */
import { integer, min, object, optional, pattern, size, string, type Infer } from 'superstruct';
import { UserAnalyticsType } from '../lead/lead';
import { looksPersonal, UTM_KEYS, type AnalyticsIds, type LeadTracking } from '../common/tracking';

// In models/common/tracking.ts (light, read by the first page); kept here for the payload's readers.
export { gaClientIdOf } from '../common/tracking';

export { UserAnalyticsType };
export type UserAnalyticsKind = Infer<typeof UserAnalyticsType>;

/** The analytics token of a lead: 32 random bytes, base64url. */
export const ANALYTICS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** How long a lead's analytics token works. */
export const ANALYTICS_TOKEN_TTL_MS = 86_400_000;
export const USER_ANALYTICS_PATH = '/api/useranalytics/send';
export const PAYLOAD_MAX_LENGTH = 4000;

export const UserAnalyticsRequest = object({
  jwtToken: pattern(string(), ANALYTICS_TOKEN_PATTERN),
  type: UserAnalyticsType,
  payload: size(string(), 2, PAYLOAD_MAX_LENGTH),
});
export type UserAnalyticsRequest = Infer<typeof UserAnalyticsRequest>;

const id = size(pattern(string(), /^[A-Za-z0-9_.:-]+$/), 1, 80);
const text = (max: number) => optional(size(string(), 1, max));

/** What the payload may hold: the lead's ids and figures, the visit's campaign and analytics ids. */
export const UserAnalyticsPayload = object({
  leadId: id,
  productLeadId: optional(id),
  offerId: optional(id),
  dealerId: optional(id),
  brand: text(40),
  period: optional(min(integer(), 1)),
  km: optional(min(integer(), 1)),
  /** The monthly price, in centavos. */
  rentalPrice: optional(min(integer(), 0)),
  utm_source: text(200),
  utm_medium: text(200),
  utm_campaign: text(200),
  utm_content: text(200),
  utm_term: text(200),
  gclid: optional(size(pattern(string(), /^[A-Za-z0-9_-]+$/), 1, 400)),
  gaclientid: text(200),
  gatrackid: text(200),
  gauserid: text(200),
});
export type UserAnalyticsPayload = Infer<typeof UserAnalyticsPayload>;

export const UserAnalyticsAnswer = object({ id: string() });
export type UserAnalyticsAnswer = Infer<typeof UserAnalyticsAnswer>;

/** The payload's string values that look personal (their field names); empty when none. */
export function personalFieldsOf(payload: Record<string, unknown>): string[] {
  return Object.entries(payload)
    .filter(([, value]) => (typeof value === 'string' || typeof value === 'number') && looksPersonal(String(value)))
    .map(([key]) => key);
}

export type ParsedPayload = { ok: true; payload: UserAnalyticsPayload } | { ok: false; reason: 'invalid' | 'personalData'; fields: string[] };

/** Reads the payload text: JSON, the allowed fields only, nothing personal. */
export function parseUserAnalyticsPayload(text: string): ParsedPayload {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid', fields: ['payload'] };
  }
  const [error, payload] = UserAnalyticsPayload.validate(value);
  if (error) return { ok: false, reason: 'invalid', fields: error.failures().map((f) => (f.path as (string | number)[]).join('.') || 'payload') };
  const personal = personalFieldsOf(payload);
  if (personal.length > 0) return { ok: false, reason: 'personalData', fields: personal };
  return { ok: true, payload };
}

/** The lead's figures a payload carries (the browser builds it from what the chart knows). */
export interface LeadFigures {
  leadId: string;
  productLeadId?: string | undefined;
  offerId?: string | undefined;
  dealerId?: string | undefined;
  brand?: string | undefined;
  period?: number | undefined;
  km?: number | undefined;
  rentalPrice?: number | undefined;
}

export type { AnalyticsIds } from '../common/tracking';

/** The payload of a lead: its figures, the landing's campaign values and gclid (as consented), the analytics ids. */
export function userAnalyticsPayload(lead: LeadFigures, tracking: LeadTracking, ids: AnalyticsIds): UserAnalyticsPayload {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(lead) as [string, string | number | undefined][]) if (value !== undefined && value !== '') out[key] = value;
  for (const key of UTM_KEYS) {
    const value = tracking.utm[key];
    if (value) out[key] = value.slice(0, 200);
  }
  if (tracking.gclid && /^[A-Za-z0-9_-]{1,400}$/.test(tracking.gclid)) out.gclid = tracking.gclid;
  if (ids.gaclientid) out.gaclientid = ids.gaclientid.slice(0, 200);
  if (ids.gatrackid) out.gatrackid = ids.gatrackid.slice(0, 200);
  if (ids.gauserid) out.gauserid = ids.gauserid.slice(0, 200);
  // Anything shaped like personal data is left out rather than sent.
  for (const key of personalFieldsOf(out)) delete out[key];
  return out as UserAnalyticsPayload;
}
