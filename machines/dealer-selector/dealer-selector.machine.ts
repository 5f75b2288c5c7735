/**
 * Dealer selector chart (spec 000 §2 "Dealer selector", §4; 001 §5.2, §7,
 * §8): the rental dealers of the visitor's city, a modal with a name filter
 * and a radio list, the chosen dealer.
 *
 *   (start) ──[dealer preset]──▶ locatingDealer ──done (its city)──▶ loadingDealers
 *        │                            ├──done (none) [city known]──▶ loadingDealers, else ──▶ noCity
 *        │                            └──error──▶ failed
 *           ──[city known]──▶ loadingDealers, else ──▶ noCity
 *   noCity ──dealers.setCity──▶ loadingDealers
 *   noCity runs the location picker inline ('cityPicker': state, then city, no
 *          cancel): the city it confirms comes back as dealers.setLocation ──▶ loadingDealers
 *   unavailable, ready.closed [the visitor may choose] ──dealers.changeCity──▶ noCity (the choice is cleared)
 *   loadingDealers ──done (the fixed dealer) [fixed by the address]──▶ ready.fixed (selected; the view shows nothing)
 *        ├──done (some)──▶ ready.closed   (a dealer from the address, or the
 *        │                                 first of dealerCnpj, is selected; else the
 *        │                                 one chosen before, else the one this browser
 *        │                                 kept: DEALER_CODE, DEALER_CNPJ)
 *        ├──done (none)──▶ unavailable ("não está disponível na sua região")
 *        └──error──▶ failed ──dealers.retry──▶ (start)
 *   ready.closed ──dealers.open [not locked]──▶ ready.choosing
 *   ready.choosing: dealers.filter (name, case-insensitive; ≤ 2 characters: all)
 *                   dealers.highlight [listed] ; dealers.confirm [highlighted] ──▶ closed (reports the dealer)
 *                   dealers.close ──▶ closed
 *   dealers.setCity [another city] ──▶ loadingDealers (the choice is cleared)
 *
 * A dealer preset by the address (`dealerCode`, the spec's 'Campanha CCSS'
 * path) gives the city: `GET /api/dealers/rental/:dealerCode` (used only if
 * it sells the offer's brand), then `GET /api/city?code=…` — its first
 * result is the location, which the parent hears with the dealer.
 *
 * A dealer preset by the address without a seller id is fixed
 * (models/lead/lead-rules.ts `dealerFixedByAddress`; spec 000 §2 "dealer selector
 * unless a fixed dealer code is set"): once found it is selected in
 * `ready.fixed` and the view hides the selector (while it is looked up too);
 * the lead goes to it. In offer-edit mode the selector is locked instead: the
 * dealer shows with a note. `reportDealer` tells the parent (`dealer.changed`); it does
 * nothing when the chart runs alone.
 */
import { failureText } from '../../models/showcase/api';
import { assertEvent, assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorOf } from '../actor-events';
import type { Dealer } from '../../models/dealer/dealer';
import { restrictDealers } from '../../models/dealer/dealer-query';
import { dealerFixedByAddress } from '../../models/lead/lead-rules';
import { filterDealersByName } from '../../models/showcase/list-filters';
import type { StoredLocation } from '../../models/dealer/location';
import type { Brand } from '../../models/offer/offer';
import { locationPickerMachine } from '../location/location.machine';
import { placeholderFor } from '../placeholder';
import type { dealerSelectorActors } from './dealer-selector.actors';

/**
 * The city picker the selector runs while it has no city: the showcase's
 * location chart, inline; the city it confirms comes back to the selector.
 * Its calls (and remembering the city) are provided where the app is composed.
 */
type Actors = ReturnType<typeof dealerSelectorActors>;

export const cityPickerMachine = locationPickerMachine.provide({
  actions: {
    announceLocation: sendParent((_, params: { location: StoredLocation }) => ({ type: 'dealers.setLocation' as const, location: params.location })),
  },
});

