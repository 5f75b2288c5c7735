/**
 * `npm run bench:details`: on the offer details page, the time from a click
 * on a period tile to the updated summary being painted, with 4× CPU
 * throttling (CDP Emulation.setCPUThrottlingRate), median of 20 clicks.
 *
 * Baseline, measured in the same run, page and throttling: a click on a
 * plain button whose handler writes one text node (no React, no chart) —
 * the floor of click → DOM change → paint on this machine.
 *
 * "Painted" is the first frame after the change: the mutation is seen, then
 * a requestAnimationFrame callback and a task after it (the frame is out).
 * Never pass/fail; prints figures.
 */
import { recordFigures } from './history';
import { waitHealthy } from './support';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4311);
const RUNS = 20;
const WARMUP = 3;
const THROTTLE = 4;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}


/** Clicks `clickSelector` and resolves with ms until the first frame after `watchSelector` changed. */
function timeClick(page: Page, clickSelector: string, watchSelector: string): Promise<number> {
  return page.evaluate(
    ([click, watch]) =>
      new Promise<number>((done) => {
        const target = document.querySelector<HTMLElement>(click)!;
        const watched = document.querySelector(watch)!;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => done(performance.now() - t0)));
        });
        observer.observe(watched, { childList: true, characterData: true, subtree: true });
        const t0 = performance.now();
        target.click();
      }),
    [clickSelector, watchSelector] as const,
  );
}

const outDir = join(root, '.tmp', 'bench-details');
await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const dataDir = mkdtempSync(join(tmpdir(), 'flua-bench-details-'));
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', STATIC_DIR: outDir, NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  await waitHealthy(`http://127.0.0.1:${port}/api/health`);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/?offerId=fiat-mobi-l10`);
  await page.getByTestId('summary').waitFor();
  // A baseline button on the same page: its handler writes one text node.
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'bench-baseline';
    button.textContent = 'baseline';
    const out = document.createElement('span');
    out.id = 'bench-baseline-out';
    out.textContent = '0';
    button.addEventListener('click', () => {
      out.textContent = String(Number(out.textContent) + 1);
    });
    document.body.append(button, out);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

  const periods = ['12', '36'];
  const ours: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const period = periods[i % 2]!;
    const t = await timeClick(page, `[role="radio"][aria-label="${period} Meses"]`, '[data-testid="summary-period"]');
    const b = await timeClick(page, '#bench-baseline', '#bench-baseline-out');
    if (i >= WARMUP) {
      ours.push(t);
      base.push(b);
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const m = median(ours);
  const mb = median(base);
  console.log(`\nOffer details: period click → updated summary painted (CPU ${THROTTLE}× throttled, median of ${RUNS})`);
  console.log(`  period click: ${m.toFixed(1)} ms (min ${Math.min(...ours).toFixed(1)}, max ${Math.max(...ours).toFixed(1)})`);
  console.log(`  baseline, plain button writing one text node: ${mb.toFixed(1)} ms (min ${Math.min(...base).toFixed(1)}, max ${Math.max(...base).toFixed(1)})`);
  console.log(`  ratio ${(m / mb).toFixed(1)}x, difference ${(m - mb).toFixed(1)} ms`);
  recordFigures('details', `period click → summary painted, CPU ${THROTTLE}× throttled, median of ${RUNS}`, {
    median_ms: Number(m.toFixed(1)),
    min_ms: Number(Math.min(...ours).toFixed(1)),
    max_ms: Number(Math.max(...ours).toFixed(1)),
    baseline_median_ms: Number(mb.toFixed(1)),
    ratio: Number((m / mb).toFixed(2)),
  });
} finally {
  await browser.close();
  server.kill();
}
