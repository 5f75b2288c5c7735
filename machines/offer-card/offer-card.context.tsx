/**
 * The offer card actor for React: each card runs its own actor of the card
 * chart. The app provides the chart with its real actors once
 * (`OfferCardLogic.Provider`); views use `useOfferCard`, `useOfferCardSelector`
 * and `useOfferCardEvents`.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CardOffer } from '../../models/showcase/api';
import { offerCardMachine, type OfferCardSnapshot } from './offer-card.machine';
import { inspected } from '../inspection';

export const OfferCardLogic = createContext<typeof offerCardMachine>(offerCardMachine);

export type OfferCardRef = ActorRefFrom<typeof offerCardMachine>;

export function useOfferCard(offer: CardOffer, highlightRotationMs: number): OfferCardRef {
  const logic = useContext(OfferCardLogic);
  return useActorRef(logic, inspected({ input: { offer, highlightRotationMs } }));
}

export function useOfferCardSelector<T>(actor: OfferCardRef, selector: (s: OfferCardSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function useOfferCardEvents(actor: OfferCardRef) {
  return useMemo(
    () => ({
      selectColour: (colourId: string) => actor.send({ type: 'card.selectColour', colourId }),
      nextImage: () => actor.send({ type: 'card.nextImage' }),
      previousImage: () => actor.send({ type: 'card.previousImage' }),
      pauseHighlights: () => actor.send({ type: 'card.pauseHighlights' }),
      resumeHighlights: () => actor.send({ type: 'card.resumeHighlights' }),
      nearScreen: () => actor.send({ type: 'card.nearScreen' }),
    }),
    [actor],
  );
}
