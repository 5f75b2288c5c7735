/**
 * The offer details actor for React: a provider, a selector hook and an
 * events hook. Its children (colour picker, initial payment, lead, coupon)
 * are read from its snapshot by the views that render them.
 */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { offerDetailsMachine, type OfferDetailsSnapshot } from './offer-details.machine';
import { inspectedActors } from '../inspection';

export const OfferDetailsContext = createActorContext(offerDetailsMachine, inspectedActors);

export function useOfferDetailsSelector<T>(selector: (s: OfferDetailsSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return OfferDetailsContext.useSelector(selector, compare);
}

export function useOfferDetailsEvents() {
  const actor = OfferDetailsContext.useActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'offer.retry' }),
      selectPeriod: (period: number) => actor.send({ type: 'plan.selectPeriod', period }),
      selectKm: (km: number) => actor.send({ type: 'plan.selectKm', km }),
      selectPlan: (period: number, km: number) => actor.send({ type: 'plan.select', period, km }),
      selectOptional: (optionalId: string | null) => actor.send({ type: 'optional.select', optionalId }),
      toggleAdditional: (id: string) => actor.send({ type: 'additional.toggle', id }),
      selectPlate: (plateNumber: number) => actor.send({ type: 'plate.select', plateNumber }),
      continue: () => actor.send({ type: 'details.continue' }),
      back: () => actor.send({ type: 'details.back' }),
      close: () => actor.send({ type: 'details.close' }),
    }),
    [actor],
  );
}
