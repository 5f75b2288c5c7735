/**
 * Why a transition of a chart walked in a real browser
 * (test/e2e/chart-paths/) is not walked there: kept beside the chart's
 * plans in `test/machines/<chart>.browser.ts`, keyed by the chart's own
 * transitions (`state —event #n`, as chart-coverage.ts names them), shown by
 * `npm run paths` and its report. test/architecture/browser-paths.test.ts
 * fails on a reason that names no transition of the chart.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

export interface BrowserReasons {
  kind: 'browserReasons';
  machine: AnyStateMachine;
  /** Transition key → why the browser runs do not take it. */
  reasons: Readonly<Record<string, string>>;
}

export function browserReasons(machine: AnyStateMachine, reasons: Record<string, string>): BrowserReasons {
  return { kind: 'browserReasons', machine, reasons };
}

function isReasons(value: unknown): value is BrowserReasons {
  return !!value && typeof value === 'object' && (value as { kind?: unknown }).kind === 'browserReasons';
}

export interface BrowserReasonsEntry extends BrowserReasons {
  /** The module that holds them, from the repository's root. */
  file: string;
}

/** Every `test/machines/*.browser.ts` module's reasons, by chart id. */
export async function discoverBrowserReasons(root = process.cwd()): Promise<Map<string, BrowserReasonsEntry>> {
  const dir = join(root, 'test', 'machines');
  const found = new Map<string, BrowserReasonsEntry>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.browser.ts')).sort()) {
    const path = join(dir, name);
    const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (!isReasons(value)) continue;
      const known = found.get(value.machine.id);
      if (known) throw new Error(`two lists of browser reasons for ${value.machine.id} (${known.file}, ${relative(root, path)})`);
      found.set(value.machine.id, { ...value, file: relative(root, path) });
    }
  }
  return found;
}
