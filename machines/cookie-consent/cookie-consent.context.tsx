/** The cookie consent chart for React, and the tracking actor it runs. */
import { createActorContext } from '@xstate/react';
import { inspectedActors } from '../inspection';
import { useMemo } from 'react';
import type { ConsentPurpose } from '../../models/common/tracking';
import { trackerOf, TRACKING_SYSTEM_ID, type Track, type TrackingRef } from '../tracking/tracking.machine';
import { cookieConsentMachine } from './cookie-consent.machine';

export const CookieConsentContext = createActorContext(cookieConsentMachine, inspectedActors);

export function useCookieConsentEvents() {
  const actor = CookieConsentContext.useActorRef();
  return useMemo(
    () => ({
      acceptAll: () => actor.send({ type: 'consent.acceptAll', at: new Date().toISOString() }),
      rejectAll: () => actor.send({ type: 'consent.rejectAll', at: new Date().toISOString() }),
      customize: () => actor.send({ type: 'consent.customize' }),
      togglePurpose: (purpose: ConsentPurpose) => actor.send({ type: 'consent.togglePurpose', purpose }),
      save: () => actor.send({ type: 'consent.save', at: new Date().toISOString() }),
      close: () => actor.send({ type: 'consent.close' }),
      reopen: () => actor.send({ type: 'consent.reopen' }),
    }),
    [actor],
  );
}

/** How a composition records an interaction: through the one tracking actor (systemId 'tracking'). */
export function useTrack(): Track {
  const actor = CookieConsentContext.useActorRef();
  // Looked up at each record: the actor the system runs now.
  return useMemo<Track>(() => (record, analytics) => trackerOf(actor.system.get(TRACKING_SYSTEM_ID) as TrackingRef | undefined)(record, analytics), [actor]);
}
