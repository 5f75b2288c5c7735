/** The shopping cart chart for React: one actor for the whole app (the header's link and the cart page read it). */
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { inspectedActors } from '../inspection';
import type { ShoppingCartEntry } from '../../models/cart';
import { shoppingCartMachine } from './shopping-cart.machine';

export const ShoppingCartContext = createActorContext(shoppingCartMachine, inspectedActors);

export function useShoppingCartEvents() {
  const actor = ShoppingCartContext.useActorRef();
  return useMemo(
    () => ({
      add: (entry: ShoppingCartEntry) => actor.send({ type: 'cart.add', entry }),
      remove: (index: number) => actor.send({ type: 'cart.remove', index }),
    }),
    [actor],
  );
}
