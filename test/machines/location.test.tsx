/**
 * Generated paths of the location picker chart, run against its real view
 * with fake actors the test resolves or rejects; a confirmed city is
 * remembered and announced (the app's actions).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { BrowserLocationRefused, locationOfCity, type CityAnswer, type StateAnswer, type StoredLocation } from '../../models/dealer/location';
import { showcaseLabels } from '../../models/labels/showcase';
import { useActorRef } from '@xstate/react';
import { LocationPickerContext } from '../../machines/location/location.context';
import { locationPickerMachine, type LocationPickerEvent } from '../../machines/location/location.machine';
import { ApiCallError } from '../../services/http';
import { LocationPicker } from '../../ui/showcase/location-picker';
import { LocationForm } from '../../ui/showcase/location-form';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import { CITIES, inlineLocationPlan, locationPlan } from './location.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;
const t = showcaseLabels.location;
const SAO_PAULO: StoredLocation = { countryCode: 'BR', stateCode: 'SP', cityCode: '3550308', cityName: 'São Paulo' };

interface Pending<T, I> {
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
  input: I;
}

function renderPicker(location: StoredLocation | null = SAO_PAULO, inline = false) {
  const calls = {
    loadStates: [] as Pending<StateAnswer[], void>[],
    loadCities: [] as Pending<CityAnswer[], { stateCode: string }>[],
    loadCity: [] as Pending<CityAnswer[], { cityCode: string }>[],
    locate: [] as Pending<CityAnswer[], void>[],
  };
  const deferred =
    <T, I>(list: Pending<T, I>[]) =>
    ({ input }: { input: I }) =>
      new Promise<T>((resolve, reject) => list.push({ resolve, reject, input }));
  const remembered: StoredLocation[] = [];
  const announced: StoredLocation[] = [];
  const logic = locationPickerMachine.provide({
    actors: {
      loadStates: fromPromise<StateAnswer[], void>(deferred(calls.loadStates)),
      loadCities: fromPromise<CityAnswer[], { stateCode: string }>(deferred(calls.loadCities)),
      loadCity: fromPromise<CityAnswer[], { cityCode: string }>(deferred(calls.loadCity)),
      locate: fromPromise<CityAnswer[], void>(deferred(calls.locate)),
    },
    actions: {
      rememberLocation: (_, { location }) => remembered.push(location),
      announceLocation: (_, { location }) => announced.push(location),
      logLocationFailed: () => undefined,
    },
  });
  // Inline, a parent runs the chart and draws only its form (the lead step's dealer selector).
  function Inline() {
    const actorRef = useActorRef(logic, { input: { inline: true } });
    return (
      <div data-testid="location">
        <LocationForm actorRef={actorRef} texts={t} />
      </div>
    );
  }
  render(
    inline ? (
      <Inline />
    ) : (
      <LocationPickerContext.Provider logic={logic}>
        <LocationPicker location={location} locked={false} texts={t} />
      </LocationPickerContext.Provider>
    ),
  );
  const next = async <K extends keyof typeof calls>(key: K) => {
    await waitFor(() => expect(calls[key].length).toBeGreaterThan(0));
    const latest = calls[key][calls[key].length - 1]!;
    calls[key].length = 0;
    return latest as (typeof calls)[K][number];
  };
  return { next, remembered, announced };
}

const user = userEvent.setup();
const box = () => screen.getByTestId('location');
const stateSelect = () => within(box()).getByRole<HTMLSelectElement>('combobox', { name: t.state });
const citySelect = () => within(box()).getByRole<HTMLSelectElement>('combobox', { name: t.city });

const stateAssertions = {
  closed: async (snap: any) => {
    // Inline, the parent moves on once the city is confirmed (the form stays until it does).
    if (snap.context.inline) return;
    await waitFor(() => expect(within(box()).queryByRole('combobox')).toBeNull());
    expect(within(box()).getByRole('button', { name: t.change })).toBeTruthy();
  },
  loadingStates: async (snap: any) => {
    expect(await within(box()).findByRole('status')).toBeTruthy();
    // The states come with this call; a retry keeps those already listed.
    expect(stateSelect().disabled).toBe(snap.context.states.length === 0);
  },
  choosingState: async () => {
    await waitFor(() => expect(stateSelect().disabled).toBe(false));
    expect(citySelect().disabled).toBe(true);
    expect(within(box()).queryByRole('status')).toBeNull();
  },
  loadingCities: async (snap: any) => {
    expect(await within(box()).findByRole('status')).toBeTruthy();
    await waitFor(() => expect(stateSelect().value).toBe(snap.context.stateCode));
  },
  choosingCity: async (snap: any) => {
    await waitFor(() => expect(citySelect().disabled).toBe(false));
    expect(citySelect().value).toBe(snap.context.cityCode ?? '');
    expect(within(box()).getByRole<HTMLButtonElement>('button', { name: t.confirm }).disabled).toBe(!snap.can({ type: 'location.confirm' }));
  },
  confirmingCity: async (snap: any) => {
    expect(await within(box()).findByRole('status')).toBeTruthy();
    // 'Cancelar' only where the chart can cancel (never inline, where there is no way out but a city).
    expect(within(box()).queryByRole('button', { name: t.cancel }) === null).toBe(!snap.can({ type: 'location.cancel' }));
  },
  failed: async () => {
    expect((await within(box()).findByRole('alert')).textContent).toContain(t.failed);
  },
  locating: async () => {
    expect(await within(box()).findByRole('status')).toBeTruthy();
    expect(within(box()).getByRole<HTMLButtonElement>('button', { name: t.useMyLocation }).disabled).toBe(true);
  },
  locationRefused: async () => {
    expect((await within(box()).findByRole('alert')).textContent).toBe('É necessário habilitar a localização no browser');
    expect(within(box()).queryByRole('status')).toBeNull();
    expect(stateSelect().disabled).toBe(false);
    expect(within(box()).getByRole<HTMLButtonElement>('button', { name: t.useMyLocation }).disabled).toBe(false);
  },
};

function executors(h: ReturnType<typeof renderPicker>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadStates': async (step) => (await h.next('loadStates')).resolve(step.event.output),
    'xstate.error.actor.loadStates': async () => (await h.next('loadStates')).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'xstate.done.actor.loadCities': async (step) => (await h.next('loadCities')).resolve(step.event.output),
    'xstate.error.actor.loadCities': async () => (await h.next('loadCities')).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'xstate.done.actor.loadCity': async (step) => {
      const before = h.announced.length;
      const call = await h.next('loadCity');
      call.resolve(step.event.output);
      if (step.event.output.length > 0) {
        const expected = locationOfCity(step.event.output[0]);
        await waitFor(() => expect(h.announced.slice(before)).toEqual([expected]));
        expect(h.remembered.at(-1)).toEqual(expected);
      }
    },
    'xstate.error.actor.loadCity': async () => (await h.next('loadCity')).reject(new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'xstate.done.actor.locate': async (step) => {
      const before = h.announced.length;
      (await h.next('locate')).resolve(step.event.output);
      if (step.event.output.length > 0) {
        const expected = locationOfCity(step.event.output[0]);
        await waitFor(() => expect(h.announced.slice(before)).toEqual([expected]));
        expect(h.remembered.at(-1)).toEqual(expected);
      }
    },
    'xstate.error.actor.locate': async (step) =>
      (await h.next('locate')).reject(step.event.error instanceof BrowserLocationRefused ? step.event.error : new ApiCallError('Um erro ocorreu, tente novamente', 503, 'server_error')),
    'location.open': async (step) => {
      // The view opens where the list is (São Paulo) or from scratch when there is no location.
      if (step.event.stateCode) await user.click(within(box()).getByRole('button', { name: t.change }));
      else throw new Error('opening from scratch is run by its own harness');
    },
    'location.selectState': async (step) => user.selectOptions(stateSelect(), step.event.stateCode),
    'location.selectCity': async (step) => user.selectOptions(citySelect(), step.event.cityCode),
    'location.confirm': async () => user.click(within(box()).getByRole('button', { name: t.confirm })),
    'location.cancel': async () => user.click(within(box()).getByRole('button', { name: t.cancel })),
    'location.retry': async () => user.click(within(box()).getByRole('button', { name: t.retry })),
    'location.locate': async () => user.click(within(box()).getByRole('button', { name: t.useMyLocation })),
  } satisfies Record<
    | LocationPickerEvent['type']
    | 'xstate.init'
    | `xstate.${'done' | 'error'}.actor.${'loadStates' | 'loadCities' | 'loadCity' | 'locate'}`,
    Executor
  >;
}

describe('location picker chart: generated paths against its view', () => {
  beforeAll(() => resetExercised(locationPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    for (const plan of [locationPlan, inlineLocationPlan]) expect(checkAssertions(plan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(locationPlan)].sort()).toEqual([...locationPlan.states].sort());
    expect(unfiredTransitions(locationPickerMachine, [locationPlan, inlineLocationPlan])).toEqual([]);
  });

  it.each(locationPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
    const opensFromScratch = transition.path.steps.some((s) => s.event.type === 'location.open' && !(s.event as { stateCode?: string | null }).stateCode);
    const harness = renderPicker(opensFromScratch ? null : SAO_PAULO);
    const events = executors(harness);
    if (opensFromScratch) events['location.open'] = async () => user.click(within(box()).getByRole('button', { name: t.choose }));
    const stateless = opensFromScratch ? { ...stateAssertions, closed: async () => expect(within(box()).getByRole('button', { name: t.choose })).toBeTruthy() } : stateAssertions;
    await locationPlan.model.testPath(transition.path, { states: stateless, events });
    recordExercised(locationPlan.id, transition.keys);
  });

  describe('inline', () => {
    beforeAll(() => resetExercised(inlineLocationPlan.id));
    it.each(inlineLocationPlan.runs.map((tr) => [tr.name, tr] as const))('%s', async (_key, transition) => {
      const harness = renderPicker(null, true);
      await inlineLocationPlan.model.testPath(transition.path, { states: stateAssertions, events: executors(harness) });
      recordExercised(inlineLocationPlan.id, transition.keys);
    });
  });

  it('lists the cities of the chosen state', async () => {
    const h = renderPicker(null);
    await user.click(within(box()).getByRole('button', { name: t.choose }));
    (await h.next('loadStates')).resolve([{ code: 'SP', name: 'São Paulo' }]);
    await waitFor(() => expect(stateSelect().disabled).toBe(false));
    await user.selectOptions(stateSelect(), 'SP');
    const cities = await h.next('loadCities');
    expect(cities.input).toEqual({ stateCode: 'SP' });
    cities.resolve(CITIES.SP!);
    await waitFor(() => expect(within(citySelect()).getAllByRole('option').map((o) => o.textContent)).toEqual([t.selectCity, 'Campinas', 'São Paulo']));
  });
});
