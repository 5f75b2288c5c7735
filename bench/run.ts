/**
 * `npm run bench`: figures, each a ratio against a baseline measured in the
 * same run. Never pass/fail.
 *   (a) showcase JS (gzip) vs a floor build of the same libraries rendering one heading;
 *   (b) the search's throughput and p99 at 50 connections vs a bare node:http
 *       server answering the very same bytes (autocannon): the showcase's first
 *       search as the browser sends it (a page of 24 cards, GET with the
 *       request in the address, brotli), and the spec's POST of whole offers
 *       uncompressed, with the demo catalogue and with 10,000 more offers
 *       (bench/catalogue-10k.ts), and, for the 10,000, the POST unpaged (up to
 *       500 offers); with the size of each answer, raw and compressed.
 *       `npm run bench -- search10k` runs the 10,000 case alone.
 *   (c) `pageload`: first offer card and LCP of the showcase and a details page
 *       in Chromium with 4× CPU and Slow 4G, against the floor's heading;
 *   (d) `mainthread`: where the main thread's time goes until the first
 *       card shows, by library and app folder, against the floor's;
 *   (e) `lighthouse`: Lighthouse's mobile preset on the same pages
 *       (bench/page-load.ts);
 *   (f) `caches`, only when named: what each server cache saves (bench/caches.ts).
 * Each part appends its figures with the commit to bench/history.jsonl (bench/history.ts).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { build } from 'vite';
import { searchAddress, type SearchRequest } from '../models/showcase/api';
import { seedGrownCatalogue } from './catalogue-10k';
import { recordFigures } from './history';
import { lighthouseFigures, mainThreadFigures, pageLoadFigures } from './page-load';
import { waitHealthy } from './support';

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

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
  console.log('\n(a) JavaScript shipped (gzip -9)');
  console.log(`  showcase, first load: ${kB(app.initial)}   floor (same libraries, one heading): ${kB(floor.initial)}   ratio ${(app.initial / floor.initial).toFixed(2)}x`);
  console.log(`  whole app: ${kB(app.total)} in ${app.chunks} files (details, lead step and account pages load when opened)`);
  recordFigures('bundle', 'showcase first load vs floor (gzip -9)', {
    first_load_bytes: app.initial,
    floor_bytes: floor.initial,
    ratio: Number((app.initial / floor.initial).toFixed(3)),
    whole_app_bytes: app.total,
    files: app.chunks,
  });
}


/** One search as a client sends it. */
interface SearchCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

