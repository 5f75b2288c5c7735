/**
 * `npm run paths`: for each chart, its states, transitions, the paths
 * generated from it, and how many of them the tests exercised (recorded by
 * the generated-path tests under .tmp/paths; run `npm run test:unit` first),
 * and, separately, how many the browser-run paths walked (recorded by
 * test/e2e/chart-paths/ under .tmp/paths/browser; run it first).
 * Then writes the HTML report and its JSON under reports/paths/
 * (scripts/chart-report.ts), for every chart found in machines/ and every
 * plan found in test/machines/*.paths.ts (test/support/plan-registry.ts).
 */
import { isTransientState, readExercised, reachedStates, type ChartPlan } from '../test/support/chart-paths';
import { unfiredTransitions } from '../test/support/chart-coverage';
import { discoverCharts } from '../test/support/chart-registry';
import { discoverPlans } from '../test/support/plan-registry';
import { discoverBrowserReasons } from '../test/support/browser-reasons';
import { writePathReport } from './chart-report';

// Every plan of every test/machines/*.paths.ts module. A chart walked in several configurations has one plan per
// configuration (the offer list's modes, the banners' platforms); its states count together.
const plans: ChartPlan[] = (await discoverPlans()).map((entry) => entry.plan);

const statesByMachine = new Map<unknown, { all: string[]; exercised: Set<string>; plans: ChartPlan[] }>();
for (const plan of plans) {
  const exercised = new Set(readExercised(plan.id));
  const reached = reachedStates(plan);
  const exercisedTransitions = plan.transitions.filter((t) => exercised.has(t.key));
  const exercisedStates = new Set<string>();
  for (const t of exercisedTransitions) for (const s of plan.states) if (t.path.steps.some((step) => plan.model.options.stateMatcher(step.state, s))) exercisedStates.add(s);
  console.log(`\n${plan.id}`);
  console.log(`  states (${plan.states.length}): ${plan.states.join(', ')}`);
  console.log(`  reachable by generated paths: ${reached.size}/${plan.states.length}; exercised by tests: ${exercisedStates.size}/${plan.states.length}`);
  console.log(`  transitions (${plan.transitions.length}), one generated path each; the tests walk ${plan.runs.length} of these paths, which take them all:`);
  for (const t of plan.transitions) console.log(`    ${exercised.has(t.key) ? '✓' : '✗'} ${t.key}  (${t.path.steps.length} steps)`);
  console.log(`  generated paths: ${plan.transitions.length}; exercised: ${exercisedTransitions.length}/${plan.transitions.length}`);
  const inBrowser = new Set(readExercised(plan.id, 'browser'));
  if (inBrowser.size > 0) console.log(`  browser-run (Playwright, built app, real server): ${plan.transitions.filter((t) => inBrowser.has(t.key)).length}/${plan.transitions.length}`);
  const group = statesByMachine.get(plan.machine) ?? { all: plan.states.filter((s) => !isTransientState(plan.machine, s)), exercised: new Set<string>(), plans: [] };
  for (const s of exercisedStates) group.exercised.add(s);
  group.plans.push(plan);
  statesByMachine.set(plan.machine, group);
}
for (const { all, exercised, plans: group } of statesByMachine.values()) {
  if (group.length > 1) {
    const unfired = unfiredTransitions(group[0]!.machine, group);
    console.log(`
${group.map((p) => p.id).join(' + ')}: states exercised together ${exercised.size}/${all.length}; chart transitions no plan fires: ${unfired.length ? unfired.join(', ') : 'none'}`);
  }
}

// The verdict is the charts' own: each state (transient ones aside) and each guarded candidate of each event,
// across all the plans of a chart. A plan that walks a second configuration of a chart may walk only the paths
// that reach its states (its figure of paths says so); the chart's transitions are still all counted.
const charts = await discoverCharts();
const reports = await writePathReport(charts, plans, await discoverBrowserReasons());
const unplanned = reports.filter((r) => r.plans.length === 0).map((r) => r.id);
const short = reports.filter((r) => r.plans.length > 0 && (r.figures.jsdom.states.done < r.figures.jsdom.states.of || r.figures.jsdom.transitions.done < r.figures.jsdom.transitions.of));
console.log('');
for (const r of short) {
  console.log(`${r.id}: states ${r.figures.jsdom.states.done}/${r.figures.jsdom.states.of}, transitions ${r.figures.jsdom.transitions.done}/${r.figures.jsdom.transitions.of}; not exercised:`);
  for (const s of r.states.filter((x) => !x.jsdom)) console.log(`  ✗ state ${s.name}`);
  for (const t of r.transitions.filter((x) => !x.jsdom)) console.log(`  ✗ ${t.key}`);
}
if (unplanned.length) console.log(`Charts without generated paths: ${unplanned.join(', ')}`);
const paths = reports.reduce((n, r) => ({ done: n.done + r.figures.jsdom.paths.done, of: n.of + r.figures.jsdom.paths.of }), { done: 0, of: 0 });
console.log(`Generated paths walked in jsdom: ${paths.done}/${paths.of}.`);
console.log(
  short.length === 0 && unplanned.length === 0
    ? `Every state and transition of every chart (${reports.length}) is exercised.`
    : 'Some states or transitions are not exercised (run `npx vitest run test/machines` first).',
);
const browser = reports.filter((r) => r.browserPlans > 0);
console.log('\nbrowser-run (test/e2e/chart-paths/):');
if (browser.length === 0) console.log('  none recorded (run the Playwright spec first)');
for (const r of browser) {
  const { excused, unexplained } = r.browserGaps;
  console.log(`  ${r.id}: paths ${r.figures.browser.paths.done}/${r.figures.browser.paths.of}, states ${r.figures.browser.states.done}/${r.figures.browser.states.of}, transitions ${r.figures.browser.transitions.done}/${r.figures.browser.transitions.of}; not walked for a reason given: ${excused}; neither walked nor explained: ${unexplained.length}`);
  for (const key of unexplained) console.log(`    ✗ ${key}`);
}
console.log(`\nReport: reports/paths/index.html (${charts.length} charts), figures in reports/paths/paths.json`);