export interface DealerSelectorInput {
  cityCode: string | null;
  /** The remembered location of that city, when the page has it (its name is shown). */
  location?: StoredLocation | null | undefined;
  brand: Brand;
  mvsCode?: string | undefined;
  group?: string | null | undefined;
  /** `dealerCnpj` of the address: only these dealers, the first selected. */
  allowedCnpjs?: readonly string[];
  /** Dealer codes that restrict the list (a fixed dealer code). */
  allowedCodes?: readonly string[];
  /** A dealer set beforehand (address or seller): selected, and the selector is locked without a seller id. */
  presetDealerId?: string | null | undefined;
  /**
   * The dealer this browser kept from an earlier address (DEALER_CODE, or
   * the first listed of DEALER_CNPJ): selected when the city's list has it,
   * and the visitor may choose another (it neither fixes nor restricts).
   */
  rememberedDealerId?: string | null | undefined;
  rememberedCnpjs?: readonly string[] | undefined;
  sellerId?: string | null | undefined;
  offerEdit?: boolean | undefined;
}

export interface LoadDealersInput {
  cityCode: string;
  brand: Brand;
  mvsCode?: string | undefined;
  group?: string | null | undefined;
}

/** What locating the preset dealer needs. */
export interface LocateDealerInput {
  dealerCode: string;
  brand: Brand;
}

export interface DealerSelectorContext {
  input: DealerSelectorInput;
  cityCode: string | null;
  /** The preset dealer's city, once located (the lead's location). */
  location: StoredLocation | null;
  dealers: Dealer[];
  filter: string;
  selectedId: string | null;
  highlightedId: string | null;
  errorMessage: string | null;
  /** The region answered no dealer (the form hides). */
  regionEmpty: boolean;
}

export type DealerSelectorEvent =
  | { type: 'dealers.setCity'; cityCode: string }
  /** The inline city picker confirmed a city (its parent's location). */
  | { type: 'dealers.setLocation'; location: StoredLocation }
  | { type: 'dealers.changeCity' }
  | { type: 'dealers.retry' }
  | { type: 'dealers.open' }
  | { type: 'dealers.filter'; term: string }
  | { type: 'dealers.highlight'; dealerId: string }
  | { type: 'dealers.confirm' }
  | { type: 'dealers.close' };

/** What the parent hears when the choice changes. */
export interface DealerChanged {
  type: 'dealer.changed';
  dealer: Dealer | null;
  /** Whether the region has dealers at all (false: the form hides). */
  available: boolean;
  /** The preset dealer's city, when the address's dealer gave it. */
  location: StoredLocation | null;
}


/** The visitor may pick another city here: not a lead being edited, nor a dealer the address fixed or preset. */
export function canChangeCity(context: Pick<DealerSelectorContext, 'input'>): boolean {
  return !isLocked(context) && !isFixed(context) && !context.input.presetDealerId;
}

export function isLocked(context: Pick<DealerSelectorContext, 'input'>): boolean {
  const { presetDealerId, sellerId, offerEdit } = context.input;
  return Boolean(offerEdit) || (Boolean(presetDealerId) && !sellerId);
}

/** The address fixed the dealer: the selector is not shown (models/lead/lead-rules.ts). */
export function isFixed(context: Pick<DealerSelectorContext, 'input'>): boolean {
  const { presetDealerId, sellerId, offerEdit } = context.input;
  return dealerFixedByAddress({ presetDealerCode: presetDealerId, sellerId, offerEdit });
}

/** The city whose dealers are loaded (the chart loads only with one: `hasCity`, a located dealer's, or one set). */
function cityOf(context: Pick<DealerSelectorContext, 'cityCode'>): string {
  if (context.cityCode === null) throw new Error('dealer selector: no city to load the dealers of');
  return context.cityCode;
}

