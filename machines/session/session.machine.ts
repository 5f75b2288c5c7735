/**
 * Session chart: who is signed in on this browser, and signing in, up and out.
 *
 *   checkingSession ──done (user)──▶ signedIn.idle
 *        ├──────────done (none)──▶ signedOut.idle
 *        └──error──────────────▶ signedOut.idle   (a visitor, as far as the page can tell)
 *
 *   signedOut.{idle, signInInvalid, signInFailed, signUpInvalid, signUpFailed, signUpPending}
 *      ──session.signIn [isSignInFormValid]──▶ signingIn ──done──▶ signedIn.idle
 *      ──session.signIn──────────────────────▶ signInInvalid      └──error──▶ signInFailed
 *      ──session.signUp [isSignUpFormValid]──▶ signingUp ──done──▶ signedIn.idle
 *      ──session.signUp──────────────────────▶ signUpInvalid      ├──done [pending]──▶ signUpPending
 *                                                                 └──error──▶ signUpFailed
 *
 * A sign-up is pending when an account that has not confirmed it holds the
 * e-mail: nothing was created and nobody is signed in; the new account comes
 * into being only through the link mailed to that e-mail (its owner decides).
 *
 *   signedIn.{idle, signOutFailed} ──session.signOut──▶ signingOut ──done──▶ signedOut.idle
 *                                                                   └──error──▶ signOutFailed
 *
 * While a call is running, no other session event is accepted. After a
 * sign-in from a form, `leaveAuthPage` (provided by the app) takes the
 * person where they were going; after a sign-up, `welcomeNewAccount` opens
 * the welcome page (the e-mail to confirm, then on where they were going).
 *
 * One session actor runs for the whole app, registered as `systemId:
 * 'session'` (src/session-provider.tsx). Every chart that depends on who is
 * looking hears it one way: it invokes a callback actor from
 * session.listener.ts, which the app makes over this actor and which relays
 * what the session emits — `session.loaded` (the viewer and the account)
 * when the status becomes known or someone signs in or up, and
 * `session.signedOut` when they sign out — after telling what is known
 * already. `listenToSession` passes that news on as it is (the offer list,
 * the banners, the proposals, the privacy consents, the lead update);
 * `followAccount` tells the lead form each account other than the one it
 * holds (`lead.setUser`). No view and no snapshot subscription relays the
 * session to a chart.
 */
