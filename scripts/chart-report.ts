/**
 * The path-coverage report `npm run paths` writes under reports/paths/
 * (git-ignored): index.html (every chart with its totals), one page per chart
 * (its diagram with each state and transition marked exercised or not, its
 * plans, and every generated path with its steps) and paths.json, the same
 * figures for CI dashboards. Self-contained: inline CSS and SVG, no network.
 *
 * Figures per chart (all the plans of one machine together):
 * - states: exercised when a step of a path the tests walked is in it;
 * - transitions: the chart's defined transitions (each guarded candidate of
 *   each event of each state: chart-coverage.ts), exercised when a walked path
 *   fires it; `always` transitions are drawn but not counted (they fire
 *   within a step);
 * - generated paths: one per plan transition; walked by the jsdom tests
 *   (Vitest) and, for the charts that have them, in a real browser
 *   (Playwright against the built app: test/e2e/chart-paths/).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StateValue } from 'xstate';
import { definedTransitions, firedTransitions } from '../test/support/chart-coverage';
import { chartSvg } from '../test/support/chart-diagram';
import { isTransientState, readExercised, stateKeys, type ChartPlan, type PathRunner } from '../test/support/chart-paths';
import type { ChartEntry } from '../test/support/chart-registry';
import type { BrowserReasons } from '../test/support/browser-reasons';

const RUNNERS: PathRunner[] = ['jsdom', 'browser'];

interface Figure {
  done: number;
  of: number;
}

export interface PlanReport {
  id: string;
  /** Generated paths (one per plan transition), with what walked each. */
  paths: { key: string; steps: { event: string; state: string }[]; jsdom: boolean; browser: boolean }[];
  /** The paths the tests walk (the fewest that take every transition). */
  runs: { name: string; steps: number; keys: string[] }[];
  exercised: Record<PathRunner, Figure>;
}

export interface ChartReport {
  id: string;
  slug: string;
  file: string;
  plans: PlanReport[];
  states: { name: string; jsdom: boolean; browser: boolean }[];
  /** `why`: the reason the browser runs do not take it (test/machines/<chart>.browser.ts), if one is given. */
  transitions: { key: string; jsdom: boolean; browser: boolean; why: string | null }[];
  figures: Record<PathRunner, { states: Figure; transitions: Figure; paths: Figure }>;
  /** Whether any plan's paths are walked in the browser. */
  browserPlans: number;
  /** The browser runs' transitions: walked, not walked for a reason given, and neither. */
  browserGaps: { walked: number; excused: number; unexplained: string[] };
}

function leafKey(value: StateValue): string {
  const keys = stateKeys(value);
  return keys.filter((k) => !keys.some((o) => o.startsWith(`${k}.`))).join('+');
}

const fig = (done: number, of: number): Figure => ({ done, of });

