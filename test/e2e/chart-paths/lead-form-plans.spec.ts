/**
 * Generated paths in a real browser: the lead form's other configurations
 * (the classic form with a coupon, the company form and the session, a price
 * that changed, a B2E offer, a seller's link), in Debian's Chromium against
 * the built app and the real server, with the jsdom tests' state assertions
 * written for the page. Only the runs that take what lead-form.spec.ts does
 * not: the chart transitions its three plans (test drive, new layout, cart)
 * leave, each taken by the fewest runs of these plans (`runsFiring`).
 *
 * Each call whose outcome a path decides is held by `page.route` until the
 * path's step settles it, answered with the step's output in the API's shape
 * (or, for an error, the API's pt-BR error envelope with what the chart tells
 * the person): the lead, the coupon's availability and its count, the
 * employee check (and the documents' upload it leads to), the offer read
 * again, the session. Nothing is written: the worker's database serves the
 * other specs. The offer has no automatic coupon here: the lead chart holds
 * a coupon only when a path applies one in the summary.
 */
import type { Route } from '@playwright/test';
import { match } from 'ts-pattern';
import { expect, test, type Page } from '../fixtures';
import { detailsLabels } from '../../../models/labels/details';
import { leadLabels } from '../../../models/labels/lead';
import { labels } from '../../../models/labels/spec';
import { commonLabels } from '../../../models/labels/common';
import { formatBRL } from '../../../models/common/money';
import { LOCATION_STORAGE_KEY } from '../../../models/dealer/location';
import { STORAGE_KEYS } from '../../../models/app/storage';
import { UPLOAD_GRANT_PATH, UPLOAD_GRANT_TTL_MS } from '../../../models/documents/files';
import { leadMonthlyPrice } from '../../../models/lead/lead-form';
import { proposalCodeOf } from '../../../models/lead/lead-status';
import { SELLER_PATHS } from '../../../models/app/pages';
import { offerAddress, refusalMessage } from '../../../models/showcase/api';
import type { B2eCheckOutput } from '../../../machines/b2e-check/b2e-check.machine';
import { firedTransitions } from '../../support/chart-coverage';
import { runsFiring, type ChartPlan, type ChartRun } from '../../support/chart-paths';
import { b2eOffer, leadOffer } from '../../support/lead-fixtures';
import {
  SP_LOCATION,
  leadB2ePlan,
  leadCartPlan,
  leadClassicPlan,
  leadNewLayoutPlan,
  leadPartnerPlan,
  leadPriceChangedPlan,
  leadSellerPlan,
  leadTestDrivePlan,
  pdfFile,
  PARTNER_LINK,
  sellerInput,
} from '../../machines/lead-submission.paths';
import { PARTNERSHIP_DECRYPT_PATH } from '../../../models/lead/partnership';
import { leadSubmissionBrowserReasons } from '../../machines/lead-submission.browser';
import { HeldCalls, remount, walk, type Executor, type Step } from './walk';

// What lead-form.spec.ts walks (every run of its three plans), and what no browser run can take (the reasons file).
const walkedElsewhere = firedTransitions([leadTestDrivePlan, leadNewLayoutPlan, leadCartPlan]);
const excused = leadSubmissionBrowserReasons.reasons;
const [classicRuns, priceChangedRuns, b2eRuns, sellerRuns, partnerRuns] = runsFiring(
  [leadClassicPlan, leadPriceChangedPlan, leadB2ePlan, leadSellerPlan, leadPartnerPlan],
  (transition) => !walkedElsewhere.has(transition) && !(transition in excused),
  // The B2E check chart ends every failure of its calls in its own failed state: it never errors (the reasons file).
  (step) => step.event.type !== 'xstate.error.actor.b2eCheck',
) as [ChartRun[], ChartRun[], ChartRun[], ChartRun[], ChartRun[]];

const signsIn = (run: ChartRun) => run.path.steps.some((step) => step.event.type === 'lead.setUser');
/** The runs that sign in go last: each loads the page with its session call held, and the one after it loads it again. */
const visitorsFirst = (runs: ChartRun[]) => [...runs.filter((run) => !signsIn(run)), ...runs.filter(signsIn)];

