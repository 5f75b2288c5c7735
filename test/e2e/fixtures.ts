/**
 * What every end-to-end spec runs against: each Playwright worker starts its
 * own site (the built SPA and the server built to JavaScript, `node
 * dist-server/main.js` as `npm start` runs it, NODE_ENV=production) on a fresh
 * database, so two workers run specs side by side without seeing each other's
 * data. Within a worker, specs run one after another on the same database and
 * each leaves the showcase as it found it.
 *
 * Specs import `test` and `expect` from here, never from '@playwright/test'
 * (ESLint says so): `baseURL`, `page`, `request` and `browser.newContext()`
 * then point at the worker's own server.
 *
 * Ports: the first worker listens on E2E_PORT (default 4173) and its mail goes
 * to E2E_SMTP_PORT (default E2E_PORT + 1000); worker n uses those plus 100·n.
 * Specs that run an SMTP server listen on `site.smtpPort`.
 *
 * Database: PGlite under a new temporary DATA_DIR (what `npm start` uses),
 * seeded with the demo catalogue and accounts at start, removed afterwards.
 *
 * Cookie consent: every page and `browser.newContext()` starts with the
 * visitor's choice already stored (all purposes accepted), so the banner
 * stays closed and the data layer hears the journey. A spec about consent
 * starts without it: `test.use({ storageState: NO_CHOICE })`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { ALL_PURPOSES, CONSENT_STORAGE_KEY, consentChoice } from '../../models/common/tracking';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

export interface Site {
  /** `http://127.0.0.1:<port>`, the worker's baseURL. */
  url: string;
  port: number;
  /** Where the server sends its mail (SMTP_URL); specs that read mail listen here. */
  smtpPort: number;
}

const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);
const FIRST_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? FIRST_PORT + 1000);
/** Ports of worker n: the first worker's plus 100·n (clear of the ports next to them and of the ephemeral range). */
const PORT_STRIDE = 100;
const START_TIMEOUT_MS = 300_000;

/** The site's database: PGlite under a new temporary DATA_DIR, what `npm start` uses. */
function createDatabase(): { env: Record<string, string>; drop: () => void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'flua-e2e-'));
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    drop: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the e2e server stopped before answering (${server.exitCode ?? server.signalCode}):\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e2e server did not answer ${url}/api/health within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

async function startSite(workerSlot: number): Promise<{ site: Site; stop: () => Promise<void> }> {
  const port = FIRST_PORT + PORT_STRIDE * workerSlot;
  const smtpPort = FIRST_SMTP_PORT + PORT_STRIDE * workerSlot;
  const url = `http://127.0.0.1:${port}`;
  const db = createDatabase();
  // As `npm start` runs it: the server built to JavaScript (test/e2e/global-setup.ts builds it first).
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: url,
      MAIL_POLL_MS: '500',
      // A failed send is retried after 1 s, 2 s, 4 s… (the simulator's spec stops and restarts its SMTP server).
      MAIL_RETRY_MS: '1000',
      // The demo accounts and new passwords at the tests' hashing cost (server/main.ts).
      TEST_PASSWORD_HASHING: 'true',
      // Every spec's leads come from this one address with a few CPFs: the lead limits, a hundredfold (server/main.ts).
      TEST_LEAD_LIMITS_FACTOR: '100',
      ...db.env,
    },
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  try {
    await waitForHealth(url, server, () => stderr);
  } catch (err) {
    await stopServer(server);
    db.drop();
    throw err;
  }
  return {
    site: { url, port, smtpPort },
    stop: async () => {
      await stopServer(server);
      db.drop();
    },
  };
}

/** A visitor who has not chosen yet: nothing stored. */
export const NO_CHOICE = { cookies: [], origins: [] };

export const test = base.extend<object, { site: Site }>({
  site: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const { site, stop } = await startSite(workerInfo.parallelIndex);
      await provide(site);
      await stop();
    },
    { scope: 'worker', auto: true, timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
  storageState: async ({ site, storageState }, provide) =>
    provide(
      storageState ?? {
        cookies: [],
        origins: [{ origin: site.url, localStorage: [{ name: CONSENT_STORAGE_KEY, value: JSON.stringify(consentChoice(ALL_PURPOSES, new Date())) }] }],
      },
    ),
});
