/**
 * Request limits for the routes that answer yes/no questions about people
 * (sign-up: "is this CPF or e-mail registered?"; the B2E check: "is this
 * SAP id and CPF an active employee?"): at most `max` requests per subject
 * (the client address, or the SAP id asked about) in a sliding window of
 * `windowMinutes`. Counted in the database, like the sign-in attempts.
 *
 * The request is recorded first and counted after, so parallel requests
 * count against each other; requests refused while over the limit count
 * too, so the limit lasts until the client stops.
 */
import type { Queryable } from '../db/database';
import { HttpError } from './route';

export interface RequestLimit {
  max: number;
  windowMinutes: number;
}

/** Records one request of `subject` in `bucket` and tells whether the subject is now over the limit. */
export async function countRequest(db: Queryable, bucket: string, limit: RequestLimit, subject: string): Promise<boolean> {
  await db.query('DELETE FROM limited_requests WHERE bucket = $1 AND subject = $2 AND requested_at <= now() - make_interval(mins => $3)', [
    bucket,
    subject,
    limit.windowMinutes,
  ]);
  const { rows } = await db.query<{ n: string | number }>(
    `WITH added AS (INSERT INTO limited_requests (bucket, subject) VALUES ($1, $2) RETURNING 1)
     SELECT (SELECT count(*) FROM limited_requests WHERE bucket = $1 AND subject = $2) + (SELECT count(*) FROM added) AS n`,
    [bucket, subject],
  );
  return Number(rows[0]?.n ?? 0) > limit.max;
}

/** Records one request per subject in `bucket` and answers 429 with `message` when any subject is over the limit. */
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
