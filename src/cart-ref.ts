/**
 * The app's shopping cart actor, for the pages that add to it (the lead step
 * of cart mode): null outside cart mode, where the cart's code is not loaded
 * (src/cart-mode.tsx provides it).
 */
import { createContext, useContext } from 'react';
import type { ShoppingCartRef } from '../machines/shopping-cart/shopping-cart.machine';

export const CartRefContext = createContext<ShoppingCartRef | null>(null);

export function useCartRef(): ShoppingCartRef | null {
  return useContext(CartRefContext);
}
