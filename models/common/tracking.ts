/**
 * What a lead carries about how the visitor arrived: the landing address's
 * UTM values, the gclid cookie, the referer and the page.
 */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export interface LeadTracking {
  utm: Partial<Record<UtmKey, string>>;
  gclid?: string | undefined;
  referer?: string | undefined;
  retUrl?: string | undefined;
  /** The analytics ids of the page: the GA client id, tracking id and user id. */
  gaclientid?: string | undefined;
  gatrackid?: string | undefined;
  gauserid?: string | undefined;
}

/** The UTM values of a landing address (at most 200 characters each). */
export function utmFromSearch(search: string): Partial<Record<UtmKey, string>> {
  const params = new URLSearchParams(search);
  const out: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const v = params.get(key)?.trim();
    if (v) out[key] = v.slice(0, 200);
  }
  return out;
}

// ───────────────────────────── the data layer ─────────────────────────────

/** The interactions the data layer hears (spec 001 §8 "Tracking"): one event each. */
export const TRACKED_INTERACTIONS = ['cardClick', 'detailsView', 'planChange', 'coupon', 'leadSent', 'share'] as const;
export type TrackedInteraction = (typeof TRACKED_INTERACTIONS)[number];

/** The tracking id of the component each interaction happens on. */
export const TRACKING_IDS: Record<TrackedInteraction, string> = {
  cardClick: 'flua-offer-card',
  detailsView: 'flua-offer-details',
  planChange: 'flua-plan-selector',
  coupon: 'flua-coupon',
  leadSent: 'flua-lead-form',
  share: 'flua-share',
};

/**
 * The page components whose tracking properties the data layer's entries
 * carry (spec 001 §7 `GET {component path}.infinity.json`, a 404 ignored):
 * the showcase (its cards), the offer details (the view, the plan, the
 * coupon, the share) and the lead form.
 */
export const TRACKING_COMPONENTS = ['showcase', 'offer-details', 'lead-form'] as const;
export type TrackingComponent = (typeof TRACKING_COMPONENTS)[number];

/** The component each interaction happens on. */
export const TRACKING_COMPONENT_OF: Record<TrackedInteraction, TrackingComponent> = {
  cardClick: 'showcase',
  detailsView: 'offer-details',
  planChange: 'offer-details',
  coupon: 'offer-details',
  share: 'offer-details',
  leadSent: 'lead-form',
};

/** A component's content path (`{component path}`); its tracking properties are at `{path}.infinity.json`. */
export const TRACKING_COMPONENTS_FOLDER = '/content/flua/components';
export const INFINITY_JSON = '.infinity.json';
export function trackingPropertiesPath(component: TrackingComponent): string {
  return `${TRACKING_COMPONENTS_FOLDER}/${component}${INFINITY_JSON}`;
}

/** A component's tracking properties: flat, non-personal values the site's content gives it. */
export type TrackingProperties = Record<string, TrackingValue>;
/** The properties read, per component (a component without any: absent). */
export type TrackingPropertiesByComponent = Partial<Record<TrackingComponent, TrackingProperties>>;

/** The component of a record's tracking id (none: a tracking id of no component of ours). */
export function componentOfTrackingId(trackingId: string | undefined): TrackingComponent | undefined {
  const interaction = TRACKED_INTERACTIONS.find((i) => TRACKING_IDS[i] === trackingId);
  return interaction ? TRACKING_COMPONENT_OF[interaction] : undefined;
}

/** The name every entry of ours carries in the data layer. */
export const DATA_LAYER_EVENT = 'flua.interaction';

export type TrackingValue = string | number | boolean;

/** What a chart records: an interaction, the component's tracking id and non-personal figures. */
export interface TrackingRecord {
  interaction: string;
  trackingId: string | undefined;
  data?: Record<string, TrackingValue | null | undefined>;
}

/** The record of an interaction, with its component's tracking id. */
export function interactionRecord(interaction: TrackedInteraction, data: Record<string, TrackingValue | null | undefined> = {}): TrackingRecord {
  return { interaction, trackingId: TRACKING_IDS[interaction], data };
}

export type DataLayerEntry = { event: typeof DATA_LAYER_EVENT; interactionType: string; trackingId: string } & Record<string, TrackingValue>;

export type DroppedReason = 'emptyInteraction' | 'missingTrackingId' | 'personalData';
export type DataLayerVerdict = { ok: true; entry: DataLayerEntry } | { ok: false; reason: DroppedReason };

