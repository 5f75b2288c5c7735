/**
 * One small interface over PGlite (embedded, default) and PostgreSQL
 * (`DATABASE_URL`). Everything above it speaks plain PostgreSQL SQL.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements (no parameters): migrations. */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` holding a lock named `name` that every process on this
   * database honours (a PostgreSQL advisory lock on one connection, per
   * schema); `fn` gets a database on that one connection. PGlite has a single
   * process, so there `fn` simply runs.
   */
  exclusive<T>(name: string, fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** SQLSTATEs of a database that is gone, going away or not yet back (classes 08 and 57P, 53300). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300', '08000', '08001', '08003', '08004', '08006', '08007']);
/** Node's socket errors when the server is down or the connection was cut. */
const UNAVAILABLE_SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/**
 * Is this error the database being away (stopped, restarting, unreachable,
 * the connection cut), rather than something wrong with the request? Such a
 * request may simply be tried again once the database is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_ERRORS.has(code))) return true;
  if (typeof message !== 'string') return false;
  // node-postgres' own errors carry no code.
  return /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/.test(
    message,
  );
}

/** Fails when the database does not answer. */
export async function checkDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

export function fromPGlite(db: PGlite): Database {
  const self: Database = {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await db.query<T>(sql, params);
      return { rows: r.rows };
    },
    async exec(sql) {
      await db.exec(sql);
    },
    async transaction(fn) {
      return db.transaction(async (tx) =>
        fn({
          async query<T>(sql: string, params: unknown[] = []) {
            const r = await tx.query<T>(sql, params);
            return { rows: r.rows };
          },
        }),
      );
    },
    async exclusive(_name, fn) {
      return fn(self);
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
  return self;
}

/** A database over one checked-out connection (what `exclusive` hands out). */
function fromPgClient(client: pg.PoolClient): Database {
  const self: Database = {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await client.query(sql, params);
      return { rows: r.rows as T[] };
    },
    async exec(sql) {
      await client.query(sql);
    },
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn(self);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
    async exclusive(_name, fn) {
      return fn(self);
    },
    async close() {
      /* the connection belongs to the pool */
    },
  };
  return self;
}

/**
 * Every connection of the pool always has an 'error' listener: a connection
 * cut while checked out (or while being handed from one request to the next,
 * in the same tick as PostgreSQL's "terminating connection") must not throw
 * at the process. Its failing query rejects anyway, and the pool drops it.
 */
const ignoreClientError = () => undefined;

export function fromPgPool(pool: pg.Pool): Database {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await pool.query(sql, params);
      return { rows: r.rows as T[] };
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<T>(sql: string, params: unknown[] = []) {
            const r = await client.query(sql, params);
            return { rows: r.rows as T[] };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exclusive(name, fn) {
      const client = await pool.connect();
      let broken: unknown;
      try {
        // Session-level, so it spans the transactions `fn` runs; one lock per schema.
        await client.query("SELECT pg_advisory_lock(hashtext($1 || ':' || current_schema()))", [name]);
        try {
          return await fn(fromPgClient(client));
        } finally {
          await client.query("SELECT pg_advisory_unlock(hashtext($1 || ':' || current_schema()))", [name]).catch((err: unknown) => {
            broken = err;
          });
        }
      } catch (err) {
        broken = err;
        throw err;
      } finally {
        // A connection that failed is not given back to others (its lock dies with it).
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export interface OpenOptions {
  /** Told about connection errors the pool survived (a restarted or stopped PostgreSQL); default: ignored. */
  onConnectionError?: ((err: Error) => void) | undefined;
  /** A PostgreSQL connection string; when absent, PGlite under `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` for an in-memory database. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (tests use one per worker). */
  schema?: string | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A request waits at most this long for a connection, then answers 503 (never hangs while the database is away).
      connectionTimeoutMillis: 5_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle connection cut by a PostgreSQL restart emits 'error' on the pool: without a listener, the process would end.
    // The pool drops that connection and opens new ones on demand, so the service answers again once the database is back.
    pool.on('error', (err) => options.onConnectionError?.(err));
    // 'connect' is emitted synchronously as a new connection is handed out, before anyone can miss an error.
    pool.on('connect', (client) => client.on('error', ignoreClientError));
    if (options.schema) {
      const c = await pool.connect();
      try {
        await c.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
      } finally {
        c.release();
      }
    }
    return fromPgPool(pool);
  }
  const db = new PGlite(options.dataDir ?? 'memory://');
  await db.waitReady;
  return fromPGlite(db);
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid identifier: ${name}`);
  return `"${name}"`;
}
