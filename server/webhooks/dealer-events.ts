/**
 * The dealers' webhooks: the events a dealer's system hears of its leads,
 * written to `webhook_outbox` in the transaction of what they report (so an
 * event exists exactly when its change was committed), delivered later by the
 * delivery loop (server/webhooks/webhook-sender.ts). Routes reach it through
 * `app.webhooks` (server/plugins/webhooks.ts); the admin's settings and the
 * last deliveries are read and written here too.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { proposalCodeOf } from '../../models/lead/lead-status';
import {
  DELIVERIES_SHOWN,
  type DealerEventBody,
  type DealerEventData,
  type DealerEventType,
  type DealerSettings,
  type DealerSettingsUpdate,
  type NewWebhookSecret,
  type WebhookDelivery,
} from '../../models/lead/dealer-webhooks';
import type { Queryable } from '../db/database';

/** What the caller tells of the lead (the proposal code and the moment are filled in). */
export type DealerEventInput = Omit<DealerEventData, 'proposalCode' | 'occurredAt'> & { occurredAt?: string };

/**
 * Writes one event for `dealerCode` with `tx` (call it in the transaction of
 * what it reports) and answers its id; null when the dealer has no webhook
 * (no URL or no secret yet): nothing is kept for a system nobody configured.
 */
export async function queueDealerEvent(tx: Queryable, dealerCode: string, type: DealerEventType, input: DealerEventInput, now: Date = new Date()): Promise<string | null> {
  const { rows } = await tx.query<{ ok: boolean }>(
    'SELECT true AS ok FROM dealers WHERE id = $1 AND webhook_url IS NOT NULL AND webhook_secret IS NOT NULL',
    [dealerCode],
  );
  if (!rows[0]) return null;
  const id = randomUUID();
  const body: DealerEventBody = {
    id,
    type,
    dealerCode,
    createdAt: now.toISOString(),
    data: { ...input, proposalCode: proposalCodeOf(input.leadId), occurredAt: input.occurredAt ?? now.toISOString() },
  };
  await tx.query('INSERT INTO webhook_outbox (event_id, dealer_code, type, body, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $5)', [
    id,
    dealerCode,
    type,
    JSON.stringify(body),
    now.toISOString(),
  ]);
  return id;
}

// ───────────────────────────── the admin's settings ─────────────────────────────

interface DeliveryRow {
  event_id: string;
  type: WebhookDelivery['type'];
  status: WebhookDelivery['status'];
  attempts: number;
  last_status: number | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

/** A dealer's settings and its last deliveries (null: no such dealer). Never the secret. */
export async function findDealerSettings(db: Queryable, code: string): Promise<DealerSettings | null> {
  const { rows } = await db.query<{ id: string; name: string; response_hours: number; webhook_url: string | null; webhook_secret_created_at: Date | string | null }>(
    `SELECT id, COALESCE(NULLIF(data->>'fantasyName', ''), data->>'name', id) AS name, response_hours, webhook_url, webhook_secret_created_at
       FROM dealers WHERE id = $1`,
    [code],
  );
  const dealer = rows[0];
  if (!dealer) return null;
  const deliveries = await db.query<DeliveryRow>(
    `SELECT event_id, type, status, attempts, last_status, created_at, delivered_at FROM webhook_outbox
      WHERE dealer_code = $1 ORDER BY id DESC LIMIT $2`,
    [code, DELIVERIES_SHOWN],
  );
  return {
    code: dealer.id,
    name: dealer.name,
    responseHours: Number(dealer.response_hours),
    webhookUrl: dealer.webhook_url,
    secretCreatedAt: dealer.webhook_secret_created_at === null ? null : iso(dealer.webhook_secret_created_at),
    deliveries: deliveries.rows.map((r) => ({
      eventId: r.event_id,
      type: r.type,
      status: r.status,
      attempts: Number(r.attempts),
      lastStatus: r.last_status === null ? null : Number(r.last_status),
      createdAt: iso(r.created_at),
      deliveredAt: r.delivered_at === null ? null : iso(r.delivered_at),
    })),
  };
}

/** Saves the response time and the URL; false when there is no such dealer. */
export async function saveDealerSettings(db: Queryable, code: string, update: DealerSettingsUpdate): Promise<boolean> {
  const { rows } = await db.query('UPDATE dealers SET response_hours = $2, webhook_url = $3 WHERE id = $1 RETURNING id', [code, update.responseHours, update.webhookUrl]);
  return rows.length > 0;
}

/** Makes a new signing secret (the old one stops at once) and answers it: the only time it is ever answered. Null: no such dealer. */
export async function rotateWebhookSecret(db: Queryable, code: string, now: Date = new Date()): Promise<NewWebhookSecret | null> {
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const { rows } = await db.query('UPDATE dealers SET webhook_secret = $2, webhook_secret_created_at = $3 WHERE id = $1 RETURNING id', [code, secret, now.toISOString()]);
  return rows.length > 0 ? { secret, createdAt: now.toISOString() } : null;
}
