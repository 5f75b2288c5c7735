/**
 * The session actor for React: a provider, a selector hook and an events
 * hook. The app runs its one session actor before the router (the routes'
 * `beforeLoad` asks it who is looking: src/session-provider.tsx) and hands
 * it to the provider (`actor`); a test may give the provider the chart's
 * `logic` instead, and the provider runs it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorOptions } from 'xstate';
import type { SignInRequest, SignUpRequest } from '../../models/account/auth';
import { sessionMachine, type SessionRef, type SessionSnapshot } from './session.machine';
import { inspected } from '../inspection';

const SessionActor = createContext<SessionRef | null>(null);

type SessionLogicProps = { logic?: typeof sessionMachine | undefined; options?: ActorOptions<typeof sessionMachine> | undefined };
type SessionProviderProps = { children: ReactNode } & ({ actor: SessionRef } | ({ actor?: undefined } & SessionLogicProps));

/** Runs `logic` (the chart by default) as the session actor of what it holds. */
function RunSession({ logic = sessionMachine, options, children }: SessionLogicProps & { children: ReactNode }) {
  const actor = useActorRef(logic, inspected(options));
  return <SessionActor.Provider value={actor}>{children}</SessionActor.Provider>;
}

function useSessionActor(): SessionRef {
  const actor = useContext(SessionActor);
  if (!actor) throw new Error('The session hooks are used inside SessionContext.Provider');
  return actor;
}

export const SessionContext = {
  /** The session actor given (`actor`: the app's), or one run here from `logic`. */
  Provider(props: SessionProviderProps) {
    if (props.actor) return <SessionActor.Provider value={props.actor}>{props.children}</SessionActor.Provider>;
    return (
      <RunSession logic={props.logic} options={props.options}>
        {props.children}
      </RunSession>
    );
  },
  useActorRef: useSessionActor,
  useSelector<T>(selector: (s: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(useSessionActor(), selector, compare);
  },
};

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
