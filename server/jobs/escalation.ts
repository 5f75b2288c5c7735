/**
 * The escalation of late leads: a lead nobody has answered (its first move,
 * server/leads/first-move.ts) once its dealer's promise (`respond_by`) has
 * passed is escalated once: each seller of its dealer and each offer admin
 * gets a message through the outbox, and the lead keeps the moment
 * (`escalated_at`), which the seller's timeline shows.
 *
 * Safe in any number of processes on one database: each run claims its
 * leads with one `UPDATE … WHERE escalated_at IS NULL … RETURNING` over rows
 * picked `FOR UPDATE SKIP LOCKED`, in the transaction that queues their
 * messages. A lead another process is escalating is skipped; one it has
 * escalated no longer matches; a run that fails rolls its claims and its
 * messages back together, and the next run takes them again.
 */
import { OFFER_ADMIN, SELLER } from '../../models/account/auth';
import { ADMIN_SERVICE_PATH, SELLER_PATHS } from '../../models/app/pages';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { formatPromise } from '../../models/lead/response-time';
import type { Database, Queryable } from '../db/database';
import { awaitingAnswerSql } from '../leads/first-move';
import { enqueueMail } from '../mail/outbox';
import { composeMail } from '../mail/templates';

/** How often the job looks for late leads when `ESCALATION_INTERVAL_MS` says nothing. */
export const ESCALATION_INTERVAL_MS = 60 * 1000;
/** Leads claimed per transaction. */
const BATCH = 50;

export interface EscalationOptions {
  db: Database;
  /** The site's address, for the messages' links. */
  publicUrl: string;
  /** The clock (tests move it). */
  now?: () => Date;
  intervalMs?: number;
  /** After a run that queued messages (the mail sender wakes). */
  onQueued?: () => void;
  log?: { error: (err: unknown, message: string) => void; info: (obj: object, message: string) => void };
}

export interface EscalationJobs {
  /** Escalates every lead late at this moment; answers the ids it escalated. */
  runOnce(): Promise<string[]>;
  start(): void;
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
}

interface ClaimedLead {
  id: string;
  dealer_code: string;
  respond_by: Date | string;
  customer_name: string;
  dealer_name: string | null;
  sellers: string[] | null;
}

/** Claims up to a batch of late leads (the rows locked, their `escalated_at` set) with `tx`. */
async function claimLateLeads(tx: Queryable, at: Date): Promise<ClaimedLead[]> {
  const { rows } = await tx.query<ClaimedLead>(
    `WITH late AS (
       SELECT l.id FROM leads l
        WHERE l.escalated_at IS NULL AND l.respond_by IS NOT NULL AND l.respond_by < $1::timestamptz
          AND l.anonymised_at IS NULL AND ${awaitingAnswerSql('l')}
        ORDER BY l.respond_by, l.id
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE leads l SET escalated_at = $1::timestamptz FROM late
        WHERE l.id = late.id AND l.escalated_at IS NULL
        RETURNING l.id, l.dealer_code, l.respond_by, COALESCE(l.current_body, l.body) AS body
     )
     SELECT c.id, c.dealer_code, c.respond_by,
            trim(COALESCE(NULLIF(trim(concat_ws(' ', c.body->>'firstName', c.body->>'lastName')), ''), c.body->>'contactName', c.body->>'corporateName', '')) AS customer_name,
            COALESCE(NULLIF(d.data->>'fantasyName', ''), d.data->>'name') AS dealer_name,
            ARRAY(SELECT u.email FROM users u JOIN user_roles r ON r.user_id = u.id AND r.role = $2
                   WHERE u.dealer_code = c.dealer_code AND u.seller_id IS NOT NULL ORDER BY u.email) AS sellers
       FROM claimed c LEFT JOIN dealers d ON d.id = c.dealer_code
      ORDER BY c.respond_by, c.id`,
    [at.toISOString(), SELLER],
  );
  return rows;
}

async function adminEmails(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ email: string }>(
    'SELECT u.email FROM users u JOIN user_roles r ON r.user_id = u.id AND r.role = $1 ORDER BY u.email',
    [OFFER_ADMIN],
  );
  return rows.map((r) => r.email);
}

/** One batch: claims late leads and queues their messages in one transaction; answers the ids escalated. */
export async function escalateLateLeads(db: Database, publicUrl: string, at: Date): Promise<string[]> {
  const origin = publicUrl.replace(/\/+$/, '');
  return db.transaction(async (tx) => {
    const leads = await claimLateLeads(tx, at);
    if (leads.length === 0) return [];
    const admins = await adminEmails(tx);
    for (const lead of leads) {
      const proposalCode = proposalCodeOf(lead.id);
      const respondBy = formatPromise(new Date(lead.respond_by));
      const dealerName = lead.dealer_name ?? lead.dealer_code;
      for (const seller of lead.sellers ?? []) {
        await enqueueMail(
          tx,
          composeMail('leadOverdue', seller, { customerName: lead.customer_name, proposalCode, respondBy, leadUrl: `${origin}${SELLER_PATHS.lead(lead.id)}` }, { leadId: lead.id }),
        );
      }
      for (const admin of admins) {
        await enqueueMail(tx, composeMail('leadOverdueAdmin', admin, { dealerName, proposalCode, respondBy, serviceUrl: `${origin}${ADMIN_SERVICE_PATH}` }, { leadId: lead.id }));
      }
    }
    return leads.map((l) => l.id);
  });
}

export function createEscalationJobs(options: EscalationOptions): EscalationJobs {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function runOnce(): Promise<string[]> {
    const escalated: string[] = [];
    for (;;) {
      const batch = await escalateLateLeads(options.db, options.publicUrl, now());
      escalated.push(...batch);
      if (batch.length < BATCH) break;
    }
    if (escalated.length > 0) options.onQueued?.();
    return escalated;
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        running = runOnce()
          .then((ids) => {
            if (ids.length > 0) options.log?.info({ leads: ids.length }, 'late leads escalated');
          })
          .catch((err: unknown) => options.log?.error(err, 'lead escalation failed'));
      }, options.intervalMs ?? ESCALATION_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
