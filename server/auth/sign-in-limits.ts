/**
 * Sign-in attempt limits: per account (the e-mail typed) and per client
 * address, counted over a sliding window in the `sign_in_attempts` table so
 * every server process behind a load balancer sees the same counts.
 *
 * - Per account: `perAccount` failures in the window since the last
 *   successful sign-in lock that e-mail until the window passes.
 * - Per address: `perAddress` failures in the window from one address lock
 *   it (a success does not reset it, so one's own account cannot be used to
 *   keep guessing others').
 *
 * While locked, even the right password is refused, and no password is
 * checked: the answer is 429 with the pt-BR message. Attempts made while
 * locked count too, so the lock lasts until someone stops trying.
 */
import type { Queryable } from '../db/database';

export interface SignInLimits {
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowMinutes: 15 };

/**
 * Records an attempt (as failed until `markSignInSucceeded`) and tells
 * whether it is over a limit. Recording first and counting after means
 * parallel guesses count against each other instead of all slipping past a
 * check made before any of them was written.
 */
export async function beginSignInAttempt(
  db: Queryable,
  limits: SignInLimits,
  email: string,
  address: string,
): Promise<{ id: string; limited: boolean }> {
  const inserted = await db.query<{ id: string | number }>(
    'INSERT INTO sign_in_attempts (email, address, succeeded) VALUES ($1, $2, false) RETURNING id',
    [email, address],
  );
  const id = String(inserted.rows[0]!.id);
  const { rows } = await db.query<{ account: string | number; address: string | number }>(
    `SELECT
       (SELECT count(*) FROM sign_in_attempts a
         WHERE a.email = $1 AND NOT a.succeeded
           AND a.attempted_at > now() - make_interval(mins => $3)
           AND a.attempted_at > COALESCE((SELECT max(b.attempted_at) FROM sign_in_attempts b
                                          WHERE b.email = $1 AND b.succeeded), '-infinity')) AS account,
       (SELECT count(*) FROM sign_in_attempts a
         WHERE a.address = $2 AND NOT a.succeeded
           AND a.attempted_at > now() - make_interval(mins => $3)) AS address`,
    [email, address, limits.windowMinutes],
  );
  const row = rows[0];
  const limited = Number(row?.account ?? 0) > limits.perAccount || Number(row?.address ?? 0) > limits.perAddress;
  return { id, limited };
}

export async function markSignInSucceeded(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE sign_in_attempts SET succeeded = true WHERE id = $1', [id]);
}

/** Records a successful sign-in (it resets the account's count of failures), e.g. after proving the e-mail is theirs. */
export async function recordSignInSuccess(db: Queryable, email: string, address: string): Promise<void> {
  await db.query('INSERT INTO sign_in_attempts (email, address, succeeded) VALUES ($1, $2, true)', [email, address]);
}
