/**
 * Page load on a phone on a mobile network, against the floor build of the
 * same libraries (bench/floor: one heading) served compressed beside it in
 * the same run. Never pass/fail; prints figures with their targets.
 *
 *   `npm run bench -- pageload`: Debian's Chromium (Playwright, CDP) with 4×
 *   CPU throttling and Lighthouse's Slow 4G (562.5 ms request latency,
 *   1,474.56 kbit/s down, 675 kbit/s up), a phone's viewport, an empty cache
 *   each time: the time to the first offer card visible on the showcase, to
 *   the summary visible on a details page (`/?offerId=fiat-mobi-l10`), to
 *   the floor page's heading; and the LCP of each. Median of RUNS.
 *   Target: first card ≤ 1.2× the floor's first heading.
 *
 *   `npm run bench -- lighthouse`: Lighthouse (the `lighthouse` package,
 *   default config: the mobile preset, simulated Slow 4G and 4× CPU)
 *   driving Debian's Chromium (chrome-launcher, headless) on the same three
 *   pages: performance, accessibility, best practices, LCP, TBT, CLS, and
 *   the accessibility audits that fail. Targets: performance ≥ 95 and
 *   accessibility 100 on the showcase and the details page.
 *
 * The app is built and served by the real server (server/main.ts) on a
 * fresh embedded database with the demo catalogue; the floor is built and
 * served by a node:http server with brotli, as the real server compresses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { recordFigures } from './history';
import { waitHealthy } from './support';

const root = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_PAGELOAD_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** Lighthouse's Slow 4G as DevTools applies it (lighthouse-core constants `mobileSlow4G`, devtools values). */
const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

