/**
 * The runs a real browser walks (test/e2e/chart-paths/): only paths
 * whose every step the browser can take, and together every transition such
 * paths reach, with no run a prefix of another's work (the same greedy cover
 * as the jsdom runs).
 */
import { describe, expect, it } from 'vitest';
import { runsFiring, runsWhere, type ChartTransition } from '../support/chart-paths';
import { offerListPlan } from '../machines/offer-list.paths';
import { offerListBrowserCan, offerListBrowserReasons } from '../machines/offer-list.browser';
import { leadB2ePlan, leadClassicPlan } from '../machines/lead-submission.paths';
import { definedTransitions, firedTransitions } from '../support/chart-coverage';
import { discoverBrowserReasons } from '../support/browser-reasons';

describe('browser runs of a plan', () => {
  const walkable = (path: ChartTransition['path']) => path.steps.every((step, i) => offerListBrowserCan(step, i, path.steps[i - 1]?.state, path.steps));
  const runs = runsWhere(offerListPlan, offerListBrowserCan);

  it('never take a step the browser cannot', () => {
    for (const run of runs) expect(walkable(run.path)).toBe(true);
  });

  it('take every transition whose path the browser can walk, each run adding one not taken before', () => {
    const keys = offerListPlan.transitions.filter((t) => walkable(t.path)).map((t) => t.key);
    expect([...new Set(runs.flatMap((r) => r.keys))].sort()).toEqual([...keys].sort());
    expect(runs.length).toBeLessThan(keys.length);
  });

  it('take the session’s news and what is done while the location resolves, never a transition given a reason', () => {
    const fired = [...firedTransitions([{ ...offerListPlan, transitions: offerListPlan.transitions.filter((t) => walkable(t.path)) }])];
    expect(fired).toEqual(
      expect.arrayContaining([
        'offerList —session.loaded #0',
        'offerList —session.loaded #1',
        'offerList —session.signedOut #0',
        'offerList.resolvingLocation —offers.filter #0',
        'offerList.resolvingLocation —session.loaded #0',
        'offerList.resolvingLocation —session.signedOut #0',
      ]),
    );
    expect(fired.filter((key) => key in offerListBrowserReasons.reasons)).toEqual([]);
  });

  it('with nothing left out, are the jsdom runs', () => {
    expect(runsWhere(offerListPlan, () => true).map((r) => r.name)).toEqual(offerListPlan.runs.map((r) => r.name));
  });
});

/**
 * The runs of a second driver that walks only what others leave
 * (`runsFiring`, test/e2e/chart-paths/lead-form-plans.spec.ts): over several
 * plans of one chart, the fewest paths that fire the chart transitions it is
 * asked for, never a step it cannot take.
 */
describe('runs that fire what other runs leave', () => {
  const plans = [leadClassicPlan, leadB2ePlan];
  const noB2eError = (step: { event: { type: string } }) => step.event.type !== 'xstate.error.actor.b2eCheck';
  const fired = (runs: ReturnType<typeof runsFiring>) => firedTransitions(plans.map((plan, i) => ({ ...plan, transitions: plan.transitions.filter((t) => runs[i]!.some((r) => r.keys.includes(t.key))) })));

  it('asked for everything, fire every chart transition the plans fire, in fewer runs than the plans have', () => {
    const runs = runsFiring(plans, () => true);
    expect([...fired(runs)].sort()).toEqual([...firedTransitions(plans)].sort());
    expect(runs.flat().length).toBeLessThan(plans.reduce((n, plan) => n + plan.runs.length, 0));
  });

  it('asked for some, fire those (but what only a step it cannot take fires), and never take such a step', () => {
    const wanted = (key: string) => key.includes('couponChanged') || key.includes('b2eCheck');
    const runs = runsFiring(plans, wanted, noB2eError);
    const firing = [...fired(runs)];
    expect([...firedTransitions(plans)].filter((k) => wanted(k) && !firing.includes(k))).toEqual(['leadSubmission.submitting.verifyingEmployee —xstate.error.actor.b2eCheck #0']);
    for (const run of runs.flat()) expect(run.path.steps.every(noB2eError)).toBe(true);
    expect(runs.flat().length).toBeLessThan(8);
  });
});

/**
 * The charts walked in a real browser (test/e2e/chart-paths/) give, for
 * each transition the browser does not take, the reason beside their plans
 * (test/machines/<chart>.browser.ts); a reason names a transition the chart has.
 */
describe('reasons a transition is not walked in the browser', async () => {
  const BROWSER_CHARTS = ['offerDetails', 'coupon', 'offerList', 'adminOfferCard', 'leadSubmission'];
  const reasons = await discoverBrowserReasons();

  it('are kept for every chart the browser walks, and for no other', () => {
    expect([...reasons.keys()].sort()).toEqual([...BROWSER_CHARTS].sort());
  });

  it.each([...reasons.values()].map((r) => [r.machine.id, r] as const))('%s: each names a transition of the chart, and says why', (_id, r) => {
    const defined = new Set(definedTransitions(r.machine));
    expect(Object.keys(r.reasons).filter((key) => !defined.has(key))).toEqual([]);
    expect(Object.entries(r.reasons).filter(([, why]) => why.trim().split(/\s+/).length < 4)).toEqual([]);
  });
});
