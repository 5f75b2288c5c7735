/**
 * The offer list started from the server's answer to its first search (a page
 * the server drew, src/entry-server.tsx): its first snapshot is the list the
 * server drew, no search is asked, and an answer to another search is ignored.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cardSearchOf, searchAddress, type CardSearchResponse, type SearchRequest } from '../../models/showcase/api';
import { offerListMachine, searchRequestOf, selectVisibleOffers, type OfferListInput, type ResolvedLocation, type ResolveLocationInput } from '../../machines/offer-list/offer-list.machine';
import { quietSession } from '../support/session-listener';
import { eightOffers, offerListInput, pageAnswer } from './offer-list.paths';

function listWith(serverAnswer: OfferListInput['serverAnswer'], input: OfferListInput = offerListInput) {
  const searches: SearchRequest[] = [];
  const machine = offerListMachine.provide({
    actors: {
      resolveLocation: fromPromise<ResolvedLocation, ResolveLocationInput>(async () => ({ location: null, dealer: null })),
      searchOffers: fromPromise<CardSearchResponse, SearchRequest>(async ({ input: request }) => {
        searches.push(request);
        return pageAnswer(eightOffers, 0, 12);
      }),
      listenToSession: quietSession,
    },
  });
  return { actor: createActor(machine, { input: { ...input, serverAnswer } }), searches };
}

/** The address the list asks for its first search (what the server answers in the page). */
function firstAddress(input: OfferListInput): string {
  const probe = createActor(offerListMachine, { input });
  return searchAddress(cardSearchOf(searchRequestOf(probe.getSnapshot().context)))!;
}

describe('offer list started from the server’s answer', () => {
  it('starts ready with the answer’s first cards, before it runs, and asks no search', async () => {
    const answer = pageAnswer(eightOffers, 0, 12);
    const { actor, searches } = listWith({ address: firstAddress(offerListInput), answer });
    const first = actor.getSnapshot();
    expect(first.matches('ready')).toBe(true);
    expect(selectVisibleOffers(first).map((o) => o.id)).toEqual(eightOffers.slice(0, 6).map((o) => o.id));
    expect(first.context.serverAnswer).toBeNull();
    expect(first.can({ type: 'offers.loadMore' })).toBe(true);
    actor.start();
    await Promise.resolve();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(searches).toEqual([]);
    actor.stop();
  });

  it('starts empty when the server found nothing', () => {
    const { actor } = listWith({ address: firstAddress(offerListInput), answer: { hits: { found: 0, hit: [] } } });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('ignores an answer to another search and asks its own', async () => {
    const { actor, searches } = listWith({ address: '/api/search?q=other', answer: pageAnswer(eightOffers, 0, 2) });
    expect(actor.getSnapshot().value).toBe('resolvingLocation');
    actor.start();
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(searches).toHaveLength(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.offers).toHaveLength(8);
    expect(actor.getSnapshot().context.serverAnswer).toBeNull();
    actor.stop();
  });
});
