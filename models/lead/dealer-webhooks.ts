/**
 * A dealer's settings as the admin keeps them (`/admin/concessionarias`,
 * offer admins only) and the webhooks its system receives:
 *
 * - the response time it promises (1–120 business hours, models/lead/response-time.ts);
 * - the webhook's URL (https; plain http only to this machine, for tests and
 *   a local receiver) and its signing secret, answered once when made;
 * - the events (`DealerEventType`) and their body (`DealerEventBody`): ids,
 *   codes, statuses and times, never a person's data nor a secret;
 * - the headers a delivery carries and what the signature is computed over.
 */
import { array, enums, integer, nullable, number, object, optional, refine, size, string, type Infer } from 'superstruct';
import { dealerSettingsLabels } from '../labels/dealer-settings';
import { LeadStatusCode } from './lead-status';

const t = dealerSettingsLabels.errors;

export const RESPONSE_HOURS_MIN = 1;
export const RESPONSE_HOURS_MAX = 120;
export const WEBHOOK_URL_MAX = 500;

/** The admin's calls. */
export const dealerSettingsPaths = {
  /** GET → DealerSettings; PUT DealerSettingsUpdate → DealerSettings. */
  settings: '/api/admin/dealers/:code/settings',
  /** POST → NewWebhookSecret (the only answer that ever carries it). */
  secret: '/api/admin/dealers/:code/webhook-secret',
};
export const dealerSettingsUrl = (code: string) => dealerSettingsPaths.settings.replace(':code', encodeURIComponent(code));
export const webhookSecretUrl = (code: string) => dealerSettingsPaths.secret.replace(':code', encodeURIComponent(code));

/** The headers of a delivery (README "Dealer webhooks"). */
export const WEBHOOK_HEADERS = {
  /** The event's id: the same on every attempt, so the receiver can drop a repeat. */
  eventId: 'x-flua-event-id',
  /** The event's type (`lead.created`…). */
  eventType: 'x-flua-event-type',
  /** Unix seconds when this attempt was signed. */
  timestamp: 'x-flua-timestamp',
  /** `v1=` + hex HMAC-SHA256(secret, timestamp + "." + body). */
  signature: 'x-flua-signature',
} as const;

/** What the signature is computed over: the timestamp header, a dot, the exact body. */
export const signedContent = (timestamp: string, body: string): string => `${timestamp}.${body}`;

/** A receiver refuses a delivery whose timestamp is older than this (a replayed capture). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

// ───────────────────────────── settings ─────────────────────────────

/** Why this text is not a webhook URL the site will POST to, or null: https, or http to this machine (tests, a local receiver). */
export function webhookUrlProblem(text: string): string | null {
  if (text.length > WEBHOOK_URL_MAX) return t.urlTooLong(WEBHOOK_URL_MAX);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return t.urlInvalid;
  }
  if (url.username || url.password || url.hash) return t.urlInvalid;
  if (url.protocol === 'https:' && url.hostname.includes('.')) return null;
  if (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname)) return null;
  return t.urlInvalid;
}

export function responseHoursProblem(hours: number): string | null {
  return Number.isInteger(hours) && hours >= RESPONSE_HOURS_MIN && hours <= RESPONSE_HOURS_MAX ? null : t.hoursRange(RESPONSE_HOURS_MIN, RESPONSE_HOURS_MAX);
}

export const WebhookUrl = refine(string(), 'webhookUrl', (v) => webhookUrlProblem(v) ?? true);
export const ResponseHours = refine(number(), 'responseHours', (v) => responseHoursProblem(v) ?? true);

/** The admin's save: the response time and the URL (null: no webhook). */
export const DealerSettingsUpdate = object({
  responseHours: ResponseHours,
  webhookUrl: nullable(WebhookUrl),
});
export type DealerSettingsUpdate = Infer<typeof DealerSettingsUpdate>;

export const DealerCodeParams = object({ code: refine(size(string(), 1, 40), 'dealerCode', (v) => /^[A-Za-z0-9_-]+$/.test(v) || t.dealerNotFound) });
export type DealerCodeParams = Infer<typeof DealerCodeParams>;