/** The API's refusal for an actor's error: its code and fields, and what the chart tells the person of it. */
function refusal(error: unknown) {
  const e = error as { code?: unknown; fields?: Record<string, string> } | null;
  const code = typeof e?.code === 'string' ? e.code : 'bad_request';
  // A 4xx (a 5xx the client retries with backoff: seconds of waiting for the same outcome).
  return { status: 400, json: { error: { code, message: refusalMessage(error, labels.leadForm.failureMessage), ...(e?.fields ? { fields: e.fields } : {}) } } };
}

/** An uploaded document as the upload answers it, from the address the lead carries (`/api/v1/file/download/{service}/{id}?…`). */
function uploadedFileOf(url: string) {
  const [service, id] = new URL(url, 'http://localhost').pathname.split('/').slice(-2);
  return { id: id!, service: service! };
}

/** A page of the seller's desk, or the sign-in on the way to it (a seller's link needs no session: this page has none). */
const desk = (path: string) => (url: URL) => url.pathname === path || url.searchParams.get('redirect') === path;

/** The page of one configuration of the lead form, its held calls, its state assertions and a person's executors. */
async function leadFormPage(page: Page) {
  const leadCall = new HeldCalls();
  const couponCheck = new HeldCalls();
  const couponCount = new HeldCalls();
  const employeeCheck = new HeldCalls();
  const offerCall = new HeldCalls();
  const sessionCall = new HeldCalls();
  const isPost = (route: Route) => route.request().method() === 'POST';
  await page.route('**/api/v2/lead', (route) => (isPost(route) ? leadCall.hold(route) : route.fallback()));
  await page.route('**/api/coupons/availability/**', couponCheck.hold);
  await page.route('**/api/coupons/count?*', (route) => (isPost(route) ? couponCount.hold(route) : route.fallback()));
  await page.route('**/api/employee/validate', employeeCheck.hold);
  // No automatic coupon: the chart's coupon is the one a path applies.
  await page.route('**/api/coupons/default/**', (route) => route.fulfill({ json: null }));
  // The documents a verified employee's check uploads, as the step's output names them.
  let uploaded: string[] = [];
  await page.route(`**${UPLOAD_GRANT_PATH}`, (route) => route.fulfill({ json: { grant: 'e2e-upload-grant', expiresAt: new Date(Date.now() + UPLOAD_GRANT_TTL_MS).toISOString() } }));
  await page.route('**/api/file/upload-bulk', (route) => route.fulfill({ json: uploaded.map(uploadedFileOf) }));
  // The offer read again ('Atualizar valor'), held only then; the session, held only on a page that signs in.
  let holdOffer = false;
  await page.route((url) => `${url.pathname}${url.search}` === offerAddress(leadOffer.id), (route) => (holdOffer ? offerCall.hold(route) : route.fallback()));
  let holdSession = false;
  await page.route('**/api/auth/session', (route) => (holdSession ? sessionCall.hold(route) : route.fallback()));
  await page.addInitScript(({ key, location }) => window.localStorage.setItem(key, JSON.stringify(location)), { key: LOCATION_STORAGE_KEY, location: SP_LOCATION });

  const form = page.getByRole('form');
  const f = leadLabels.fields;
  const FIELD_LABEL: Record<string, string> = {
    fullName: f.fullName,
    email: f.email,
    cpf: f.cpf,
    mobilePhone: f.mobilePhone,
    companyName: f.companyName,
    contactName: f.contactName,
    cnpj: f.cnpj,
    phone: f.phone,
    sapId: f.sapId,
    employeeCpf: f.employeeCpf,
  };
  const OPT_IN_LABEL: Record<string, string> = { whatsappOptIn: labels.leadForm.optIns.whatsapp, emailOptIn: labels.leadForm.optIns.email, smsPhoneOptIn: labels.leadForm.optIns.smsPhone };
  const textbox = (field: string) => form.getByRole('textbox', { name: FIELD_LABEL[field], exact: true });
  const optIns = form.getByRole('group', { name: f.optIns });
  const preferred = form.getByRole('group', { name: f.preferredContacts });
  const rememberBox = form.getByTestId('lead-remember').getByRole('checkbox', { name: leadLabels.remember.label });
  const radio = (name: string) => form.getByRole('radio', { name, exact: true });
  const submit = form.getByRole('button', { name: labels.leadForm.submit, exact: true });
  const submitting = page.getByTestId('lead-submitting');
  const failure = page.getByTestId('lead-failure');
  const priceChanged = page.getByTestId('lead-price-changed');
  const success = page.getByTestId('lead-success');
  const sellerSuccess = page.getByTestId('lead-seller-success');
  const summary = page.getByTestId('summary');
  const continueButton = page.getByRole('button', { name: labels.offerDetails.continue, exact: true });

  /** The form as the chart holds it: the person's (or company's) fields, the B2E part, the choices, and the plan in the summary. */
  async function expectForm(snap: any) {
    const { values: v, settings, documents, config } = snap.context;
    const company = v.personType === 'legalPerson';
    const fields = [
      ...(company ? ['companyName', 'contactName', 'email', 'cnpj', 'phone'] : ['fullName', 'email', 'cpf', 'mobilePhone']),
      ...(settings.b2e ? ['sapId', ...(v.b2eKind === 'RELATIVE' ? ['employeeCpf'] : [])] : []),
    ];
    await Promise.all([
      ...fields.map((field) => expect(textbox(field)).toHaveValue(v[field])),
      ...Object.entries(OPT_IN_LABEL).map(([field, name]) => expect(optIns.getByRole('checkbox', { name, exact: true })).toHaveAttribute('aria-checked', String(v[field]))),
      expect(summary.getByTestId('summary-period')).toHaveText(detailsLabels.summary.months(config.period)),
      expect(summary.getByTestId('summary-km')).toHaveText(detailsLabels.summary.kmPerMonth(config.km)),
    ]);
    if (snap.context.remember) await expect(rememberBox).toHaveAttribute('aria-checked', 'true');
    else if ((await rememberBox.count()) > 0) await expect(rememberBox).toHaveAttribute('aria-checked', 'false');
    if (settings.preferredContactEnabled) {
      for (const method of ['whatsapp', 'email'] as const) {
        await expect(preferred.getByRole('checkbox', { name: f.preferredContactOptions[method], exact: true })).toHaveAttribute('aria-checked', String(v.preferredContacts.includes(method)));
      }
    } else await expect(preferred).toHaveCount(0);
    if (settings.b2e) {
      await expect(radio(labels.leadForm.b2e.relative)).toHaveAttribute('aria-checked', String(v.b2eKind === 'RELATIVE'));
      const list = form.getByRole('list', { name: f.documentsList });
      if (documents.length > 0) await expect(list.getByRole('listitem')).toHaveCount(documents.length);
      else await expect(list).toHaveCount(0);
    } else {
      await expect(radio(labels.leadForm.legalPerson)).toHaveAttribute('aria-checked', String(company));
      if (company) await expect(radio(labels.leadForm.yes)).toHaveAttribute('aria-checked', String(v.cnpjOverTwoYears === 'yes'));
    }
  }
  const editing = async (snap: any) => {
    await expectForm(snap);
    await expect(submit).toBeEnabled();
    await expect(submitting).toHaveCount(0);
    await expect(priceChanged).toHaveCount(0);
  };
  const isSubmitting = (call: HeldCalls) => async () => {
    await expect(submitting).toHaveText(leadLabels.submitting);
    await expect(submit).toBeDisabled();
    await call.arrived();
  };
  const successModal = async (snap: any) => {
    const code = success.or(sellerSuccess).getByTestId('lead-proposal-code');
    if (snap.context.sellerId) {
      // The seller's modal (spec 001 §2): back to the lead on the desk, or close; no way to the customer's proposals.
      await expect(sellerSuccess.getByRole('heading', { name: leadLabels.result.seller.title })).toBeVisible();
      await expect(sellerSuccess).toContainText(snap.context.answer.sellerId ? leadLabels.result.seller.attributed : leadLabels.result.seller.unattributed);
      await expect(sellerSuccess.getByRole('button', { name: leadLabels.result.seller.back })).toBeVisible();
      await expect(sellerSuccess.getByRole('button', { name: labels.resultModal.toProposals })).toHaveCount(0);
      await expect(success).toHaveCount(0);
    } else {
      await expect(success.getByRole('heading', { name: labels.leadForm.successMessage })).toBeVisible();
      await expect(success.getByRole('button', { name: labels.resultModal.ok })).toBeVisible();
      await expect(success.getByRole('button', { name: labels.resultModal.toProposals })).toBeEnabled();
    }
    await expect(code).toContainText(proposalCodeOf(snap.context.answer.id));
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
    'editing.couponLimited': async (snap) => {
      await editing(snap);
      await expect(page.getByTestId('lead-coupon-limited')).toHaveText(snap.context.couponLimitMessage);
    },
    'editing.employeeInvalid': async (snap) => {
      await editing(snap);
      await expect(page.getByTestId('lead-employee-invalid')).toHaveText(snap.context.errorMessage);
    },
    // The offer's price changed: the form as typed, the server's message, and the button that takes the new price.
    'editing.priceChanged': async (snap) => {
      await expectForm(snap);
      await expect(priceChanged).toContainText(snap.context.errorMessage);
      await expect(priceChanged).toContainText(leadLabels.priceChanged.kept);
      await expect(priceChanged.getByRole('button', { name: leadLabels.priceChanged.refresh })).toBeEnabled();
      await expect(failure).toHaveCount(0);
    },
    refreshingPrice: async (snap) => {
      await expectForm(snap);
      await expect(priceChanged.getByRole('button', { name: leadLabels.priceChanged.refreshing })).toBeDisabled();
      await offerCall.arrived();
    },
    'editing.priceRefreshed': async (snap) => {
      await editing(snap);
      await expect(page.getByTestId('lead-price-refreshed')).toHaveText(leadLabels.priceChanged.refreshed(formatBRL(leadMonthlyPrice(snap.context.price))));
    },
    'submitting.checkingCoupon': isSubmitting(couponCheck),
    'submitting.verifyingEmployee': isSubmitting(employeeCheck),
    'submitting.postingLead': isSubmitting(leadCall),
    failed: async (snap) => {
      await expect(failure).toContainText(labels.leadForm.failureMessage);
      if (snap.context.errorMessage && snap.context.errorMessage !== labels.leadForm.failureMessage) await expect(failure).toContainText(snap.context.errorMessage);
      await expect(submit).toBeEnabled();
    },
    'sent.countingCoupon': async (snap) => {
      await successModal(snap);
      await couponCount.arrived();
    },
    'sent.counted': successModal,
    addedToCart: async () => {
      throw new Error('not on these plans (lead-form.spec.ts walks cart mode)');
    },
    published: async () => {
      throw new Error('not on these plans (lead-form.spec.ts walks the new layout)');
    },
    closed: async () => {
      await expect(success).toHaveCount(0);
      await expect(sellerSuccess).toHaveCount(0);
    },
  };

  const answer = (call: HeldCalls) => async (step: Step) => (await call.next()).fulfill({ json: step.event.output });
  const refuse = (call: HeldCalls) => async (step: Step) => (await call.next()).fulfill(refusal(step.event.error));
  const events: Record<string, Executor> = {
    'xstate.init': async () => undefined,
    'xstate.done.actor.postLead': async (step) => (await leadCall.next()).fulfill({ status: 201, json: step.event.output }),
    'xstate.error.actor.postLead': refuse(leadCall),
    'xstate.done.actor.checkCouponAvailability': answer(couponCheck),
    'xstate.error.actor.checkCouponAvailability': refuse(couponCheck),
    // The count answers the coupon's usage (the chart only logs a failure of it).
    'xstate.done.actor.countCoupon': async (step) =>
      (await couponCount.next()).fulfill({ json: { name: step.state.context.coupon.name, usedCount: 1, remainingUsages: null, remainingUsageForCpf: null } }),
    'xstate.error.actor.countCoupon': refuse(couponCount),
    // The B2E check's outcome is the employee check's answer: active (then the documents go up), not active, or a refusal.
    'xstate.done.actor.b2eCheck': async (step) => {
      const call = await employeeCheck.next();
      await match(step.event.output as B2eCheckOutput)
        .with({ status: 'verified' }, (out) => {
          uploaded = out.documentUrls;
          return call.fulfill({ json: { data: { active: true } } });
        })
        .with({ status: 'rejected' }, () => call.fulfill({ json: { data: { active: false } } }))
        .with({ status: 'failed' }, (out) => call.fulfill({ status: 400, json: { error: { code: 'bad_request', message: out.message } } }))
        .exhaustive();
    },
    // The offer as the server has it now: the step's plans (their new prices) in the server's answer.
    'xstate.done.actor.reloadOffer': async (step) => {
      const call = await offerCall.next();
      holdOffer = false;
      const response = await call.fetch();
      await call.fulfill({ response, json: { ...(await response.json()), rentalPlanList: step.event.output.rentalPlanList } });
    },
    'xstate.error.actor.reloadOffer': async (step) => {
      holdOffer = false;
      await refuse(offerCall)(step);
    },
    'lead.change': (step) => textbox(step.event.field).fill(step.event.value),
    'lead.toggle': (step) => optIns.getByRole('checkbox', { name: OPT_IN_LABEL[step.event.field], exact: true }).click(),
    'lead.toggleRemember': () => rememberBox.click(),
    'lead.togglePreferredContact': (step) =>
      preferred.getByRole('checkbox', { name: f.preferredContactOptions[step.event.method as 'whatsapp' | 'email'], exact: true }).click(),
    'lead.setPersonType': () => radio(labels.leadForm.legalPerson).click(),
    'lead.setCnpjAge': (step) => radio(step.event.value === 'yes' ? labels.leadForm.yes : labels.leadForm.no).click(),
    'lead.setB2eKind': (step) => radio(step.event.kind === 'RELATIVE' ? labels.leadForm.b2e.relative : labels.leadForm.b2e.employee).click(),
    // The person picks the file in the platform's picker.
    'lead.addDocuments': () =>
      form.getByTestId('b2e-fields').locator('input[type="file"]').setInputFiles({ name: pdfFile.name, mimeType: pdfFile.type, buffer: Buffer.from('%PDF-1.4 comprovante') }),
    'lead.removeDocument': () => form.getByRole('button', { name: `${labels.fileInput.remove} ${pdfFile.name}` }).first().click(),
    'dealer.changed': async () => {
      await page.getByRole('button', { name: labels.dealerSelector.choose }).click();
      const modal = page.getByTestId('dealer-modal');
      await modal.getByRole('radio').first().click();
      await modal.getByRole('button', { name: leadLabels.dealerConfirm }).click();
      await expect(modal).toHaveCount(0);
    },
    'lead.submit': () => submit.click(),
    'lead.dismissError': async () => ((await priceChanged.count()) > 0 ? priceChanged : failure).getByRole('button', { name: labels.resultModal.close }).click(),
    'lead.refreshPrice': async () => {
      holdOffer = true;
      await priceChanged.getByRole('button', { name: leadLabels.priceChanged.refresh }).click();
    },
    'lead.closeResult': async (step) => {
      if (!step.state.context.sellerId) return success.getByRole('button', { name: labels.resultModal.ok }).click();
      // The seller's 'Fechar': the window the seller's link opened closes, else the desk opens.
      await sellerSuccess.getByRole('button', { name: leadLabels.result.seller.close }).click();
      await expect(page).toHaveURL(desk(SELLER_PATHS.leads));
    },
    'lead.toProposals': () => success.getByRole('button', { name: labels.resultModal.toProposals }).click(),
    'lead.toLeadPage': async (step) => {
      await sellerSuccess.getByRole('button', { name: leadLabels.result.seller.back }).click();
      await expect(page).toHaveURL(desk(SELLER_PATHS.lead(step.state.context.answer.id)));
    },
    // The summary's coupon field, in view beside the form.
    'lead.couponChanged': async (step) => {
      await summary.getByLabel(labels.coupon.placeholder).fill(step.event.coupon.name);
      await summary.getByRole('button', { name: labels.coupon.apply, exact: true }).click();
      await expect(summary.getByTestId('coupon-applied')).toContainText(leadLabels.couponApplied(step.event.coupon.name));
    },
    // Another plan: back to the configuration (the lead form's chart lives on), the plan chosen, and on again.
    'configuration.changed': async (step) => {
      const { config } = step.event.configuration;
      const leadStep = page.getByTestId('lead-step');
      await leadStep.getByRole('button', { name: labels.offerDetails.back }).click();
      await expect(leadStep).toHaveCount(0);
      await page.getByRole('radio', { name: `${config.period} ${labels.offerCard.months}`, exact: true }).click();
      const km = page.getByRole('radio', { name: `${detailsLabels.plans.km(config.km)} ${detailsLabels.plans.perMonth}`, exact: true });
      if ((await km.getAttribute('aria-checked')) !== 'true') await km.click();
      await continueButton.click();
      await expect(form).toBeVisible();
    },
    // The session the page was checking when the form opened answers: a signed-in customer (the step's account).
    'lead.setUser': async (step) => {
      holdSession = false;
      await (await sessionCall.next()).fulfill({ json: { user: step.event.user } });
    },
  };

  /** Whether the page's session is a held answer's account: the next run loads the page again. */
  let signedIn = false;
  let loaded = false;
  /** Each run on the details mounted again (a run that signs in on a page loaded with its session call held), on to the lead step. */
  const start = (address: string, demo: string | null) => async (run: ChartRun) => {
    for (const call of [leadCall, couponCheck, couponCount, employeeCheck, offerCall]) call.reset();
    holdOffer = false;
    uploaded = [];
    // A run sent with 'Lembrar meus dados neste navegador' ticked leaves the visitor's data for the next form: each run starts without it.
    await page.evaluate((key) => window.localStorage.removeItem(key), STORAGE_KEYS.userBasicInfo).catch(() => undefined);
    if (!loaded || signedIn || signsIn(run)) {
      sessionCall.reset();
      holdSession = signsIn(run);
      await page.goto(demo ? `${address}&demo=${demo}` : address);
      signedIn = holdSession;
      loaded = true;
    } else await remount(page, address);
    await continueButton.click();
    await expect(form).toBeVisible();
  };
  /** Another configuration (demo modes) loads the page again. */
  const reload = () => {
    loaded = false;
  };
  return { states, events, start, reload };
}

