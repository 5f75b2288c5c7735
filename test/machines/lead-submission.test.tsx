/**
 * Generated paths of the lead submission chart, run against the real lead
 * form (with its dealer selector child) and fake API actors the test
 * settles; then what the form sends: the lead body, the Idempotency-Key kept
 * for a retry, the coupon count, prefill by the account.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { testDriveLabels } from '../../models/labels/test-drive';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { CouponAvailability } from '../../models/coupon/coupon-rules';
import type { Dealer } from '../../models/dealer/dealer';
import { commonLabels } from '../../models/labels/common';
import { defaultLeadLabels, leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import { CONSENT_TEXT_VERSION } from '../../models/lead/lead-submission';
import { proposalCodeOf } from '../../models/lead/lead-status';
import { dealerChangedOf, dealerSelectorMachine } from '../../machines/dealer-selector/dealer-selector.machine';
import { LeadSubmissionProvider } from '../../machines/lead-submission/lead-submission.context';
import { useActorRef } from '@xstate/react';
import type { SessionUser } from '../../models/account/auth';
import {
  leadSubmissionMachine,
  sellerOf,
  type CheckCouponInput,
  type CountCouponInput,
  type LeadSubmissionEvent,
  type LeadSubmissionInput,
  type PostLeadInput,
  type PublishedLead,
} from '../../machines/lead-submission/lead-submission.machine';
import type { B2eCheckInput, B2eCheckOutput } from '../../machines/b2e-check/b2e-check.machine';
import { ApiCallError } from '../../services/http';
import { LeadForm } from '../../ui/lead/lead-form';
import { ToastHost } from '../../ui/layout/toasts';
import { sendParent } from 'xstate';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import '../support/radix-dom';
import type { StoredLocation } from '../../models/dealer/location';
import { presetLocation, spDealers } from './dealer-selector.paths';
import { dearerOffer, priceChangedError } from './lead-submission.paths';
import { isPriceChangedRefusal } from '../../models/showcase/api';
import { leadVersionLabels } from '../../models/labels/lead-version';
import { leadMonthlyPrice } from '../../models/lead/lead-form';
import { PREFERRED_CONTACT_RULES } from '../../models/lead/lead';
import { validateCheckboxGroup } from '../../models/common/checkbox-group';
import { detailsPrice } from '../../models/pricing/offer-details';
import type { Offer } from '../../models/offer/offer';
import { formatBRL } from '../../models/common/money';
import { PARTNERSHIP_ANSWER, PARTNER_LINK, partnerInput } from './lead-submission.paths';
import { partnershipLabels } from '../../models/labels/partnership';
import { GOOD_VALUES, LEAD_ANSWER, TEST_DRIVE_DAY, b2eInput, cartInput, classicInput, customer, leadCartPlan, leadPlans, limitedCoupon, newLayoutInput, noFixedDealerInput, pdfFile, sellerInput, testDriveInput } from './lead-submission.paths';
import { todayInBrazil } from '../../models/common/calendar';
import { FILE_INPUT_ACCEPT } from '../../models/documents/files';
import { formatFileSize } from '../../models/common/format';
import { cartEntryOf, type CartLead, type ShoppingCartEntry } from '../../models/lead/cart';
import { quiet, quietCityPicker } from '../support/quiet-effects';
import { partnershipMachine } from '../../machines/partnership/partnership.machine';
import type { PartnerLink, PartnershipAnswer, VerifiedPartnership } from '../../models/lead/partnership';
import type { VisitorInfoDecision } from '../../models/lead/visitor-info';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

function renderLead(input: LeadSubmissionInput, dealers: Dealer[] = spDealers, dealerCity: StoredLocation | null = null) {
  const checkCoupon = deferredActor<CouponAvailability, CheckCouponInput>();
  const b2e = deferredActor<B2eCheckOutput, B2eCheckInput>();
  const post = deferredActor<LeadCreateAnswer, PostLeadInput>();
  const count = deferredActor<unknown, CountCouponInput>();
  const reload = deferredActor<Offer, string>();
  const decrypt = deferredActor<PartnershipAnswer, PartnerLink>();
  const decryptFailures: unknown[] = [];
  const effects = {
    closed: 0,
    proposals: 0,
    toCart: 0,
    scrolled: 0,
    sellerClosed: 0,
    leadPages: [] as string[],
    published: [] as PublishedLead[],
    carted: [] as { entry: ShoppingCartEntry; lead: CartLead }[],
    visitorInfo: [] as VisitorInfoDecision[],
  };
  let reportUser: ((user: SessionUser | null) => void) | null = null;
  const logic = leadSubmissionMachine.provide({
    actors: {
      dealerSelector: dealerSelectorMachine.provide({
        actors: { loadDealers: fromPromise(async () => dealers), locateDealer: fromPromise(async () => dealerCity), cityPicker: quietCityPicker },
        actions: { reportDealer: sendParent(({ context }) => dealerChangedOf(context)), ...quiet('logDealersFailed') },
      }),
      checkCouponAvailability: checkCoupon.logic,
      b2eCheck: b2e.logic as never,
      postLead: post.logic,
      countCoupon: count.logic,
      reloadOffer: reload.logic,
      partnership: partnershipMachine.provide({
        actors: { decryptPartnership: decrypt.logic },
        actions: {
          reportVerified: sendParent((_, partnership: VerifiedPartnership) => ({ type: 'partnership.verified' as const, partnership })),
          logDecryptFailed: ({ event }) => void decryptFailures.push('error' in event ? event.error : event),
        },
      }),
      watchUser: fromCallback(({ sendBack }) => {
        reportUser = (user) => sendBack({ type: 'lead.setUser', user });
        return () => (reportUser = null);
      }),
    },
    actions: {
      closeResult: () => void effects.closed++,
      goToProposals: () => void effects.proposals++,
      closeAsSeller: () => void effects.sellerClosed++,
      goToLeadPage: (_, params) => void effects.leadPages.push(params.leadId),
      scrollToSummary: () => void effects.scrolled++,
      publishLead: (_, params) => void effects.published.push(params),
      addToCart: (_, params) => void effects.carted.push(params),
      goToCart: () => void effects.toCart++,
      keepVisitorInfo: (_, params) => void effects.visitorInfo.push(params),
      ...quiet('reportSubmitError', 'reportOfferRefreshed', 'reportPublished', 'trackLeadSent', 'logCouponCountFailed'),
    },
  });
  let actor: ActorRefFrom<typeof leadSubmissionMachine> | undefined;
  function Harness() {
    actor = useActorRef(logic, { input });
    return (
      <LeadSubmissionProvider actorRef={actor}>
        <LeadForm labels={defaultLeadLabels} />
      </LeadSubmissionProvider>
    );
  }
  render(
    <ToastHost>
      <Harness />
    </ToastHost>,
  );
  // The account signing in after the form opened reaches the chart through its 'watchUser' child.
  const setUser = (user: SessionUser | null) => {
    if (!reportUser) throw new Error('watchUser is not running');
    reportUser(user);
  };
  return { checkCoupon, b2e, post, count, reload, decrypt, decryptFailures, effects, setUser, actor: () => actor! };
}

const user = userEvent.setup({ delay: null });
const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const f = leadLabels.fields;
const submitName = (layout: string | undefined) =>
  layout === 'newLayout' ? labels.leadForm.submitNewLayout : layout === 'cart' ? labels.leadForm.submitCart : labels.leadForm.submit;
const submitButton = (snap: any) => screen.getByRole<HTMLButtonElement>('button', { name: submitName(snap.context.layout) });
const FIELD_LABEL: Record<string, string> = {
  fullName: f.fullName,
  email: f.email,
  cpf: f.cpf,
  mobilePhone: f.mobilePhone,
  companyName: f.companyName,
  contactName: f.contactName,
  cnpj: f.cnpj,
  phone: f.phone,
  totalVehicles: f.totalVehicles,
  sapId: f.sapId,
  employeeCpf: f.employeeCpf,
  kinship: f.kinship,
};

async function expectForm(snap: any) {
  const form = await screen.findByRole('form');
  // Field values as the chart holds them.
  const v = snap.context.values;
  const company = v.personType === 'legalPerson';
  for (const field of company ? ['companyName', 'contactName', 'cnpj', 'phone'] : ['fullName', 'cpf', 'mobilePhone']) {
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: FIELD_LABEL[field]! }).value).toBe(v[field]);
  }
  // The test drive as the chart holds it (when enabled).
  if (snap.context.settings.testDriveEnabled) {
    const td = snap.context.testDrive;
    expect(within(form).getByRole('checkbox', { name: testDriveLabels.schedule }).getAttribute('aria-checked')).toBe(String(td.wanted));
    expect(within(form).getByText(testDriveLabels.responseWithin)).toBeTruthy();
    if (td.wanted) {
      expect(within(form).getByLabelText<HTMLInputElement>(testDriveLabels.day).value).toBe(td.date);
      expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: testDriveLabels.time }).value).toBe(td.time);
    } else {
      expect(within(form).queryByLabelText(testDriveLabels.day)).toBeNull();
    }
  } else {
    expect(within(form).queryByRole('checkbox', { name: testDriveLabels.schedule })).toBeNull();
  }
  // A partner's link the server opened: the form says the partnership goes with the proposal.
  const partner = snap.context.partnership?.answer.partnership;
  if (partner) expect(within(form).getByTestId('lead-partnership').textContent).toBe(leadLabels.partnershipNote(partner));
  else expect(within(form).queryByTestId('lead-partnership')).toBeNull();
  return form;
}

const editing = async (snap: any) => {
  const form = await expectForm(snap);
  await waitFor(() => expect(submitButton(snap).disabled).toBe(false));
  expect(screen.queryByTestId('lead-submitting')).toBeNull();
  return form;
};

const submitting = async (snap: any) => {
  expect((await screen.findByTestId('lead-submitting')).textContent).toBe(leadLabels.submitting);
  expect(submitButton(snap).disabled).toBe(true);
};

const successModal = async (snap: any) => {
  if (sellerOf(snap.context)) return sellerSuccessModal(snap);
  const modal = await screen.findByTestId('lead-success');
  expect(within(modal).getByRole('heading', { name: labels.leadForm.successMessage })).toBeTruthy();
  // The proposal's number, as Minhas Propostas shows it.
  expect(within(modal).getByTestId('lead-proposal-code').textContent).toContain(`${leadLabels.result.proposalCode}: ${proposalCodeOf(snap.context.answer.id)}`);
  expect(within(modal).getByRole('button', { name: labels.resultModal.ok })).toBeTruthy();
  expect(within(modal).getByRole('button', { name: labels.resultModal.toProposals })).toBeTruthy();
};

/** The seller's modal (spec 001 §2, 000 §2 "seller variant (back and close)"): no way to the customer's proposals. */
const sellerSuccessModal = async (snap: any) => {
  const modal = await screen.findByTestId('lead-seller-success');
  expect(within(modal).getByRole('heading', { name: leadLabels.result.seller.title })).toBeTruthy();
  expect(modal.textContent).toContain(snap.context.answer.sellerId ? leadLabels.result.seller.attributed : leadLabels.result.seller.unattributed);
  expect(within(modal).getByTestId('lead-proposal-code').textContent).toContain(proposalCodeOf(snap.context.answer.id));
  expect(within(modal).getByRole('button', { name: leadLabels.result.seller.back })).toBeTruthy();
  expect(within(modal).getByRole('button', { name: leadLabels.result.seller.close })).toBeTruthy();
  expect(within(modal).queryByRole('button', { name: labels.resultModal.toProposals })).toBeNull();
  expect(screen.queryByTestId('lead-success')).toBeNull();
};

