/** The profile simulator chart for React: a provider, a selector hook and an events hook. */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { profileSimulatorMachine, type ProfileSimulatorSnapshot } from './profile-simulator.machine';
import { inspectedActors } from '../inspection';

export const ProfileSimulatorContext = createActorContext(profileSimulatorMachine, inspectedActors);

export function useProfileSimulatorSelector<T>(selector: (s: ProfileSimulatorSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return ProfileSimulatorContext.useSelector(selector, compare);
}

export function useProfileSimulatorEvents() {
  const actor = ProfileSimulatorContext.useActorRef();
  return useMemo(
    () => ({
      start: () => actor.send({ type: 'quiz.start' }),
      retry: () => actor.send({ type: 'quiz.retry' }),
      choose: (answer: number) => actor.send({ type: 'quiz.choose', answer }),
      next: () => actor.send({ type: 'quiz.next' }),
      back: () => actor.send({ type: 'quiz.back' }),
      restart: () => actor.send({ type: 'quiz.restart' }),
    }),
    [actor],
  );
}
