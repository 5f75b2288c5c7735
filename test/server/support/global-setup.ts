/**
 * Builds the server as `npm start` runs it, once, into a folder of this run's
 * own (`.tmp/dist-server-<pid>/`, removed at the end): the tests that start
 * real server processes run it (support/two-processes.ts), where `--import
 * tsx` would compile the whole server again in every process.
 *
 * Builds a migrated PGlite template holding the demo seed once per run (a cold
 * PGlite start takes seconds, the seed as many again); each test file opens
 * its own copy with `loadDataDir`. With DATABASE_URL, the same on PostgreSQL:
 * a schema migrated and seeded once, each file's schema filled from it
 * (seed-snapshot.ts), dropped at the end of the run.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPGlite, openDatabase, quoteIdent } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { resetDatabase } from '../../../server/demo/seed';
import { TEST_SCRYPT } from '../../../server/auth/passwords';
import { buildServer } from '../../../scripts/build-server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The server built to JavaScript for this run: `<dir>/main.js`. */
    serverBuild: string;
    /** The seeded PostgreSQL schema (with DATABASE_URL), or '' without. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const pglite = new PGlite('memory://');
  await pglite.waitReady;
  const db = fromPGlite(pglite);
  await migrate(db);
  // The seed every test starts from (seed-snapshot.ts), at the tests' hashing cost.
  await resetDatabase(db, TEST_SCRYPT);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  const serverBuild = join(dir, `dist-server-${process.pid}`);
  await buildServer(serverBuild);
  project.provide('serverBuild', serverBuild);
  const removeBuild = () => rmSync(serverBuild, { recursive: true, force: true });
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  if (!process.env.DATABASE_URL) {
    project.provide('postgresTemplate', '');
    return removeBuild;
  }
  const schema = `tpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const pg = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema });
  try {
    await migrate(pg);
    await resetDatabase(pg, TEST_SCRYPT);
  } finally {
    await pg.close();
  }
  project.provide('postgresTemplate', schema);
  return async () => {
    removeBuild();
    const end = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    try {
      await end.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    } finally {
      await end.close();
    }
  };
}
