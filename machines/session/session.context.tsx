/** The session actor for React: a provider, a selector hook and an events hook. */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import type { SignInRequest, SignUpRequest } from '../../models/account/auth';
import { sessionMachine, type SessionSnapshot } from './session.machine';
import { inspectedActors } from '../inspection';

export const SessionContext = createActorContext(sessionMachine, inspectedActors);

export function useSessionSelector<T>(selector: (s: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return SessionContext.useSelector(selector, compare);
}

export function useSessionEvents() {
  const actor = SessionContext.useActorRef();
  return useMemo(
    () => ({
      signIn: (form: SignInRequest) => actor.send({ type: 'session.signIn', form }),
      signUp: (form: SignUpRequest) => actor.send({ type: 'session.signUp', form }),
      signOut: () => actor.send({ type: 'session.signOut' }),
    }),
    [actor],
  );
}
