/**
 * The shopping cart chart for the whole app (cart mode): started with the
 * cart stored in the browser, read once; the header's link and the cart page
 * read it, the lead step of cart mode adds to it.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { ShoppingCartContext } from '../machines/shopping-cart/shopping-cart.context';
import { shoppingCartLogic } from '../machines/shopping-cart/shopping-cart.actors';
import { readStoredCart } from '../services/cart';

export function CartProvider({ children }: { children: ReactNode }) {
  const logic = useMemo(() => shoppingCartLogic(), []);
  const [input] = useState(() => ({ stored: readStoredCart() }));
  return (
    <ShoppingCartContext.Provider logic={logic} options={{ input }}>
      {children}
    </ShoppingCartContext.Provider>
  );
}
