/**
 * The offer manager actor for React. The app provides the chart with its
 * real actors and its cards' (`OfferManagerLogic.Provider`); the grid runs
 * the actor while it is shown, so nothing loads before the session says an
 * offer admin is signed in. The cards are the chart's own children.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { ActorOptions, ActorRefFrom } from 'xstate';
import type { ManagerFilters } from '../../models/offer-admin/offer-manager';
import { offerManagerMachine, type OfferManagerSnapshot } from './offer-manager.machine';
import { inspected } from '../inspection';

export const OfferManagerLogic = createContext<typeof offerManagerMachine>(offerManagerMachine);
/** The actor's options (tests give it a simulated clock for the refresh interval). */
export const OfferManagerOptions = createContext<ActorOptions<typeof offerManagerMachine>>({});

export type OfferManagerRef = ActorRefFrom<typeof offerManagerMachine>;

export function useOfferManager(): OfferManagerRef {
  return useActorRef(useContext(OfferManagerLogic), inspected({ input: { pageSize: undefined }, ...useContext(OfferManagerOptions) }));
}

export function useOfferManagerSelector<T>(actor: OfferManagerRef, selector: (s: OfferManagerSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function useOfferManagerEvents(actor: OfferManagerRef) {
  return useMemo(
    () => ({
      filter: (filters: Partial<ManagerFilters>) => actor.send({ type: 'manager.filter', filters }),
      clearFilters: () => actor.send({ type: 'manager.clearFilters' }),
      goToPage: (page: number) => actor.send({ type: 'manager.goToPage', page }),
      windowFocused: () => actor.send({ type: 'manager.windowFocused' }),
      retry: () => actor.send({ type: 'manager.retry' }),
    }),
    [actor],
  );
}
