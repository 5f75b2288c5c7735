/**
 * `npm run bench`: figures, each a ratio against a baseline measured in the
 * same run. Never pass/fail.
 *   (a) showcase JS (gzip) vs a floor build of the same libraries rendering one heading;
 *   (b) POST /api/search throughput and p99 at 50 connections vs a bare node:http
 *       server answering a constant JSON of the same size (autocannon): the
 *       showcase's first search (one page of 24) with the demo catalogue and
 *       with 10,000 more offers (bench/catalogue-10k.ts), and, for the 10,000,
 *       the same search unpaged (up to 500 offers). `npm run bench -- search10k`
 *       runs the 10,000 case alone.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { build } from 'vite';
import { seedGrownCatalogue } from './catalogue-10k';
import { waitHealthy } from './support';

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

function gzipOf(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** All the JS a build has, and the JS its page loads first (the entry script and what index.html preloads). */
function jsOf(dir: string): { initial: number; total: number; chunks: number } {
  const assets = join(dir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  return {
    initial: first.reduce((sum, f) => sum + gzipOf(join(assets, f)), 0),
    total: files.reduce((sum, f) => sum + gzipOf(join(assets, f)), 0),
    chunks: files.length,
  };
}

async function bundleFigures() {
  const appOut = join(root, '.tmp', 'bench-app');
  const floorOut = join(root, '.tmp', 'bench-floor');
  await build({ root, logLevel: 'warn', build: { outDir: appOut, emptyOutDir: true } });
  await build({ root: join(root, 'bench', 'floor'), configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: floorOut, emptyOutDir: true } });
  const app = jsOf(appOut);
  const floor = jsOf(floorOut);
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log('\n(a) JavaScript shipped (gzip -9)');
  console.log(`  showcase, first load: ${kB(app.initial)}   floor (same libraries, one heading): ${kB(floor.initial)}   ratio ${(app.initial / floor.initial).toFixed(2)}x`);
  console.log(`  whole app: ${kB(app.total)} in ${app.chunks} files (details, lead step and account pages load when opened)`);
}


function load(url: string, body: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, method: 'POST', body, headers: { 'content-type': 'application/json' }, connections: 50, duration: seconds });
}

/** The showcase's first search: all brands, the visitor's city, one page of 24 offers (models/site-config.ts pageSize). */
const SHOWCASE_SEARCH = { brand: ['fiat', 'jeep', 'peugeot', 'citroen'], targetEntityType: 'NATURAL_PERSON', location: { countryCode: 'BR', stateCode: 'SP', cityCode: '3550308' }, start: 0, size: 24 };
/** The same search without paging: every match, up to the server's 500. */
const UNPAGED_SEARCH = { ...SHOWCASE_SEARCH, start: undefined, size: undefined };

async function searchFigures(
  label: string,
  extraEnv: Record<string, string>,
  port: number,
  prepare?: (dataDir: string) => Promise<void>,
  requests: { name: string; body: object }[] = [{ name: 'showcase page (24)', body: SHOWCASE_SEARCH }],
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'flua-bench-'));
  if (prepare) await prepare(dataDir);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', STATIC_DIR: join(root, '.tmp', 'none'), ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, 180_000);
    for (const request of requests) await searchCase(`${label}, ${request.name}`, JSON.stringify(request.body), port, dataDir);
  } finally {
    server.kill();
  }
}

async function searchCase(label: string, body: string, port: number, dataDir: string) {
  {
    const sample = await fetch(`http://127.0.0.1:${port}/api/search`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    const answer = Buffer.from(await sample.arrayBuffer());
    const constFile = join(dataDir, 'answer.json');
    writeFileSync(constFile, answer);
    await load(`http://127.0.0.1:${port}/api/search`, body, 3); // warm-up
    const ours = await load(`http://127.0.0.1:${port}/api/search`, body, 10);

    const bare = fork(join(root, 'bench', 'bare-server.mjs'), [constFile, String(port + 1)], { stdio: 'ignore' });
    await new Promise((r) => bare.once('message', r));
    await load(`http://127.0.0.1:${port + 1}/`, body, 3);
    const base = await load(`http://127.0.0.1:${port + 1}/`, body, 10);
    bare.kill();

    const { hits } = JSON.parse(answer.toString()) as { hits: { hit: unknown[]; found: number } };
    console.log(`\n(b) POST /api/search, 50 connections, 10 s — ${label} (answer ${(answer.length / 1024).toFixed(1)} kB, ${hits.hit.length} of ${hits.found} offers)`);
    console.log(`  ours: ${ours.requests.average.toFixed(0)} req/s, p99 ${ours.latency.p99} ms, errors ${ours.errors + ours.non2xx}`);
    console.log(`  bare node:http, same body: ${base.requests.average.toFixed(0)} req/s, p99 ${base.latency.p99} ms`);
    console.log(`  ratio: throughput ${(ours.requests.average / base.requests.average).toFixed(3)}x, p99 ${(ours.latency.p99 / Math.max(base.latency.p99, 1)).toFixed(1)}x`);
  }
}

if (want('bundle')) await bundleFigures();
if (want('search')) await searchFigures('demo catalogue', {}, 4301);
if (want('search') || want('search10k')) {
  const started = Date.now();
  await searchFigures('demo catalogue + 10,000 offers', {}, 4303, async (dataDir) => {
    // server/main.ts opens PGlite under DATA_DIR/pgdata.
    await seedGrownCatalogue(join(dataDir, 'pgdata'), 10_000);
    console.log(`\n  (10,000 offers seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }, [
    { name: 'showcase page (24)', body: SHOWCASE_SEARCH },
    { name: 'unpaged (up to 500)', body: UNPAGED_SEARCH },
  ]);
}
