/**
 * The proposals actor for React. The app provides the chart with its real
 * actors (`ProposalsLogic.Provider`); the list view runs its actor while it
 * is shown, and the chart loads once the session says the person is signed in.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import { proposalsMachine, type ProposalsRef, type ProposalsSnapshot } from './proposals.machine';
import { newIdempotencyKey } from '../../services/http';
import { inspected } from '../inspection';

export type { ProposalsRef } from './proposals.machine';

export const ProposalsLogic = createContext<typeof proposalsMachine>(proposalsMachine);

export function useProposals(): ProposalsRef {
  return useActorRef(useContext(ProposalsLogic), inspected());
}

export function useProposalsSelector<T>(actor: ProposalsRef, selector: (s: ProposalsSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function useProposalsEvents(actor: ProposalsRef) {
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'proposals.retry' }),
      review: (leadId: string, number: number) => actor.send({ type: 'version.review', leadId, number, key: newIdempotencyKey() }),
      accept: () => actor.send({ type: 'version.accept' }),
      dismiss: () => actor.send({ type: 'version.dismiss' }),
    }),
    [actor],
  );
}
