/**
 * `npm run bench:leads`: leads per second at saturation on PostgreSQL
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), with
 * stored = accepted checked. Never pass/fail on time.
 *
 * A database of its own is created for the run (and dropped), the real
 * server is started on it (`server/main.ts`, demo catalogue seeded), and
 * autocannon sends N valid `POST /api/v2/lead` (50 connections), each with a
 * distinct Idempotency-Key, from a visitor of its own (its own address and
 * CPF: `benchVisitor`, so the per-address and per-CPF lead limits count as
 * they would for real visitors). Every request completes (a fixed amount, not a
 * duration), so the leads stored must equal the 201 answers.
 *
 * Baselines in the same run, on the same database:
 *   - `GET /api/health` through the same server (Fastify + `SELECT 1`);
 *   - the same writes without HTTP: 50 concurrent workers over a pool of 10
 *     (the server's pool size) running the lead's transaction with the
 *     server's own operation (`insertLead`: the key, the lead, its consents,
 *     version 1 and the analytics token in one statement; then the visitor's
 *     address and CPF slots).
 */
import { recordFigures } from './history';
import { benchVisitor, leadRequests, waitHealthy } from './support';
import { fromPgPool } from '../server/db/database';
import { takeSlots } from '../server/plugins/limits';
import { DEFAULT_LEAD_LIMITS } from '../server/leads/lead-limits';
import { insertLead, type NewLead } from '../server/leads/leads-repo';
import { CONSENT_TEXT_VERSION, rentalLeadConsents } from '../models/lead/lead-submission';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { rentalLead } from '../test/support/lead-fixtures';

const root = resolve(import.meta.dirname, '..');
const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `flua_bench_leads_${process.pid}`;
const port = Number(process.env.BENCH_PORT ?? 4401);
const CONNECTIONS = 50;
const AMOUNT = Number(process.env.BENCH_LEADS ?? 6000);
const WARMUP = 500;

function databaseUrl(name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}


function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return autocannon(opts);
}

const lead = rentalLead();

function leadLoad(amount: number): Promise<autocannon.Result> {
  return run({
    url: `http://127.0.0.1:${port}/api/v2/lead`,
    connections: CONNECTIONS,
    amount,
    timeout: 30,
    requests: leadRequests(lead),
  });
}

const perSecond = (n: number, ms: number) => (n * 1000) / ms;

/** A lead as the server writes it (the one repository operation), for the baseline without HTTP. */
function benchLead(cpf: string): NewLead {
  const sent = { ...lead, cpf };
  return {
    kind: 'rental',
    endpoint: 'bench',
    document: cpf,
    email: lead.email,
    offerId: lead.ofertas_id,
    dealerCode: lead.dealersCode,
    userId: null,
    body: sent,
    consents: rentalLeadConsents(sent),
    consentTextVersion: CONSENT_TEXT_VERSION,
  };
}

/** The server's write without HTTP: `insertLead` (key, lead, consents, version 1, analytics token) and the visitor's slots, in one transaction. */
async function bareInserts(url: string, amount: number): Promise<{ perSecond: number; p99: number }> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = fromPgPool(pool);
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < amount) {
      next++;
      const t0 = performance.now();
      const visitor = benchVisitor(1_000_000 + next);
      const claim = { scope: 'bench', caller: `address:${visitor.address}`, key: randomUUID(), hash: 'h' };
      await db.transaction(async (tx) => {
        await insertLead(tx, benchLead(visitor.cpf), { claim });
        await takeSlots(tx, [
          { bucket: 'lead', subject: `address:${visitor.address}`, limit: DEFAULT_LEAD_LIMITS.perAddress },
          { bucket: 'lead', subject: `document:${visitor.cpf}`, limit: DEFAULT_LEAD_LIMITS.perDocument },
        ]);
      });
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = performance.now() - started;
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { perSecond: perSecond(amount, elapsed), p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

async function main() {
  await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  const url = databaseUrl(dbName);
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
      cwd: root,
      // TRUST_PROXY: each request's X-Forwarded-For is its visitor's address (benchVisitor).
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, SEED_DEMO: 'true', LOG_LEVEL: 'error', STATIC_DIR: join(root, '.tmp', 'none'), NODE_ENV: 'production', TRUST_PROXY: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitHealthy(`http://127.0.0.1:${port}/api/health`);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const count = async () => Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM leads WHERE endpoint = '/api/v2/lead'")).rows[0]!.n);

    // Warm-up (JIT, pools, plans); its leads are counted too.
    const warm = await leadLoad(WARMUP);
    const before = await count();
    const t0 = performance.now();
    const leads = await leadLoad(AMOUNT);
    const elapsed = performance.now() - t0;
    const stored = (await count()) - before;
    const accepted = leads['2xx'];
    const refused = leads.non2xx + leads.errors + leads.timeouts;

    const health = await run({ url: `http://127.0.0.1:${port}/api/health`, connections: CONNECTIONS, amount: AMOUNT });
    const healthSeconds = health.duration;
    server.kill();
    server = undefined;
    const bare = await bareInserts(url, AMOUNT);
    await db.end();

    const leadsPerSecond = perSecond(accepted, elapsed);
    console.log(`\nPOST /api/v2/lead on PostgreSQL, ${CONNECTIONS} connections, ${AMOUNT} leads (distinct Idempotency-Keys), after ${warm['2xx']} warm-up leads`);
    console.log(`  leads: ${leadsPerSecond.toFixed(0)} leads/s, p50 ${leads.latency.p50} ms, p99 ${leads.latency.p99} ms`);
    console.log(`  accepted (201): ${accepted}   stored: ${stored}   refused or failed: ${refused}   stored = accepted: ${stored === accepted ? 'yes' : 'NO'}`);
    console.log(`  baseline GET /api/health (same server): ${(health['2xx'] / healthSeconds).toFixed(0)} req/s, p99 ${health.latency.p99} ms`);
    console.log(`  baseline same transaction without HTTP (pool of 10): ${bare.perSecond.toFixed(0)} leads/s, p99 ${bare.p99.toFixed(1)} ms`);
    console.log(`  ratios: leads / health ${(leadsPerSecond / (health['2xx'] / healthSeconds)).toFixed(2)}x, leads / bare transaction ${(leadsPerSecond / bare.perSecond).toFixed(2)}x`);
    recordFigures('leads', `POST /api/v2/lead on PostgreSQL, ${CONNECTIONS} connections, ${AMOUNT} leads`, {
      leads_per_s: Math.round(leadsPerSecond),
      p50_ms: leads.latency.p50,
      p99_ms: leads.latency.p99,
      accepted,
      stored,
      refused,
      health_per_s: Math.round(health['2xx'] / healthSeconds),
      bare_transaction_per_s: Math.round(bare.perSecond),
      ratio_health: Number((leadsPerSecond / (health['2xx'] / healthSeconds)).toFixed(3)),
      ratio_bare_transaction: Number((leadsPerSecond / bare.perSecond).toFixed(3)),
    });
    if (stored !== accepted) process.exitCode = 1;
  } finally {
    server?.kill();
    await new Promise((r) => setTimeout(r, 500));
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  }
}

await main();
