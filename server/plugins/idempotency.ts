/**
 * Idempotent writes (ARCHITECTURE.md "Server"): a write a client may retry
 * carries an `Idempotency-Key`. The key is claimed by inserting it in the
 * same transaction as the write it guards, so:
 *
 * - the same key with the same request answers what the first one answered
 *   (status and body) and writes nothing;
 * - the same key with a different request answers 409;
 * - two concurrent requests with one key: the second waits on the first's
 *   uncommitted key row (PostgreSQL's unique index; PGlite runs transactions
 *   one at a time), then sees it and replays its answer; one row, ever;
 * - a write that fails rolls back with its key, so a retry tries again;
 * - a key is its caller's (`idempotencyCaller`: the signed-in account, else
 *   the client address): the same key from another caller is another
 *   request, and never answers with the first caller's result;
 * - keys are kept `IDEMPOTENCY_RETENTION_DAYS` (30) days, then removed by a
 *   scheduled job (`removeExpiredIdempotencyKeys`, server/jobs/retention.ts);
 *   until then a retry replays the same answer.
 *
 * Every domain reaches it through the instance, `app.idempotency` (the
 * plugin at the end, registered once in server/app.ts), so no domain imports
 * another's folder for it.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { leadLabels } from '../../models/labels/lead';
import { IDEMPOTENCY_KEY_PATTERN } from '../../models/lead/lead-submission';
import { RETENTION } from '../../models/privacy-policy/retention';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/route';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key and its answer are kept. */
export const IDEMPOTENCY_RETENTION_DAYS = RETENTION.idempotencyDays;

/** Whose key it is: the signed-in account, else the client address. */
export function idempotencyCaller(request: FastifyRequest): string {
  return request.sessionUser ? `user:${request.sessionUser.id}` : `address:${request.ip ?? 'unknown'}`;
}

/** The request's key; 400 (pt-BR) when it is missing or malformed. */
export function readIdempotencyKey(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(value) ? undefined : value?.trim();
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(400, 'idempotency_key_required', leadLabels.api.idempotencyKeyMissing, { 'Idempotency-Key': leadLabels.api.idempotencyKeyMissing });
  }
  return key;
}

/** JSON with object keys sorted at every level: equal requests hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  // Own enumerable keys in code-unit order (as `<` compares), undefined values left out.
  const keys = Object.keys(record).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = record[k];
    if (v === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(k)}:${canonicalJson(v)}`;
    first = false;
  }
  return `${out}}`;
}

export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

export interface IdempotencyClaim {
  /** The endpoint ('POST /api/v2/lead'). */
  scope: string;
  /** Who sent the key (`idempotencyCaller(request)`). */
  caller: string;
  key: string;
  /** `requestHash` of what the request asks. */
  hash: string;
}

/**
 * Runs `work` once per (scope, caller, key). `work` runs inside the
 * transaction that claims the key; what it returns is stored as the answer
 * to replay.
 */
export async function idempotent<T>(
  db: Database,
  claim: IdempotencyClaim,
  work: (tx: Queryable) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentResult<T>> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO idempotency_keys (scope, caller, key, request_hash, status_code, response)
       VALUES ($1, $2, $3, $4, 0, 'null'::jsonb) ON CONFLICT (scope, caller, key) DO NOTHING RETURNING key`,
      [claim.scope, claim.caller, claim.key, claim.hash],
    );
    if (inserted.rows.length === 0) return replayClaim<T>(tx, claim);
    const result = await work(tx);
    await tx.query('UPDATE idempotency_keys SET status_code = $4, response = $5 WHERE scope = $1 AND caller = $2 AND key = $3', [
      claim.scope,
      claim.caller,
      claim.key,
      result.statusCode,
      JSON.stringify(result.body),
    ]);
    return { ...result, replayed: false };
  });
}

/**
 * The first answer to a claimed key, to replay: 409 when the key came with
 * another request. (A write that claims its key in the same statement,
 * `insertLead`, replays with this when its claim found the key taken.)
 */
export async function replayClaim<T>(db: Queryable, claim: IdempotencyClaim): Promise<IdempotentResult<T>> {
  const { rows } = await db.query<{ request_hash: string; status_code: number; response: T }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND caller = $2 AND key = $3',
    [claim.scope, claim.caller, claim.key],
  );
  const first = rows[0];
  if (!first) throw new Error('idempotency key vanished');
  if (first.request_hash !== claim.hash) throw new HttpError(409, 'idempotency_conflict', leadLabels.api.idempotencyConflict);
  return { statusCode: first.status_code, body: first.response, replayed: true };
}

/** Sends an idempotent result, marking a replay. */
export function sendIdempotent<T>(reply: FastifyReply, result: IdempotentResult<T>): T {
  reply.code(result.statusCode);
  if (result.replayed) reply.header(REPLAYED_HEADER, 'true');
  return result.body;
}

/** Removes the keys older than the retention period at `now` (the scheduled job); answers how many went. */
export async function removeExpiredIdempotencyKeys(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query(
    `DELETE FROM idempotency_keys WHERE created_at < $1::timestamptz - make_interval(days => $2) RETURNING key`,
    [now.toISOString(), IDEMPOTENCY_RETENTION_DAYS],
  );
  return rows.length;
}

/** What a route uses, through `app.idempotency`. */
export interface Idempotency {
  /** The request's key; 400 (pt-BR) when it is missing or malformed. */
  readKey(request: FastifyRequest): string;
  /** Whose key it is: the signed-in account, else the client address. */
  caller(request: FastifyRequest): string;
  /** The hash of what a request asks (`requestHash`). */
  hash(value: unknown): string;
  /** Runs `work` once per claim, in the transaction that claims the key (`idempotent`). */
  run<T>(claim: IdempotencyClaim, work: (tx: Queryable) => Promise<{ statusCode: number; body: T }>): Promise<IdempotentResult<T>>;
  /** The first answer to a claimed key (`replayClaim`). */
  replay<T>(db: Queryable, claim: IdempotencyClaim): Promise<IdempotentResult<T>>;
  /** Sends a result, marking a replay (`sendIdempotent`). */
  send<T>(reply: FastifyReply, result: IdempotentResult<T>): T;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: Idempotency;
  }
}

/** Decorates the instance with `idempotency` over the app's database. */
export const idempotencyPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { db: Database }) => {
    const idempotency: Idempotency = {
      readKey: readIdempotencyKey,
      caller: idempotencyCaller,
      hash: requestHash,
      run: (claim, work) => idempotent(options.db, claim, work),
      replay: replayClaim,
      send: sendIdempotent,
    };
    app.decorate('idempotency', idempotency);
  },
  { name: 'idempotency' },
);
