/**
 * `?inspect` shows every running chart only when every root actor is created
 * with the inspector's options (machines/inspection.ts): a context made with
 * `createActorContext` passes `inspectedActors`, an actor made with
 * `useActorRef`/`createActor` passes `inspected(...)`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const roots = ['machines', 'ui', 'src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('every root actor reports to the inspector', () => {
  const files = roots.flatMap(sourceFiles);

  it('finds the contexts it checks', () => {
    expect(files.some((f) => readFileSync(f, 'utf8').includes('createActorContext('))).toBe(true);
  });

  it.each(files)('%s', (file) => {
    const text = readFileSync(file, 'utf8');
    const contexts = [...text.matchAll(/createActorContext\(([^)]*)\)/g)].map((m) => m[1]);
    for (const args of contexts) expect(args, `${file}: createActorContext(${args})`).toMatch(/,\s*inspectedActors\s*$/);
    const refs = [...text.matchAll(/(?<![.\w])(?:useActorRef|createActor)\(([^;]*)\)/g)].map((m) => m[1]);
    for (const args of refs) expect(args, `${file}: ${args}`).toMatch(/inspected\(/);
  });
});