/** The dealer set beforehand (the chart locates one only when there is one: `hasPresetDealer`). */
function presetDealerOf(context: Pick<DealerSelectorContext, 'input'>): string {
  const { presetDealerId } = context.input;
  if (!presetDealerId) throw new Error('dealer selector: no dealer set beforehand');
  return presetDealerId;
}

export function selectedDealerOf(context: Pick<DealerSelectorContext, 'dealers' | 'selectedId'>): Dealer | null {
  return context.dealers.find((d) => d.id === context.selectedId) ?? null;
}

export const dealerSelectorMachine = setup({
  types: {
    input: {} as DealerSelectorInput,
    context: {} as DealerSelectorContext,
    events: {} as DealerSelectorEvent,
    children: {} as { locateDealer: 'locateDealer'; loadDealers: 'loadDealers'; cityPicker: 'cityPicker' },
  },
  actors: {
    /** The preset dealer's city (null: unknown dealer, or it does not sell the brand). */
    locateDealer: placeholderFor<Actors['locateDealer']>('locateDealer'),
    loadDealers: placeholderFor<Actors['loadDealers']>('loadDealers'),
    /** Its own calls throw until provided (machines/dealer-selector/dealer-selector.actors.ts). */
    cityPicker: cityPickerMachine,
  },
  guards: {
    hasCity: ({ context }) => context.cityCode !== null,
    hasPresetDealer: ({ context }) => Boolean(context.input.presetDealerId),
    locatedDealer: (_, output: StoredLocation | null) => output !== null,
    foundFixedDealer: ({ context }, output: Dealer[]) =>
      isFixed(context) && restrictDealers(output, allowedOf(context)).some((d) => d.id === context.input.presetDealerId),
    foundDealers: ({ context }, output: Dealer[]) => restrictDealers(output, allowedOf(context)).length > 0,
    isOtherCity: ({ context, event }) => {
      assertEvent(event, 'dealers.setCity');
      return event.cityCode !== context.cityCode;
    },
    canChoose: ({ context }) => !isLocked(context) && context.dealers.length > 0,
    mayChangeCity: ({ context }) => canChangeCity(context),
    isListed: ({ context, event }) => {
      assertEvent(event, 'dealers.highlight');
      return event.dealerId !== context.highlightedId && context.dealers.some((d) => d.id === event.dealerId);
    },
    hasHighlight: ({ context }) => context.highlightedId !== null,
  },
  actions: {
    storeDealerCity: assign((_, location: StoredLocation | null) => (location ? { location, cityCode: location.cityCode } : {})),
    storeCity: assign(({ event }) => {
      assertEvent(event, 'dealers.setCity');
      return { cityCode: event.cityCode, selectedId: null, highlightedId: null, regionEmpty: false };
    }),
    storeLocation: assign(({ event }) => {
      assertEvent(event, 'dealers.setLocation');
      return { location: event.location, cityCode: event.location.cityCode, selectedId: null, highlightedId: null, regionEmpty: false };
    }),
    forgetCity: assign({ cityCode: null, dealers: [], selectedId: null, highlightedId: null, regionEmpty: false }),
    storeDealers: assign(({ context }, output: Dealer[]) => {
      const dealers = restrictDealers(output, allowedOf(context));
      const preset = context.input.presetDealerId;
      const selectedId =
        (preset && dealers.some((d) => d.id === preset) ? preset : null) ??
        ((context.input.allowedCnpjs?.length ?? 0) > 0 ? (dealers[0]?.id ?? null) : null) ??
        (context.selectedId && dealers.some((d) => d.id === context.selectedId) ? context.selectedId : null) ??
        rememberedDealerIn(dealers, context.input);
      return { dealers, selectedId, errorMessage: null, regionEmpty: false };
    }),
    clearDealers: assign({ dealers: [], selectedId: null, highlightedId: null, regionEmpty: true }),
    storeError: assign({ errorMessage: ({ event }) => failureText(errorOf(event)) }),
    startChoosing: assign({ filter: '', highlightedId: ({ context }) => context.selectedId }),
    storeFilter: assign(({ event }) => {
      assertEvent(event, 'dealers.filter');
      return { filter: event.term.slice(0, 80) };
    }),
    highlight: assign(({ event }) => {
      assertEvent(event, 'dealers.highlight');
      return { highlightedId: event.dealerId };
    }),
    selectHighlighted: assign({ selectedId: ({ context }) => context.highlightedId }),
    /** Provided by a parent (sendParent of `DealerChanged`); nothing when alone. */
    reportDealer: placeholderFor('reportDealer'),
    logDealersFailed: placeholderFor('logDealersFailed'),
  },
}).createMachine({
  id: 'dealerSelector',
  context: ({ input }) => ({
    input,
    cityCode: input.cityCode,
    location: input.location?.cityCode === input.cityCode ? (input.location ?? null) : null,
    dealers: [],
    filter: '',
    selectedId: null,
    highlightedId: null,
    errorMessage: null,
    regionEmpty: false,
  }),
  initial: 'starting',
  on: {
    'dealers.setCity': { guard: 'isOtherCity', target: '.loadingDealers', actions: ['storeCity', 'reportDealer'] },
  },
  states: {
    starting: {
      always: [{ guard: 'hasPresetDealer', target: 'locatingDealer' }, { guard: 'hasCity', target: 'loadingDealers' }, { target: 'noCity' }],
    },
    locatingDealer: {
      invoke: {
        id: 'locateDealer',
        src: 'locateDealer',
        input: ({ context }) => ({ dealerCode: presetDealerOf(context), brand: context.input.brand }),
        onDone: [
          { guard: { type: 'locatedDealer', params: ({ event }) => event.output }, target: 'loadingDealers', actions: { type: 'storeDealerCity', params: ({ event }) => event.output } },
          { guard: 'hasCity', target: 'loadingDealers' },
          { target: 'noCity' },
        ],
        onError: { target: 'failed', actions: ['storeError', 'logDealersFailed'] },
      },
    },
    noCity: {
      invoke: {
        id: 'cityPicker',
        src: 'cityPicker',
        input: { inline: true },
        onError: { target: 'failed', actions: ['storeError', 'logDealersFailed'] },
      },
      on: {
        'dealers.setLocation': { target: 'loadingDealers', actions: ['storeLocation', 'reportDealer'] },
      },
    },
    loadingDealers: {
      invoke: {
        id: 'loadDealers',
        src: 'loadDealers',
        input: ({ context }) => ({ cityCode: cityOf(context), brand: context.input.brand, mvsCode: context.input.mvsCode, group: context.input.group }),
        onDone: [
          { guard: { type: 'foundFixedDealer', params: ({ event }) => event.output }, target: 'ready.fixed', actions: [{ type: 'storeDealers', params: ({ event }) => event.output }, 'reportDealer'] },
          { guard: { type: 'foundDealers', params: ({ event }) => event.output }, target: 'ready', actions: [{ type: 'storeDealers', params: ({ event }) => event.output }, 'reportDealer'] },
          { target: 'unavailable', actions: ['clearDealers', 'reportDealer'] },
        ],
        onError: { target: 'failed', actions: ['storeError', 'logDealersFailed'] },
      },
    },
    failed: {
      on: { 'dealers.retry': 'starting' },
    },
    unavailable: {
      on: { 'dealers.changeCity': { guard: 'mayChangeCity', target: 'noCity', actions: ['forgetCity', 'reportDealer'] } },
    },
    ready: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'dealers.open': { guard: 'canChoose', target: 'choosing', actions: 'startChoosing' },
            'dealers.changeCity': { guard: 'mayChangeCity', target: '#dealerSelector.noCity', actions: ['forgetCity', 'reportDealer'] },
          },
        },
        /** The address's dealer, selected: nothing to choose, nothing shown. */
        fixed: {},
        choosing: {
          on: {
            'dealers.filter': { actions: 'storeFilter' },
            'dealers.highlight': { guard: 'isListed', actions: 'highlight' },
            'dealers.confirm': { guard: 'hasHighlight', target: 'closed', actions: ['selectHighlighted', 'reportDealer'] },
            'dealers.close': 'closed',
          },
        },
      },
    },
  },
});

