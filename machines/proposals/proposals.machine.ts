/**
 * The signed-in customer's proposals (spec 000 §2 "Proposals: loading,
 * empty, list or error toast"), as `GET /api/v2/timeline/rental` answers them
 * (each with its timeline; one lead status chart per proposal moves it). The
 * chart hears the session itself (`listenToSession`) and loads only for a
 * signed-in person.
 *
 *   waitingForSession ──session.loaded [signed in]──▶ loadingProposals
 *          └──session.loaded (a visitor) / session.signedOut──▶ signedOut ──session.loaded [signed in]──▶ loadingProposals
 *   loadingProposals ──done (some)──▶ listed
 *          │  ├──done (none)──▶ empty
 *          │  └──error──▶ failed ──proposals.retry──▶ loadingProposals
 *   loadingProposals, listed, empty, failed ──session.signedOut──▶ signedOut (proposals forgotten)
 */
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import type { RentalProposal } from '../../models/proposal';
import { sessionListenerPlaceholder, type SessionNews } from '../session/session.listener';

export interface ProposalsContext {
  proposals: RentalProposal[];
}

export type ProposalsEvent = { type: 'proposals.retry' } | SessionNews;

type Done = DoneActorEvent<RentalProposal[], 'loadProposals'>;

const signedOut = { target: '#proposals.signedOut', actions: 'forgetProposals' } as const;

export const proposalsMachine = setup({
  types: { context: {} as ProposalsContext, events: {} as ProposalsEvent | Done },
  actors: {
    loadProposals: fromPromise<RentalProposal[], void>(async () => {
      throw new Error('loadProposals actor not provided');
    }),
    listenToSession: sessionListenerPlaceholder,
  },
  guards: {
    foundProposals: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadProposals');
      return event.output.length > 0;
    },
    isSignedIn: ({ event }) => {
      assertEvent(event, 'session.loaded');
      return event.viewer.signedIn;
    },
  },
  actions: {
    storeProposals: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadProposals');
      return { proposals: event.output };
    }),
    forgetProposals: assign({ proposals: [] }),
  },
}).createMachine({
  id: 'proposals',
  context: { proposals: [] },
  invoke: { id: 'session', src: 'listenToSession' },
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      on: {
        'session.loaded': [{ guard: 'isSignedIn', target: 'loadingProposals' }, { target: 'signedOut' }],
        'session.signedOut': 'signedOut',
      },
    },
    signedOut: {
      on: { 'session.loaded': { guard: 'isSignedIn', target: 'loadingProposals' } },
    },
    loadingProposals: {
      invoke: {
        id: 'loadProposals',
        src: 'loadProposals',
        onDone: [{ guard: 'foundProposals', target: 'listed', actions: 'storeProposals' }, { target: 'empty' }],
        onError: { target: 'failed', actions: 'forgetProposals' },
      },
      on: { 'session.signedOut': signedOut },
    },
    listed: { on: { 'session.signedOut': signedOut } },
    empty: { on: { 'session.signedOut': signedOut } },
    failed: {
      on: { 'proposals.retry': { target: 'loadingProposals' }, 'session.signedOut': signedOut },
    },
  },
});

export type ProposalsSnapshot = SnapshotFrom<typeof proposalsMachine>;
export type ProposalsRef = ActorRefFrom<typeof proposalsMachine>;
export type ProposalsStatus = 'waitingForSession' | 'signedOut' | 'loadingProposals' | 'listed' | 'empty' | 'failed';
export const selectProposalsStatus = (s: ProposalsSnapshot) => s.value;
export const selectProposals = (s: ProposalsSnapshot) => s.context.proposals;
export const selectCanRetry = (s: ProposalsSnapshot) => s.can({ type: 'proposals.retry' });
