/**
 * The seller's saved quotations (`/vendedor`):
 *
 *   loading ──done──▶ ready
 *      └──error──▶ failed ──quotationList.retry──▶ loading
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import type { QuotationSummary } from '../../models/quotation/fleet-quotation';
import { quotationLabels } from '../../models/labels/quotation';
import { placeholderFor } from '../placeholder';
import type { quotationListActors } from './quotation-list.actors';

export interface QuotationListContext {
  quotations: QuotationSummary[];
  errorMessage: string | null;
}

export type QuotationListEvent = { type: 'quotationList.retry' };

type Actors = ReturnType<typeof quotationListActors>;

export const quotationListMachine = setup({
  types: { context: {} as QuotationListContext, events: {} as QuotationListEvent },
  actors: {
    loadQuotations: placeholderFor<Actors['loadQuotations']>('loadQuotations'),
  },
  actions: {
    storeQuotations: assign((_, quotations: QuotationSummary[]) => ({ quotations, errorMessage: null })),
    storeFailure: assign({
      errorMessage: ({ event }) => callErrorOf(event).message || quotationLabels.seller.listFailed,
    }),
  },
}).createMachine({
  id: 'quotationList',
  context: { quotations: [], errorMessage: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuotations',
        src: 'loadQuotations',
        onDone: { target: 'ready', actions: { type: 'storeQuotations', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    ready: {},
    failed: { on: { 'quotationList.retry': 'loading' } },
  },
});

export type QuotationListSnapshot = SnapshotFrom<typeof quotationListMachine>;
export type QuotationListRef = ActorRefFrom<typeof quotationListMachine>;

export const selectStatus = (s: QuotationListSnapshot) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready');
export const selectQuotations = (s: QuotationListSnapshot) => s.context.quotations;
export const selectErrorMessage = (s: QuotationListSnapshot) => s.context.errorMessage;
export const selectCanRetry = (s: QuotationListSnapshot) => s.can({ type: 'quotationList.retry' });
