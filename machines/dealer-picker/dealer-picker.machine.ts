/**
 * The dealer picker of the offer editor: an admin types part of a dealer's
 * code, name or city, the dealers found are listed, and the one chosen is
 * the offer's dealer.
 *
 *   idle ──picker.type [searchable]──▶ debouncing ──after debounce──▶ searching
 *     ▲                                   ▲                             ├─done [dealers]──▶ results
 *     │   picker.type [too short] ◀───────┴── (from any state)          ├─done [none]─────▶ empty
 *     │                                                                 └─error───────────▶ failed ──picker.retry──▶ searching
 *     ├── results ──picker.choose──▶ idle (reportDealer: the chosen code)
 *     ├── results | empty | failed ──picker.close──▶ idle
 *     └── (any state) ──picker.clear [a dealer is chosen]──▶ idle (reportDealer: '')
 *
 * The chosen dealer (name, code and city) is the picker's: the parent shows
 * the offer's dealer with `picker.show` when it loads or saves an offer, and
 * hears of a choice through `reportDealer`, which the parent provides with
 * `sendParent` (the offer editor stores the code in its draft). Typing again
 * restarts the wait, and a search still running is dropped.
 */
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import { dealerSummaryOf, isDealerQuerySearchable, normaliseDealerQuery, type AdminDealer, type DealerSummary } from '../../models/dealer/admin-dealers';
import { offerEditorLabels } from '../../models/labels/offer-editor';
import { placeholderFor } from '../placeholder';
import type { createDealerPickerImplementations } from './dealer-picker.actors';

/** The dealer shown as chosen: name, code and city. */
export type ChosenDealer = DealerSummary;

export interface DealerPickerContext {
  /** What the person typed. */
  text: string;
  /** The text of the last search (what the results answer). */
  searched: string;
  dealers: AdminDealer[];
  /** The option the arrow keys point at, -1 for none. */
  activeIndex: number;
  chosen: ChosenDealer | null;
  errorMessage: string | null;
}

export type DealerPickerEvent =
  | { type: 'picker.type'; text: string }
  | { type: 'picker.move'; offset: 1 | -1 }
  | { type: 'picker.choose'; dealerId: string }
  | { type: 'picker.close' }
  | { type: 'picker.retry' }
  | { type: 'picker.clear' }
  | { type: 'picker.show'; dealer: ChosenDealer | null };

type Actors = ReturnType<typeof createDealerPickerImplementations>['actors'];

export const DEBOUNCE_MS = 300;

