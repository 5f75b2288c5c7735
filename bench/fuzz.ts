/**
 * `npm run bench:fuzz`: the fuzz suite at length — BENCH_FUZZ_RUNS (default
 * 10,000) bad requests to every write route the app registers, as the caller
 * that reaches its validation (the same arbitraries and targets as
 * test/server/fuzz.test.ts, which runs about 200 per route inside `npm test`):
 * every kind of breakage of every field once, then the rest at random.
 *
 * On a fresh embedded database (PGlite), or on PostgreSQL when DATABASE_URL
 * is set (a schema of its own, dropped afterwards), seeded with the demo
 * data. Prints per route: runs, 2xx, 4xx, 5xx, rows written or removed (every
 * table, from information_schema), non-pt-BR answers, bad requests accepted,
 * and the first failing cases. Exits 1 when any route has a finding.
 * BENCH_FUZZ_SEED picks other cases; BENCH_FUZZ_ROUTES=text keeps the routes
 * whose `METHOD url` contains it.
 */
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/app';
import { TEST_SCRYPT } from '../server/auth/passwords';
import { fromPGlite, openDatabase, quoteIdent, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { resetDatabase } from '../server/demo/seed';
import { createResources, FAST_HASHING, signInCallers } from '../test/server/support/callers';
import { fuzzRoute, tableNames, type FuzzFigures } from '../test/server/support/fuzz';
import { callerHeaders, fuzzRoutes, uploadGrant, WRITE_METHODS } from '../test/server/support/fuzz-targets';

const RUNS = Number(process.env.BENCH_FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.BENCH_FUZZ_SEED ?? 20_261_124);
const ONLY = process.env.BENCH_FUZZ_ROUTES;

async function open(): Promise<{ db: Database; kind: string; dispose: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const schema = `bench_fuzz_${process.pid}`;
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema });
    return {
      db,
      kind: 'postgres',
      dispose: async () => {
        await db.exec(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
        await db.close();
      },
    };
  }
  const db = fromPGlite(new PGlite());
  return { db, kind: 'pglite', dispose: () => db.close() };
}

const { db, kind, dispose } = await open();
try {
  await migrate(db);
  await resetDatabase(db, TEST_SCRYPT);
  const { app, routes } = await buildApp({ db, auth: { passwordHashing: FAST_HASHING } });
  await app.ready();
  const writeRoutes = routes.flatMap((r) => [r.method].flat().filter((m) => (WRITE_METHODS as readonly string[]).includes(m)).map((m) => `${m} ${r.url}`));
  const cookies = await signInCallers(app, db);
  const resources = await createResources(app, cookies);
  const targets = fuzzRoutes(resources, { single: await uploadGrant(app, 'bench-fuzz-upload-single'), bulk: await uploadGrant(app, 'bench-fuzz-upload-bulk') });
  const tables = await tableNames(db);
  const missing = writeRoutes.filter((r) => !targets[r]);
  if (missing.length > 0) console.log(`write routes without a fuzz target (add them to test/server/support/fuzz-targets.ts): ${missing.join(', ')}`);

  console.log(`fuzz on ${kind}: ${RUNS} runs per route, seed ${SEED}, ${tables.length} tables counted`);
  const results: FuzzFigures[] = [];
  const started = performance.now();
  for (const route of writeRoutes) {
    const target = targets[route];
    if (!target || (ONLY && !route.includes(ONLY))) continue;
    const withCaller = { ...target, headers: { ...callerHeaders(target.caller, cookies), ...target.headers } };
    const figures = await fuzzRoute(app, db, route, withCaller, { runs: RUNS, seed: SEED, tables });
    results.push(figures);
    console.log(
      `${route.padEnd(78)} runs ${figures.runs}  2xx ${figures['2xx']}  4xx ${figures['4xx']}  5xx ${figures['5xx']}  rows ${figures.rowsWritten}  non-pt-BR ${figures.nonPtBr}  accepted ${figures.accepted}  (${figures.injectMs} ms)`,
    );
    for (const failure of figures.failures) console.log(`    ${failure}`);
    if (figures.rowsWritten > 0) console.log(`    rows changed: ${JSON.stringify(figures.tablesChanged)}`);
  }
  const sum = (k: 'runs' | '4xx' | '5xx' | 'rowsWritten' | 'nonPtBr' | 'accepted') => results.reduce((a, f) => a + f[k], 0);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${results.length} routes, ${sum('runs')} requests in ${seconds.toFixed(1)} s (${Math.round(sum('runs') / seconds)}/s): 4xx ${sum('4xx')}, 5xx ${sum('5xx')}, rows written ${sum('rowsWritten')}, non-pt-BR ${sum('nonPtBr')}, accepted ${sum('accepted')}`,
  );
  await app.close();
  process.exitCode = sum('5xx') + sum('rowsWritten') + sum('nonPtBr') + sum('accepted') > 0 ? 1 : 0;
} finally {
  await dispose();
}
