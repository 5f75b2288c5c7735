/** The session chart's generated paths (shared by its test and `npm run paths`). */
import type { SessionUser, SignInRequest, SignUpRequest } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { sessionMachine, type SessionEvent } from '../../machines/session/session.machine';
import { ApiCallError } from '../../services/http';
import { planChart } from '../support/chart-paths';

export const camila: SessionUser = {
  id: 'u-camila',
  name: 'Camila Ferreira Santos',
  cpf: '11144477735',
  phone: '21998765432',
  emails: ['camila@flua.example'],
  certified: true,
  emailVerified: true,
  roles: ['customer'],
  sellerId: null,
  dealerCode: null,
};

export const beatriz: SessionUser = {
  id: 'u-beatriz',
  name: 'Beatriz Nogueira Costa',
  cpf: '52998224725',
  phone: '11912345678',
  emails: ['beatriz@flua.example'],
  certified: false,
  emailVerified: false,
  roles: ['customer'],
  sellerId: null,
  dealerCode: null,
};

export const validSignIn: SignInRequest = { email: 'camila@flua.example', password: 'Flua@Cliente1' };
export const invalidSignIn: SignInRequest = { email: 'camila@', password: 'curta' };
export const validSignUp: SignUpRequest = {
  fullName: 'Beatriz Nogueira Costa',
  cpf: '52998224725',
  phone: '11912345678',
  email: 'beatriz@flua.example',
  password: 'Segura#2025',
  passwordConfirmation: 'Segura#2025',
};
export const invalidSignUp: SignUpRequest = {
  fullName: 'Bia',
  cpf: '123',
  phone: '1134',
  email: 'bia@',
  password: 'abc',
  passwordConfirmation: 'abd',
};

/** The sign-up of an e-mail an unconfirmed account holds: its link went to that e-mail, nothing else happened. */
export const pendingSignUp = { pendingEmail: validSignUp.email };

export const wrongCredentials = new ApiCallError(authLabels.errors.wrongCredentials, 401, 'wrong_credentials');
export const accountExists = new ApiCallError(authLabels.errors.accountExists, 409, 'account_exists');
export const networkDown = new ApiCallError('Um erro ocorreu, tente novamente', undefined, 'network_error');

const personEvents: SessionEvent[] = [
  { type: 'session.signIn', form: validSignIn },
  { type: 'session.signIn', form: invalidSignIn },
  { type: 'session.signUp', form: validSignUp },
  { type: 'session.signUp', form: invalidSignUp },
  { type: 'session.signOut' },
];

export const sessionPlan = planChart({
  id: 'session',
  machine: sessionMachine,
  events: (snap) => [
    ...(snap.children.checkSession
      ? [
          { type: 'xstate.done.actor.checkSession', output: null },
          { type: 'xstate.done.actor.checkSession', output: camila },
          { type: 'xstate.error.actor.checkSession', error: networkDown },
        ]
      : []),
    ...(snap.children.signIn
      ? [
          { type: 'xstate.done.actor.signIn', output: camila },
          { type: 'xstate.error.actor.signIn', error: wrongCredentials },
        ]
      : []),
    ...(snap.children.signUp
      ? [
          { type: 'xstate.done.actor.signUp', output: beatriz },
          { type: 'xstate.done.actor.signUp', output: pendingSignUp },
          { type: 'xstate.error.actor.signUp', error: accountExists },
        ]
      : []),
    ...(snap.children.signOut
      ? [
          { type: 'xstate.done.actor.signOut', output: undefined },
          { type: 'xstate.error.actor.signOut', error: networkDown },
        ]
      : []),
    ...personEvents.filter((e) => snap.can(e)),
  ],
});