export const dealerPickerMachine = setup({
  types: {
    context: {} as DealerPickerContext,
    events: {} as DealerPickerEvent,
  },
  actors: {
    searchDealers: placeholderFor<Actors['searchDealers']>('searchDealers'),
  },
  delays: { debounce: DEBOUNCE_MS },
  guards: {
    isSearchable: ({ event }) => {
      assertEvent(event, 'picker.type');
      return isDealerQuerySearchable(event.text);
    },
    foundDealers: (_, output: AdminDealer[]) => output.length > 0,
    isListed: ({ context, event }) => {
      assertEvent(event, 'picker.choose');
      return context.dealers.some((d) => d.id === event.dealerId);
    },
    hasChosen: ({ context }) => context.chosen !== null,
  },
  actions: {
    storeText: assign(({ event }) => {
      assertEvent(event, 'picker.type');
      return { text: event.text };
    }),
    dropDealers: assign({ dealers: [], activeIndex: -1, errorMessage: null }),
    storeDealers: assign(({ context }, output: AdminDealer[]) => ({ dealers: output, activeIndex: -1, searched: normaliseDealerQuery(context.text), errorMessage: null })),
    storeError: assign({ errorMessage: ({ event }) => callErrorOf(event).message || offerEditorLabels.dealerPicker.failed, dealers: [], activeIndex: -1 }),
    moveActive: assign(({ context, event }) => {
      assertEvent(event, 'picker.move');
      const n = context.dealers.length;
      const from = context.activeIndex < 0 ? (event.offset > 0 ? -1 : 0) : context.activeIndex;
      return { activeIndex: (from + event.offset + n) % n };
    }),
    chooseDealer: assign(({ context, event }) => {
      assertEvent(event, 'picker.choose');
      return { chosen: dealerSummaryOf(context.dealers.find((d) => d.id === event.dealerId)), text: '', searched: '', dealers: [], activeIndex: -1 };
    }),
    forgetChosen: assign({ chosen: null, text: '', searched: '', dealers: [], activeIndex: -1, errorMessage: null }),
    showChosen: assign(({ event }) => {
      assertEvent(event, 'picker.show');
      return { chosen: event.dealer };
    }),
    /** Provided by the parent (`sendParent`): the chosen dealer's code, '' when cleared. Nothing when alone. */
    reportDealer: placeholderFor<(_: unknown, dealerId: string) => void>('reportDealer'),
  },
}).createMachine({
  id: 'dealerPicker',
  context: { text: '', searched: '', dealers: [], activeIndex: -1, chosen: null, errorMessage: null },
  initial: 'idle',
  on: {
    // Each keystroke restarts the wait (debouncing is entered again), or closes the list when the text is too short.
    'picker.type': [
      { guard: 'isSearchable', target: '.debouncing', actions: 'storeText' },
      { target: '.idle', actions: ['storeText', 'dropDealers'] },
    ],
    'picker.clear': { guard: 'hasChosen', target: '.idle', actions: ['forgetChosen', { type: 'reportDealer', params: '' }] },
    'picker.show': { actions: 'showChosen' },
  },
  states: {
    idle: {},
    debouncing: {
      after: { debounce: 'searching' },
    },
    searching: {
      invoke: {
        id: 'searchDealers',
        src: 'searchDealers',
        input: ({ context }) => ({ text: normaliseDealerQuery(context.text) }),
        onDone: [
          { guard: { type: 'foundDealers', params: ({ event }) => event.output }, target: 'results', actions: { type: 'storeDealers', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'storeDealers', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    results: {
      on: {
        'picker.move': { actions: 'moveActive' },
        'picker.choose': {
          guard: 'isListed',
          target: 'idle',
          actions: [
            { type: 'reportDealer', params: ({ event }) => event.dealerId },
            'chooseDealer',
          ],
        },
        'picker.close': { target: 'idle', actions: 'dropDealers' },
      },
    },
    empty: {
      on: { 'picker.close': { target: 'idle', actions: 'dropDealers' } },
    },
    failed: {
      on: {
        'picker.retry': 'searching',
        'picker.close': { target: 'idle', actions: 'dropDealers' },
      },
    },
  },
});

export type DealerPickerSnapshot = SnapshotFrom<typeof dealerPickerMachine>;
export type DealerPickerActorRef = ActorRefFrom<typeof dealerPickerMachine>;

// ── selectors ──

export type DealerPickerStatus = 'idle' | 'debouncing' | 'searching' | 'results' | 'empty' | 'failed';
export const selectStatus = (s: DealerPickerSnapshot): DealerPickerStatus => s.value;
/** Is the list open (results, or the line saying none or the failure)? */
export const selectExpanded = (s: DealerPickerSnapshot) => s.matches('results') || s.matches('empty') || s.matches('failed');
export const selectText = (s: DealerPickerSnapshot) => s.context.text;
export const selectDealers = (s: DealerPickerSnapshot) => (s.matches('results') ? s.context.dealers : []);
export const selectActiveIndex = (s: DealerPickerSnapshot) => s.context.activeIndex;
export const selectChosen = (s: DealerPickerSnapshot) => s.context.chosen;
export const selectErrorMessage = (s: DealerPickerSnapshot) => (s.matches('failed') ? s.context.errorMessage : null);
export const selectCanClear = (s: DealerPickerSnapshot) => s.can({ type: 'picker.clear' });
export const selectCanRetry = (s: DealerPickerSnapshot) => s.can({ type: 'picker.retry' });
export const selectCanClose = (s: DealerPickerSnapshot) => s.can({ type: 'picker.close' });
export const selectCanMove = (s: DealerPickerSnapshot) => s.can({ type: 'picker.move', offset: 1 });
