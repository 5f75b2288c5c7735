/**
 * The banners chart's real actors: the app's session, the offer list whose
 * viewport decides the app banner, and the proposals chart's code with its
 * real actors, loaded when a signed-in visitor's proposals are first watched
 * (a visitor who never signs in does not load it); the banners run it as
 * their child.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { Api } from '../../services/api';
import type { OfferListRef } from '../offer-list/offer-list.machine';
import { listenToSession } from '../session/session.listener';
import type { SessionRef } from '../session/session.machine';
import type { ProposalsLogic } from './banners.machine';

export interface BannersDeps {
  api: Api;
  session: SessionRef;
  /** The list the banners sit on: a phone-sized viewport offers the app. */
  offerList: OfferListRef;
}

/** Tells the banners the list's viewport now, then each change. */
function listenToOfferList(offerList: OfferListRef) {
  return fromCallback<EventObject>(({ sendBack }) => {
    sendBack({ type: 'app.offer', mobile: offerList.getSnapshot().context.viewport === 'mobile' });
    const subscription = offerList.on('viewport.changed', ({ viewport }) => sendBack({ type: 'app.offer', mobile: viewport === 'mobile' }));
    return () => subscription.unsubscribe();
  });
}

export function createBannersImplementations({ api, session, offerList }: BannersDeps) {
  const actors = {
    listenToSession: listenToSession(session),
    listenToOfferList: listenToOfferList(offerList),
    loadProposals: fromPromise<ProposalsLogic, void>(async () => {
      const [{ proposalsMachine }, { createProposalsImplementations }] = await Promise.all([import('../proposals/proposals.machine'), import('../proposals/proposals.actors')]);
      return proposalsMachine.provide(createProposalsImplementations({ api, session }));
    }),
  };
  return { actors };
}
