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
  /**
   * Tells `changed` when what `tables` hold may have changed: after this
   * process commits a write to one of them (any statement of `exec`
   * counts), and, on PostgreSQL, on every NOTIFY on `channel` from any
   * process (a trigger's `pg_notify`), over a connection of its own.
   * `watching()` is false while such changes could be missed (PostgreSQL:
   * that connection is not listening yet, or was lost); a cache of those
   * tables must not be trusted then. Left out by stand-in databases of tests.
   */
  watchChanges?(tables: readonly string[], channel: string, changed: () => void): ChangeWatch;
  close(): Promise<void>;
}

export interface ChangeWatch {
  watching(): boolean;
  stop(): void;
}

/**
 * Statements a hot path runs over and over, by their text, with the name
 * PostgreSQL keeps each one prepared under (per connection): such a statement
 * is sent, parsed and planned once per connection, then only its parameters
 * travel (`named`). PGlite runs the text as before.
 */
const preparedNames = new Map<string, string>();

/** Marks `sql` as a statement prepared once per PostgreSQL connection under `name` (unique per text); answers `sql`. */
export function named(name: string, sql: string): string {
  const known = preparedNames.get(sql);
  if (known !== undefined && known !== name) throw new Error(`statement named twice: ${known}, ${name}`);
  for (const [text, n] of preparedNames) if (n === name && text !== sql) throw new Error(`statement name reused: ${name}`);
  preparedNames.set(sql, name);
  return sql;
}

/** What node-postgres runs for `sql`: its prepared name when it has one. */
function pgQuery(sql: string, params: unknown[] | undefined): pg.QueryConfig | string {
  const name = preparedNames.get(sql);
  return name === undefined ? sql : { name, text: sql, values: params ?? [] };
}

/** The tables a statement writes (INSERT INTO, UPDATE, DELETE FROM, TRUNCATE, MERGE INTO), lower case. */
export function tablesWritten(sql: string): string[] {
  return tablesWrittenBy(sql);
}

function tablesWrittenBy(sql: string): string[] {
  const found: string[] = [];
  const re = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?(?:"?[A-Za-z_][\w$]*"?\.)?"?([A-Za-z_][\w$]*)"?/gi;
  for (const m of sql.matchAll(re)) found.push(m[1]!.toLowerCase());
  return found;
}

/**
 * This process's writes, told to the watchers of the tables they touch once
 * they are committed (a watcher told earlier could re-read and keep what is
 * about to change). One per opened database, shared by its transactions and
 * the connection `exclusive` lends.
 */
class WriteNews {
  private readonly watchers = new Set<{ tables: ReadonlySet<string>; changed: () => void }>();

