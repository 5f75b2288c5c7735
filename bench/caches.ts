/**
 * `npm run bench -- caches`: what each of the server's caches (server/cache/cache.ts)
 * saves. The real server (PGlite, demo catalogue) is started once with every
 * cache on, then once per cache with that cache turned off (FLUA_CACHES_OFF);
 * each time the same calls run, and the figures are side by side:
 *   - the showcase's first search as the browser sends it (GET, 24 cards, brotli): search answers, valid queries;
 *   - an offer's details (GET /api/offers/{id}?include_mvs_info=true): offers;
 *   - leads (POST /api/v2/lead, each from a visitor of its own): lead prices, lead offers and dealers;
 *   - every call: statement tables (which tables a statement writes).
 * Never pass/fail on time.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { offerAddress, searchAddress } from '../models/api';
import { rentalLead } from '../test/support/lead-fixtures';
import { recordFigures } from './history';
import { benchVisitor, waitHealthy } from './support';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4501);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LEADS = Number(process.env.BENCH_LEADS ?? 600);

/** Each run: the caches turned off (none: all on). */
const RUNS: { name: string; off: string[] }[] = [
  { name: 'all caches on', off: [] },
  { name: 'search answers off', off: ['search-answers'] },
  { name: 'valid queries off', off: ['valid-queries'] },
  { name: 'offers off', off: ['offers'] },
  { name: 'lead prices off', off: ['lead-prices'] },
  { name: 'lead offers and dealers off', off: ['lead-offers', 'lead-dealers'] },
  { name: 'statement tables off', off: ['statement-tables'] },
];

const SEARCH = searchAddress({ brand: ['fiat', 'jeep', 'peugeot', 'citroen'], targetEntityType: 'NATURAL_PERSON', location: { countryCode: 'BR', stateCode: 'SP', cityCode: '3550308' }, start: 0, size: 24, view: 'card' })!;
const lead = rentalLead();

interface Figures {
  search_per_s: number;
  offer_per_s: number;
  leads_per_s: number;
  leads_failed: number;
}

async function perSecond(path: string, headers: Record<string, string>): Promise<number> {
  const url = `http://127.0.0.1:${port}${path}`;
  await autocannon({ url, headers, connections: 10, duration: 1 });
  const r = await autocannon({ url, headers, connections: 10, duration: SECONDS });
  return Math.round(r.requests.average);
}

let visitors = 0;
async function leadsPerSecond(): Promise<{ perSecond: number; failed: number }> {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}/api/v2/lead`,
    connections: 10,
    amount: LEADS,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const visitor = benchVisitor(visitors++);
          return {
            ...req,
            body: JSON.stringify({ ...lead, cpf: visitor.cpf }),
            headers: { ...req.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': visitor.address },
          };
        },
      },
    ],
  });
  return { perSecond: Math.round((r['2xx'] * 1000) / (r.duration * 1000)), failed: r.non2xx + r.errors + r.timeouts };
}

async function measure(off: string[]): Promise<Figures> {
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'flua-bench-caches-')), DATABASE_URL: '', LOG_LEVEL: 'error', STATIC_DIR: join(root, '.tmp', 'none'), NODE_ENV: 'production', TRUST_PROXY: '1', FLUA_CACHES_OFF: off.join(',') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}/api/health`);
    const search = await perSecond(SEARCH, { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' });
    const first = (await (await fetch(`http://127.0.0.1:${port}${SEARCH}`)).json()) as { hits: { hit: { id: string }[] } };
    const offer = await perSecond(offerAddress(first.hits.hit[0]!.id), { accept: 'application/json' });
    const leads = await leadsPerSecond();
    return { search_per_s: search, offer_per_s: offer, leads_per_s: leads.perSecond, leads_failed: leads.failed };
  } finally {
    server.kill();
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function cacheFigures(): Promise<void> {
  const wanted = (process.env.BENCH_CACHES ?? '').split(',').filter(Boolean);
  const runs = wanted.length > 0 ? RUNS.filter((r, i) => i === 0 || r.off.some((n) => wanted.includes(n))) : RUNS;
  console.log(`\n(caches) requests per second, 10 connections, ${SECONDS} s (leads: ${LEADS}, each from its own visitor), PGlite, demo catalogue`);
  console.log('  run                              search GET   offer GET   leads POST');
  let all: Figures | undefined;
  for (const run of runs) {
    const f = await measure(run.off);
    all ??= f;
    const vs = (n: number, base: number) => (run.off.length === 0 ? '' : ` (${(n / base).toFixed(2)}x)`);
    console.log(`  ${run.name.padEnd(32)} ${`${f.search_per_s}${vs(f.search_per_s, all.search_per_s)}`.padEnd(12)} ${`${f.offer_per_s}${vs(f.offer_per_s, all.offer_per_s)}`.padEnd(11)} ${f.leads_per_s}${vs(f.leads_per_s, all.leads_per_s)}${f.leads_failed ? ` (${f.leads_failed} failed)` : ''}`);
    recordFigures('caches', run.name, { ...f });
  }
}
