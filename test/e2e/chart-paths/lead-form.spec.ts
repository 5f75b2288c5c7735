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
import type { Route } from '@playwright/test';
import { expect, test, type Page } from '../fixtures';
import { detailsLabels } from '../../../models/labels/details';
import { leadLabels } from '../../../models/labels/lead';
import { labels } from '../../../models/labels/spec';
import { LOCATION_STORAGE_KEY } from '../../../models/dealer/location';
import { offerDetailsNewLayoutPlan } from '../../machines/offer-details.paths';
import { commonLabels } from '../../../models/labels/common';
import { testDriveLabels } from '../../../models/labels/test-drive';
import { leadCartPlan, leadNewLayoutPlan, leadTestDrivePlan, SP_LOCATION } from '../../machines/lead-submission.paths';
import { leadOffer } from '../../support/lead-fixtures';
import { HeldCalls, remount, walk, type Executor } from './walk';

/** The page's configuration a plan runs in (switched on by the address at its load). */
type Demo = 'testDrive' | 'newLayout' | 'cart';
const PLANS = { testDrive: leadTestDrivePlan, newLayout: leadNewLayoutPlan, cart: leadCartPlan } as const;

test.describe('generated paths in the browser: the lead form', () => {
  // One test a configuration, each on whichever worker is free (every worker has its own server and database).
  test.describe.configure({ mode: 'parallel' });
  for (const [demo, title] of [
    ['testDrive', 'refused, sent, failed and retried with the same Idempotency-Key; with a test drive'],
    ['newLayout', 'refused, sent and failed in the new layout, then the details step'],
    ['cart', 'refused and put in the cart'],
  ] as const) {
    test(`a natural person: ${title}`, async ({ page }) => {
      // Some forty paths: seconds each on an idle 2-core machine, many times that beside the other workers.
      test.setTimeout(240_000);
      const retried = await walkLeadPlan(page, demo);
      // The retry after a failure is the test drive plan's (and sent the failed lead's key).
      if (demo === 'testDrive') expect(retried).toBeGreaterThan(0);
    });
  }
});

