/**
 * Requests of the data subject (LGPD arts. 18, 19): their kinds, protocol
 * numbers, the 15-day clock of art. 19, the statuses a person and the
 * privacy admin see, and the shapes of `/api/privacy/*` and
 * `/api/admin/privacy-requests`. The server and the browser share them.
 */
import { enums, object, optional, refine, size, string, trimmed, type Infer } from 'superstruct';
import { Cep, Cpf, Email, FullName, Phone } from '../common/field-structs';
import { privacyRequestLabels } from '../labels/privacy-requests';

export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'anonymisation', 'sharing'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PrivacyRequestKind = enums(PRIVACY_REQUEST_KINDS);

/** Kinds answered at once (the request is created done); the others wait in the admin queue. */
export const ANSWERED_AT_ONCE: readonly PrivacyRequestKind[] = ['access', 'sharing'];

export const PRIVACY_REQUEST_STATUSES = ['open', 'done', 'refused'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** Art. 19, II: a full answer within 15 days of the request. */
export const PRIVACY_ANSWER_DAYS = 15;
/** A confirmation link sent to a lead's e-mail works this long. */
export const PRIVACY_LINK_TTL_HOURS = 24;
export const PRIVACY_DETAILS_MAX = 2000;

export function privacyDueAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PRIVACY_ANSWER_DAYS * 24 * 60 * 60_000);
}

/** 'LGPD-2026-000123': the year of the request and its number. */
export function privacyProtocol(year: number, number: number): string {
  return `LGPD-${year}-${String(number).padStart(6, '0')}`;
}
export const PROTOCOL_PATTERN = /^LGPD-\d{4}-\d{6,}$/;

/** Is an open request past its due date at `now`? */
export function isOverdue(request: { status: PrivacyRequestStatus; dueAt: string }, now: Date): boolean {
  return request.status === 'open' && Date.parse(request.dueAt) < now.getTime();
}

/** Does this kind need the person to say what (correction: what to correct)? */
export function needsDetails(kind: PrivacyRequestKind): boolean {
  return kind === 'correction';
}

/** A request the person confirms before it is sent: an anonymisation, which cannot be undone once executed. */
export function needsConfirmation(kind: PrivacyRequestKind): boolean {
  return kind === 'anonymisation';
}

/** The page that opens a confirmation link. */
export function privacyLinkPath(token: string): string {
  return `/privacidade?pedido=${encodeURIComponent(token)}`;
}

const Token = size(string(), 20, 200);
/** A request's text or an admin's note: at most PRIVACY_DETAILS_MAX characters, refused with the form's own message. */
const Details = optional(
  trimmed(refine(string(), 'details', (v) => v.trim().length <= PRIVACY_DETAILS_MAX || privacyRequestLabels.errors.detailsTooLong(PRIVACY_DETAILS_MAX))),
);

/** `POST /api/privacy/links`: a visitor asks for a confirmation link to the e-mail of their lead. */
export const PrivacyLinkRequest = object({ cpf: Cpf, email: Email });
export type PrivacyLinkRequest = Infer<typeof PrivacyLinkRequest>;

/** `POST /api/privacy/requests`: signed in (verified e-mail), or holding a confirmation link's token. */
export const PrivacyRequestCreate = object({ kind: PrivacyRequestKind, details: Details, token: optional(Token) });
export type PrivacyRequestCreate = Infer<typeof PrivacyRequestCreate>;

export const PrivacyTokenParams = object({ token: Token });
export const PrivacyProtocolParams = object({ protocol: size(string(), 1, 40) });

export const PRIVACY_ADMIN_ACTIONS = ['complete', 'refuse', 'anonymise', 'correct'] as const;
export type PrivacyAdminAction = (typeof PRIVACY_ADMIN_ACTIONS)[number];

/**
 * What a correction may change (LGPD art. 18 III): the person's name, phone
 * and address, on their leads (as sent and as they stand) and their account.
 * The CPF and the e-mail prove who the person is: a wrong one is a new
 * request with the right one, never a correction of the proof.
 */
export const PRIVACY_CORRECTION_FIELDS = ['name', 'phone', 'street', 'number', 'complement', 'neighborhood', 'city', 'state', 'cep'] as const;
export type PrivacyCorrectionField = (typeof PRIVACY_CORRECTION_FIELDS)[number];
const AddressPart = size(trimmed(string()), 1, 120);
export const PrivacyCorrection = object({
  name: optional(FullName),
  phone: optional(Phone),
  street: optional(AddressPart),
  number: optional(size(trimmed(string()), 1, 20)),
  complement: optional(size(trimmed(string()), 0, 120)),
  neighborhood: optional(AddressPart),
  city: optional(AddressPart),
  state: optional(enums(['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'])),
  cep: optional(Cep),
});
export type PrivacyCorrection = Infer<typeof PrivacyCorrection>;

