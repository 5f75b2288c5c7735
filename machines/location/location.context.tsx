/** The location picker actor for React: a provider, a selector hook and an events hook. */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { locationPickerMachine, type LocationPickerSnapshot } from './location.machine';
import { inspectedActors } from '../inspection';

export const LocationPickerContext = createActorContext(locationPickerMachine, inspectedActors);

export function useLocationPickerSelector<T>(selector: (s: LocationPickerSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return LocationPickerContext.useSelector(selector, compare);
}

export function useLocationPickerEvents() {
  const actor = LocationPickerContext.useActorRef();
  return useMemo(
    () => ({
      open: (stateCode?: string | null) => actor.send({ type: 'location.open', stateCode: stateCode ?? null }),
      selectState: (stateCode: string) => actor.send({ type: 'location.selectState', stateCode }),
      selectCity: (cityCode: string) => actor.send({ type: 'location.selectCity', cityCode }),
      confirm: () => actor.send({ type: 'location.confirm' }),
      cancel: () => actor.send({ type: 'location.cancel' }),
      retry: () => actor.send({ type: 'location.retry' }),
    }),
    [actor],
  );
}
