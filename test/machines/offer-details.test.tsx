/**
 * Generated paths of the offer details chart, run against the real details
 * view with a fake offer loader the test resolves or rejects; the summary's
 * figures are checked against models/ in every ready state.
 */
import '../support/radix-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import type { OfferWithMvs } from '../../models/showcase/api';
import { titleCase } from '../../models/common/title-case';
import { formatPriceHeader } from '../../models/common/money';
import { defaultDetailsLabels, detailsLabels } from '../../models/labels/details';
import { leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import type { CouponTerms } from '../../models/pricing/pricing';
import { formatBRL } from '../../models/common/money';
import type { Offer } from '../../models/offer/offer';
import {
  configurationBounds,
  detailsPrice,
  initialConfiguration,
  offerTitle,
  plateNumberMissing,
  virtualPagePath,
  type DetailsConfiguration,
} from '../../models/pricing/offer-details';
import { detailsModalMachine } from '../../machines/details-modal/details-modal.machine';
import { faqModalMachine } from '../../machines/details-modal/faq-modal.machine';
import { OfferDetailsContext } from '../../machines/offer-details/offer-details.context';
import { offerDetailsMachine, type OfferDetailsEvent, type OfferDetailsInput } from '../../machines/offer-details/offer-details.machine';
import { shareMachine } from '../../machines/details-modal/share.machine';
import { termsMachine } from '../../machines/details-modal/terms.machine';
import { ApiCallError } from '../../services/http';
import { DetailsLogicContext, OfferDetailsView, type DetailsLogic } from '../../ui/details/offer-details-view';
import { checkAssertions, recordExercised, reachedStates, resetExercised } from '../support/chart-paths';
import { detailsEditRequest, detailsEditedCoupon, detailsOffer, offerDetailsEditPlan, offerDetailsLeadAddressBlockedPlan, offerDetailsLeadAddressPlan, offerDetailsNewLayoutPlan, offerDetailsOptionalsPlan, offerDetailsPlan } from './offer-details.paths';
import { answerFor } from './coupon.paths';
import { fakeLeadStepActors, fakeLeadUpdate, quietDetailsApp } from '../support/details-lead-step';
import { leadUpdateLabels } from '../../models/labels/lead-update';
import { leadDealer, storedLead } from './lead-update.paths';
import type { LeadCreateAnswer } from '../../models/lead/lead';
import type { PostLeadInput } from '../../machines/lead-submission/lead-submission.machine';
import type { LeadStepKind, LeadStepLogic } from '../../machines/offer-details/offer-details.machine';
import { spDealers } from './dealer-selector.paths';
import { GOOD_VALUES, SP_LOCATION } from './lead-submission.paths';
import { quiet } from '../support/quiet-effects';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

const never = <T,>() => new Promise<T>(() => undefined);

export const fakeCompanions: DetailsLogic = {
  modal: detailsModalMachine.provide({ actors: { loadDetails: fromPromise(() => never()) }, actions: quiet('announceOpen', 'announceClose') }),
  faq: faqModalMachine.provide({ actors: { loadFaq: fromPromise(() => never()) }, actions: quiet('announceOpen', 'announceClose') }),
  terms: termsMachine.provide({ actors: { loadItems: fromPromise(() => never()) } }),
  share: shareMachine.provide({ actors: { nativeShare: fromPromise(() => never()), copyLink: fromPromise(() => never()) }, actions: quiet('openMessage', 'logShareFailure', 'trackShare') }),
  faqPath: '/content/flua/faq',
};

function renderDetails(input: Pick<OfferDetailsInput, 'offerId' | 'leadFormFirst' | 'edit' | 'lead' | 'search' | 'automaticCoupon' | 'openOnLeadStep'> = { offerId: detailsOffer.id }) {
  const pending: { resolve: (v: OfferWithMvs) => void; reject: (e: unknown) => void }[] = [];
  const posts: { input: PostLeadInput; resolve: (v: LeadCreateAnswer) => void }[] = [];
  const spies = { syncAddress: vi.fn(), closeDetails: vi.fn(), trackPageView: vi.fn(), reloadPage: vi.fn(), showLeadStep: vi.fn(), leaveLeadStep: vi.fn() };
  /** The coupon names the coupon child asked the API to validate. */
  const couponsAsked: string[] = [];
  const leadUpdate = fakeLeadUpdate({ dealers: [leadDealer], location: { stateCode: 'SP', cityCode: leadDealer.cityId, cityName: 'São Paulo', countryCode: 'BR' } });
  const fakes = fakeLeadStepActors({
    validateCoupon: async ({ name }) => {
      couponsAsked.push(name);
      return answerFor(name);
    },
    // The new test layout's lead step lists the city's dealers and creates the lead when the test answers.
    ...(input.leadFormFirst ? { dealers: spDealers, postLead: (call: PostLeadInput) => new Promise<LeadCreateAnswer>((resolve) => posts.push({ input: call, resolve })) } : {}),
  });
  // The lead step's code arrives (or not) when the test says.
  const codes: { kind: LeadStepKind; resolve: (logic: LeadStepLogic) => void; reject: (e: unknown) => void }[] = [];
  const logic = offerDetailsMachine.provide({
    actors: {
      loadOffer: fromPromise<OfferWithMvs, string>(() => new Promise((resolve, reject) => pending.push({ resolve, reject }))),
      ...fakes.actors,
      loadLeadStep: fromPromise<LeadStepLogic, LeadStepKind>(({ input: kind }) => new Promise((resolve, reject) => codes.push({ kind, resolve, reject }))),
    },
    actions: {
      syncAddress: ({ context }) => spies.syncAddress(context.config),
      closeDetails: () => spies.closeDetails(),
      trackPageView: ({ context }) => spies.trackPageView(virtualPagePath(context.offerId)),
      reloadPage: () => spies.reloadPage(),
      showLeadStepInAddress: () => spies.showLeadStep(),
      leaveLeadStepInAddress: () => spies.leaveLeadStep(),
      trackPlanChange: () => undefined,
    },
  });
  let actor: AnyActorRef | undefined;
  function Probe() {
    actor = OfferDetailsContext.useActorRef();
    return null;
  }
  render(
    <OfferDetailsContext.Provider logic={logic} options={{ input }}>
      <Probe />
      <DetailsLogicContext.Provider value={fakeCompanions}>
        <OfferDetailsView labels={defaultDetailsLabels} />
      </DetailsLogicContext.Provider>
    </OfferDetailsContext.Provider>,
  );
  const latest = async () => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    return pending.shift()!;
  };
  const nextPost = async () => {
    await waitFor(() => expect(posts.length).toBeGreaterThan(0));
    return posts.shift()!;
  };
  const leadCode = async () => {
    await waitFor(() => expect(codes.length).toBeGreaterThan(0));
    return codes.shift()!;
  };
  /** The lead step's code arrives: the lead form's chart, or the lead update's when editing. */
  const arriveLeadCode = async () => {
    const code = await leadCode();
    code.resolve(code.kind === 'leadUpdate' ? leadUpdate.logic : fakes.leadSubmission);
  };
  /** The browser's Back (false) or Forward (true) between the configuration's and the lead step's history entries. */
  const moveInHistory = (leadStep: boolean) => act(() => fakes.address.report!(leadStep));
  /** What a child chart reports to the page (the lead form read the offer again). */
  const report = (event: OfferDetailsEvent) => act(() => actor!.send(event));
  return { latest, spies, leadUpdate, nextPost, leadCode, arriveLeadCode, couponsAsked, moveInHistory, report };
}

