/**
 * The session reaches the charts that depend on who is looking with no view
 * in between: one session actor, and the offer list, the banners (with the
 * proposals chart as their child) and the proposals page's chart each
 * listening to it through `listenToSession`, as the app composes them. Nothing
 * is rendered: signing in and out is sent to the session actor alone.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, waitFor, type EventObject } from 'xstate';
import type { SearchRequest, CardSearchResponse } from '../../models/showcase/api';
import { OFFER_ADMIN, type SessionUser, type SignInRequest } from '../../models/account/auth';
import type { RentalProposal } from '../../models/proposal/proposal';
import { bannersMachine, selectProposalCount, selectProposalShown } from '../../machines/banners/banners.machine';
import { offerListMachine, type ResolveLocationInput, type ResolvedLocation } from '../../machines/offer-list/offer-list.machine';
import { proposalsMachine, selectProposals, selectProposalsStatus } from '../../machines/proposals/proposals.machine';
import { followAccount, listenToSession, type AccountNews } from '../../machines/session/session.listener';
import { sessionMachine, type SessionRef } from '../../machines/session/session.machine';
import { publicOffers, searchAnswer } from '../support/fixtures';
import { STORES } from './banners.paths';
import { twoProposals } from './proposals.paths';
import { camila, validSignIn } from './session.paths';

const admin: SessionUser = { ...camila, roles: ['customer', OFFER_ADMIN] };

function startApp(opts: { checkSession: SessionUser | null; signIn: SessionUser }) {
  const session: SessionRef = createActor(
    sessionMachine.provide({
      actors: {
        checkSession: fromPromise<SessionUser | null, void>(async () => opts.checkSession),
        signIn: fromPromise<SessionUser, SignInRequest>(async () => opts.signIn),
        signOut: fromPromise<void, void>(async () => undefined),
      },
      // The app's moves after a sign-in or sign-up from a form (none here: there is no page).
      actions: { leaveAuthPage: () => undefined, welcomeNewAccount: () => undefined },
    }),
  ).start();

  const searches: SearchRequest[] = [];
  const list = createActor(
    offerListMachine.provide({
      actors: {
        resolveLocation: fromPromise<ResolvedLocation, ResolveLocationInput>(async ({ input }) => ({ location: input.stored, dealer: null })),
        searchOffers: fromPromise<CardSearchResponse, SearchRequest>(async ({ input }) => {
          searches.push(input);
          return searchAnswer(publicOffers.slice(0, 8));
        }),
        listenToSession: listenToSession(session),
      },
    }),
    { input: { request: { brand: ['fiat'], targetEntityType: 'NATURAL_PERSON' } } },
  ).start();

  let proposalLoads = 0;
  const proposalsLogic = proposalsMachine.provide({
    actors: {
      loadProposals: fromPromise<RentalProposal[], void>(async () => {
        proposalLoads++;
        return twoProposals;
      }),
      listenToSession: listenToSession(session),
    },
  });
  const dropped: string[] = [];
  const banners = createActor(
    bannersMachine.provide({
      actors: {
        listenToSession: listenToSession(session),
        listenToOfferList: fromCallback<EventObject>(() => undefined),
        loadProposals: fromPromise(async () => proposalsLogic),
      },
      actions: {
        forgetFlag: () => dropped.push('SHOW_BANNER'),
        rememberDismissed: () => undefined,
        openStore: () => undefined,
        tellPageOfProposals: () => undefined,
      },
    }),
    { input: { proposalBannerEnabled: true, showBanner: null, appBannerEnabled: false, platform: 'other', stores: STORES } },
  ).start();
  const proposalsPage = createActor(proposalsLogic).start();

  return { session, list, banners, proposalsPage, searches, dropped, loads: () => proposalLoads };
}

describe('the session and the charts that listen to it', () => {
  it('signing in and out reaches the offer list, the banners and the proposals, with no view', async () => {
    const app = startApp({ checkSession: null, signIn: admin });
    await waitFor(app.list, (s) => s.matches('ready'));
    await waitFor(app.session, (s) => s.matches({ signedOut: 'idle' }));
    expect(app.list.getSnapshot().context.viewer).toEqual({ signedIn: false, admin: false });
    expect(app.searches).toHaveLength(1);
    expect(app.proposalsPage.getSnapshot().value).toBe('signedOut');
    expect(app.banners.getSnapshot().matches({ proposals: 'idle' })).toBe(true);
    expect(app.loads()).toBe(0);

    app.session.send({ type: 'session.signIn', form: validSignIn });
    await waitFor(app.session, (s) => s.matches('signedIn'));
    // The list reloads for the admin (every category), the banners run the proposals and show their count, the page lists them.
    await waitFor(app.list, (s) => s.matches('ready') && s.context.viewer.admin);
    expect(app.searches).toHaveLength(2);
    expect(app.searches[1]!.targetEntityType).toBeUndefined();
    await waitFor(app.banners, (s) => selectProposalShown(s));
    expect(selectProposalCount(app.banners.getSnapshot())).toBe(2);
    await waitFor(app.proposalsPage, (s) => selectProposalsStatus(s) === 'listed');
    expect(selectProposals(app.proposalsPage.getSnapshot())).toEqual(twoProposals);
    expect(app.loads()).toBe(2);

    app.session.send({ type: 'session.signOut' });
    await waitFor(app.session, (s) => s.matches('signedOut'));
    await waitFor(app.list, (s) => s.matches('ready') && !s.context.viewer.signedIn);
    expect(app.searches).toHaveLength(3);
    expect(app.searches[2]!.targetEntityType).toBe('NATURAL_PERSON');
    expect(selectProposalShown(app.banners.getSnapshot())).toBe(false);
    expect(app.banners.getSnapshot().matches({ proposals: 'idle' })).toBe(true);
    expect(app.banners.getSnapshot().children.proposals).toBeUndefined();
    expect(app.dropped.at(-1)).toBe('SHOW_BANNER');
    expect(selectProposalsStatus(app.proposalsPage.getSnapshot())).toBe('signedOut');
    expect(selectProposals(app.proposalsPage.getSnapshot())).toEqual([]);
  });

  it('a chart that starts after the session is known hears it at once (a signed-in person opening the showcase)', async () => {
    const app = startApp({ checkSession: camila, signIn: camila });
    await waitFor(app.session, (s) => s.matches('signedIn'));
    const late = createActor(
      offerListMachine.provide({
        actors: {
          resolveLocation: fromPromise<ResolvedLocation, ResolveLocationInput>(async () => ({ location: null, dealer: null })),
          searchOffers: fromPromise<CardSearchResponse, SearchRequest>(async () => searchAnswer(publicOffers.slice(0, 8))),
          listenToSession: listenToSession(app.session),
        },
      }),
      { input: { request: { brand: ['fiat'], targetEntityType: 'NATURAL_PERSON' } } },
    ).start();
    // Heard while the location is resolved: remembered, no second search.
    expect(late.getSnapshot().context.viewer).toEqual({ signedIn: true, admin: false });
    await waitFor(late, (s) => s.matches('ready'));
  });

  it('the lead form follows the account through the same listener: each account other than the one it holds', async () => {
    const app = startApp({ checkSession: null, signIn: camila });
    const told: (SessionUser | null)[] = [];
    const form = setup({ types: { events: {} as AccountNews }, actors: { follow: followAccount(app.session) } }).createMachine({
      invoke: { src: 'follow', input: { known: null } },
      on: { 'lead.setUser': { actions: ({ event }) => told.push(event.user) } },
    });
    const actor = createActor(form).start();
    await waitFor(app.session, (s) => s.matches({ signedOut: 'idle' }));
    // Nobody signed in, as the form opened: nothing to tell.
    expect(told).toEqual([]);
    app.session.send({ type: 'session.signIn', form: validSignIn });
    await waitFor(app.session, (s) => s.matches('signedIn'));
    expect(told).toEqual([camila]);
    app.session.send({ type: 'session.signOut' });
    await waitFor(app.session, (s) => s.matches('signedOut'));
    expect(told).toEqual([camila, null]);
    actor.stop();
  });

  it('a chart started without the session is a bug, never a silent success', () => {
    const errors: unknown[] = [];
    const actor = createActor(proposalsMachine);
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    expect(String(errors[0])).toContain('listenToSession actor not provided');
  });
});
