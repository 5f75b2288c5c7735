/**
 * The dealer's lead desk (spec 000 §2 "Rental result modal" seller variant
 * and the seller CRM page it redirects to, 001 §6 "Seller"): a seller lists
 * the leads of their own dealer, filtered by status, period and name or CPF,
 * and opens one with its consents, documents, timeline and versions.
 * Request and answer shapes of `/api/seller/leads*`, and the pure rules the
 * browser and the server share.
 */
import { array, boolean, enums, integer, nullable, object, optional, refine, string, type Infer } from 'superstruct';
import { CONSENT_PURPOSES, DEALER_SHARING_BASES } from './lead-submission';
import { leadDeskLabels } from '../labels/lead-desk';
import { CANCELLABLE_STATUSES, LEAD_STATUS_CODES, TimelineEvent } from './lead-status';
import { LeadVersion } from './lead-version';
import { Brand } from '../offer/offer';
import { StoredTestDrive } from './test-drive';
import { onlyDigits } from '../common/validators';

/** A lead's status on its lifecycle (models/lead/lead-status.ts). */
export const DeskStatus = enums(LEAD_STATUS_CODES);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day (YYYY-MM-DD) that exists. */
const Day = refine(string(), 'day', (v) => {
  const d = new Date(`${v}T00:00:00Z`);
  return (DAY.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v) || leadDeskLabels.filters.invalidDay;
});

/** The longest search text (a name or a CPF). */
export const DESK_QUERY_MAX_LENGTH = 80;
/** The most leads one list answers, newest first. */
export const DESK_LIST_LIMIT = 200;

/** `GET /api/seller/leads?status=&from=&to=&q=`: every filter optional; `from` ≤ `to`. */
export const SellerLeadsQuery = refine(
  object({
    status: optional(DeskStatus),
    /** First day of the period (São Paulo time), inclusive. */
    from: optional(Day),
    /** Last day of the period, inclusive. */
    to: optional(Day),
    /** Part of the customer's name, or of their CPF (digits, with or without punctuation). */
    q: optional(refine(string(), 'q', (v) => v.length <= DESK_QUERY_MAX_LENGTH || leadDeskLabels.filters.queryTooLong(DESK_QUERY_MAX_LENGTH))),
  }),
  'period',
  (v, ctx) => !v.from || !v.to || v.from <= v.to || { message: leadDeskLabels.filters.periodOrder, path: [...(ctx.path as unknown[]), 'to'] },
);
export type SellerLeadsQuery = Infer<typeof SellerLeadsQuery>;

/** How a search text is matched: digits look in the CPF/CNPJ, anything else in the name. */
export function deskSearch(q: string | undefined): { document: string } | { name: string } | null {
  const text = (q ?? '').trim();
  if (text === '') return null;
  if (/^[\d.\-/\s]+$/.test(text)) {
    const digits = onlyDigits(text);
    return digits ? { document: digits } : null;
  }
  return { name: text.replace(/\s+/g, ' ') };
}

/** One row of the desk. */
export const SellerLeadSummary = object({
  id: string(),
  /** ISO timestamp of the lead. */
  createdAt: string(),
  /** ISO timestamp of its last change of status (the lead's own date before any). */
  statusChangedAt: string(),
  status: DeskStatus,
  kind: enums(['rental', 'rental_pj']),
  /** The customer's name (natural person) or the company's. */
  name: string(),
  /** CPF or CNPJ, without punctuation. */
  document: string(),
  email: string(),
  phone: string(),
  offerId: nullable(string()),
  brand: nullable(Brand),
  /** The offer as the details page titles it, or its code when the offer is gone. */
  title: string(),
  period: nullable(integer()),
  km: nullable(integer()),
  /** Monthly price sent with the lead (or its last version), in centavos. */
  monthlyPrice: nullable(integer()),
  /** The seller's code when the lead came through a seller ('Show Room'), as the server accepted it; null from the public site. */
  sellerId: nullable(string()),
  /** That seller's name, as their account has it (null from the public site). */
  sellerName: nullable(string()),
  /** The seller's version that changed what the customer pays and waits for their acceptance, or null. */
  awaitingVersion: nullable(integer()),
  /** ISO moment the dealer promised to answer by (models/lead/response-time.ts); null for a lead from before the promise. */
  respondBy: optional(nullable(string())),
  /** Nobody has moved the lead yet: the promise still runs. */
  awaitingAnswer: optional(boolean()),
  /** ISO moment the lead was escalated for its overdue promise (the sellers and the admins were told), or null. */
  escalatedAt: optional(nullable(string())),
});
export type SellerLeadSummary = Infer<typeof SellerLeadSummary>;

export const SellerLeadsAnswer = array(SellerLeadSummary);
export type SellerLeadsAnswer = Infer<typeof SellerLeadsAnswer>;

export const DeskConsent = object({
  purpose: enums(CONSENT_PURPOSES),
  granted: boolean(),
  textVersion: string(),
  recordedAt: string(),
  /** When the customer withdrew it in the privacy centre (it stands refused since), or null. */
  withdrawnAt: nullable(string()),
});
export type DeskConsent = Infer<typeof DeskConsent>;

export const DeskDocument = object({
  id: string(),
  /** The file's name as uploaded (its id when the file is gone). */
  name: string(),
  /** Site-relative download address. */
  href: string(),
});
export type DeskDocument = Infer<typeof DeskDocument>;

/** An item the lead carries (colour, optional, additional) with its price in centavos. */
export const DeskItem = object({ kind: enums(['color', 'optional', 'additional']), name: string(), price: integer(), plateNumber: optional(nullable(integer())) });
export type DeskItem = Infer<typeof DeskItem>;

