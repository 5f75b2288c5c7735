/**
 * Builds a migrated PGlite template once per run (a cold PGlite start takes
 * seconds); each test file opens its own copy with `loadDataDir`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPGlite } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const pglite = new PGlite('memory://');
  await pglite.waitReady;
  await migrate(fromPGlite(pglite));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