  add(tables: readonly string[], changed: () => void): () => void {
    const watcher = { tables: new Set(tables.map((t) => t.toLowerCase())), changed };
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** The watchers a statement concerns (`everything`: a script, whose tables are not read). */
  concerned(sql: string, everything = false): Set<() => void> {
    const out = new Set<() => void>();
    if (this.watchers.size === 0) return out;
    const written = everything ? [] : tablesWritten(sql);
    if (!everything && written.length === 0) return out;
    for (const w of this.watchers) if (everything || written.some((t) => w.tables.has(t))) out.add(w.changed);
    return out;
  }

  static tell(changed: Iterable<() => void>): void {
    for (const fn of changed) fn();
  }
}

/** A transaction's statements, told to the watchers after COMMIT. */
function collecting(news: WriteNews, run: (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>, pending: Set<() => void>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      for (const fn of news.concerned(sql)) pending.add(fn);
      const r = await run(sql, params);
      return { rows: r.rows as T[] };
    },
  };
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
  const news = new WriteNews();
  const self: Database = {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const concerned = news.concerned(sql);
      try {
        const r = await db.query<T>(sql, params);
        return { rows: r.rows };
      } finally {
        WriteNews.tell(concerned);
      }
    },
    async exec(sql) {
      try {
        await db.exec(sql);
      } finally {
        WriteNews.tell(news.concerned(sql, true));
      }
    },
    async transaction(fn) {
      const pending = new Set<() => void>();
      try {
        return await db.transaction(async (tx) => fn(collecting(news, (sql, params) => tx.query(sql, params), pending)));
      } finally {
        WriteNews.tell(pending);
      }
    },
    async exclusive(_name, fn) {
      return fn(self);
    },
    // One process: its own writes are all there is to hear.
    watchChanges(tables, _channel, changed) {
      const stop = news.add(tables, changed);
      return { watching: () => true, stop };
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
  return self;
}

/** A database over one checked-out connection (what `exclusive` hands out). */
function fromPgClient(client: pg.PoolClient, news: WriteNews, watchChanges: NonNullable<Database['watchChanges']>): Database {
  /** Inside `transaction`, what its writes concern (told after COMMIT). */
  let pending: Set<() => void> | undefined;
  const run = async (sql: string, params: unknown[], everything = false) => {
    const concerned = news.concerned(sql, everything);
    if (pending) {
      for (const fn of concerned) pending.add(fn);
      return client.query(pgQuery(sql, params), params);
    }
    try {
      return await client.query(pgQuery(sql, params), params);
    } finally {
      WriteNews.tell(concerned);
    }
  };
  const self: Database = {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await run(sql, params);
      return { rows: r.rows as T[] };
    },
    async exec(sql) {
      await run(sql, [], true);
    },
    async transaction(fn) {
      await client.query('BEGIN');
      const mine = (pending = new Set());
      try {
        // A transaction's callback gets a Queryable only, as on the pool and PGlite: whoever is handed one can tell it
        // is inside a transaction (server/plugins/limits.ts relies on it), and cannot open another on this connection.
        const result = await fn({ query: (sql, params) => self.query(sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        pending = undefined;
        WriteNews.tell(mine);
      }
    },
    async exclusive(_name, fn) {
      return fn(self);
    },
    watchChanges,
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
  const news = new WriteNews();
  const listeners = new Set<ChangeListener>();
  const watchChanges: NonNullable<Database['watchChanges']> = (tables, channel, changed) => {
    const stopNews = news.add(tables, changed);
    const listener = new ChangeListener(pool, channel, changed);
    listeners.add(listener);
    return {
      watching: () => listener.listening,
      stop: () => {
        stopNews();
        listeners.delete(listener);
        listener.stop();
      },
    };
  };
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const concerned = news.concerned(sql);
      try {
        const r = await pool.query(pgQuery(sql, params), params);
        return { rows: r.rows as T[] };
      } finally {
        WriteNews.tell(concerned);
      }
    },
    async exec(sql) {
      try {
        await pool.query(sql);
      } finally {
        WriteNews.tell(news.concerned(sql, true));
      }
    },
    async transaction(fn) {
      const client = await pool.connect();
      const pending = new Set<() => void>();
      try {
        await client.query('BEGIN');
        const result = await fn(collecting(news, (sql, params) => client.query(pgQuery(sql, params), params), pending));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
        WriteNews.tell(pending);
      }
    },
    async exclusive(name, fn) {
      const client = await pool.connect();
      let broken: unknown;
      try {
        // Session-level, so it spans the transactions `fn` runs; one lock per schema.
        await client.query("SELECT pg_advisory_lock(hashtext($1 || ':' || current_schema()))", [name]);
        try {
          return await fn(fromPgClient(client, news, watchChanges));
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
    watchChanges,
    async close() {
      for (const l of listeners) l.stop();
      listeners.clear();
      await pool.end();
    },
  };
}

/**
 * A connection of its own that LISTENs on a channel and tells each NOTIFY.
 * When it is lost (PostgreSQL restarted or stopped) it says so (`listening`
 * false), tells a change (something may have been missed), and tries again
 * every second until it listens again; then it tells a change once more.
 */
class ChangeListener {
  listening = false;
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
    private readonly changed: () => void,
  ) {
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client(this.pool.options);
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.listening = false;
      this.changed();
      void client.end().catch(() => undefined);
      if (!this.stopped) this.retry = setTimeout(() => void this.connect(), 1_000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.channel === this.channel) this.changed();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(this.channel)}`);
      if (this.client !== client) return;
      this.listening = true;
      this.changed();
    } catch {
      lost();
    }
  }

  stop(): void {
    this.stopped = true;
    this.listening = false;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    void client?.end().catch(() => undefined);
  }
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

/** `text` taken literally inside a LIKE pattern (its backslash, `%` and `_` escaped). */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
