/**
 * Which e-mail a step of a proposal sends, to whom, and when a customer's
 * choice about e-mail contact holds it back. The server (server/leads/
 * lead-step-messages.ts, server/jobs/lead-digest.ts) and the privacy centre's
 * list of messages (models/labels/privacy-centre.ts) read it here.
 *
 * Every message of a proposal is transactional: it reports the customer's own
 * request (LGPD art. 7º, V: the preliminary procedures of a contract they
 * asked for), so no marketing consent is asked for any of them. The lead's
 * 'Contato por e-mail' consent is the customer's word on being *contacted* by
 * e-mail about the proposal. It does not hold back what they must know or do
 * to keep their request going (the confirmation that it arrived, a new version
 * that waits for their acceptance, the proposal cancelled or refused); it does
 * hold back the progress reports (a seller moving the proposal a step along
 * the road, with the seller's note), which they read in Minhas Propostas
 * anyway. A consent refused when the lead was sent and one withdrawn later in
 * the privacy centre stand alike: not granted.
 */
import type { LeadActorRole, LeadStatusCode } from './lead-status';
import { PROMISE_TIME_ZONE } from './response-time';

/** The messages the customer of a proposal may receive. */
export const CUSTOMER_LEAD_MESSAGES = ['leadReceived', 'versionAwaiting', 'proposalCancelled', 'proposalRejected', 'proposalProgress'] as const;
export type CustomerLeadMessage = (typeof CUSTOMER_LEAD_MESSAGES)[number];

/** The customer's messages a refused or withdrawn 'Contato por e-mail' holds back: the progress reports only. */
export const FOLLOWS_EMAIL_CONSENT: Readonly<Record<CustomerLeadMessage, boolean>> = {
  leadReceived: false,
  versionAwaiting: false,
  proposalCancelled: false,
  proposalRejected: false,
  proposalProgress: true,
};

/** The customer's message of a status move. */
export function customerMessageOfMove(to: LeadStatusCode): CustomerLeadMessage {
  if (to === 'cancelled') return 'proposalCancelled';
  if (to === 'rejected') return 'proposalRejected';
  return 'proposalProgress';
}

/**
 * May this message go to the lead's e-mail, given the lead's 'Contato por e-mail' consent as it stands now
 * (`true` granted, `false` refused or withdrawn, `null` no consent recorded: a lead from before consents were kept)?
 */
export function mayEmailCustomer(message: CustomerLeadMessage, emailConsent: boolean | null): boolean {
  return !FOLLOWS_EMAIL_CONSENT[message] || emailConsent !== false;
}

/** What a move tells the dealer's sellers: the customer's withdrawal, another seller's cancellation, or nothing. */
export type SellerMoveMessage = 'proposalWithdrawn' | 'proposalCancelledByDealer' | null;
export function sellerMessageOfMove(to: LeadStatusCode, by: LeadActorRole): SellerMoveMessage {
  if (to !== 'cancelled') return null;
  return by === 'customer' ? 'proposalWithdrawn' : 'proposalCancelledByDealer';
}

// ───────────────────────────── the daily digest ─────────────────────────────

/** The São Paulo hour from which a day's digest of the leads waiting goes (its job looks every interval). */
export const DEFAULT_DIGEST_HOUR = 8;
/** How many leads a digest lists one by one (the desk has them all). */
export const DIGEST_LIST_LIMIT = 30;

let dayFormat: Intl.DateTimeFormat | undefined;

/** The São Paulo calendar day of a moment ('2026-11-30') and its hour (0–23). */
export function saoPauloDay(at: Date): { day: string; hour: number } {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: PROMISE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(dayFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
}

/** The day whose digest is due at `at`, or null before the digest's hour (São Paulo). */
export function digestDayDue(at: Date, fromHour: number = DEFAULT_DIGEST_HOUR): string | null {
  const { day, hour } = saoPauloDay(at);
  return hour >= fromHour ? day : null;
}

/** A São Paulo day written for a person: '30/11/2026'. */
export function formatDigestDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