/** The refused send's warning: a toast in the host's viewport (the latest one, when sends were refused in a row). */
async function expectInvalidFormToast() {
  const toasts = await screen.findAllByTestId('message-toast');
  const latest = toasts.at(-1)!;
  expect(latest.getAttribute('data-tone')).toBe('warning');
  expect(latest.textContent).toContain(labels.leadForm.invalidForm);
  expect(within(latest).getByRole('button', { name: commonLabels.closeNotice })).toBeTruthy();
}

const stateAssertions: Record<string, (snap: any) => Promise<void>> = {
  'editing.ready': async (snap) => {
    await editing(snap);
    expect(screen.queryByTestId('lead-failure')).toBeNull();
  },
  'editing.invalid': async (snap) => {
    await editing(snap);
    await expectInvalidFormToast();
  },
  'editing.couponLimited': async (snap) => {
    await editing(snap);
    expect((await screen.findByTestId('lead-coupon-limited')).textContent).toBe(labels.coupon.limitedByQuantityError);
  },
  'editing.employeeInvalid': async (snap) => {
    await editing(snap);
    expect((await screen.findByTestId('lead-employee-invalid')).textContent).toBe(labels.leadForm.b2e.employeeInvalid);
  },
  'submitting.checkingCoupon': submitting,
  'submitting.verifyingEmployee': submitting,
  'submitting.postingLead': submitting,
  // The offer's price changed: the form as typed, the server's message, and the button that takes the new price.
  'editing.priceChanged': async (snap) => {
    await expectForm(snap);
    const notice = await screen.findByTestId('lead-price-changed');
    expect(notice.textContent).toContain(snap.context.errorMessage);
    expect(notice.textContent).toContain(leadLabels.priceChanged.kept);
    expect(within(notice).getByRole<HTMLButtonElement>('button', { name: leadLabels.priceChanged.refresh }).disabled).toBe(false);
    expect(screen.queryByTestId('lead-failure')).toBeNull();
  },
  refreshingPrice: async (snap) => {
    await expectForm(snap);
    const notice = await screen.findByTestId('lead-price-changed');
    expect(within(notice).getByRole<HTMLButtonElement>('button', { name: leadLabels.priceChanged.refreshing }).disabled).toBe(true);
  },
  'editing.priceRefreshed': async (snap) => {
    await editing(snap);
    expect((await screen.findByTestId('lead-price-refreshed')).textContent).toBe(leadLabels.priceChanged.refreshed(formatBRL(leadMonthlyPrice(snap.context.price))));
    expect(screen.queryByTestId('lead-price-changed')).toBeNull();
  },
  failed: async (snap) => {
    if (snap.context.layout === 'newLayout') {
      const modal = await screen.findByTestId('lead-error-modal');
      expect(within(modal).getByRole('heading', { name: labels.resultModal.errorTitle })).toBeTruthy();
      expect(modal.textContent).toContain(labels.resultModal.errorText);
    } else {
      expect((await screen.findByTestId('lead-failure')).textContent).toContain(labels.leadForm.failureMessage);
      expect(submitButton(snap).disabled).toBe(false);
    }
  },
  // Cart mode: the offer and the lead it would send went into the cart, nothing was posted, and the modal says so.
  addedToCart: async () => {
    const modal = await screen.findByTestId('lead-cart-added');
    expect(within(modal).getByRole('heading', { name: leadLabels.result.cart.title })).toBeTruthy();
    expect(modal.textContent).toContain(leadLabels.result.cart.notSentYet);
    expect(within(modal).getByRole('button', { name: leadLabels.result.cart.seeCart })).toBeTruthy();
    expect(screen.queryByTestId('lead-success')).toBeNull();
  },
  'sent.countingCoupon': successModal,
  'sent.counted': successModal,
  published: async () => {
    expect((await screen.findByTestId('lead-published')).textContent).toBe(leadLabels.published);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByTestId('lead-success')).toBeNull();
    expect(screen.queryByTestId('lead-error-modal')).toBeNull();
  },
  // Either modal leaves once the chart has closed it (a dialog's exit may take a render after the click): wait for both.
  closed: async () => {
    await waitFor(() => {
      expect(screen.queryByTestId('lead-success')).toBeNull();
      expect(screen.queryByTestId('lead-seller-success')).toBeNull();
    });
  },
};

