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
 *
 * Inside `listed`, the customer accepts a version a seller made that waits
 * for them ('Aguardando seu aceite'), with a confirm dialog:
 *
 *   browsing ──version.review [that version waits]──▶ confirming ──version.dismiss──▶ browsing
 *   confirming ──version.accept──▶ accepting ──done──▶ accepted (the proposal as it now stands; 'Nova versão aceita.')
 *                                       └──error──▶ failed (the server's pt-BR message; the dialog stays open)
 *   failed ──version.accept──▶ accepting (the same Idempotency-Key) · failed ──version.dismiss──▶ browsing
 *   accepted ──version.review [another waits]──▶ confirming
 *
 * `version.review` carries a fresh Idempotency-Key the view mints: the
 * acceptance it starts keeps it through its retries.
 */
import { assertEvent, assign, setup, type ActorRefFrom, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import { leadVersionLabels } from '../../models/labels/lead-version';
import type { RentalProposal } from '../../models/proposal/proposal';
import { awaitsCustomer } from '../../models/proposal/proposal-versions';
import { callErrorOf } from '../actor-events';
import { sessionListenerPlaceholder, type SessionNews } from '../session/session.listener';
import { placeholderFor } from '../placeholder';
import type { createProposalsImplementations } from './proposals.actors';

/** The acceptance under way: which version of which proposal, its key (the same on a retry) and why it failed, if it did. */
export interface Acceptance {
  leadId: string;
  number: number;
  key: string;
  error: string | null;
}

export interface ProposalsContext {
  proposals: RentalProposal[];
  acceptance: Acceptance | null;
  /** The proposal whose new version was just accepted ('Nova versão aceita.'). */
  acceptedLeadId: string | null;
}

export type ProposalsEvent =
  | { type: 'proposals.retry' }
  /** `key`: a fresh Idempotency-Key the view mints, the acceptance's (its retries send the same). */
  | { type: 'version.review'; leadId: string; number: number; key: string }
  | { type: 'version.accept' }
  | { type: 'version.dismiss' }
  | SessionNews;

export interface AcceptVersionInput {
  leadId: string;
  number: number;
  idempotencyKey: string;
}

type Done = DoneActorEvent<RentalProposal[], 'loadProposals'> | DoneActorEvent<RentalProposal, 'acceptVersion'>;

/** The acceptance under way (the chart accepts a version only while there is one). */
function acceptanceOf(context: ProposalsContext): Acceptance {
  if (!context.acceptance) throw new Error('proposals: no acceptance under way');
  return context.acceptance;
}

const signedOut = { target: '#proposals.signedOut', actions: 'forgetProposals' } as const;

type Actors = ReturnType<typeof createProposalsImplementations>['actors'];

export const proposalsMachine = setup({
  types: { context: {} as ProposalsContext, events: {} as ProposalsEvent | Done },
  actors: {
    loadProposals: placeholderFor<Actors['loadProposals']>('loadProposals'),
    acceptVersion: placeholderFor<Actors['acceptVersion']>('acceptVersion'),
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
    isAwaitingVersion: ({ context, event }) => {
      assertEvent(event, 'version.review');
      const proposal = context.proposals.find((p) => p.leadId === event.leadId);
      return proposal !== undefined && awaitsCustomer(proposal) && proposal.awaitingVersion === event.number;
    },
  },
  actions: {
    storeProposals: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadProposals');
      return { proposals: event.output };
    }),
    forgetProposals: assign({ proposals: [], acceptance: null, acceptedLeadId: null }),
    startAcceptance: assign(({ event }) => {
      assertEvent(event, 'version.review');
      return { acceptance: { leadId: event.leadId, number: event.number, key: event.key, error: null }, acceptedLeadId: null };
    }),
    forgetAcceptance: assign({ acceptance: null }),
    clearAcceptanceError: assign(({ context }) => ({ acceptance: context.acceptance && { ...context.acceptance, error: null } })),
    storeAccepted: assign(({ context }, proposal: RentalProposal) => {
      return {
        proposals: context.proposals.map((p) => (p.leadId === proposal.leadId ? proposal : p)),
        acceptance: null,
        acceptedLeadId: proposal.leadId,
      };
    }),
    storeAcceptanceError: assign(({ context, event }) => ({
      acceptance: context.acceptance && { ...context.acceptance, error: callErrorOf(event).message || leadVersionLabels.acceptFailed },
    })),
  },
}).createMachine({
  id: 'proposals',
  context: { proposals: [], acceptance: null, acceptedLeadId: null },
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
    listed: {
      on: { 'session.signedOut': signedOut },
      initial: 'browsing',
      states: {
        browsing: { on: { 'version.review': { guard: 'isAwaitingVersion', target: 'confirming', actions: 'startAcceptance' } } },
        confirming: {
          on: { 'version.accept': 'accepting', 'version.dismiss': { target: 'browsing', actions: 'forgetAcceptance' } },
        },
        accepting: {
          invoke: {
            id: 'acceptVersion',
            src: 'acceptVersion',
            input: ({ context }) => {
              const { leadId, number, key } = acceptanceOf(context);
              return { leadId, number, idempotencyKey: key };
            },
            onDone: { target: 'accepted', actions: { type: 'storeAccepted', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'storeAcceptanceError' },
          },
        },
        failed: {
          on: {
            'version.accept': { target: 'accepting', actions: 'clearAcceptanceError' },
            'version.dismiss': { target: 'browsing', actions: 'forgetAcceptance' },
          },
        },
        accepted: { on: { 'version.review': { guard: 'isAwaitingVersion', target: 'confirming', actions: 'startAcceptance' } } },
      },
    },
    empty: { on: { 'session.signedOut': signedOut } },
    failed: {
      on: { 'proposals.retry': { target: 'loadingProposals' }, 'session.signedOut': signedOut },
    },
  },
});

export type ProposalsSnapshot = SnapshotFrom<typeof proposalsMachine>;
export type ProposalsRef = ActorRefFrom<typeof proposalsMachine>;
export type ProposalsStatus = 'waitingForSession' | 'signedOut' | 'loadingProposals' | 'listed' | 'empty' | 'failed';
export const selectProposalsStatus = (s: ProposalsSnapshot): ProposalsStatus => (typeof s.value === 'string' ? s.value : 'listed');
export type AcceptancePhase = 'idle' | 'confirming' | 'accepting' | 'failed' | 'accepted';
/** Where the acceptance of a version stands, for one proposal (idle for every other). */
export const selectAcceptancePhase = (s: ProposalsSnapshot, leadId: string): AcceptancePhase => {
  if (s.matches({ listed: 'accepted' })) return s.context.acceptedLeadId === leadId ? 'accepted' : 'idle';
  if (s.context.acceptance?.leadId !== leadId) return 'idle';
  if (s.matches({ listed: 'confirming' })) return 'confirming';
  if (s.matches({ listed: 'accepting' })) return 'accepting';
  if (s.matches({ listed: 'failed' })) return 'failed';
  return 'idle';
};
export const selectAcceptanceError = (s: ProposalsSnapshot) => s.context.acceptance?.error ?? null;
export const selectCanReview = (s: ProposalsSnapshot, leadId: string, number: number) => s.can({ type: 'version.review', leadId, number, key: '' });
export const selectCanAccept = (s: ProposalsSnapshot) => s.can({ type: 'version.accept' });
export const selectCanDismissAcceptance = (s: ProposalsSnapshot) => s.can({ type: 'version.dismiss' });
export const selectProposals = (s: ProposalsSnapshot) => s.context.proposals;
export const selectCanRetry = (s: ProposalsSnapshot) => s.can({ type: 'proposals.retry' });