interface PageCase {
  name: string;
  url: string;
  /** What the page is for: the first element a visitor came to see. */
  first: string;
  firstName: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The floor build served as the real server serves the app: brotli (compressed once), hashed assets immutable. */
function serveCompressed(dir: string, port: number): Promise<Server> {
  const files = new Map<string, { body: Buffer; type: string }>();
  const walk = (d: string, prefix: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`);
      else files.set(`/${prefix}${name}`, { body: brotliCompressSync(readFileSync(full)), type: TYPES[extname(name)] ?? 'application/octet-stream' });
    }
  };
  walk(dir, '');
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const file = files.get(path) ?? files.get('/index.html')!;
    res.writeHead(200, {
      'content-type': file.type,
      'content-encoding': 'br',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'content-length': file.body.length,
    });
    res.end(file.body);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

interface Served {
  cases: { showcase: PageCase; details: PageCase; floor: PageCase };
  stop: () => Promise<void>;
}

async function serveBoth(port: number): Promise<Served> {
  const appOut = join(root, '.tmp', 'bench-pageload-app');
  const floorOut = join(root, '.tmp', 'bench-pageload-floor');
  await build({ root, logLevel: 'warn', build: { outDir: appOut, emptyOutDir: true } });
  await build({ root: join(root, 'bench', 'floor'), configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: floorOut, emptyOutDir: true } });
  const dataDir = mkdtempSync(join(tmpdir(), 'flua-bench-pageload-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', STATIC_DIR: appOut, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const floor = await serveCompressed(floorOut, port + 1);
  await waitHealthy(`http://127.0.0.1:${port}/api/health`);
  const app = `http://127.0.0.1:${port}`;
  return {
    cases: {
      showcase: { name: 'showcase', url: `${app}/`, first: '[data-testid="offer-card"]', firstName: 'first offer card' },
      details: { name: 'details (fiat-mobi-l10)', url: `${app}/?offerId=fiat-mobi-l10`, first: '[data-testid="summary"]', firstName: 'summary' },
      floor: { name: 'floor (one heading)', url: `http://127.0.0.1:${port + 1}/`, first: 'h1', firstName: 'heading' },
    },
    stop: async () => {
      server.kill();
      await new Promise((done) => floor.close(done));
    },
  };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * In the page before its scripts: the LCP as it grows, and the first frame
 * in which `selector` is laid out. (Plain text: tsx's compiled functions
 * carry helpers the page does not have.)
 */
const watchPage = (selector: string) => `
  window.__bench = { lcp: 0, first: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const tick = () => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (el && el.getBoundingClientRect().height > 0) window.__bench.first = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

async function loadOnce(browser: Browser, page: PageCase): Promise<{ first: number; lcp: number }> {
  // bypassCSP: the page's policy refuses the bench's own probes (evaluated text); the page's scripts load as ever.
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true, bypassCSP: true });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.addInitScript({ content: watchPage(page.first) });
    await tab.goto(page.url, { waitUntil: 'commit', timeout: 120_000 });
    await tab.waitForFunction('window.__bench && window.__bench.first > 0', undefined, { timeout: 120_000, polling: 100 });
    // The LCP is the largest paint until the page settles: wait for the network to be quiet.
    await tab.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    return await tab.evaluate<{ first: number; lcp: number }>('window.__bench');
  } finally {
    await context.close();
  }
}

export async function pageLoadFigures(port: number): Promise<void> {
  const served = await serveBoth(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const { showcase, details, floor } = served.cases;
    const pages = [floor, showcase, details];
    const runs = new Map(pages.map((p) => [p, [] as { first: number; lcp: number }[]]));
    await loadOnce(browser, floor); // warm-up (server caches, Chromium)
    await loadOnce(browser, showcase);
    for (let i = 0; i < RUNS; i++) for (const p of pages) runs.get(p)!.push(await loadOnce(browser, p));
    const of = (p: PageCase) => ({ first: median(runs.get(p)!.map((r) => r.first)), lcp: median(runs.get(p)!.map((r) => r.lcp)) });
    const f = of(floor);
    const s = of(showcase);
    const d = of(details);
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(`\nPage load: Chromium, ${CPU_SLOWDOWN}× CPU, Slow 4G (${SLOW_4G.latency} ms, 1.47 Mbit/s), ${PHONE.width}×${PHONE.height}, empty cache, median of ${RUNS}`);
    console.log('  | page | first element | visible at | LCP | vs the floor’s heading | target |');
    console.log('  |---|---|---|---|---|---|');
    console.log(`  | ${floor.name} | ${floor.firstName} | ${ms(f.first)} | ${ms(f.lcp)} | 1.00× | — |`);
    console.log(`  | ${showcase.name} | ${showcase.firstName} | ${ms(s.first)} | ${ms(s.lcp)} | ${(s.first / f.first).toFixed(2)}× | ≤ 1.2× ${s.first / f.first <= 1.2 ? 'met' : 'NOT met'} |`);
    console.log(`  | ${details.name} | ${details.firstName} | ${ms(d.first)} | ${ms(d.lcp)} | ${(d.first / f.first).toFixed(2)}× | — |`);
    recordFigures('pageload', `Chromium ${CPU_SLOWDOWN}x CPU, Slow 4G, ${PHONE.width}x${PHONE.height}, median of ${RUNS}`, {
      floor_heading_ms: Math.round(f.first),
      floor_lcp_ms: Math.round(f.lcp),
      showcase_first_card_ms: Math.round(s.first),
      showcase_lcp_ms: Math.round(s.lcp),
      details_summary_ms: Math.round(d.first),
      details_lcp_ms: Math.round(d.lcp),
      ratio_first_card: Number((s.first / f.first).toFixed(3)),
      ratio_details_summary: Number((d.first / f.first).toFixed(3)),
    });
  } finally {
    await browser.close();
    await served.stop();
  }
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  failingAccessibility: string[];
}

async function lighthouseOf(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = (categories.accessibility?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a!.id}: ${a!.title}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: audits['total-blocking-time']?.numericValue ?? 0,
      cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
      failingAccessibility: failing,
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseFigures(port: number): Promise<void> {
  const served = await serveBoth(port);
  try {
    const { showcase, details, floor } = served.cases;
    // A first visit to each page warms the server's prepared answers, as a live site's would be.
    for (const p of [showcase, details]) await fetch(p.url).then((r) => r.arrayBuffer());
    const f = await lighthouseOf(floor.url);
    const s = await lighthouseOf(showcase.url);
    const d = await lighthouseOf(details.url);
    const row = (name: string, x: LighthouseFigures, targets: boolean, lcpTarget?: number) =>
      `  | ${name} | ${x.performance}${targets ? (x.performance >= 95 ? ' (met)' : ' (NOT met)') : ''} | ${x.accessibility}${targets ? (x.accessibility === 100 ? ' (met)' : ' (NOT met)') : ''} | ${x.bestPractices} | ${(x.lcp / 1000).toFixed(2)} s${lcpTarget ? ` = ${(x.lcp / f.lcp).toFixed(2)}× floor (≤ ${lcpTarget}×)` : ''} | ${Math.round(x.tbt)} ms | ${x.cls.toFixed(3)} |`;
    console.log('\nLighthouse 12 (mobile preset: simulated Slow 4G, 4× CPU), Debian’s Chromium, headless');
    console.log('  targets: performance ≥ 95, accessibility 100 (showcase and details); LCP ≤ 1.2× (showcase) and 1.3× (details) the floor’s; TBT ≤ 200 ms');
    console.log('  | page | performance | accessibility | best practices | LCP | TBT | CLS |');
    console.log('  |---|---|---|---|---|---|---|');
    console.log(row(floor.name, f, false));
    console.log(row(showcase.name, s, true, 1.2));
    console.log(row(details.name, d, true, 1.3));
    for (const [name, x] of [['showcase', s], ['details', d], ['floor', f]] as const) {
      if (x.failingAccessibility.length) console.log(`  accessibility audits failing on the ${name}: ${x.failingAccessibility.join('; ')}`);
    }
    const figures = (prefix: string, x: LighthouseFigures) => ({
      [`${prefix}_performance`]: x.performance,
      [`${prefix}_accessibility`]: x.accessibility,
      [`${prefix}_best_practices`]: x.bestPractices,
      [`${prefix}_lcp_ms`]: Math.round(x.lcp),
      [`${prefix}_tbt_ms`]: Math.round(x.tbt),
      [`${prefix}_cls`]: Number(x.cls.toFixed(4)),
    });
    recordFigures('lighthouse', 'Lighthouse 12 mobile preset, Debian Chromium headless', {
      ...figures('showcase', s),
      ...figures('details', d),
      ...figures('floor', f),
      ratio_showcase_lcp: Number((s.lcp / f.lcp).toFixed(3)),
      ratio_details_lcp: Number((d.lcp / f.lcp).toFixed(3)),
    });
  } finally {
    await served.stop();
  }
}
