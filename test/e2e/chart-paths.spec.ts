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
 *
 * Also: the built bundle holds nothing of the Stately inspector (`?inspect`
 * is development only).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { titleCase } from '../../models/common/title-case';
import { detailsLabels } from '../../models/labels/details';
import { leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import { formatBRL, formatPriceHeader } from '../../models/common/money';
import type { Offer } from '../../models/offer/offer';
import { detailsPrice, offerTitle, plateNumberMissing, type DetailsConfiguration } from '../../models/pricing/offer-details';
import type { CouponTerms } from '../../models/pricing/pricing';
import { recordExercised, resetExercised, runsWhere, type ChartPlan, type ChartRun } from '../support/chart-paths';
import { LOCATION_STORAGE_KEY } from '../../models/dealer/location';
import { showcaseLabels } from '../../models/labels/showcase';
import { notFoundLabels } from '../../models/labels/not-found';
import { layoutOf, selectPerSlide } from '../../machines/offer-list/offer-list.machine';
import { cardExit, cardShowsPrice } from '../../models/showcase/offer-card';
import { carouselSpec, CLICK_HERE_SETTINGS, clickHereSpec, clickOffers, clickSpec, gridSpec, intentSpec, offerListPlan, offerListPlans, listSpecs, scrollSpec, type ListPlanSpec } from '../machines/offer-list.paths';
import { HUB_EVENTS } from '../../src/hub';
import { searchOf } from './helpers';
import { detailsEditedCoupon, detailsEditedLead, detailsOffer, offerDetailsEditPlan, offerDetailsNewLayoutPlan, offerDetailsOptionalsPlan, offerDetailsPlan } from '../machines/offer-details.paths';
import { EDIT_LEAD_ID, storedLead } from '../machines/lead-update.paths';
import { leadUpdateLabels } from '../../models/labels/lead-update';
import { couponAddressPlan, couponAutomaticPlan, couponKeptPlan, couponNoEntradaPlan, couponPlan } from '../machines/coupon.paths';
import { adminCardArchivedPlan, adminCardSavedPlan, archivedOffer, savedOffer } from '../machines/admin-offer-card.paths';
import { commonLabels } from '../../models/labels/common';
import { testDriveLabels } from '../../models/labels/test-drive';
import { leadCartPlan, leadNewLayoutPlan, leadTestDrivePlan, SP_LOCATION } from '../machines/lead-submission.paths';
import { leadOffer } from '../support/lead-fixtures';
import { managerLabels } from '../../models/labels/admin-manager';
import { editorHash, editorPath, MANAGER_PATH, NEW_OFFER_ID, previewPath } from '../../models/app/manager-address';
import type { ManagedOffer } from '../../models/offer-admin/offer-manager';
import { allowedOfferActions, offerStatus, OFFER_ACTION_LABELS, OFFER_STATUS_LABELS, type OfferAction } from '../../models/offer/offer-status';

const ADMIN_ACCOUNT = { email: 'admin@flua.example', password: 'Flua@Admin1' };
const CUSTOMER_ACCOUNT = { email: 'joao@flua.example', password: 'Flua@Cliente2' };

type Step = { event: any; state: any };
type Executor = (step: Step) => Promise<void>;

/** Requests held until a path's step settles them. */
class HeldCalls {
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
async function spaNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Starts a page's charts again without loading the page: out to a page of nothing (the not-found page) and back. */
async function remount(page: Page, path: string) {
  await spaNavigate(page, '/caminhos-de-teste');
  await expect(page.getByRole('heading', { level: 1, name: notFoundLabels.title })).toBeVisible();
  await spaNavigate(page, path);
}

async function walk(
  page: Page,
  plan: ChartPlan,
  start: () => Promise<void>,
  states: Record<string, (snap: any) => Promise<void>>,
  events: Record<string, Executor>,
  runs: readonly ChartRun[] = plan.runs,
) {
  resetExercised(plan.id, 'browser');
  for (const run of runs) {
    await test.step(run.name, async () => {
      // An event without an executor would be skipped in silence, and the page checked against a state it never reached.
      const missing = run.path.steps.map((step) => step.event.type).filter((type) => !(type in events));
      if (missing.length > 0) throw new Error(`no executor for ${[...new Set(missing)].join(', ')} in the plan ${plan.id}`);
      await start();
      await plan.model.testPath(run.path, { states, events });
      recordExercised(plan.id, run.keys, 'browser');
    });
  }
  void page;
}

test.describe('generated paths in the browser', () => {
  test('offer details: every path of the chart, two optionals that cannot go together, and a sent lead edited with its coupon kept, on the built app', async ({ page }) => {
    test.setTimeout(120_000);
    const offerCall = new HeldCalls();
    await page.route(`**/api/offers/${detailsOffer.id}?*`, offerCall.hold);
    // No automatic coupon: the plan's offer has none (the coupon chart's own paths walk it).
    await page.route('**/api/coupons/default/**', (route) => route.fulfill({ json: null }));

    const summary = page.getByTestId('summary');
    /** What the details page shows, read at once (compared until it matches: one round trip when it already does). */
    const readDetails = (texts: { continue: string; plate: string; back: string }) => {
      const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('button')];
      const continueButton = buttons.find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === texts.continue);
      const step = document.querySelector('[data-testid="lead-step"]');
      return {
        h1: document.querySelector('h1')?.textContent ?? null,
        period: text('summary-period'),
        coupon: document.querySelectorAll('[data-testid="summary"] [data-testid="coupon-applied"]').length,
        km: text('summary-km'),
        entrada: text('summary-entrada'),
        monthly: text('summary-monthly'),
        colour: text('summary-colour'),
        optional: text('summary-optional'),
        header: text('price-header'),
        editBanner: !!document.querySelector('[data-testid="edit-banner"]'),
        continue: continueButton ? (continueButton.disabled ? 'disabled' : 'enabled') : 'none',
        plateRequired: [...document.querySelectorAll('body *')].filter((el) => el.childElementCount === 0 && el.textContent === texts.plate).length,
        picker: document.querySelector('[data-testid="colour-picker"]')?.getAttribute('data-enabled') ?? null,
        leadStep: step ? { back: [...step.querySelectorAll('button')].some((b) => b.textContent?.trim() === texts.back), slot: !!step.querySelector('[data-testid="lead-form-slot"]') } : null,
      };
    };
    type Shown = ReturnType<typeof readDetails>;
    async function expectDetails(check: (shown: Shown) => void) {
      await expect
        .poll(async () => {
          const shown = await page.evaluate(readDetails, { continue: labels.offerDetails.continue, plate: labels.offerDetails.plateEndingRequired, back: labels.offerDetails.back });
          try {
            check(shown);
            return null;
          } catch (e) {
            return (e as Error).message;
          }
        })
        .toBeNull();
    }
    function expectSummary(shown: Shown, offer: Offer, config: DetailsConfiguration, coupon: CouponTerms | null) {
      const price = detailsPrice(offer, config, coupon);
      const colour = offer.colors.find((c) => c.colorId === config.colorId)!;
      const optional = offer.optionals.find((o) => o.optionalId === config.optionalId);
      expect({ period: shown.period, coupon: shown.coupon, km: shown.km, entrada: shown.entrada, monthly: shown.monthly, header: shown.header }).toEqual({
        period: `${config.period} meses`,
        coupon: coupon ? 1 : 0,
        km: detailsLabels.summary.kmPerMonth(config.km),
        entrada: formatBRL(price.financing.firstPayment),
        monthly: formatBRL(price.ranges[0]!.amount),
        header: formatPriceHeader(config.period, price.ranges[0]!.amount),
      });
      expect(shown.colour).toContain(titleCase(colour.name));
      expect(shown.optional).toContain(optional ? optional.name : detailsLabels.summary.none);
    }
    const radio = (name: string) => page.getByRole('radio', { name, exact: true });
    const continueButton = page.getByRole('button', { name: labels.offerDetails.continue, exact: true });

    const states: Record<string, (snap: any) => Promise<void>> = {
      loadingOffer: async () => {
        await expect(page.getByRole('status').filter({ hasText: detailsLabels.page.loading })).toBeVisible();
        await offerCall.arrived();
        await expect(summary).toHaveCount(0);
      },
      failed: async () => {
        const alert = page.getByRole('alert').filter({ hasText: 'Muitas consultas seguidas. Tente novamente em instantes.' });
        await expect(alert).toBeVisible();
        await expect(alert.getByRole('button', { name: detailsLabels.page.retry })).toBeVisible();
      },
      'ready.mergingLead': async () => {
        throw new Error('not on the visitor plan');
      },
      'ready.details': (snap) =>
        expectDetails((shown) => {
          const { offer, config, coupon } = snap.context as { offer: Offer; config: DetailsConfiguration; coupon: CouponTerms | null };
          expect(shown.h1).toBe(offerTitle(offer, 'Fiat'));
          expectSummary(shown, offer, config, coupon);
          expect(shown.editBanner).toBe(false);
          expect(shown.continue).toBe(snap.can({ type: 'details.continue' }) ? 'enabled' : 'disabled');
          expect(shown.plateRequired).toBe(plateNumberMissing(offer, config) && snap.context.continueAttempted ? 1 : 0);
          expect(shown.picker).toBe('true');
          expect(shown.leadStep).toBeNull();
        }),
      'ready.lead': (snap) =>
        expectDetails((shown) => {
          expect(shown.leadStep).toEqual({ back: true, slot: true });
          expectSummary(shown, snap.context.offer, snap.context.config, snap.context.coupon);
          expect(shown.picker).toBe('false');
          expect(shown.continue).toBe('none');
        }),
      closed: async () => {
        await expect(page.getByTestId('offer-details')).toHaveCount(0);
      },
    };

    const events: Record<string, Executor> = {
      'xstate.init': async () => undefined,
      'xstate.done.actor.loadOffer': async () => (await offerCall.next()).continue(),
      'xstate.error.actor.loadOffer': async () =>
        // A failure a retry can fix (an offer that is not there offers the showcase instead: test/e2e/not-found.spec.ts).
        // (429: the browser's client does not retry it by itself, as it does a 5xx.)
        (await offerCall.next()).fulfill({ status: 429, json: { error: { code: 'rate_limited', message: 'Muitas consultas seguidas. Tente novamente em instantes.' } } }),
      // The lead step's code arrives by itself (the browser keeps the module once loaded, so it cannot be held
      // path after path); nothing on the details step shows it. Its failure is walked in jsdom.
      'xstate.done.actor.loadLeadStep': async () => undefined,
      'offer.retry': () => page.getByRole('button', { name: detailsLabels.page.retry }).click(),
      'plan.selectPeriod': (step) => radio(`${step.event.period} Meses`).click(),
      'plan.selectKm': (step) => radio(`${detailsLabels.plans.km(step.event.km)} ${detailsLabels.plans.perMonth}`).click(),
      'plan.select': (step) => page.getByRole('button', { name: detailsLabels.comparison.chooseLabel(step.event.period, detailsLabels.plans.km(step.event.km)) }).click(),
      'colour.changed': (step) => radio(titleCase(detailsOffer.colors.find((c) => c.colorId === step.event.colorId)!.name)).click(),
      'optional.select': (step) =>
        radio(step.event.optionalId === null ? labels.offerDetails.noOptional : detailsOffer.optionals.find((o) => o.optionalId === step.event.optionalId)!.name).click(),
      'additional.toggle': (step) => page.getByRole('checkbox', { name: detailsOffer.additionalItemsList.find((a) => a.id === step.event.id)!.name }).click(),
      'plate.select': (step) => radio(`${labels.offerDetails.plateEnding} ${step.event.plateNumber}`).click(),
      'initialPayment.changed': async (step) => {
        const field = page.getByRole('textbox', { name: detailsLabels.initialPayment.inputLabel });
        await field.fill(String(step.event.amount));
      },
      'details.continue': () => continueButton.click(),
      'details.back': () => page.getByTestId('lead-step').getByRole('button', { name: labels.offerDetails.back }).click(),
      'details.close': () => page.getByRole('button', { name: detailsLabels.page.backToOffers }).click(),
      'coupon.changed': async (step) => {
        if (step.event.coupon) {
          await summary.getByLabel(labels.coupon.placeholder).fill(step.event.coupon.name.toLowerCase());
          await summary.getByLabel(labels.coupon.placeholder).press('Enter');
        } else await summary.getByRole('button', { name: leadLabels.couponRemove }).click();
      },
    };

    let first = true;
    await walk(
      page,
      offerDetailsPlan,
      async () => {
        offerCall.reset();
        // One page load; then each path starts on the details mounted again (out to another page and back).
        if (first) await page.goto(`/?offerId=${detailsOffer.id}`);
        else await remount(page, `/?offerId=${detailsOffer.id}`);
        first = false;
      },
      states,
      events,
      // Back and Forward between the steps (`address.changed`) follow the browser's own history, which a path
      // started on a remounted page does not have: navigation.spec.ts walks them in the browser, jsdom every path.
      // A price that changed while the form was filled (`lead.offerRefreshed`) needs the offer changed on the
      // server: price-change.spec.ts walks it. An entrada left above a maximum that fell is reset by the page
      // before the field hears the new bounds, and a typed one is refused: the person cannot reach it (jsdom can).
      // The CPF the lead form reports (`lead.cpfChanged`) comes from typing it: the lead form's own runs below.
      runsWhere(
        offerDetailsPlan,
        (step) =>
          step.event.type !== 'xstate.error.actor.loadLeadStep' &&
          step.event.type !== 'address.changed' &&
          step.event.type !== 'lead.offerRefreshed' &&
          step.event.type !== 'lead.cpfChanged' &&
          !(step.event.type === 'initialPayment.changed' && (step.event as { check?: string }).check === 'aboveMaximum'),
      ),
    );

    // Two optionals that cannot go together: the second replaces the first, and the page says so.
    await walk(
      page,
      offerDetailsOptionalsPlan,
      async () => {
        offerCall.reset();
        await remount(page, `/?offerId=${detailsOffer.id}`);
      },
      {
        ...states,
        'ready.details': async (snap) => {
          await states['ready.details']!(snap);
          await expect(page.getByTestId('optional-conflict')).toHaveCount(snap.context.optionalConflict ? 1 : 0);
        },
      },
      events,
    );

    // Editing a sent lead, as the signed-in customer from the 'editable' address: the lead is read (held until the
    // path answers it with the lead's terms and coupon), its coupon kept whatever the period; 'Voltar' from the lead
    // step reloads the page. The calls that find the lead are answered here (nothing written).
    const leadCall = new HeldCalls();
    const { cpf: _cpf, productLeadId: _p, mvsInformation: _m, lead: _l, mileage: _km, rentalPaymentInformation: _pay, ...proposal } = storedLead;
    await page.route('**/api/v2/timeline/rental?*', (route) => route.fulfill({ json: [proposal] }));
    await page.route(`**/api/v2/timeline/rental/*/${EDIT_LEAD_ID}?*`, leadCall.hold);
    expect((await page.request.post('/api/auth/sign-in', { data: CUSTOMER_ACCOUNT })).status()).toBe(200);
    const editAddress = `/?offerId=${detailsOffer.id}&leadId=${EDIT_LEAD_ID}&editable=true`;
    const answerLead = async (coupon: unknown) => (await leadCall.next()).fulfill({ json: { ...storedLead, lead: detailsEditedLead, coupon } });
    const updateOffer = page.getByRole('button', { name: leadUpdateLabels.updateOffer, exact: true });
    const opening = async () => {
      await expect(page.getByText(leadUpdateLabels.loadingLead)).toBeVisible();
      await expect(summary).toHaveCount(0);
    };
    const editStates: Record<string, (snap: any) => Promise<void>> = {
      loadingOffer: states.loadingOffer!,
      failed: states.failed!,
      closed: states.closed!,
      'ready.mergingLead': async (snap) => {
        await opening();
        if (snap.context.leadStep === 'running') await leadCall.arrived();
      },
      'ready.details': (snap) =>
        expectDetails((shown) => {
          expect(shown.h1).toBe(offerTitle(snap.context.offer, 'Fiat'));
          expectSummary(shown, snap.context.offer, snap.context.config, snap.context.coupon);
          expect(shown.editBanner).toBe(true);
          expect(shown.leadStep).toBeNull();
        }),
      'ready.lead': async (snap) => {
        await expect(page.getByTestId('lead-step').getByRole('heading', { name: leadUpdateLabels.stepTitle })).toBeVisible();
        await expectDetails((shown) => expectSummary(shown, snap.context.offer, snap.context.config, snap.context.coupon));
      },
    };
    const editEvents: Record<string, Executor> = {
      ...events,
      'edit.leadLoaded': (step) => answerLead(step.event.coupon),
      'details.continue': () => updateOffer.first().click(),
      // Editing, 'Voltar' reloads the page: the offer and the lead are read again, and the page is as it was.
      'details.back': async () => {
        offerCall.reset();
        leadCall.reset();
        await page.getByTestId('lead-step').getByRole('button', { name: labels.offerDetails.back }).click();
        await (await offerCall.next()).continue();
        await answerLead(detailsEditedCoupon);
        await expect(page.getByTestId('edit-banner')).toBeVisible();
      },
    };
    let loaded = false;
    const startEdit = async () => {
      offerCall.reset();
      leadCall.reset();
      // One page load (the session is read as the page loads), then the details mounted again.
      if (!loaded) await page.goto(editAddress);
      else await remount(page, editAddress);
      loaded = true;
    };
    // The coupon chart's plan of it: the lead's coupon kept, then another period.
    const couponField = summary.getByTestId('coupon-field');
    await walk(
      page,
      couponKeptPlan,
      async () => {
        await startEdit();
        await (await offerCall.next()).continue();
      },
      {
        idle: async () => {
          await opening();
          await leadCall.arrived();
        },
        kept: async (snap) => {
          await expect(couponField).toHaveAttribute('data-status', 'kept');
          await expect(couponField.getByLabel(labels.coupon.placeholder)).toBeDisabled();
          await expect(couponField.getByTestId('coupon-kept')).toHaveText(snap.context.coupon ? leadLabels.couponKept : leadLabels.couponNoneKept);
          if (snap.context.coupon) await expect(couponField.getByTestId('coupon-applied')).toContainText(leadLabels.couponApplied(snap.context.coupon.name));
          else await expect(couponField.getByTestId('coupon-applied')).toHaveCount(0);
          await expect(page.getByTestId('summary-period')).toHaveText(`${snap.context.period} meses`);
        },
      },
      {
        'xstate.init': async () => undefined,
        'coupon.keep': (step) => answerLead(step.event.coupon),
        'configuration.changed': (step) => radio(`${step.event.configuration.config.period} Meses`).click(),
      },
    );
    // The details chart's: the lead's terms merged, on to the lead step and back.
    await walk(page, offerDetailsEditPlan, startEdit, editStates, editEvents, offerDetailsEditPlan.runs.filter((run) => run.name.startsWith('ready.lead —details.back')));
  });
});

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

