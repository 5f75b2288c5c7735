/**
 * Generated paths in a real browser: a chart's plan (`planChart(...).runs`,
 * the same paths the jsdom tests walk) run in Debian's Chromium against the
 * built app and the real server, with the jsdom tests' state assertions
 * written for the page. All runs of a chart in one page, each started by
 * navigation. The calls whose outcome a path decides (an invoked actor's
 * done or error) are held by `page.route` until the path's step settles
 * them: `done` lets the real server answer, `error` answers the API's error.
 * What each run exercised is recorded under .tmp/paths/browser, counted by
 * `npm run paths` in its browser-run column.
 */
import { expect, test } from '../fixtures';
import { detailsLabels } from '../../../models/labels/details';
import { leadLabels } from '../../../models/labels/lead';
import { labels } from '../../../models/labels/spec';
import { runsWhere } from '../../support/chart-paths';
import { LOCATION_STORAGE_KEY } from '../../../models/dealer/location';
import { detailsOffer } from '../../machines/offer-details.paths';
import { couponAddressPlan, couponAutomaticPlan, couponNoEntradaPlan, couponPlan } from '../../machines/coupon.paths';
import { SP_LOCATION } from '../../machines/lead-submission.paths';
import { HeldCalls, remount, walk, type Step, type Executor } from './walk';

