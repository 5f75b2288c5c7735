/**
 * The admin offer card actor for React: each card runs its own actor of the
 * card chart. The page provides the chart with its real actors once
 * (`AdminOfferCardLogic.Provider`); a card hears what its actor emits
 * (`offer.changed`, `offer.removed`) through `useAdminOfferCard`'s callbacks.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useEffectEvent, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ManagedOffer } from '../../models/offer-admin/offer-manager';
import { adminOfferCardMachine, type AdminOfferCardSnapshot } from './admin-offer-card.machine';
import { inspected } from '../inspection';

export const AdminOfferCardLogic = createContext<typeof adminOfferCardMachine>(adminOfferCardMachine);

export type AdminOfferCardRef = ActorRefFrom<typeof adminOfferCardMachine>;

export interface AdminOfferCardListeners {
  onChanged?: (offer: ManagedOffer) => void;
  onRemoved?: (offer: ManagedOffer) => void;
}

export function useAdminOfferCard(offer: ManagedOffer, onAdminPage: boolean, listeners: AdminOfferCardListeners = {}): AdminOfferCardRef {
  const logic = useContext(AdminOfferCardLogic);
  const actor = useActorRef(logic, inspected({ input: { offer, onAdminPage } }));
  // The listeners may change on each render; the card calls the latest ones.
  const changedListener = useEffectEvent((offer: ManagedOffer) => listeners.onChanged?.(offer));
  const removedListener = useEffectEvent((offer: ManagedOffer) => listeners.onRemoved?.(offer));
  useEffect(() => {
    const changed = actor.on('offer.changed', (e) => changedListener(e.offer));
    const removed = actor.on('offer.removed', (e) => removedListener(e.offer));
    return () => {
      changed.unsubscribe();
      removed.unsubscribe();
    };
  }, [actor]);
  return actor;
}

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
