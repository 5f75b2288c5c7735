/**
 * The sender loop, run by every server process that has SMTP: it claims due
 * messages from the outbox, sends them, and records the outcome.
 *
 * - Claim: one UPDATE over a `FOR UPDATE SKIP LOCKED` selection sets a lease
 *   (`locked_until`), so two processes never take the same message; a
 *   process that dies mid-send releases it when the lease runs out.
 * - Sent: `status = 'sent'`, `sent_at`. Failed: still 'pending', `attempts`
 *   counted, `last_error` kept and `next_attempt_at` pushed back (backoff
 *   doubling from 30 s, capped at an hour). Nothing is ever dropped.
 * - `stop()` lets a send in progress finish, then returns (SIGTERM drains).
 */
import type { Queryable } from '../db/database';
import { claimLoop } from '../db/claim-loop';
import { attachmentsOf, OUTBOX_COLUMNS, toOutboxMessage, type OutboxMessage, type OutboxRow } from './outbox';
import type { MailTransport } from './transport';

export interface MailSenderOptions {
  db: Queryable;
  transport: MailTransport;
  /** The From header, e.g. `"Flua!" <nao-responda@flua.example>`. */
  from: string;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Wait before the next attempt after `attempts` failures (ms). */
  backoff?: (attempts: number) => number;
  batchSize?: number;
  pollIntervalMs?: number;
  /** How long a claim holds a message (must outlast one send). */
  leaseMs?: number;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

export interface SendRound {
  sent: string[];
  failed: string[];
}

export interface MailSender {
  /** Claims and sends the messages due now; resolves when each has been sent or rescheduled. */
  runOnce(): Promise<SendRound>;
  /** Starts the loop (polls every `pollIntervalMs`; `wake` runs it at once). */
  start(): void;
  /** Runs the loop now (after a message was committed). */
  wake(): void;
  /** Stops the loop after the round in progress, and closes the transport. */
  stop(): Promise<void>;
}

/** A backoff doubling from `firstMs`, capped at 1 hour. */
export function doublingBackoff(firstMs: number): (attempts: number) => number {
  return (attempts) => Math.min(firstMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** 30 s, 1 min, 2 min … capped at 1 hour. */
export const defaultBackoff = doublingBackoff(30_000);

function messageIdFor(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'flua.invalid';
  return `<outbox-${id}@${domain}>`;
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const now = options.now ?? (() => new Date());
  const backoff = options.backoff ?? defaultBackoff;
  const batchSize = options.batchSize ?? 10;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const leaseSeconds = (options.leaseMs ?? 120_000) / 1000;
  const { db, transport, from } = options;

  async function claim(): Promise<OutboxMessage[]> {
    const { rows } = await db.query<OutboxRow>(
      `UPDATE mail_outbox SET locked_until = $1::timestamptz + make_interval(secs => $3)
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
           AND (locked_until IS NULL OR locked_until <= $1::timestamptz)
         ORDER BY next_attempt_at, id
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
       RETURNING ${OUTBOX_COLUMNS}`,
      [now().toISOString(), batchSize, leaseSeconds],
    );
    return rows.map(toOutboxMessage).sort((a, b) => Number(a.id) - Number(b.id));
  }

  async function deliver(message: OutboxMessage): Promise<boolean> {
    try {
      await transport.send({
        messageId: messageIdFor(message.id, from),
        from,
        to: message.to,
        bcc: message.bcc,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: await attachmentsOf(db, message.id),
      });
    } catch (err) {
      const attempts = message.attempts + 1;
      const next = new Date(now().getTime() + backoff(attempts));
      const reason = err instanceof Error ? err.message : String(err);
      await db.query(
        `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = $2, locked_until = NULL, last_error = $3 WHERE id = $1`,
        [message.id, next.toISOString(), reason.slice(0, 1000)],
      );
      options.log?.warn({ messageId: message.id, attempts, nextAttemptAt: next.toISOString(), reason }, 'mail not sent; will retry');
      return false;
    }
    await db.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = $2, attempts = attempts + 1, locked_until = NULL, last_error = NULL WHERE id = $1`,
      [message.id, now().toISOString()],
    );
    return true;
  }

  async function runOnce(): Promise<SendRound> {
    const round: SendRound = { sent: [], failed: [] };
    for (const message of await claim()) (await deliver(message) ? round.sent : round.failed).push(message.id);
    return round;
  }

  const loop = claimLoop({
    round: async () => {
      const { sent, failed } = await runOnce();
      return { worked: sent.length + failed.length, failed: failed.length };
    },
    batchSize,
    pollIntervalMs,
    failureMessage: 'mail sender round failed',
    log: options.log,
  });

  return {
    runOnce,
    start: loop.start,
    wake: loop.wake,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