/** The fields of a lead's stored form each correction field sets (a person's lead and a company's name the person differently). */
export const CORRECTION_BODY_KEYS: Readonly<Record<PrivacyCorrectionField, readonly string[]>> = {
  name: ['firstName', 'contactName', 'contact_name'],
  phone: ['phone'],
  street: ['street'],
  number: ['number'],
  complement: ['complement'],
  neighborhood: ['neighborhood'],
  city: ['city'],
  state: ['state'],
  cep: ['cep'],
};

/** The corrections typed by the admin, trimmed, without the empty ones (the phone and CEP as digits as the forms store them). */
export function correctionValues(form: Partial<Record<PrivacyCorrectionField, string>>): PrivacyCorrection {
  const out: Partial<Record<PrivacyCorrectionField, string>> = {};
  for (const field of PRIVACY_CORRECTION_FIELDS) {
    const value = form[field]?.trim();
    if (value) out[field] = field === 'phone' ? value.replace(/\D/g, '') : field === 'state' ? value.toUpperCase() : value;
  }
  return out as PrivacyCorrection;
}

/** `POST /api/admin/privacy-requests/:protocol/actions`; a correction carries the corrected values. */
export const PrivacyAdminActionBody = object({ action: enums(PRIVACY_ADMIN_ACTIONS), note: Details, corrections: optional(PrivacyCorrection) });
export type PrivacyAdminActionBody = Infer<typeof PrivacyAdminActionBody>;

/** What a correction lacks before it can be recorded (null: nothing): at least one corrected value. */
export function correctionProblem(corrections: PrivacyCorrection | undefined): string | null {
  return corrections && Object.values(corrections).some((v) => typeof v === 'string' && v.trim() !== '') ? null : privacyRequestLabels.errors.correctionRequired;
}

/** Which actions an open request admits (closed ones admit none); refusing needs a note, a correction its corrected values. */
export function adminActionsFor(request: { status: PrivacyRequestStatus; kind: PrivacyRequestKind }): PrivacyAdminAction[] {
  if (request.status !== 'open') return [];
  if (request.kind === 'anonymisation') return ['anonymise', 'refuse'];
  if (request.kind === 'correction') return ['correct', 'refuse'];
  return ['complete', 'refuse'];
}
export function actionNeedsNote(action: PrivacyAdminAction): boolean {
  return action === 'refuse';
}

/** A request as its person and the admin see it. */
export interface PrivacyRequestView {
  protocol: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  details: string | null;
  answer: string | null;
  createdAt: string;
  dueAt: string;
  closedAt: string | null;
}

/** The admin queue's row: the request and whose it is. */
export interface PrivacyQueueItem extends PrivacyRequestView {
  document: string;
  email: string;
  /** An open anonymisation: the codes of the person's proposals still in progress (sent … approved), which it would end. */
  inProgress?: string[];
}

/** Which dealers received the person's leads. */
export interface SharingEntry {
  leadId: string;
  dealerCode: string;
  dealerName: string | null;
  sentAt: string;
}

/** The export: every table holding that CPF and e-mail's data, by table name. */
export type PrivacyExport = { generatedAt: string; cpf: string; email: string; tables: Record<string, readonly Record<string, unknown>[]> };

/** The answer to a new request: the request, and at once the export (access) or the sharing list (sharing). */
export interface PrivacyRequestCreated {
  request: PrivacyRequestView;
  export?: PrivacyExport;
  /** The export as a readable PDF, base64. */
  pdfBase64?: string;
  /** A ZIP with the export (JSON and PDF) and the documents the person sent, base64. */
  archiveBase64?: string;
  sharing?: SharingEntry[];
  /** The request was made before with this Idempotency-Key: its answer is not built again (no export, no list). */
  replayed?: true;
}


/** What the request form lacks before it can be sent (null: nothing). */
export function requestFormProblem(form: { kind: PrivacyRequestKind | null; details: string }): 'kind' | 'details' | 'tooLong' | null {
  if (!form.kind) return 'kind';
  if (needsDetails(form.kind) && !form.details.trim()) return 'details';
  if (needsDetails(form.kind) && form.details.trim().length > PRIVACY_DETAILS_MAX) return 'tooLong';
  return null;
}

/** What the admin's decision lacks before it can be sent (null: nothing): a refusal its reason, a correction a corrected value. */
export function decisionProblem(decision: { action: PrivacyAdminAction; note: string; corrections: Partial<Record<PrivacyCorrectionField, string>> }): string | null {
  if (actionNeedsNote(decision.action) && !decision.note.trim()) return privacyRequestLabels.errors.noteRequired;
  if (decision.action === 'correct') return correctionProblem(correctionValues(decision.corrections));
  return null;
}
