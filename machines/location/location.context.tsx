/**
 * The location picker actor for React: a provider (the showcase's picker), and
 * selector and events hooks over an actor ref (the provider's, or a parent's
 * child: the lead step's dealer selector runs one inline).
 */
import { createActorContext, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { locationPickerMachine, type LocationPickerSnapshot } from './location.machine';
import { inspectedActors } from '../inspection';

export const LocationPickerContext = createActorContext(locationPickerMachine, inspectedActors);

/** A location picker actor: the provider's, or a child of another chart (same events, same snapshot). */
export type LocationPickerRef = Pick<ActorRefFrom<typeof locationPickerMachine>, 'send' | 'getSnapshot' | 'subscribe'>;

export function useLocationPickerSelector<T>(ref: LocationPickerRef, selector: (s: LocationPickerSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(ref as ActorRefFrom<typeof locationPickerMachine>, selector, compare);
}

export function useLocationPickerEvents(ref: LocationPickerRef) {
  return useMemo(
    () => ({
      open: (stateCode?: string | null) => ref.send({ type: 'location.open', stateCode: stateCode ?? null }),
      selectState: (stateCode: string) => ref.send({ type: 'location.selectState', stateCode }),
      selectCity: (cityCode: string) => ref.send({ type: 'location.selectCity', cityCode }),
      confirm: () => ref.send({ type: 'location.confirm' }),
      cancel: () => ref.send({ type: 'location.cancel' }),
      retry: () => ref.send({ type: 'location.retry' }),
      locate: () => ref.send({ type: 'location.locate' }),
    }),
    [ref],
  );
}
