/**
 * The lead status chart for React: the app provides it with its real actor
 * (`LeadStatusLogic.Provider`); each proposal card runs one actor.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { LeadStatusCode } from '../../models/lead/lead-status';
import { newIdempotencyKey } from '../../services/http';
import { leadStatusMachine, type LeadStatusInput, type LeadStatusRef, type LeadStatusSnapshot } from './lead-status.machine';
import { inspected } from '../inspection';

export type { LeadStatusRef } from './lead-status.machine';

export const LeadStatusLogic = createContext<typeof leadStatusMachine>(leadStatusMachine);

export function useLeadStatus(input: LeadStatusInput): LeadStatusRef {
  return useActorRef(useContext(LeadStatusLogic), inspected({ input }));
}

export function useLeadStatusSelector<T>(actor: LeadStatusRef, selector: (s: LeadStatusSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function useLeadStatusEvents(actor: LeadStatusRef) {
  return useMemo(
    () => ({
      choose: (to: LeadStatusCode) => actor.send({ type: 'status.choose', to, key: newIdempotencyKey() }),
      note: (note: string) => actor.send({ type: 'status.note', note }),
      confirm: () => actor.send({ type: 'status.confirm' }),
      dismiss: () => actor.send({ type: 'status.dismiss' }),
    }),
    [actor],
  );
}
