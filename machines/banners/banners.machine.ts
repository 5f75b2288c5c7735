/**
 * Showcase banners (spec 000 §2): the proposal banner, the mobile app banner,
 * and the proposals the proposal banner announces. The chart hears the
 * session and the offer list's viewport itself (`listenToSession`,
 * `listenToOfferList`) and runs the proposals chart as its child.
 *
 *   proposal: hidden ──proposal.has [feature on, signed in, SHOW_BANNER not false]──▶ shown (with the count)
 *             hidden ──proposal.has [not signed in]──▶ hidden (flag cleared)
 *             shown ──proposal.close──▶ hidden (SHOW_BANNER=false)
 *             shown ──session.loaded (a visitor) / session.signedOut──▶ hidden (flag cleared)
 *   proposals: idle ──session.loaded [feature on, signed in]──▶ watching ──session.signedOut / session.loaded (a visitor)──▶ idle
 *             watching: loadingChart ──done──▶ running (the proposals chart, the child 'proposals'; once it lists
 *                       some in progress, proposal.has with their count) | ──error──▶ unavailable (no proposal banner)
 *
 * The proposals chart's code loads on first use (`loadProposals` answers its
 * logic); the chart spawns it as its child with `syncSnapshot`, so each of
 * the child's snapshots comes to the banners as `xstate.snapshot.proposals`,
 * and stops it when it leaves `watching`.
 *   app:      closed ──app.offer [feature on, mobile]──▶ open
 *             open ──app.download [iOS / Android]──▶ closed (to the store) | app.download ──▶ closed | app.close ──▶ closed
 */
import { assertEvent, assign, fromCallback, fromPromise, matchesState, raise, setup, stopChild, type ActorRefFrom, type DoneActorEvent, type EventObject, type SnapshotEvent, type SnapshotFrom } from 'xstate';
import { appStoreUrl, showBannerAllowed, type Platform } from '../../models/proposal/banners';
import { proposalsInProgressCount } from '../../models/proposal/proposals';
import type { ProposalsSnapshot, proposalsMachine } from '../proposals/proposals.machine';
import { sessionListenerPlaceholder, type SessionNews } from '../session/session.listener';

export interface BannersInput {
  proposalBannerEnabled: boolean;
  /** The stored SHOW_BANNER flag. */
  showBanner: string | null;
  appBannerEnabled: boolean;
  platform: Platform;
  stores: { iosUrl: string; androidUrl: string };
}

/**
 * `signedIn`: as the session last said (a visitor until it speaks);
 * `proposalCount`: how many proposals the last has-proposal event announced.
 */
export type BannersContext = BannersInput & { signedIn: boolean; proposalCount: number };

export type BannersEvent =
  | { type: 'proposal.has'; count: number }
  | { type: 'proposal.close' }
  | SessionNews
  | { type: 'app.offer'; mobile: boolean }
  | { type: 'app.download' }
  | { type: 'app.close' };

/** The proposals chart as its code arrives (with its real actors). */
export type ProposalsLogic = typeof proposalsMachine;

/** What the proposals child's snapshots come as (its `syncSnapshot`). */
export type ProposalsReport = SnapshotEvent<ProposalsSnapshot> & { type: 'xstate.snapshot.proposals' };

const signsOut = { actions: ['storeSignedOut', 'clearFlag', 'forgetFlag'] } as const;

