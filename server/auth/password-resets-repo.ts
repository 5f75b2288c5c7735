/** Password-reset links: only the SHA-256 of each token is stored. */
import type { Queryable } from '../db/database';
import { tokenHash } from './accounts-repo';

export interface ResetRow {
  user_id: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** The link of a token (locked for the transaction when `lock`). */
export async function findReset(db: Queryable, token: string, lock: boolean): Promise<ResetRow | undefined> {
  const { rows } = await db.query<ResetRow>(
    `SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [tokenHash(token)],
  );
  return rows[0];
}

/** Forgets the links created before `before`. */
export async function deleteResetsCreatedBefore(tx: Queryable, before: Date): Promise<void> {
  await tx.query('DELETE FROM password_resets WHERE created_at < $1', [before.toISOString()]);
}

export async function insertReset(tx: Queryable, token: string, userId: string, createdAt: Date, expiresAt: Date): Promise<void> {
  await tx.query('INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    tokenHash(token),
    userId,
    createdAt.toISOString(),
    expiresAt.toISOString(),
  ]);
}

/** Uses up every open link of the account. */
export async function useUpResets(tx: Queryable, userId: string, at: Date): Promise<void> {
  await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, at.toISOString()]);
}
