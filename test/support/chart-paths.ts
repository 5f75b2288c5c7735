/**
 * Generated-path testing for our charts (ARCHITECTURE.md "Model-based tests").
 *
 * `planChart` walks a machine with the events a person or an invoked actor can
 * produce in each snapshot, and builds one path per chart transition: the
 * shortest path to the transition's source plus the transition itself. Shortest
 * paths alone reach every state but drop edges back into known states (e.g.
 * `failed → offers.retry → loadingOffers`).
 *
 * Tests record the transitions they exercised under `.tmp/paths/`; `npm run
 * paths` prints states, transitions, paths and how many were exercised.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchesState, type AnyStateMachine, type AnyStateNode, type EventObject, type StateValue } from 'xstate';
import { TestModel, getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';

export type AnySnapshot = { value: StateValue; context: unknown; children: Record<string, unknown>; can: (e: never) => boolean };

export interface ChartTransition {
  /** `source —event→ target`, with state values as dotted keys. */
  key: string;
  path: StatePath<any, any>;
}

export interface ChartPlan {
  id: string;
  machine: AnyStateMachine;
  /** Every state of the chart, dotted (`parent.child`), leaves and parents. */
  states: string[];
  transitions: ChartTransition[];
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

  return {
    id: options.id,
    machine: options.machine,
    states: allStates(options.machine.root),
    transitions: [...transitions.values()].sort((a, b) => a.key.localeCompare(b.key)),
    model: new TestModel(options.machine, { stateMatcher: (snap: AnySnapshot, key: string) => matchesState(key, snap.value), ...traversal }),
  };
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

/** Records that a test exercised one transition of a chart. */
export function recordExercised(chartId: string, key: string): void {
  mkdirSync(recordDir, { recursive: true });
  const file = join(recordDir, `${chartId}.json`);
  const done: string[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  if (!done.includes(key)) done.push(key);
  writeFileSync(file, JSON.stringify(done, null, 1));
}

export function readExercised(chartId: string): string[] {
  const file = join(recordDir, `${chartId}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

/** Forgets what earlier runs recorded for a chart (called before its tests). */
export function resetExercised(chartId: string): void {
  mkdirSync(recordDir, { recursive: true });
  writeFileSync(join(recordDir, `${chartId}.json`), '[]');
}