function executors(h: ReturnType<typeof renderLead>) {
  const failure = () => new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error');
  const click = async (name: string) => user.click(await screen.findByRole('button', { name }));
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.checkCouponAvailability': async (step) => (await h.checkCoupon.next()).resolve(step.event.output),
    'xstate.error.actor.checkCouponAvailability': async () => (await h.checkCoupon.next()).reject(failure()),
    'xstate.done.actor.b2eCheck': async (step) => (await h.b2e.next()).resolve(step.event.output),
    'xstate.error.actor.b2eCheck': async () => (await h.b2e.next()).reject(failure()),
    'xstate.done.actor.postLead': async (step) => {
      (await h.post.next()).resolve(step.event.output);
      // A sent lead goes into no cart (cart mode never sends from the form).
      expect(step.state.context.layout).not.toBe('cart');
      expect(h.effects.carted).toEqual([]);
    },
    'xstate.error.actor.postLead': async (step) => (await h.post.next()).reject(isPriceChangedRefusal(step.event.error) ? step.event.error : failure()),
    'xstate.done.actor.reloadOffer': async (step) => (await h.reload.next()).resolve(step.event.output),
    'xstate.error.actor.reloadOffer': async () => (await h.reload.next()).reject(failure()),
    'lead.refreshPrice': async () => click(leadLabels.priceChanged.refresh),
    'xstate.done.actor.countCoupon': async (step) => (await h.count.next()).resolve(step.event.output),
    'xstate.error.actor.countCoupon': async () => (await h.count.next()).reject(failure()),
    'lead.change': async (step) => {
      // The kinship is chosen from its list.
      if (step.event.field === 'kinship') return user.selectOptions(screen.getByRole('combobox', { name: FIELD_LABEL.kinship! }), step.event.value);
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: FIELD_LABEL[step.event.field]! });
      await user.clear(input);
      await user.click(input);
      await user.paste(step.event.value);
    },
    'lead.toggle': async (step) => {
      const name = { whatsappOptIn: labels.leadForm.optIns.whatsapp, emailOptIn: labels.leadForm.optIns.email, smsPhoneOptIn: labels.leadForm.optIns.smsPhone, wantHelp: labels.leadForm.wantHelp }[
        step.event.field as string
      ]!;
      await user.click(within(screen.getByRole('form')).getAllByRole('checkbox', { name }).at(-1)!);
    },
    'lead.setPersonType': async () => user.click(screen.getByRole('radio', { name: labels.leadForm.legalPerson })),
    'lead.setB2eKind': async () => user.click(screen.getByRole('radio', { name: labels.leadForm.b2e.relative })),
    'lead.togglePreferredContact': async (step) =>
      user.click(
        within(screen.getByRole('group', { name: f.preferredContacts })).getByRole('checkbox', {
          name: f.preferredContactOptions[step.event.method as 'whatsapp' | 'email'],
        }),
      ),
    'lead.setCnpjAge': async () => user.click(within(screen.getByRole('radiogroup', { name: labels.leadForm.cnpjOverTwoYears })).getByRole('radio', { name: labels.leadForm.yes })),
    'lead.addDocuments': async () => user.upload(screen.getByLabelText<HTMLInputElement>(f.documents), pdfFile),
    'lead.removeDocument': async () => user.click((await screen.findAllByRole('button', { name: `${labels.fileInput.remove} ${pdfFile.name}` }))[0]!),
    'lead.submit': async (step) => user.click(submitButton(step.state)),
    'lead.dismissError': async (step) => click(step.state.context.layout === 'newLayout' ? labels.resultModal.errorButton : labels.resultModal.close),
    'lead.closeResult': async () => {
      const seller = screen.queryByTestId('lead-seller-success');
      if (!seller) return click(screen.queryByTestId('lead-cart-added') ? leadLabels.result.cart.keepChoosing : labels.resultModal.ok);
      // The seller's 'Fechar': the seller's values go and the window closes (the app's `closeAsSeller`), not the customer's close.
      const before = { seller: h.effects.sellerClosed, customer: h.effects.closed };
      await user.click(within(seller).getByRole('button', { name: leadLabels.result.seller.close }));
      await waitFor(() => expect(h.effects.sellerClosed).toBe(before.seller + 1));
      expect(h.effects.closed).toBe(before.customer);
    },
    'lead.toProposals': async () => click(labels.resultModal.toProposals),
    'lead.toLeadPage': async (step) => {
      await click(leadLabels.result.seller.back);
      await waitFor(() => expect(h.effects.leadPages).toEqual([step.state.context.answer.id]));
    },
    'lead.toCart': async () => {
      const before = h.effects.toCart;
      await click(leadLabels.result.cart.seeCart);
      await waitFor(() => expect(h.effects.toCart).toBe(before + 1));
    },
    'dealer.changed': async (step) => {
      await click(labels.dealerSelector.choose);
      const modal = await screen.findByTestId('dealer-modal');
      await user.click(within(modal).getByRole('radio', { name: step.event.dealer.fantasyName }));
      await user.click(within(modal).getByRole('button', { name: leadLabels.dealerConfirm }));
      await waitFor(() => expect(screen.queryByTestId('dealer-modal')).toBeNull());
    },
    // Reported by the page: the coupon chart, the details configuration, the session.
    'lead.toggleTestDrive': async () => user.click(within(screen.getByRole('form')).getByRole('checkbox', { name: testDriveLabels.schedule })),
    'lead.setTestDriveDate': async (step) => {
      fireEvent.change(within(screen.getByRole('form')).getByLabelText(testDriveLabels.day), { target: { value: step.event.date } });
    },
    'lead.setTestDriveTime': async (step) => user.selectOptions(within(screen.getByRole('form')).getByRole('combobox', { name: testDriveLabels.time }), step.event.time),
    'lead.toggleRemember': async () => user.click(within(screen.getByTestId('lead-remember')).getByRole('checkbox', { name: leadLabels.remember.label })),
    'lead.couponChanged': (step) => h.actor().send(step.event),
    'configuration.changed': (step) => h.actor().send(step.event),
    'lead.setUser': (step) => h.setUser(step.event.user),
    // The server opened the link's token: the 'partnership' child's call answers, and the child reports it.
    'partnership.verified': async (step) => (await h.decrypt.next()).resolve(step.event.partnership.answer),
  } satisfies Record<LeadSubmissionEvent['type'] | 'xstate.init' | `xstate.${'done' | 'error'}.actor.${'checkCouponAvailability' | 'b2eCheck' | 'postLead' | 'countCoupon' | 'reloadOffer'}`, Executor>;
}

