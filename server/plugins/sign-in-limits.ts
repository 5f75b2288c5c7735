/**
 * Sign-in attempt limits, counted in the `sign_in_attempts` table so every
 * server process behind a load balancer sees the same counts. They bound
 * password guessing without locking an account's owner out:
 *
 * - Per client address: at most `perAddress` wrong passwords are answered
 *   in the window (any accounts). Past that the address waits for the
 *   window: its attempts are answered 429 and say nothing about the password.
 *   The bound holds whatever the concurrency and across processes: a password
 *   is checked first, then its outcome takes its place in one transaction
 *   under an advisory lock of the address (`settleSignInAttempt`); a wrong
 *   password the address has no room left for is answered 429, like a refused
 *   one, and nothing is written (the check it had told nobody anything).
 *   Correct sign-ins never count: any number at once from one address succeed
 *   while it is not waiting.
 * - The owner behind a waiting address (a shared office, a carrier's NAT): a
 *   browser holding the sign-in mark of the account it signs in to
 *   (server/auth/sign-in-devices.ts: it signed in to that account before) is let through
 *   the address's wait while that account has had fewer than `perAccount`
 *   wrong passwords since its last sign-in; its wrong passwords count like any
 *   other. A guesser behind the same address holds no such mark, so the
 *   address's bound stays: `perAddress` wrong passwords per window, plus at
 *   most `perAccount` per account for a browser that signed in to it before.
 * - Per account, a backoff: after `perAccount` wrong passwords since the
 *   account's last sign-in, each further wrong password doubles the wait
 *   (from `backoffBaseSeconds` up to `backoffMaxSeconds`) asked of the
 *   address that typed it before it tries that account again. The password
 *   is still checked: a correct one is never refused by the account's
 *   backoff (the owner is never locked out, from any address); a wrong one
 *   typed during the wait is answered 429 with the wait, and counts against
 *   the address.
 *
 * An address already waiting is refused before any password is checked
 * (`addressWait`: nothing checked, nothing written), unless the browser
 * holds the account's mark.
 *
 * Routes reach these through the instance, `app.limits.signIn` (the limits
 * plugin, server/plugins/limits.ts); how many attempts (DEFAULT_SIGN_IN_LIMITS)
 * is the auth routes' policy (server/auth/auth-routes.ts).
 */
import type { Database, Queryable } from '../db/database';

export interface SignInLimits {
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
  backoffBaseSeconds?: number;
  backoffMaxSeconds?: number;
}

/** How an attempt whose password was checked ends. */
export type SignInOutcome =
  | { outcome: 'signedIn' }
  /** A wrong password, counted; `accountWaitSeconds` > 0: the account's backoff asks this address to wait. */
  | { outcome: 'wrong'; accountWaitSeconds: number }
  /** The address has no room left (or the marked browser's account too many wrong passwords): 429, nothing written, nothing said of the password. */
  | { outcome: 'refused'; retryAfterSeconds: number };

/** The wait after `failures` wrong passwords on an account since its last sign-in (0 while under the limit). */
export function accountBackoffSeconds(limits: SignInLimits, failures: number): number {
  if (failures < limits.perAccount) return 0;
  const base = limits.backoffBaseSeconds ?? 2;
  return Math.min(limits.backoffMaxSeconds ?? 900, base * 2 ** Math.min(30, failures - limits.perAccount));
}

interface Counts {
  address_failures: string | number;
  oldest_failure_age: number | string | null;
  account_failures: string | number;
  mine_age: number | string | null;
}

/** The address's wrong passwords in the window, and the account's since its last sign-in (and this address's latest). */
async function countsOf(db: Queryable, limits: SignInLimits, email: string, address: string): Promise<Counts> {
  const { rows } = await db.query<Counts>(
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
       (SELECT count(*) FROM account) AS account_failures,
       (SELECT extract(epoch FROM now() - max(attempted_at)) FROM account WHERE address = $2) AS mine_age`,
    [email, address, limits.windowMinutes],
  );
  return rows[0]!;
}

/** Seconds until the address's oldest wrong password of the window leaves it. */
function windowWait(limits: SignInLimits, counts: Counts): number {
  return Math.max(1, Math.ceil(limits.windowMinutes * 60 - Number(counts.oldest_failure_age ?? 0)));
}

const isFull = (limits: SignInLimits, counts: Counts) => Number(counts.address_failures) >= limits.perAddress;
/** A marked browser passes the address's wait while its account has had fewer than `perAccount` wrong passwords. */
const markLetsThrough = (limits: SignInLimits, counts: Counts, marked: boolean) => marked && Number(counts.account_failures) < limits.perAccount;

/**
 * Before checking a password: the seconds this attempt must wait when the
 * address is already waiting and the browser's mark does not let it through;
 * null when the password may be checked. Writes nothing.
 */
export async function addressWait(db: Queryable, limits: SignInLimits, email: string, address: string, marked: boolean): Promise<number | null> {
  const counts = await countsOf(db, limits, email, address);
  return isFull(limits, counts) && !markLetsThrough(limits, counts, marked) ? windowWait(limits, counts) : null;
}

/**
 * After checking a password: records how the attempt ended, in one
 * transaction under an advisory lock of the address, so that concurrent
 * attempts (from any process) take their places one at a time. A correct
 * password is recorded as a sign-in (it resets the account's count of wrong
 * passwords) unless the address is waiting; a wrong one is counted only
 * while the address has room for it.
 */
export async function settleSignInAttempt(
  db: Database,
  limits: SignInLimits,
  attempt: { email: string; address: string; correct: boolean; marked: boolean },
): Promise<SignInOutcome> {
  const { email, address } = attempt;
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('sign-in:' || $1))", [address]);
    const counts = await countsOf(tx, limits, email, address);
    if (isFull(limits, counts) && !markLetsThrough(limits, counts, attempt.marked)) return { outcome: 'refused', retryAfterSeconds: windowWait(limits, counts) };
    if (attempt.correct) {
      await recordSignInSuccess(tx, email, address);
      return { outcome: 'signedIn' };
    }
    const failures = Number(counts.account_failures);
    // The account's backoff after this failure: asked of this address when it typed a wrong one within the last wait.
    const held = failures >= limits.perAccount && counts.mine_age !== null && Number(counts.mine_age) < accountBackoffSeconds(limits, failures);
    await tx.query('INSERT INTO sign_in_attempts (email, address, succeeded) VALUES ($1, $2, false)', [email, address]);
    return { outcome: 'wrong', accountWaitSeconds: held ? accountBackoffSeconds(limits, failures + 1) : 0 };
  });
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
