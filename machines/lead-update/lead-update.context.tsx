/** The lead update actor for React: hooks over its actor ref (the offer details chart's 'leadUpdate' child, editing a sent lead). */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { newIdempotencyKey } from '../../services/http';
import type { LeadUpdateActorRef, LeadUpdateSnapshot } from './lead-update.machine';

export function useLeadUpdateSelector<T>(ref: LeadUpdateActorRef, selector: (s: LeadUpdateSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(ref, selector, compare);
}

export function useLeadUpdateEvents(ref: LeadUpdateActorRef) {
  return useMemo(
    () => ({
      save: () => ref.send({ type: 'leadUpdate.save', key: newIdempotencyKey() }),
      close: () => ref.send({ type: 'leadUpdate.close' }),
      toLeadPage: () => ref.send({ type: 'leadUpdate.toLeadPage' }),
      toProposals: () => ref.send({ type: 'leadUpdate.toProposals' }),
    }),
    [ref],
  );
}