describe('lead submission chart: every state and transition, over its plans', () => {
  it('has an assertion for every state, reaches them all and fires every transition', () => {
    for (const { plan } of leadPlans) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set(leadPlans.flatMap(({ plan }) => [...reachedStates(plan)]));
    const states = leadPlans[0]!.plan.states;
    expect([...reached].filter((s) => states.includes(s)).sort()).toEqual([...states].sort());
    expect(unfiredTransitions(leadSubmissionMachine, leadPlans.map((p) => p.plan))).toEqual([]);
  });
});

describe.each(leadPlans.map(({ plan, input }) => [plan.id, plan, input] as const))('lead submission plan %s', (_id, plan, input) => {
  beforeAll(() => resetExercised(plan.id));
  it.each(plan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const h = renderLead(input);
    await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(plan.id, transition.keys);
  }, 30_000);
});

// ───────────────────────────── what is sent ─────────────────────────────

async function paste(name: string, value: string) {
  await user.click(box(name));
  await user.paste(value);
}

async function fillNaturalPerson() {
  await paste(f.fullName, GOOD_VALUES.fullName);
  await paste(f.email, GOOD_VALUES.email);
  await paste(f.cpf, '52998224725');
  await paste(f.mobilePhone, '11987654321');
  // No channel starts ticked: the person ticks WhatsApp.
  await user.click(screen.getByRole('checkbox', { name: labels.leadForm.optIns.whatsapp }));
}

async function chooseDealer(dealer: Dealer) {
  await user.click(await screen.findByRole('button', { name: labels.dealerSelector.choose }));
  const modal = await screen.findByTestId('dealer-modal');
  await user.click(within(modal).getByRole('radio', { name: dealer.fantasyName }));
  await user.click(within(modal).getByRole('button', { name: leadLabels.dealerConfirm }));
}

