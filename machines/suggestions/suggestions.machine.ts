/**
 * Offer suggestions chart (spec 000 §2 "Others", 001 §7): up to 4 other
 * offers, shown as cards in a slider with bullets.
 *
 *   loadingSuggestions ──done (some)──▶ ready ──suggestions.goTo [another page]──▶ ready
 *            ├──done (none)──▶ empty
 *            └──error──▶ failed (nothing shown; logged)
 */
import { assertEvent, assign, setup, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import { suggestionPages, type Suggestion, type SuggestionsRequest } from '../../models/content/suggestions';
import { placeholderFor } from '../placeholder';
import type { createSuggestionsImplementations } from './suggestions.actors';

export interface SuggestionsInput {
  request: SuggestionsRequest;
  /** Cards a slider page shows. */
  perPage?: number;
}

export interface SuggestionsContext {
  request: SuggestionsRequest;
  suggestions: Suggestion[];
  perPage: number;
  page: number;
}

export type SuggestionsEvent = { type: 'suggestions.goTo'; page: number };

type Done = DoneActorEvent<Suggestion[], 'loadSuggestions'>;

type Actors = ReturnType<typeof createSuggestionsImplementations>['actors'];

export const suggestionsMachine = setup({
  types: { input: {} as SuggestionsInput, context: {} as SuggestionsContext, events: {} as SuggestionsEvent | Done },
  actors: {
    loadSuggestions: placeholderFor<Actors['loadSuggestions']>('loadSuggestions'),
  },
  guards: {
    foundSuggestions: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadSuggestions');
      return event.output.length > 0;
    },
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'suggestions.goTo');
      return event.page !== context.page && event.page >= 0 && event.page < suggestionPages(context.suggestions.length, context.perPage);
    },
  },
  actions: {
    storeSuggestions: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadSuggestions');
      return { suggestions: event.output.slice(0, 12), page: 0 };
    }),
    goToPage: assign(({ event }) => {
      assertEvent(event, 'suggestions.goTo');
      return { page: event.page };
    }),
    logFailed: placeholderFor('logFailed'),
  },
}).createMachine({
  id: 'suggestions',
  context: ({ input }) => ({ request: input.request, suggestions: [], perPage: Math.max(1, input.perPage ?? 1), page: 0 }),
  initial: 'loadingSuggestions',
  states: {
    loadingSuggestions: {
      invoke: {
        id: 'loadSuggestions',
        src: 'loadSuggestions',
        input: ({ context }) => context.request,
        onDone: [{ guard: 'foundSuggestions', target: 'ready', actions: 'storeSuggestions' }, { target: 'empty' }],
        onError: { target: 'failed', actions: 'logFailed' },
      },
    },
    ready: {
      on: { 'suggestions.goTo': { guard: 'isOtherPage', actions: 'goToPage' } },
    },
    empty: {},
    failed: {},
  },
});

export type SuggestionsSnapshot = SnapshotFrom<typeof suggestionsMachine>;
export const selectSuggestionsStatus = (s: SuggestionsSnapshot) => s.value;
export const selectSuggestions = (s: SuggestionsSnapshot) => s.context.suggestions;
export const selectPage = (s: SuggestionsSnapshot) => s.context.page;
export const selectPages = (s: SuggestionsSnapshot) => suggestionPages(s.context.suggestions.length, s.context.perPage);
export const selectPerPage = (s: SuggestionsSnapshot) => s.context.perPage;
