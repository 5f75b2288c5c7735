/**
 * The import rules of .dependency-cruiser.cjs hold: layers import one way, no
 * module imports itself through others, no folder of any layer (the
 * server's domain folders among them) imports itself through other folders,
 * and the server's domains reach the plugins (sessions, idempotency, limits,
 * mail) through the instance, importing only their types.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(resolve(root, '.dependency-cruiser.cjs')) as IConfiguration;
const LAYERS = ['models', 'services', 'machines', 'ui', 'src', 'server'];

async function cruiseTree(): Promise<ICruiseResult> {
  const { output } = await cruise(LAYERS, { ...config.options, baseDir: root, ruleSet: { forbidden: config.forbidden ?? [] }, validate: true });
  return output as ICruiseResult;
}

describe('import rules', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseTree();
  }, 120_000);

  it('no import breaks a rule of .dependency-cruiser.cjs', () => {
    const broken = result.summary.violations.map((v) =>
      v.cycle?.length ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')}` : `${v.rule.name}: ${v.from} → ${v.to}`,
    );
    expect(broken).toEqual([]);
    // The walk saw the tree (a wrong path would cruise nothing and break nothing).
    expect(result.summary.totalCruised).toBeGreaterThan(400);
  });

  it("the plugins' rules guard the server's domains: domains that name a plugin's types are among those they watch", () => {
    const rule = config.forbidden?.find((r) => r.name === 'server-plugins-through-the-instance');
    const from = rule?.from as { path: string; pathNot: string } | undefined;
    expect(from).toBeDefined();
    const watched = (source: string) => new RegExp(from!.path).test(source) && !new RegExp(from!.pathNot).test(source);
    const typeUsers = result.modules
      .filter((m) => watched(m.source))
      .filter((m) => m.dependencies.some((d) => d.resolved.startsWith('server/plugins/') && d.dependencyTypes.includes('type-only')))
      .map((m) => m.source.split('/')[1]);
    // A path that matched no domain would guard nothing: the leads and the auth folders name the plugins' types.
    expect([...new Set(typeUsers)]).toEqual(expect.arrayContaining(['auth', 'leads']));
  });
});
