/**
 * The frequently asked questions of 'Como funciona' (the same entries the
 * offer details open in 'Ficou alguma dúvida?', read from
 * `{faqPath}.infinity.json`), with their search. A failed read can be tried again.
 *
 *   loadingFaq ──done──▶ shown ──faq.search──▶ shown
 *       ▲    └──error──▶ failed
 *       └──── faq.retry ───┘
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { outputOf } from '../actor-events';
import { searchFaq, type FaqEntry } from '../../models/content/faq';

export interface FaqPageInput {
  faqPath: string;
}

export interface FaqPageContext {
  faqPath: string;
  entries: FaqEntry[];
  term: string;
}

export type FaqPageEvent = { type: 'faq.search'; term: string } | { type: 'faq.retry' };

export const faqPageMachine = setup({
  types: {
    input: {} as FaqPageInput,
    context: {} as FaqPageContext,
    events: {} as FaqPageEvent,
  },
  actors: {
    loadFaq: fromPromise<FaqEntry[], string>(async () => {
      throw new Error('loadFaq actor not provided');
    }),
  },
  actions: {
    storeEntries: assign({ entries: ({ event }) => outputOf<FaqEntry[]>(event) }),
    storeTerm: assign(({ event }) => {
      assertEvent(event, 'faq.search');
      return { term: event.term };
    }),
  },
}).createMachine({
  id: 'faqPage',
  context: ({ input }) => ({ faqPath: input.faqPath, entries: [], term: '' }),
  initial: 'loadingFaq',
  states: {
    loadingFaq: {
      invoke: {
        id: 'loadFaq',
        src: 'loadFaq',
        input: ({ context }) => context.faqPath,
        onDone: { target: 'shown', actions: 'storeEntries' },
        onError: { target: 'failed' },
      },
    },
    shown: {
      on: { 'faq.search': { actions: 'storeTerm' } },
    },
    failed: {
      on: { 'faq.retry': 'loadingFaq' },
    },
  },
});

export type FaqPageSnapshot = SnapshotFrom<typeof faqPageMachine>;
export type FaqPageStatus = 'loadingFaq' | 'shown' | 'failed';

export const selectFaqPageStatus = (s: FaqPageSnapshot) => s.value;
export const selectFaqPageTerm = (s: FaqPageSnapshot) => s.context.term;
export const selectFaqPageCanRetry = (s: FaqPageSnapshot) => s.can({ type: 'faq.retry' });
/** The entries the search shows (a memo per entries/term pair keeps the array stable). */
const memo = new WeakMap<FaqEntry[], { term: string; result: FaqEntry[] }>();
export function selectFaqPageResults(s: FaqPageSnapshot): FaqEntry[] {
  const { entries, term } = s.context;
  const hit = memo.get(entries);
  if (hit && hit.term === term) return hit.result;
  const result = searchFaq(entries, term);
  memo.set(entries, { term, result });
  return result;
}
