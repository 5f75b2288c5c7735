/** The session chart's real actors, over services/auth. */
import { fromPromise } from 'xstate';
import type { SessionUser, SignInRequest, SignUpOutcome, SignUpRequest } from '../../models/account/auth';
import type { Api } from '../../services/api';
import { getSession, signIn, signOut, signUp } from '../../services/auth';

export function createSessionImplementations({ api }: { api: Api }) {
  const actors = {
    checkSession: fromPromise<SessionUser | null, void>(({ signal }) => getSession(api, signal)),
    signIn: fromPromise<SessionUser, SignInRequest>(({ input, signal }) => signIn(api, input, signal)),
    signUp: fromPromise<SignUpOutcome, SignUpRequest>(({ input, signal }) => signUp(api, input, signal)),
    signOut: fromPromise<void, void>(({ signal }) => signOut(api, signal)),
  };
  return { actors };
}
