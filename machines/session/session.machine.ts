/**
 * Session chart: who is signed in on this browser, and signing in, up and out.
 *
 *   checkingSession ──done (user)──▶ signedIn.idle
 *        ├──────────done (none)──▶ signedOut.idle
 *        └──error──────────────▶ signedOut.idle   (a visitor, as far as the page can tell)
 *
 *   signedOut.{idle, signInInvalid, signInFailed, signUpInvalid, signUpFailed}
 *      ──session.signIn [isSignInFormValid]──▶ signingIn ──done──▶ signedIn.idle
 *      ──session.signIn──────────────────────▶ signInInvalid      └──error──▶ signInFailed
 *      ──session.signUp [isSignUpFormValid]──▶ signingUp ──done──▶ signedIn.idle
 *      ──session.signUp──────────────────────▶ signUpInvalid      └──error──▶ signUpFailed
 *
 *   signedIn.{idle, signOutFailed} ──session.signOut──▶ signingOut ──done──▶ signedOut.idle
 *                                                                   └──error──▶ signOutFailed
 *
 * While a call is running, no other session event is accepted. After a
 * sign-in or sign-up from a form, `leaveAuthPage` (provided by the app)
 * takes the person where they were going.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  firstName,
  isOfferAdmin,
  signInFieldErrors,
  signUpFieldErrors,
  type FieldErrors,
  type SessionUser,
  type SignInRequest,
  type SignUpRequest,
} from '../../models/auth';
import { authLabels } from '../../models/labels';

export interface SessionContext {
  user: SessionUser | null;
  /** Field → pt-BR message, for the form last sent (its own checks or the server's). */
  fieldErrors: FieldErrors;
  /** The server's message when a call failed. */
  errorMessage: string | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; form: SignInRequest }
  | { type: 'session.signUp'; form: SignUpRequest }
  | { type: 'session.signOut' };

interface CallError {
  message?: string;
  fields?: Record<string, string>;
}

function errorOf(event: unknown): CallError {
  const error = (event as { error?: unknown }).error;
  return typeof error === 'object' && error !== null ? (error as CallError) : {};
}

function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output;
}

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
    events: {} as SessionEvent,
  },
  actors: {
    checkSession: fromPromise<SessionUser | null, void>(async () => {
      throw new Error('checkSession actor not provided');
    }),
    signIn: fromPromise<SessionUser, SignInRequest>(async () => {
      throw new Error('signIn actor not provided');
    }),
    signUp: fromPromise<SessionUser, SignUpRequest>(async () => {
      throw new Error('signUp actor not provided');
    }),
    signOut: fromPromise<void, void>(async () => {
      throw new Error('signOut actor not provided');
    }),
  },
  guards: {
    foundSession: ({ event }) => outputOf<SessionUser | null>(event) !== null,
    isSignInFormValid: ({ event }) =>
      event.type === 'session.signIn' && Object.keys(signInFieldErrors(event.form)).length === 0,
    isSignUpFormValid: ({ event }) =>
      event.type === 'session.signUp' && Object.keys(signUpFieldErrors(event.form)).length === 0,
  },
  actions: {
    storeUser: assign({ user: ({ event }) => outputOf<SessionUser>(event), fieldErrors: {}, errorMessage: null }),
    forgetUser: assign({ user: null, fieldErrors: {}, errorMessage: null }),
    clearErrors: assign({ fieldErrors: {}, errorMessage: null }),
    showSignInErrors: assign({
      fieldErrors: ({ event }) => (event.type === 'session.signIn' ? signInFieldErrors(event.form) : {}),
      errorMessage: authLabels.checkFields,
    }),
    showSignUpErrors: assign({
      fieldErrors: ({ event }) => (event.type === 'session.signUp' ? signUpFieldErrors(event.form) : {}),
      errorMessage: authLabels.checkFields,
    }),
    storeFailure: assign(({ event }) => {
      const error = errorOf(event);
      return { fieldErrors: error.fields ?? {}, errorMessage: error.message || authLabels.errors.generic };
    }),
    storeSignOutFailure: assign({ errorMessage: authLabels.menu.signOutFailed }),
    /** Provided by the app: after signing in or up from a form, go where the person was going. */
    leaveAuthPage: () => undefined,
  },
}).createMachine({
  id: 'session',
  context: { user: null, fieldErrors: {}, errorMessage: null },
  initial: 'checkingSession',
  states: {
    checkingSession: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [
          { guard: 'foundSession', target: 'signedIn', actions: 'storeUser' },
          { target: 'signedOut', actions: 'forgetUser' },
        ],
        onError: { target: 'signedOut', actions: 'forgetUser' },
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
            input: ({ event }) => (event as Extract<SessionEvent, { type: 'session.signIn' }>).form,
            onDone: { target: '#session.signedIn', actions: ['storeUser', 'leaveAuthPage'] },
            onError: { target: 'signInFailed', actions: 'storeFailure' },
          },
        },
        signInFailed: { on: signedOutEvents },
        signUpInvalid: { on: signedOutEvents },
        signingUp: {
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ event }) => (event as Extract<SessionEvent, { type: 'session.signUp' }>).form,
            onDone: { target: '#session.signedIn', actions: ['storeUser', 'leaveAuthPage'] },
            onError: { target: 'signUpFailed', actions: 'storeFailure' },
          },
        },
        signUpFailed: { on: signedOutEvents },
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
            onDone: { target: '#session.signedOut', actions: 'forgetUser' },
            onError: { target: 'signOutFailed', actions: 'storeSignOutFailure' },
          },
        },
        signOutFailed: { on: { 'session.signOut': 'signingOut' } },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export type SessionStatus = 'checking' | 'signedOut' | 'signedIn';

/** Selectors: primitives, or objects compared by the caller. */
export const selectStatus = (s: SessionSnapshot): SessionStatus =>
  s.matches('checkingSession') ? 'checking' : s.matches('signedIn') ? 'signedIn' : 'signedOut';
export const selectUser = (s: SessionSnapshot) => s.context.user;
export const selectFirstName = (s: SessionSnapshot) => (s.context.user ? firstName(s.context.user.name) : '');
export const selectIsOfferAdmin = (s: SessionSnapshot) => isOfferAdmin(s.context.user);
export const selectFieldErrors = (s: SessionSnapshot) => s.context.fieldErrors;
export const selectErrorMessage = (s: SessionSnapshot) => s.context.errorMessage;
export const selectSigningIn = (s: SessionSnapshot) => s.matches({ signedOut: 'signingIn' });
export const selectSigningUp = (s: SessionSnapshot) => s.matches({ signedOut: 'signingUp' });
export const selectSigningOut = (s: SessionSnapshot) => s.matches({ signedIn: 'signingOut' });
export const selectSignInFailed = (s: SessionSnapshot) =>
  s.matches({ signedOut: 'signInFailed' }) || s.matches({ signedOut: 'signInInvalid' });
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
