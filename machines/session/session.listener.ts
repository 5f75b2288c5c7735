/**
 * How a chart hears the session: an invoked callback actor that tells its
 * parent what is known now (when the status is already known and is not
 * what the chart already knows), then each `session.loaded` /
 * `session.signedOut` the session emits. The app supplies it with the one
 * session actor (`create…Implementations({ session })`); charts declare the
 * placeholder, which throws.
 */
import { fromCallback, type EventObject } from 'xstate';
import { viewerOf, type Viewer } from '../../models/account/auth';
import type { SessionNews, SessionRef, SessionSnapshot } from './session.machine';

export type { SessionNews } from './session.machine';

/** What a listener that starts now is told first: nothing while the session is being checked. */
export function sessionNewsOf(snapshot: SessionSnapshot): SessionNews | null {
  if (snapshot.matches('checkingSession')) return null;
  return { type: 'session.loaded', viewer: viewerOf(snapshot.matches('signedIn') ? snapshot.context.user : null) };
}

export type SessionListenerLogic = ReturnType<typeof listenToSession>;

/**
 * What the listening chart already knows: the viewer it holds (a chart whose
 * listener restarts is not told again what it knows), or nothing (told
 * whatever is known).
 */
export interface ListenerInput {
  known?: Viewer | null;
}

function sameViewer(a: Viewer, b: Viewer): boolean {
  return a.signedIn === b.signedIn && a.admin === b.admin;
}

/** The listener over the app's session actor. */
export function listenToSession(session: SessionRef) {
  return fromCallback<EventObject, ListenerInput | undefined>(({ sendBack, input }) => {
    const now = sessionNewsOf(session.getSnapshot());
    const known = input?.known ?? null;
    if (now && !(known && now.type === 'session.loaded' && sameViewer(known, now.viewer))) sendBack(now);
    const subscriptions = [session.on('session.loaded', sendBack), session.on('session.signedOut', sendBack)];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  });
}

/** The placeholder a listening chart declares: a chart started without the session is a bug. */
export const sessionListenerPlaceholder = fromCallback<EventObject, ListenerInput | undefined>(() => {
  throw new Error('listenToSession actor not provided');
});
