/**
 * Request limits: at most `max` requests per subject (a client address, an
 * e-mail, a CPF, a seller account…) in a sliding window of `windowMinutes`,
 * per bucket (what is limited: 'sign-up', 'lead', 'seller-mail'…). Counted
 * in the database (`limited_requests`, one row per request let through), so
 * every process behind a load balancer shares the counts.
 *
 * A limit holds whatever the concurrency, on PGlite and PostgreSQL and
 * across processes: the slot is taken in a transaction that first takes a
 * transaction-scoped advisory lock per subject (`pg_advisory_xact_lock` on
 * `hashtextextended(schema:bucket:subject)`, in one sorted order, so two
 * requests never wait on each other in a circle), then counts and records in
 * the next statement, whose snapshot holds every slot committed by whoever
 * held the lock before. (Counting and inserting in one statement without the
 * lock let parallel requests all see the same count under READ COMMITTED:
 * 40 parallel password resets for one e-mail mailed 11 links for a limit of
 * 5.) Given a transaction, the slot is taken in it: it counts only if that
 * transaction commits, so a route takes it in the transaction that writes
 * what the limit protects (the mail, the lead), and a request refused later
 * for another reason rolls its slot back with everything else. Given the
 * database, the slot is taken in a transaction of its own.
 *
 * A request is recorded only when every subject asked is under its limit: a
 * refused one writes nothing (429 `too_many_requests` in pt-BR, with
 * `Retry-After`: the seconds until the oldest counted request leaves the
 * window). Rows older than their window are removed as the subject asks
 * again, and by the hourly clean-up (`removeOldRequests`; no window is
 * longer than a day).
 *
 * Why not a library (rate-limiter-flexible with its PostgreSQL store): its
 * store needs a node-postgres pool, and the default database here is
 * embedded PGlite, which has none; it spends a point in a statement of its
 * own, outside the transaction that writes what the limit protects, so a
 * request refused later for another reason would still count; and its
 * fixed-window counters in a table of its own would leave the sign-in,
 * employee-check and upload limits, the anonymisation and the export reading
 * another shape. The rule is a
 * handful of SQL over the table every limit already shares, and it runs the
 * same on both databases.
 *
 * Every domain reaches the limits through the instance, `app.limits` (the
 * plugin at the end, registered once in server/app.ts): these request limits
 * and the sign-in attempts' (server/plugins/sign-in-limits.ts). A domain
 * keeps its own policy (how many, per what: server/leads/lead-limits.ts,
 * DEFAULT_SIGN_UP_LIMIT…) and imports only this file's types.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database, Queryable } from '../db/database';
import { TooManyRequests } from '../http/route';
import { addressWait, recordSignInSuccess, settleSignInAttempt } from './sign-in-limits';

export interface RequestLimit {
  max: number;
  windowMinutes: number;
}

/** The longest window any limit may have (a day): the clean-up removes older rows. */
export const MAX_WINDOW_MINUTES = 24 * 60;

/** One subject to count in one bucket against its limit. */
export interface LimitedSubject {
  bucket: string;
  subject: string;
  limit: RequestLimit;
}

/** A refusal: which subject was over its limit, and when its next request would be let through. */
export interface LimitRefusal {
  refused: LimitedSubject;
  retryAfterSeconds: number;
}

/** A database opens transactions; a transaction's Queryable (what `transaction` hands its callback) never does. */
const isDatabase = (db: Queryable): db is Database => typeof (db as Partial<Database>).transaction === 'function';

/** Runs `fn` in `db`'s transaction when `db` is a transaction already, else in one of its own. */
function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return isDatabase(db) ? db.transaction(fn) : fn(db);
}

const lockKey = (s: LimitedSubject) => `${s.bucket}:${s.subject}`;