/** The dealer this browser kept, when the list has it: DEALER_CODE's, else the first dealer of a DEALER_CNPJ company (models/dealer/dealer-query.ts `restrictDealers`). */
export function rememberedDealerIn(dealers: readonly Dealer[], input: Pick<DealerSelectorInput, 'rememberedDealerId' | 'rememberedCnpjs'>): string | null {
  const code = input.rememberedDealerId;
  if (code && dealers.some((d) => d.id === code)) return code;
  const cnpjs = input.rememberedCnpjs ?? [];
  return cnpjs.length > 0 ? (restrictDealers(dealers, { cnpjs, codes: [] })[0]?.id ?? null) : null;
}

function allowedOf(context: DealerSelectorContext) {
  return { cnpjs: context.input.allowedCnpjs ?? [], codes: context.input.allowedCodes ?? [] };
}

export type DealerSelectorActorRef = ActorRefFrom<typeof dealerSelectorMachine>;
export type DealerSelectorSnapshot = SnapshotFrom<typeof dealerSelectorMachine>;
export type DealerSelectorStatus = 'noCity' | 'locatingDealer' | 'loadingDealers' | 'failed' | 'unavailable' | 'closed' | 'choosing' | 'fixed' | 'starting';

/** The event the parent hears, from a snapshot's context. */
export function dealerChangedOf(context: DealerSelectorContext): DealerChanged {
  return { type: 'dealer.changed', dealer: selectedDealerOf(context), available: !context.regionEmpty, location: context.location };
}

