/**
 * The signed-in customer's proposals (spec 000 §2 "Proposals: loading,
 * empty, list or error toast"), as `GET /api/proposals` answers them.
 *
 *   loadingProposals ──done (some)──▶ listed
 *          │  ├──done (none)──▶ empty
 *          │  └──error──▶ failed ──proposals.retry──▶ loadingProposals
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Proposal } from '../../models/proposals';

export interface ProposalsContext {
  proposals: Proposal[];
}

export type ProposalsEvent = { type: 'proposals.retry' };

type Done = { output: Proposal[] };

export const proposalsMachine = setup({
  types: { context: {} as ProposalsContext, events: {} as ProposalsEvent },
  actors: {
    loadProposals: fromPromise<Proposal[], void>(async () => {
      throw new Error('loadProposals actor not provided');
    }),
  },
  guards: {
    foundProposals: ({ event }) => (event as unknown as Done).output.length > 0,
  },
  actions: {
    storeProposals: assign({ proposals: ({ event }) => (event as unknown as Done).output }),
    forgetProposals: assign({ proposals: [] }),
  },
}).createMachine({
  id: 'proposals',
  context: { proposals: [] },
  initial: 'loadingProposals',
  states: {
    loadingProposals: {
      invoke: {
        id: 'loadProposals',
        src: 'loadProposals',
        onDone: [{ guard: 'foundProposals', target: 'listed', actions: 'storeProposals' }, { target: 'empty' }],
        onError: { target: 'failed', actions: 'forgetProposals' },
      },
    },
    listed: {},
    empty: {},
    failed: {
      on: { 'proposals.retry': { target: 'loadingProposals' } },
    },
  },
});

export type ProposalsSnapshot = SnapshotFrom<typeof proposalsMachine>;
export type ProposalsStatus = 'loadingProposals' | 'listed' | 'empty' | 'failed';
export const selectProposalsStatus = (s: ProposalsSnapshot) => s.value as ProposalsStatus;
export const selectProposals = (s: ProposalsSnapshot) => s.context.proposals;
export const selectCanRetry = (s: ProposalsSnapshot) => s.can({ type: 'proposals.retry' });