import { assertEvent, assign, emit, setup, waitFor, type ActorRefFrom, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import { callErrorOf } from '../actor-events';
import {
  ANONYMOUS_VIEWER,
  firstName,
  isOfferAdmin,
  signInFieldErrors,
  signUpFieldErrors,
  type FieldErrors,
  type SessionUser,
  type SignInRequest,
  type SignUpOutcome,
  type SignUpRequest,
  type Viewer,
  isSignUpPending,
  viewerOf,
} from '../../models/account/auth';
import { accountLabels } from '../../models/labels/account';
import { placeholderFor } from '../placeholder';
import type { createSessionImplementations } from './session.actors';

type Actors = ReturnType<typeof createSessionImplementations>['actors'];

export interface SessionContext {
  user: SessionUser | null;
  /** Field → pt-BR message, for the form last sent (its own checks or the server's). */
  fieldErrors: FieldErrors;
  /** The server's message when a call failed. */
  errorMessage: string | null;
  /** The e-mail a pending sign-up's link went to (signUpPending), else null. */
  pendingEmail: string | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; form: SignInRequest }
  | { type: 'session.signUp'; form: SignUpRequest }
  | { type: 'session.signOut' };

/**
 * What the session tells the charts that listen to it (the offer list, the
 * banners, the proposals): who is looking once the sign-in status is known
 * or changes by signing in or up, and signing out.
 */
export type SessionNews = { type: 'session.loaded'; viewer: Viewer } | { type: 'session.signedOut' };

/** What the session emits: its news, `session.loaded` with the account too (for the chart that follows it, the lead form). */
export type SessionEmitted = { type: 'session.loaded'; viewer: Viewer; user: SessionUser | null } | { type: 'session.signedOut' };

type CallDone = DoneActorEvent<SessionUser | null, 'checkSession' | 'signIn'> | DoneActorEvent<SignUpOutcome, 'signUp'>;
type CallFailed = ErrorActorEvent<unknown, 'checkSession' | 'signIn' | 'signUp' | 'signOut'>;
const DONE_EVENTS = ['xstate.done.actor.checkSession', 'xstate.done.actor.signIn', 'xstate.done.actor.signUp'] as const;
const ERROR_EVENTS = ['xstate.error.actor.checkSession', 'xstate.error.actor.signIn', 'xstate.error.actor.signUp', 'xstate.error.actor.signOut'] as const;

const signedOutEvents = {
  'session.signIn': [
    { guard: 'isSignInFormValid', target: '#session.signedOut.signingIn', actions: 'clearErrors' },
    { target: '#session.signedOut.signInInvalid', actions: 'showSignInErrors' },
  ],
  'session.signUp': [
    { guard: 'isSignUpFormValid', target: '#session.signedOut.signingUp', actions: 'clearErrors' },
    { target: '#session.signedOut.signUpInvalid', actions: 'showSignUpErrors' },
  ],
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent | CallDone | CallFailed,
    emitted: {} as SessionEmitted,
  },
  actors: {
    checkSession: placeholderFor<Actors['checkSession']>('checkSession'),
    signIn: placeholderFor<Actors['signIn']>('signIn'),
    signUp: placeholderFor<Actors['signUp']>('signUp'),
    signOut: placeholderFor<Actors['signOut']>('signOut'),
  },
  guards: {
    foundSession: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkSession');
      return event.output !== null;
    },
    isSignInFormValid: ({ event }) => {
      assertEvent(event, 'session.signIn');
      return Object.keys(signInFieldErrors(event.form)).length === 0;
    },
    isSignUpPending: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.signUp');
      return isSignUpPending(event.output);
    },
    isSignUpFormValid: ({ event }) => {
      assertEvent(event, 'session.signUp');
      return Object.keys(signUpFieldErrors(event.form)).length === 0;
    },
  },
  actions: {
    storeUser: assign(({ event }) => {
      assertEvent(event, DONE_EVENTS);
      return { user: isSignUpPending(event.output) ? null : event.output, fieldErrors: {}, errorMessage: null, pendingEmail: null };
    }),
    storePendingSignUp: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.signUp');
      return { fieldErrors: {}, errorMessage: null, pendingEmail: isSignUpPending(event.output) ? event.output.pendingEmail : null };
    }),
    forgetUser: assign({ user: null, fieldErrors: {}, errorMessage: null, pendingEmail: null }),
    clearErrors: assign({ fieldErrors: {}, errorMessage: null, pendingEmail: null }),
    showSignInErrors: assign(({ event }) => {
      assertEvent(event, 'session.signIn');
      return { fieldErrors: signInFieldErrors(event.form), errorMessage: accountLabels.checkFields };
    }),
    showSignUpErrors: assign(({ event }) => {
      assertEvent(event, 'session.signUp');
      return { fieldErrors: signUpFieldErrors(event.form), errorMessage: accountLabels.checkFields };
    }),
    storeFailure: assign(({ event }) => {
      assertEvent(event, ERROR_EVENTS);
      const error = callErrorOf(event);
      return { fieldErrors: error.fields ?? {}, errorMessage: error.message || accountLabels.failed };
    }),
    storeSignOutFailure: assign({ errorMessage: accountLabels.menu.signOutFailed }),
    // The listening charts hear who is looking (after storeUser / forgetUser).
    announceViewer: emit(({ context }) => ({ type: 'session.loaded' as const, viewer: context.user ? viewerOf(context.user) : ANONYMOUS_VIEWER, user: context.user })),
    announceSignedOut: emit({ type: 'session.signedOut' as const }),
    /** Provided by the app: after signing in from a form, go where the person was going. */
    leaveAuthPage: placeholderFor('leaveAuthPage'),
    /** Provided by the app: after a sign-up, the welcome page (and from there where the person was going). */
    welcomeNewAccount: placeholderFor('welcomeNewAccount'),
  },
}).createMachine({
  id: 'session',
  context: { user: null, fieldErrors: {}, errorMessage: null, pendingEmail: null },
  initial: 'checkingSession',
  states: {
    checkingSession: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [
          { guard: 'foundSession', target: 'signedIn', actions: ['storeUser', 'announceViewer'] },
          { target: 'signedOut', actions: ['forgetUser', 'announceViewer'] },
        ],
        onError: { target: 'signedOut', actions: ['forgetUser', 'announceViewer'] },
      },
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: { on: signedOutEvents },
        signInInvalid: { on: signedOutEvents },
        signingIn: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ event }) => {
              assertEvent(event, 'session.signIn');
              return event.form;
            },
            onDone: { target: '#session.signedIn', actions: ['storeUser', 'announceViewer', 'leaveAuthPage'] },
            onError: { target: 'signInFailed', actions: 'storeFailure' },
          },
        },
        signInFailed: { on: signedOutEvents },
        signUpInvalid: { on: signedOutEvents },
        signingUp: {
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ event }) => {
              assertEvent(event, 'session.signUp');
              return event.form;
            },
            onDone: [
              // An unconfirmed account holds the e-mail: nothing changed, and the page says where the link went.
              { guard: 'isSignUpPending', target: 'signUpPending', actions: 'storePendingSignUp' },
              { target: '#session.signedIn', actions: ['storeUser', 'announceViewer', 'welcomeNewAccount'] },
            ],
            onError: { target: 'signUpFailed', actions: 'storeFailure' },
          },
        },
        signUpFailed: { on: signedOutEvents },
        signUpPending: { on: signedOutEvents },
      },
    },
    signedIn: {
      initial: 'idle',
      states: {
        idle: { on: { 'session.signOut': 'signingOut' } },
        signingOut: {
          entry: 'clearErrors',
          invoke: {
            id: 'signOut',
            src: 'signOut',
            onDone: { target: '#session.signedOut', actions: ['forgetUser', 'announceSignedOut'] },
            onError: { target: 'signOutFailed', actions: 'storeSignOutFailure' },
          },
        },
        signOutFailed: { on: { 'session.signOut': 'signingOut' } },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export type SessionRef = ActorRefFrom<typeof sessionMachine>;
/** The session actor's id in the app's actor system. */
export const SESSION_SYSTEM_ID = 'session';
export type SessionStatus = 'checking' | 'signedOut' | 'signedIn';

/** Selectors: primitives, or objects compared by the caller. */
export const selectStatus = (s: SessionSnapshot): SessionStatus =>
  s.matches('checkingSession') ? 'checking' : s.matches('signedIn') ? 'signedIn' : 'signedOut';
export const selectUser = (s: SessionSnapshot) => s.context.user;

/** No session call is in flight: who is looking is known and nobody is signing in, up or out. */
export const selectSettled = (s: SessionSnapshot) =>
  !s.matches('checkingSession') && !s.matches({ signedOut: 'signingIn' }) && !s.matches({ signedOut: 'signingUp' }) && !s.matches({ signedIn: 'signingOut' });

/**
 * The session as it answers who is looking: at once when no call is in
 * flight, else once the call ends (the first check, or a sign-in whose
 * `leaveAuthPage` is opening the page that asks).
 */
export function settledSession(session: SessionRef): Promise<SessionSnapshot> {
  return waitFor(session, selectSettled);
}
export const selectFirstName = (s: SessionSnapshot) => (s.context.user ? firstName(s.context.user.name) : '');
export const selectIsOfferAdmin = (s: SessionSnapshot) => isOfferAdmin(s.context.user);
export const selectFieldErrors = (s: SessionSnapshot) => s.context.fieldErrors;
export const selectErrorMessage = (s: SessionSnapshot) => s.context.errorMessage;
export const selectSigningIn = (s: SessionSnapshot) => s.matches({ signedOut: 'signingIn' });
export const selectSigningUp = (s: SessionSnapshot) => s.matches({ signedOut: 'signingUp' });
export const selectSigningOut = (s: SessionSnapshot) => s.matches({ signedIn: 'signingOut' });
export const selectSignInFailed = (s: SessionSnapshot) =>
  s.matches({ signedOut: 'signInFailed' }) || s.matches({ signedOut: 'signInInvalid' });
/** The e-mail a pending sign-up's link went to, while the page says so. */
export const selectPendingSignUp = (s: SessionSnapshot) => (s.matches({ signedOut: 'signUpPending' }) ? s.context.pendingEmail : null);
export const selectSignUpFailed = (s: SessionSnapshot) =>
  s.matches({ signedOut: 'signUpFailed' }) || s.matches({ signedOut: 'signUpInvalid' });
export const selectSignOutFailed = (s: SessionSnapshot) => s.matches({ signedIn: 'signOutFailed' });

const EMPTY_SIGN_IN: SignInRequest = { email: '', password: '' };
const EMPTY_SIGN_UP: SignUpRequest = { fullName: '', cpf: '', phone: '', email: '', password: '', passwordConfirmation: '' };
export const selectCanSignIn = (s: SessionSnapshot) => s.can({ type: 'session.signIn', form: EMPTY_SIGN_IN });
export const selectCanSignUp = (s: SessionSnapshot) => s.can({ type: 'session.signUp', form: EMPTY_SIGN_UP });
export const selectCanSignOut = (s: SessionSnapshot) => s.can({ type: 'session.signOut' });

export function sameFieldErrors(a: FieldErrors, b: FieldErrors): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}
