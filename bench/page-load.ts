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
 *   `npm run bench -- mainthread`: where the main thread's time goes until
 *   the first element shows (4× CPU, no network throttling, median of RUNS):
 *   Chromium's CPU profile of unminified builds, each sample given to the
 *   library or app folder whose code ran (React, the router, XState,
 *   superstruct, our charts, views and rules) or to the browser's own work
 *   (parsing, style, layout, garbage collection), against the floor's.
 *
 *   `npm run bench -- lighthouse`: Lighthouse (the `lighthouse` package,
 *   default config: the mobile preset, simulated Slow 4G and 4× CPU)
 *   driving Debian's Chromium (chrome-launcher, headless) on the same three
 *   pages: performance, accessibility, best practices, LCP, TBT, CLS, and
 *   the accessibility audits that fail, and the long tasks the TBT is made
 *   of (BENCH_LIGHTHOUSE_SAVE=<folder> keeps each whole report). Targets: performance ≥ 95 and
 *   accessibility 100 on the showcase and the details page.
 *
 * The app is built and served by the real server (server/main.ts) on a
 * fresh embedded database with the demo catalogue; the floor is built and
 * served by a node:http server with brotli, as the real server compresses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

/** `readable`: builds left unminified, each module under its path's comment, so a profile names what ran. */
async function serveBoth(port: number, { readable = false } = {}): Promise<Served> {
  const suffix = readable ? '-readable' : '';
  const appOut = join(root, '.tmp', `bench-pageload-app${suffix}`);
  const floorOut = join(root, '.tmp', `bench-pageload-floor${suffix}`);
  await build({ root, logLevel: 'warn', build: { outDir: appOut, emptyOutDir: true, minify: !readable } });
  await build({ root: join(root, 'bench', 'floor'), configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: floorOut, emptyOutDir: true, minify: !readable } });
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
  window.__benchLcp = new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.lcp = e.startTime; });
  window.__benchLcp.observe({ type: 'largest-contentful-paint', buffered: true });
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
    // (An entry the observer has not been handed yet, its callback waiting behind a busy main thread, is taken here.)
    return await tab.evaluate<{ first: number; lcp: number }>(
      '(() => { for (const e of window.__benchLcp.takeRecords()) window.__bench.lcp = e.startTime; return window.__bench; })()',
    );
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
  /** Lighthouse's long main-thread tasks (simulated durations), longest first: what the TBT is made of. */
  longTasks: { url: string; start: number; duration: number }[];
}

/**
 * Lighthouse on one page. A run whose trace Lighthouse could not record (its runtimeError, e.g. NO_NAVSTART:
 * every figure empty) says so and is measured again, up to three times, rather than printed as a score of 0.
 */
async function lighthouseOf(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const figures = await lighthouseOnce(url);
    if (!('error' in figures)) return figures;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url} three times: ${figures.error}`);
    console.log(`  Lighthouse could not measure ${url} (${figures.error}); measuring it again`);
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseFigures | { error: string }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // BENCH_LIGHTHOUSE_SAVE=<folder>: the whole report of each page, for a look at what the figures are made of.
    const saveTo = process.env.BENCH_LIGHTHOUSE_SAVE;
    if (saveTo) writeFileSync(join(saveTo, `${new URL(url).port}-${new URL(url).search.replace(/\W+/g, '-') || 'root'}.json`), JSON.stringify(result.lhr));
    if (result.lhr.runtimeError) return { error: `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` };
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
      longTasks: ((audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [])
        .map((t) => ({ url: t.url, start: t.startTime, duration: t.duration }))
        .sort((a, b) => b.duration - a.duration),
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
    // What the TBT is made of: each long task's script (the part over 50 ms counts).
    for (const [name, x] of [['showcase', s], ['details', d], ['floor', f]] as const) {
      const tasks = x.longTasks.slice(0, 6).map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.start)} ms (${t.url.replace(/^https?:\/\/[^/]+/, '') || 'browser'})`);
      console.log(`  long tasks on the ${name}: ${tasks.length ? tasks.join('; ') : 'none'}`);
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

