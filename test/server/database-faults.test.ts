/**
 * Database faults, against the real server process (server/main.ts) on a
 * PostgreSQL of this test's own (support/throwaway-postgres.ts, never the
 * shared one): a restart never ends the process; while the database is away
 * requests answer 503 in pt-BR in the API's envelope, `/api/health/live`
 * stays 200 and `/api/health/ready` says 503; once it is back the service
 * answers again within 5 s by itself; SIGTERM drains the request in flight;
 * several migrators starting together on a fresh database apply each
 * migration once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { labels } from '../../models/labels/spec';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { rentalLead } from '../support/lead-fixtures';
import { cpfCheckDigits } from '../../models/common/validators';
import { canStartPostgres, freePort, startThrowawayPostgres, type ThrowawayPostgres } from './support/throwaway-postgres';

const root = resolve(import.meta.dirname, '..', '..');
const RECOVERY_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!canStartPostgres())('database faults (a PostgreSQL of the test’s own)', () => {
  let postgres: ThrowawayPostgres;
  let server: ChildProcess;
  let port: number;
  let output = '';
  let dataDir: string;

  const base = () => `http://127.0.0.1:${port}`;
  const search = () => fetch(`${base()}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const alive = () => server.exitCode === null && server.signalCode === null;

  async function startServer(): Promise<void> {
    port = await freePort();
    output = '';
    // The server as `npm start` runs it, built once for the run (support/global-setup.ts).
    server = spawn(process.execPath, ['--enable-source-maps', join(inject('serverBuild'), 'main.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: postgres.url(),
        // The demo catalogue (not the accounts), so leads can be sent.
        LOG_LEVEL: 'error',
        STATIC_DIR: join(dataDir, 'no-dist'),
        DATA_DIR: dataDir,
        SMTP_URL: '',
        // Each lead comes from a visitor of its own (X-Forwarded-For), as the lead limits count real visitors.
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const started = Date.now();
    for (;;) {
      if (!alive()) throw new Error(`server ended at start:\n${output}`);
      try {
        if ((await fetch(`${base()}/api/health/ready`)).ok) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() - started > 60_000) throw new Error(`server did not start:\n${output}`);
      await sleep(100);
    }
  }

  /** Milliseconds until a search answers 200 again (fails after `limit`). */
  async function untilAnswering(limit: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      const status = await search().then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return Date.now() - started;
      if (Date.now() - started > limit) return Infinity;
      await sleep(50);
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'flua-faults-'));
    postgres = await startThrowawayPostgres();
    await startServer();
  }, 90_000);

  afterAll(async () => {
    if (server && alive()) {
      server.kill('SIGKILL');
    }
    await postgres?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a PostgreSQL restart with the pool’s connections open does not end the server, which answers again by itself', async () => {
    const warm = await Promise.all(Array.from({ length: 20 }, search));
    expect(warm.map((r) => r.status)).toEqual(Array(20).fill(200));
    await postgres.restart();
    await sleep(300);
    expect(alive(), output).toBe(true);
    expect(await untilAnswering(RECOVERY_MS)).toBeLessThan(RECOVERY_MS);
    expect(alive(), output).toBe(true);
  });

  it('while the database is away: 503 in pt-BR with the envelope, live 200, ready 503; back within 5 s of its return', async () => {
    await Promise.all(Array.from({ length: 10 }, search));
    await postgres.stop();

    const refused = await search();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ error: { code: 'database_unavailable', message: labels.httpErrors.databaseUnavailable } });

    const live = await fetch(`${base()}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base()}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ error: { code: 'database_unavailable', message: labels.httpErrors.databaseUnavailable } });
    // The long-standing address answers as `ready`.
    expect((await fetch(`${base()}/api/health`)).status).toBe(503);
    expect(alive(), output).toBe(true);

    await postgres.start();
    const recovery = await untilAnswering(RECOVERY_MS);
    expect(recovery).toBeLessThan(RECOVERY_MS);
    expect((await fetch(`${base()}/api/health/ready`)).status).toBe(200);
    expect(await (await fetch(`${base()}/api/health`)).json()).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('requests in flight when PostgreSQL goes down answer 200 or 503, never 500, and the process stays', async () => {
    const load = Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        await sleep(i * 3);
        return search().then(
          (r) => r.status,
          () => 0,
        );
      }),
    );
    await sleep(40);
    await postgres.stop();
    const statuses = await load;
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    expect(alive(), output).toBe(true);
    await postgres.start();
    expect(await untilAnswering(RECOVERY_MS)).toBeLessThan(RECOVERY_MS);
  });

  it('a restart while connections are handed from one write to the next (leads at saturation) never ends the process', async () => {
    // Each lead from a visitor of its own (address and CPF): saturation, not one address over the lead limits.
    let visitors = 0;
    const lead = () => {
      const n = ++visitors;
      const base9 = String(100_000_000 + n);
      const body = JSON.stringify(rentalLead({ cpf: `${base9}${cpfCheckDigits(base9)}` }));
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      return fetch(`${base()}/api/v2/lead`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': address }, body }).then(
        (r) => r.status,
        () => 0,
      );
    };
    expect(await lead()).toBe(201);
    for (let round = 0; round < 2; round++) {
      let sending = true;
      const statuses: number[] = [];
      const clients = Array.from({ length: 40 }, async () => {
        while (sending) statuses.push(await lead());
      });
      await sleep(300);
      await postgres.restart();
      await sleep(300);
      sending = false;
      await Promise.all(clients);
      expect(alive(), output).toBe(true);
      expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    }
    expect(await untilAnswering(RECOVERY_MS)).toBeLessThan(RECOVERY_MS);
  });

  it('SIGTERM lets the request in flight finish, then the process ends cleanly', async () => {
    const answer = new Promise<{ status: number; body: string }>((resolveAnswer, reject) => {
      const req = httpRequest(`${base()}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '2' } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      // Half the body now, the rest after the signal: the request is in flight while the server drains.
      req.write('{');
      setTimeout(() => {
        server.kill('SIGTERM');
        setTimeout(() => req.end('}'), 300);
      }, 200);
    });
    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ hits: { hit: expect.any(Array) } });
    expect(await exited).toBe(0);
  });

  it('several migrators starting together on a fresh database apply each migration once', async () => {
    const admin = new pg.Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE fresh_migrations');
    await admin.end();
    const files = readdirSync(join(root, 'server', 'db', 'migrations')).filter((f) => f.endsWith('.sql'));
    const dbs = await Promise.all(Array.from({ length: 3 }, () => openDatabase({ databaseUrl: postgres.url('fresh_migrations') })));
    try {
      const applied = await Promise.all(dbs.map((db) => migrate(db)));
      expect(applied.flat().sort()).toEqual([...files].sort());
      const { rows } = await dbs[0]!.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(rows.map((r) => r.name)).toEqual([...files].sort());
      // And a later start finds nothing to do.
      expect(await migrate(dbs[1]!)).toEqual([]);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});
