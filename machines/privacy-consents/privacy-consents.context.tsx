/**
 * The privacy consents actor for React. The app provides the chart with its
 * real actors (`PrivacyConsentsLogic.Provider`); the consents view runs its
 * actor while it is shown, and the chart loads once the session says the
 * person is signed in.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { ConsentChange } from '../../models/privacy/privacy-consents';
import { newIdempotencyKey } from '../../services/http';
import { inspected } from '../inspection';
import { privacyConsentsMachine, type PrivacyConsentsRef, type PrivacyConsentsSnapshot } from './privacy-consents.machine';

export type { PrivacyConsentsRef } from './privacy-consents.machine';

export const PrivacyConsentsLogic = createContext<typeof privacyConsentsMachine>(privacyConsentsMachine);

export function usePrivacyConsents(): PrivacyConsentsRef {
  return useActorRef(useContext(PrivacyConsentsLogic), inspected());
}

export function usePrivacyConsentsSelector<T>(actor: PrivacyConsentsRef, selector: (s: PrivacyConsentsSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function usePrivacyConsentsEvents(actor: PrivacyConsentsRef) {
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'consents.retry' }),
      change: (change: ConsentChange) => actor.send({ type: 'consent.change', ...change, key: newIdempotencyKey() }),
    }),
    [actor],
  );
}
