/**
 * Proof of e-mail in the database: the verification links (only the SHA-256
 * of each token is stored), the verified mark of an account, and the CPF
 * claims of unverified accounts.
 */
import type { Queryable } from '../db/database';
import { tokenHash } from './accounts-repo';

export interface VerificationRow {
  user_id: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** The link of a token (locked for the transaction when `lock`). */
export async function findVerification(db: Queryable, token: string, lock: boolean): Promise<VerificationRow | undefined> {
  const { rows } = await db.query<VerificationRow>(
    `SELECT user_id, expires_at, used_at FROM email_verifications WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [tokenHash(token)],
  );
  return rows[0];
}

export async function insertVerification(tx: Queryable, token: string, userId: string, createdAt: Date, expiresAt: Date): Promise<void> {
  await tx.query('INSERT INTO email_verifications (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    tokenHash(token),
    userId,
    createdAt.toISOString(),
    expiresAt.toISOString(),
  ]);
}

/** Forgets the links created before `before`. */
export async function deleteVerificationsCreatedBefore(tx: Queryable, before: Date): Promise<void> {
  await tx.query('DELETE FROM email_verifications WHERE created_at < $1', [before.toISOString()]);
}

/** How many links were sent to the account since `since` (the resend limit's count). */
export async function countVerificationsSince(tx: Queryable, userId: string, since: Date): Promise<number> {
  const { rows } = await tx.query<{ n: string | number }>('SELECT count(*) AS n FROM email_verifications WHERE user_id = $1 AND created_at > $2', [
    userId,
    since.toISOString(),
  ]);
  return Number(rows[0]?.n ?? 0);
}

export interface AccountToVerify {
  id: string;
  email: string;
  fullName: string;
  cpf: string;
  verified: boolean;
}

/** The account, locked for the transaction (verifying, resending and signing up serialise on it). */
export async function lockAccount(tx: Queryable, userId: string): Promise<AccountToVerify | undefined> {
  const { rows } = await tx.query<{ id: string; email: string; full_name: string; cpf: string; verified: boolean }>(
    'SELECT id, email, full_name, cpf, email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  const row = rows[0];
  return row ? { id: row.id, email: row.email, fullName: row.full_name, cpf: row.cpf, verified: row.verified } : undefined;
}

/** The accounts that hold this CPF or this e-mail, locked for the transaction. */
export async function lockHoldersOf(tx: Queryable, cpf: string, email: string): Promise<Array<{ id: string; cpf: string; email: string; verified: boolean }>> {
  const { rows } = await tx.query<{ id: string; cpf: string; email: string; verified: boolean }>(
    'SELECT id, cpf, email, email_verified_at IS NOT NULL AS verified FROM users WHERE cpf = $1 OR email = $2 ORDER BY id FOR UPDATE',
    [cpf, email],
  );
  return rows;
}

/** Removes accounts (their roles, sessions and links go with them). */
export async function deleteAccounts(tx: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await tx.query('DELETE FROM users WHERE id = ANY($1::text[])', [ids]);
}

/** Marks the account's e-mail verified and uses up its open links. */
export async function markVerified(tx: Queryable, userId: string, at: Date): Promise<void> {
  await tx.query('UPDATE users SET email_verified_at = $2 WHERE id = $1', [userId, at.toISOString()]);
  await tx.query('UPDATE email_verifications SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, at.toISOString()]);
}

// ───────────────────────────── sign-ups waiting for the e-mail's owner ─────────────────────────────

export interface PendingSignUp {
  token_hash: string;
  email: string;
  cpf: string;
  full_name: string;
  phone: string;
  password_hash: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** A sign-up's link and what the form sent, until the e-mail's owner opens it. */
export async function insertPendingSignUp(
  tx: Queryable,
  token: string,
  signUp: { email: string; cpf: string; fullName: string; phone: string; passwordHash: string },
  createdAt: Date,
  expiresAt: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO pending_sign_ups (token_hash, email, cpf, full_name, phone, password_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [tokenHash(token), signUp.email, signUp.cpf, signUp.fullName, signUp.phone, signUp.passwordHash, createdAt.toISOString(), expiresAt.toISOString()],
  );
}

/** The waiting sign-up of a token (locked for the transaction when `lock`). */
export async function findPendingSignUp(db: Queryable, token: string, lock: boolean): Promise<PendingSignUp | undefined> {
  const { rows } = await db.query<PendingSignUp>(
    `SELECT token_hash, email, cpf, full_name, phone, password_hash, expires_at, used_at FROM pending_sign_ups WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [tokenHash(token)],
  );
  return rows[0];
}

/** How many sign-up links went to this e-mail since `since` (their limit). */
export async function countPendingSignUpsSince(tx: Queryable, email: string, since: Date): Promise<number> {
  const { rows } = await tx.query<{ n: string | number }>('SELECT count(*) AS n FROM pending_sign_ups WHERE email = $1 AND created_at > $2', [email, since.toISOString()]);
  return Number(rows[0]?.n ?? 0);
}

/** Uses up every open sign-up link of this e-mail (one of them was opened). */
export async function closePendingSignUps(tx: Queryable, email: string, at: Date): Promise<void> {
  await tx.query('UPDATE pending_sign_ups SET used_at = $2 WHERE email = $1 AND used_at IS NULL', [email, at.toISOString()]);
}

/** Forgets the waiting sign-ups written before `before`, opened or not. */
export async function deletePendingSignUpsCreatedBefore(tx: Queryable, before: Date): Promise<void> {
  await tx.query('DELETE FROM pending_sign_ups WHERE created_at < $1', [before.toISOString()]);
}
