/**
 * `npm run bench:faults`: leads at saturation through database and server
 * faults. Prints figures; exits 1 only when an acknowledged lead was lost or
 * stored twice (never on time).
 *
 * A PostgreSQL of the script's own is started in a temporary folder on a free
 * port (test/server/support/throwaway-postgres.ts; never the shared one), and
 * the real server (`server/main.ts`, demo catalogue) on it. For DURATION
 * seconds (60) CLIENTS clients (50) each send valid `POST /api/v2/lead`, one
 * after another; a lead whose answer does not come, or comes as a 5xx or a
 * closed connection, is sent again with the same Idempotency-Key (doubling
 * waits, 50 ms to 1 s) until it is acknowledged. Meanwhile:
 *
 *   - at 10 s PostgreSQL is restarted (`pg_ctl restart -m fast`);
 *   - at 25 s the server gets SIGTERM, drains, ends, and is started again;
 *   - at 40 s PostgreSQL is stopped (`-m fast`) for 3 s, then started.
 *
 * One fault at a time: a fault waits until leads were acknowledged again for
 * 3 s after the previous one. (BENCH_DURATION scales those times;
 * BENCH_CLIENTS the clients.) A server process that ends by itself is counted.
 *
 * Each lead carries its own e-mail, so the database tells which
 * acknowledged leads are stored, which twice, which not at all. Printed:
 * accepted (leads acknowledged 201), stored, duplicates, lost, every answer
 * seen by status, and per fault the seconds until leads were acknowledged
 * again: from the fault's start, and from the database (or the new server
 * process) being back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { rentalLead } from '../test/support/lead-fixtures';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '../test/server/support/throwaway-postgres';
import { recordFigures } from './history';
import { benchVisitor, waitHealthy } from './support';

const root = resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
/** A lead not acknowledged this long after the run's end is given up (and counted). */
const GIVE_UP_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

