/**
 * End-to-end: Debian's Chromium against the built SPA and the real server.
 * Each worker has its own server on a fresh database (test/e2e/fixtures.ts
 * starts them; its header says which ports); within a worker the spec files
 * run one after another, in file order.
 */
import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: 'test/e2e',
  // The server built as `npm start` runs it (test/e2e/global-setup.ts).
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: false,
  // Each worker runs its own server and browser on its own database (test/e2e/fixtures.ts). Two workers on the
  // 2-core test machine: four were barely faster on an idle machine (494–550 s against 552 s for the whole run), and
  // on a slower or busier one they left pages waiting for the CPU past their 10-second expectations (a manager still
  // 'Carregando ofertas…', a generated walk past its budget). The type check and lint run behind them at the lowest
  // priority (scripts/parallel.ts) and fill the time the pages leave idle. E2E_WORKERS sets another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshot comparisons (test/e2e/screens.spec.ts): one baseline per
    // screen and width, for Debian's Chromium only; a small tolerance for
    // anti-aliasing, nothing moving.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
});
