/**
 * Terms tabs chart (spec 000 §2 "Terms and items"): 'ITENS DE SÉRIE'
 * (`GET /api/item?mvsCode=…&year=…&behavior=FEATURED`, loaded once) and
 * 'CONDIÇÕES GERAIS'; clicking the open tab closes it.
 *
 *   closed ──terms.toggle(standardItems)──▶ standardItems.loading ──done──▶ standardItems.shown
 *                                                 └──error──▶ standardItems.failed
 *   closed ──terms.toggle(generalConditions)──▶ generalConditions
 *   an open tab ──terms.toggle(same tab)──▶ closed; (other tab) ──▶ the other tab
 */
import { assign, type PromiseActorLogic, setup, type SnapshotFrom } from 'xstate';
import type { FeaturedItem } from '../../models/content/details-content';
import { placeholderFor } from '../placeholder';

export type TermsTab = 'standardItems' | 'generalConditions';

export interface TermsInput {
  mvsCode: string;
  year: number;
}

export interface TermsContext extends TermsInput {
  items: FeaturedItem[] | null;
}

export type TermsEvent = { type: 'terms.toggle'; tab: TermsTab };

const toTab = (tab: TermsTab) => ({ guard: { type: 'isTab' as const, params: { tab } } });

export const termsMachine = setup({
  types: {
    input: {} as TermsInput,
    context: {} as TermsContext,
    events: {} as TermsEvent,
  },
  actors: {
    loadItems: placeholderFor<PromiseActorLogic<FeaturedItem[], TermsInput>>('loadItems'),
  },
  guards: {
    isTab: ({ event }, params: { tab: TermsTab }) => event.tab === params.tab,
    isLoaded: ({ context }) => context.items !== null,
  },
  actions: {
    storeItems: assign({ items: (_, output: FeaturedItem[]) => output }),
  },
}).createMachine({
  id: 'terms',
  context: ({ input }) => ({ ...input, items: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'terms.toggle': [
          { ...toTab('standardItems'), target: 'standardItems' },
          { target: 'generalConditions' },
        ],
      },
    },
    standardItems: {
      initial: 'deciding',
      on: {
        'terms.toggle': [{ ...toTab('standardItems'), target: 'closed' }, { target: 'generalConditions' }],
      },
      states: {
        deciding: { always: [{ guard: 'isLoaded', target: 'shown' }, { target: 'loading' }] },
        loading: {
          invoke: {
            id: 'loadItems',
            src: 'loadItems',
            input: ({ context }) => ({ mvsCode: context.mvsCode, year: context.year }),
            onDone: { target: 'shown', actions: { type: 'storeItems', params: ({ event }) => event.output } },
            onError: { target: 'failed' },
          },
        },
        shown: {},
        failed: {},
      },
    },
    generalConditions: {
      on: {
        'terms.toggle': [{ ...toTab('generalConditions'), target: 'closed' }, { target: 'standardItems' }],
      },
    },
  },
});

export type TermsSnapshot = SnapshotFrom<typeof termsMachine>;
export type TermsStatus = 'closed' | 'loading' | 'shown' | 'failed' | 'generalConditions';

export const selectOpenTab = (s: TermsSnapshot): TermsTab | '' =>
  s.matches('standardItems') ? 'standardItems' : s.matches('generalConditions') ? 'generalConditions' : '';
export const selectItemsStatus = (s: TermsSnapshot): 'loading' | 'shown' | 'failed' | 'none' =>
  s.matches({ standardItems: 'shown' }) ? 'shown' : s.matches({ standardItems: 'failed' }) ? 'failed' : s.matches('standardItems') ? 'loading' : 'none';
export const selectItems = (s: TermsSnapshot) => s.context.items;
