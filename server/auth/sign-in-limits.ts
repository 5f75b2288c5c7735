/**
 * Sign-in attempt limits, counted in the `sign_in_attempts` table so every
 * server process behind a load balancer sees the same counts. They slow a
 * guesser without locking the account's owner out:
 *
 * - Per client address: `perAddress` wrong passwords in the window (any
 *   accounts) and the address waits for the window to pass; at most
 *   `inFlightPerAddress` passwords of one address are checked at once (so
 *   parallel guesses cannot all slip past the count). Correct sign-ins never
 *   count: 25 at once from one address all succeed.
 * - Per account, a backoff: after `perAccount` wrong passwords since the
 *   account's last sign-in, each further wrong password doubles the wait
 *   (from `backoffBaseSeconds` up to `backoffMaxSeconds`) asked of the
 *   address that typed it before it tries that account again. The password
 *   is still checked: a correct one is never refused by the account's
 *   backoff (the owner is never locked out, from any address); a wrong one
 *   typed during the wait is answered 429 with the wait, and counts against
 *   the address. What stops a guesser is the per-address limit (checked
 *   before any password); the backoff tells a slow-down to whoever keeps
 *   guessing one account.
 *
 * A refused attempt (429, with Retry-After) writes nothing and checks no
 * password. The address's check and the record of its attempt happen under
 * a transaction-scoped advisory lock of that address.
 */
import type { Database, Queryable } from '../db/database';

export interface SignInLimits {
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
  /** Passwords of one address checked at the same time. */
  inFlightPerAddress?: number;
  backoffBaseSeconds?: number;
  backoffMaxSeconds?: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowMinutes: 15, inFlightPerAddress: 30, backoffBaseSeconds: 2, backoffMaxSeconds: 15 * 60 };

/** An attempt in flight for longer than this is taken as abandoned. */
const IN_FLIGHT_SECONDS = 60;

export type SignInStart =
  | { refused: false; id: string; /** The account's backoff still asked of this address (0: none). */ accountWaitSeconds: number }
  | { refused: 'address'; retryAfterSeconds: number };

/** The wait after `failures` wrong passwords on an account since its last sign-in (0 while under the limit). */
export function accountBackoffSeconds(limits: SignInLimits, failures: number): number {
  if (failures < limits.perAccount) return 0;
  const base = limits.backoffBaseSeconds ?? 2;
  return Math.min(limits.backoffMaxSeconds ?? 900, base * 2 ** Math.min(30, failures - limits.perAccount));
}

/**
 * Checks the limits for this account and address; when none holds the
 * attempt back, records it as in flight (until `finishSignInAttempt`).
 */
export async function beginSignInAttempt(db: Database, limits: SignInLimits, email: string, address: string): Promise<SignInStart> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('sign-in:' || $1))", [address]);
    const { rows } = await tx.query<{ address_failures: string | number; in_flight: string | number; oldest_failure_age: number | null; account_failures: string | number; mine_age: number | null }>(
      `WITH last_success AS (
         SELECT COALESCE(max(attempted_at), '-infinity') AS at FROM sign_in_attempts WHERE email = $1 AND succeeded
       ), account AS (
         SELECT a.address, a.attempted_at FROM sign_in_attempts a, last_success s
          WHERE a.email = $1 AND a.succeeded = false AND a.attempted_at > s.at
            AND a.attempted_at > now() - make_interval(mins => $3)
       )
       SELECT
         (SELECT count(*) FROM sign_in_attempts WHERE address = $2 AND succeeded = false AND attempted_at > now() - make_interval(mins => $3)) AS address_failures,
         (SELECT extract(epoch FROM now() - min(attempted_at)) FROM sign_in_attempts WHERE address = $2 AND succeeded = false AND attempted_at > now() - make_interval(mins => $3)) AS oldest_failure_age,
         (SELECT count(*) FROM sign_in_attempts WHERE address = $2 AND succeeded IS NULL AND attempted_at > now() - make_interval(secs => $4)) AS in_flight,
         (SELECT count(*) FROM account) AS account_failures,
         (SELECT extract(epoch FROM now() - max(attempted_at)) FROM account WHERE address = $2) AS mine_age`,
      [email, address, limits.windowMinutes, IN_FLIGHT_SECONDS],
    );
    const row = rows[0]!;
    if (Number(row.address_failures) >= limits.perAddress) {
      return { refused: 'address', retryAfterSeconds: Math.max(1, Math.ceil(limits.windowMinutes * 60 - Number(row.oldest_failure_age ?? 0))) };
    }
    if (Number(row.in_flight) >= (limits.inFlightPerAddress ?? 30)) return { refused: 'address', retryAfterSeconds: 1 };
    // The account's backoff after this attempt's failure, if it fails: counted with it.
    const wait = accountBackoffSeconds(limits, Number(row.account_failures) + 1);
    const held = Number(row.account_failures) >= limits.perAccount && row.mine_age !== null && Number(row.mine_age) < accountBackoffSeconds(limits, Number(row.account_failures));
    const inserted = await tx.query<{ id: string | number }>('INSERT INTO sign_in_attempts (email, address, succeeded) VALUES ($1, $2, NULL) RETURNING id', [email, address]);
    return { refused: false, id: String(inserted.rows[0]!.id), accountWaitSeconds: held ? wait : 0 };
  });
}

/** Records how the attempt ended: a sign-in, or a wrong password. */
export async function finishSignInAttempt(db: Queryable, id: string, succeeded: boolean): Promise<void> {
  await db.query('UPDATE sign_in_attempts SET succeeded = $2 WHERE id = $1', [id, succeeded]);
}

/** Records a successful sign-in (it resets the account's count of failures), e.g. after proving the e-mail is theirs. */
export async function recordSignInSuccess(db: Queryable, email: string, address: string): Promise<void> {
  await db.query('INSERT INTO sign_in_attempts (email, address, succeeded) VALUES ($1, $2, true)', [email, address]);
}

/** Removes attempts older than a day (the scheduled clean-up): no limit looks further back. */
export async function removeOldSignInAttempts(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query("DELETE FROM sign_in_attempts WHERE attempted_at < $1::timestamptz - interval '1 day' RETURNING id", [now.toISOString()]);
  return rows.length;
}