describe('lead submission: what the form sends', { timeout: 30_000 }, () => {
  const input = { ...classicInput, settings: {} };

  it('the offer’s price changed while the form was filled: the new price is taken in place and the lead goes again, as typed', async () => {
    const h = renderLead(input);
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const first = await h.post.next();
    first.reject(priceChangedError);
    const notice = await screen.findByTestId('lead-price-changed');
    expect(notice.textContent).toContain(leadVersionLabels.errors.priceMismatch);
    await user.click(within(notice).getByRole('button', { name: leadLabels.priceChanged.refresh }));
    const reload = await h.reload.next();
    expect(reload.input).toBe(input.offer.id);
    reload.resolve(dearerOffer);
    const newMonthly = leadMonthlyPrice(detailsPrice(dearerOffer, input.config));
    expect(newMonthly).toBe(first.input.lead.rentalPrice + 5_000);
    expect((await screen.findByTestId('lead-price-refreshed')).textContent).toBe(leadLabels.priceChanged.refreshed(formatBRL(newMonthly)));
    // What was typed is still there.
    expect(box(f.fullName).value).toBe(GOOD_VALUES.fullName);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const second = await h.post.next();
    expect(second.input.lead).toMatchObject({ rentalPrice: newMonthly, firstName: first.input.lead.firstName, email: first.input.lead.email, dealersCode: first.input.lead.dealersCode });
    // New content, new key: the refused attempt's key is not reused.
    expect(second.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
  });

  it('a test drive asked needs a day and a time (\'Escolha um horário\'), then goes with the lead', async () => {
    const h = renderLead(testDriveInput);
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('checkbox', { name: testDriveLabels.schedule }));
    const time = screen.getByRole<HTMLSelectElement>('combobox', { name: testDriveLabels.time });
    expect(within(time).getAllByRole('group').map((g) => g.getAttribute('label'))).toEqual([testDriveLabels.morning, testDriveLabels.afternoon]);
    const day = screen.getByLabelText<HTMLInputElement>(testDriveLabels.day);
    expect(day.min).toBe(todayInBrazil());
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    expect(await screen.findByText(testDriveLabels.chooseTime, { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(testDriveLabels.chooseDay)).toBeTruthy();
    fireEvent.change(day, { target: { value: '2000-01-01' } });
    expect(screen.getByText(testDriveLabels.dayInPast)).toBeTruthy();
    fireEvent.change(day, { target: { value: TEST_DRIVE_DAY } });
    await user.selectOptions(time, '15:00');
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const sent = await h.post.next();
    expect(sent.input.lead.testDrive).toEqual({ date: TEST_DRIVE_DAY, time: '15:00' });
  });

  it('no test drive asked: none is sent', async () => {
    const h = renderLead(testDriveInput);
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    expect((await h.post.next()).input.lead).not.toHaveProperty('testDrive');
  });

  it('masks CPF and phone, shows the spec’s messages and sends nothing while invalid', async () => {
    const h = renderLead(input);
    await user.type(box(f.cpf), '52998224726');
    expect(box(f.cpf).value).toBe('529.982.247-26');
    await user.type(box(f.mobilePhone), '1133334444');
    expect(box(f.mobilePhone).value).toBe('(11) 3333-4444');
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    await expectInvalidFormToast();
    const cpf = box(f.cpf);
    expect(cpf.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(cpf.getAttribute('aria-describedby')!)!.textContent).toBe(labels.validation.cpf);
    expect(screen.getByText(labels.validation.phone)).toBeTruthy();
    expect(screen.getByText(labels.validation.nameRequired)).toBeTruthy();
    expect(screen.getByText(labels.dealerSelector.required)).toBeTruthy();
    // No consent starts ticked: sending without one asks for one channel.
    for (const name of Object.values(labels.leadForm.optIns)) expect(screen.getByRole('checkbox', { name }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(labels.leadForm.optInRequired)).toBeTruthy();
    expect(h.post.calls).toHaveLength(0);
  });

  it('the preferred contact group, shown: its ticked values checked by the group’s rules (at least one), unticking brings the message back; what is ticked is sent', async () => {
    const h = renderLead({ ...input, settings: { preferredContactEnabled: true } });
    await paste(f.fullName, GOOD_VALUES.fullName);
    await paste(f.email, GOOD_VALUES.email);
    await paste(f.cpf, '52998224725');
    await paste(f.mobilePhone, '11987654321');
    await user.click(within(screen.getByRole('group', { name: f.optIns })).getByRole('checkbox', { name: labels.leadForm.optIns.whatsapp }));
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    await expectInvalidFormToast();
    const group = screen.getByRole('group', { name: f.preferredContacts });
    expect(within(group).getByText(validateCheckboxGroup([], PREFERRED_CONTACT_RULES)!)).toBeTruthy();
    const whatsapp = within(group).getByRole('checkbox', { name: f.preferredContactOptions.whatsapp });
    await user.click(whatsapp);
    expect(within(group).queryByText(labels.leadForm.preferredContact)).toBeNull();
    await user.click(whatsapp);
    expect(within(group).getByText(labels.leadForm.preferredContact)).toBeTruthy();
    expect(h.post.calls).toHaveLength(0);
    await user.click(within(group).getByRole('checkbox', { name: f.preferredContactOptions.email }));
    await user.click(whatsapp);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    expect((await h.post.next()).input.lead.preferred_contact_method).toEqual(['email', 'whatsapp']);
  });

  it('asks for a city when the location is unknown', async () => {
    renderLead({ ...input, location: null });
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    expect(await screen.findAllByText(labels.leadForm.chooseCity)).not.toHaveLength(0);
  });

  it('a dealer from the address (dealerCode) gives the city and the dealer: no selector, and the lead is sent to it without choosing a city', async () => {
    const fixed = spDealers[2]!;
    const h = renderLead({ ...input, location: null, dealerCode: fixed.id }, spDealers, presetLocation);
    await waitFor(() => expect(h.actor().getSnapshot().context.dealer?.id).toBe(fixed.id));
    expect(screen.queryByTestId('dealer-selector')).toBeNull();
    expect(screen.queryByTestId('dealer-no-city')).toBeNull();
    await fillNaturalPerson();
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    expect(screen.queryByText(labels.leadForm.chooseCity)).toBeNull();
    const sent = await h.post.next();
    expect(sent.input.lead).toMatchObject({ dealersCode: fixed.id, uf: 'SP', cidade: 'São Paulo', SubOrigem__c: 'Campanha CCSS' });
  });

  it('a dealer’s offer goes to its dealer: the selector is fixed to it, whatever dealer the address names', async () => {
    const bound = spDealers[1]!;
    const offer = { ...input.offer, dealer: { id: bound.id, name: bound.fantasyName, cityId: bound.cityId, state: bound.state } };
    const h = renderLead({ ...input, offer, location: null, dealerCode: spDealers[2]!.id }, spDealers, presetLocation);
    await waitFor(() => expect(h.actor().getSnapshot().context.dealer?.id).toBe(bound.id));
    expect(screen.queryByTestId('dealer-selector')).toBeNull();
    await fillNaturalPerson();
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const sent = await h.post.next();
    expect(sent.input.lead).toMatchObject({ dealersCode: bound.id });
  });

  it('an empty submit asks for the CPF (not "CPF inválido") and moves the focus to the first message', async () => {
    renderLead(input);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    await waitFor(() => expect(document.activeElement).toBe(box(f.fullName)));
    const cpf = box(f.cpf);
    expect(document.getElementById(cpf.getAttribute('aria-describedby')!)!.textContent).toBe(labels.validation.cpfRequired);
    expect(screen.queryByText(labels.validation.cpf)).toBeNull();
    // Fixing the first field: the next refused submit goes to the next message.
    await paste(f.fullName, GOOD_VALUES.fullName);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    await waitFor(() => expect(document.activeElement).toBe(box(f.email)));
  });

  it('a signed-in seller types the customer’s data: nothing of his is prefilled and the e-mail is not locked', async () => {
    const seller = { ...customer, id: 's-1', name: 'Rafael Vendedor Lima', emails: ['vendedor@flua.example'], certified: true, roles: ['seller' as const], sellerId: 'VEND-1', dealerCode: '10101' };
    const h = renderLead({ ...input, user: seller });
    for (const name of [f.fullName, f.email, f.cpf, f.mobilePhone]) {
      expect(box(name).value).toBe('');
      expect(box(name).disabled).toBe(false);
    }
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    expect((await h.post.next()).input.lead).toMatchObject({ firstName: GOOD_VALUES.fullName, email: GOOD_VALUES.email, cpf: '529.982.247-25' });
  });

  it('a signed-in seller’s lead is his (his seller id over a link’s), and a seller id the server did not take is said so in the seller’s modal', async () => {
    const seller = { ...customer, id: 's-1', name: 'Rafael Vendedor Lima', roles: ['seller' as const], sellerId: 'VEND-1', dealerCode: '10101' };
    const h = renderLead({ ...input, user: seller, sellerId: 'VEND-OUTRO' });
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const sent = await h.post.next();
    expect(sent.input.lead).toMatchObject({ sellerId: 'VEND-1', SubOrigem__c: 'Show Room' });
    sent.resolve({ id: '33333333-3333-3333-3333-333333333333', productLeadIds: [] });
    const modal = await screen.findByTestId('lead-seller-success');
    expect(modal.textContent).toContain(leadLabels.result.seller.unattributed);
  });

  it('a customer still gets his own data prefilled', async () => {
    renderLead({ ...input, user: customer });
    expect(box(f.fullName).value).toBe(customer.name);
    expect(box(f.email).disabled).toBe(true);
  });

  it('the B2E picker offers only the server’s types and says at once why a file was refused', async () => {
    renderLead(b2eInput);
    const picker = await screen.findByLabelText<HTMLInputElement>(f.documents, { exact: false });
    expect(picker.getAttribute('accept')).toBe(FILE_INPUT_ACCEPT);
    // A styled button in pt-BR names the picker (the native 'Choose Files' is not shown).
    expect(picker.getAttribute('type')).toBe('file');
    expect(screen.getByText(leadLabels.b2e.attach).tagName).toBe('LABEL');
    const loose = userEvent.setup({ delay: null, applyAccept: false });
    await loose.upload(picker, [new File(['x'], 'contrato.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), pdfFile]);
    expect(screen.getByTestId('document-notices').textContent).toBe(leadLabels.b2e.refusedType('contrato.docx'));
    expect(within(screen.getByRole('list', { name: f.documentsList })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`comprovante.pdf${formatFileSize(pdfFile.size)}${labels.fileInput.remove}`]);
  });

  it('hides the form when the region has no dealer', async () => {
    renderLead(input, []);
    expect((await screen.findByTestId('dealer-unavailable')).textContent).toBe(labels.dealerSelector.unavailableInRegion);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('posts the whole lead with one Idempotency-Key, and retries with the same key after a failure', async () => {
    const h = renderLead(input);
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const first = await h.post.next();
    expect(first.input.path).toBe('/api/v2/lead');
    expect(first.input.lead).toMatchObject({
      firstName: GOOD_VALUES.fullName,
      email: GOOD_VALUES.email,
      cpf: '529.982.247-25',
      phone: '(11) 98765-4321',
      dealersCode: spDealers[1]!.id,
      brand: 'fiat',
      ofertas_id: input.offer.id,
      productCode: input.offer.mvs,
      msc_ano_modelo: String(input.offer.modelYear),
      period: input.config.period,
      km: input.config.km,
      indWhatsappContact: true,
      indEmailContact: false,
      SubOrigem__c: 'Site',
      productGroup: 'Flua',
      leadSource: 'source',
      uf: 'SP',
      cidade: 'São Paulo',
      utm_source: 'google',
      consent_text_version: CONSENT_TEXT_VERSION,
    });
    expect(first.input.lead.relatedProduct.map((p) => p.type)).toContain('color');
    const key = first.input.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    first.reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error'));
    expect((await screen.findByTestId('lead-failure')).textContent).toContain(labels.leadForm.failureMessage);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const retry = await h.post.next();
    expect(retry.input.idempotencyKey).toBe(key);
    retry.resolve(LEAD_ANSWER);
    expect(await screen.findByTestId('lead-success')).toBeTruthy();
    // The send's nonce goes with it, the same on the retry; no partner's link, no partnership.
    expect(first.input.lead.nonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.input.lead.nonce).not.toBe(key);
    expect(retry.input.lead.nonce).toBe(first.input.lead.nonce);
    expect(first.input.lead).not.toHaveProperty('partnership');
    expect(first.input.lead).not.toHaveProperty('partnerToken');
    expect(h.decrypt.calls).toEqual([]);
  });

  it("a partner's link: the form says so once the server opened its token, and the lead carries the partner's name and token only", async () => {
    const h = renderLead(partnerInput);
    const decrypting = await h.decrypt.next();
    expect(decrypting.input).toEqual(PARTNER_LINK);
    expect(screen.queryByTestId('lead-partnership')).toBeNull();
    decrypting.resolve(PARTNERSHIP_ANSWER);
    expect((await screen.findByTestId('lead-partnership')).textContent).toBe(leadLabels.partnershipNote('clube-demo'));
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const sent = await h.post.next();
    expect(sent.input.lead).toMatchObject({ partnership: 'clube-demo', partnerToken: PARTNER_LINK.token });
    // The partnership's fields are the server's to fill from the token.
    for (const field of ['partnershipValue', 'partnerSellerId', 'renewal', 'referralLink']) expect(sent.input.lead).not.toHaveProperty(field);
  });

  it("a partner's token the server refuses is logged only, and the lead goes without a partnership", async () => {
    const h = renderLead(partnerInput);
    (await h.decrypt.next()).reject(new ApiCallError(partnershipLabels.api.expiredToken, 400, 'partnership_expired'));
    await waitFor(() => expect(h.decryptFailures).toHaveLength(1));
    expect(screen.queryByTestId('lead-partnership')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const sent = await h.post.next();
    expect(sent.input.lead).not.toHaveProperty('partnership');
    expect(sent.input.lead).not.toHaveProperty('partnerToken');
  });

  it('an edit after a failure makes a new key (new content)', async () => {
    const h = renderLead(input);
    await fillNaturalPerson();
    await chooseDealer(spDealers[0]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const first = await h.post.next();
    first.reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error'));
    await screen.findByTestId('lead-failure');
    await user.type(box(f.fullName), ' Souza');
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const second = await h.post.next();
    expect(second.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
    expect(second.input.lead.nonce).not.toBe(first.input.lead.nonce);
  });

  it('checks a limited coupon first, then counts its use after the lead, with the lead’s CPF', async () => {
    const h = renderLead(input);
    h.actor().send({ type: 'lead.couponChanged', coupon: limitedCoupon });
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const check = await h.checkCoupon.next();
    expect(check.input).toEqual({ name: 'PRIMEIROS50', offerId: input.offer.id, cpf: '52998224725' });
    check.resolve({ limited: true, available: true });
    const post = await h.post.next();
    expect(post.input.lead.rental_payment_information?.coupon?.name).toBe('PRIMEIROS50');
    post.resolve(LEAD_ANSWER);
    const count = await h.count.next();
    expect(count.input).toEqual({ id: 'PRIMEIROS50', cpf: '52998224725', idempotencyKey: `${post.input.idempotencyKey}:coupon` });
  });

  it('stops on an unavailable coupon with the limit text and scrolls to the summary', async () => {
    const h = renderLead(input);
    h.actor().send({ type: 'lead.couponChanged', coupon: limitedCoupon });
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    (await h.checkCoupon.next()).resolve({ limited: true, available: false });
    expect((await screen.findByTestId('lead-coupon-limited')).textContent).toBe(labels.coupon.limitedByQuantityError);
    expect(h.effects.scrolled).toBe(1);
    expect(h.post.calls).toHaveLength(0);
  });

  it('a signed-in customer’s account prefills and overrides the lead; a certified CPF is locked', async () => {
    const h = renderLead({ ...input, user: { ...customer, certified: true } });
    expect(box(f.fullName).value).toBe(customer.name);
    expect(box(f.cpf).disabled).toBe(true);
    expect(box(f.email).disabled).toBe(true);
    await user.clear(box(f.fullName));
    await user.type(box(f.fullName), 'Outro Nome Qualquer');
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('checkbox', { name: labels.leadForm.optIns.email }));
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const post = await h.post.next();
    expect(post.input.lead).toMatchObject({ firstName: customer.name, cpf: '468.213.579-19', email: 'joao@flua.example', phone: '(11) 91234-5678' });
  });

  it('signed out, the e-mail is cleared (spec 001 §5.2: "cleared unless logged in"); signed in again, the account fills it', async () => {
    const h = renderLead({ ...input, user: customer });
    expect(box(f.email).value).toBe('joao@flua.example');
    act(() => h.setUser(null));
    await waitFor(() => expect(box(f.email).value).toBe(''));
    expect(box(f.email).disabled).toBe(false);
    // Only the e-mail goes: the rest stays as it was.
    expect(box(f.fullName).value).toBe(customer.name);
    await user.type(box(f.email), 'outra@example.com');
    act(() => h.setUser(customer));
    await waitFor(() => expect(box(f.email).value).toBe('joao@flua.example'));
  });

  it('a company sends its alphanumeric CNPJ and the legal-person product group, with the fixed dealer', async () => {
    const h = renderLead(input);
    await user.click(screen.getByRole('radio', { name: labels.leadForm.legalPerson }));
    await user.type(box(f.companyName), GOOD_VALUES.companyName);
    await user.type(box(f.contactName), GOOD_VALUES.contactName);
    await user.type(box(f.email), GOOD_VALUES.email);
    await user.type(box(f.cnpj), '12abc34501de35');
    expect(box(f.cnpj).value).toBe('12.ABC.345/01DE-35');
    await user.type(box(f.phone), '21998765432');
    await user.click(screen.getByRole('checkbox', { name: labels.leadForm.optIns.whatsapp }));
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const post = await h.post.next();
    expect(post.input.lead).toMatchObject({ corporateName: GOOD_VALUES.companyName, cnpj: '12.ABC.345/01DE-35', totalVehicles: 1, productGroup: 'Flua Venda Direta', dealersCode: '55553' });
    expect(post.input.lead.firstName).toBeUndefined();
  });

  it('a site without a fixed legal-person dealer: the company must choose one, and its lead goes to it', async () => {
    const h = renderLead(noFixedDealerInput);
    await user.type(box(f.companyName), GOOD_VALUES.companyName);
    await user.type(box(f.contactName), GOOD_VALUES.contactName);
    await user.type(box(f.email), GOOD_VALUES.email);
    await user.type(box(f.cnpj), '12abc34501de35');
    await user.type(box(f.phone), '21998765432');
    await user.click(screen.getByRole('checkbox', { name: labels.leadForm.optIns.whatsapp }));
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    expect(await screen.findByText('A seleção da concessionária é obrigatória.')).toBeTruthy();
    expect(h.post.calls).toHaveLength(0);
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const post = await h.post.next();
    expect(post.input.lead).toMatchObject({ corporateName: GOOD_VALUES.companyName, productGroup: 'Flua Venda Direta', dealersCode: spDealers[1]!.id });
  });

  it('new layout: posts create-rental-lead and publishes the ids', async () => {
    const h = renderLead(newLayoutInput);
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submitNewLayout }));
    const post = await h.post.next();
    expect(post.input.path).toBe('/api/create-rental-lead');
    post.resolve(LEAD_ANSWER);
    await waitFor(() => expect(h.effects.published).toEqual([{ leadId: LEAD_ANSWER.id, productLeadId: LEAD_ANSWER.productLeadIds[0], dealerId: spDealers[1]!.id, cpf: '52998224725' }]));
  });
});

describe('the visitor’s data kept in the browser (USER_BASIC_INFO) and the dealer kept from an earlier address', { timeout: 30_000 }, () => {
  const input = { ...classicInput, settings: {} };
  const kept = { name: 'Maria Helena Souza', email: 'maria@example.com', phone: '11987654321' };
  const rememberBox = () => within(screen.getByTestId('lead-remember')).getByRole('checkbox', { name: leadLabels.remember.label });

  it('nothing kept: the box is offered unticked; sent unticked, nothing is kept (what was is removed)', async () => {
    const h = renderLead(input);
    expect(rememberBox().getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(leadLabels.remember.hint)).toBeTruthy();
    await fillNaturalPerson();
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    (await h.post.next()).resolve(LEAD_ANSWER);
    await waitFor(() => expect(h.effects.visitorInfo).toEqual([{ kind: 'forget' }]));
  });

  it('ticked, the lead sent keeps the name, e-mail and phone it was sent with (no CPF)', async () => {
    const h = renderLead(input);
    await fillNaturalPerson();
    await user.click(rememberBox());
    await chooseDealer(spDealers[1]!);
    const key = h.actor().getSnapshot().context.idempotencyKey;
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    (await h.post.next()).resolve(LEAD_ANSWER);
    await waitFor(() => expect(h.effects.visitorInfo).toEqual([{ kind: 'remember', info: { name: GOOD_VALUES.fullName, email: GOOD_VALUES.email, phone: '(11) 98765-4321' } }]));
    expect(JSON.stringify(h.effects.visitorInfo)).not.toContain('529');
    expect(key).toBeNull();
  });

  it('kept before: a visitor’s form opens filled and ticked; unticking and sending removes them', async () => {
    const h = renderLead({ ...input, rememberedInfo: kept });
    expect(box(f.fullName).value).toBe(kept.name);
    expect(box(f.email).value).toBe(kept.email);
    expect(box(f.mobilePhone).value).toBe('(11) 98765-4321');
    expect(box(f.cpf).value).toBe('');
    expect(rememberBox().getAttribute('aria-checked')).toBe('true');
    await paste(f.cpf, '52998224725');
    await user.click(within(screen.getByRole('group', { name: f.optIns })).getByRole('checkbox', { name: labels.leadForm.optIns.email }));
    await chooseDealer(spDealers[1]!);
    await user.click(rememberBox());
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const post = await h.post.next();
    expect(post.input.lead).toMatchObject({ firstName: kept.name, email: kept.email, phone: '(11) 98765-4321' });
    post.resolve(LEAD_ANSWER);
    await waitFor(() => expect(h.effects.visitorInfo).toEqual([{ kind: 'forget' }]));
  });

  it('a signed-in customer’s form is the account’s: no box, nothing kept or removed; a showroom neither reads nor keeps anyone’s data', async () => {
    const h = renderLead({ ...input, user: customer, rememberedInfo: kept });
    expect(box(f.fullName).value).toBe(customer.name);
    expect(screen.queryByTestId('lead-remember')).toBeNull();
    expect(h.actor().getSnapshot().can({ type: 'lead.toggleRemember' })).toBe(false);
    await paste(f.cpf, '46821357919');
    await user.click(within(screen.getByRole('group', { name: f.optIns })).getByRole('checkbox', { name: labels.leadForm.optIns.email }));
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    (await h.post.next()).resolve(LEAD_ANSWER);
    await waitFor(() => expect(h.effects.visitorInfo).toEqual([{ kind: 'leave' }]));
    cleanup();

    renderLead({ ...sellerInput, rememberedInfo: kept });
    expect(box(f.fullName).value).toBe('');
    expect(box(f.email).value).toBe('');
    expect(screen.queryByTestId('lead-remember')).toBeNull();
  });

  it('the dealer an earlier address left (DEALER_CODE) is preselected when the city lists it, and another may be chosen; the lead goes to the one chosen, as no campaign', async () => {
    const h = renderLead({ ...input, rememberedDealerCode: spDealers[2]!.id });
    expect(await screen.findByText(spDealers[2]!.fantasyName)).toBeTruthy();
    await fillNaturalPerson();
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    const first = await h.post.next();
    expect(first.input.lead.dealersCode).toBe(spDealers[2]!.id);
    expect(first.input.lead).not.toHaveProperty('referralDealer');
    first.reject(new Error('falhou'));
    await chooseDealer(spDealers[1]!);
    await user.click(screen.getByRole('button', { name: labels.leadForm.submit }));
    expect((await h.post.next()).input.lead.dealersCode).toBe(spDealers[1]!.id);
  });

  it('DEALER_CNPJ: the first listed dealer of those companies is preselected; a kept dealer the city does not list selects nothing', async () => {
    const withCnpj = spDealers.find((d) => d.cnpj);
    renderLead({ ...input, rememberedDealerCnpj: [withCnpj!.cnpj] });
    expect(await screen.findByText(withCnpj!.fantasyName)).toBeTruthy();
    cleanup();
    renderLead({ ...input, rememberedDealerCode: '99999' });
    expect(await screen.findByRole('button', { name: labels.dealerSelector.choose })).toBeTruthy();
    expect(screen.getByText(labels.dealerSelector.noneSelected)).toBeTruthy();
  });
});

describe('cart mode: adding is only adding', () => {
  it("'Adicionar ao carrinho' puts the offer as configured and the lead it would send in the cart, and posts nothing", async () => {
    const run = leadCartPlan.runs.find((r) => r.path.state.matches('addedToCart'))!;
    expect(run).toBeDefined();
    const h = renderLead(cartInput);
    await leadCartPlan.model.testPath(run.path, { states: stateAssertions, events: executors(h) });
    const ctx = h.actor().getSnapshot().context;
    expect(h.post.calls).toEqual([]);
    expect(h.effects.carted).toEqual([
      {
        entry: cartEntryOf(ctx.offer, ctx.config, ctx.price, ctx.coupon?.name ?? null),
        lead: { lead: expect.objectContaining({ cpf: ctx.values.cpf, email: ctx.values.email, ofertas_id: ctx.offer.id }), idempotencyKey: ctx.idempotencyKey },
      },
    ]);
    expect(h.effects.carted[0]!.entry.address).toMatch(/^\/\?offerId=/);
  }, 30_000);
});
