/**
 * The lead lifecycle (spec 000 §2 "Proposals" timeline): one table of
 * statuses, the moves between them, who may make each move and whether it
 * must carry a note to the customer. The browser (what a person may do),
 * the server (what it accepts, 409 otherwise) and the charts read it here.
 *
 *   sent → in_service → credit_review → approved → contract_signed → vehicle_delivered
 *                                     ↘ rejected
 *   sent, in_service, credit_review, approved → cancelled (the customer; or the seller, with a reason)
 */
import { array, enums, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { isSeller, isStaff, type SessionUser } from '../account/auth';
import { leadStatusLabels } from '../labels/lead-status';
import { onlyDigits } from '../common/validators';

/** Stable codes (stored in `leads.lifecycle_status` and `lead_status_events`). */
export const LEAD_STATUS_CODES = [
  'sent',
  'in_service',
  'credit_review',
  'approved',
  'rejected',
  'contract_signed',
  'vehicle_delivered',
  'cancelled',
] as const;
export const LeadStatusCode = enums(LEAD_STATUS_CODES);
export type LeadStatusCode = Infer<typeof LeadStatusCode>;

/** Who moves a lead: the customer who owns it, or a seller of the lead's dealer. */
export const LEAD_ACTOR_ROLES = ['customer', 'seller'] as const;
export const LeadActorRole = enums(LEAD_ACTOR_ROLES);
export type LeadActorRole = Infer<typeof LeadActorRole>;

/** The status every lead starts in. */
export const INITIAL_LEAD_STATUS: LeadStatusCode = 'sent';

export interface LeadStatusMoveRule {
  from: LeadStatusCode;
  to: LeadStatusCode;
  /** Who may make the move. */
  roles: readonly LeadActorRole[];
  /** Roles that must write a note (the reason) to make it. */
  noteRequiredFor: readonly LeadActorRole[];
}

const SELLER = ['seller'] as const;
const NOBODY = [] as const;
/** Statuses before the contract, from which the proposal may be cancelled. */
export const CANCELLABLE_STATUSES = ['sent', 'in_service', 'credit_review', 'approved'] as const satisfies readonly LeadStatusCode[];

/** Every allowed move. A move not listed here is refused (409). */
export const LEAD_STATUS_MOVES: readonly LeadStatusMoveRule[] = [
  { from: 'sent', to: 'in_service', roles: SELLER, noteRequiredFor: NOBODY },
  { from: 'in_service', to: 'credit_review', roles: SELLER, noteRequiredFor: NOBODY },
  { from: 'credit_review', to: 'approved', roles: SELLER, noteRequiredFor: NOBODY },
  { from: 'credit_review', to: 'rejected', roles: SELLER, noteRequiredFor: SELLER },
  { from: 'approved', to: 'contract_signed', roles: SELLER, noteRequiredFor: NOBODY },
  { from: 'contract_signed', to: 'vehicle_delivered', roles: SELLER, noteRequiredFor: NOBODY },
  ...CANCELLABLE_STATUSES.map((from) => ({ from, to: 'cancelled' as const, roles: ['customer', 'seller'] as const, noteRequiredFor: SELLER })),
];

/** The main road a proposal travels when all goes well (what the timeline shows as coming next). */
export const LEAD_STATUS_ROAD: readonly LeadStatusCode[] = ['sent', 'in_service', 'credit_review', 'approved', 'contract_signed', 'vehicle_delivered'];

/** Statuses nothing moves on from. */
export function isFinalStatus(status: LeadStatusCode): boolean {
  return !LEAD_STATUS_MOVES.some((m) => m.from === status);
}

/** The rule for a move, whoever makes it; undefined when the table has no such move. */
export function moveRule(from: LeadStatusCode, to: LeadStatusCode): LeadStatusMoveRule | undefined {
  return LEAD_STATUS_MOVES.find((m) => m.from === from && m.to === to);
}

/** May this role move a lead from `from` to `to`? */
export function canMove(from: LeadStatusCode, to: LeadStatusCode, role: LeadActorRole): boolean {
  return moveRule(from, to)?.roles.includes(role) ?? false;
}

/** The statuses this role may move a lead to from `from`, in the table's order. */
export function nextStatuses(from: LeadStatusCode, role: LeadActorRole): LeadStatusCode[] {
  return LEAD_STATUS_MOVES.filter((m) => m.from === from && m.roles.includes(role)).map((m) => m.to);
}

/** Must this role write a note to make this move? */
export function isNoteRequired(from: LeadStatusCode, to: LeadStatusCode, role: LeadActorRole): boolean {
  return moveRule(from, to)?.noteRequiredFor.includes(role) ?? false;
}

/** May the customer who owns it cancel the proposal now (no contract yet)? */
export function canCustomerCancel(status: LeadStatusCode): boolean {
  return canMove(status, 'cancelled', 'customer');
}

/** The milestones still ahead on the main road (none once off it: rejected, cancelled, delivered). */
export function upcomingStatuses(status: LeadStatusCode): LeadStatusCode[] {
  const at = LEAD_STATUS_ROAD.indexOf(status);
  return at < 0 ? [] : LEAD_STATUS_ROAD.slice(at + 1);
}

const STATUS_NAMES: Record<LeadStatusCode, string> = leadStatusLabels.status;
const ROLE_NAMES: Record<LeadActorRole, string> = leadStatusLabels.role;

export function leadStatusLabel(status: LeadStatusCode): string {
  return STATUS_NAMES[status];
}

export function leadActorRoleLabel(role: LeadActorRole): string {
  return ROLE_NAMES[role];
}

/** Why a move is refused, or null when it may be made (the server's 409 / 400 and the views' checks). */
export type MoveRefusal = 'not_allowed' | 'note_required';
export function moveRefusal(from: LeadStatusCode, to: LeadStatusCode, role: LeadActorRole, note: string | null | undefined): MoveRefusal | null {
  if (!canMove(from, to, role)) return 'not_allowed';
  if (isNoteRequired(from, to, role) && !normaliseNote(note)) return 'note_required';
  return null;
}

export const LEAD_STATUS_NOTE_MAX_LENGTH = 500;

/** A note as stored: trimmed, null when blank. */
export function normaliseNote(note: string | null | undefined): string | null {
  const t = note?.trim() ?? '';
  return t === '' ? null : t;
}

// ───────────────────────────── wire shapes ─────────────────────────────

/** `PUT /api/leads/{id}/status` body: where to move the lead; `from` (optional) refuses the move (409) if the lead moved meanwhile. */
export const LeadStatusMoveRequest = object({
  to: LeadStatusCode,
  from: optional(LeadStatusCode),
  note: optional(nullable(size(string(), 0, LEAD_STATUS_NOTE_MAX_LENGTH))),
});
export type LeadStatusMoveRequest = Infer<typeof LeadStatusMoveRequest>;

/** Who moved a lead: their name as the customer sees it, and in which role. */
export const LeadStatusActor = object({ name: string(), role: LeadActorRole });
export type LeadStatusActor = Infer<typeof LeadStatusActor>;

/** One dated milestone of a proposal's timeline (the first is the lead itself: 'sent', by the customer). */
export const TimelineEvent = object({
  status: LeadStatusCode,
  /** ISO timestamp. */
  at: string(),
  by: LeadStatusActor,
  note: nullable(string()),
});
export type TimelineEvent = Infer<typeof TimelineEvent>;

/** `PUT /api/leads/{id}/status` answer: the lead's status and whole timeline after the move. */
export const LeadStatusAnswer = object({
  leadId: string(),
  status: LeadStatusCode,
  timeline: array(TimelineEvent),
});
export type LeadStatusAnswer = Infer<typeof LeadStatusAnswer>;

/** A proposal's code as people read it ('FL-1A2B3C4D'): the lead id's first eight hex digits. */
export function proposalCodeOf(leadId: string): string {
  return `FL-${leadId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

// ───────────────────────────── who acts on a lead ─────────────────────────────

/** What deciding who may act on a lead needs to know of it. */
export interface LeadOwnership {
  dealerCode: string;
  /** The account signed in when the lead was sent, if any. */
  userId: string | null;
  /** CPF or CNPJ, digits only (upper case). */
  document: string;
  /** Lower case. */
  email: string;
}

/**
 * The e-mails a lead can be matched by (trimmed, lower case): the account's,
 * once it has proven them (the verification link); none before. Anyone can
 * sign up declaring another person's CPF and e-mail: only the proof makes
 * that person's leads theirs.
 */
export function provenEmailsOf(user: SessionUser): string[] {
  return user.emailVerified ? user.emails.map((e) => e.trim().toLowerCase()) : [];
}

/**
 * A data subject: what a person proved, and so whose data they reach.
 *
 * What can be proven: an e-mail (opening a link sent to it: the account's
 * verification link, or a privacy confirmation link) and an account (its
 * password, its session). A CPF is only ever declared: anyone can type
 * anyone's. So a person's leads are:
 *
 * - those sent while signed in to their account (`sender`), unless the
 *   account is staff's: a seller or an offer admin types other people's
 *   data, never their own;
 * - those carrying their CPF *and* one of their proven e-mails.
 *
 * Never a lead that shares only the CPF (someone else typed that CPF with
 * their own e-mail: that e-mail's holder is the one who can prove it), nor
 * only the e-mail (a lead with this e-mail and another CPF is reached by
 * proving that pair: a privacy link asked for that CPF and this e-mail).
 * `server/privacy/subject.ts` is the same rule in SQL, for lists.
 */
export interface DataSubject {
  /** The CPF declared with the proof, digits only. */
  cpf: string;
  /** The proven e-mails, trimmed and lower case. */
  emails: readonly string[];
  /** The account whose sent leads are the subject's (a customer's account signed in), or null. */
  sender: string | null;
}

/** The signed-in person as a data subject: their CPF, their proven e-mails, and what they sent signed in (staff: nothing). */
export function subjectOfAccount(user: SessionUser): DataSubject {
  return { cpf: onlyDigits(user.cpf), emails: provenEmailsOf(user), sender: isStaff(user) ? null : user.id };
}

/** Is this lead the subject's (the rule above)? */
export function isSubjectLead(lead: Pick<LeadOwnership, 'userId' | 'document' | 'email'>, subject: DataSubject): boolean {
  if (subject.sender !== null && lead.userId === subject.sender) return true;
  return subject.cpf !== '' && lead.document === subject.cpf && subject.emails.includes(lead.email);
}

/** The customer who owns a lead: it is theirs as a data subject (`isSubjectLead`). */
export function isLeadOwner(lead: LeadOwnership, user: SessionUser): boolean {
  return isSubjectLead(lead, subjectOfAccount(user));
}

/** Is this person a seller of the lead's dealer? */
export function isLeadDealerSeller(lead: Pick<LeadOwnership, 'dealerCode'>, user: SessionUser): boolean {
  return isSeller(user) && user.dealerCode !== null && user.dealerCode === lead.dealerCode;
}

/** In which role this person acts on the lead: the dealer's seller first, then the owner; null for anyone else. */
export function leadActorRoleFor(lead: LeadOwnership, user: SessionUser): LeadActorRole | null {
  if (isLeadDealerSeller(lead, user)) return 'seller';
  if (isLeadOwner(lead, user)) return 'customer';
  return null;
}
