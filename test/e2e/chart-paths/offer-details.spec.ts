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
import { titleCase } from '../../../models/common/title-case';
import { detailsLabels } from '../../../models/labels/details';
import { leadLabels } from '../../../models/labels/lead';
import { labels } from '../../../models/labels/spec';
import { formatBRL, formatPriceHeader } from '../../../models/common/money';
import type { Offer } from '../../../models/offer/offer';
import { detailsPrice, offerTitle, plateNumberMissing, type DetailsConfiguration } from '../../../models/pricing/offer-details';
import type { CouponTerms } from '../../../models/pricing/pricing';
import { runsWhere } from '../../support/chart-paths';
import { detailsEditedCoupon, detailsEditedLead, detailsOffer, offerDetailsEditPlan, offerDetailsOptionalsPlan, offerDetailsPlan } from '../../machines/offer-details.paths';
import { EDIT_LEAD_ID, storedLead } from '../../machines/lead-update.paths';
import { leadUpdateLabels } from '../../../models/labels/lead-update';
import { couponKeptPlan } from '../../machines/coupon.paths';
import { HeldCalls, remount, walk, type Executor } from './walk';

const CUSTOMER_ACCOUNT = { email: 'joao@flua.example', password: 'Flua@Cliente2' };

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
