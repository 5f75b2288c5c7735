/**
 * Every chart has generated paths: each chart found in `machines/` is walked
 * by at least one plan exported from a `test/machines/*.paths.ts` module (the
 * plans `npm run paths` reads), and every plan walks a chart that exists.
 */
import { describe, expect, it } from 'vitest';
import { discoverCharts } from '../support/chart-registry';
import { discoverPlans } from '../support/plan-registry';

describe('generated-path plans', async () => {
  const charts = await discoverCharts();
  const plans = await discoverPlans();

  it('are found', () => {
    expect(plans.length).toBeGreaterThanOrEqual(charts.length);
  });

  it('walk every chart', () => {
    const planned = new Set(plans.map((p) => p.plan.machine.id));
    const unplanned = charts.filter((c) => !planned.has(c.id)).map((c) => `${c.id} (${c.file})`);
    expect(unplanned, 'charts without a plan: export one from test/machines/<chart>.paths.ts and walk it in the chart’s test').toEqual([]);
  });

  it('walk only charts that exist', () => {
    const ids = new Set(charts.map((c) => c.id));
    const strays = plans.filter((p) => !ids.has(p.plan.machine.id)).map((p) => `${p.plan.id} → ${p.plan.machine.id} (${p.file})`);
    expect(strays).toEqual([]);
  });
});
