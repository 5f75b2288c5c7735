/**
 * The lead form's upload grant: before it uploads a person's documents, the
 * form asks for a grant for that upload's Idempotency-Key; the server signs
 * (HMAC-SHA256) the key, the client it is for (the signed-in account or the
 * upload cookie) and an expiry 15 minutes on. An upload is read only with a
 * grant whose signature holds, that has not expired, and that names the same
 * client and key. The secret is generated once and kept in the database
 * (`server_secrets`), so every process of that database accepts the grants
 * of the others.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UPLOAD_GRANT_TTL_MS } from '../../models/documents/files';
import type { Database } from '../db/database';

const SECRET_NAME = 'upload_grant';

export type GrantCheck = 'ok' | 'invalid' | 'expired';

export interface UploadGrants {
  /** A grant for this client (`owner`, e.g. 'user:<id>' or 'token:<sha256>') and this upload key. */
  issue(owner: string, key: string): Promise<{ grant: string; expiresAt: Date }>;
  check(grant: string | undefined, owner: string, key: string): Promise<GrantCheck>;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

export function createUploadGrants(db: Database, now: () => Date = () => new Date()): UploadGrants {
  let secret: Promise<string> | undefined;
  const secretOnce = () =>
    (secret ??= (async () => {
      await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [SECRET_NAME, randomBytes(32).toString('base64url')]);
      const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [SECRET_NAME]);
      const value = rows[0]?.value;
      if (!value) throw new Error('the upload grant secret could not be stored');
      return value;
    })().catch((err: unknown) => {
      secret = undefined;
      throw err;
    }));
  const sign = async (payload: string) => createHmac('sha256', await secretOnce()).update(payload).digest('base64url');
  const payloadOf = (expires: number, owner: string, key: string) => `${expires}.${digest(owner)}.${digest(key)}`;

  return {
    async issue(owner, key) {
      const expires = now().getTime() + UPLOAD_GRANT_TTL_MS;
      return { grant: `${expires}.${await sign(payloadOf(expires, owner, key))}`, expiresAt: new Date(expires) };
    },
    async check(grant, owner, key) {
      const m = grant ? /^(\d{13,15})\.([A-Za-z0-9_-]{43})$/.exec(grant) : null;
      if (!m) return 'invalid';
      const expires = Number(m[1]);
      const expected = Buffer.from(await sign(payloadOf(expires, owner, key)));
      const given = Buffer.from(m[2]!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires <= now().getTime() ? 'expired' : 'ok';
    },
  };
}