/** The figures of one chart from its plans and what the tests recorded. */
export function chartReport(chart: ChartEntry, plans: readonly ChartPlan[], reasons?: BrowserReasons): ChartReport {
  // Transient states are drawn but not counted, whether or not a plan left them out.
  const allStates = (plans[0]?.states ?? statesOf(chart)).filter((s) => !isTransientState(chart.machine, s));
  const defined = definedTransitions(chart.machine);
  const statesBy: Record<PathRunner, Set<string>> = { jsdom: new Set(), browser: new Set() };
  const transitionsBy: Record<PathRunner, Set<string>> = { jsdom: new Set(), browser: new Set() };
  const planReports: PlanReport[] = [];
  let browserPlans = 0;
  for (const plan of plans) {
    const exercised = { jsdom: new Set(readExercised(plan.id, 'jsdom')), browser: new Set(readExercised(plan.id, 'browser')) };
    if (exercised.browser.size > 0) browserPlans++;
    for (const runner of RUNNERS) {
      const walked = plan.transitions.filter((t) => exercised[runner].has(t.key));
      for (const t of walked) for (const step of t.path.steps) for (const s of allStates) if (plan.model.options.stateMatcher(step.state, s)) statesBy[runner].add(s);
      for (const k of firedTransitions([{ ...plan, transitions: walked }])) transitionsBy[runner].add(k);
    }
    planReports.push({
      id: plan.id,
      paths: plan.transitions.map((t) => ({
        key: t.key,
        steps: t.path.steps.map((s) => ({ event: s.event.type, state: leafKey(s.state.value) })),
        jsdom: exercised.jsdom.has(t.key),
        browser: exercised.browser.has(t.key),
      })),
      runs: plan.runs.map((r) => ({ name: r.name, steps: r.path.steps.length, keys: r.keys })),
      exercised: {
        jsdom: fig(plan.transitions.filter((t) => exercised.jsdom.has(t.key)).length, plan.transitions.length),
        browser: fig(plan.transitions.filter((t) => exercised.browser.has(t.key)).length, plan.transitions.length),
      },
    });
  }
  const paths = planReports.flatMap((p) => p.paths);
  const figures = Object.fromEntries(
    RUNNERS.map((r) => [
      r,
      {
        states: fig(allStates.filter((s) => statesBy[r].has(s)).length, allStates.length),
        transitions: fig(defined.filter((k) => transitionsBy[r].has(k)).length, defined.length),
        paths: fig(paths.filter((p) => p[r]).length, paths.length),
      },
    ]),
  ) as ChartReport['figures'];
  return {
    id: chart.id,
    slug: chart.slug,
    file: chart.file,
    plans: planReports,
    states: allStates.map((name) => ({ name, jsdom: statesBy.jsdom.has(name), browser: statesBy.browser.has(name) })),
    transitions: defined.map((key) => ({ key, jsdom: transitionsBy.jsdom.has(key), browser: transitionsBy.browser.has(key), why: reasons?.reasons[key] ?? null })),
    figures,
    browserPlans,
    browserGaps: {
      walked: defined.filter((k) => transitionsBy.browser.has(k)).length,
      excused: defined.filter((k) => !transitionsBy.browser.has(k) && reasons?.reasons[k]).length,
      unexplained: defined.filter((k) => !transitionsBy.browser.has(k) && !reasons?.reasons[k]),
    },
  };
}

