/**
 * The webhook delivery loop, run by every server process: it claims due
 * events from `webhook_outbox`, POSTs each to its dealer's URL signed with
 * the dealer's secret, and records the outcome.
 *
 * - Claim: one UPDATE over a `FOR UPDATE SKIP LOCKED` selection sets a lease
 *   (`locked_until`), so two processes never deliver the same attempt; a
 *   process that dies mid-delivery releases it when the lease runs out (the
 *   lease outlasts the request's timeout several times).
 * - Acknowledged (any 2xx): `status = 'delivered'`, never sent again. Anything
 *   else (another status, a timeout, a refused connection, no URL any more):
 *   still pending, `attempts` counted, `last_status`/`last_error` kept and the
 *   next attempt pushed back (doubling from 30 s, capped at an hour). Nothing
 *   is ever dropped.
 * - Every attempt sends the same body and event id, signed afresh:
 *   `x-flua-timestamp` (Unix seconds) and `x-flua-signature: v1=<hex>`, the
 *   HMAC-SHA256 of `timestamp + "." + body` under the dealer's secret.
 * - Redirects are not followed: the configured URL is the only address called.
 */
import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS, signedContent } from '../../models/lead/dealer-webhooks';
import type { Queryable } from '../db/database';
import { claimLoop } from '../db/claim-loop';

/** 30 s, 1 min, 2 min … capped at 1 hour. */
export function webhookBackoff(firstMs = 30_000): (attempts: number) => number {
  return (attempts) => Math.min(firstMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface WebhookSenderOptions {
  db: Queryable;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Wait before the next attempt after `attempts` failures (ms). */
  backoff?: (attempts: number) => number;
  batchSize?: number;
  pollIntervalMs?: number;
  /** How long one POST may take. */
  timeoutMs?: number;
  /** How long a claim holds an event (must outlast one POST). */
  leaseMs?: number;
  log?: { info?: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

export interface WebhookRound {
  delivered: string[];
  failed: string[];
}

export interface WebhookSender {
  /** Claims and delivers the events due now; resolves when each was delivered or rescheduled. */
  runOnce(): Promise<WebhookRound>;
  start(): void;
  /** Runs the loop now (after an event was committed). */
  wake(): void;
  /** Stops the loop after the round in progress. */
  stop(): Promise<void>;
}

/** The signature header's value for this timestamp and body. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(signedContent(timestamp, body)).digest('hex')}`;
}

interface ClaimedRow {
  id: string | number;
  event_id: string;
  type: string;
  body: string;
  attempts: number;
  url: string | null;
  secret: string | null;
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const now = options.now ?? (() => new Date());
  const backoff = options.backoff ?? webhookBackoff();
  const batchSize = options.batchSize ?? 10;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const leaseSeconds = (options.leaseMs ?? Math.max(120_000, timeoutMs * 4)) / 1000;
  const { db } = options;

  async function claim(): Promise<ClaimedRow[]> {
    const { rows } = await db.query<ClaimedRow>(
      `WITH claimed AS (
         UPDATE webhook_outbox SET locked_until = $1::timestamptz + make_interval(secs => $3)
          WHERE id IN (
            SELECT id FROM webhook_outbox
             WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
               AND (locked_until IS NULL OR locked_until <= $1::timestamptz)
             ORDER BY next_attempt_at, id
             LIMIT $2
             FOR UPDATE SKIP LOCKED)
         RETURNING id, event_id, type, body, attempts, dealer_code)
       SELECT c.id, c.event_id, c.type, c.body, c.attempts, d.webhook_url AS url, d.webhook_secret AS secret
         FROM claimed c JOIN dealers d ON d.id = c.dealer_code`,
      [now().toISOString(), batchSize, leaseSeconds],
    );
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  async function post(row: ClaimedRow): Promise<{ ok: boolean; status: number | null; error: string | null }> {
    if (!row.url || !row.secret) return { ok: false, status: null, error: 'webhook not configured' };
    const timestamp = String(Math.floor(now().getTime() / 1000));
    try {
      const res = await fetch(row.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Flua-Webhooks/1',
          [WEBHOOK_HEADERS.eventId]: row.event_id,
          [WEBHOOK_HEADERS.eventType]: row.type,
          [WEBHOOK_HEADERS.timestamp]: timestamp,
          [WEBHOOK_HEADERS.signature]: webhookSignature(row.secret, timestamp, row.body),
        },
        body: row.body,
      });
      await res.body?.cancel().catch(() => undefined);
      return { ok: res.status >= 200 && res.status < 300, status: res.status, error: res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}` };
    } catch (err) {
      return { ok: false, status: null, error: err instanceof Error ? err.message : String(err) };
    }
  }

  async function deliver(row: ClaimedRow): Promise<boolean> {
    const outcome = await post(row);
    if (outcome.ok) {
      await db.query(
        `UPDATE webhook_outbox SET status = 'delivered', delivered_at = $2, attempts = attempts + 1, last_status = $3, last_error = NULL, locked_until = NULL WHERE id = $1`,
        [row.id, now().toISOString(), outcome.status],
      );
      return true;
    }
    const attempts = Number(row.attempts) + 1;
    const next = new Date(now().getTime() + backoff(attempts));
    await db.query(
      `UPDATE webhook_outbox SET attempts = attempts + 1, next_attempt_at = $2, last_status = $3, last_error = $4, locked_until = NULL WHERE id = $1`,
      [row.id, next.toISOString(), outcome.status, (outcome.error ?? '').slice(0, 1000)],
    );
    options.log?.warn({ eventId: row.event_id, attempts, status: outcome.status, nextAttemptAt: next.toISOString(), reason: outcome.error }, 'dealer webhook not delivered; will retry');
    return false;
  }

  async function runOnce(): Promise<WebhookRound> {
    const round: WebhookRound = { delivered: [], failed: [] };
    for (const row of await claim()) (await deliver(row) ? round.delivered : round.failed).push(row.event_id);
    return round;
  }

  const loop = claimLoop({
    round: async () => {
      const { delivered, failed } = await runOnce();
      return { worked: delivered.length + failed.length, failed: failed.length };
    },
    batchSize,
    pollIntervalMs,
    failureMessage: 'dealer webhook round failed',
    log: options.log,
  });

  return { runOnce, start: loop.start, wake: loop.wake, stop: loop.stop };
}
