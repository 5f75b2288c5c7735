/**
 * How a chart hears the session (the one way, session.machine.ts): an
 * invoked callback actor that tells its parent what is known now (when the
 * status is already known and is not what the chart already knows), then
 * each `session.loaded` / `session.signedOut` the session emits. The app
 * supplies it with the one session actor (`create…Implementations({ session })`);
 * charts declare the placeholder, which throws.
 */
import { markPlaceholder } from '../placeholder';
import { fromCallback, type EventObject } from 'xstate';
import { viewerOf, type SessionUser, type Viewer } from '../../models/account/auth';
import type { SessionNews, SessionRef, SessionSnapshot } from './session.machine';

export type { SessionNews } from './session.machine';

/** What a listener that starts now is told first: nothing while the session is being checked. */
export function sessionNewsOf(snapshot: SessionSnapshot): SessionNews | null {
  if (snapshot.matches('checkingSession')) return null;
  return { type: 'session.loaded', viewer: viewerOf(accountOf(snapshot)) };
}

/** The signed-in account, as the session knows it now. */
function accountOf(snapshot: SessionSnapshot): SessionUser | null {
  return snapshot.matches('signedIn') ? snapshot.context.user : null;
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

/** What the lead form hears: the account, each time it is another than the one the form holds. */
export type AccountNews = { type: 'lead.setUser'; user: SessionUser | null };

/** The account the following chart holds (what it opened with). */
export interface FollowInput {
  known: SessionUser | null;
}

/**
 * The listener for a chart that follows the account itself (the lead form
 * fills itself from it): the same session news, told as `lead.setUser`
 * whenever the account is another than the one the chart holds.
 */
export function followAccount(session: SessionRef) {
  return fromCallback<EventObject, FollowInput>(({ sendBack, input }) => {
    let last = input.known;
    const report = (user: SessionUser | null) => {
      if (user === last) return;
      last = user;
      sendBack({ type: 'lead.setUser', user } satisfies AccountNews);
    };
    // (While the session is being checked, nothing is known yet.)
    if (!session.getSnapshot().matches('checkingSession')) report(accountOf(session.getSnapshot()));
    const subscriptions = [session.on('session.loaded', (e) => report(e.user)), session.on('session.signedOut', () => report(null))];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  });
}

/** The placeholder a listening chart declares: a chart started without the session is a bug. */
export const sessionListenerPlaceholder = markPlaceholder(
  fromCallback<EventObject, ListenerInput | undefined>(() => {
    throw new Error('listenToSession actor not provided');
  }),
  'listenToSession',
);