const user = userEvent.setup();

/** What a person sees in the summary equals what models/ compute for the same choices. */
async function expectSummary(offer: Offer, config: DetailsConfiguration, coupon: CouponTerms | null = null) {
  const price = detailsPrice(offer, config, coupon);
  const summary = within(await screen.findByTestId('summary'));
  await waitFor(() => expect(summary.getByTestId('summary-period').textContent).toBe(`${config.period} meses`));
  // The coupon field shows the coupon the parent counts.
  await waitFor(() => expect(Boolean(summary.queryByTestId('coupon-applied'))).toBe(coupon !== null));
  expect(summary.getByTestId('summary-km').textContent).toBe(detailsLabels.summary.kmPerMonth(config.km));
  expect(summary.getByTestId('summary-entrada').textContent).toBe(formatBRL(price.financing.firstPayment));
  expect(summary.getByTestId('summary-monthly').textContent).toBe(formatBRL(price.ranges[0]!.amount));
  // Every discount is per month, beside the month's price before them: base − entrada − coupon = VALOR MENSAL.
  const entradaShown = summary.queryByTestId('summary-discount-entrada')?.textContent ?? null;
  const couponShown = summary.queryByTestId('summary-discount-coupon')?.textContent ?? null;
  expect(entradaShown).toBe(price.financing.instalment > 0 ? detailsLabels.summary.perMonth(formatBRL(price.financing.instalment)) : null);
  expect(couponShown?.startsWith(detailsLabels.summary.perMonth(formatBRL(price.couponDiscount))) ?? null).toBe(price.couponDiscount > 0 ? true : null);
  if (entradaShown || couponShown) {
    expect(summary.getByTestId('summary-base').textContent).toBe(formatBRL(price.parts.total));
    expect(price.parts.total - price.financing.instalment - price.couponDiscount).toBe(price.ranges[0]!.amount);
  }
  const colour = offer.colors.find((c) => c.colorId === config.colorId)!;
  expect(summary.getByTestId('summary-colour').textContent).toContain(titleCase(colour.name));
  const optional = offer.optionals.find((o) => o.optionalId === config.optionalId);
  expect(summary.getByTestId('summary-optional').textContent).toContain(optional ? optional.name : detailsLabels.summary.none);
  expect(screen.getByTestId('price-header').textContent).toBe(formatPriceHeader(config.period, price.ranges[0]!.amount));
}