function load(base: string, call: SearchCall, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}${call.path}`,
    method: call.method,
    ...(call.body !== undefined ? { body: call.body } : {}),
    headers: call.headers,
    connections: 50,
    duration: seconds,
  });
}

/** What Chromium sends as Accept-Encoding. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The showcase's first search: all brands, the visitor's city, one page of 24 offers (models/app/site-config.ts pageSize). */
const SHOWCASE_SEARCH: SearchRequest = { brand: ['fiat', 'jeep', 'peugeot', 'citroen'], targetEntityType: 'NATURAL_PERSON', location: { countryCode: 'BR', stateCode: 'SP', cityCode: '3550308' }, start: 0, size: 24 };
/** The same search without paging: every match, up to the server's 500. */
const UNPAGED_SEARCH: SearchRequest = { brand: SHOWCASE_SEARCH.brand!, targetEntityType: 'NATURAL_PERSON', location: SHOWCASE_SEARCH.location! };

/** The showcase's call (services/offers.ts `searchCards`): cards, GET with the request in the address, compressed. */
const cardsCall = (request: SearchRequest): SearchCall => ({
  name: 'showcase page (24 cards), GET, brotli',
  method: 'GET',
  path: searchAddress({ ...request, view: 'card' })!,
  headers: { accept: 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
});
/** The spec's call: whole offers, POST, uncompressed (what the showcase sent before the card view). */
const wholeCall = (name: string, request: SearchRequest): SearchCall => ({
  name,
  method: 'POST',
  path: '/api/search',
  body: JSON.stringify(request),
  headers: { 'content-type': 'application/json' },
});

const brotliOf = (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function searchFigures(
  label: string,
  extraEnv: Record<string, string>,
  port: number,
  prepare?: (dataDir: string) => Promise<void>,
  calls: SearchCall[] = [cardsCall(SHOWCASE_SEARCH), wholeCall('whole offers (24), POST, uncompressed', SHOWCASE_SEARCH)],
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
    for (const call of calls) await searchCase(label, call, port, dataDir);
  } finally {
    server.kill();
  }
}

async function searchCase(label: string, call: SearchCall, port: number, dataDir: string) {
  const base = `http://127.0.0.1:${port}`;
  const sample = await fetch(`${base}${call.path}`, { method: call.method, ...(call.body !== undefined ? { body: call.body } : {}), headers: { ...call.headers, 'accept-encoding': 'identity' } });
  const json = Buffer.from(await sample.arrayBuffer());
  // The bytes on the wire, as the server sends them to this call (node's fetch would decode them).
  const wire = await new Promise<{ bytes: Buffer; encoding: string | undefined }>((done, fail) => {
    const req = httpRequest(`${base}${call.path}`, { method: call.method, headers: call.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
    });
    req.on('error', fail);
    req.end(call.body);
  });
  const constFile = join(dataDir, 'answer.bin');
  writeFileSync(constFile, wire.bytes);
  await load(base, call, 3); // warm-up
  const ours = await load(base, call, 10);

  const bare = fork(join(root, 'bench', 'bare-server.mjs'), [constFile, String(port + 1), wire.encoding ?? ''], { stdio: 'ignore' });
  await new Promise((r) => bare.once('message', r));
  const bareBase = `http://127.0.0.1:${port + 1}`;
  await load(bareBase, call, 3);
  const baseline = await load(bareBase, call, 10);
  bare.kill();

  const { hits } = JSON.parse(json.toString()) as { hits: { hit: unknown[]; found: number } };
  const gz = gzipSync(json, { level: 9 }).length;
  const br = brotliOf(json);
  const throughput = ours.requests.average / baseline.requests.average;
  const p99 = ours.latency.p99 / Math.max(baseline.latency.p99, 1);
  console.log(`\n(b) ${call.method} /api/search, 50 connections, 10 s — ${label}, ${call.name} (${hits.hit.length} of ${hits.found} offers)`);
  console.log(`  answer: ${kB(json.length)} JSON; gzip -9 ${kB(gz)}, brotli 11 ${kB(br)}; sent ${kB(wire.bytes.length)} (${wire.encoding ?? 'uncompressed'})`);
  console.log(`  ours: ${ours.requests.average.toFixed(0)} req/s, p99 ${ours.latency.p99} ms, errors ${ours.errors + ours.non2xx}`);
  console.log(`  bare node:http, same bytes: ${baseline.requests.average.toFixed(0)} req/s, p99 ${baseline.latency.p99} ms`);
  console.log(`  ratio: throughput ${throughput.toFixed(3)}x, p99 ${p99.toFixed(1)}x`);
  recordFigures('search', `${label}, ${call.name}`, {
    offers: hits.hit.length,
    found: hits.found,
    json_bytes: json.length,
    gzip_bytes: gz,
    brotli_bytes: br,
    sent_bytes: wire.bytes.length,
    sent_encoding: wire.encoding ?? 'identity',
    ours_per_s: Math.round(ours.requests.average),
    ours_p99_ms: ours.latency.p99,
    errors: ours.errors + ours.non2xx,
    bare_per_s: Math.round(baseline.requests.average),
    bare_p99_ms: baseline.latency.p99,
    ratio_throughput: Number(throughput.toFixed(3)),
    ratio_p99: Number(p99.toFixed(2)),
  });
}

/** The search servers' ports (each case takes two: ours and the bare one); BENCH_PORT moves them, so two runs on one machine do not meet. */
const searchPort = Number(process.env.BENCH_PORT ?? 4301);

if (want('bundle')) await bundleFigures();
if (want('search')) await searchFigures('demo catalogue', {}, searchPort);
if (want('search') || want('search10k')) {
  const started = Date.now();
  await searchFigures('demo catalogue + 10,000 offers', {}, searchPort + 2, async (dataDir) => {
    // server/main.ts opens PGlite under DATA_DIR/pgdata.
    await seedGrownCatalogue(join(dataDir, 'pgdata'), 10_000);
    console.log(`\n  (10,000 offers seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }, [cardsCall(SHOWCASE_SEARCH), wholeCall('whole offers (24), POST, uncompressed', SHOWCASE_SEARCH), wholeCall('whole offers unpaged (up to 500), POST, uncompressed', UNPAGED_SEARCH)]);
}
if (want('pageload')) await pageLoadFigures(searchPort + 10);
if (want('mainthread')) await mainThreadFigures(searchPort + 14);
if (want('lighthouse')) await lighthouseFigures(searchPort + 12);
// Named only: it starts the server once per cache.
if (only.includes('caches')) await (await import('./caches')).cacheFigures();
