/**
 * Location picker chart (spec 000 §2 "Location", §4 "Location change"): the
 * visitor picks a state and a city (IBGE codes); the city is confirmed with
 * `GET /api/city?code=…&includeInfluenceArea=true` (the first result becomes
 * the location), remembered, and announced to the offer list, which reloads
 * unless the dealer came from the address or a seller is editing.
 *
 *   closed ──location.open──▶ loadingStates ──done [state known]──▶ loadingCities
 *                                  ├──done──▶ choosingState ──location.selectState──▶ loadingCities
 *                                  └──error──▶ failed
 *   loadingCities ──done──▶ choosingCity ──location.selectCity──▶ choosingCity
 *        └──error──▶ failed       ├──location.selectState──▶ loadingCities
 *                                 └──location.confirm [city chosen]──▶ confirmingCity
 *   confirmingCity ──done [found]──▶ closed (remember, announce) | done / error ──▶ failed
 *   failed ──location.retry──▶ loadingStates;  any open state ──location.cancel──▶ closed
 *   choosingState / choosingCity / locationRefused ──location.locate──▶ locating (the browser's position, then
 *        the nearest dealer's city) ──done [found]──▶ closed (remember, announce) | done ──▶ failed
 *        | error [position refused]──▶ locationRefused ('É necessário habilitar a localização no browser',
 *        the lists stay choosable) | error ──▶ failed
 *
 * Inline (`inline: true`, the lead step's dealer selector without a city):
 * it starts open (loading the states), offers no cancel, and its parent hears
 * the confirmed city (`announceLocation`).
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { BrowserLocationRefused, locationOfCity, type CityAnswer, type StateAnswer, type StoredLocation } from '../../models/dealer/location';
import { placeholderFor } from '../placeholder';
import type { createLocationPickerImplementations } from './location.actors';

/** The location of the city a lookup found (its first answer; the `foundCity` guard has made sure there is one). */
function foundLocation({ event }: { event: { output: CityAnswer[] } }): { location: StoredLocation } {
  const [city] = event.output;
  if (!city) throw new Error('location: a city was found, but the answer holds none');
  return { location: locationOfCity(city) };
}

export interface LocationPickerInput {
  /** The state the list's location is in, preselected when the picker opens. */
  stateCode?: string | null;
  /** Open from the start and never cancelled: a form that needs a city shows it in place. */
  inline?: boolean;
}

export interface LocationPickerContext {
  inline: boolean;
  states: StateAnswer[];
  cities: CityAnswer[];
  stateCode: string | null;
  cityCode: string | null;
}

export type LocationPickerEvent =
  | { type: 'location.open'; stateCode?: string | null }
  | { type: 'location.selectState'; stateCode: string }
  | { type: 'location.selectCity'; cityCode: string }
  | { type: 'location.confirm' }
  | { type: 'location.cancel' }
  | { type: 'location.retry' }
  | { type: 'location.locate' };

type Actors = ReturnType<typeof createLocationPickerImplementations>['actors'];

