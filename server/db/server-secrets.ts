/**
 * Secrets nobody configured, made once and kept in the database
 * (`server_secrets`): whichever process asks first makes it, every process of
 * that database then reads the same one, and a restart keeps it. Each is read
 * once per process and kept in memory (a failed read is tried again).
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from './database';

/** Reads the secret `name`, making it first if no process has. */
export async function storedSecret(db: Queryable, name: string): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`the secret ${name} could not be stored`);
  return value;
}

/** The secret `name` as this process keeps it: `configured` when given, else the stored one, read once. */
export function secretOf(db: Queryable, name: string, configured?: string): () => Promise<string> {
  let secret: Promise<string> | undefined = configured ? Promise.resolve(configured) : undefined;
  return () => {
    secret ??= storedSecret(db, name).catch((err: unknown) => {
      secret = undefined; // a failed read is tried again on the next request
      throw err;
    });
    return secret;
  };
}
