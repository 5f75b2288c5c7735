/**
 * The databases server tests run on: PGlite always (a copy of the migrated
 * template), and PostgreSQL when DATABASE_URL is set (a schema of its own per
 * test file, dropped afterwards). Data is reset to the demo seed before each
 * test: the seed runs once per run (global-setup.ts: PGlite's template holds it, and on PostgreSQL a
 * template schema each file's schema is filled from), resets copy it back (seed-snapshot.ts).
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { fromPGlite, openDatabase, quoteIdent, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { snapshotSeed, type SeedSnapshot } from './seed-snapshot';

export type DatabaseKind = 'pglite' | 'postgres';

export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A database of the test's own; `seeded` when it opens holding the demo seed (a copy of PGlite's template);
 * `seedSource`, the schema holding the seed to copy in (PostgreSQL's template).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<{ db: Database; seeded: boolean; seedSource?: string; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
    const db = fromPGlite(pglite);
    await migrate(db);
    return { db, seeded: true, dispose: () => db.close() };
  }
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema });
  await migrate(db);
  const template = inject('postgresTemplate');
  return {
    db,
    seeded: false,
    ...(template ? { seedSource: template } : {}),
    dispose: async () => {
      await db.exec(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
      await db.close();
    },
  };
}

/**
 * The one kind a suite about the routes rather than their SQL runs on:
 * PostgreSQL when DATABASE_URL is set, else PGlite. Both are the same
 * PostgreSQL engine, and the routes' SQL runs on both in the domain suites;
 * the fuzz (thousands of bad requests) and the access matrix (every route by
 * every caller) check what a route accepts and whom it answers, which no
 * database changes, so running them twice doubled their minutes for nothing.
 */
export const routeSuiteKind: DatabaseKind = databaseKinds.includes('postgres') ? 'postgres' : 'pglite';

/**
 * Runs a suite once per database kind (`kinds`: the kinds to run on, every
 * kind at hand by default). `ctx.db` is open for the suite and
 * holds exactly the demo seed at the start of each test.
 */
export function describeEachDatabase(
  name: string,
  suite: (ctx: { readonly db: Database; kind: DatabaseKind }) => void,
  kinds: readonly DatabaseKind[] = databaseKinds,
): void {
  for (const kind of kinds) {
    describe(`${name} [${kind}]`, () => {
      let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
      let seed: SeedSnapshot | undefined;
      const ctx = {
        kind,
        get db(): Database {
          if (!opened) throw new Error('database not open');
          return opened.db;
        },
      };
      beforeAll(async () => {
        opened = await openTestDatabase(kind);
        seed = await snapshotSeed(opened.db, { seeded: opened.seeded, ...(opened.seedSource ? { source: opened.seedSource } : {}) });
      });
      beforeEach(async () => {
        await seed!.restore();
      });
      afterAll(async () => {
        await seed?.drop();
        await opened?.dispose();
      });
      suite(ctx);
    });
  }
}
