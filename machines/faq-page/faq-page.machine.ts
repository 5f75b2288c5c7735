/**
 * The frequently asked questions of 'Como funciona' (the same entries the
 * offer details open in 'Ficou alguma dúvida?', read from
 * `{faqPath}.infinity.json`), with their search. A failed read can be tried again.
 *
 *   loadingFaq ──done──▶ shown ──faq.search──▶ shown
 *       ▲    └──error──▶ failed
 *       └──── faq.retry ───┘
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { searchFaq, type FaqEntry } from '../../models/content/faq';
import { placeholderFor } from '../placeholder';
import type { faqPageActors } from './faq-page.actors';

export interface FaqPageInput {
  faqPath: string;
}

export interface FaqPageContext {
  faqPath: string;
  entries: FaqEntry[];
  term: string;
}

export type FaqPageEvent = { type: 'faq.search'; term: string } | { type: 'faq.retry' };

type Actors = ReturnType<typeof faqPageActors>;

export const faqPageMachine = setup({
  types: {
    input: {} as FaqPageInput,
    context: {} as FaqPageContext,
    events: {} as FaqPageEvent,
  },
  actors: {
    loadFaq: placeholderFor<Actors['loadFaq']>('loadFaq'),
  },
  actions: {
    storeEntries: assign({ entries: (_, output: FaqEntry[]) => output }),
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
        onDone: { target: 'shown', actions: { type: 'storeEntries', params: ({ event }) => event.output } },
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
