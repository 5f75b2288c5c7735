/**
 * Generated paths of the dealer selector chart, run against its real view
 * with a fake dealers call the test resolves or rejects.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dealer } from '../../models/dealer/dealer';
import { defaultLeadLabels, leadLabels } from '../../models/labels/lead';
import { labels } from '../../models/labels/spec';
import { filterDealersByName } from '../../models/showcase/list-filters';
import {
  cityPickerMachine,
  dealerSelectorMachine,
  dealerChangedOf,
  isFixed,
  isLocked,
  type DealerSelectorActorRef,
  type DealerSelectorEvent,
  type DealerSelectorInput,
  type LoadDealersInput,
  type LocateDealerInput,
} from '../../machines/dealer-selector/dealer-selector.machine';
import { ApiCallError } from '../../services/http';
import { DealerSelector } from '../../ui/lead/dealer-selector';
import { unfiredTransitions } from '../support/chart-coverage';
import { checkAssertions, reachedStates, recordExercised, resetExercised, type ChartPlan } from '../support/chart-paths';
import { deferredActor } from '../support/lead-harness';
import '../support/radix-dom';
import type { StoredLocation } from '../../models/dealer/location';
import {
  FILTER_TERM,
  chosenLocation,
  PRESET_DEALER,
  RIO,
  SAO_PAULO,
  dealerInput,
  dealerSelectorNoCityPlan,
  dealerSelectorPlan,
  dealerSelectorPresetCityPlan,
  dealerSelectorPresetPlan,
  dealerSelectorEditPlan,
  editLockedInput,
  presetLocation,
  presetNoCityInput,
  presetWithCityInput,
  spDealers,
} from './dealer-selector.paths';
import { CITIES, STATES } from './location.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

/**
 * The inline city picker with the location calls answered at once (its own chart's paths are
 * test/machines/location.test.tsx); `breakNext` makes its next confirmed city throw inside it, as a
 * broken picker would.
 */
function fakeCityPicker() {
  const remembered: StoredLocation[] = [];
  const control = { breakNext: false };
  const logic = cityPickerMachine.provide({
    actors: {
      loadStates: fromPromise(async () => STATES),
      loadCities: fromPromise(async ({ input }: { input: { stateCode: string } }) => CITIES[input.stateCode] ?? []),
      loadCity: fromPromise(async ({ input }: { input: { cityCode: string } }) => Object.values(CITIES).flat().filter((c) => c.code === input.cityCode)),
    },
    actions: {
      rememberLocation: (_, { location }) => {
        if (control.breakNext) throw new Error('city picker broke');
        remembered.push(location);
      },
      logLocationFailed: () => undefined,
    },
  });
  return { logic, remembered, control };
}

function renderSelector(input: DealerSelectorInput, props: { hideDeliveredBy?: boolean } = {}) {
  const load = deferredActor<Dealer[], LoadDealersInput>();
  const locate = deferredActor<StoredLocation | null, LocateDealerInput>();
  const picker = fakeCityPicker();
  const logic = dealerSelectorMachine.provide({ actors: { loadDealers: load.logic, locateDealer: locate.logic, cityPicker: picker.logic }, actions: { reportDealer: () => undefined, logDealersFailed: () => undefined } });
  let actor: DealerSelectorActorRef | undefined;
  function Harness() {
    actor = useActorRef(logic, { input });
    return <DealerSelector actorRef={actor} labels={defaultLeadLabels} {...props} />;
  }
  render(<Harness />);
  return { load, locate, picker, actor: () => actor! };
}