/** Where a profile sample's time goes: the library or app folder of the running code, or the browser's own work. */
const AREAS: readonly [string, RegExp][] = [
  ['React (render, commit, scheduler)', /node_modules\/(react|react-dom|scheduler)\//],
  ['TanStack Router', /node_modules\/@tanstack\//],
  ['XState and @xstate/react', /node_modules\/(xstate|@xstate)\//],
  ['superstruct (checking answers and the config)', /node_modules\/superstruct\//],
  ['other libraries', /node_modules\//],
  ['app: charts (machines/)', /^machines\//],
  ['app: views (ui/, src/)', /^(ui|src)\//],
  ['app: rules and calls (models/, services/)', /^(models|services)\//],
];

/** Line → module path of an unminified chunk (its `// path` comments). */
function moduleLines(file: string): { line: number; path: string }[] {
  const out: { line: number; path: string }[] = [];
  readFileSync(file, 'utf8').split('\n').forEach((text, line) => {
    const m = /^\/\/ ((?:node_modules\/)?[\w@./-]+\.[cm]?[jt]sx?)$/.exec(text);
    if (m) out.push({ line, path: m[1]! });
  });
  return out;
}

function areaOf(url: string, line: number, modulesOf: (url: string) => { line: number; path: string }[]): string {
  if (!url.includes('/assets/')) return url === '' ? 'browser' : 'page (inline scripts)';
  const mods = modulesOf(url);
  // Line 0 is a chunk's own top level (its imports), run as it loads; before any module's comment.
  if (mods.length === 0 || line < mods[0]!.line) return 'chunks loading (top-level code, lazy chunks)';
  let path = '';
  for (const m of mods) {
    if (m.line > line) break;
    path = m.path;
  }
  return AREAS.find(([, re]) => re.test(path))?.[0] ?? 'app: other (bundler helpers, styles)';
}

const BROWSER_AREAS: Record<string, string> = {
  '(program)': 'browser: parse, compile, style, layout, paint',
  '(garbage collector)': 'browser: garbage collection',
};

async function mainThreadOnce(browser: Browser, page: PageCase, dist: string): Promise<Map<string, number>> {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true, bypassCSP: true });
  const cache = new Map<string, { line: number; path: string }[]>();
  const modulesOf = (url: string) => {
    if (!cache.has(url)) {
      const file = join(dist, 'assets', url.replace(/.*\/assets\//, '').replace(/[?#].*$/, ''));
      cache.set(url, statSync(file, { throwIfNoEntry: false }) ? moduleLines(file) : []);
    }
    return cache.get(url)!;
  };
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await tab.addInitScript({ content: watchPage(page.first) });
    await cdp.send('Profiler.start');
    await tab.goto(page.url, { waitUntil: 'commit', timeout: 120_000 });
    await tab.waitForFunction('window.__bench && window.__bench.first > 0', undefined, { timeout: 120_000, polling: 100 });
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const areas = new Map<string, number>();
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const frame = nodes.get(samples[i]!)!.callFrame;
      if (frame.functionName === '(idle)') continue;
      const area = BROWSER_AREAS[frame.functionName] ?? (frame.url === '' ? 'browser: built-ins (fetch, DOM, JSON, Intl)' : areaOf(frame.url, frame.lineNumber, modulesOf));
      areas.set(area, (areas.get(area) ?? 0) + (deltas[i] ?? 0) / 1000);
    }
    return areas;
  } finally {
    await context.close();
  }
}

export async function mainThreadFigures(port: number): Promise<void> {
  const served = await serveBoth(port, { readable: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const { showcase, details, floor } = served.cases;
    const dists = new Map([
      [floor, join(root, '.tmp', 'bench-pageload-floor-readable')],
      [showcase, join(root, '.tmp', 'bench-pageload-app-readable')],
      [details, join(root, '.tmp', 'bench-pageload-app-readable')],
    ]);
    const pages = [floor, showcase, details];
    await mainThreadOnce(browser, showcase, dists.get(showcase)!); // warm-up (server caches, Chromium)
    const runs = new Map(pages.map((p) => [p, [] as Map<string, number>[]]));
    for (let i = 0; i < RUNS; i++) for (const p of pages) runs.get(p)!.push(await mainThreadOnce(browser, p, dists.get(p)!));
    const areaNames = [...new Set(pages.flatMap((p) => runs.get(p)!.flatMap((r) => [...r.keys()])))];
    const med = (p: PageCase, area: string) => median(runs.get(p)!.map((r) => r.get(area) ?? 0));
    const total = (p: PageCase) => median(runs.get(p)!.map((r) => [...r.values()].reduce((a, b) => a + b, 0)));
    const rows = areaNames.map((a) => ({ area: a, floor: med(floor, a), showcase: med(showcase, a), details: med(details, a) })).sort((x, y) => y.showcase - x.showcase);
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(`\nMain thread until the first element shows: Chromium CPU profile, ${CPU_SLOWDOWN}× CPU, unminified builds, median of ${RUNS}`);
    console.log(`  | where | ${floor.name} | ${showcase.name} | ${details.name} |`);
    console.log('  |---|---|---|---|');
    for (const r of rows) console.log(`  | ${r.area} | ${ms(r.floor)} | ${ms(r.showcase)} | ${ms(r.details)} |`);
    console.log(`  | **total** | ${ms(total(floor))} | ${ms(total(showcase))} (${(total(showcase) / total(floor)).toFixed(2)}×) | ${ms(total(details))} (${(total(details) / total(floor)).toFixed(2)}×) |`);
    const key = (s: string) => s.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '').toLowerCase();
    recordFigures('mainthread', `Chromium CPU profile ${CPU_SLOWDOWN}x CPU until first element, median of ${RUNS}`, {
      floor_total_ms: Math.round(total(floor)),
      showcase_total_ms: Math.round(total(showcase)),
      details_total_ms: Math.round(total(details)),
      ...Object.fromEntries(rows.map((r) => [`showcase_${key(r.area)}_ms`, Math.round(r.showcase)])),
    });
  } finally {
    await browser.close();
    await served.stop();
  }
}
