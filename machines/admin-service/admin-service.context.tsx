/** The service view's chart for React: the app provides it with its real actor; the page runs it while shown. */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { ServicePeriod } from '../../models/lead/service-report';
import { adminServiceMachine, type AdminServiceRef, type AdminServiceSnapshot } from './admin-service.machine';
import { inspected } from '../inspection';

export const AdminServiceLogic = createContext<typeof adminServiceMachine>(adminServiceMachine);

export function useAdminService(): AdminServiceRef {
  return useActorRef(useContext(AdminServiceLogic), inspected({ input: {} }));
}

export function useAdminServiceSelector<T>(actor: AdminServiceRef, selector: (s: AdminServiceSnapshot) => T): T {
  return useSelector(actor, selector);
}

export function useAdminServiceEvents(actor: AdminServiceRef) {
  return useMemo(
    () => ({
      choosePeriod: (days: ServicePeriod) => actor.send({ type: 'service.choosePeriod', days }),
      retry: () => actor.send({ type: 'service.retry' }),
    }),
    [actor],
  );
}
