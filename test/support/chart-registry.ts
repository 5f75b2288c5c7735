/**
 * Every chart of the product, found from the machines themselves: each
 * `machines/<folder>/<name>.machine.ts` module and the state machines it
 * exports (one per chart id; a `.provide(…)` variant of a chart exported
 * beside it is the same chart). A chart added under `machines/` appears in
 * `npm run paths`, its report and `docs/charts/` without being listed anywhere.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

export interface ChartEntry {
  /** The machine's id (`offerDetails`). */
  id: string;
  /** Its file name stem in docs/charts and the report (`offer-details`). */
  slug: string;
  /** The module that defines it, from the repository's root. */
  file: string;
  machine: AnyStateMachine;
}

export const chartSlug = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function isMachine(value: unknown): value is AnyStateMachine {
  return !!value && typeof value === 'object' && 'root' in value && 'config' in value && 'id' in value && typeof (value as { transition?: unknown }).transition === 'function';
}

export async function discoverCharts(root = process.cwd()): Promise<ChartEntry[]> {
  const machinesDir = join(root, 'machines');
  const found = new Map<string, ChartEntry & { exportName: string }>();
  const folders = readdirSync(machinesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  for (const folder of folders) {
    const files = readdirSync(join(machinesDir, folder)).filter((f) => f.endsWith('.machine.ts')).sort();
    for (const f of files) {
      const path = join(machinesDir, folder, f);
      const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
      for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
        if (!isMachine(value)) continue;
        const known = found.get(value.id);
        // The chart itself (`xMachine`) over a variant of it exported beside it.
        if (known && (known.exportName.endsWith('Machine') || !exportName.endsWith('Machine'))) continue;
        found.set(value.id, { id: value.id, slug: chartSlug(value.id), file: relative(root, path), machine: value, exportName });
      }
    }
  }
  return [...found.values()].map(({ exportName: _e, ...entry }) => entry).sort((a, b) => a.slug.localeCompare(b.slug));
}
