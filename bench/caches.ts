/**
 * `npm run bench -- caches`: what each of the server's caches (server/cache/cache.ts)
 * saves. The real server (PGlite, demo catalogue) is started once with every
 * cache on, then once per cache with that cache turned off (FLUA_CACHES_OFF);
 * each time the same calls run, and the server's CPU time per request (which
 * other work on the machine moves far less than requests per second) is
 * printed side by side:
 *   - the showcase's first search as the browser sends it (GET, 24 cards, brotli): search answers, the kept catalogue version;
 *   - an offer's details (GET /api/offers/{id}?include_mvs_info=true);
 *   - leads (POST /api/v2/lead, each from a visitor of its own): lead offers and dealers.
 * Never pass/fail on time.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { offerAddress, searchAddress } from '../models/showcase/api';
import { rentalLead } from '../test/support/lead-fixtures';
import { recordFigures } from './history';
import { leadRequests, waitHealthy } from './support';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4501);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LEADS = Number(process.env.BENCH_LEADS ?? 300);

/** Each run: the caches turned off (none: all on). */
const RUNS: { name: string; off: string[] }[] = [
  { name: 'all caches on', off: [] },
  { name: 'search answers off', off: ['search-answers'] },
  { name: 'catalogue version off', off: ['catalogue-version'] },
  { name: 'lead offers and dealers off', off: ['lead-offers', 'lead-dealers'] },
];

const SEARCH = searchAddress({ brand: ['fiat', 'jeep', 'peugeot', 'citroen'], targetEntityType: 'NATURAL_PERSON', location: { countryCode: 'BR', stateCode: 'SP', cityCode: '3550308' }, start: 0, size: 24, view: 'card' })!;
const lead = rentalLead();

interface Figures {
  search_cpu_ms: number;
  offer_cpu_ms: number;
  lead_cpu_ms: number;
  search_per_s: number;
  offer_per_s: number;
  leads_per_s: number;
  leads_failed: number;
}

/**
 * The server process's CPU time so far (user + system, ms, from /proc): per
 * request it is what a cache saves, and it moves far less than requests per
 * second when other work shares the machine.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** CPU ms per request and requests per second of one call, after a second of warm-up. */
async function load(pid: number, opts: autocannon.Options): Promise<{ cpuMs: number; perSecond: number; done: number; failed: number }> {
  const before = cpuMs(pid);
  const r = await autocannon(opts);
  const done = r['2xx'];
  return { cpuMs: (cpuMs(pid) - before) / Math.max(1, done), perSecond: done / r.duration, done, failed: r.non2xx + r.errors + r.timeouts };
}

async function getLoad(pid: number, path: string, headers: Record<string, string>) {
  const url = `http://127.0.0.1:${port}${path}`;
  await autocannon({ url, headers, connections: 10, duration: 1 });
  return load(pid, { url, headers, connections: 10, duration: SECONDS });
}

function leadLoad(pid: number) {
  return load(pid, {
    url: `http://127.0.0.1:${port}/api/v2/lead`,
    connections: 10,
    amount: LEADS,
    timeout: 60,
    requests: leadRequests(lead),
  });
}

async function measure(off: string[]): Promise<Figures> {
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'flua-bench-caches-')), DATABASE_URL: '', LOG_LEVEL: 'error', STATIC_DIR: join(root, '.tmp', 'none'), NODE_ENV: 'production', TRUST_PROXY: '1', FLUA_CACHES_OFF: off.join(',') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}/api/health`);
    const pid = server.pid!;
    const search = await getLoad(pid, SEARCH, { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' });
    const first = (await (await fetch(`http://127.0.0.1:${port}${SEARCH}`)).json()) as { hits: { hit: { id: string }[] } };
    const offer = await getLoad(pid, offerAddress(first.hits.hit[0]!.id), { accept: 'application/json' });
    await leadLoad(pid); // warm-up: the first leads on an offer read it
    const leads = await leadLoad(pid);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      search_cpu_ms: round(search.cpuMs),
      offer_cpu_ms: round(offer.cpuMs),
      lead_cpu_ms: round(leads.cpuMs),
      search_per_s: Math.round(search.perSecond),
      offer_per_s: Math.round(offer.perSecond),
      leads_per_s: Math.round(leads.perSecond),
      leads_failed: leads.failed,
    };
  } finally {
    server.kill();
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function cacheFigures(): Promise<void> {
  const wanted = (process.env.BENCH_CACHES ?? '').split(',').filter(Boolean);
  const runs = wanted.length > 0 ? RUNS.filter((r, i) => i === 0 || r.off.some((n) => wanted.includes(n))) : RUNS;
  console.log(`\n(caches) server CPU ms per request (requests per second beside it), 10 connections, ${SECONDS} s (leads: ${LEADS}, each from its own visitor), PGlite, demo catalogue`);
  console.log('  run                              search GET         offer GET          lead POST');
  let all: Figures | undefined;
  const cell = (cpu: number, perSecond: number, base: number | undefined) => `${cpu.toFixed(2)}${base === undefined ? '' : ` (${(cpu / Math.max(base, 0.01)).toFixed(1)}x)`} ${perSecond}/s`.padEnd(19);
  for (const run of runs) {
    const f = await measure(run.off);
    const base = run.off.length === 0 ? undefined : all;
    all ??= f;
    console.log(`  ${run.name.padEnd(32)} ${cell(f.search_cpu_ms, f.search_per_s, base?.search_cpu_ms)}${cell(f.offer_cpu_ms, f.offer_per_s, base?.offer_cpu_ms)}${cell(f.lead_cpu_ms, f.leads_per_s, base?.lead_cpu_ms)}${f.leads_failed ? ` (${f.leads_failed} failed)` : ''}`);
    recordFigures('caches', run.name, { ...f });
  }
}
