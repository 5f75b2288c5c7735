/** The location picker chart's generated paths (shared by its test and `npm run paths`). */
import { BrowserLocationRefused, type CityAnswer, type StateAnswer } from '../../models/dealer/location';
import { locationPickerMachine, type LocationPickerEvent, type LocationPickerSnapshot } from '../../machines/location/location.machine';
import { planChart } from '../support/chart-paths';
import { withoutTransientStates } from '../support/lead-harness';

export const STATES: StateAnswer[] = [
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'SP', name: 'São Paulo' },
];
export const CITIES: Record<string, CityAnswer[]> = {
  SP: [
    { code: '3509502', name: 'Campinas', stateCode: 'SP', influenceArea: [] },
    { code: '3550308', name: 'São Paulo', stateCode: 'SP', influenceArea: ['3518800'] },
  ],
  RJ: [{ code: '3304557', name: 'Rio de Janeiro', stateCode: 'RJ', influenceArea: [] }],
};

function pickerPlan(id: string, input: { inline?: boolean }) {
  return withoutTransientStates(planChart({
  id,
  machine: locationPickerMachine,
  input,
  distinguishCandidates: true,
  serializeState: (s: LocationPickerSnapshot) => JSON.stringify({ v: s.value, st: s.context.stateCode, c: s.context.cityCode, n: s.context.cities.length, k: s.context.states.length }),
  events: (snap: LocationPickerSnapshot) => {
    const out: any[] = [];
    if (snap.children.loadStates) {
      out.push({ type: 'xstate.done.actor.loadStates', output: STATES });
      out.push({ type: 'xstate.error.actor.loadStates', error: new Error('Error setting location') });
    }
    if (snap.children.loadCities) {
      out.push({ type: 'xstate.done.actor.loadCities', output: CITIES[snap.context.stateCode ?? ''] ?? [] });
      out.push({ type: 'xstate.error.actor.loadCities', error: new Error('Error setting location') });
    }
    if (snap.children.loadCity) {
      const city = Object.values(CITIES).flat().find((c) => c.code === snap.context.cityCode)!;
      out.push({ type: 'xstate.done.actor.loadCity', output: [city] });
      out.push({ type: 'xstate.done.actor.loadCity', output: [] });
      out.push({ type: 'xstate.error.actor.loadCity', error: new Error('Error setting location') });
    }
    if (snap.children.locate) {
      out.push({ type: 'xstate.done.actor.locate', output: CITIES.RJ });
      out.push({ type: 'xstate.done.actor.locate', output: [] });
      out.push({ type: 'xstate.error.actor.locate', error: new BrowserLocationRefused('denied') });
      out.push({ type: 'xstate.error.actor.locate', error: new Error('Error setting location') });
    }
    const person: LocationPickerEvent[] = [
      // Opening: from scratch, or where the list already is (São Paulo).
      { type: 'location.open', stateCode: null },
      { type: 'location.open', stateCode: 'SP' },
      { type: 'location.selectState', stateCode: snap.context.stateCode === 'SP' ? 'RJ' : 'SP' },
      { type: 'location.selectCity', cityCode: snap.context.stateCode === 'RJ' ? '3304557' : '3550308' },
      { type: 'location.confirm' },
      { type: 'location.cancel' },
      { type: 'location.retry' },
      { type: 'location.locate' },
    ];
    return [...out, ...person.filter((e) => snap.can(e))];
  },
  }));
}

/** The showcase's picker: closed until opened. */
export const locationPlan = pickerPlan('location-picker', {});
/** Inline (the lead step without a city): open from the start, no cancel. */
export const inlineLocationPlan = pickerPlan('location-picker-inline', { inline: true });
