/** The dealer selector chart's generated paths (shared by its test and `npm run paths`). */
import type { Dealer } from '../../models/dealer/dealer';
import type { StoredLocation } from '../../models/dealer/location';
import { filterDealersByName } from '../../models/showcase/list-filters';
import { dealerSelectorMachine, type DealerSelectorEvent, type DealerSelectorInput } from '../../machines/dealer-selector/dealer-selector.machine';
import { demoDealers } from '../../server/demo/demo-catalogue';
import { planChart } from '../support/chart-paths';
import { withoutTransientStates } from '../support/lead-harness';

export const SAO_PAULO = '3550308';
export const RIO = '3304557';
/** The São Paulo dealers that sell Fiat, as the API answers them. */
export const spDealers: Dealer[] = demoDealers.filter((d) => d.cityId === SAO_PAULO && d.brandsName.includes('FIAT'));
export const FILTER_TERM = 'ipi';

export const dealerInput: DealerSelectorInput = { cityCode: SAO_PAULO, brand: 'fiat', mvsCode: 'X' };

/** São Paulo as the inline city picker confirms it (the location picker's recorded answers: test/machines/location.paths.ts). */
export const chosenLocation: StoredLocation = { countryCode: 'BR', stateCode: 'SP', cityCode: SAO_PAULO, cityName: 'São Paulo' };

/** While there is no city, the inline picker: a city confirmed, or the picker itself failing. */
function cityPickerEvents(snap: any) {
  return snap.children.cityPicker
    ? [
        { type: 'dealers.setLocation' as const, location: chosenLocation },
        { type: 'xstate.error.actor.cityPicker', error: new Error('Um erro ocorreu, tente novamente') },
      ]
    : [];
}

function personEvents(snap: any): DealerSelectorEvent[] {
  const choosing = snap.matches({ ready: 'choosing' });
  const visible = filterDealersByName(snap.context.dealers as Dealer[], snap.context.filter as string).slice(0, 2);
  const candidates: DealerSelectorEvent[] = [
    { type: 'dealers.retry' },
    { type: 'dealers.open' },
    { type: 'dealers.confirm' },
    { type: 'dealers.close' },
    ...(choosing ? [{ type: 'dealers.filter' as const, term: snap.context.filter === '' ? FILTER_TERM : '' }] : []),
    ...(choosing ? visible.map((d) => ({ type: 'dealers.highlight' as const, dealerId: d.id })) : []),
    { type: 'dealers.setCity', cityCode: RIO },
    { type: 'dealers.changeCity' },
  ];
  return candidates.filter((e) => snap.can(e));
}

export const dealerSelectorPlan = withoutTransientStates(
  planChart({
    id: 'dealer-selector',
    machine: dealerSelectorMachine,
    input: dealerInput,
    events: (snap) => [
      ...(snap.children.loadDealers
        ? [
            { type: 'xstate.done.actor.loadDealers', output: spDealers },
            { type: 'xstate.done.actor.loadDealers', output: [] },
            { type: 'xstate.error.actor.loadDealers', error: new Error('Um erro ocorreu, tente novamente') },
          ]
        : []),
      ...cityPickerEvents(snap),
      ...personEvents(snap),
    ],
  }),
);

/** Without a city: the chart waits for one. */
export const dealerSelectorNoCityPlan = withoutTransientStates(
  planChart({
    id: 'dealer-selector-no-city',
    machine: dealerSelectorMachine,
    input: { ...dealerInput, cityCode: null },
    events: (snap) => [
      ...(snap.children.loadDealers ? [{ type: 'xstate.done.actor.loadDealers', output: spDealers }] : []),
      ...(snap.matches('noCity') ? [{ type: 'dealers.setCity' as const, cityCode: SAO_PAULO }] : []),
      ...cityPickerEvents(snap),
    ],
  }),
);

/** The address's dealer (`dealerCode`): Savassi-like preset in São Paulo, here a São Paulo dealer. */
export const PRESET_DEALER = spDealers[1]!;
export const presetLocation: StoredLocation = { countryCode: 'BR', stateCode: 'SP', cityCode: SAO_PAULO, cityName: 'São Paulo' };

function locateEvents(snap: any) {
  return snap.children.locateDealer
    ? [
        { type: 'xstate.done.actor.locateDealer', output: presetLocation },
        { type: 'xstate.done.actor.locateDealer', output: null },
        { type: 'xstate.error.actor.locateDealer', error: new Error('Um erro ocorreu, tente novamente') },
      ]
    : [];
}

function loadEvents(snap: any) {
  return snap.children.loadDealers
    ? [
        { type: 'xstate.done.actor.loadDealers', output: spDealers },
        { type: 'xstate.error.actor.loadDealers', error: new Error('Um erro ocorreu, tente novamente') },
      ]
    : [];
}

/** A dealer from the address and no city: the dealer gives the city. */
export const presetNoCityInput: DealerSelectorInput = { ...dealerInput, cityCode: null, presetDealerId: PRESET_DEALER.id, allowedCodes: [PRESET_DEALER.id] };
export const dealerSelectorPresetPlan = withoutTransientStates(
  planChart({
    id: 'dealer-selector-preset',
    machine: dealerSelectorMachine,
    input: presetNoCityInput,
    distinguishCandidates: true,
    events: (snap) => [...locateEvents(snap), ...loadEvents(snap), ...personEvents(snap)],
  }),
);

/** A dealer from the address that gives no city, with a remembered city: that city's list. */
export const presetWithCityInput: DealerSelectorInput = { ...presetNoCityInput, cityCode: RIO };
export const dealerSelectorPresetCityPlan = withoutTransientStates(
  planChart({
    id: 'dealer-selector-preset-city',
    machine: dealerSelectorMachine,
    input: presetWithCityInput,
    distinguishCandidates: true,
    events: (snap) => [...locateEvents(snap), ...loadEvents(snap)],
  }),
);

/** Editing a sent lead: its dealer, locked (shown with a note, not hidden). */
export const editLockedInput: DealerSelectorInput = { ...presetNoCityInput, offerEdit: true };
export const dealerSelectorEditPlan = withoutTransientStates(
  planChart({
    id: 'dealer-selector-edit',
    machine: dealerSelectorMachine,
    input: editLockedInput,
    events: (snap) => [...locateEvents(snap), ...(snap.children.loadDealers ? [{ type: 'xstate.done.actor.loadDealers', output: spDealers }] : []), ...personEvents(snap)],
  }),
);
