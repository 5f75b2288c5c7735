/** The shopping cart chart for React: one actor for the whole app (the header's link and the cart page read it). */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { inspectedActors } from '../inspection';
import type { CartLead, ShoppingCartEntry } from '../../models/lead/cart';
import { shoppingCartMachine } from './shopping-cart.machine';

export const ShoppingCartContext = createActorContext(shoppingCartMachine, inspectedActors);

export function useShoppingCartEvents() {
  const actor = ShoppingCartContext.useActorRef();
  return useMemo(
    () => ({
      add: (entry: ShoppingCartEntry, lead?: CartLead) => actor.send({ type: 'cart.add', entry, lead }),
      remove: (index: number) => actor.send({ type: 'cart.remove', index }),
      send: (index: number) => actor.send({ type: 'cart.send', index }),
    }),
    [actor],
  );
}