/**
 * A lead of an employee of a partner company (B2E) or of a relative: the
 * employee's SAP id, who the customer is to the employee, and for a relative
 * the kinship and the employee's CPF (digits).
 */
export const DeskB2e = object({
  sapId: string(),
  relationship: enums(['EMPLOYEE', 'RELATIVE']),
  kinship: nullable(string()),
  employeeCpf: nullable(string()),
});
export type DeskB2e = Infer<typeof DeskB2e>;

/** The B2E part of a lead body (null for a lead that is not B2E). */
export function deskB2eOf(body: { sapId?: unknown; is_employee?: unknown; kinship?: unknown; employeeCpf?: unknown }): DeskB2e | null {
  if (typeof body.sapId !== 'string' || body.sapId.trim() === '') return null;
  const relative = body.is_employee === false;
  return {
    sapId: body.sapId.trim(),
    relationship: relative ? 'RELATIVE' : 'EMPLOYEE',
    kinship: relative && typeof body.kinship === 'string' && body.kinship.trim() ? body.kinship.trim() : null,
    employeeCpf: relative && typeof body.employeeCpf === 'string' && onlyDigits(body.employeeCpf) ? onlyDigits(body.employeeCpf) : null,
  };
}

/**
 * A lead that came through a partner (models/lead/partnership.ts): the
 * partner, the customer's value at the partner, the partner's seller, a
 * renewal, the partner's page, as the partner's token gave them.
 */
export const DeskPartnership = object({
  partner: string(),
  value: nullable(string()),
  partnerSellerId: nullable(string()),
  renewal: boolean(),
  referralLink: nullable(string()),
});
export type DeskPartnership = Infer<typeof DeskPartnership>;

/** The partnership of a lead the server opened a partner's token for (`partner`, its column), from its body; null for any other lead. */
export function deskPartnershipOf(
  partner: string | null,
  body: { partnershipValue?: unknown; partnerSellerId?: unknown; renewal?: unknown; referralLink?: unknown },
): DeskPartnership | null {
  if (!partner) return null;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    partner,
    value: text(body.partnershipValue),
    partnerSellerId: text(body.partnerSellerId),
    renewal: body.renewal === true,
    referralLink: text(body.referralLink),
  };
}

/** `GET /api/seller/leads/{id}`: the whole lead. */
export const SellerLeadDetail = object({
  summary: SellerLeadSummary,
  dealerCode: string(),
  dealerName: nullable(string()),
  productLeadIds: array(string()),
  subOrigin: nullable(string()),
  items: array(DeskItem),
  /** How the customer may be contacted now: what they asked for, less any consent they withdrew since. */
  contact: object({ sms: boolean(), phone: boolean(), email: boolean(), whatsapp: boolean() }),
  /** The test drive the customer asked for, if any (models/lead/test-drive.ts). */
  testDrive: optional(StoredTestDrive),
  /** A B2E lead's employee link (SAP id, relationship), if the lead is one. */
  b2e: optional(DeskB2e),
  /** The partner the lead came through, when the server opened the partner's token as it wrote the lead. */
  partnership: optional(DeskPartnership),
  consents: array(DeskConsent),
  /** Why the lead came to this dealer: its legal basis (not a consent). */
  dealerSharingBasis: enums(DEALER_SHARING_BASES),
  documents: array(DeskDocument),
  /** The lead's dated milestones (models/lead/lead-status.ts), oldest first. */
  timeline: array(TimelineEvent),
  /** Oldest first: version 1 is the lead as sent (none for a company's intent). */
  versions: array(LeadVersion),
});
export type SellerLeadDetail = Infer<typeof SellerLeadDetail>;

/** Can this be a lead's id (a UUID, as the server's lead routes accept)? */
export function isLeadId(id: string): boolean {
  return /^[0-9a-f-]{36}$/.test(id);
}

/** A CPF (11 digits) or CNPJ (14) with its punctuation, for reading. */
export function formatDocument(document: string): string {
  if (/^\d{11}$/.test(document)) return document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (/^[0-9A-Z]{14}$/.test(document)) return document.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
  return document;
}

/** The desk's address with its filters (empty ones left out). */
export function deskSearchString(filters: SellerLeadsQuery): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'from', 'to', 'q'] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * May the seller make an edit link for this lead? A natural person's rental
 * lead with an offer, before the contract (the statuses a proposal may still
 * be cancelled from).
 */
export function isEditableBySeller(lead: Pick<SellerLeadSummary, 'kind' | 'offerId' | 'document' | 'status'>): boolean {
  return lead.kind === 'rental' && lead.offerId !== null && /^\d{11}$/.test(lead.document) && (CANCELLABLE_STATUSES as readonly string[]).includes(lead.status);
}

/** An entry of the seller's timeline: a status move, or the moment the lead's promise ran out unanswered and was escalated. */
export type DeskTimelineEntry = { kind: 'move'; event: TimelineEvent; current: boolean } | { kind: 'escalated'; at: string };

/** The seller's timeline: the lead's moves with its escalation where it happened (by time); the last move is current. */
export function deskTimeline(timeline: readonly TimelineEvent[], escalatedAt: string | null | undefined): DeskTimelineEntry[] {
  const moves: DeskTimelineEntry[] = timeline.map((event, i) => ({ kind: 'move', event, current: i === timeline.length - 1 }));
  if (!escalatedAt) return moves;
  const at = Date.parse(escalatedAt);
  const after = moves.findIndex((e) => e.kind === 'move' && Date.parse(e.event.at) > at);
  const entry: DeskTimelineEntry = { kind: 'escalated', at: escalatedAt };
  return after === -1 ? [...moves, entry] : [...moves.slice(0, after), entry, ...moves.slice(after)];
}
