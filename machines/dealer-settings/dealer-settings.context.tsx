/** The dealer settings chart for React: the route provides it with its real actors; the page runs it while shown. */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import { inspected } from '../inspection';
import { dealerSettingsMachine, type DealerSettingsRef, type DealerSettingsSnapshot } from './dealer-settings.machine';

export const DealerSettingsLogic = createContext<typeof dealerSettingsMachine>(dealerSettingsMachine);

export function useDealerSettings(): DealerSettingsRef {
  return useActorRef(useContext(DealerSettingsLogic), inspected());
}

export function useDealerSettingsSelector<T>(actor: DealerSettingsRef, selector: (s: DealerSettingsSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function useDealerSettingsEvents(actor: DealerSettingsRef) {
  return useMemo(
    () => ({
      typeCode: (code: string) => actor.send({ type: 'dealer.type', code }),
      open: () => actor.send({ type: 'dealer.open' }),
      change: () => actor.send({ type: 'dealer.change' }),
      typeHours: (value: string) => actor.send({ type: 'settings.hours', value }),
      typeUrl: (value: string) => actor.send({ type: 'settings.url', value }),
      save: () => actor.send({ type: 'settings.save' }),
      rotate: () => actor.send({ type: 'secret.rotate' }),
      confirmRotation: () => actor.send({ type: 'secret.confirm' }),
      cancelRotation: () => actor.send({ type: 'secret.cancel' }),
    }),
    [actor],
  );
}
