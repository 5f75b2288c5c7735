/**
 * What the generated-path runs in the browser share: requests held until a path's
 * step settles them, a page's charts started again without a page load, and
 * the walk of a plan's runs that records what each exercised (under
 * .tmp/paths/browser, counted by `npm run paths` in its browser-run column).
 */
import type { Route } from '@playwright/test';
import { expect, test, type Page } from '../fixtures';
import { recordExercised, resetExercised, type ChartPlan, type ChartRun } from '../../support/chart-paths';
import { notFoundLabels } from '../../../models/labels/not-found';

export type Step = { event: any; state: any };
export type Executor = (step: Step) => Promise<void>;

/** Requests held until a path's step settles them. */
export class HeldCalls {
  private held: Route[] = [];
  private waiting: ((r: Route) => void)[] = [];
  hold = (route: Route) => {
    const w = this.waiting.shift();
    if (w) w(route);
    else this.held.push(route);
  };
  next(): Promise<Route> {
    const r = this.held.shift();
    return r ? Promise.resolve(r) : new Promise((resolve) => this.waiting.push(resolve));
  }
  /**
   * The call a pending state stands for has reached the page's route and is held (it stays held for `next`). A
   * path that ends in a pending state leaves its call behind: waiting for it here puts it in the list `reset`
   * empties, where it could otherwise reach the route after the next path's reset and be answered in place of
   * that path's own call.
   */
  async arrived(): Promise<void> {
    if (this.held.length > 0) return;
    const route = await this.next();
    this.held.unshift(route);
  }
  reset() {
    this.held = [];
    this.waiting = [];
  }
}

/**
 * Goes to an address within the app, as its links do (the router hears the history): no page load. A page
 * left this way unmounts, and its charts start again when it comes back.
 */
export async function spaNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Starts a page's charts again without loading the page: out to a page of nothing (the not-found page) and back. */
export async function remount(page: Page, path: string) {
  await spaNavigate(page, '/caminhos-de-teste');
  await expect(page.getByRole('heading', { level: 1, name: notFoundLabels.title })).toBeVisible();
  await spaNavigate(page, path);
}

/** `start` opens the page for a run (given the run, for a run that needs the page loaded otherwise). */
export async function walk(
  page: Page,
  plan: ChartPlan,
  /** Starts a run (the run given: what its path needs, a dealer in the address or the session's answer held). */
  start: (run: ChartRun) => Promise<void>,
  states: Record<string, (snap: any) => Promise<void>>,
  events: Record<string, Executor>,
  runs: readonly ChartRun[] = plan.runs,
) {
  // Runs picked by a name or a rule that no longer matches would walk nothing, in silence.
  if (runs.length === 0) throw new Error(`no runs of ${plan.id} to walk`);
  resetExercised(plan.id, 'browser');
  for (const run of runs) {
    await test.step(run.name, async () => {
      // An event without an executor would be skipped in silence, and the page checked against a state it never reached.
      const missing = run.path.steps.map((step) => step.event.type).filter((type) => !(type in events));
      if (missing.length > 0) throw new Error(`no executor for ${[...new Set(missing)].join(', ')} in the plan ${plan.id}`);
      await start(run);
      await plan.model.testPath(run.path, { states, events });
      recordExercised(plan.id, run.keys, 'browser');
    });
  }
  void page;
}