/** Chooses São Paulo in the inline city picker, as a person does. */
async function chooseCityInline() {
  const form = await screen.findByTestId('location-form');
  const state = within(form).getByLabelText(leadLabels.dealerCity.picker.state);
  await waitFor(() => expect(within(state).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(state, 'SP');
  const city = within(form).getByLabelText(leadLabels.dealerCity.picker.city);
  await waitFor(() => expect(within(city).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(city, SAO_PAULO);
  await user.click(within(form).getByRole('button', { name: leadLabels.dealerCity.picker.confirm }));
}

const user = userEvent.setup();
const t = labels.dealerSelector;

const stateAssertions: Record<string, (snap: any) => Promise<void> | void> = {
  // No city yet (a shared link, a new device): the city is chosen right here, with no way to cancel it.
  noCity: async () => {
    const box = await screen.findByTestId('dealer-no-city');
    expect(box.textContent).toContain(leadLabels.dealerCity.intro);
    const form = within(box).getByTestId('location-form');
    expect(within(form).getByLabelText(leadLabels.dealerCity.picker.state)).toBeTruthy();
    expect(within(form).getByLabelText(leadLabels.dealerCity.picker.city)).toBeTruthy();
    expect(within(form).queryByRole('button', { name: leadLabels.dealerCity.picker.cancel })).toBeNull();
    expect(screen.queryByRole('button', { name: t.choose })).toBeNull();
    expect(screen.queryByRole('button', { name: leadLabels.dealerCity.change })).toBeNull();
  },
  locatingDealer: async (snap) => {
    // The address's dealer is looked up out of sight: the selector shows only if that fails.
    if (isFixed(snap.context)) await waitFor(() => expect(screen.queryByTestId('dealer-selector')).toBeNull());
    else expect((await screen.findByRole('status')).textContent).toBe(leadLabels.dealerLoading);
    expect(screen.queryByTestId('dealer-no-city')).toBeNull();
  },
  loadingDealers: async (snap) => {
    if (isFixed(snap.context)) await waitFor(() => expect(screen.queryByTestId('dealer-selector')).toBeNull());
    else expect((await screen.findByRole('status')).textContent).toBe(leadLabels.dealerLoading);
  },
  failed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(leadLabels.dealerLoadFailed);
    expect(within(alert).getByRole('button', { name: leadLabels.dealerRetry })).toBeTruthy();
  },
  unavailable: async () => {
    expect((await screen.findByTestId('dealer-unavailable')).textContent).toBe(t.unavailableInRegion);
    expect(screen.queryByRole('button', { name: t.choose })).toBeNull();
  },
  'ready.closed': async (snap) => {
    await waitFor(() => expect(screen.queryByTestId('dealer-modal')).toBeNull());
    // The dealer of a lead being edited: no button to change it, a note instead.
    if (isLocked(snap.context)) {
      expect(screen.queryByRole('button', { name: t.choose })).toBeNull();
      // A proposal being edited keeps the dealer it was sent to, and says so (not "the link you opened").
      expect(screen.getByTestId('dealer-fixed').textContent).toBe(snap.context.input.offerEdit ? leadLabels.dealerOfProposal : leadLabels.dealerFixed);
    } else expect(screen.getByRole<HTMLButtonElement>('button', { name: t.choose }).disabled).toBe(false);
    // Another city may be chosen unless the dealer came with the address or the lead.
    expect(screen.queryByRole('button', { name: leadLabels.dealerCity.change }) !== null).toBe(snap.can({ type: 'dealers.changeCity' }));
    const selected = (snap.context.dealers as Dealer[]).find((d) => d.id === snap.context.selectedId);
    if (selected) expect(screen.getByTestId('dealer-selected').textContent).toContain(selected.fantasyName);
    else expect(screen.getByTestId('dealer-none').textContent).toBe(t.noneSelected);
  },
  // The address fixed the dealer: selected, and the selector is not shown at all.
  'ready.fixed': async (snap) => {
    await waitFor(() => expect(screen.queryByTestId('dealer-selector')).toBeNull());
    expect(screen.queryByRole('button', { name: t.choose })).toBeNull();
    expect(screen.queryByText(leadLabels.dealerFixed)).toBeNull();
    expect(snap.context.selectedId).toBe(snap.context.input.presetDealerId);
  },
  'ready.choosing': async (snap) => {
    const modal = await screen.findByTestId('dealer-modal');
    const visible = filterDealersByName(snap.context.dealers as Dealer[], snap.context.filter as string);
    const radios = within(modal).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(visible.map((d) => d.fantasyName));
    const checked = radios.find((r) => r.getAttribute('aria-checked') === 'true');
    expect(checked?.getAttribute('aria-label') ?? null).toBe(visible.find((d) => d.id === snap.context.highlightedId)?.fantasyName ?? null);
    expect(within(modal).getByRole<HTMLButtonElement>('button', { name: leadLabels.dealerConfirm }).disabled).toBe(snap.context.highlightedId === null);
  },
};

function executors(h: ReturnType<typeof renderSelector>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadDealers': async (step) => (await h.load.next()).resolve(step.event.output),
    'xstate.error.actor.loadDealers': async () => (await h.load.next()).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'xstate.done.actor.locateDealer': async (step) => (await h.locate.next()).resolve(step.event.output),
    'xstate.error.actor.locateDealer': async () => (await h.locate.next()).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'dealers.retry': async () => user.click(await screen.findByRole('button', { name: leadLabels.dealerRetry })),
    'dealers.open': async () => user.click(await screen.findByRole('button', { name: t.choose })),
    'dealers.filter': async (step) => {
      const input = within(await screen.findByTestId('dealer-modal')).getByLabelText(t.filterPlaceholder);
      await user.clear(input);
      if (step.event.term) await user.type(input, step.event.term);
    },
    'dealers.highlight': async (step) => {
      const dealer = spDealers.find((d) => d.id === step.event.dealerId)!;
      await user.click(within(await screen.findByTestId('dealer-modal')).getByRole('radio', { name: dealer.fantasyName }));
    },
    'dealers.confirm': async () => user.click(within(await screen.findByTestId('dealer-modal')).getByRole('button', { name: leadLabels.dealerConfirm })),
    'dealers.close': async () => user.click(within(await screen.findByTestId('dealer-modal')).getByRole('button', { name: leadLabels.dealerCancel })),
    // The location comes from the page (the parent sends it), not from this view.
    'dealers.setCity': (step) => h.actor().send(step.event),
    // The inline picker: the visitor picks the state and the city and confirms; the picker tells the selector.
    'dealers.setLocation': async (step) => {
      expect(step.event.location).toEqual(chosenLocation);
      await chooseCityInline();
      await waitFor(() => expect(h.picker.remembered).toContainEqual(chosenLocation));
    },
    'xstate.error.actor.cityPicker': async () => {
      h.picker.control.breakNext = true;
      await chooseCityInline();
    },
    'dealers.changeCity': async () => user.click(await screen.findByRole('button', { name: leadLabels.dealerCity.change })),
  } satisfies Record<
    | DealerSelectorEvent['type']
    | 'xstate.init'
    | 'xstate.done.actor.loadDealers'
    | 'xstate.error.actor.loadDealers'
    | 'xstate.done.actor.locateDealer'
    | 'xstate.error.actor.locateDealer'
    | 'xstate.error.actor.cityPicker',
    Executor
  >;
}

const plans: [ChartPlan, DealerSelectorInput][] = [
  [dealerSelectorPlan, dealerInput],
  [dealerSelectorNoCityPlan, { ...dealerInput, cityCode: null }],
  [dealerSelectorPresetPlan, presetNoCityInput],
  [dealerSelectorPresetCityPlan, presetWithCityInput],
  [dealerSelectorEditPlan, editLockedInput],
];

describe('dealer selector chart: every state and transition', () => {
  it('has an assertion for every state, reaches them all and fires every transition', () => {
    for (const [plan] of plans) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    const reached = new Set(plans.flatMap(([p]) => [...reachedStates(p)]));
    const all = new Set(plans.flatMap(([p]) => p.states));
    expect([...reached].filter((s) => all.has(s)).sort()).toEqual([...all].sort());
    expect(unfiredTransitions(dealerSelectorMachine, plans.map(([p]) => p))).toEqual([]);
  });
});

describe.each(plans.map(([plan, input]) => [plan.id, plan, input] as const))('dealer selector plan %s', (_id, plan, input) => {
  beforeAll(() => resetExercised(plan.id));
  it.each(plan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const h = renderSelector(input);
    await plan.model.testPath(transition.path, { states: stateAssertions, events: executors(h) });
    recordExercised(plan.id, transition.keys);
  });
});

describe('dealer selector: address parameters and the request', () => {
  it('asks for the city, brand, mvs and group', async () => {
    const h = renderSelector({ ...dealerInput, group: 'GRUPO-ALVORADA' });
    expect((await h.load.next()).input).toEqual({ cityCode: SAO_PAULO, brand: 'fiat', mvsCode: 'X', group: 'GRUPO-ALVORADA' });
  });

  it('a dealer from the address and no city: the dealer gives the city, is selected out of sight and the parent hears the location', async () => {
    const heard: unknown[] = [];
    const load = deferredActor<Dealer[], LoadDealersInput>();
    const locate = deferredActor<StoredLocation | null, LocateDealerInput>();
    const logic = dealerSelectorMachine.provide({
      actors: { loadDealers: load.logic, locateDealer: locate.logic },
      actions: { reportDealer: ({ context }) => void heard.push(dealerChangedOf(context)), logDealersFailed: () => undefined },
    });
    function Harness() {
      const actor = useActorRef(logic, { input: presetNoCityInput });
      return <DealerSelector actorRef={actor} labels={defaultLeadLabels} />;
    }
    render(<Harness />);
    const located = await locate.next();
    expect(located.input).toEqual({ dealerCode: PRESET_DEALER.id, brand: 'fiat' });
    expect(screen.queryByTestId('dealer-no-city')).toBeNull();
    located.resolve(presetLocation);
    const loaded = await load.next();
    expect(loaded.input.cityCode).toBe(SAO_PAULO);
    loaded.resolve(spDealers);
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(screen.queryByTestId('dealer-selector')).toBeNull();
    expect(heard).toEqual([{ type: 'dealer.changed', dealer: PRESET_DEALER, available: true, location: presetLocation }]);
  });

  it('keeps only the dealerCnpj dealers and selects the first', async () => {
    const h = renderSelector({ ...dealerInput, allowedCnpjs: [spDealers[2]!.cnpj, spDealers[1]!.cnpj] });
    (await h.load.next()).resolve(spDealers);
    expect((await screen.findByTestId('dealer-selected')).textContent).toContain(spDealers[2]!.fantasyName);
    await user.click(screen.getByRole('button', { name: t.choose }));
    expect(within(await screen.findByTestId('dealer-modal')).getAllByRole('radio')).toHaveLength(2);
  });

  it('is hidden with a preset dealer and no seller id; shown locked when editing a lead; a seller may change it', async () => {
    const fixed = renderSelector({ ...dealerInput, presetDealerId: spDealers[1]!.id });
    (await fixed.locate.next()).resolve(presetLocation);
    (await fixed.load.next()).resolve(spDealers);
    await waitFor(() => expect(fixed.actor().getSnapshot().matches({ ready: 'fixed' })).toBe(true));
    expect(fixed.actor().getSnapshot().context.selectedId).toBe(spDealers[1]!.id);
    expect(screen.queryByTestId('dealer-selector')).toBeNull();
    cleanup();

    const edit = renderSelector({ ...dealerInput, presetDealerId: spDealers[1]!.id, offerEdit: true });
    (await edit.locate.next()).resolve(presetLocation);
    (await edit.load.next()).resolve(spDealers);
    expect((await screen.findByTestId('dealer-fixed')).textContent).toBe(leadLabels.dealerOfProposal);
    expect(screen.queryByText(leadLabels.dealerFixed)).toBeNull();
    expect(screen.queryByRole('button', { name: t.choose })).toBeNull();
    expect(screen.getByTestId('dealer-selected').textContent).toContain(spDealers[1]!.fantasyName);
    cleanup();

    const seller = renderSelector({ ...dealerInput, presetDealerId: spDealers[1]!.id, sellerId: 'VEND-1' });
    (await seller.locate.next()).resolve(presetLocation);
    (await seller.load.next()).resolve(spDealers);
    expect((await screen.findByTestId('dealer-selected')).textContent).toContain(spDealers[1]!.fantasyName);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.choose }).disabled).toBe(false);
  });

  it('a preset dealer the list does not have: the selector shows (no dealer is fixed)', async () => {
    const h = renderSelector({ ...dealerInput, presetDealerId: 'NAO-EXISTE', allowedCodes: ['NAO-EXISTE'] });
    (await h.locate.next()).resolve(null);
    (await h.load.next()).resolve(spDealers);
    expect((await screen.findByTestId('dealer-unavailable')).textContent).toBe(t.unavailableInRegion);
  });

  it('while the address\'s dealer is looked up, a form message shows the selector', async () => {
    const load = deferredActor<Dealer[], LoadDealersInput>();
    const locate = deferredActor<StoredLocation | null, LocateDealerInput>();
    const logic = dealerSelectorMachine.provide({ actors: { loadDealers: load.logic, locateDealer: locate.logic }, actions: { reportDealer: () => undefined, logDealersFailed: () => undefined } });
    function Harness() {
      const actor = useActorRef(logic, { input: presetNoCityInput });
      return <DealerSelector actorRef={actor} labels={defaultLeadLabels} error={labels.dealerSelector.required} />;
    }
    render(<Harness />);
    await locate.next();
    expect(screen.getByTestId('dealer-selector').textContent).toContain(labels.dealerSelector.required);
  });

  it('shows the delivered-by note unless hidden (legal-person offers)', async () => {
    const bh = [{ ...spDealers[0]!, deliveredBy: { name: 'Minas Logística Ltda', fantasyName: 'Minas Logística' } }];
    const h = renderSelector({ ...dealerInput, presetDealerId: bh[0]!.id, sellerId: 'VEND-1' });
    (await h.locate.next()).resolve(null);
    (await h.load.next()).resolve(bh);
    expect(await screen.findByText(t.deliveredBy('Minas Logística'))).toBeTruthy();
  });

  it('filters by name only from 3 characters, case-insensitively', async () => {
    const h = renderSelector(dealerInput);
    (await h.load.next()).resolve(spDealers);
    await user.click(await screen.findByRole('button', { name: t.choose }));
    const input = screen.getByLabelText(t.filterPlaceholder);
    await user.type(input, 'IP');
    expect(screen.getAllByRole('radio')).toHaveLength(spDealers.length);
    await user.type(input, 'i');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['Ipiranga Auto']);
    expect(FILTER_TERM).toBe('ipi');
    void RIO;
  });
});
