/**
 * The admin offer card actor for React. The offer manager chart spawns one
 * card actor per offer (machines/offer-manager); a card's view renders the
 * snapshot of the actor it is given and sends it the person's events.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AdminOfferCardRef, AdminOfferCardSnapshot } from './admin-offer-card.machine';

export type { AdminOfferCardRef } from './admin-offer-card.machine';

export function useAdminOfferCardSelector<T>(actor: AdminOfferCardRef, selector: (s: AdminOfferCardSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function useAdminOfferCardEvents(actor: AdminOfferCardRef) {
  return useMemo(
    () => ({
      publish: () => actor.send({ type: 'offer.publish' }),
      unpublish: () => actor.send({ type: 'offer.unpublish' }),
      save: () => actor.send({ type: 'offer.save' }),
      askRemove: () => actor.send({ type: 'offer.askRemove' }),
      confirmRemove: () => actor.send({ type: 'offer.confirmRemove' }),
      cancelRemove: () => actor.send({ type: 'offer.cancelRemove' }),
    }),
    [actor],
  );
}
