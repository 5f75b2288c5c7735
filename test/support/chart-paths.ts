/**
 * Generated-path testing for our charts (ARCHITECTURE.md "Model-based tests").
 *
 * `planChart` walks a machine with the events a person or an invoked actor can
 * produce in each snapshot, and builds one path per chart transition: the
 * shortest path to the transition's source plus the transition itself. Shortest
 * paths alone reach every state but drop edges back into known states (e.g.
 * `failed → offers.retry → loadingOffers`).
 *
 * A test then runs the plan's `runs`: the fewest of those paths that together
 * take every one of them (a path exercises each transition of each of its
 * steps, with the state assertions after every step), so a transition on the
 * way to another is not walked again on a fresh render of its own.
 *
 * Tests record the transitions they exercised under `.tmp/paths/`; `npm run
 * paths` prints states, transitions, paths and how many were exercised.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { matchesState, type AnyStateMachine, type AnyStateNode, type EventObject, type StateValue } from 'xstate';
import { TestModel, getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';

export type AnySnapshot = { value: StateValue; context: unknown; children: Record<string, unknown>; can: (e: never) => boolean };

export interface ChartTransition {
  /** `source —event→ target`, with state values as dotted keys. */
  key: string;
  path: StatePath<any, any>;
}

/** One generated path a test walks, and the plan's transitions it exercises on the way. */
export interface ChartRun {
  /** The transition the path ends with, and how many others it takes before. */
  name: string;
  path: StatePath<any, any>;
  /** Keys of the plan's transitions its steps take (the same guarded candidate as the transition's own path). */
  keys: string[];
}

export interface ChartPlan {
  id: string;
  machine: AnyStateMachine;
  /** Every state of the chart, dotted (`parent.child`), leaves and parents. */
  states: string[];
  transitions: ChartTransition[];
  /** The fewest transition paths that together exercise every transition: what the tests walk. */
  runs: ChartRun[];
  model: TestModel<any, any, any>;
}

export interface PlanOptions<TEvent extends EventObject> {
  id: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** The events offered in a snapshot: actor results while the actor runs, a person's events when `snap.can(event)`. */
  events: (snapshot: any) => TEvent[];
  /** What distinguishes two snapshots (default: value and context). */
  serializeState?: (snapshot: any) => string;
  /**
   * Key transitions by the candidate that fires too (`—event #n→`), so that
   * guarded branches with the same source and target (a click that
   * redirects, one that opens the details) each get a path.
   */
  distinguishCandidates?: boolean;
}

/** The index (among its event's candidates) of the first transition an event takes from a snapshot. */
function candidateIndex(machine: AnyStateMachine, snapshot: any, event: EventObject): number {
  const def = (machine.getTransitionData(snapshot, event) as any[])[0];
  if (!def) return 0;
  return Math.max(0, (def.source.transitions.get(def.eventType) ?? []).indexOf(def));
}

export function stateKeys(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([k, v]) => [k, ...stateKeys(v as StateValue).map((c) => `${k}.${c}`)]);
}

function leafKey(value: StateValue): string {
  const keys = stateKeys(value);
  return keys.filter((k) => !keys.some((o) => o.startsWith(`${k}.`))).join('+');
}

function allStates(node: AnyStateNode, prefix = ''): string[] {
  return Object.entries(node.states ?? {}).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...allStates(child as AnyStateNode, path)];
  });
}

const defaultSerialize = (s: AnySnapshot) => JSON.stringify({ value: s.value, context: s.context });

export function planChart<TEvent extends EventObject>(options: PlanOptions<TEvent>): ChartPlan {
  const serializeState = options.serializeState ?? defaultSerialize;
  const traversal = { events: options.events, input: options.input, serializeState } as any;
  const adjacency = getAdjacencyMap(options.machine, traversal);
  const shortest = getShortestPaths(options.machine, traversal);
  const pathTo = new Map<string, StatePath<any, any>>();
  for (const p of shortest) pathTo.set(serializeState(p.state), p);

  const transitions = new Map<string, ChartTransition>();
  for (const [sourceKey, { state, transitions: edges }] of Object.entries<any>(adjacency)) {
    const toSource = pathTo.get(sourceKey);
    if (!toSource) continue;
    for (const { event, state: next } of Object.values<any>(edges)) {
      const n = options.distinguishCandidates ? candidateIndex(options.machine, state, event) : 0;
      const key = `${leafKey(state.value)} —${event.type}${n > 0 ? ` #${n}` : ''}→ ${leafKey(next.value)}`;
      const candidate: StatePath<any, any> = {
        state: next,
        steps: [...toSource.steps, { event, state: next }],
        weight: toSource.steps.length + 1,
      };
      const known = transitions.get(key);
      if (!known || candidate.steps.length < known.path.steps.length) transitions.set(key, { key, path: candidate });
    }
  }
  // The initial state itself is a "transition" from nothing: keep the init path.
  const init = shortest.find((p) => p.steps.length === 1);
  if (init) transitions.set(`(start) —xstate.init→ ${leafKey(init.state.value)}`, { key: `(start) —xstate.init→ ${leafKey(init.state.value)}`, path: init });

  const sorted = [...transitions.values()].sort((a, b) => a.key.localeCompare(b.key));
  return {
    id: options.id,
    machine: options.machine,
    states: allStates(options.machine.root),
    transitions: sorted,
    runs: coveringRuns(options.machine, sorted, !!options.distinguishCandidates),
    model: new TestModel(options.machine, { stateMatcher: (snap: AnySnapshot, key: string) => matchesState(key, snap.value), ...traversal }),
  };
}

