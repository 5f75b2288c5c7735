/** The outbox chart for React: the app provides it with its real actor; the page runs it while shown. */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { OutboxFilters } from '../../models/quotation/fleet-quotation';
import { adminMessagesMachine, type AdminMessagesInput as AdminMessagesInputValue, type AdminMessagesRef, type AdminMessagesSnapshot } from './admin-messages.machine';
import { inspected } from '../inspection';

export const AdminMessagesLogic = createContext<typeof adminMessagesMachine>(adminMessagesMachine);
/** The chart's input (tests ask for short pages). */
export const AdminMessagesInput = createContext<AdminMessagesInputValue>({ pageSize: undefined });

export function useAdminMessages(): AdminMessagesRef {
  return useActorRef(useContext(AdminMessagesLogic), inspected({ input: useContext(AdminMessagesInput) }));
}

export function useAdminMessagesSelector<T>(actor: AdminMessagesRef, selector: (s: AdminMessagesSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function useAdminMessagesEvents(actor: AdminMessagesRef) {
  return useMemo(
    () => ({
      open: (id: string) => actor.send({ type: 'messages.open', id }),
      close: () => actor.send({ type: 'messages.close' }),
      reload: () => actor.send({ type: 'messages.reload' }),
      retry: () => actor.send({ type: 'messages.retry' }),
      filter: (filters: Partial<OutboxFilters>) => actor.send({ type: 'messages.filter', filters }),
      clearFilters: () => actor.send({ type: 'messages.clearFilters' }),
      goToPage: (page: number) => actor.send({ type: 'messages.goToPage', page }),
    }),
    [actor],
  );
}
