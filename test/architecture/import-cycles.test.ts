/**
 * No import cycles inside a layer: not between modules, and not between the
 * folders of one layer (`machines/details-modal` and `machines/offer-details`
 * may not import each other). The one-way rule between layers is ESLint's
 * (eslint.config.js); this walks the relative imports of every source file.
 * Our own 60 lines rather than eslint-plugin-import-x: its native resolver's
 * platform packages leave the lockfile unusable for `npm ci` on this machine.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const LAYERS = ['models', 'services', 'machines', 'ui', 'src', 'server'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string, files: Set<string>): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (files.has(candidate)) return candidate;
  return null;
}

/** Runtime imports only: `import type` is erased and makes no cycle. */
const IMPORT = /(?:import|export)\s(?!type\s)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function graph(): Map<string, string[]> {
  const files = new Set(LAYERS.flatMap((l) => sourceFiles(join(root, l))));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, m[1] ?? m[2] ?? '', files)).filter((t): t is string => t !== null);
    edges.set(file, targets);
  }
  return edges;
}

/** Every cycle found by a depth-first walk, each as the list of its nodes. */
function cycles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return found;
}

/** `machines/offer-details/x.ts` → `machines/offer-details`; a file at a layer's top is its own folder. */
function folderOf(file: string): string {
  const parts = relative(root, file).split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/');
}

describe('import cycles', () => {
  const edges = graph();

  it('no module imports itself through others', () => {
    const found = cycles(edges).map((c) => c.map((f) => relative(root, f)).join(' → '));
    expect(found).toEqual([]);
  });

  // The server's domain folders share its database folder (the demo seed uses their repositories), so folders are checked in the browser's layers.
  it('no two folders of a browser layer import each other', () => {
    const folders = new Map<string, string[]>();
    for (const [file, targets] of edges) {
      const from = folderOf(file);
      if (from.startsWith('server')) continue;
      const list = folders.get(from) ?? [];
      for (const t of targets) {
        const to = folderOf(t);
        if (to !== from && to.split('/')[0] === from.split('/')[0] && !list.includes(to)) list.push(to);
      }
      folders.set(from, list);
    }
    const found = cycles(folders).map((c) => c.join(' → '));
    expect(found).toEqual([]);
  });
});
