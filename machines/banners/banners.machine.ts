/**
 * Showcase banners (spec 000 §2): two regions.
 *
 *   proposal: hidden ──proposal.has [feature on, signed in, SHOW_BANNER not false]──▶ shown (with the count)
 *             hidden ──proposal.has [not signed in]──▶ hidden (flag cleared)
 *             shown ──proposal.close──▶ hidden (SHOW_BANNER=false)
 *             shown ──session.changed [signed out]──▶ hidden (flag cleared)
 *   app:      closed ──app.offer [feature on, mobile]──▶ open
 *             open ──app.download [iOS / Android]──▶ closed (to the store) | app.download ──▶ closed | app.close ──▶ closed
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { appStoreUrl, showBannerAllowed, type Platform } from '../../models/banners';

export interface BannersInput {
  proposalBannerEnabled: boolean;
  signedIn: boolean;
  /** The stored SHOW_BANNER flag. */
  showBanner: string | null;
  appBannerEnabled: boolean;
  platform: Platform;
  stores: { iosUrl: string; androidUrl: string };
}

/** `proposalCount`: how many proposals the last has-proposal event announced. */
export type BannersContext = BannersInput & { proposalCount: number };

export type BannersEvent =
  | { type: 'proposal.has'; count: number }
  | { type: 'proposal.close' }
  | { type: 'session.changed'; signedIn: boolean }
  | { type: 'app.offer'; mobile: boolean }
  | { type: 'app.download' }
  | { type: 'app.close' };

export const bannersMachine = setup({
  types: {
    input: {} as BannersInput,
    context: {} as BannersContext,
    events: {} as BannersEvent,
  },
  guards: {
    showsProposal: ({ context }) => context.proposalBannerEnabled && context.signedIn && showBannerAllowed(context.showBanner),
    isSignedOut: ({ context }) => !context.signedIn,
    signsOut: ({ event }) => event.type === 'session.changed' && !event.signedIn,
    offersApp: ({ context, event }) => event.type === 'app.offer' && event.mobile && context.appBannerEnabled,
    hasStore: ({ context }) => appStoreUrl(context.platform, context.stores) !== null,
  },
  actions: {
    storeSession: assign({ signedIn: ({ context, event }) => (event.type === 'session.changed' ? event.signedIn : context.signedIn) }),
    storeProposalCount: assign({ proposalCount: ({ context, event }) => (event.type === 'proposal.has' ? event.count : context.proposalCount) }),
    dismissProposal: assign({ showBanner: 'false' }),
    clearFlag: assign({ showBanner: null }),
    // Effects the app provides: browser storage of SHOW_BANNER, going to the store.
    rememberDismissed: () => undefined,
    forgetFlag: () => undefined,
    openStore: (_, _params: { url: string }) => undefined,
  },
}).createMachine({
  id: 'banners',
  type: 'parallel',
  context: ({ input }) => ({ ...input, proposalCount: 0 }),
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
            'session.changed': [
              { guard: 'signsOut', actions: ['storeSession', 'clearFlag', 'forgetFlag'] },
              { actions: 'storeSession' },
            ],
          },
        },
        shown: {
          on: {
            'proposal.close': { target: 'hidden', actions: ['dismissProposal', 'rememberDismissed'] },
            'session.changed': [
              { guard: 'signsOut', target: 'hidden', actions: ['storeSession', 'clearFlag', 'forgetFlag'] },
              { actions: 'storeSession' },
            ],
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
export const selectProposalShown = (s: BannersSnapshot) => s.matches({ proposal: 'shown' });
export const selectProposalCount = (s: BannersSnapshot) => s.context.proposalCount;
export const selectAppOpen = (s: BannersSnapshot) => s.matches({ app: 'open' });
