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
 *   proposals: idle ──session.loaded [feature on, signed in]──▶ watching (the proposals chart runs;
 *             once it lists some in progress, proposal.has with their count) ──session.signedOut / session.loaded (a visitor)──▶ idle
 *   app:      closed ──app.offer [feature on, mobile]──▶ open
 *             open ──app.download [iOS / Android]──▶ closed (to the store) | app.download ──▶ closed | app.close ──▶ closed
 */
import { assertEvent, assign, fromCallback, matchesState, raise, setup, type ActorRefFrom, type EventObject, type SnapshotEvent, type SnapshotFrom } from 'xstate';
import { appStoreUrl, showBannerAllowed, type Platform } from '../../models/proposal/banners';
import { proposalsInProgressCount } from '../../models/proposal/proposals';
import type { ProposalsSnapshot } from '../proposals/proposals.machine';
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

/** What the proposals child reports (its snapshots). */
export type ProposalsReport = SnapshotEvent & { type: 'xstate.snapshot.proposals'; snapshot: Pick<ProposalsSnapshot, 'value' | 'context'> };

const signsOut = { actions: ['storeSignedOut', 'clearFlag', 'forgetFlag'] } as const;

export const bannersMachine = setup({
  types: {
    input: {} as BannersInput,
    context: {} as BannersContext,
    events: {} as BannersEvent | ProposalsReport,
  },
  actors: {
    listenToSession: sessionListenerPlaceholder,
    listenToOfferList: fromCallback<EventObject>(() => {
      throw new Error('listenToOfferList actor not provided');
    }),
    /** The proposals chart, reporting its snapshots as `xstate.snapshot.proposals` (loaded only for a signed-in visitor). */
    proposals: fromCallback<EventObject>(() => {
      throw new Error('proposals actor not provided');
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
    dismissProposal: assign({ showBanner: 'false' }),
    clearFlag: assign({ showBanner: null }),
    // Effects the app provides: browser storage of SHOW_BANNER, going to the store, telling the page's other scripts.
    rememberDismissed: () => undefined,
    forgetFlag: () => undefined,
    openStore: (_, _params: { url: string }) => undefined,
    tellPageOfProposals: (_, _params: { count: number }) => undefined,
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
          invoke: { id: 'proposals', src: 'proposals' },
          on: {
            // The proposals child reports each snapshot of the proposals chart.
            'xstate.snapshot.proposals': {
              guard: 'listsProposals',
              actions: [
                'announceProposals',
                { type: 'tellPageOfProposals', params: ({ event }) => ({ count: proposalsInProgressCount(event.snapshot.context.proposals) }) },
              ],
            },
            'session.loaded': { guard: 'isVisitor', target: 'idle' },
            'session.signedOut': 'idle',
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
