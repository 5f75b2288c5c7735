/**
 * Request limits for the routes that answer yes/no questions about people
 * (sign-up: "is this CPF or e-mail registered?"; the B2E check: "is this
 * SAP id and CPF an active employee?"): at most `max` requests per subject
 * (the client address, or the SAP id asked about) in a sliding window of
 * `windowMinutes`. Counted in the database, like the sign-in attempts.
 *
 * A request is recorded only when it is let through: a refused one writes
 * nothing, so a client hammering a limited route adds no rows, and the
 * limit lifts as the window slides past the requests it let through.
 */
import type { Queryable } from '../db/database';
import { HttpError } from './route';

export interface RequestLimit {
  max: number;
  windowMinutes: number;
}

/** Tells whether `subject` is already at the limit in `bucket`; when it is not, records this request. */
export async function countRequest(db: Queryable, bucket: string, limit: RequestLimit, subject: string): Promise<boolean> {
  // Requests out of the window are of no use to any limit: removed as they age.
  await db.query('DELETE FROM limited_requests WHERE bucket = $1 AND subject = $2 AND requested_at <= now() - make_interval(mins => $3)', [
    bucket,
    subject,
    limit.windowMinutes,
  ]);
  const { rows } = await db.query<{ refused: boolean }>(
    `WITH recent AS (SELECT count(*) AS n FROM limited_requests WHERE bucket = $1 AND subject = $2),
          added AS (INSERT INTO limited_requests (bucket, subject) SELECT $1, $2 FROM recent WHERE recent.n < $3 RETURNING 1)
     SELECT (SELECT n FROM recent) >= $3 AS refused`,
    [bucket, subject, limit.max],
  );
  return rows[0]?.refused === true;
}

/** Records one request per subject in `bucket` (when let through) and answers 429 with `message` when any subject is over the limit. */
export async function enforceRequestLimit(
  db: Queryable,
  bucket: string,
  limit: RequestLimit,
  subjects: readonly string[],
  message: (minutes: number) => string,
): Promise<void> {
  let limited = false;
  for (const subject of subjects) if (await countRequest(db, bucket, limit, subject)) limited = true;
  if (limited) throw new HttpError(429, 'too_many_requests', message(limit.windowMinutes));
}