/** Takes the locks of these subjects in one order (sorted, distinct), inside the caller's transaction. */
async function lockSubjects(tx: Queryable, subjects: readonly LimitedSubject[]): Promise<void> {
  const keys = [...new Set(subjects.map(lockKey))].sort();
  if (keys.length === 0) return;
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtextextended(current_schema() || ':' || k.key, 0))
       FROM (SELECT key FROM unnest($1::text[]) WITH ORDINALITY AS u(key, n) ORDER BY n) AS k`,
    [keys],
  );
}

/**
 * One statement, under the subjects' locks: counts each subject's requests in
 * its window, records one for each when none is at its limit (and removes
 * their rows past the window), and answers the refused ones with the seconds
 * until their oldest counted request leaves the window.
 */
const TAKE_SQL = `
  WITH asked AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) WITH ORDINALITY AS a(bucket, subject, max, mins, n)
  ), counted AS (
    SELECT a.*,
      (SELECT count(*) FROM limited_requests r
        WHERE r.bucket = a.bucket AND r.subject = a.subject AND r.requested_at > now() - make_interval(mins => a.mins)) AS used,
      (SELECT r.requested_at FROM limited_requests r
        WHERE r.bucket = a.bucket AND r.subject = a.subject AND r.requested_at > now() - make_interval(mins => a.mins)
        ORDER BY r.requested_at DESC OFFSET greatest(a.max - 1, 0) LIMIT 1) AS frees_from
    FROM asked a
  ), refused AS (
    SELECT * FROM counted WHERE used >= max
  ), added AS (
    INSERT INTO limited_requests (bucket, subject)
    SELECT bucket, subject FROM counted WHERE NOT EXISTS (SELECT 1 FROM refused) RETURNING 1
  ), aged AS (
    DELETE FROM limited_requests r USING asked a
     WHERE NOT EXISTS (SELECT 1 FROM refused)
       AND r.bucket = a.bucket AND r.subject = a.subject AND r.requested_at <= now() - make_interval(mins => a.mins)
    RETURNING 1
  )
  SELECT n, greatest(1, ceil(extract(epoch FROM COALESCE(frees_from, now()) + make_interval(mins => mins) - clock_timestamp())))::int AS retry_after
    FROM refused ORDER BY n`;

/**
 * Takes one slot for every subject, or none: answers the first refused
 * subject when any is at its limit (nothing is written then). Given the
 * database, in a transaction of its own; given a transaction, in it (the
 * subjects stay locked until it ends).
 */
export async function takeSlots(db: Queryable, subjects: readonly LimitedSubject[]): Promise<LimitRefusal | undefined> {
  if (subjects.length === 0) return undefined;
  for (const s of subjects) {
    if (!(s.limit.windowMinutes > 0 && s.limit.windowMinutes <= MAX_WINDOW_MINUTES)) throw new Error(`limit window of ${s.bucket} out of range: ${s.limit.windowMinutes}`);
  }
  return inTransaction(db, async (tx) => {
    await lockSubjects(tx, subjects);
    const { rows } = await tx.query<{ n: string | number; retry_after: number }>(TAKE_SQL, [
      subjects.map((s) => s.bucket),
      subjects.map((s) => s.subject),
      subjects.map((s) => Math.max(0, Math.floor(s.limit.max))),
      subjects.map((s) => Math.ceil(s.limit.windowMinutes)),
    ]);
    const first = rows[0];
    if (!first) return undefined;
    return { refused: subjects[Number(first.n) - 1]!, retryAfterSeconds: Number(first.retry_after) };
  });
}

/** Tells whether `subject` is already at the limit in `bucket`; when it is not, records this request (see `takeSlots`). */
export async function countRequest(db: Queryable, bucket: string, limit: RequestLimit, subject: string): Promise<boolean> {
  return (await takeSlots(db, [{ bucket, subject, limit }])) !== undefined;
}

/**
 * Records one request per subject in `bucket` when every one is under the
 * limit; otherwise writes nothing and answers 429 with `message` and
 * `Retry-After`.
 */
export async function enforceRequestLimit(
  db: Queryable,
  bucket: string,
  limit: RequestLimit,
  subjects: readonly string[],
  message: (minutes: number) => string,
): Promise<void> {
  await enforceLimits(
    db,
    subjects.map((subject) => ({ bucket, subject, limit })),
    () => message(limit.windowMinutes),
  );
}

/** `takeSlots`, answering 429 with the message for the refused subject (and its `Retry-After`). */
export async function enforceLimits(db: Queryable, subjects: readonly LimitedSubject[], message: (refused: LimitRefusal) => string): Promise<void> {
  const refusal = await takeSlots(db, subjects);
  if (refusal) throw new TooManyRequests(message(refusal), refusal.retryAfterSeconds);
}

/** Removes the counted requests older than the longest window (the hourly clean-up); answers how many went. */
export async function removeOldRequests(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query('DELETE FROM limited_requests WHERE requested_at < $1::timestamptz - make_interval(mins => $2) RETURNING id', [
    now.toISOString(),
    MAX_WINDOW_MINUTES,
  ]);
  return rows.length;
}

/** What a route uses, through `app.limits`. */
export interface Limits {
  /**
   * One slot for every subject, or none and 429 with `message` for the
   * refused one (`enforceLimits`). Given a transaction, the slots are taken
   * in it and count only if it commits; given the database, in a
   * transaction of their own.
   */
  enforce(db: Queryable, subjects: readonly LimitedSubject[], message: (refusal: LimitRefusal) => string): Promise<void>;
  /** One slot for each subject in `bucket` under `limit`, or 429 with `message(limit.windowMinutes)` (`enforceRequestLimit`). */
  enforceRequest(db: Queryable, bucket: string, limit: RequestLimit, subjects: readonly string[], message: (minutes: number) => string): Promise<void>;
  /** Whether `subject` is already at `limit` in `bucket`; when it is not, its slot is taken (`countRequest`). */
  isOver(db: Queryable, bucket: string, limit: RequestLimit, subject: string): Promise<boolean>;
  /** The sign-in attempts' limits (server/plugins/sign-in-limits.ts). */
  signIn: {
    /** Before checking a password: the seconds to wait, or null (`addressWait`). */
    addressWait: typeof addressWait;
    /** After checking a password: records how the attempt ended, under the address's lock (`settleSignInAttempt`). */
    settle: typeof settleSignInAttempt;
    /** A sign-in proven another way (a password reset): resets the account's count of wrong passwords (`recordSignInSuccess`). */
    recordSuccess: typeof recordSignInSuccess;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** Decorates the instance with `limits`. */
export const limitsPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const limits: Limits = {
      enforce: enforceLimits,
      enforceRequest: enforceRequestLimit,
      isOver: countRequest,
      signIn: { addressWait, settle: settleSignInAttempt, recordSuccess: recordSignInSuccess },
    };
    app.decorate('limits', limits);
  },
  { name: 'limits' },
);
