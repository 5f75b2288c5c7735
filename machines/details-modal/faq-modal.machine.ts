/**
 * FAQ modal chart (spec 000 §2 "FAQ panel", 001 §5.4 "FAQ search"): a title
 * opens 'Ficou alguma dúvida?' with a search over the entries of
 * `{faqPath}.infinity.json`, loaded once.
 *
 *   closed ──faq.open──▶ open.loading ──done──▶ open.shown ──faq.search──▶ open.shown
 *      ▲          └ [loaded] ──▶ open.shown       └──error──▶ open.failed
 *      └──────────────── faq.close ──────────────────┘
 */
import { assertEvent, assign, type PromiseActorLogic, setup, type SnapshotFrom } from 'xstate';
import { searchFaq, type FaqEntry } from '../../models/content/faq';
import { placeholderFor } from '../placeholder';

export interface FaqModalInput {
  faqPath: string;
}

export interface FaqModalContext {
  faqPath: string;
  entries: FaqEntry[] | null;
  term: string;
}

export type FaqModalEvent = { type: 'faq.open' } | { type: 'faq.close' } | { type: 'faq.search'; term: string };

export const faqModalMachine = setup({
  types: {
    input: {} as FaqModalInput,
    context: {} as FaqModalContext,
    events: {} as FaqModalEvent,
  },
  actors: {
    loadFaq: placeholderFor<PromiseActorLogic<FaqEntry[], string>>('loadFaq'),
  },
  guards: {
    isLoaded: ({ context }) => context.entries !== null,
  },
  actions: {
    storeEntries: assign({ entries: (_, output: FaqEntry[]) => output }),
    storeTerm: assign(({ event }) => {
      assertEvent(event, 'faq.search');
      return { term: event.term };
    }),
    clearTerm: assign({ term: '' }),
    announceOpen: placeholderFor('announceOpen'),
    announceClose: placeholderFor('announceClose'),
  },
}).createMachine({
  id: 'faqModal',
  context: ({ input }) => ({ faqPath: input.faqPath, entries: null, term: '' }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'faq.open': { target: 'open', actions: 'clearTerm' } },
    },
    open: {
      entry: 'announceOpen',
      exit: 'announceClose',
      initial: 'deciding',
      on: { 'faq.close': 'closed' },
      states: {
        deciding: { always: [{ guard: 'isLoaded', target: 'shown' }, { target: 'loading' }] },
        loading: {
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
        failed: {},
      },
    },
  },
});

export type FaqModalSnapshot = SnapshotFrom<typeof faqModalMachine>;
export type FaqModalStatus = 'closed' | 'loading' | 'shown' | 'failed';

export const selectFaqStatus = (s: FaqModalSnapshot): FaqModalStatus =>
  s.matches('closed') ? 'closed' : s.matches({ open: 'shown' }) ? 'shown' : s.matches({ open: 'failed' }) ? 'failed' : 'loading';
export const selectFaqTerm = (s: FaqModalSnapshot) => s.context.term;
export const selectFaqEntries = (s: FaqModalSnapshot) => s.context.entries;
/** The entries the search shows (a memo per entries/term pair keeps the array stable). */
const memo = new WeakMap<FaqEntry[], { term: string; result: FaqEntry[] }>();
export function selectFaqResults(s: FaqModalSnapshot): FaqEntry[] {
  const entries = s.context.entries;
  if (!entries) return [];
  const hit = memo.get(entries);
  if (hit && hit.term === s.context.term) return hit.result;
  const result = searchFaq(entries, s.context.term);
  memo.set(entries, { term: s.context.term, result });
  return result;
}
