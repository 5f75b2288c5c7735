/**
 * The messages a new lead sends, through the outbox (`app.mail`), in the
 * transaction that writes the lead: the customer's confirmation (transactional:
 * its proposal code, what happens next and the dealer's promised time) and,
 * to each seller account of the lead's dealer, the new lead with the
 * customer's name and the desk's link only (no CPF, e-mail or phone).
 */
import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS, SELLER, firstName as firstWord } from '../../models/account/auth';
import { SELLER_PATHS } from '../../models/app/pages';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { formatPromise } from '../../models/lead/response-time';
import type { Queryable } from '../db/database';
import type { NewLead } from './leads-repo';

/** The customer's name as the lead gives it (a person's name, or a company's contact, else its name), and its first word for the greeting. */
export function customerNames(body: Record<string, unknown>): { first: string; full: string } {
  const text = (key: string) => (typeof body[key] === 'string' ? body[key].trim() : '');
  const person = [text('firstName'), text('lastName')].filter(Boolean).join(' ');
  const full = person || text('contactName') || text('corporateName');
  return { first: firstWord(text('firstName') || text('contactName')), full };
}

/**
 * A dealer's name and the e-mail of each of its seller accounts (but `except`, the account of a seller who acted
 * and needs no word of it): who hears of its leads.
 */
export async function dealerAudience(tx: Queryable, dealerCode: string, except?: string): Promise<{ name: string | null; sellers: string[] }> {
  const { rows } = await tx.query<{ dealer_name: string | null; sellers: string[] | null }>(
    `SELECT COALESCE(NULLIF(d.data->>'fantasyName', ''), d.data->>'name') AS dealer_name,
            ARRAY(SELECT u.email FROM users u JOIN user_roles r ON r.user_id = u.id AND r.role = $2
                   WHERE u.dealer_code = d.id AND u.seller_id IS NOT NULL AND u.id IS DISTINCT FROM $3 ORDER BY u.email) AS sellers
       FROM dealers d WHERE d.id = $1`,
    [dealerCode, SELLER, except ?? null],
  );
  return { name: rows[0]?.dealer_name ?? null, sellers: rows[0]?.sellers ?? [] };
}

/** Queues the lead's messages with `tx` (the lead's transaction); the caller wakes the sender once it committed. */
export async function queueLeadMessages(app: FastifyInstance, tx: Queryable, publicUrl: string, lead: NewLead, answer: LeadCreateAnswer): Promise<void> {
  if (!answer.respondBy) return;
  const dealer = await dealerAudience(tx, lead.dealerCode);
  const origin = publicUrl.replace(/\/+$/, '');
  const names = customerNames(lead.body as Record<string, unknown>);
  const proposalCode = proposalCodeOf(answer.id);
  const respondBy = formatPromise(new Date(answer.respondBy));
  if (lead.email.trim()) {
    await app.mail.queue(tx, 'leadReceived', lead.email.trim().toLowerCase(), {
      firstName: names.first,
      proposalCode,
      dealerName: dealer.name ?? lead.dealerCode,
      respondBy,
      proposalsUrl: `${origin}${AUTH_PATHS.proposals}`,
    }, { leadId: answer.id });
  }
  for (const seller of dealer.sellers) {
    await app.mail.queue(tx, 'newLead', seller, { customerName: names.full, proposalCode, respondBy, leadUrl: `${origin}${SELLER_PATHS.lead(answer.id)}` }, { leadId: answer.id });
  }
}
