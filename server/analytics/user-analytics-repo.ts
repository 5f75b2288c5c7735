/** The lead analytics tokens and the analytics stored for a lead (migration 026). */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ANALYTICS_TOKEN_TTL_MS, type UserAnalyticsKind, type UserAnalyticsPayload } from '../../models/privacy/user-analytics';
import type { Queryable } from '../db/database';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new analytics token: what the answer carries, and what is stored with the lead (its hash, until when it works; server/leads/leads-repo.ts `insertLead`). */
export function newAnalyticsGrant(now = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + ANALYTICS_TOKEN_TTL_MS) };
}

/** The lead a token speaks for (and its kind), while it works. */
export async function findAnalyticsGrant(db: Queryable, token: string, now = new Date()): Promise<{ leadId: string; type: UserAnalyticsKind } | null> {
  const { rows } = await db.query<{ lead_id: string; type: UserAnalyticsKind }>(
    'SELECT lead_id, type FROM lead_analytics_grants WHERE token_hash = $1 AND expires_at > $2',
    [hashOf(token), now],
  );
  const row = rows[0];
  return row ? { leadId: row.lead_id, type: row.type } : null;
}

/** Stores a lead's analytics; null when that lead's analytics of that kind are already stored. */
export async function insertUserAnalytics(tx: Queryable, row: { leadId: string; type: UserAnalyticsKind; payload: UserAnalyticsPayload }): Promise<{ id: string } | null> {
  const id = randomUUID();
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO user_analytics (id, lead_id, type, payload) VALUES ($1, $2, $3, $4)
     ON CONFLICT (lead_id, type) DO NOTHING RETURNING id`,
    [id, row.leadId, row.type, JSON.stringify(row.payload)],
  );
  return rows[0] ?? null;
}

/** The analytics stored for a lead (tests, admin views). */
export async function listUserAnalytics(db: Queryable, leadId: string): Promise<{ type: UserAnalyticsKind; payload: UserAnalyticsPayload }[]> {
  const { rows } = await db.query<{ type: UserAnalyticsKind; payload: UserAnalyticsPayload }>('SELECT type, payload FROM user_analytics WHERE lead_id = $1 ORDER BY type', [leadId]);
  return rows;
}