interface Fault {
  name: string;
  at: number;
  /** When the fault started and when the database or server was back (ms since the run's start). */
  began?: number;
  back?: number;
  run: () => Promise<void>;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'flua-bench-faults-'));
  const postgres: ThrowawayPostgres = await startThrowawayPostgres();
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  /** Server processes that ended without being told to (a crash): must stay 0. */
  let crashes = 0;
  let stopping: ChildProcess | undefined;

  const startServer = () => {
    server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: postgres.url(),
        LOG_LEVEL: 'error',
        STATIC_DIR: join(dataDir, 'no-dist'),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SMTP_URL: '',
        // Each lead's X-Forwarded-For is its visitor's address (benchVisitor): the lead limits count as for real visitors.
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const child = server;
    child.once('exit', (code, signal) => {
      if (child !== stopping) {
        crashes++;
        console.error(`  the server ended by itself (code ${code}, signal ${signal})`);
      }
    });
    return server;
  };

  try {
    startServer();
    await waitHealthy(`${base}/api/health/ready`);

    const statuses = new Map<string, number>();
    const seen = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    /** Completion times (ms since start) of acknowledged leads. */
    const acknowledgedAt: number[] = [];
    const accepted = new Map<string, string>(); // e-mail → lead id
    const givenUp: string[] = [];
    let refused = 0;
    let retries = 0;
    let differentIds = 0;
    let next = 0;
    let started = 0;
    const template = rentalLead();

    /** Sends one lead until it is acknowledged (or refused for good). */
    async function sendLead(): Promise<void> {
      const n = next++;
      const email = `faults.${n}@bench.example`;
      const visitor = benchVisitor(n);
      const body = JSON.stringify({ ...template, email, cpf: visitor.cpf });
      const key = randomUUID();
      let wait = 50;
      let leadId: string | undefined;
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) retries++;
        let status = 'network';
        try {
          const res = await fetch(`${base}/api/v2/lead`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': visitor.address },
            body,
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          status = String(res.status);
          const answer = (await res.json().catch(() => undefined)) as { id?: string } | undefined;
          seen(status);
          if (res.ok) {
            if (leadId && answer?.id !== leadId) differentIds++;
            leadId = answer?.id;
            accepted.set(email, leadId ?? '');
            acknowledgedAt.push(now() - started);
            return;
          }
          if (res.status < 500 && res.status !== 409 && res.status !== 429) {
            refused++;
            if (refused <= 3) console.error(`  refused ${res.status}: ${JSON.stringify(answer)}`);
            return;
          }
        } catch {
          seen(status);
        }
        if (now() - started > DURATION_S * 1000 + GIVE_UP_MS) {
          givenUp.push(email);
          return;
        }
        await sleep(wait);
        wait = Math.min(wait * 2, 1000);
      }
    }

    const faults: Fault[] = [
      {
        name: 'PostgreSQL restart (pg_ctl restart -m fast)',
        at: (DURATION_S * 10) / 60,
        run: async () => {
          await postgres.restart();
        },
      },
      {
        name: 'server SIGTERM, drained, started again',
        at: (DURATION_S * 25) / 60,
        run: async () => {
          const old = server!;
          stopping = old;
          const exited = new Promise((r) => old.once('exit', r));
          old.kill('SIGTERM');
          await exited;
          startServer();
          // Back when the new process says it is ready.
          await waitHealthy(`${base}/api/health/ready`);
        },
      },
      {
        name: 'PostgreSQL stopped 3 s, then started',
        at: (DURATION_S * 40) / 60,
        run: async () => {
          await postgres.stop();
          await sleep(3000);
          await postgres.start();
        },
      },
    ];

    console.log(`\nPOST /api/v2/lead through faults: ${CLIENTS} clients for ${DURATION_S} s, retries with the same Idempotency-Key`);
    started = now();
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (now() - started < DURATION_S * 1000) await sendLead();
    });
    // One fault at a time: each at its planned time, or 3 s after leads were acknowledged again after the previous one.
    const faultRuns = (async () => {
      for (const fault of faults) {
        await sleep(fault.at * 1000 - (now() - started));
        for (;;) {
          const t = now() - started;
          const previous = faults[faults.indexOf(fault) - 1];
          const recovered = previous ? acknowledgedAt.find((a) => a >= (previous.back ?? Infinity)) : 0;
          if (recovered !== undefined && t >= recovered + 3000) break;
          await sleep(100);
        }
        fault.began = now() - started;
        await fault.run();
        fault.back = now() - started;
      }
    })();
    await Promise.all([...clients, faultRuns]);
    const elapsed = (now() - started) / 1000;

    const db = new pg.Client({ connectionString: postgres.url() });
    await db.connect();
    const { rows } = await db.query<{ email: string; n: string; ids: string[] }>(
      "SELECT email, count(*) AS n, array_agg(id::text) AS ids FROM leads WHERE email LIKE 'faults.%@bench.example' GROUP BY email",
    );
    await db.end();
    const storedByEmail = new Map(rows.map((r) => [r.email, r]));
    const stored = rows.reduce((sum, r) => sum + Number(r.n), 0);
    const duplicates = rows.reduce((sum, r) => sum + Number(r.n) - 1, 0);
    const lost = [...accepted.keys()].filter((email) => !storedByEmail.has(email)).length;
    const wrongId = [...accepted].filter(([email, id]) => storedByEmail.get(email) && !storedByEmail.get(email)!.ids.includes(id)).length;
    const unacknowledgedStored = rows.filter((r) => !accepted.has(r.email)).length;

    const seconds = (ms: number | undefined) => (ms === undefined || !Number.isFinite(ms) ? '—' : (ms / 1000).toFixed(2));
    console.log(`  ran ${elapsed.toFixed(1)} s; leads sent: ${next}; retries: ${retries}; ${(accepted.size / elapsed).toFixed(0)} acknowledged leads/s overall`);
    console.log(`  answers seen: ${[...statuses].sort().map(([s, n]) => `${s}: ${n}`).join(', ')}`);
    console.log(`  accepted (acknowledged 201): ${accepted.size}`);
    console.log(`  stored:                      ${stored}`);
    console.log(`  duplicates (a lead stored twice): ${duplicates}`);
    console.log(`  lost (acknowledged, not stored):  ${lost}`);
    console.log(`  acknowledged with another lead's id: ${wrongId + differentIds}`);
    console.log(`  stored but never acknowledged (given up or refused): ${unacknowledgedStored}; given up: ${givenUp.length}; refused 4xx: ${refused}`);
    console.log('  faults (seconds until the next acknowledged lead — from the fault\'s start / from the database or server being back):');
    for (const fault of faults) {
      const firstAfterBack = acknowledgedAt.filter((t) => t >= (fault.back ?? Infinity)).sort((a, b) => a - b)[0];
      const lastBefore = acknowledgedAt.filter((t) => t < (fault.began ?? 0)).sort((a, b) => b - a)[0];
      const gapStart = lastBefore ?? fault.began;
      console.log(
        `    ${fault.name} at ${seconds(fault.began)} s: back after ${seconds((fault.back ?? 0) - (fault.began ?? 0))} s; ` +
          `leads acknowledged again ${seconds(firstAfterBack! - (fault.began ?? 0))} s after the start, ` +
          `${seconds(firstAfterBack! - (fault.back ?? 0))} s after it was back (no lead acknowledged for ${seconds(firstAfterBack! - gapStart!)} s)`,
      );
    }
    console.log(`  server processes that ended by themselves: ${crashes}`);
    const ok = stored === accepted.size && duplicates === 0 && lost === 0 && wrongId + differentIds === 0 && crashes === 0;
    console.log(`  accepted = stored, 0 duplicates, 0 lost: ${ok ? 'yes' : 'NO'}`);
    recordFigures('faults', `POST /api/v2/lead through faults, ${CLIENTS} clients, ${DURATION_S} s`, {
      accepted: accepted.size,
      stored,
      duplicates,
      lost,
      crashes,
      ok,
    });
    if (!ok) process.exitCode = 1;
  } finally {
    if (server && server.exitCode === null) {
      stopping = server;
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
    }
    await postgres.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