// ───────────────────────────── selectors ─────────────────────────────

export const selectStatus = (s: DealerSelectorSnapshot): DealerSelectorStatus =>
  s.matches({ ready: 'choosing' }) ? 'choosing' : s.matches({ ready: 'fixed' }) ? 'fixed' : typeof s.value === 'string' ? s.value : 'closed';
/**
 * The selector is not shown: the address's dealer is selected, or is being
 * looked up (a failure, no dealer or no city show as usual).
 */
export const selectHidden = (s: DealerSelectorSnapshot): boolean =>
  s.matches({ ready: 'fixed' }) || (isFixed(s.context) && (s.matches('starting') || s.matches('locatingDealer') || s.matches('loadingDealers')));
export const selectSelectedDealer = (s: DealerSelectorSnapshot) => selectedDealerOf(s.context);
export const selectVisibleDealers = (s: DealerSelectorSnapshot) => filterDealersByName(s.context.dealers, s.context.filter);
export const selectFilter = (s: DealerSelectorSnapshot) => s.context.filter;
export const selectHighlightedId = (s: DealerSelectorSnapshot) => s.context.highlightedId;
export const selectCanOpen = (s: DealerSelectorSnapshot) => s.can({ type: 'dealers.open' });
export const selectCanConfirm = (s: DealerSelectorSnapshot) => s.can({ type: 'dealers.confirm' });
export const selectCanChangeCity = (s: DealerSelectorSnapshot) => s.can({ type: 'dealers.changeCity' });
/** The inline city picker while the selector has no city. */
export const selectCityPicker = (s: DealerSelectorSnapshot) => s.children.cityPicker;
/** The city the dealers are of, when the selector knows its name (a city chosen here or the address dealer's). */
export const selectCityName = (s: DealerSelectorSnapshot) => s.context.location?.cityName ?? null;
/** Why the dealer cannot be changed: the proposal being edited has it, or the address set it (null: it can be). */
export const selectLockReason = (s: DealerSelectorSnapshot): 'proposal' | 'address' | null =>
  !isLocked(s.context) ? null : s.context.input.offerEdit ? 'proposal' : 'address';
export const selectErrorMessage = (s: DealerSelectorSnapshot) => s.context.errorMessage;
