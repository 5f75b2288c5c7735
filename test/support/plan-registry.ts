/**
 * Every generated-path plan of the product, found from the plan modules
 * themselves: each `test/machines/<name>.paths.ts` and the plans it exports
 * (alone, in a list, or beside their input: `{ plan, input }`, `[plan, input]`).
 * A plan added to a `.paths.ts` module appears in `npm run paths` and its
 * report without being listed anywhere; a chart found in `machines/` that no
 * plan walks fails test/architecture/chart-plans.test.ts.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChartPlan } from './chart-paths';

export interface PlanEntry {
  plan: ChartPlan;
  /** The module that exports it, from the repository's root. */
  file: string;
}

function isPlan(value: unknown): value is ChartPlan {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ChartPlan>;
  return typeof v.id === 'string' && !!v.machine && typeof v.machine === 'object' && Array.isArray(v.transitions) && Array.isArray(v.runs) && !!v.model;
}

/** The plans a module export holds: a plan, or plans in arrays and small records, two levels deep. */
function plansIn(value: unknown, depth = 0): ChartPlan[] {
  if (isPlan(value)) return [value];
  if (depth >= 2 || !value || typeof value !== 'object') return [];
  const parts = Array.isArray(value) ? value : Object.getPrototypeOf(value) === Object.prototype ? Object.values(value) : [];
  return parts.flatMap((part) => plansIn(part, depth + 1));
}

/** The plan modules, sorted by name. */
export function planFiles(root = process.cwd()): string[] {
  const dir = join(root, 'test', 'machines');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.paths.ts'))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * Every plan, once, in the order of its module's name and its export's place.
 * Two different plans with the same id would mix what the tests record under
 * that id: they fail here.
 */
export async function discoverPlans(root = process.cwd()): Promise<PlanEntry[]> {
  const entries: PlanEntry[] = [];
  const byId = new Map<string, PlanEntry>();
  for (const path of planFiles(root)) {
    const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      for (const plan of plansIn(value)) {
        const known = byId.get(plan.id);
        if (known?.plan === plan) continue;
        const file = relative(root, path);
        if (known) throw new Error(`two plans are named ${plan.id} (${known.file}, ${file}): what their tests record would mix`);
        const entry = { plan, file };
        byId.set(plan.id, entry);
        entries.push(entry);
      }
    }
  }
  return entries;
}
