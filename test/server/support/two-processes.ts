/**
 * Two real server processes (`server/main.ts`) on one PostgreSQL database,
 * behind a local round-robin proxy, as a deployment with a load balancer
 * runs them: a database of the test's own on the server DATABASE_URL names
 * (created here, dropped afterwards), one shared data folder (uploaded
 * documents), no secret given to either (both read the ones kept in the
 * database), and TRUST_PROXY=1 so each process sees the client's address in
 * the proxy's X-Forwarded-For, as behind a real load balancer.
 *
 * The clients connect from loopback addresses of their own (127.0.0.x), so
 * the per-address limits and Idempotency-Key callers tell them apart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort } from './throwaway-postgres';

const root = resolve(import.meta.dirname, '..', '..', '..');

/** A database of its own on the PostgreSQL server of `serverUrl`: `flua_two_<random>`, dropped by `drop`. */
export async function createOwnDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `flua_two_${randomBytes(5).toString('hex')}`;
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export interface ServerProcess {
  readonly name: string;
  readonly url: string;
  /** How long it took from spawn to ready (a figure to print, never to assert). */
  readonly readyAfterMs: number;
  /** What the process printed (for a failure's message). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the server (`server/main.ts`, built for the run) on a free port and waits until it is ready (database migrated and answering).
 * It listens on 127.0.0.1 unless `env.HOST` says otherwise (`''`: no HOST at all, the default's).
 */
export async function startServerProcess(name: string, env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const processEnv: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', SMTP_URL: '', HOST: '127.0.0.1', ...env, PORT: String(port) };
  if (processEnv.HOST === '') delete processEnv.HOST;
  // The server as `npm start` runs it, built once for the run (global-setup.ts).
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', resolve(inject('serverBuild'), 'main.js')], {
    cwd: root,
    env: processEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const stop = () =>
    ended()
      ? Promise.resolve()
      : new Promise<void>((done) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(kill);
            done();
          });
          child.kill('SIGTERM');
        });
  const started = Date.now();
  for (;;) {
    if (ended()) throw new Error(`server ${name} ended while starting (code ${child.exitCode}, signal ${child.signalCode}):\n${printed}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`server ${name} was not ready within ${timeoutMs / 1000} s:\n${printed}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { name, url, readyAfterMs: Date.now() - started, output: () => printed, stop };
}

/** The header the proxy adds to every answer: which process answered. */
export const SERVED_BY_HEADER = 'x-served-by';

export interface RoundRobin {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A load balancer in miniature: each request goes to the next process in
 * turn, with the client's address appended to X-Forwarded-For; each answer
 * says which process gave it (`x-served-by`).
 */
export async function startRoundRobin(targets: readonly ServerProcess[]): Promise<RoundRobin> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const target = targets[next++ % targets.length]!;
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      `${target.url}${req.url ?? '/'}`,
      { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'http' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY_HEADER]: target.name });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [SERVED_BY_HEADER]: target.name });
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The process that answered (`x-served-by`). */
  servedBy: string;
  json<T>(): T;
}

export interface RequestOptions {
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
}

/**
 * A browser in miniature: connects from its own loopback address, keeps its
 * cookies, and sends what the site's pages send (`Sec-Fetch-Site: same-origin`).
 */
export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    readonly address: string,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Puts a cookie back (e.g. one the site has since cleared), as a replaying client would. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
    const headers: Record<string, string> = {
      'sec-fetch-site': 'same-origin',
      accept: 'application/json',
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(body ? { 'content-length': String(body.length) } : {}),
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...options.headers,
    };
    return new Promise((done, fail) => {
      const req = request(`${this.baseUrl}${path}`, { method, headers, localAddress: this.address, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', fail);
        res.on('end', () => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair = '', ...attributes] = line.split(';');
            const eq = pair.indexOf('=');
            const name = pair.slice(0, eq).trim();
            const value = pair.slice(eq + 1).trim();
            const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
            if (!value || expired) this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          const data = Buffer.concat(chunks);
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            servedBy: String(res.headers[SERVED_BY_HEADER] ?? ''),
            json: <T>() => JSON.parse(data.toString('utf8')) as T,
          });
        });
      });
      req.on('error', fail);
      req.end(body);
    });
  }
}
