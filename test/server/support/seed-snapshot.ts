/**
 * A fast way back to the demo seed between tests. The real seed
 * (`resetDatabase`: TRUNCATE, then hundreds of inserts from JavaScript) runs
 * once per test file, or once per run for PGlite (its template holds it); its rows are then copied into a schema of their own,
 * and every later reset is one round trip inside the database: DELETE,
 * `INSERT … SELECT` from the copy, and each sequence put back where the seed
 * left it. Triggers fire as they do for the seed (fresh offer revisions, a
 * bumped catalogue version), so process caches see a changed catalogue.
 *
 * On PostgreSQL the real seed runs once per run too (global-setup.ts), into a
 * template schema of the same migrations: each file's schema is filled from it
 * (`source`), and later resets copy from it again, so no file runs the seed.
 */
import { quoteIdent, type Database } from '../../../server/db/database';
import { TEST_SCRYPT } from '../../../server/auth/passwords';
import { DATA_TABLES, resetDatabase } from '../../../server/demo/seed';

export interface SeedSnapshot {
  /** Puts the database back to exactly the demo seed. */
  restore(): Promise<void>;
  /** Drops the copy. */
  drop(): Promise<void>;
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Seeds the database (unless it already holds exactly the seed) and keeps a copy to restore. With `source` (a schema
 * of the same database, migrated alike, holding exactly the seed), the seed is copied from there instead, now and at
 * every restore, and nothing of the source is ever written.
 */
export async function snapshotSeed(db: Database, options: { seeded?: boolean; source?: string } = {}): Promise<SeedSnapshot> {
  if (options.source) return fromSource(db, options.source);
  // The demo accounts' hashes at the tests' cost: every demo sign-in in a test verifies against them.
  if (!options.seeded) await resetDatabase(db, TEST_SCRYPT);
  const { rows: here } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = here[0]!.schema;
  const copy = quoteIdent(`${schema}_seed`);
  await db.exec(`DROP SCHEMA IF EXISTS ${copy} CASCADE; CREATE SCHEMA ${copy}`);

  const columns = await dataColumns(db, schema);
  const { rows: sequences } = await db.query<{ seq: string | null }>(
    `SELECT pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq FROM information_schema.columns
      WHERE table_schema = $1 AND table_name = ANY($2) AND column_default LIKE 'nextval(%'`,
    [schema, [...DATA_TABLES]],
  );

  const parentsFirst = [...DATA_TABLES].reverse();
  const inserts: string[] = [];
  for (const table of parentsFirst) {
    const t = quoteIdent(table);
    await db.exec(`CREATE TABLE ${copy}.${t} AS SELECT * FROM ${t}`);
    const { rows } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${copy}.${t}`);
    if (Number(rows[0]!.n) === 0) continue;
    const list = columns.filter((c) => c.table_name === table).map((c) => quoteIdent(c.column_name)).join(', ');
    inserts.push(`INSERT INTO ${t} (${list}) SELECT ${list} FROM ${copy}.${t}`);
  }
  const setvals = await setvalStatements(db, sequences, (seq) => seq);
  // DELETE, children first: for a few hundred rows far cheaper than TRUNCATE (which makes new files for every table and index).
  const deletes = DATA_TABLES.map((table) => `DELETE FROM ${quoteIdent(table)}`);
  const script = [...deletes, ...inserts, ...setvals].join(';\n');

  return {
    // One simple-protocol query: its statements run as one transaction.
    restore: () => db.exec(script),
    drop: () => db.exec(`DROP SCHEMA IF EXISTS ${copy} CASCADE`),
  };
}

/** `setval` statements that put each sequence back where it stands now, under the name `nameHere` gives it. */
async function setvalStatements(db: Database, sequences: readonly { seq: string | null }[], nameHere: (seq: string) => string): Promise<string[]> {
  const setvals: string[] = [];
  for (const { seq } of sequences) {
    if (!seq) continue;
    const { rows } = await db.query<{ last_value: string | number; is_called: boolean }>(`SELECT last_value, is_called FROM ${seq}`);
    setvals.push(`SELECT setval(${literal(nameHere(seq))}, ${Number(rows[0]!.last_value)}, ${rows[0]!.is_called ? 'true' : 'false'})`);
  }
  return setvals;
}

/** The columns of the data tables in `schema` that a copy writes (generated ones are computed again). */
async function dataColumns(db: Database, schema: string): Promise<{ table_name: string; column_name: string }[]> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = $1 AND table_name = ANY($2) AND is_generated = 'NEVER'
      ORDER BY table_name, ordinal_position`,
    [schema, [...DATA_TABLES]],
  );
  return rows;
}

/** The restore of `snapshotSeed`, copying from a seeded schema that is not the database's own (`source`). */
async function fromSource(db: Database, source: string): Promise<SeedSnapshot> {
  const from = quoteIdent(source);
  const { rows: here } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = here[0]!.schema;
  const columns = await dataColumns(db, schema);
  // The source's sequences, by the name the same sequence has here.
  const { rows: sequences } = await db.query<{ seq: string | null }>(
    `SELECT pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) AS seq FROM information_schema.columns
      WHERE table_schema = $1 AND table_name = ANY($2) AND column_default LIKE 'nextval(%'`,
    [source, [...DATA_TABLES]],
  );
  const { rows: counts } = await db.query<Record<string, string | number>>(
    `SELECT ${DATA_TABLES.map((t, i) => `(SELECT count(*) FROM ${from}.${quoteIdent(t)}) AS c${i}`).join(', ')}`,
  );
  const inserts: string[] = [];
  DATA_TABLES.forEach((table, i) => {
    if (Number(counts[0]![`c${i}`]) === 0) return;
    const t = quoteIdent(table);
    const list = columns.filter((c) => c.table_name === table).map((c) => quoteIdent(c.column_name)).join(', ');
    inserts.unshift(`INSERT INTO ${t} (${list}) SELECT ${list} FROM ${from}.${t}`);
  });
  // Named without the source's schema: the same sequence here.
  const setvals = await setvalStatements(db, sequences, (seq) => seq.slice(seq.indexOf('.') + 1));
  const deletes = DATA_TABLES.map((table) => `DELETE FROM ${quoteIdent(table)}`);
  const script = [...deletes, ...inserts, ...setvals].join(';\n');
  await db.exec(script);
  return { restore: () => db.exec(script), drop: async () => undefined };
}