export const locationPickerMachine = setup({
  types: {
    // The chart's input type: the rule takes this assertion for one the input's use would infer.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as LocationPickerInput | undefined,
    context: {} as LocationPickerContext,
    events: {} as LocationPickerEvent,
  },
  actors: {
    loadStates: placeholderFor<Actors['loadStates']>('loadStates'),
    loadCities: placeholderFor<Actors['loadCities']>('loadCities'),
    loadCity: placeholderFor<Actors['loadCity']>('loadCity'),
    locate: placeholderFor<Actors['locate']>('locate'),
  },
  guards: {
    knowsState: ({ context }, states: StateAnswer[]) => {
      return context.stateCode !== null && states.some((s) => s.code === context.stateCode);
    },
    isListedState: ({ context, event }) => {
      assertEvent(event, 'location.selectState');
      return context.states.some((s) => s.code === event.stateCode);
    },
    isListedCity: ({ context, event }) => {
      assertEvent(event, 'location.selectCity');
      return event.cityCode !== context.cityCode && context.cities.some((c) => c.code === event.cityCode);
    },
    hasCity: ({ context }) => context.cityCode !== null,
    isInline: ({ context }) => context.inline,
    canCancel: ({ context }) => !context.inline,
    foundCity: (_, output: CityAnswer[]) => output.length > 0,
    isLocationRefused: (_, error: unknown) => error instanceof BrowserLocationRefused,
  },
  actions: {
    rememberOpening: assign({
      stateCode: ({ context, event }) => {
        assertEvent(event, 'location.open');
        return event.stateCode ?? context.stateCode;
      },
      cityCode: null,
    }),
    storeStates: assign({ states: (_, output: StateAnswer[]) => output }),
    storeState: assign({
      stateCode: ({ event }) => {
        assertEvent(event, 'location.selectState');
        return event.stateCode;
      },
      cityCode: null,
      cities: [],
    }),
    storeCities: assign({ cities: (_, output: CityAnswer[]) => output }),
    storeCity: assign({
      cityCode: ({ event }) => {
        assertEvent(event, 'location.selectCity');
        return event.cityCode;
      },
    }),
    // Effects the app provides: remember the location (browser storage) and tell the offer list.
    rememberLocation: placeholderFor<(_: unknown, params: { location: StoredLocation }) => void>('rememberLocation'),
    announceLocation: placeholderFor<(_: unknown, params: { location: StoredLocation }) => void>('announceLocation'),
    logLocationFailed: placeholderFor('logLocationFailed'),
  },
}).createMachine({
  id: 'locationPicker',
  context: ({ input }) => ({ inline: input?.inline === true, states: [], cities: [], stateCode: input?.stateCode ?? null, cityCode: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isInline', target: 'loadingStates' }, { target: 'closed' }],
    },
    closed: {
      // Inline, the parent has its city once this is reached: nothing opens again.
      on: { 'location.open': { guard: 'canCancel', target: 'loadingStates', actions: 'rememberOpening' } },
    },
    loadingStates: {
      on: { 'location.cancel': { guard: 'canCancel', target: 'closed' } },
      invoke: {
        id: 'loadStates',
        src: 'loadStates',
        onDone: [
          { guard: { type: 'knowsState', params: ({ event }) => event.output }, target: 'loadingCities', actions: { type: 'storeStates', params: ({ event }) => event.output } },
          { target: 'choosingState', actions: { type: 'storeStates', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'logLocationFailed' },
      },
    },
    choosingState: {
      on: {
        'location.selectState': { guard: 'isListedState', target: 'loadingCities', actions: 'storeState' },
        'location.locate': 'locating',
        'location.cancel': { guard: 'canCancel', target: 'closed' },
      },
    },
    loadingCities: {
      on: { 'location.cancel': { guard: 'canCancel', target: 'closed' } },
      invoke: {
        id: 'loadCities',
        src: 'loadCities',
        input: ({ context }) => ({ stateCode: context.stateCode ?? '' }),
        onDone: { target: 'choosingCity', actions: { type: 'storeCities', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'logLocationFailed' },
      },
    },
    choosingCity: {
      on: {
        'location.selectState': { guard: 'isListedState', target: 'loadingCities', actions: 'storeState' },
        'location.selectCity': { guard: 'isListedCity', actions: 'storeCity' },
        'location.confirm': { guard: 'hasCity', target: 'confirmingCity' },
        'location.locate': 'locating',
        'location.cancel': { guard: 'canCancel', target: 'closed' },
      },
    },
    locating: {
      on: { 'location.cancel': { guard: 'canCancel', target: 'closed' } },
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: [
          {
            guard: { type: 'foundCity', params: ({ event }) => event.output },
            target: 'closed',
            actions: [
              { type: 'rememberLocation', params: foundLocation },
              { type: 'announceLocation', params: foundLocation },
            ],
          },
          { target: 'failed', actions: 'logLocationFailed' },
        ],
        onError: [
          { guard: { type: 'isLocationRefused', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'locationRefused' },
          { target: 'failed', actions: 'logLocationFailed' },
        ],
      },
    },
    /** The browser gave no position: its message, and the lists to choose from by hand. */
    locationRefused: {
      on: {
        'location.selectState': { guard: 'isListedState', target: 'loadingCities', actions: 'storeState' },
        'location.selectCity': { guard: 'isListedCity', target: 'choosingCity', actions: 'storeCity' },
        'location.locate': 'locating',
        'location.cancel': { guard: 'canCancel', target: 'closed' },
      },
    },
    confirmingCity: {
      invoke: {
        id: 'loadCity',
        src: 'loadCity',
        input: ({ context }) => ({ cityCode: context.cityCode ?? '' }),
        onDone: [
          {
            guard: { type: 'foundCity', params: ({ event }) => event.output },
            target: 'closed',
            actions: [
              { type: 'rememberLocation', params: foundLocation },
              { type: 'announceLocation', params: foundLocation },
            ],
          },
          { target: 'failed', actions: 'logLocationFailed' },
        ],
        onError: { target: 'failed', actions: 'logLocationFailed' },
      },
    },
    failed: {
      on: {
        'location.retry': 'loadingStates',
        'location.cancel': { guard: 'canCancel', target: 'closed' },
      },
    },
  },
});

export type LocationPickerSnapshot = SnapshotFrom<typeof locationPickerMachine>;
export type PickerStatus = 'starting' | 'closed' | 'loadingStates' | 'choosingState' | 'loadingCities' | 'choosingCity' | 'locating' | 'locationRefused' | 'confirmingCity' | 'failed';

export const selectPickerStatus = (s: LocationPickerSnapshot) => s.value;
/** Waiting on the states, the cities or the chosen city's answer (the form says it is loading). */
export const selectPickerBusy = (s: LocationPickerSnapshot) =>
  s.matches('starting') || s.matches('loadingStates') || s.matches('loadingCities') || s.matches('locating') || s.matches('confirmingCity');
export const selectCanLocate = (s: LocationPickerSnapshot) => s.can({ type: 'location.locate' });
export const selectStates = (s: LocationPickerSnapshot) => s.context.states;
export const selectCities = (s: LocationPickerSnapshot) => s.context.cities;
export const selectStateCode = (s: LocationPickerSnapshot) => s.context.stateCode;
export const selectCityCode = (s: LocationPickerSnapshot) => s.context.cityCode;
export const selectCanConfirm = (s: LocationPickerSnapshot) => s.can({ type: 'location.confirm' });
export const selectCanCancel = (s: LocationPickerSnapshot) => s.can({ type: 'location.cancel' });
