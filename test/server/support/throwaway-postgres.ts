/**
 * A PostgreSQL of a test's (or a bench script's) own, in a temporary folder
 * on a free port, that may be stopped and restarted at will: never the shared
 * one on 5432. Built with the distribution's `initdb` and `pg_ctl`
 * (PG_BIN, default /usr/lib/postgresql/15/bin). PostgreSQL refuses to run as
 * root, so under root it runs as the `postgres` user (`runuser`).
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const POSTGRES_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Can this machine start a PostgreSQL of its own? */
export function canStartPostgres(): boolean {
  return existsSync(join(POSTGRES_BIN, 'initdb')) && existsSync(join(POSTGRES_BIN, 'pg_ctl'));
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ThrowawayPostgres {
  readonly port: number;
  /** Connection string to `database` (default `postgres`). */
  url(database?: string): string;
  /** `pg_ctl stop -m fast`: sessions are ended, the server is down until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart(): Promise<void>;
  /** Stops it and removes its folder. */
  dispose(): Promise<void>;
}

export async function startThrowawayPostgres(options: { port?: number } = {}): Promise<ThrowawayPostgres> {
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'flua-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN, name), ...args]) : run(join(POSTGRES_BIN, name), args);
  const port = options.port ?? (await freePort());
  const data = join(dir, 'data');
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  const ctl = (action: string, extra: string[] = []) => tool('pg_ctl', [action, '-D', data, '-w', '-t', '60', '-l', join(dir, 'log'), ...extra]);

  await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  await ctl('start', ['-o', settings]);

  let running = true;
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      await ctl('stop', ['-m', 'fast']);
      running = false;
    },
    async start() {
      await ctl('start', ['-o', settings]);
      running = true;
    },
    async restart() {
      await ctl('restart', ['-m', 'fast', '-o', settings]);
      running = true;
    },
    async dispose() {
      if (running) await ctl('stop', ['-m', 'immediate']).catch(() => undefined);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