const stateAssertions = {
  loadingOffer: async () => {
    expect((await screen.findByRole('status')).textContent).toBe(detailsLabels.page.loading);
    expect(screen.queryByTestId('summary')).toBeNull();
  },
  failed: async (snap: any) => {
    const alert = await screen.findByRole('alert');
    // The offer call's refusal, or (the lead step's code did not arrive) the page's own words.
    expect(alert.textContent).toContain(snap.context.errorMessage ?? detailsLabels.page.loadFailed);
    expect(within(alert).getByRole('button', { name: detailsLabels.page.retry })).toBeTruthy();
    expect(snap.can({ type: 'offer.retry' })).toBe(true);
  },
  'ready.mergingLead': async () => {
    // Editing a lead: its terms arrive before the page shows any.
    expect((await screen.findByTestId('edit-opening')).textContent).toBe(leadUpdateLabels.loadingLead);
    expect(screen.queryByTestId('summary')).toBeNull();
  },
  'ready.details': async (snap: any) => {
    const { offer, config } = snap.context as { offer: Offer; config: DetailsConfiguration };
    expect(await screen.findByRole('heading', { level: 1, name: offerTitle(offer, 'Fiat') })).toBeTruthy();
    await expectSummary(offer, config, snap.context.coupon);
    // Editing a lead: whose proposal it is, and the step's button goes on to 'Finalizar'.
    if (snap.context.edit) expect((await screen.findByTestId('edit-banner')).textContent).toBe(leadUpdateLabels.banner.seller(storedLead.proposalCode));
    else expect(screen.queryByTestId('edit-banner')).toBeNull();
    // Editing a lead: the coupon it was sent with is the summary's, in a field that takes no other.
    if (snap.context.edit) {
      expect((await screen.findByTestId('coupon-kept')).textContent).toBe(snap.context.coupon ? leadLabels.couponKept : leadLabels.couponNoneKept);
      expect(screen.getByLabelText<HTMLInputElement>(labels.coupon.placeholder).disabled).toBe(true);
    } else expect(screen.queryByTestId('coupon-kept')).toBeNull();
    const cont = screen.getByRole<HTMLButtonElement>('button', { name: snap.context.edit ? leadUpdateLabels.updateOffer : labels.offerDetails.continue });
    await waitFor(() => expect(cont.disabled).toBe(!snap.can({ type: 'details.continue' })));
    // The plate error shows only once the visitor tried to continue without the number.
    expect(Boolean(screen.queryByText(labels.offerDetails.plateEndingRequired))).toBe(plateNumberMissing(offer, config) && snap.context.continueAttempted);
    // Two optionals cannot go together: the one chosen replaced another, and the message says so.
    const conflict = snap.context.optionalConflict && config.optionalId !== null;
    await waitFor(() => expect(screen.queryByTestId('optional-conflict')?.textContent ?? null).toBe(conflict ? labels.offerDetails.optionalConflict : null));
    if (conflict) expect(screen.getByTestId('optional-conflict').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByTestId('colour-picker').getAttribute('data-enabled')).toBe('true');
    expect(screen.queryByTestId('lead-step')).toBeNull();
    // The new test layout, once the lead is created: the details step says the data were sent.
    expect(screen.queryByTestId('details-lead-published')?.textContent ?? null).toBe(snap.context.publishedLead ? leadLabels.published : null);
  },
  'ready.lead': async (snap: any) => {
    const step = await screen.findByTestId('lead-step');
    expect(within(step).getByRole('button', { name: labels.offerDetails.back })).toBeTruthy();
    if (snap.context.edit) {
      // The lead form is replaced by the lead's dealer and 'Finalizar' (or 'Aguarde' until the dealer is known).
      expect(within(step).queryByTestId('lead-form-slot')).toBeNull();
      expect(within(step).getByRole('heading', { name: leadUpdateLabels.stepTitle })).toBeTruthy();
      expect(await within(step).findByRole('button', { name: leadUpdateLabels.finish })).toBeTruthy();
      expect(within(step).getByTestId('dealer-selected').textContent).toContain(leadDealer.fantasyName);
    } else expect(within(step).getByTestId('lead-form-slot')).toBeTruthy();
    // The new test layout: the form's button is 'Continuar'; once the lead is created, the step shows it was sent.
    if (snap.context.publishedLead) expect((await within(step).findByTestId('lead-published')).textContent).toBe(leadLabels.published);
    else if (snap.context.leadFormFirst && snap.context.leadStep === 'running') expect(await within(step).findByRole('button', { name: labels.leadForm.submitNewLayout })).toBeTruthy();
    // Until the lead step's code arrives, the slot says what comes.
    if (!snap.context.edit && snap.context.leadStep === 'loading') expect(await within(step).findByText(detailsLabels.page.leadFormSlot)).toBeTruthy();
    await expectSummary(snap.context.offer, snap.context.config, snap.context.coupon);
    await waitFor(() => expect(screen.getByTestId('colour-picker').getAttribute('data-enabled')).toBe('false'));
    // The details step's 'Continuar' is gone (the new layout's form has a 'Continuar' of its own, inside the step).
    expect(screen.queryAllByRole('button', { name: labels.offerDetails.continue }).filter((b) => !step.contains(b))).toEqual([]);
  },
  closed: async () => {
    await waitFor(() => expect(screen.queryByTestId('offer-details')).toBeNull());
  },
};