/** A CPF (11 digits, dotted or not) anywhere in a text, not inside a longer run of letters or digits. */
const CPF_SHAPE = /(?<![0-9A-Za-z])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![0-9A-Za-z])/;
/** A CNPJ (14 digits, punctuated or not). */
const CNPJ_SHAPE = /(?<![0-9A-Za-z])\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}(?![0-9A-Za-z])/;
const EMAIL_SHAPE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** A Brazilian phone: optional +55, a two-digit area code (in brackets or not), 8 or 9 digits, spaced or dashed. */
const PHONE_SHAPE = /(?<![0-9A-Za-z.])(?:\+?55[\s-]?)?\(?\d{2}\)?[\s-]?9?\d{4}[\s-]?\d{4}(?![0-9A-Za-z.])/;

/** A UUID (a lead's or an offer's id): its digit groups may look like a phone ('…-550000000000'), it is none. */
const UUID_SHAPE = /(?<![0-9A-Za-z])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9A-Za-z])/gi;

/** True when a text carries something shaped like a CPF, a CNPJ, an e-mail or a phone (UUIDs aside). */
export function looksPersonal(value: string): boolean {
  const text = value.replace(UUID_SHAPE, ' ');
  return CPF_SHAPE.test(text) || CNPJ_SHAPE.test(text) || EMAIL_SHAPE.test(text) || PHONE_SHAPE.test(text);
}

/** Names a value is never tracked under, whatever it holds. */
const PERSONAL_KEYS = /^(cpf|cnpj|e-?mail|phone|telefone|celular|name|nome|firstname|rg|birth_date|jwttoken|token)$/i;

/** Whether a field's name says it holds personal data (its value is never sent, whatever it looks like). */
export const isPersonalKey = (key: string): boolean => PERSONAL_KEYS.test(key);

/**
 * The data layer's entry for a record (spec 001 §8): an empty interaction
 * type or a missing tracking id is dropped, and so is a record carrying
 * anything personal (a CPF, CNPJ, e-mail or phone, or a field named like
 * one): analytics never receive personal data. Empty values are left out.
 * The tracking properties of the record's component come first: the
 * record's own figures, then its event, type and tracking id, win over them.
 */
export function dataLayerEntry(record: TrackingRecord, properties: TrackingPropertiesByComponent = {}): DataLayerVerdict {
  const interaction = record.interaction.trim();
  if (!interaction) return { ok: false, reason: 'emptyInteraction' };
  const trackingId = record.trackingId?.trim();
  if (!trackingId) return { ok: false, reason: 'missingTrackingId' };
  const component = componentOfTrackingId(trackingId);
  const data: Record<string, TrackingValue> = {};
  for (const [key, value] of Object.entries({ ...(component ? properties[component] : undefined), ...record.data })) {
    if (value === null || value === undefined || value === '') continue;
    if (isPersonalKey(key)) return { ok: false, reason: 'personalData' };
    if (typeof value === 'string' && looksPersonal(value)) return { ok: false, reason: 'personalData' };
    if (typeof value === 'number' && looksPersonal(String(value))) return { ok: false, reason: 'personalData' };
    data[key] = value;
  }
  if (looksPersonal(interaction) || looksPersonal(trackingId)) return { ok: false, reason: 'personalData' };
  return { ok: true, entry: { ...data, event: DATA_LAYER_EVENT, interactionType: interaction, trackingId } };
}

/** What the console says of a dropped record (never the record itself: it may hold what was refused). */
export const DROPPED_MESSAGES: Record<DroppedReason, string> = {
  emptyInteraction: 'tracking: empty interaction type, event dropped',
  missingTrackingId: 'tracking: missing tracking id, event dropped',
  personalData: 'tracking: personal data in the event, event dropped',
};
export const MISSING_DATA_LAYER_MESSAGE = 'dataLayer missing';
/** What the console says of a component whose tracking properties could not be read (its entries go without them). */
export const TRACKING_PROPERTIES_FAILED = 'tracking: tracking properties not loaded';

// ───────────────────────────── cookie and tracking consent ─────────────────────────────

/** Where the visitor's choice is kept (strictly necessary storage). */
export const CONSENT_STORAGE_KEY = 'FLUA_COOKIE_CONSENT';
/** The version of the banner's texts: a new version asks again. */
export const CONSENT_VERSION = '2026-11-24';