test.describe('generated paths in the browser: the offer list', () => {
  test('the showcase grid: first page, more, filter, location, retry and an offer opened; the card click order; the carousel; the infinite scroll', async ({ page }) => {
    test.setTimeout(120_000);
    // The page's configuration is the plan's (the grid: 3 cards of a page of 6, one 'SUV' filter, two brands; its
    // card click settings, its carousel), and it preloads no search: every search is held until the path answers it
    // with the plan's page. The plan's own site (flua.example) is this one.
    let spec: ListPlanSpec = gridSpec;
    const TIMER_MS = 60_000;
    await page.route(
      (url) => url.pathname === '/' && !url.pathname.startsWith('/api'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/(<script type="application\/json" id="flua-config">)([\s\S]*?)(<\/script>)/, (_all, open: string, json: string, close: string) => {
            const config = JSON.parse(json);
            const { input } = spec;
            const here = (url: string) => url.replace('https://flua.example', new URL(route.request().url()).origin);
            const click = input.click && {
              scrollToLegalPersonIntent: input.click.scrollToLegalPersonIntent ?? false,
              multibrandOrder: (input.click.multibrandOrder ?? []).map((m) => ({ ...m, url: here(m.url) })),
              letMeKnowLink: here(input.click.letMeKnowLink!),
              redirectLists: (input.click.redirectLists ?? []).map((r) => ({ ...r, redirectListLink: here(r.redirectListLink) })),
            };
            return `${open}${JSON.stringify({
              ...config,
              brands: input.request.brand,
              initialVisible: input.initialVisible,
              increment: input.increment,
              pageSize: input.pageSize,
              filters: input.filters ?? [],
              ...(click ? { click } : {}),
              // The slide's move, the loader and the scroll throttle last a minute here (the longest the configuration
              // takes), so that the path sees each under way; the page's clock moves them on.
              ...(input.modes?.carousel ? { carousel: { ...input.modes.carousel, transitionMs: TIMER_MS } } : {}),
              ...(input.modes?.infiniteScroll ? { infiniteScroll: { ...input.modes.infiniteScroll, delayMs: TIMER_MS, throttleMs: TIMER_MS } } : {}),
            })}${close}`;
          })
          .replace(/<script>\(function\(\)\{try\{if\(location\.pathname[\s\S]*?<\/script>/, '');
        await route.fulfill({ response, body: html });
      },
    );
    /** Each path starts with the plan's location remembered (none but on the infinite scroll's plan), before the page is left. */
    const rememberLocation = () =>
      page.evaluate(({ key, location }) => (location ? localStorage.setItem(key, JSON.stringify(location)) : localStorage.removeItem(key)), {
        key: LOCATION_STORAGE_KEY,
        location: spec.resolved.location,
      });
    const searches: Route[] = [];
    await page.route('**/api/search**', (route) => (searchOf(route.request()) ? void searches.push(route) : route.fallback()));
    /** The live search the path answers: the one for the state's filter, location and page (a reload abandons earlier ones). */
    async function search(state: any, start: number): Promise<Route> {
      const c = state.context;
      const category = c.filters.find((f: { id: string }) => f.id === c.filterId)?.categoryCode;
      const matches = (r: Route) => {
        const q = searchOf(r.request())!;
        return q.start === start && q.fq?.categoryCode === category && (q.location?.cityCode ?? null) === (c.location?.cityCode ?? null);
      };
      await expect.poll(() => searches.some(matches)).toBe(true);
      const route = searches.findLast(matches)!;
      searches.splice(0, searches.length, ...searches.filter((r) => r !== route && !matches(r)));
      return route;
    }
    const failure = { status: 400, json: { error: { code: 'bad_request', message: 'Um erro ocorreu, tente novamente' } } };

    /** What every state shows, read at once: cards, skeleton, 'VER MAIS VEÍCULOS', alert, loader, location, dealer, filter. */
    const readList = (notFound: string) => {
      const q = (sel: string) => document.querySelector<HTMLElement>(sel);
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('button')];
      return {
        cards: [...document.querySelectorAll<HTMLElement>('[data-testid="offer-card"]')].map((el) => ({
          id: el.dataset.offerId,
          name: el.querySelector('h2, h3')?.textContent,
          text: el.textContent ?? '',
        })),
        skeleton: !!q('[data-testid="offer-skeleton"]'),
        more: buttons.some((b) => b.textContent === 'VER MAIS VEÍCULOS'),
        retry: buttons.some((b) => b.closest('[role="alert"]') !== null),
        alert: [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent ?? '').join(' '),
        loader: q('[data-testid="loading-more"]')?.textContent ?? null,
        location: q('[data-testid="location-current"]')?.textContent,
        dealer: q('[data-testid="dealer-line"]')?.textContent,
        filter: q('[data-testid="offer-filter"] [aria-pressed="true"]')?.textContent,
        admin: !!q('[data-testid="admin-offer-card"]'),
        carousel: q('[data-testid="offer-carousel"]')
          ? {
              slide: Number(q('[data-testid="offer-carousel"]')!.dataset.slide),
              busy: q('[data-testid="offer-carousel"]')!.getAttribute('aria-busy'),
              shown: [...document.querySelectorAll<HTMLElement>('[data-testid="carousel-slide"]:not([aria-hidden="true"]) [data-testid="offer-card"]')].map((el) => el.dataset.offerId),
            }
          : null,
        details: !!q('[data-testid="offer-details"]'),
        notFound: (document.querySelector('main') ?? document.body).textContent?.includes(notFound) ?? false,
      };
    };
    const list = () => page.evaluate(readList, labels.showcase.notFound);
    /** Where a card click took the page (a redirect within the site): the list is no longer there. */
    let leftFor: RegExp | null = null;
    async function expectList(snap: any, own: (shown: Awaited<ReturnType<typeof list>>) => void) {
      const c = snap.context;
      if (leftFor !== null) return expect(page).toHaveURL(leftFor);
      await expect
        .poll(async () => {
          const shown = await list();
          try {
            // An offer opened: its details page shows in place of the list (which keeps its state for the way back).
            expect(shown.details).toBe(c.openOfferId !== null);
            if (c.openOfferId !== null) return null;
            // (The location remembered is resolved at once, with no call: the page shows it while the chart resolves it.)
            const location = c.location ?? (snap.matches('resolvingLocation') ? spec.resolved.location : null);
            expect(shown.location).toBe(location ? showcaseLabels.location.current(location.cityName, location.stateCode) : showcaseLabels.location.none);
            expect(shown.dealer).toContain(labels.showcase.noDealer);
            // (No filter configured: none shows.)
            expect(shown.filter).toBe(c.filters.length === 0 ? undefined : c.filterId ? c.filters.find((f: { id: string }) => f.id === c.filterId)?.categoryName : showcaseLabels.list.filterAll);
            expect(shown.admin).toBe(false);
            own(shown);
            return null;
          } catch (e) {
            return (e as Error).message;
          }
        })
        .toBeNull();
    }
    const states: Record<string, (snap: any) => Promise<void>> = {
      // Resolving a location the address does not name takes no call: the skeleton shows until the first page.
      resolvingLocation: (snap) => expectList(snap, (shown) => expect([shown.skeleton, shown.cards.length]).toEqual([true, 0])),
      loadingOffers: (snap) => expectList(snap, (shown) => expect([shown.skeleton, shown.more]).toEqual([true, false])),
      ready: (snap) =>
        expectList(snap, (shown) => {
          const c = snap.context;
          if (layoutOf(c) === 'carousel') {
            // The slide shown, its cards, and whether it is moving.
            const per = selectPerSlide(snap);
            expect(shown.carousel).toEqual({
              slide: c.slideIndex,
              busy: String(snap.matches({ ready: { slides: 'sliding' } })),
              shown: c.offers.slice(c.slideIndex * per, c.slideIndex * per + per).map((o: any) => o.id),
            });
            expect(shown.skeleton).toBe(false);
            if (c.errorMessage) expect(shown.alert).toContain(c.errorMessage);
            return;
          }
          expect(layoutOf(c)).toBe(spec === scrollSpec ? 'scroll' : 'grid');
          const expected = c.offers.slice(0, c.visibleCount);
          expect(shown.cards.map((card) => card.id)).toEqual(expected.map((o: any) => o.id));
          shown.cards.forEach((card, i) => {
            expect(card.name).toBe(expected[i].modelShortName);
            // (A sold-out offer's card, or one that leads to the brand's page, shows no price.)
            if (cardShowsPrice(expected[i], cardExit(expected[i], c.click))) expect(card.text).toContain(formatBRL(expected[i].price.monthly));
          });
          expect(shown.more).toBe(snap.can({ type: 'offers.loadMore' }));
          expect(shown.skeleton).toBe(false);
          // A page that failed to load says so; the list stays.
          if (c.errorMessage) expect(shown.alert).toContain(c.errorMessage);
          else expect(shown.alert).toBe('');
          if (snap.matches({ ready: { more: 'fetchingMore' } }) || snap.matches({ ready: { more: 'loadingMore' } })) {
            expect(shown.loader).toContain(showcaseLabels.list.loadingMore);
            expect(shown.more).toBe(false);
          } else expect(shown.loader).toBeNull();
        }),
      'ready.more.idle': async () => undefined,
      'ready.more.loadingMore': async () => undefined,
      'ready.more.fetchingMore': async () => undefined,
      'ready.more.throttled': async () => undefined,
      'ready.slides.idle': async () => undefined,
      'ready.slides.sliding': async () => undefined,
      empty: (snap) => expectList(snap, (shown) => expect([shown.cards.length, shown.notFound, shown.skeleton]).toEqual([0, true, false])),
      failed: (snap) =>
        expectList(snap, (shown) => {
          expect(shown.alert).toContain('Um erro ocorreu, tente novamente');
          expect(shown.retry).toBe(true);
        }),
    };
    const filters = page.getByTestId('offer-filter');
    const box = page.getByTestId('location');
    const events: Record<string, Executor> = {
      'xstate.init': async () => undefined,
      // The address names no dealer: the location resolves at once, with no call.
      'xstate.done.actor.resolveLocation': async () => undefined,
      'xstate.done.actor.searchOffers': async (step) => (await search(step.state, 0)).fulfill({ json: step.event.output }),
      'xstate.error.actor.searchOffers': async (step) => (await search(step.state, 0)).fulfill(failure),
      'xstate.done.actor.fetchMore': async (step) => (await search(step.state, step.state.context.fetched - step.event.output.hits.hit.length)).fulfill({ json: step.event.output }),
      'xstate.error.actor.fetchMore': async (step) => (await search(step.state, step.state.context.fetched)).fulfill(failure),
      'offers.loadMore': () => page.getByRole('button', { name: labels.showcase.showMore }).click(),
      'offers.retry': () => page.getByRole('alert').getByRole('button', { name: labels.showcase.retry }).click(),
      'offers.filter': (step) =>
        filters
          .getByRole('button', {
            name: step.event.filterId ? step.state.context.filters.find((f: { id: string }) => f.id === step.event.filterId)?.categoryName : showcaseLabels.list.filterAll,
            exact: true,
          })
          .click(),
      'location.changed': async (step) => {
        const { stateCode, cityCode } = step.event.location;
        await box.getByRole('button', { name: new RegExp(`${showcaseLabels.location.choose}|${showcaseLabels.location.change}`) }).click();
        await box.getByRole('combobox', { name: showcaseLabels.location.state }).selectOption(stateCode);
        await box.getByRole('combobox', { name: showcaseLabels.location.city }).selectOption(cityCode);
        await box.getByRole('button', { name: showcaseLabels.location.confirm }).click();
        await expect(box.getByRole('combobox')).toHaveCount(0);
      },
      'offer.select': async (step) => {
        const button = page.locator(`[data-testid="offer-card"][data-offer-id="${step.event.offerId}"]`).getByTestId('card-details-button');
        if (spec === intentSpec) {
          // The legal-person intent form comes first: the click asks the page to bring it into view (the page's hub
          // hears it, as showcase-modes.spec.ts checks), and nothing opens.
          await page.evaluate((name) => {
            const w = window as unknown as { intents: number };
            w.intents = 0;
            window.addEventListener(name, () => w.intents++);
          }, HUB_EVENTS.scrollToIntent);
          await button.click();
          await expect.poll(() => page.evaluate(() => (window as unknown as { intents: number }).intents)).toBe(1);
          return expect(page).not.toHaveURL(/offerId=/);
        }
        if ((await button.getAttribute('target')) === '_blank') {
          // A card leaving the site is a link opening the other site in a new tab; the page stays.
          const href = (await button.getAttribute('href'))!;
          const [tab] = await Promise.all([page.waitForEvent('popup'), button.click()]);
          await expect(tab).toHaveURL(href);
          return tab.close();
        }
        const redirect = spec === clickHereSpec ? REDIRECTED_TO[step.event.offerId] : undefined;
        if (redirect) {
          // A redirect within the site: the page goes there (a brand's list with the offer's parameters).
          leftFor = new RegExp(`^${new URL(redirect, page.url()).href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
          await button.click();
          return expect(page).toHaveURL(leftFor);
        }
        await button.click();
        // The offer's details open over the list (the address names it).
        await expect(page).toHaveURL(new RegExp(`offerId=${step.event.offerId}`));
        await expect(page.getByTestId('offer-details')).toBeVisible();
      },
    };
    Object.assign(events, {
      'carousel.next': () => page.getByRole('button', { name: showcaseLabels.list.nextSlide }).click(),
      'carousel.previous': () => page.getByRole('button', { name: showcaseLabels.list.previousSlide }).click(),
      'carousel.goTo': (step: Step) => page.getByRole('button', { name: showcaseLabels.list.goToSlide(step.event.index + 1) }).click(),
      // The page's clock moves the slide on (installed for the carousel's page).
      'xstate.after.slideTransition.offerList.ready.slides.sliding': () => page.clock.runFor(TIMER_MS),
      'viewport.changed': (step: Step) => page.setViewportSize(step.event.viewport === 'mobile' ? PHONE : DESKTOP),
      // The infinite scroll: down to the list's end, or a little from the top (far from it).
      'offers.scrolled': (step: Step) =>
        page.evaluate((toEnd) => window.scrollTo(0, toEnd ? document.documentElement.scrollHeight : window.scrollY + 1), step.event.distanceToEnd === 0),
      'xstate.after.loaderDelay.offerList.ready.more.loadingMore': () => page.clock.runFor(TIMER_MS),
      'xstate.after.scrollThrottle.offerList.ready.more.throttled': () => page.clock.runFor(TIMER_MS),
    } satisfies Record<string, Executor>);
    // The paths a browser walks: no session change from elsewhere, no dealer to look up (the address names none),
    // nothing done while the location resolves (it takes no time).
    let first = true;
    const runs = runsWhere(offerListPlan, (step, i, before) => {
      const type = step.event.type;
      if (type.startsWith('session.') || type === 'xstate.error.actor.resolveLocation') return false;
      return i === 0 || !before.matches('resolvingLocation') || type === 'xstate.done.actor.resolveLocation';
    });
    await walk(
      page,
      offerListPlan,
      async () => {
        searches.length = 0;
        // One page load; then each path starts on the list mounted again, with no location chosen.
        if (first) await page.goto('/');
        else {
          await rememberLocation();
          await remount(page, '/');
        }
        first = false;
      },
      states,
      events,
      runs,
    );

    // The card click order (one page load each: the settings are the page's): links to other sites, redirects
    // within this one, the legal-person intent form first; then the carousel, arrows, bullets and the phone's
    // one card a slide. Only the paths that add a transition of the chart the grid's do not take.
    const DESKTOP = page.viewportSize()!;
    const PHONE = { width: 390, height: 844 };
    const REDIRECTED_TO: Record<string, string> = {
      [clickOffers[1]!.id]: CLICK_HERE_SETTINGS.multibrandOrder[0]!.url,
      [clickOffers[2]!.id]: new URL(CLICK_HERE_SETTINGS.letMeKnowLink).pathname,
      [clickOffers[3]!.id]: CLICK_HERE_SETTINGS.redirectLists[0]!.redirectListLink,
    };
    await page.context().route(/^https:\/\/www\.(fiat|jeep)\.com\.br\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>outro site</title>' }));
    const runsNamed = (plan: ChartPlan, ...names: string[]) => plan.runs.filter((run) => names.some((name) => run.name.startsWith(name)));
    const planOf = (of: ListPlanSpec) => offerListPlans[listSpecs.indexOf(of)]!;
    const [clickPlan, clickHerePlan, intentPlan, carouselPlan, scrollPlan] = [clickSpec, clickHereSpec, intentSpec, carouselSpec, scrollSpec].map(planOf);
    for (const [planSpec, plan, chosen] of [
      [clickSpec, clickPlan, runsNamed(clickPlan!, 'ready.more.idle+ready.slides.idle —offer.select #1', 'ready.more.idle+ready.slides.idle —offer.select #2')],
      [clickHereSpec, clickHerePlan, runsNamed(clickHerePlan!, ...[3, 4, 5].map((n) => `ready.more.idle+ready.slides.idle —offer.select #${n}`))],
      [intentSpec, intentPlan, runsNamed(intentPlan!, 'ready.more.idle+ready.slides.idle —offer.select')],
      [carouselSpec, carouselPlan, runsNamed(carouselPlan!, 'ready.more.fetchingMore+ready.slides.idle —carousel.previous', 'ready.more.idle+ready.slides.idle —carousel.goTo')],
      [
        scrollSpec,
        scrollPlan,
        runsNamed(scrollPlan!, 'ready.more.loadingMore+ready.slides.idle —xstate.after.loaderDelay', 'ready.more.throttled+ready.slides.idle —xstate.after.scrollThrottle'),
      ],
    ] as const) {
      spec = planSpec;
      // The carousel's slide and the infinite scroll's loader and throttle move on the page's clock.
      if (spec === carouselSpec) await page.clock.install();
      let load = true;
      await walk(
        page,
        plan!,
        async () => {
          searches.length = 0;
          await page.setViewportSize(spec.input.viewport === 'mobile' ? PHONE : DESKTOP);
          await rememberLocation();
          if (load || leftFor !== null) await page.goto('/');
          else await remount(page, '/');
          load = false;
          leftFor = null;
        },
        states,
        events,
        chosen,
      );
    }
  });
});

test.describe('generated paths in the browser: the admin offer card', () => {
  test('a saved offer: publish, unpublish, save, delete and their failures; an archived one published or deleted, on the manager page', async ({ page }) => {
    test.setTimeout(120_000);
    const t = labels.offerAdmin;
    const offerId = savedOffer.id;
    // The card's calls are held and answered with the path's outcome (never written: the worker's database serves
    // the other specs); the list answers with the offer as the card holds it, so a re-read changes nothing.
    let listed: ManagedOffer = savedOffer;
    const held = { publishOffer: new HeldCalls(), unpublishOffer: new HeldCalls(), removeOffer: new HeldCalls(), saveOffer: new HeldCalls() };
    await page.route(
      (url) => url.pathname === '/api/admin/offers',
      (route) => route.fulfill({ json: { offers: [listed] } }),
    );
    await page.route(`**/api/offers/${offerId}/publish`, held.publishOffer.hold);
    await page.route(`**/api/offers/${offerId}/unpublish`, held.unpublishOffer.hold);
    await page.route(`**/api/offers/${offerId}`, (route) => (route.request().method() === 'DELETE' ? held.removeOffer.hold(route) : route.request().method() === 'PUT' ? held.saveOffer.hold(route) : route.fallback()));
    expect((await page.request.post('/api/auth/sign-in', { data: ADMIN_ACCOUNT })).status()).toBe(200);

    const card = page.locator(`[data-testid="admin-offer"][data-offer-id="${offerId}"]`);
    const dialog = page.getByRole('alertdialog');
    // The toast shows in the page's toast viewport, outside the card.
    const toast = page.getByTestId('admin-toast');
    const EVENT_OF: Partial<Record<OfferAction, { type: string }>> = {
      publish: { type: 'offer.publish' },
      unpublish: { type: 'offer.unpublish' },
      save: { type: 'offer.save' },
      remove: { type: 'offer.askRemove' },
    };
    /**
     * What every state shows: the status label, the matrix's buttons (enabled as the chart says, links where they
     * go), the popup and the toast; read from the page at once and compared until they match (one round trip when
     * the page is already there).
     */
    const readCard = (id: string) => {
      const card = document.querySelector<HTMLElement>(`[data-testid="admin-offer"][data-offer-id="${id}"]`);
      const group = card?.querySelector<HTMLElement>('[role="group"]');
      const dialog = document.querySelector<HTMLElement>('[role="alertdialog"]');
      const toast = document.querySelector<HTMLElement>('[data-testid="admin-toast"]');
      return {
        state: card?.dataset.state,
        status: card?.querySelector('[data-testid="offer-status"]')?.textContent,
        group: group?.getAttribute('aria-label'),
        controls: [...(group?.querySelectorAll<HTMLElement>('[data-action]') ?? [])].map((c) => ({
          action: c.dataset.action,
          name: c.getAttribute('aria-label') ?? c.textContent,
          text: c.textContent,
          ...(c instanceof HTMLButtonElement ? { disabled: c.disabled } : { href: c.getAttribute('href') }),
        })),
        dialog: dialog ? { title: dialog.querySelector('h2')?.textContent, text: dialog.querySelector('p')?.textContent } : null,
        toast: toast?.querySelector('[data-radix-toast-announce-exclude], div')?.textContent ?? toast?.textContent ?? null,
      };
    };
    async function expectCard(snap: any) {
      const offer = snap.context.offer as ManagedOffer;
      const shown = allowedOfferActions(offer, { onAdminPage: true });
      const expected = {
        state: String(snap.value),
        status: OFFER_STATUS_LABELS[offerStatus(offer)],
        group: managerLabels.actionsOf(`${labels.brandNames[offer.brand]} ${offer.modelShortName} ${offer.versionName} ${offer.offer.modelYear}`),
        controls: shown.map((action) => {
          const event = EVENT_OF[action];
          return {
            action,
            name: OFFER_ACTION_LABELS[action],
            // The label hides at three or more buttons; the accessible name stays.
            text: shown.length >= 3 ? '' : OFFER_ACTION_LABELS[action],
            ...(event ? { disabled: !snap.can(event) } : { href: action === 'view' ? previewPath(offer.id) : editorPath(offer.id) }),
          };
        }),
        dialog: snap.matches('confirmingRemoval') ? { title: t.deleteConfirm.title, text: t.deleteConfirm.text } : null,
        toast: snap.context.toast ? expect.stringContaining(snap.context.toast.text) : null,
      };
      await expect.poll(() => page.evaluate(readCard, offerId)).toEqual(expected);
    }
    const status = (label: string) => async (snap: any) => {
      await expectCard(snap);
      expect(OFFER_STATUS_LABELS[offerStatus(snap.context.offer)]).toBe(label);
    };
    const pending = (id: keyof typeof held) => async (snap: any) => {
      await expectCard(snap);
      await held[id].arrived();
    };
    const states: Record<string, (snap: any) => Promise<void>> = {
      new: status('Oferta Não Salva'),
      saved: status('Oferta Salva'),
      published: status('Oferta Publicada'),
      archived: status('Oferta Arquivada'),
      removed: async (snap) => {
        await status('Oferta Excluída')(snap);
        // No publish and no delete on a removed offer.
        expect(allowedOfferActions(snap.context.offer, { onAdminPage: true })).not.toContain('publish');
        expect(allowedOfferActions(snap.context.offer, { onAdminPage: true })).not.toContain('remove');
      },
      confirmingRemoval: expectCard,
      publishing: pending('publishOffer'),
      unpublishing: pending('unpublishOffer'),
      removing: pending('removeOffer'),
      saving: pending('saveOffer'),
    };
    const failure = { status: 400, json: { error: { code: 'invalid_offer', message: 'Oferta inválida.' } } };
    const settle = (id: keyof typeof held) => ({
      [`xstate.done.actor.${id}`]: async (step: Step) => {
        const output = step.event.output as ManagedOffer;
        listed = step.state.context.offer;
        const route = await held[id].next();
        // 'Salvar' answers the stored offer in full (its draft read back by the card from the real server).
        if (id === 'saveOffer') {
          const detail = await (await page.request.get(`/api/admin/offers/${offerId}`)).json();
          const flags = { released: listed.released, removed: listed.removed, archived: listed.archived };
          await route.fulfill({ json: { ...detail, ...flags, offer: { ...detail.offer, ...flags } } });
        } else await route.fulfill({ json: output });
      },
      [`xstate.error.actor.${id}`]: async () => (await held[id].next()).fulfill(failure),
    });
    const click = (name: string) => () => card.getByRole('button', { name, exact: true }).click();
    const events: Record<string, Executor> = {
      'xstate.init': async () => undefined,
      'offer.publish': click(t.actions.publish),
      'offer.unpublish': click(t.actions.unpublish),
      'offer.save': click(t.actions.save),
      'offer.askRemove': click(t.actions.remove),
      'offer.confirmRemove': () => dialog.getByRole('button', { name: t.deleteConfirm.confirm }).click(),
      'offer.cancelRemove': () => dialog.getByRole('button', { name: t.deleteConfirm.cancel }).click(),
      'offer.dismissToast': () => toast.getByRole('button', { name: managerLabels.closeToast }).click(),
      ...settle('publishOffer'),
      ...settle('unpublishOffer'),
      ...settle('removeOffer'),
      ...settle('saveOffer'),
    };

    // One page load; each path starts on a fresh grid, mounted again by leaving it for the new offer's editor and coming back.
    await page.goto(MANAGER_PATH);
    let first = true;
    // The same offer, saved or archived: the list answers it as the plan starts it.
    for (const [plan, offer, state] of [
      [adminCardSavedPlan, savedOffer, 'saved'],
      [adminCardArchivedPlan, archivedOffer, 'archived'],
    ] as const) {
      await walk(
        page,
        plan,
        async () => {
          listed = offer;
          Object.values(held).forEach((h) => h.reset());
          if (!first) {
            await page.evaluate((hash) => (window.location.hash = hash), editorHash(NEW_OFFER_ID));
            await expect(card).toHaveCount(0);
            await page.goBack();
          }
          first = false;
          await expect(card).toHaveAttribute('data-state', state);
        },
        states,
        events,
      );
    }
  });
});

test.describe('generated paths in the browser: the lead form', () => {
  test('a natural person: refused, sent, failed and retried with the same Idempotency-Key; with a test drive, in the new layout, and put in the cart', async ({ page }) => {
    // Three plans (two of some forty paths each): about 30 s on an idle 2-core machine, minutes beside the type check and lint.
    test.setTimeout(240_000);
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
    let newLayout = false;
    let testDrive = false;
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

    for (const [plan, demo] of [
      [leadTestDrivePlan, 'testDrive'],
      [leadNewLayoutPlan, 'newLayout'],
      [leadCartPlan, 'cart'],
    ] as const) {
      newLayout = demo === 'newLayout';
      testDrive = demo === 'testDrive';
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
    }
    // The retry after a failure was walked (and sent the failed lead's key).
    expect(retried).toBeGreaterThan(0);
  });
});

test('the built bundle holds nothing of the Stately inspector', () => {
  const assets = join(process.cwd(), 'dist', 'assets');
  const files = readdirSync(assets).filter((f) => /\.(js|mjs|css)$/.test(f));
  expect(files.length).toBeGreaterThan(0);
  const leaking = files.filter((f) => /statelyai|stately\.ai\/inspect|createBrowserInspector|dev-inspector/.test(readFileSync(join(assets, f), 'utf8')));
  expect(leaking).toEqual([]);
});
