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
  close(): Promise<void>;
}

/** Fails when the database does not answer. */
export async function checkDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

export function fromPGlite(db: PGlite): Database {
  return {
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
    async close() {
      if (!db.closed) await db.close();
    },
  };
}

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
    async close() {
      await pool.end();
    },
  };
}

export interface OpenOptions {
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
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
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
