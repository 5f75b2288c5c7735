/**
 * Builds a migrated PGlite template holding the demo seed once per run (a cold
 * PGlite start takes seconds, the seed as many again); each test file opens
 * its own copy with `loadDataDir`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPGlite } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { resetDatabase } from '../../../server/db/seed';
import { TEST_SCRYPT } from '../../../server/auth/passwords';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
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
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
