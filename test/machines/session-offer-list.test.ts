/**
 * How the session feeds the offer list chart (spec 000 §4: "Sign-in status
 * loaded triggers loading unless in edit mode or not logged in … Sign-out
 * reloads unless in seller edit"), on the machine itself. The offer list's
 * generated-path tests cover its views; these pin the session rules.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SearchRequest, CardSearchResponse } from '../../models/showcase/api';
import { offerListMachine, selectShowsAdminCard, type OfferListInput, type ResolveLocationInput, type ResolvedLocation } from '../../machines/offer-list/offer-list.machine';
import { quietSession } from '../support/session-listener';
import { publicOffers, searchAnswer } from '../support/fixtures';

const ADMIN = { signedIn: true, admin: true };
const CUSTOMER = { signedIn: true, admin: false };
const VISITOR = { signedIn: false, admin: false };

function start(input: Partial<OfferListInput> = {}) {
  const searches: SearchRequest[] = [];
  const actor = createActor(
    offerListMachine.provide({
      actors: {
        resolveLocation: fromPromise<ResolvedLocation, ResolveLocationInput>(async ({ input: resolve }) => ({ location: resolve.stored, dealer: null })),
        listenToSession: quietSession,
        searchOffers: fromPromise<CardSearchResponse, SearchRequest>(async ({ input: request }) => {
          searches.push(request);
          return searchAnswer(publicOffers.slice(0, 8));
        }),
      },
    }),
    { input: { request: { brand: ['fiat', 'jeep'], targetEntityType: 'NATURAL_PERSON' }, ...input } },
  );
  actor.start();
  const ready = () => waitFor(actor, (s) => s.matches('ready'));
  return { actor, searches, ready };
}

describe('offer list and the session', () => {
  it('signing in reloads the list; an offer admin searches without a category and sees the new-offer card', async () => {
    const { actor, searches, ready } = start();
    await ready();
    expect(searches).toHaveLength(1);
    expect(searches[0]!.targetEntityType).toBe('NATURAL_PERSON');
    expect(selectShowsAdminCard(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'session.loaded', viewer: ADMIN });
    expect(actor.getSnapshot().matches('loadingOffers')).toBe(true);
    expect(selectShowsAdminCard(actor.getSnapshot())).toBe(false);
    await ready();
    expect(searches).toHaveLength(2);
    expect(searches[1]!.targetEntityType).toBeUndefined();
    expect(selectShowsAdminCard(actor.getSnapshot())).toBe(true);
  });

  it('a customer signing in reloads the list without the admin card', async () => {
    const { actor, searches, ready } = start();
    await ready();
    actor.send({ type: 'session.loaded', viewer: CUSTOMER });
    await ready();
    expect(searches).toHaveLength(2);
    expect(searches[1]!.targetEntityType).toBe('NATURAL_PERSON');
    expect(selectShowsAdminCard(actor.getSnapshot())).toBe(false);
  });

  it('a status loaded as “not logged in” does not reload', async () => {
    const { actor, searches, ready } = start();
    await ready();
    actor.send({ type: 'session.loaded', viewer: VISITOR });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(searches).toHaveLength(1);
  });

  it('in edit mode, signing in does not reload (the viewer is still remembered)', async () => {
    const { actor, searches, ready } = start({ editMode: true });
    await ready();
    actor.send({ type: 'session.loaded', viewer: ADMIN });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(searches).toHaveLength(1);
    expect(actor.getSnapshot().context.viewer).toEqual(ADMIN);
  });

  it('signing out reloads the list as a visitor’s, and the admin card goes', async () => {
    const { actor, searches, ready } = start({ viewer: ADMIN });
    await ready();
    expect(selectShowsAdminCard(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().matches('loadingOffers')).toBe(true);
    await ready();
    expect(searches).toHaveLength(2);
    expect(searches[1]!.targetEntityType).toBe('NATURAL_PERSON');
    expect(selectShowsAdminCard(actor.getSnapshot())).toBe(false);
  });

  it('in seller edit, signing out does not reload', async () => {
    const { actor, searches, ready } = start({ viewer: CUSTOMER, sellerEdit: true });
    await ready();
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(searches).toHaveLength(1);
    expect(actor.getSnapshot().context.viewer).toEqual(VISITOR);
  });

  it('a status that arrives while the list is still loading restarts the search', async () => {
    const { actor, searches, ready } = start();
    await waitFor(actor, (s) => s.matches('loadingOffers'));
    actor.send({ type: 'session.loaded', viewer: ADMIN });
    await ready();
    expect(searches.at(-1)!.targetEntityType).toBeUndefined();
    expect(selectShowsAdminCard(actor.getSnapshot())).toBe(true);
  });
});
