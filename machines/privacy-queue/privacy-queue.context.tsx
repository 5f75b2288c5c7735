/** The privacy queue chart for React: the route provides it with its real actors; the page runs it while shown. */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { PrivacyAdminAction, PrivacyCorrectionField } from '../../models/privacy/privacy-requests';
import { inspected } from '../inspection';
import { privacyQueueMachine, type PrivacyQueueRef, type PrivacyQueueSnapshot } from './privacy-queue.machine';

export const PrivacyQueueLogic = createContext<typeof privacyQueueMachine>(privacyQueueMachine);

export function usePrivacyQueue(): PrivacyQueueRef {
  return useActorRef(useContext(PrivacyQueueLogic), inspected());
}

export function usePrivacyQueueSelector<T>(actor: PrivacyQueueRef, selector: (s: PrivacyQueueSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function usePrivacyQueueEvents(actor: PrivacyQueueRef) {
  return useMemo(
    () => ({
      choose: (protocol: string, action: PrivacyAdminAction) => actor.send({ type: 'queue.choose', protocol, action }),
      note: (note: string) => actor.send({ type: 'queue.note', note }),
      correct: (field: PrivacyCorrectionField, value: string) => actor.send({ type: 'queue.correct', field, value }),
      confirm: () => actor.send({ type: 'queue.confirm' }),
      cancel: () => actor.send({ type: 'queue.cancel' }),
      retry: () => actor.send({ type: 'queue.retry' }),
    }),
    [actor],
  );
}
