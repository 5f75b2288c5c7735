/**
 * The shopping cart chart for the whole app (cart mode): started with the
 * cart stored in the browser, read once; the header's link and the cart page
 * read it, the lead step of cart mode adds to it.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { ShoppingCartContext } from '../machines/shopping-cart/shopping-cart.context';
import { shoppingCartLogic } from '../machines/shopping-cart/shopping-cart.actors';
import { readStoredCart } from '../services/cart';
import { CartRefContext } from './cart-ref';
import { useSite } from './site-context';

export function CartProvider({ children }: { children: ReactNode }) {
  const site = useSite();
  const logic = useMemo(() => shoppingCartLogic(site.api), [site.api]);
  const [input] = useState(() => ({ stored: readStoredCart() }));
  return (
    <ShoppingCartContext.Provider logic={logic} options={{ input }}>
      <CartRef>{children}</CartRef>
    </ShoppingCartContext.Provider>
  );
}

/** The cart's actor for the pages that add to it without reading it (src/cart-ref.ts). */
function CartRef({ children }: { children: ReactNode }) {
  const cart = ShoppingCartContext.useActorRef();
  return <CartRefContext.Provider value={cart}>{children}</CartRefContext.Provider>;
}