/** The purposes beyond what is strictly necessary: measurement (the data layer, user analytics) and advertising (gclid, UTM). */
export const CONSENT_PURPOSES = ['analytics', 'advertising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentPurposes = Record<ConsentPurpose, boolean>;

export interface ConsentChoice {
  version: string;
  purposes: ConsentPurposes;
  /** When it was chosen (ISO). */
  decidedAt: string;
}

export const ALL_PURPOSES: ConsentPurposes = { analytics: true, advertising: true };
export const NO_PURPOSES: ConsentPurposes = { analytics: false, advertising: false };

export function consentChoice(purposes: ConsentPurposes, now: Date): ConsentChoice {
  return { version: CONSENT_VERSION, purposes: { ...purposes }, decidedAt: now.toISOString() };
}

/** The stored choice, or null when there is none, it is unreadable or of an older version (then the banner asks again). */
export function parseConsentChoice(stored: string | null | undefined): ConsentChoice | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<ConsentChoice> | null;
    if (!value || value.version !== CONSENT_VERSION || typeof value.decidedAt !== 'string') return null;
    const purposes = value.purposes as Partial<ConsentPurposes> | undefined;
    if (!purposes || typeof purposes.analytics !== 'boolean' || typeof purposes.advertising !== 'boolean') return null;
    return { version: value.version, purposes: { analytics: purposes.analytics, advertising: purposes.advertising }, decidedAt: value.decidedAt };
  } catch {
    return null;
  }
}

/** The data layer (and user analytics) may hear the visit. */
export function allowsAnalytics(choice: ConsentChoice | null): boolean {
  return choice?.purposes.analytics === true;
}

/** The gclid and the UTM values may be kept and sent with a lead. */
export function allowsAdvertising(choice: ConsentChoice | null): boolean {
  return choice?.purposes.advertising === true;
}

/** The tracking a lead may carry under a choice: campaign values and gclid with the advertising consent, analytics ids with the analytics one. */
export function consentedTracking(tracking: LeadTracking, choice: ConsentChoice | null): LeadTracking {
  const { gaclientid, gatrackid, gauserid, ...landing } = tracking;
  return {
    ...(allowsAdvertising(choice) ? landing : { utm: {} }),
    ...(allowsAnalytics(choice) ? { gaclientid, gatrackid, gauserid } : {}),
  };
}

/** The entries of some records (with their components' tracking properties), and why the others are dropped. */
export function dataLayerEntries(records: readonly TrackingRecord[], properties: TrackingPropertiesByComponent = {}): { entries: DataLayerEntry[]; dropped: DroppedReason[] } {
  const entries: DataLayerEntry[] = [];
  const dropped: DroppedReason[] = [];
  for (const record of records) {
    const verdict = dataLayerEntry(record, properties);
    if (verdict.ok) entries.push(verdict.entry);
    else dropped.push(verdict.reason);
  }
  return { entries, dropped };
}

/** The visit's analytics ids: the GA client id (from the `_ga` cookie), the page's tracking id and the analytics user id (from the data layer). */
export interface AnalyticsIds {
  gaclientid?: string | undefined;
  gatrackid?: string | undefined;
  gauserid?: string | undefined;
}

/** The GA client id of a `_ga` cookie value (`GA1.1.123456789.1700000000` → `123456789.1700000000`). */
export function gaClientIdOf(cookie: string | undefined): string | undefined {
  const match = cookie ? /^GA\d+\.\d+\.(\d+\.\d+)$/.exec(cookie.trim()) : null;
  return match?.[1];
}

/** An analytics user id as the lead keeps it: letters, digits and `._:-`, never anything shaped like personal data. */
const GA_USER_ID = /^[A-Za-z0-9._:-]{1,200}$/;

/**
 * The analytics user id of the page's data layer: the `user_id` (GA's name,
 * or `userId`) of its latest entry that sets one, as a tag manager pushes it
 * for a signed-in visitor. An id shaped like a CPF, e-mail or phone is never
 * taken (analytics ids are pseudonyms, not the person's data).
 */
export function gaUserIdOf(dataLayer: unknown): string | undefined {
  if (!Array.isArray(dataLayer)) return undefined;
  for (let i = dataLayer.length - 1; i >= 0; i--) {
    const entry: unknown = dataLayer[i];
    if (!entry || typeof entry !== 'object') continue;
    const raw = (entry as Record<string, unknown>).user_id ?? (entry as Record<string, unknown>).userId;
    if (raw === undefined) continue;
    const id = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    return GA_USER_ID.test(id) && !looksPersonal(id) ? id : undefined;
  }
  return undefined;
}