export const bannersMachine = setup({
  types: {
    input: {} as BannersInput,
    context: {} as BannersContext,
    events: {} as BannersEvent | ProposalsReport | DoneActorEvent<ProposalsLogic, 'loadProposals'>,
  },
  actors: {
    listenToSession: sessionListenerPlaceholder,
    listenToOfferList: fromCallback<EventObject>(() => {
      throw new Error('listenToOfferList actor not provided');
    }),
    /** The proposals chart's code (loaded only for a signed-in visitor). */
    loadProposals: fromPromise<ProposalsLogic, void>(async () => {
      throw new Error('loadProposals actor not provided');
    }),
  },
  guards: {
    showsProposal: ({ context }) => context.proposalBannerEnabled && context.signedIn && showBannerAllowed(context.showBanner),
    isSignedOut: ({ context }) => !context.signedIn,
    isVisitor: ({ event }) => {
      assertEvent(event, 'session.loaded');
      return !event.viewer.signedIn;
    },
    watchesProposals: ({ context, event }) => {
      assertEvent(event, 'session.loaded');
      return context.proposalBannerEnabled && event.viewer.signedIn;
    },
    listsProposals: ({ event }) => {
      assertEvent(event, 'xstate.snapshot.proposals');
      return matchesState('listed', event.snapshot.value) && proposalsInProgressCount(event.snapshot.context.proposals) > 0;
    },
    offersApp: ({ context, event }) => {
      assertEvent(event, 'app.offer');
      return event.mobile && context.appBannerEnabled;
    },
    hasStore: ({ context }) => appStoreUrl(context.platform, context.stores) !== null,
  },
  actions: {
    storeSession: assign(({ event }) => {
      assertEvent(event, 'session.loaded');
      return { signedIn: event.viewer.signedIn };
    }),
    storeSignedOut: assign({ signedIn: false }),
    storeProposalCount: assign(({ event }) => {
      assertEvent(event, 'proposal.has');
      return { proposalCount: event.count };
    }),
    announceProposals: raise(({ event }) => {
      assertEvent(event, 'xstate.snapshot.proposals');
      return { type: 'proposal.has' as const, count: proposalsInProgressCount(event.snapshot.context.proposals) };
    }),
    /** The proposals chart, its code arrived, runs as the child 'proposals' and reports each snapshot. */
    startProposals: assign(({ event, spawn }) => {
      assertEvent(event, 'xstate.done.actor.loadProposals');
      // (XState types an id only for the actors a chart declares; this one's logic arrives at run time.)
      spawn(event.output, { id: 'proposals', syncSnapshot: true } as { syncSnapshot: true });
      return {};
    }),
    stopProposals: stopChild('proposals'),
    dismissProposal: assign({ showBanner: 'false' }),
    clearFlag: assign({ showBanner: null }),
    // Effects the app provides (each throws when it is not): browser storage of SHOW_BANNER, going to the store,
    // telling the page's other scripts.
    rememberDismissed: () => {
      throw new Error('rememberDismissed action not provided');
    },
    forgetFlag: () => {
      throw new Error('forgetFlag action not provided');
    },
    openStore: (_, _params: { url: string }) => {
      throw new Error('openStore action not provided');
    },
    tellPageOfProposals: (_, _params: { count: number }) => {
      throw new Error('tellPageOfProposals action not provided');
    },
  },
}).createMachine({
  id: 'banners',
  type: 'parallel',
  context: ({ input }) => ({ ...input, signedIn: false, proposalCount: 0 }),
  invoke: [
    { id: 'session', src: 'listenToSession' },
    { id: 'offerList', src: 'listenToOfferList' },
  ],
  states: {
    proposal: {
      initial: 'hidden',
      states: {
        hidden: {
          on: {
            'proposal.has': [
              { guard: 'showsProposal', target: 'shown', actions: 'storeProposalCount' },
              { guard: 'isSignedOut', actions: ['clearFlag', 'forgetFlag'] },
            ],
            'session.loaded': [{ guard: 'isVisitor', actions: ['storeSession', 'clearFlag', 'forgetFlag'] }, { actions: 'storeSession' }],
            'session.signedOut': signsOut,
          },
        },
        shown: {
          on: {
            'proposal.close': { target: 'hidden', actions: ['dismissProposal', 'rememberDismissed'] },
            'session.loaded': [
              { guard: 'isVisitor', target: 'hidden', actions: ['storeSession', 'clearFlag', 'forgetFlag'] },
              { actions: 'storeSession' },
            ],
            'session.signedOut': { target: 'hidden', ...signsOut },
          },
        },
      },
    },
    proposals: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'session.loaded': { guard: 'watchesProposals', target: 'watching' } },
        },
        watching: {
          exit: 'stopProposals',
          on: {
            'session.loaded': { guard: 'isVisitor', target: 'idle' },
            'session.signedOut': 'idle',
          },
          initial: 'loadingChart',
          states: {
            loadingChart: {
              invoke: {
                id: 'loadProposals',
                src: 'loadProposals',
                onDone: { target: 'running', actions: 'startProposals' },
                // A chunk that fails to load only leaves the proposal banner unshown.
                onError: { target: 'unavailable' },
              },
            },
            running: {
              on: {
                // Each snapshot of the proposals child.
                'xstate.snapshot.proposals': {
                  guard: 'listsProposals',
                  actions: [
                    'announceProposals',
                    { type: 'tellPageOfProposals', params: ({ event }) => ({ count: proposalsInProgressCount(event.snapshot.context.proposals) }) },
                  ],
                },
              },
            },
            unavailable: {},
          },
        },
      },
    },
    app: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'app.offer': { guard: 'offersApp', target: 'open' } },
        },
        open: {
          on: {
            'app.download': [
              {
                guard: 'hasStore',
                target: 'closed',
                actions: { type: 'openStore', params: ({ context }) => ({ url: appStoreUrl(context.platform, context.stores)! }) },
              },
              { target: 'closed' },
            ],
            'app.close': 'closed',
          },
        },
      },
    },
  },
});

export type BannersSnapshot = SnapshotFrom<typeof bannersMachine>;
export type BannersRef = ActorRefFrom<typeof bannersMachine>;
export const selectProposalShown = (s: BannersSnapshot) => s.matches({ proposal: 'shown' });
export const selectProposalCount = (s: BannersSnapshot) => s.context.proposalCount;
export const selectAppOpen = (s: BannersSnapshot) => s.matches({ app: 'open' });
