/** The lead desk for React (the app provides the real actor and address writer through `LeadDeskLogic`). */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { DeskFilterField } from '../../models/lead/lead-desk-filters';
import { leadDeskMachine, type LeadDeskInput, type LeadDeskRef, type LeadDeskSnapshot } from './lead-desk.machine';
import { inspected } from '../inspection';

export const LeadDeskLogic = createContext<typeof leadDeskMachine>(leadDeskMachine);

export function useLeadDesk(input: LeadDeskInput): LeadDeskRef {
  return useActorRef(useContext(LeadDeskLogic), inspected({ input }));
}

export function useLeadDeskSelector<T>(ref: LeadDeskRef, selector: (s: LeadDeskSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(ref, selector, compare);
}

export function useLeadDeskEvents(ref: LeadDeskRef) {
  return useMemo(
    () => ({
      edit: (field: DeskFilterField, value: string) => ref.send({ type: 'filters.edit', field, value }),
      apply: () => ref.send({ type: 'filters.apply' }),
      clear: () => ref.send({ type: 'filters.clear' }),
      retry: () => ref.send({ type: 'leads.retry' }),
    }),
    [ref],
  );
}