function radio(name: string) {
  return screen.getByRole('radio', { name });
}

/** A choice of the parts drawn in the pass right after the summary (optionals, additionals, plate), once drawn. */
function findRadio(name: string) {
  return screen.findByRole('radio', { name });
}

describe('offer details chart: generated paths against the details view', () => {
  beforeAll(() => resetExercised(offerDetailsPlan.id));

  it('has an assertion for every state and none for unknown states', () => {
    expect(checkAssertions(offerDetailsPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    // Merging a lead's terms is the edit plan's (below).
    expect([...reachedStates(offerDetailsPlan)].filter((s) => offerDetailsPlan.states.includes(s)).sort()).toEqual(
      offerDetailsPlan.states.filter((s) => s !== 'ready.mergingLead').sort(),
    );
  });

  it.each(offerDetailsPlan.runs.map((t) => [t.name, t] as const))('%s', { timeout: 30_000 }, async (_key, transition) => {
    const harness = renderDetails();
    await offerDetailsPlan.model.testPath(transition.path, { states: stateAssertions, events: detailsExecutors(harness) });
    recordExercised(offerDetailsPlan.id, transition.keys);
  });
});

describe('offer details chart, two optionals: generated paths against the details view', () => {
  beforeAll(() => resetExercised(offerDetailsOptionalsPlan.id));

  it('takes both branches of choosing an optional: another one (the conflict) and the first or none', () => {
    const keys = offerDetailsOptionalsPlan.transitions.map((t) => t.key);
    expect(keys).toContain('ready.details —optional.select→ ready.details');
    expect(keys).toContain('ready.details —optional.select #1→ ready.details');
  });

  it.each(offerDetailsOptionalsPlan.runs.map((t) => [t.name, t] as const))('%s', { timeout: 30_000 }, async (_key, transition) => {
    const harness = renderDetails();
    await offerDetailsOptionalsPlan.model.testPath(transition.path, { states: stateAssertions, events: detailsExecutors(harness) });
    recordExercised(offerDetailsOptionalsPlan.id, transition.keys);
  });
});

describe('offer details chart, editing a sent lead: generated paths against the details view', () => {
  beforeAll(() => resetExercised(offerDetailsEditPlan.id));

  it('reaches, with the visitor\'s plan, every state of the chart', () => {
    expect(checkAssertions(offerDetailsEditPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set([...reachedStates(offerDetailsPlan), ...reachedStates(offerDetailsEditPlan)]);
    expect(offerDetailsPlan.states.filter((s) => !reached.has(s))).toEqual([]);
  });

  it.each(offerDetailsEditPlan.runs.map((t) => [t.name, t] as const))('%s', { timeout: 30_000 }, async (_key, transition) => {
    const harness = renderDetails({ offerId: detailsOffer.id, edit: detailsEditRequest });
    await offerDetailsEditPlan.model.testPath(transition.path, { states: stateAssertions, events: detailsExecutors(harness) });
    recordExercised(offerDetailsEditPlan.id, transition.keys);
  });
});

describe('offer details chart, the new test layout: generated paths against the details view', () => {
  beforeAll(() => resetExercised(offerDetailsNewLayoutPlan.id));

  it('starts with the lead form and reaches the details step through the created lead', () => {
    expect(checkAssertions(offerDetailsNewLayoutPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect(offerDetailsNewLayoutPlan.transitions.map((t) => t.key)).toContain('ready.lead —lead.published→ ready.details');
  });

  it.each(offerDetailsNewLayoutPlan.runs.map((t) => [t.name, t] as const))('%s', { timeout: 30_000 }, async (_key, transition) => {
    const harness = renderDetails({ offerId: detailsOffer.id, leadFormFirst: true, lead: { layout: 'newLayout', location: SP_LOCATION } });
    await offerDetailsNewLayoutPlan.model.testPath(transition.path, { states: stateAssertions, events: detailsExecutors(harness) });
    recordExercised(offerDetailsNewLayoutPlan.id, transition.keys);
  });
});

describe.each([
  ['with a configuration that may go on', offerDetailsLeadAddressPlan, {}],
  ['with the plate ending checked and no number', offerDetailsLeadAddressBlockedPlan, { additionals: '1' }],
] as const)('offer details chart, opened on the lead step\'s address %s: generated paths against the details view', (_name, plan, search) => {
  beforeAll(() => resetExercised(plan.id));

  it('has an assertion for every state it reaches', () => {
    expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
  });

  it.each(plan.runs.map((t) => [t.name, t] as const))('%s', { timeout: 30_000 }, async (_key, transition) => {
    const harness = renderDetails({ offerId: detailsOffer.id, search, openOnLeadStep: true });
    await plan.model.testPath(transition.path, { states: stateAssertions, events: detailsExecutors(harness) });
    recordExercised(plan.id, transition.keys);
  });
});

function detailsExecutors(harness: ReturnType<typeof renderDetails>) {
    const events = {
      'xstate.init': () => undefined,
      'xstate.done.actor.loadOffer': async (step) => (await harness.latest()).resolve(step.event.output),
      // A failure a retry can mend (no answer); an offer that is gone has its own test below.
      'xstate.error.actor.loadOffer': async () => (await harness.latest()).reject(new ApiCallError('Oferta não encontrada.', undefined, 'network_error')),
      'xstate.done.actor.loadLeadStep': () => harness.arriveLeadCode(),
      'xstate.error.actor.loadLeadStep': async () => (await harness.leadCode()).reject(new TypeError('Failed to fetch dynamically imported module')),
      'offer.retry': () => user.click(screen.getByRole('button', { name: detailsLabels.page.retry })),
      'plan.selectPeriod': async (step) => user.click(await findRadio(`${step.event.period} Meses`)),
      'plan.selectKm': async (step) => user.click(await findRadio(`${detailsLabels.plans.km(step.event.km)} ${detailsLabels.plans.perMonth}`)),
      'plan.select': async (step) =>
        user.click(await screen.findByRole('button', { name: detailsLabels.comparison.chooseLabel(step.event.period, detailsLabels.plans.km(step.event.km)) })),
      'colour.changed': async (step) => user.click(await findRadio(titleCase(detailsOffer.colors.find((c) => c.colorId === step.event.colorId)!.name))),
      'optional.select': async (step) =>
        user.click(await findRadio(step.event.optionalId === null ? labels.offerDetails.noOptional : detailsOffer.optionals.find((o) => o.optionalId === step.event.optionalId)!.name)),
      'additional.toggle': async (step) =>
        user.click(await screen.findByRole('checkbox', { name: detailsOffer.additionalItemsList.find((a) => a.id === step.event.id)!.name })),
      'plate.select': async (step) => user.click(await findRadio(`${labels.offerDetails.plateEnding} ${step.event.plateNumber}`)),
      'initialPayment.changed': async (step) => {
        const typed =
          step.event.check === 'aboveMaximum' ? configurationBounds(step.state.context.offer, step.state.context.config).max + 100 : step.event.amount;
        // (The entrada comes in the pass right after the summary.)
        fireEvent.change(await screen.findByRole('textbox', { name: detailsLabels.initialPayment.inputLabel }), { target: { value: String(typed) } });
      },
      'details.continue': async (step) => {
        const before = harness.spies.showLeadStep.mock.calls.length;
        await user.click(screen.getByRole('button', { name: step.state.context.edit ? leadUpdateLabels.updateOffer : labels.offerDetails.continue }));
        // On to the lead step: it gets a history entry of its own (a plate number missing: it stays).
        await waitFor(() => expect(harness.spies.showLeadStep.mock.calls.length - before).toBe(plateNumberMissing(step.state.context.offer, step.state.context.config) ? 0 : 1));
      },
      'details.back': async (step) => {
        const before = harness.spies.leaveLeadStep.mock.calls.length;
        await user.click(within(screen.getByTestId('lead-step')).getByRole('button', { name: labels.offerDetails.back }));
        // Editing a lead, going back reloads the page (spec 000 §4); else back to the configuration's history entry.
        expect(harness.spies.reloadPage).toHaveBeenCalledTimes(step.state.context.edit ? 1 : 0);
        expect(harness.spies.leaveLeadStep.mock.calls.length - before).toBe(step.state.context.edit ? 0 : 1);
      },
      // The browser's Back or Forward: the address already moved, the chart follows it and writes nothing (unless
      // Forward finds a configuration that may not go on: its address is left for the configuration's).
      'address.changed': async (step) => {
        const before = { show: harness.spies.showLeadStep.mock.calls.length, leave: harness.spies.leaveLeadStep.mock.calls.length, reload: harness.spies.reloadPage.mock.calls.length };
        harness.moveInHistory(step.event.leadStep);
        const blocked = step.event.leadStep && plateNumberMissing(step.state.context.offer, step.state.context.config);
        expect(harness.spies.showLeadStep.mock.calls.length).toBe(before.show);
        expect(harness.spies.leaveLeadStep.mock.calls.length - before.leave).toBe(blocked ? 1 : 0);
        expect(harness.spies.reloadPage.mock.calls.length - before.reload).toBe(!step.event.leadStep && step.state.context.edit ? 1 : 0);
      },
      // The lead update child read the lead: its stored body is merged.
      'edit.leadLoaded': async (step) => {
        const call = await harness.leadUpdate.load.next();
        expect(call.input).toEqual(detailsEditRequest);
        call.resolve({ ...storedLead, lead: step.event.lead, coupon: step.event.coupon });
      },
      'details.close': () => user.click(screen.getByRole('button', { name: detailsLabels.page.backToOffers })),
      // The new test layout: the visitor fills the lead form, chooses a dealer and presses 'Continuar'; create-rental-lead answers.
      'lead.published': async (step) => {
        const form = within(screen.getByTestId('lead-form-slot'));
        const paste = async (name: string, value: string) => {
          await user.click(form.getByRole('textbox', { name }));
          await user.paste(value);
        };
        await paste(leadLabels.fields.fullName, GOOD_VALUES.fullName);
        await paste(leadLabels.fields.email, GOOD_VALUES.email);
        await paste(leadLabels.fields.cpf, '52998224725');
        await paste(leadLabels.fields.mobilePhone, '11987654321');
        // No channel starts ticked: the visitor picks one.
        await user.click(form.getByRole('checkbox', { name: leadLabels.fields.preferredContactOptions.whatsapp }));
        await user.click(await form.findByRole('button', { name: labels.dealerSelector.choose }));
        const modal = await screen.findByTestId('dealer-modal');
        await user.click(within(modal).getByRole('radio', { name: spDealers[1]!.fantasyName }));
        await user.click(within(modal).getByRole('button', { name: leadLabels.dealerConfirm }));
        await user.click(form.getByRole('button', { name: labels.leadForm.submitNewLayout }));
        const post = await harness.nextPost();
        expect(post.input.path).toBe('/api/create-rental-lead');
        post.resolve({ id: step.event.lead.leadId, productLeadIds: [step.event.lead.productLeadId] });
      },
      // The lead form read the offer again (its price changed while the form was filled): the page takes it in place.
      // (The summary's figures follow: the lead step's assertion reads them from the new offer.)
      'lead.offerRefreshed': (step) => harness.report(step.event),
      // The lead form's CPF reaches the page (the coupon hears it with the next configuration).
      'lead.cpfChanged': (step) => harness.report(step.event),
      // The coupon child reports what the visitor applies or removes in the summary's field.
      'coupon.changed': async (step) => {
        const summary = within(screen.getByTestId('summary'));
        if (step.event.coupon) await user.type(summary.getByLabelText(labels.coupon.placeholder), `${step.event.coupon.name.toLowerCase()}{Enter}`);
        else await user.click(summary.getByRole('button', { name: leadLabels.couponRemove }));
      },
    } satisfies Record<
      OfferDetailsEvent['type'] | 'xstate.init' | 'xstate.done.actor.loadOffer' | 'xstate.error.actor.loadOffer' | 'xstate.done.actor.loadLeadStep' | 'xstate.error.actor.loadLeadStep',
      Executor
    >;
    return events;
}

/**
 * Text as axe's `label-content-name-mismatch` compares it: lower case,
 * punctuation and symbols dropped, spaces collapsed. The shown text is the
 * element's text nodes as they are (spans side by side are one word:
 * '12' and 'Meses' read '12Meses').
 */
const spoken = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The controls named by `aria-label` (their accessible name) whose name does not contain the words they show (a voice user says what they see). */
function namesMissingTheirText(root: HTMLElement): string[] {
  const controls = root.querySelectorAll<HTMLElement>(
    ['button', 'a', '[role="radio"]', '[role="checkbox"]', '[role="tab"]', '[role="menuitem"]', '[role="switch"]', '[role="option"]'].map((c) => `${c}[aria-label]:not([aria-labelledby])`).join(', '),
  );
  return [...controls]
    .filter((el) => {
      const visible = spoken(el.textContent ?? '');
      return visible !== '' && !spoken(el.getAttribute('aria-label')!).includes(visible);
    })
    .map((el) => `${el.getAttribute('aria-label')} ≠ ${el.textContent}`);
}

describe('offer details view: accessible names', () => {
  it('every control named by aria-label says the words it shows (the plan tiles and the comparison’s choose buttons too)', async () => {
    const harness = renderDetails();
    (await harness.latest()).resolve(detailsOffer);
    await screen.findByTestId('summary');
    // The comparison's 'Escolher este plano' buttons carry the plan in their names (the comparison comes in the
    // pass after the offer's first paint).
    expect(within(await screen.findByTestId('comparison')).getAllByText(detailsLabels.comparison.choose).length).toBeGreaterThan(0);
    expect(namesMissingTheirText(document.body)).toEqual([]);
    // And on the lead step.
    await user.click(screen.getByRole('button', { name: labels.offerDetails.continue }));
    await screen.findByTestId('lead-step');
    expect(namesMissingTheirText(document.body)).toEqual([]);
  });
});

describe('offer details chart: what the app is told', () => {
  it('pushes the virtual page view, writes the address on every change and closes through the app', async () => {
    const harness = renderDetails();
    expect(harness.spies.trackPageView).toHaveBeenCalledWith(`/vpv/flua/${detailsOffer.id}/detalhes`);
    (await harness.latest()).resolve(detailsOffer);
    await screen.findByTestId('summary');
    expect(harness.spies.syncAddress).toHaveBeenCalledTimes(1);
    await user.click(radio('36 Meses'));
    await waitFor(() => expect(harness.spies.syncAddress).toHaveBeenLastCalledWith(expect.objectContaining({ period: 36, initialPayment: 0 })));
    await user.click(screen.getByRole('button', { name: detailsLabels.page.backToOffers }));
    expect(harness.spies.closeDetails).toHaveBeenCalledTimes(1);
  });

  it('editing a lead, opens with its terms and writes the address only once they are merged', async () => {
    const harness = renderDetails({ offerId: detailsOffer.id, edit: detailsEditRequest });
    (await harness.latest()).resolve(detailsOffer);
    expect((await screen.findByTestId('edit-opening')).textContent).toBe(leadUpdateLabels.loadingLead);
    expect(harness.spies.syncAddress).not.toHaveBeenCalled();
    await harness.arriveLeadCode();
    (await harness.leadUpdate.load.next()).resolve(storedLead);
    await screen.findByTestId('summary');
    // 36 months × 1000 km, Branco Alaska, the sunroof, the plate ending 4 (and the required maintenance).
    const merged = { period: 36, km: 1000, colorId: 'fiat-249', optionalId: 'L10-OPT-2', additionalIds: ['1', '5'], plateNumber: 4, initialPayment: 0 };
    expect(harness.spies.syncAddress).toHaveBeenCalledTimes(1);
    expect(harness.spies.syncAddress).toHaveBeenLastCalledWith(merged);
    await expectSummary(detailsOffer, merged);
    expect((await screen.findByRole('checkbox', { name: 'Final de placa' })).getAttribute('data-state')).toBe('checked');
  });

  it('editing a lead sent with a coupon, counts that coupon and asks for no other, and the field takes none', async () => {
    const harness = renderDetails({ offerId: detailsOffer.id, edit: detailsEditRequest, search: { coupon: 'OUTRO' } });
    (await harness.latest()).resolve(detailsOffer);
    await harness.arriveLeadCode();
    (await harness.leadUpdate.load.next()).resolve({ ...storedLead, coupon: detailsEditedCoupon });
    const merged = { period: 36, km: 1000, colorId: 'fiat-249', optionalId: 'L10-OPT-2', additionalIds: ['1', '5'], plateNumber: 4, initialPayment: 0 };
    await expectSummary(detailsOffer, merged, detailsEditedCoupon);
    expect(within(screen.getByTestId('summary')).getByTestId('coupon-applied').textContent).toContain(leadLabels.couponApplied('BEMVINDO10'));
    expect(screen.getByTestId('coupon-kept').textContent).toBe(leadLabels.couponKept);
    expect(screen.queryByRole('button', { name: leadLabels.couponRemove })).toBeNull();
    // The plan comparison counts the coupon in every plan, and says that it stays whatever the plan.
    expect((await screen.findByTestId('comparison-coupon-note')).textContent).toBe(detailsLabels.comparison.withKeptCoupon);
    // The address's coupon is not asked for, and the address does not take the lead's.
    expect(harness.couponsAsked).toEqual([]);
    expect(harness.spies.syncAddress).toHaveBeenCalledTimes(1);
    expect(harness.spies.syncAddress).toHaveBeenLastCalledWith(merged);
  });

  it('opens with the configuration the address carries, and the lead step first in the new form order', async () => {
    const search = { period: 36, km: 2000, colour: 'fiat-249', additionals: '1,3', plate: 4, entrada: 0 };
    const actor = createActor(offerDetailsMachine.provide({ actors: { loadOffer: fromPromise(async () => detailsOffer), ...fakeLeadStepActors().actors }, actions: quietDetailsApp }), {
      input: { offerId: detailsOffer.id, search, leadFormFirst: true },
    }).start();
    const snap = await waitForActor(actor, (s) => s.matches('ready'));
    expect(snap.matches({ ready: 'lead' })).toBe(true);
    expect(snap.context.config).toEqual(
      initialConfiguration(detailsOffer, { period: 36, km: 2000, colorId: 'fiat-249', additionalIds: ['1', '3'], plateNumber: 4, initialPayment: 0 }),
    );
    expect(snap.context.config!.additionalIds).toEqual(['1', '3', '5']);
    actor.send({ type: 'details.back' });
    expect(actor.getSnapshot().matches({ ready: 'details' })).toBe(true);
    actor.stop();
  });

  it('blocks continuing below the minimum entrada, and refuses a typed one above the maximum, through the initial payment chart', async () => {
    const actor = createActor(offerDetailsMachine.provide({ actors: { loadOffer: fromPromise(async () => detailsOffer), ...fakeLeadStepActors().actors }, actions: quietDetailsApp }), {
      input: { offerId: detailsOffer.id },
    }).start();
    await waitForActor(actor, (s) => s.matches({ ready: 'details' }));
    const bounds = configurationBounds(detailsOffer, actor.getSnapshot().context.config!);
    const child = actor.getSnapshot().children.initialPayment as any;
    child.send({ type: 'initialPayment.change', amount: bounds.min - 1 });
    expect(actor.getSnapshot().context.initialPaymentCheck).toBe('belowMinimum');
    expect(actor.getSnapshot().can({ type: 'details.continue' })).toBe(false);
    // Above the maximum: refused, the amount typed before stays (and still blocks).
    child.send({ type: 'initialPayment.change', amount: bounds.max + 1 });
    expect(actor.getSnapshot().context.initialPaymentCheck).toBe('belowMinimum');
    expect(actor.getSnapshot().context.config!.initialPayment).toBe(bounds.min - 1);
    expect(child.getSnapshot().context.refusedAboveMaximum).toBe(true);
    expect(actor.getSnapshot().can({ type: 'details.continue' })).toBe(false);
    child.send({ type: 'initialPayment.change', amount: bounds.min });
    expect(actor.getSnapshot().context.initialPaymentCheck).toBe('ok');
    expect(actor.getSnapshot().can({ type: 'details.continue' })).toBe(true);
    // A new period resets the initial payment to zero (spec 000 §4).
    actor.send({ type: 'plan.selectPeriod', period: 12 });
    expect(actor.getSnapshot().context.config!.initialPayment).toBe(0);
    expect(child.getSnapshot().value).toBe('zero');
    actor.stop();
  });
});

describe('an offer that is gone (removed, archived, an old link)', () => {
  it('says so without a “Tentar novamente” that cannot help, and offers the showcase', async () => {
    const harness = renderDetails();
    await act(async () => (await harness.latest()).reject(new ApiCallError('Oferta não encontrada.', 404, 'offer_not_found')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Oferta não encontrada.');
    expect(alert.textContent).toContain(detailsLabels.page.goneSeeOthers);
    expect(within(alert).queryByRole('button', { name: detailsLabels.page.retry })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: detailsLabels.page.seeOtherOffers }));
    expect(harness.spies.closeDetails).toHaveBeenCalled();
  });
});
