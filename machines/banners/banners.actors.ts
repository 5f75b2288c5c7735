/**
 * The banners chart's real actors: the app's session, the offer list whose
 * viewport decides the app banner, and the proposals chart with its real
 * actors.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { Api } from '../../services/api';
import type { OfferListRef } from '../offer-list/offer-list.machine';
import { createProposalsImplementations } from '../proposals/proposals.actors';
import { proposalsMachine } from '../proposals/proposals.machine';
import { listenToSession } from '../session/session.listener';
import type { SessionRef } from '../session/session.machine';

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
    proposals: proposalsMachine.provide(createProposalsImplementations({ api, session })),
  };
  return { actors };
}