function statesOf(chart: ChartEntry): string[] {
  const out: string[] = [];
  const visit = (node: any, prefix: string) => {
    for (const [key, child] of Object.entries<any>(node.states ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key;
      out.push(path);
      visit(child, path);
    }
  };
  visit(chart.machine.root, '');
  return out;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pct = (f: Figure) => (f.of === 0 ? '—' : `${f.done}/${f.of}`);
const full = (f: Figure) => f.of > 0 && f.done === f.of;
const cell = (f: Figure, none = '—') => (f.done === 0 && f.of > 0 && none !== '' ? `<td class="num muted">${f.of > 0 ? `0/${f.of}` : none}</td>` : `<td class="num ${full(f) ? 'ok' : 'bad'}">${pct(f)}</td>`);

const CSS = `
:root{color-scheme:light}
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 "DejaVu Sans",Verdana,Arial,sans-serif;color:#1d2433;background:#f4f6fa}
header,main{max-width:1200px;margin:0 auto;padding:16px}
header{padding-bottom:0}
h1{font-size:1.5rem;margin:.2em 0}
h2{font-size:1.2rem;margin:1.4em 0 .4em}
h3{font-size:1rem;margin:1em 0 .3em}
a{color:#1a4fa3}
.card{background:#fff;border:1px solid #d5dbe5;border-radius:8px;padding:12px 16px;margin:12px 0}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border-bottom:1px solid #e2e7ef;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#eef2f8;font-weight:700;white-space:nowrap}
td.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.ok{color:#1f6b34;font-weight:700}
.bad{color:#b42318;font-weight:700}
.muted{color:#5b6475}
.diagram{overflow:auto;background:#fff;border:1px solid #d5dbe5;border-radius:8px;max-height:80vh}
.diagram svg{display:block}
.legend{display:flex;flex-wrap:wrap;gap:6px 18px;margin:8px 0;font-size:.9rem}
.legend span::before{content:"";display:inline-block;width:14px;height:10px;margin-right:6px;border-radius:2px;vertical-align:middle}
.legend .l-yes::before{border:2px solid #1f7a3a}
.legend .l-no::before{border:2px dashed #c53030;background:#fff5f5}
.legend .l-always::before{border-top:2px dashed #4a5568;height:0}
code{font-family:"DejaVu Sans Mono",monospace;font-size:.85em;word-break:break-word}
ol.steps{margin:0;padding-left:1.3em}
ol.steps li{margin:0}
details{margin:6px 0}
summary{cursor:pointer}
.mark{font-weight:700}
.summary{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:8px}
.summary div{background:#fff;border:1px solid #d5dbe5;border-radius:8px;padding:8px 12px}
.summary b{display:block;font-size:1.3rem}
.nowrap code{white-space:nowrap;word-break:normal}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${CSS.trim()}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const yes = (b: boolean) => (b ? '<span class="mark ok" title="exercised">✓</span>' : '<span class="mark bad" title="not exercised">✗</span>');

function chartPage(r: ChartReport, svg: string): string {
  const j = r.figures.jsdom;
  const b = r.figures.browser;
  const plans = r.plans
    .map(
      (p) => `<section class="card">
<h3>Plan <code>${esc(p.id)}</code></h3>
<p>${p.paths.length} generated paths (one per transition); the tests walk ${p.runs.length} of them, which take them all. Walked in jsdom: <b class="${full(p.exercised.jsdom) ? 'ok' : 'bad'}">${pct(p.exercised.jsdom)}</b>${r.browserPlans > 0 ? `; in the browser: <b class="${full(p.exercised.browser) ? 'ok' : 'bad'}">${pct(p.exercised.browser)}</b>` : ''}.</p>
<details><summary>The ${p.runs.length} paths the tests walk</summary>
<div class="table-wrap"><table><thead><tr><th>path</th><th>steps</th></tr></thead><tbody>
${p.runs.map((run) => `<tr><td><code>${esc(run.name)}</code></td><td class="num">${run.steps}</td></tr>`).join('\n')}
</tbody></table></div></details>
<details${p.paths.length <= 12 ? ' open' : ''}><summary>Every generated path, with its steps</summary>
<div class="table-wrap"><table><thead><tr><th>jsdom</th>${r.browserPlans > 0 ? '<th>browser</th>' : ''}<th>transition</th><th>steps (event → state)</th></tr></thead><tbody>
${p.paths
  .map(
    (path) =>
      `<tr><td>${yes(path.jsdom)}</td>${r.browserPlans > 0 ? `<td>${yes(path.browser)}</td>` : ''}<td><code>${esc(path.key)}</code></td><td><ol class="steps">${path.steps.map((s) => `<li><code>${esc(s.event)}</code> → <code>${esc(s.state)}</code></li>`).join('')}</ol></td></tr>`,
  )
  .join('\n')}
</tbody></table></div></details>
</section>`,
    )
    .join('\n');
  return page(
    `${r.id}: chart coverage`,
    `<header><p><a href="index.html">← every chart</a></p><h1>Chart <code>${esc(r.id)}</code></h1><p class="muted">Defined in <code>${esc(r.file)}</code>; drawn from the machine itself.</p></header>
<main>
<div class="summary">
<div>States exercised<b class="${full(j.states) ? 'ok' : 'bad'}">${pct(j.states)}</b></div>
<div>Transitions exercised<b class="${full(j.transitions) ? 'ok' : 'bad'}">${pct(j.transitions)}</b></div>
<div>Generated paths walked (jsdom)<b class="${full(j.paths) ? 'ok' : 'bad'}">${pct(j.paths)}</b></div>
${r.browserPlans > 0 ? `<div>Walked in the browser<b class="${full(b.paths) ? 'ok' : 'bad'}">${pct(b.paths)}</b><span class="muted">states ${pct(b.states)}, transitions ${pct(b.transitions)}</span></div>` : ''}
</div>
<h2>Diagram</h2>
<div class="legend"><span class="l-yes">exercised by the tests</span><span class="l-no">not exercised</span><span class="l-always">always (eventless): exercised when both ends are</span><span>black border: a transient state (left at once), not counted</span><span>↺ handled without leaving the state</span><span>● initial state</span></div>
<div class="diagram">${svg}</div>
<h2>States</h2>
<div class="table-wrap"><table><thead><tr><th>jsdom</th>${r.browserPlans > 0 ? '<th>browser</th>' : ''}<th>state</th></tr></thead><tbody>
${r.states.map((s) => `<tr><td>${yes(s.jsdom)}</td>${r.browserPlans > 0 ? `<td>${yes(s.browser)}</td>` : ''}<td><code>${esc(s.name)}</code></td></tr>`).join('\n')}
</tbody></table></div>
<h2>Transitions</h2>
<p class="muted">Each guarded candidate of each event of each state (<code>state —event #n</code>).${r.browserPlans > 0 ? ` In the browser: ${r.browserGaps.walked} walked, ${r.browserGaps.excused} not for the reason given, ${r.browserGaps.unexplained.length} neither.` : ''}</p>
<div class="table-wrap"><table><thead><tr><th>jsdom</th>${r.browserPlans > 0 ? '<th>browser</th>' : ''}<th>transition</th>${r.browserPlans > 0 ? '<th>why not in the browser</th>' : ''}</tr></thead><tbody>
${r.transitions.map((t) => `<tr><td>${yes(t.jsdom)}</td>${r.browserPlans > 0 ? `<td>${yes(t.browser)}</td>` : ''}<td><code>${esc(t.key)}</code></td>${r.browserPlans > 0 ? `<td>${t.browser ? '' : esc(t.why ?? '')}</td>` : ''}</tr>`).join('\n')}
</tbody></table></div>
<h2>Plans and generated paths</h2>
${r.plans.length ? plans : '<p class="bad">This chart has no generated paths yet: add a plan (test/machines/*.paths.ts) and export it: it is found there.</p>'}
</main>`,
  );
}

function sum(reports: readonly ChartReport[], runner: PathRunner, what: 'states' | 'transitions' | 'paths'): Figure {
  return reports.reduce((acc, r) => fig(acc.done + r.figures[runner][what].done, acc.of + r.figures[runner][what].of), fig(0, 0));
}

function indexPage(reports: readonly ChartReport[]): string {
  const browserCharts = reports.filter((r) => r.browserPlans > 0);
  const browserSum = (what: 'states' | 'transitions' | 'paths') => sum(browserCharts, 'browser', what);
  const rows = reports
    .map(
      (r) =>
        `<tr><td class="nowrap"><a href="${esc(r.slug)}.html"><code>${esc(r.id)}</code></a></td><td class="num">${r.plans.length}</td>${cell(r.figures.jsdom.states)}${cell(r.figures.jsdom.transitions)}${cell(r.figures.jsdom.paths)}${
          r.browserPlans > 0 ? `${cell(r.figures.browser.states)}${cell(r.figures.browser.transitions)}${cell(r.figures.browser.paths)}` : '<td class="num muted">—</td>'.repeat(3)
        }</tr>`,
    )
    .join('\n');
  const all = { states: sum(reports, 'jsdom', 'states'), transitions: sum(reports, 'jsdom', 'transitions'), paths: sum(reports, 'jsdom', 'paths') };
  return page(
    'Chart path coverage',
    `<header><h1>Chart path coverage</h1><p class="muted">Every chart of the product (found in <code>machines/</code>), what its generated-path tests exercised, and its diagram. Written by <code>npm run paths</code> from what the last test run recorded under <code>.tmp/paths/</code>.</p></header>
<main>
<div class="summary">
<div>Charts<b>${reports.length}</b></div>
<div>States exercised<b class="${full(all.states) ? 'ok' : 'bad'}">${pct(all.states)}</b></div>
<div>Transitions exercised<b class="${full(all.transitions) ? 'ok' : 'bad'}">${pct(all.transitions)}</b></div>
<div>Generated paths walked (jsdom)<b class="${full(all.paths) ? 'ok' : 'bad'}">${pct(all.paths)}</b></div>
<div>Walked in the browser<b class="${full(browserSum('paths')) ? 'ok' : 'bad'}">${pct(browserSum('paths'))}</b><span class="muted">${browserCharts.length} ${browserCharts.length === 1 ? 'chart' : 'charts'}</span></div>
</div>
<h2>Charts</h2>
<div class="table-wrap"><table><thead><tr><th>chart</th><th>plans</th><th>states</th><th>transitions</th><th>paths (jsdom)</th><th>states (browser)</th><th>transitions (browser)</th><th>paths (browser)</th></tr></thead><tbody>
${rows}
<tr><th>all</th><th class="num">${reports.reduce((n, r) => n + r.plans.length, 0)}</th><th class="num">${pct(all.states)}</th><th class="num">${pct(all.transitions)}</th><th class="num">${pct(all.paths)}</th><th class="num">${pct(browserSum('states'))}</th><th class="num">${pct(browserSum('transitions'))}</th><th class="num">${pct(browserSum('paths'))}</th></tr>
</tbody></table></div>
<p class="muted">States and transitions count the chart's own (each guarded candidate of each event of each state), across all its plans; paths count every generated path of every plan. The browser columns count what the paths walked by test/e2e/chart-paths/ (Playwright, the built app, the real server) exercised: the chart's states and transitions, and its generated paths.</p>
</main>`,
  );
}

/** Writes reports/paths/: index.html, <chart>.html, paths.json. Returns the reports. */
export async function writePathReport(
  charts: readonly ChartEntry[],
  plans: readonly ChartPlan[],
  reasons: ReadonlyMap<string, BrowserReasons> = new Map(),
  outDir = join(process.cwd(), 'reports', 'paths'),
): Promise<ChartReport[]> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const reports: ChartReport[] = [];
  for (const chart of charts) {
    const own = plans.filter((p) => p.machine.id === chart.id);
    const report = chartReport(chart, own, reasons.get(chart.id));
    reports.push(report);
    const svg = await chartSvg(chart.machine, {
      states: new Set(report.states.filter((s) => s.jsdom).map((s) => s.name)),
      transitions: new Set(report.transitions.filter((t) => t.jsdom).map((t) => t.key)),
      counted: new Set(report.states.map((s) => s.name)),
    });
    writeFileSync(join(outDir, `${chart.slug}.html`), chartPage(report, svg.replace(/^<svg /, '<svg ')));
  }
  writeFileSync(join(outDir, 'index.html'), indexPage(reports));
  const totals = (runner: PathRunner, list = reports) => ({ states: sum(list, runner, 'states'), transitions: sum(list, runner, 'transitions'), paths: sum(list, runner, 'paths') });
  const browserCharts = reports.filter((r) => r.browserPlans > 0);
  writeFileSync(
    join(outDir, 'paths.json'),
    `${JSON.stringify(
      {
        charts: reports.map((r) => ({ id: r.id, slug: r.slug, file: r.file, plans: r.plans.map((p) => ({ id: p.id, paths: p.paths.length, runs: p.runs.length, exercised: p.exercised })), figures: r.figures, browserRun: r.browserPlans > 0, browserGaps: r.browserGaps, states: r.states, transitions: r.transitions })),
        totals: { charts: reports.length, jsdom: totals('jsdom'), browser: { charts: browserCharts.length, ...totals('browser', browserCharts) } },
      },
      null,
      1,
    )}\n`,
  );
  return reports;
}