/** The form as typed: hours as text, the URL blank for none. */
export interface DealerSettingsForm {
  responseHours: string;
  webhookUrl: string;
}

/** What the form lacks, field by field (empty: it can be saved). */
export function settingsFormProblems(form: DealerSettingsForm): Partial<Record<keyof DealerSettingsForm, string>> {
  const out: Partial<Record<keyof DealerSettingsForm, string>> = {};
  const hours = form.responseHours.trim();
  const hoursProblem = /^\d{1,3}$/.test(hours) ? responseHoursProblem(Number(hours)) : t.hoursRange(RESPONSE_HOURS_MIN, RESPONSE_HOURS_MAX);
  if (hoursProblem) out.responseHours = hoursProblem;
  const url = form.webhookUrl.trim();
  const urlProblem = url === '' ? null : webhookUrlProblem(url);
  if (urlProblem) out.webhookUrl = urlProblem;
  return out;
}

export const isSettingsFormValid = (form: DealerSettingsForm): boolean => Object.keys(settingsFormProblems(form)).length === 0;

/** The save the form makes (call it on a valid form). */
export function settingsUpdateOf(form: DealerSettingsForm): DealerSettingsUpdate {
  const url = form.webhookUrl.trim();
  return { responseHours: Number(form.responseHours.trim()), webhookUrl: url === '' ? null : url };
}

export const settingsFormOf = (settings: Pick<DealerSettings, 'responseHours' | 'webhookUrl'>): DealerSettingsForm => ({
  responseHours: String(settings.responseHours),
  webhookUrl: settings.webhookUrl ?? '',
});

// ───────────────────────────── events ─────────────────────────────

export const DEALER_EVENT_TYPES = ['lead.created', 'lead.status_changed', 'lead.version_accepted', 'lead.cancelled'] as const;
export const DealerEventType = enums(DEALER_EVENT_TYPES);
export type DealerEventType = Infer<typeof DealerEventType>;

/** What an event tells about its lead: ids, codes, status and times only. */
export interface DealerEventData {
  leadId: string;
  proposalCode: string;
  status: LeadStatusCode;
  /** The status before a move. */
  previousStatus?: LeadStatusCode;
  /** The version the customer accepted. */
  version?: number;
  /** When the dealer promised to answer (a new lead). */
  respondBy?: string | null;
  /** When it happened. */
  occurredAt: string;
}

/** The JSON body POSTed: `{ id, type, dealerCode, createdAt, data }`. */
export interface DealerEventBody {
  id: string;
  type: DealerEventType;
  dealerCode: string;
  createdAt: string;
  data: DealerEventData;
}

export const DealerEventBody = object({
  id: string(),
  type: DealerEventType,
  dealerCode: string(),
  createdAt: string(),
  data: object({
    leadId: string(),
    proposalCode: string(),
    status: LeadStatusCode,
    previousStatus: optional(LeadStatusCode),
    version: optional(integer()),
    respondBy: optional(nullable(string())),
    occurredAt: string(),
  }),
});

// ───────────────────────────── answers ─────────────────────────────

export const DELIVERY_STATUSES = ['pending', 'delivered'] as const;

export const WebhookDelivery = object({
  eventId: string(),
  type: DealerEventType,
  status: enums(DELIVERY_STATUSES),
  attempts: integer(),
  lastStatus: nullable(integer()),
  createdAt: string(),
  deliveredAt: nullable(string()),
});
export type WebhookDelivery = Infer<typeof WebhookDelivery>;

/** How many deliveries the screen lists. */
export const DELIVERIES_SHOWN = 20;

export const DealerSettings = object({
  code: string(),
  name: string(),
  responseHours: integer(),
  webhookUrl: nullable(string()),
  /** When the current secret was made (null: none yet); the secret itself is never answered again. */
  secretCreatedAt: nullable(string()),
  deliveries: array(WebhookDelivery),
});
export type DealerSettings = Infer<typeof DealerSettings>;

export const NewWebhookSecret = object({ secret: string(), createdAt: string() });
export type NewWebhookSecret = Infer<typeof NewWebhookSecret>;
