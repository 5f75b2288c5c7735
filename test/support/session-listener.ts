/** Stand-ins for the session a chart listens to, in tests that drive the chart's session events themselves. */
import { fromCallback, type EventObject } from 'xstate';

/** A session that never speaks (the test sends `session.loaded` / `session.signedOut` itself, or none). */
export const quietSession = fromCallback<EventObject, any>(() => undefined);

/** The session of someone signed in, said as soon as the chart listens (an edit opened signed in, as every edit is). */
export const signedInSession = fromCallback<EventObject, any>(({ sendBack }) => {
  sendBack({ type: 'session.loaded', viewer: { signedIn: true, admin: false } });
});

/** A session the test speaks for: `tell` sends the chart what the session would. */
export function toldSession() {
  let sendBack: ((event: EventObject) => void) | null = null;
  const logic = fromCallback<EventObject, any>(({ sendBack: back }) => {
    sendBack = back;
  });
  return {
    logic,
    tell(event: EventObject) {
      if (!sendBack) throw new Error('the chart is not listening to the session');
      sendBack(event);
    },
  };
}
