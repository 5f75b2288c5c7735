/**
 * The banners chart's real actors: the app's session, the offer list whose
 * viewport decides the app banner, and the proposals chart with its real
 * actors, loaded when a signed-in visitor's proposals are first watched
 * (a visitor who never signs in does not load it).
 */
import { createActor, fromCallback, type AnyActorLogic, type AnyActorRef, type EventObject } from 'xstate';
import type { Api } from '../../services/api';
import type { OfferListRef } from '../offer-list/offer-list.machine';
import { listenToSession } from '../session/session.listener';
import { inspected } from '../inspection';
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

/**
 * The proposals chart, loaded on first use, run beside the banners and
 * reporting each of its snapshots to them as its own (`xstate.snapshot.proposals`,
 * what the chart's `onSnapshot` hears); stopped with this actor.
 */
export function reportProposals(load: () => Promise<AnyActorLogic>) {
  return fromCallback<EventObject>(({ sendBack }) => {
    let proposals: AnyActorRef | undefined;
    let stopped = false;
    load()
      .then((logic) => {
        if (stopped) return;
        proposals = createActor(logic, inspected());
        proposals.subscribe((snapshot: unknown) => sendBack({ type: 'xstate.snapshot.proposals', snapshot }));
        proposals.start();
      })
      // A chunk that fails to load only leaves the proposal banner unshown.
      .catch(() => undefined);
    return () => {
      stopped = true;
      proposals?.stop();
    };
  });
}

export function createBannersImplementations({ api, session, offerList }: BannersDeps) {
  const actors = {
    listenToSession: listenToSession(session),
    listenToOfferList: listenToOfferList(offerList),
    proposals: reportProposals(async () => {
      const [{ proposalsMachine }, { createProposalsImplementations }] = await Promise.all([import('../proposals/proposals.machine'), import('../proposals/proposals.actors')]);
      return proposalsMachine.provide(createProposalsImplementations({ api, session }));
    }),
  };
  return { actors };
}