test.describe('generated paths in the browser: the coupon field of the details summary', () => {
  test('a coupon the address carries, one that needs an entrada typed without one, every path of a typed coupon, and the automatic coupon', async ({ page }) => {
    test.setTimeout(300_000);
    const validateCall = new HeldCalls();
    const defaultCall = new HeldCalls();
    await page.route('**/api/coupons/validate/**', validateCall.hold);
    // No automatic coupon but on the automatic plan (the page looks for one once it knows the visitor's city).
    let automatic = false;
    await page.route('**/api/coupons/default/**', (route) => (automatic ? defaultCall.hold(route) : route.fulfill({ json: null })));

    const summary = page.getByTestId('summary');
    const input = summary.getByLabel(labels.coupon.placeholder);
    const apply = summary.getByRole('button', { name: labels.coupon.apply, exact: true });
    const applied = summary.getByTestId('coupon-applied');
    const error = summary.getByTestId('coupon-error');
    async function expectApplied(snap: any) {
      if (snap.context.coupon) await expect(applied).toContainText(leadLabels.couponApplied(snap.context.coupon.name));
      else await expect(applied).toHaveCount(0);
    }
    const busy = async () => {
      await expect(summary.getByRole('status').filter({ hasText: leadLabels.couponValidating })).toBeVisible();
      await expect(apply).toBeDisabled();
      await expect(error).toHaveCount(0);
      await validateCall.arrived();
    };
    const states: Record<string, (snap: any) => Promise<void>> = {
      loadingDefault: async () => {
        await expect(summary.getByRole('status').filter({ hasText: leadLabels.couponValidating })).toBeVisible();
        await expect(apply).toBeDisabled();
        await defaultCall.arrived();
      },
      validating: busy,
      revalidating: busy,
      idle: async (snap) => {
        await expect(input).toHaveValue('');
        await expect(apply).toBeDisabled();
        await expect(error).toHaveCount(0);
        await expectApplied(snap);
      },
      entered: async (snap) => {
        await expect(input).toHaveValue(snap.context.name);
        await expect(apply).toBeEnabled();
        await expect(error).toHaveCount(0);
        await expectApplied(snap);
      },
      applied: async (snap) => {
        await expectApplied(snap);
        await expect(input).toHaveValue(snap.context.name);
        await expect(error).toHaveCount(0);
      },
      rejected: async (snap) => {
        await expect(error).toHaveText(snap.context.errorMessage);
        await expect(input).toHaveValue(snap.context.name);
        await expectApplied(snap);
      },
    };
    // The typed coupon's plan answers each call with the path's own answer (a coupon used up, one that needs an
    // entrada): the server's demo coupons answer one way each.
    let answerFromPlan = false;
    /** The period the page shows: a configuration with another period is a click on it, one with none an entrada of 0. */
    let period = 36;
    const answer = async (step: Step) => {
      const call = await validateCall.next();
      await (answerFromPlan ? call.fulfill({ json: step.event.output }) : call.continue());
    };
    const refuse = async () => (await validateCall.next()).fulfill({ status: 404, json: { error: { code: 'coupon_unavailable', message: 'Cupom indisponível' } } });
    const answerDefault = async (step: Step) => (await defaultCall.next()).fulfill({ json: step.event.output });
    // (429: the browser's client does not retry it by itself, as it does a 5xx.)
    const failDefault = async () => (await defaultCall.next()).fulfill({ status: 429, json: { error: { code: 'rate_limited', message: 'Muitas consultas seguidas. Tente novamente em instantes.' } } });
    const events: Record<string, Executor> = {
      'xstate.init': async () => undefined,
      // The real server validates the code the path typed (or the plan's answer stands in for it).
      'xstate.done.actor.validateCoupon': answer,
      'xstate.error.actor.validateCoupon': refuse,
      'xstate.done.actor.revalidateCoupon': answer,
      'xstate.error.actor.revalidateCoupon': refuse,
      'xstate.done.actor.loadDefaultCoupon': answerDefault,
      'xstate.error.actor.loadDefaultCoupon': failDefault,
      'coupon.type': async (step) => {
        await input.fill(step.event.name);
      },
      'coupon.apply': () => apply.click(),
      'coupon.remove': () => summary.getByRole('button', { name: leadLabels.couponRemove }).click(),
      'coupon.focus': () => input.focus(),
      // Going back from the lead step clears the coupon: on to it ('Continuar') and back ('Voltar'). A call still
      // held is one the clearing cancels.
      'coupon.clear': async () => {
        await page.getByRole('button', { name: labels.offerDetails.continue, exact: true }).click();
        const step = page.getByTestId('lead-step');
        await step.getByRole('button', { name: labels.offerDetails.back }).click();
        await expect(step).toHaveCount(0);
        validateCall.reset();
      },
      'configuration.changed': async (step) => {
        const { config } = step.event.configuration;
        if (config.period !== period) {
          // A call still held is one the new period replaces (its request is cancelled): the next is the new period's.
          validateCall.reset();
          defaultCall.reset();
          period = config.period;
          await page.getByRole('radio', { name: `${period} Meses`, exact: true }).click();
        } else await page.getByRole('textbox', { name: detailsLabels.initialPayment.inputLabel }).fill(String(config.initialPayment));
      },
    };
    let first = true;
    for (const [plan, address, runs] of [
      [couponAddressPlan, `&entrada=500000&coupon=bemvindo10`, couponAddressPlan.runs],
      [couponNoEntradaPlan, `&entrada=0`, couponNoEntradaPlan.runs],
      // An entrada above the offer's minimum, so that a coupon that needs one applies. Going back from the lead step
      // (`coupon.clear`, one transition of the chart whatever the state) once, from a coupon applied.
      [
        couponPlan,
        `&entrada=1000000`,
        [...runsWhere(couponPlan, (step) => step.event.type !== 'coupon.clear'), ...couponPlan.runs.filter((run) => run.name.startsWith('applied —coupon.clear'))],
      ],
      // The visitor's city known: the page looks for the offer's automatic coupon, found or not, as the period changes.
      [couponAutomaticPlan, `&entrada=1000000`, couponAutomaticPlan.runs],
    ] as const) {
      answerFromPlan = plan === couponPlan;
      if (plan === couponAutomaticPlan) {
        automatic = true;
        // The city is read when the page loads: one load with it stored.
        await page.evaluate(({ key, location }) => window.localStorage.setItem(key, JSON.stringify(location)), { key: LOCATION_STORAGE_KEY, location: SP_LOCATION });
        first = true;
      }
      await walk(
        page,
        plan,
        async () => {
          validateCall.reset();
          defaultCall.reset();
          period = 36;
          // One page load; then each path starts on the details mounted again from its own address.
          const to = `/?offerId=${detailsOffer.id}&period=36&km=1000${address}`;
          if (first) await page.goto(to);
          else await remount(page, to);
          first = false;
          await expect(summary).toBeVisible();
        },
        states,
        events,
        runs,
      );
    }
  });
});
