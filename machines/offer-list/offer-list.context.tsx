/** The offer list actor for React: a provider, a selector hook and an events hook. */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import type { StoredLocation } from '../../models/dealer/location';
import type { Viewport } from '../../models/showcase/showcase-modes';
import { offerListMachine, type OfferListSnapshot } from './offer-list.machine';
import { inspectedActors } from '../inspection';

export const OfferListContext = createActorContext(offerListMachine, inspectedActors);

export function useOfferListSelector<T>(selector: (s: OfferListSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return OfferListContext.useSelector(selector, compare);
}

export function useOfferListEvents() {
  const actor = OfferListContext.useActorRef();
  return useMemo(
    () => ({
      loadMore: () => actor.send({ type: 'offers.loadMore' }),
      retry: () => actor.send({ type: 'offers.retry' }),
      scrolled: (distanceToEnd: number) => actor.send({ type: 'offers.scrolled', distanceToEnd }),
      filter: (filterId: string | null) => actor.send({ type: 'offers.filter', filterId }),
      changeLocation: (location: StoredLocation) => actor.send({ type: 'location.changed', location }),
      changeViewport: (viewport: Viewport) => actor.send({ type: 'viewport.changed', viewport }),
      nextSlide: () => actor.send({ type: 'carousel.next' }),
      previousSlide: () => actor.send({ type: 'carousel.previous' }),
      goToSlide: (index: number) => actor.send({ type: 'carousel.goTo', index }),
      selectOffer: (offerId: string) => actor.send({ type: 'offer.select', offerId }),
      retryAdminCards: () => actor.send({ type: 'adminCards.retry' }),
    }),
    [actor],
  );
}
