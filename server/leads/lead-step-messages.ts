/**
 * The messages of a proposal's later steps, through the outbox (`app.mail`),
 * each queued in the transaction of the change it reports (the caller wakes
 * the sender once it committed). Which goes when is the rule of
 * models/lead/lead-messages.ts:
 *
 * - to the customer (the lead's e-mail): a status move with the seller's
 *   note (a progress report, held back while the lead's 'Contato por e-mail'
 *   is refused or withdrawn; a refusal always goes), a seller's version that
 *   waits for their acceptance, the proposal cancelled (by the dealer, with
 *   its reason, or by themselves): transactional, whatever the marketing
 *   consents;
 * - to the dealer's sellers: the customer's acceptance of a version, the
 *   customer's withdrawal (their cancellation), and a colleague's cancellation
 *   (to the others): the customer's name, the proposal code and the desk's
 *   link, never the CPF, e-mail or phone.
 *
 * No message carries a link that acts for anyone: the customer's goes to
 * Minhas Propostas (their sign-in), the sellers' to the desk (theirs). Each
 * carries its lead (`leadId`), so the privacy export and the lead's
 * anonymisation find it.
 */
import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS } from '../../models/account/auth';
import { SELLER_PATHS } from '../../models/app/pages';
import { customerMessageOfMove, mayEmailCustomer, sellerMessageOfMove, type CustomerLeadMessage } from '../../models/lead/lead-messages';
import { proposalCodeOf, type LeadActorRole, type LeadStatusCode } from '../../models/lead/lead-status';
import { normalizeEmail, validateEmail } from '../../models/common/validators';
import type { Queryable } from '../db/database';
import { customerNames, dealerAudience } from './lead-messages';

interface LeadParties {
  leadId: string;
  proposalCode: string;
  /** The lead's e-mail, or null (none, or the lead was anonymised). */
  email: string | null;
  names: { first: string; full: string };
  dealerCode: string;
  /** The lead's 'Contato por e-mail' as it stands: granted, refused or withdrawn (false), or none recorded (null). */
  emailConsent: boolean | null;
}

async function leadParties(tx: Queryable, leadId: string): Promise<LeadParties | undefined> {
  const { rows } = await tx.query<{ email: string; dealer_code: string; body: Record<string, unknown>; anonymised: boolean; email_consent: boolean | null }>(
    `SELECT l.email, l.dealer_code, COALESCE(l.current_body, l.body) AS body, l.anonymised_at IS NOT NULL AS anonymised,
            (SELECT c.granted FROM lead_consents c WHERE c.lead_id = l.id AND c.purpose = 'email') AS email_consent
       FROM leads l WHERE l.id = $1`,
    [leadId],
  );
  const r = rows[0];
  if (!r) return undefined;
  const email = normalizeEmail(r.email);
  return {
    leadId,
    proposalCode: proposalCodeOf(leadId),
    email: !r.anonymised && validateEmail(email) === undefined ? email : null,
    names: customerNames(r.body),
    dealerCode: r.dealer_code,
    emailConsent: r.email_consent,
  };
}

/** The addresses of a message, from the site's public address (never the request's). */
function links(publicUrl: string, leadId: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  return { proposals: `${origin}${AUTH_PATHS.proposals}`, desk: `${origin}${SELLER_PATHS.lead(leadId)}` };
}

/** May this customer message go to the lead's e-mail (models/lead/lead-messages.ts)? */
const customerAddress = (lead: LeadParties, message: CustomerLeadMessage): string | null =>
  lead.email && mayEmailCustomer(message, lead.emailConsent) ? lead.email : null;

export interface MoveReport {
  leadId: string;
  to: LeadStatusCode;
  actor: { userId: string; name: string; role: LeadActorRole };
  /** The note written with the move (normalised), or null. */
  note: string | null;
}

/** Queues what a status move tells the customer and the dealer's sellers, in the move's transaction. */
export async function queueMoveMessages(app: FastifyInstance, tx: Queryable, publicUrl: string, move: MoveReport): Promise<void> {
  const lead = await leadParties(tx, move.leadId);
  if (!lead) return;
  const url = links(publicUrl, lead.leadId);
  const sellerMessage = sellerMessageOfMove(move.to, move.actor.role);
  // The seller who moved it needs no word of their own move; the others of the dealer do.
  const dealer = await dealerAudience(tx, lead.dealerCode, move.actor.role === 'seller' ? move.actor.userId : undefined);
  const dealerName = dealer.name ?? lead.dealerCode;
  const message = customerMessageOfMove(move.to);
  const to = customerAddress(lead, message);
  const extras = { leadId: lead.leadId };
  if (to && move.to === 'cancelled') {
    const by = move.actor.role === 'customer' ? 'customer' : 'dealer';
    // The customer's own reason is theirs already; the dealer's is what they need to read.
    await app.mail.queue(tx, 'proposalCancelled', to, { firstName: lead.names.first, proposalCode: lead.proposalCode, dealerName, by, reason: by === 'dealer' ? move.note : null, proposalsUrl: url.proposals }, extras);
  } else if (to && move.to !== 'sent' && move.to !== 'cancelled') {
    await app.mail.queue(tx, 'leadStatusMoved', to, { firstName: lead.names.first, proposalCode: lead.proposalCode, dealerName, status: move.to, note: move.note, proposalsUrl: url.proposals }, extras);
  }
  for (const seller of sellerMessage ? dealer.sellers : []) {
    if (sellerMessage === 'proposalWithdrawn') {
      await app.mail.queue(tx, 'proposalWithdrawn', seller, { customerName: lead.names.full, proposalCode: lead.proposalCode, leadUrl: url.desk }, extras);
    } else {
      await app.mail.queue(tx, 'proposalCancelledByDealer', seller, { customerName: lead.names.full, sellerName: move.actor.name, proposalCode: lead.proposalCode, leadUrl: url.desk }, extras);
    }
  }
}

/** Queues the customer's notice of a seller's version that waits for their acceptance, in the version's transaction. */
export async function queueVersionAwaiting(
  app: FastifyInstance,
  tx: Queryable,
  publicUrl: string,
  version: { leadId: string; number: number; monthlyPrice: number; contractTotal: number },
): Promise<void> {
  const lead = await leadParties(tx, version.leadId);
  const to = lead && customerAddress(lead, 'versionAwaiting');
  if (!lead || !to) return;
  const dealer = await dealerAudience(tx, lead.dealerCode);
  await app.mail.queue(
    tx,
    'versionAwaiting',
    to,
    {
      firstName: lead.names.first,
      proposalCode: lead.proposalCode,
      dealerName: dealer.name ?? lead.dealerCode,
      version: version.number,
      monthlyPrice: version.monthlyPrice,
      contractTotal: version.contractTotal,
      proposalsUrl: links(publicUrl, lead.leadId).proposals,
    },
    { leadId: lead.leadId },
  );
}

/** Queues the dealer's sellers' notice of the customer's acceptance of a version, in the acceptance's transaction. */
export async function queueVersionAccepted(app: FastifyInstance, tx: Queryable, publicUrl: string, accepted: { leadId: string; number: number }): Promise<void> {
  const lead = await leadParties(tx, accepted.leadId);
  if (!lead) return;
  const dealer = await dealerAudience(tx, lead.dealerCode);
  const leadUrl = links(publicUrl, lead.leadId).desk;
  for (const seller of dealer.sellers) {
    await app.mail.queue(tx, 'versionAccepted', seller, { customerName: lead.names.full, proposalCode: lead.proposalCode, version: accepted.number, leadUrl }, { leadId: lead.leadId });
  }
}
