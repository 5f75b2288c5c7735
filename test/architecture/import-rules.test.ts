/**
 * The import rules of .dependency-cruiser.cjs hold: layers import one way, no
 * module imports itself through others, and no folder of any layer (the
 * server's domain folders among them) imports itself through other folders.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(resolve(root, '.dependency-cruiser.cjs')) as IConfiguration;
const LAYERS = ['models', 'services', 'machines', 'ui', 'src', 'server'];

async function cruiseTree(): Promise<ICruiseResult> {
  const { output } = await cruise(LAYERS, { ...config.options, baseDir: root, ruleSet: { forbidden: config.forbidden ?? [] }, validate: true });
  return output as ICruiseResult;
}

describe('import rules', () => {
  it('no import breaks a rule of .dependency-cruiser.cjs', async () => {
    const result = await cruiseTree();
    const broken = result.summary.violations.map((v) =>
      v.cycle?.length ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')}` : `${v.rule.name}: ${v.from} → ${v.to}`,
    );
    expect(broken).toEqual([]);
    // The walk saw the tree (a wrong path would cruise nothing and break nothing).
    expect(result.summary.totalCruised).toBeGreaterThan(400);
  }, 120_000);
});