/** Walks the lead form's plan for `demo` in `page` and returns how many retries after a failure it sent with the failed send's key. */
async function walkLeadPlan(page: Page, demo: Demo): Promise<number> {
  // Every lead call is held and answered with the path's outcome (nothing written: the worker's database serves
  // the other specs); the offer, its dealers and the city are the real server's.
  const leadCall = new HeldCalls();
  const LEAD_PATHS = ['/api/v2/lead', '/api/create-rental-lead'];
  const isLeadPost = (request: { method: () => string; url: () => string }) => request.method() === 'POST' && LEAD_PATHS.includes(new URL(request.url()).pathname);
  await page.route(
    (url) => LEAD_PATHS.includes(url.pathname),
    (route) => (isLeadPost(route.request()) ? leadCall.hold(route) : route.fallback()),
  );
  // The visitor's city is São Paulo (its dealers are the real server's).
  await page.addInitScript(({ key, location }) => window.localStorage.setItem(key, JSON.stringify(location)), { key: LOCATION_STORAGE_KEY, location: SP_LOCATION });
  const offerAddress = `/?offerId=${leadOffer.id}`;
  // The offer's own call, held only where a path settles it (the details chart's new layout below).
  const offerCall = new HeldCalls();
  let holdOffer = false;
  await page.route(`**/api/offers/${leadOffer.id}?*`, (route) => (holdOffer ? offerCall.hold(route) : route.fallback()));

  const form = page.getByRole('form');
  const f = leadLabels.fields;
  const FIELD_LABEL: Record<string, string> = { fullName: f.fullName, email: f.email, cpf: f.cpf, mobilePhone: f.mobilePhone };
  const OPT_IN_LABEL: Record<string, string> = { whatsappOptIn: labels.leadForm.optIns.whatsapp, emailOptIn: labels.leadForm.optIns.email, smsPhoneOptIn: labels.leadForm.optIns.smsPhone };
  const textbox = (field: string) => form.getByRole('textbox', { name: FIELD_LABEL[field], exact: true });
  /** The configuration the page runs (switched on by the address at its load): the test drive, the new layout, or the cart. */
  const newLayout = demo === 'newLayout';
  const testDrive = demo === 'testDrive';
  const submit = page.getByRole('button', { name: new RegExp(`^(${labels.leadForm.submit}|${labels.leadForm.submitNewLayout}|${labels.leadForm.submitCart})$`) });
  const errorModal = page.getByTestId('lead-error-modal');
  const submitting = page.getByTestId('lead-submitting');
  const failure = page.getByTestId('lead-failure');
  const success = page.getByTestId('lead-success');
  const cartAdded = page.getByTestId('lead-cart-added');
  const schedule = form.getByRole('checkbox', { name: testDriveLabels.schedule });

  /** The form as the chart holds it: the natural person's fields and the test drive. */
  async function expectForm(snap: any) {
    const v = snap.context.values;
    await Promise.all(['fullName', 'cpf', 'mobilePhone'].map((field) => expect(textbox(field)).toHaveValue(v[field])));
    await Promise.all(
      Object.entries(OPT_IN_LABEL).map(([field, name]) => expect(form.getByRole('checkbox', { name, exact: true })).toHaveAttribute('aria-checked', String(v[field]))),
    );
    if (!testDrive) return expect(schedule).toHaveCount(0);
    const td = snap.context.testDrive;
    await expect(schedule).toHaveAttribute('aria-checked', String(td.wanted));
    await expect(form.getByText(testDriveLabels.responseWithin)).toBeVisible();
    if (td.wanted) {
      await expect(form.getByLabel(testDriveLabels.day, { exact: true })).toHaveValue(td.date);
      await expect(form.getByRole('combobox', { name: testDriveLabels.time })).toHaveValue(td.time);
    } else await expect(form.getByLabel(testDriveLabels.day, { exact: true })).toHaveCount(0);
  }
  const editing = async (snap: any) => {
    await expectForm(snap);
    await expect(submit).toBeEnabled();
    await expect(submitting).toHaveCount(0);
  };
  const isSubmitting = async () => {
    await expect(submitting).toHaveText(leadLabels.submitting);
    await expect(submit).toBeDisabled();
    await leadCall.arrived();
  };
  const successModal = async () => {
    await expect(success.getByRole('heading', { name: labels.leadForm.successMessage })).toBeVisible();
    await expect(success.getByRole('button', { name: labels.resultModal.ok })).toBeVisible();
    await expect(success.getByRole('button', { name: labels.resultModal.toProposals })).toBeVisible();
  };
  const notOnThisPlan = async () => {
    throw new Error('not on the test drive, new layout and cart plans');
  };
  const states: Record<string, (snap: any) => Promise<void>> = {
    'editing.ready': async (snap) => {
      await editing(snap);
      await expect(failure).toHaveCount(0);
    },
    'editing.invalid': async (snap) => {
      await editing(snap);
      // The refused send's warning: the latest toast of the notices region.
      const latest = page.getByTestId('message-toast').last();
      await expect(latest).toHaveAttribute('data-tone', 'warning');
      await expect(latest).toContainText(labels.leadForm.invalidForm);
      await expect(latest.getByRole('button', { name: commonLabels.closeNotice })).toBeVisible();
    },
    'editing.couponLimited': notOnThisPlan,
    'editing.employeeInvalid': notOnThisPlan,
    'submitting.checkingCoupon': notOnThisPlan,
    'submitting.verifyingEmployee': notOnThisPlan,
    'submitting.postingLead': isSubmitting,
    failed: async () => {
      if (newLayout) {
        await expect(errorModal.getByRole('heading', { name: labels.resultModal.errorTitle })).toBeVisible();
        await expect(errorModal).toContainText(labels.resultModal.errorText);
      } else {
        await expect(failure).toContainText(labels.leadForm.failureMessage);
        await expect(submit).toBeEnabled();
      }
    },
    'sent.countingCoupon': notOnThisPlan,
    'sent.counted': successModal,
    // Cart mode: nothing is posted; the offer and its lead went into the cart, and the modal says so.
    addedToCart: async () => {
      await expect(cartAdded.getByRole('heading', { name: leadLabels.result.cart.title })).toBeVisible();
      await expect(cartAdded).toContainText(leadLabels.result.cart.notSentYet);
      await expect(cartAdded.getByRole('button', { name: leadLabels.result.cart.seeCart })).toBeVisible();
      await expect(success).toHaveCount(0);
    },
    published: async () => {
      // On the page, the offer's chart hears the published lead and moves on to the details step, which says so.
      await expect(page.getByTestId('details-lead-published')).toHaveText(leadLabels.published);
      await expect(form).toHaveCount(0);
      await expect(success).toHaveCount(0);
      await expect(errorModal).toHaveCount(0);
    },
    closed: async () => {
      await expect(success).toHaveCount(0);
      await expect(cartAdded).toHaveCount(0);
    },
  };

  // The Idempotency-Key of the send that failed: a retry with nothing changed sends it again.
  let failedKey: string | null = null;
  let retried = 0;
  async function nextLead(): Promise<Route> {
    const route = await leadCall.next();
    const key = route.request().headers()['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    failedKey = key ?? null;
    return route;
  }
  const events: Record<string, Executor> = {
    'xstate.init': async () => undefined,
    'xstate.done.actor.postLead': async (step) => (await nextLead()).fulfill({ status: 201, json: step.event.output }),
    // A refusal the client does not repeat (a 5xx is retried with backoff, seconds of waiting for the same outcome).
    'xstate.error.actor.postLead': async () => (await nextLead()).fulfill({ status: 400, json: { error: { code: 'bad_request', message: 'Um erro ocorreu, tente novamente' } } }),
    'lead.change': (step) => textbox(step.event.field).fill(step.event.value),
    'lead.toggle': (step) => form.getByRole('checkbox', { name: OPT_IN_LABEL[step.event.field], exact: true }).click(),
    'dealer.changed': async () => {
      await page.getByRole('button', { name: labels.dealerSelector.choose }).click();
      const modal = page.getByTestId('dealer-modal');
      await modal.getByRole('radio').first().click();
      await modal.getByRole('button', { name: leadLabels.dealerConfirm }).click();
      await expect(modal).toHaveCount(0);
    },
    'lead.submit': async () => {
      // From the failure notification, nothing changed: the same lead again, with the failed send's key.
      if (failedKey === null || (await failure.count()) === 0) return submit.click();
      const sent = page.waitForRequest(isLeadPost);
      await submit.click();
      expect((await sent).headers()['idempotency-key']).toBe(failedKey);
      retried++;
    },
    'lead.dismissError': () =>
      newLayout ? errorModal.getByRole('button', { name: labels.resultModal.errorButton }).click() : failure.getByRole('button', { name: labels.resultModal.close }).click(),
    'lead.closeResult': async () =>
      (await cartAdded.count()) > 0
        ? cartAdded.getByRole('button', { name: leadLabels.result.cart.keepChoosing }).click()
        : success.getByRole('button', { name: labels.resultModal.ok }).click(),
    'lead.toCart': () => cartAdded.getByRole('button', { name: leadLabels.result.cart.seeCart }).click(),
    'lead.toProposals': () => success.getByRole('button', { name: labels.resultModal.toProposals }).click(),
    'lead.toggleTestDrive': () => schedule.click(),
    'lead.setTestDriveDate': (step) => form.getByLabel(testDriveLabels.day, { exact: true }).fill(step.event.date),
    'lead.setTestDriveTime': async (step) => void (await form.getByRole('combobox', { name: testDriveLabels.time }).selectOption(step.event.time)),
  };

  // The offer details chart in the new layout: the lead form first, the details step once the lead is created.
  // The lead created is the lead form's own shortest path to it, taken with the steps above.
  const toPublished = leadNewLayoutPlan.runs
    .filter((run) => run.path.steps.at(-1)!.state.matches('published'))
    .sort((a, b) => a.path.steps.length - b.path.steps.length)[0]!;
  const detailsInNewLayout = () =>
    walk(
      page,
      offerDetailsNewLayoutPlan,
      async () => {
        leadCall.reset();
        offerCall.reset();
        failedKey = null;
        holdOffer = true;
        // The page loaded in the new layout: the details mounted again.
        await remount(page, offerAddress);
      },
      {
        loadingOffer: async () => {
          await expect(page.getByRole('status').filter({ hasText: detailsLabels.page.loading })).toBeVisible();
          await offerCall.arrived();
        },
        'ready.lead': async () => {
          await expect(form).toBeVisible();
          await expect(page.getByTestId('details-lead-published')).toHaveCount(0);
        },
        'ready.details': async () => {
          await expect(page.getByTestId('details-lead-published')).toHaveText(leadLabels.published);
          await expect(form).toHaveCount(0);
        },
        closed: async () => {
          await expect(page.getByTestId('offer-details')).toHaveCount(0);
        },
      },
      {
        'xstate.init': async () => undefined,
        'xstate.done.actor.loadOffer': async () => {
          holdOffer = false;
          await (await offerCall.next()).continue();
        },
        'xstate.done.actor.loadLeadStep': async () => undefined,
        'lead.published': async () => {
          for (const step of toPublished.path.steps.slice(1)) await events[step.event.type]!(step);
        },
      },
      offerDetailsNewLayoutPlan.runs.filter((run) => run.name.startsWith('ready.lead —lead.published')),
    );

  const plan = PLANS[demo];
  let first = true;
  await walk(
    page,
    plan,
    async () => {
      leadCall.reset();
      failedKey = null;
      // One page load per configuration (the address switches it on); then each path starts on the details
      // mounted again, on to the lead step.
      if (first) await page.goto(`${offerAddress}&demo=${demo}`);
      else await remount(page, offerAddress);
      first = false;
      // The offer's automatic coupon settles first (its answer, slow on a loaded machine, re-prices the page).
      if (!newLayout) await expect(page.getByTestId('coupon-applied').first()).toBeVisible();
      await page.getByRole('button', { name: labels.offerDetails.continue, exact: true }).click();
      await expect(form).toBeVisible();
    },
    states,
    events,
  );
  if (demo === 'newLayout') await detailsInNewLayout();
  return retried;
}