/**
 * What a step does: its transition key (as `planChart` names it) and the
 * candidate transitions it fires, so that a step counts for a transition only
 * when it takes the same guarded branch as the transition's own path.
 */
function stepIdentity(machine: AnyStateMachine, before: any, step: { event: EventObject; state: any }, distinguish: boolean): string {
  if (!before) return `(start) —xstate.init→ ${leafKey(step.state.value)}`;
  const n = distinguish ? candidateIndex(machine, before, step.event) : 0;
  const key = `${leafKey(before.value)} —${step.event.type}${n > 0 ? ` #${n}` : ''}→ ${leafKey(step.state.value)}`;
  const fired = (machine.getTransitionData(before, step.event) as any[]).map((def) => {
    const source = def.source as AnyStateNode;
    return `${source.id}#${(source.transitions.get(def.eventType) ?? []).indexOf(def)}`;
  });
  return `${key}|${fired.join(',')}`;
}

/**
 * A smallest-first greedy cover: the paths (from the plan's transition paths)
 * that together take every transition with the candidate its own path takes.
 * Each transition's path is itself a candidate, so every transition is covered.
 */
export function coveringRuns(machine: AnyStateMachine, transitions: readonly ChartTransition[], distinguish: boolean): ChartRun[] {
  const identities = (path: StatePath<any, any>) => path.steps.map((step, i) => stepIdentity(machine, path.steps[i - 1]?.state, step, distinguish));
  const keyOf = new Map<string, string>();
  for (const t of transitions) keyOf.set(identities(t.path).at(-1)!, t.key);
  const candidates = transitions.map((t) => ({ t, covers: [...new Set(identities(t.path).filter((id) => keyOf.has(id)))] }));
  const uncovered = new Set(keyOf.keys());
  const runs: ChartRun[] = [];
  while (uncovered.size > 0) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const c of candidates) {
      const gain = c.covers.filter((id) => uncovered.has(id)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && c.t.path.steps.length < best.t.path.steps.length)) {
        best = c;
        bestGain = gain;
      }
    }
    if (!best) break;
    for (const id of best.covers) uncovered.delete(id);
    const keys = best.covers.map((id) => keyOf.get(id)!);
    runs.push({ name: keys.length > 1 ? `${best.t.key} (and ${keys.length - 1} on the way)` : best.t.key, path: best.t.path, keys });
  }
  return runs.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The runs of a plan a driver can walk: the fewest of its transition paths
 * whose every step the driver can take (`can`: the step, its index, the
 * snapshot before it and the path's steps), together taking every such
 * transition. A real browser cannot produce some events (a session change
 * from elsewhere, a call that never goes out); the transitions only they
 * reach stay to the jsdom runs, and the report shows them as not run there.
 */
export function runsWhere(
  plan: ChartPlan,
  can: (step: { event: EventObject; state: any }, index: number, before: any, steps: readonly { event: EventObject; state: any }[]) => boolean,
  distinguish = true,
): ChartRun[] {
  const walkable = plan.transitions.filter((t) => t.path.steps.every((step, i) => can(step, i, t.path.steps[i - 1]?.state, t.path.steps)));
  return coveringRuns(plan.machine, walkable, distinguish);
}

/** The chart transitions (`state —event #n`, as chart-coverage.ts names them) a step fires from the snapshot before it. */
function firedBy(machine: AnyStateMachine, before: any, event: EventObject): string[] {
  return (machine.getTransitionData(before, event) as any[]).map((def) => {
    const source = def.source as AnyStateNode;
    return `${source.id} —${def.eventType} #${(source.transitions.get(def.eventType) ?? []).indexOf(def)}`;
  });
}

/**
 * For a driver that walks only what other runs leave: the fewest transition
 * paths, across several plans of one chart, that together fire every chart
 * transition (`state —event #n`) `wanted` keeps and some path whose every
 * step the driver `can` take fires (a greedy cover, the largest gain first,
 * the shorter path on a tie). Each run, in its plan's list, records every
 * transition of its plan its steps take. A chart transition that only a path
 * the driver cannot walk fires is left out.
 */
export function runsFiring(
  plans: readonly ChartPlan[],
  wanted: (chartTransition: string) => boolean,
  can: (step: { event: EventObject; state: any }, index: number, before: any) => boolean = () => true,
): ChartRun[][] {
  const candidates = plans.flatMap((plan, planIndex) => {
    const identities = (path: StatePath<any, any>) => path.steps.map((step, i) => stepIdentity(plan.machine, path.steps[i - 1]?.state, step, true));
    const keyOf = new Map<string, string>();
    const fires = new Map<string, string[]>();
    for (const t of plan.transitions) {
      keyOf.set(identities(t.path).at(-1)!, t.key);
      const steps = t.path.steps;
      fires.set(t.key, steps.length < 2 ? [] : firedBy(plan.machine, steps[steps.length - 2]!.state, steps[steps.length - 1]!.event));
    }
    return plan.transitions
      .filter((t) => t.path.steps.every((step, i) => can(step, i, t.path.steps[i - 1]?.state)))
      .map((t) => {
        const keys = [...new Set(identities(t.path).flatMap((id) => (keyOf.has(id) ? [keyOf.get(id)!] : [])))];
        return { planIndex, t, keys, fired: new Set(keys.flatMap((k) => fires.get(k)!).filter(wanted)) };
      });
  });
  const uncovered = new Set(candidates.flatMap((c) => [...c.fired]));
  const chosen: typeof candidates = [];
  while (uncovered.size > 0) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const c of candidates) {
      const gain = [...c.fired].filter((k) => uncovered.has(k)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && c.t.path.steps.length < best.t.path.steps.length)) {
        best = c;
        bestGain = gain;
      }
    }
    if (!best) break;
    for (const k of best.fired) uncovered.delete(k);
    chosen.push(best);
  }
  return plans.map((_, planIndex) =>
    chosen
      .filter((c) => c.planIndex === planIndex)
      .map((c) => ({ name: c.keys.length > 1 ? `${c.t.key} (and ${c.keys.length - 1} on the way)` : c.t.key, path: c.t.path, keys: c.keys }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
}

/**
 * A state left at once (an `always` with an unguarded candidate): never a
 * snapshot's value, so no path rests in it and it is not counted.
 */
export function isTransientState(machine: AnyStateMachine, path: string): boolean {
  const always = machine.getStateNodeById(`${machine.id}.${path}`).always ?? [];
  return always.length > 0 && always.some((t) => !t.guard);
}

/** States reached by the plan's paths. */
export function reachedStates(plan: ChartPlan): Set<string> {
  const reached = new Set<string>();
  for (const t of plan.transitions) for (const step of t.path.steps) for (const k of stateKeys(step.state.value)) reached.add(k);
  return reached;
}

/** Every state has an assertion and every assertion names a real state. */
export function checkAssertions(plan: ChartPlan, assertionKeys: string[]): { missing: string[]; unknown: string[] } {
  const leaves = plan.states.filter((s) => !plan.states.some((o) => o.startsWith(`${s}.`)));
  const missing = leaves.filter((s) => !assertionKeys.some((k) => s === k || s.startsWith(`${k}.`)));
  const unknown = assertionKeys.filter((k) => !plan.states.includes(k));
  return { missing, unknown };
}

const recordDir = join(process.cwd(), '.tmp', 'paths');

/**
 * Where a path ran: `jsdom` (Vitest, the view rendered alone) or `browser`
 * (Playwright, the built app and the real server: test/e2e/chart-paths/).
 */
export type PathRunner = 'jsdom' | 'browser';

const recordFile = (chartId: string, runner: PathRunner) => (runner === 'jsdom' ? join(recordDir, `${chartId}.json`) : join(recordDir, runner, `${chartId}.json`));

/** Records that a test exercised transitions of a chart (a run's keys, or one key). */
export function recordExercised(chartId: string, keys: string | readonly string[], runner: PathRunner = 'jsdom'): void {
  const file = recordFile(chartId, runner);
  mkdirSync(dirname(file), { recursive: true });
  const done: string[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  for (const key of typeof keys === 'string' ? [keys] : keys) if (!done.includes(key)) done.push(key);
  writeFileSync(file, JSON.stringify(done, null, 1));
}

export function readExercised(chartId: string, runner: PathRunner = 'jsdom'): string[] {
  const file = recordFile(chartId, runner);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

/** Forgets what earlier runs recorded for a chart (called before its tests). */
export function resetExercised(chartId: string, runner: PathRunner = 'jsdom'): void {
  const file = recordFile(chartId, runner);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '[]');
}

/**
 * The fewest of a plan's runs that together reach every state the plan
 * reaches (a greedy cover, longest gain first): for a second configuration of
 * a chart whose transitions a first plan already walks, so that only what the
 * configuration changes (fields, texts, the request) is rendered again.
 */
export function stateCoveringRuns(plan: ChartPlan): ChartRun[] {
  const statesOf = (run: ChartRun) => new Set([...stateKeys(run.path.state.value), ...run.path.steps.flatMap((s) => stateKeys(s.state.value))]);
  const candidates = plan.runs.map((run) => ({ run, states: statesOf(run) }));
  const unreached = new Set(candidates.flatMap((c) => [...c.states]));
  const chosen: ChartRun[] = [];
  while (unreached.size > 0) {
    const best = candidates.reduce((a, b) => ([...b.states].filter((s) => unreached.has(s)).length > [...a.states].filter((s) => unreached.has(s)).length ? b : a));
    for (const s of best.states) unreached.delete(s);
    chosen.push(best.run);
  }
  return chosen;
}
