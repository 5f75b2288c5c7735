/**
 * The runs a real browser walks (test/e2e/chart-paths.spec.ts): only paths
 * whose every step the browser can take, and together every transition such
 * paths reach, with no run a prefix of another's work (the same greedy cover
 * as the jsdom runs).
 */
import { describe, expect, it } from 'vitest';
import { runsWhere } from '../support/chart-paths';
import { offerListPlan } from '../machines/offer-list.paths';

describe('browser runs of a plan', () => {
  const browserCan = (step: { event: { type: string } }) => !step.event.type.startsWith('session.');
  const runs = runsWhere(offerListPlan, browserCan);

  it('never take a step the browser cannot', () => {
    for (const run of runs) expect(run.path.steps.every(browserCan)).toBe(true);
  });

  it('take every transition whose path the browser can walk, each run adding one not taken before', () => {
    const walkable = offerListPlan.transitions.filter((t) => t.path.steps.every(browserCan)).map((t) => t.key);
    expect([...new Set(runs.flatMap((r) => r.keys))].sort()).toEqual([...walkable].sort());
    expect(runs.length).toBeLessThan(walkable.length);
  });

  it('with nothing left out, are the jsdom runs', () => {
    expect(runsWhere(offerListPlan, () => true).map((r) => r.name)).toEqual(offerListPlan.runs.map((r) => r.name));
  });
});
