/**
 * `npx tsx bench/start-up.ts`: the server's start-up, from process start to
 * the first answered `GET /api/health`, run through tsx from the TypeScript
 * sources (`tsx server/main.ts`, how `npm start` ran it before) and as built
 * JavaScript (`node dist-server/main.js`, how it runs it now: build it first
 * with `npx tsx scripts/build-if-changed.ts`). Both on one embedded database
 * seeded by a first, unmeasured start, so the figures are the process's own
 * start and not the seeding. Never pass/fail on time.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { recordFigures } from './history';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4601);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'flua-bench-start-'));

const WAYS = {
  tsx: ['--import', 'tsx', join(root, 'server', 'main.ts')],
  node: ['--enable-source-maps', join(root, 'dist-server', 'main.js')],
} as const;

async function startOnce(args: readonly string[]): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', STATIC_DIR: join(root, '.tmp', 'none'), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
      } catch {
        /* not yet */
      }
      if (server.exitCode !== null) throw new Error('the server stopped');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    await new Promise<void>((done) => {
      server.once('exit', () => done());
      server.kill();
    });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

await startOnce(WAYS.node); // seeds the database
// The two ways take turns, so a busy moment on the machine falls on both.
const times: Record<keyof typeof WAYS, number[]> = { tsx: [], node: [] };
for (let i = 0; i < RUNS; i++) for (const way of ['tsx', 'node'] as const) times[way].push(await startOnce(WAYS[way]));
const figures: Record<string, number> = {};
for (const way of ['tsx', 'node'] as const) {
  figures[`${way}_median_ms`] = Math.round(median(times[way]));
  console.log(`${way}: median ${median(times[way]).toFixed(0)} ms over ${RUNS} starts (${times[way].map((t) => t.toFixed(0)).join(', ')})`);
}
recordFigures('start-up', 'process start to first GET /api/health, seeded PGlite', figures);