async function walkAll(page: Page, walks: [ChartPlan, ChartRun[], string, string | null][]) {
  const lead = await leadFormPage(page);
  let demo: string | null | undefined;
  for (const [plan, runs, address, mode] of walks) {
    if (mode !== demo) lead.reload();
    demo = mode;
    await walk(page, plan, lead.start(address, mode), lead.states, lead.events, visitorsFirst(runs));
  }
}

test.describe('generated paths in the browser: the lead form, what lead-form.spec.ts leaves', () => {
  const leadAddress = `/?offerId=${leadOffer.id}`;

  test('the classic form (a coupon, a company, the session known late, the preferred contact) and a price that changed', async ({ page }) => {
    test.setTimeout(180_000);
    // 'formOptions': the preferred contact asked, as in the plans' input (it also hides the company's total vehicles,
    // which the plans leave at its valid '1').
    await walkAll(page, [
      [leadClassicPlan, classicRuns, leadAddress, 'formOptions'],
      [leadPriceChangedPlan, priceChangedRuns, leadAddress, 'formOptions'],
    ]);
  });

  test('a B2E offer: the documents, the kind of employee, the employee check', async ({ page }) => {
    test.setTimeout(120_000);
    await walkAll(page, [[leadB2ePlan, b2eRuns, `/?offerId=${b2eOffer.id}`, null]]);
  });

  test("a seller's link: the seller's modal", async ({ page }) => {
    test.setTimeout(120_000);
    await walkAll(page, [[leadSellerPlan, sellerRuns, `${leadAddress}&sellerId=${sellerInput.sellerId}`, null]]);
  });

  test("a partner's link: the token opened while the form is filled, and the form says so", async ({ page }) => {
    test.setTimeout(120_000);
    // The page opens the link's token (GET /api/partnership/token/decrypt): held until the path's step answers it.
    const decrypt = new HeldCalls();
    await page.route(`**${PARTNERSHIP_DECRYPT_PATH}?*`, decrypt.hold);
    const lead = await leadFormPage(page);
    const note = page.getByTestId('lead-partnership');
    const address = `${leadAddress}&partner=${PARTNER_LINK.partner}&partnerToken=${encodeURIComponent(PARTNER_LINK.token)}`;
    const start = lead.start(address, null);
    await walk(
      page,
      leadPartnerPlan,
      async (run) => {
        decrypt.reset();
        await start(run);
      },
      {
        ...lead.states,
        'editing.ready': async (snap) => {
          await lead.states['editing.ready']!(snap);
          if (snap.context.partnership) await expect(note).toContainText(snap.context.partnership.answer.partnership);
          else await expect(note).toHaveCount(0);
        },
      },
      {
        ...lead.events,
        'partnership.verified': async (step) => (await decrypt.next()).fulfill({ json: step.event.partnership.answer }),
      },
      partnerRuns,
    );
  });
});
