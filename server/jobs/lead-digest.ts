/**
 * The daily digest of the leads still waiting for a first move: once a São
 * Paulo day has reached its hour (LEAD_DIGEST_HOUR, default 08:00), each
 * dealer with such leads sends one message to each of its sellers, listing
 * them by proposal code and promised time (models/lead/response-time.ts),
 * with the desk's link. The job looks every interval (LEAD_DIGEST_INTERVAL_MS,
 * default 15 minutes), so a process started late in the day still sends it.
 *
 * Once per dealer and day, however many processes run it: the day is claimed
 * by a row of `lead_digests` (dealer, day) written in the same transaction as
 * the day's messages (`INSERT … ON CONFLICT DO NOTHING`): a second process
 * waits on the first's row, then finds it taken and writes nothing; a
 * transaction that fails leaves neither the claim nor a message. A dealer
 * whose leads were all answered before its digest went sends none that day.
 *
 * The digest names no customer: it lists many leads, and a message is kept
 * with one lead at most (the privacy export and anonymisation find messages
 * by lead), so it says only what opens the desk: the code and the promise.
 */
import { formatPromise } from '../../models/lead/response-time';
import { DEFAULT_DIGEST_HOUR, DIGEST_LIST_LIMIT, digestDayDue, formatDigestDay } from '../../models/lead/lead-messages';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { SELLER_PATHS } from '../../models/app/pages';
import type { Database, Queryable } from '../db/database';
import type { Mail } from '../plugins/mail';
import { dealerAudience } from '../leads/lead-messages';

/** How often the job looks for a digest due. */
export const LEAD_DIGEST_INTERVAL_MS = 15 * 60 * 1000;

export interface LeadDigestOptions {
  db: Database;
  /** The outbox, as the app has it (`app.mail`). */
  mail: Pick<Mail, 'queue' | 'wake'>;
  /** The site's address, for the desk's link. */
  publicUrl: string;
  /** The clock (tests move it). */
  now?: () => Date;
  /** The São Paulo hour from which a day's digest goes (0–23; default 8). */
  fromHour?: number | undefined;
  intervalMs?: number;
  log?: { error: (err: unknown, message: string) => void; info: (obj: object, message: string) => void };
}

export interface LeadDigestReport {
  /** The São Paulo day looked at, or null before its hour. */
  day: string | null;
  /** Dealers whose digest this run sent. */
  dealers: number;
  messages: number;
}

export interface LeadDigestJobs {
  runOnce(): Promise<LeadDigestReport>;
  start(): void;
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Nobody has moved the lead yet (as the desk says: server/seller-leads/seller-leads-repo.ts), and it is still the customer's. */
const WAITING = `l.lifecycle_status = 'sent' AND l.anonymised_at IS NULL AND NOT EXISTS (SELECT 1 FROM lead_status_events e WHERE e.lead_id = l.id)`;

/** The dealers with leads waiting whose digest of `day` nobody has claimed yet. */
async function dealersDue(db: Queryable, day: string): Promise<string[]> {
  const { rows } = await db.query<{ dealer_code: string }>(
    `SELECT DISTINCT l.dealer_code FROM leads l
      WHERE ${WAITING} AND NOT EXISTS (SELECT 1 FROM lead_digests g WHERE g.dealer_code = l.dealer_code AND g.day = $1::date)
      ORDER BY l.dealer_code`,
    [day],
  );
  return rows.map((r) => r.dealer_code);
}

export function createLeadDigestJobs(options: LeadDigestOptions): LeadDigestJobs {
  const now = options.now ?? (() => new Date());
  const fromHour = options.fromHour ?? DEFAULT_DIGEST_HOUR;
  const deskUrl = `${options.publicUrl.replace(/\/+$/, '')}${SELLER_PATHS.leads}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  /** Claims the dealer's day and queues its digest, in one transaction; answers the messages queued (0: taken, or nothing to say). */
  async function sendDigest(dealerCode: string, day: string, at: Date): Promise<number | null> {
    return options.db.transaction(async (tx) => {
      const claimed = await tx.query(
        'INSERT INTO lead_digests (dealer_code, day, leads, recipients) VALUES ($1, $2::date, 0, 0) ON CONFLICT DO NOTHING RETURNING dealer_code',
        [dealerCode, day],
      );
      if (claimed.rows.length === 0) return null;
      const { rows } = await tx.query<{ id: string; respond_by: Date | string | null; total: string | number }>(
        `SELECT l.id, l.respond_by, count(*) OVER () AS total FROM leads l
          WHERE l.dealer_code = $1 AND ${WAITING}
          ORDER BY l.respond_by NULLS LAST, l.created_at, l.id LIMIT $2`,
        [dealerCode, DIGEST_LIST_LIMIT],
      );
      const total = rows.length ? Number(rows[0]!.total) : 0;
      const sellers = total ? (await dealerAudience(tx, dealerCode)).sellers : [];
      const leads = rows.map((r) => {
        const respondBy = r.respond_by === null ? null : new Date(r.respond_by);
        return { proposalCode: proposalCodeOf(r.id), respondBy: respondBy && formatPromise(respondBy), overdue: respondBy !== null && respondBy < at };
      });
      for (const seller of sellers) await options.mail.queue(tx, 'leadDigest', seller, { day: formatDigestDay(day), total, leads, deskUrl });
      await tx.query('UPDATE lead_digests SET leads = $3, recipients = $4 WHERE dealer_code = $1 AND day = $2::date', [dealerCode, day, total, sellers.length]);
      return sellers.length;
    });
  }

  async function runOnce(): Promise<LeadDigestReport> {
    const at = now();
    const day = digestDayDue(at, fromHour);
    if (!day) return { day: null, dealers: 0, messages: 0 };
    let dealers = 0;
    let messages = 0;
    for (const dealerCode of await dealersDue(options.db, day)) {
      const sent = await sendDigest(dealerCode, day, at);
      if (sent === null) continue;
      dealers += 1;
      messages += sent;
    }
    if (messages > 0) options.mail.wake();
    return { day, dealers, messages };
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      const tick = () => {
        running = runOnce()
          .then((report) => {
            if (report.messages > 0) options.log?.info(report, 'lead digest sent');
          })
          .catch((err: unknown) => options.log?.error(err, 'lead digest failed'));
      };
      timer = setInterval(tick, options.intervalMs ?? LEAD_DIGEST_INTERVAL_MS);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
