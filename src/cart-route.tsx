/**
 * The cart page: its own chunk, loaded when the address is opened. In cart
 * mode the app's cart actor is already running (src/cart-mode.tsx); opened
 * without it (a bookmark, a link), the page starts the cart from the
 * browser's storage itself.
 */
import { cartLabels } from '../models/labels/cart';
import { CartPage } from '../ui/cart/cart-page';
import { CartProvider } from './cart-provider';
import { useCartRef } from './cart-ref';
import { useAppNavigate } from './navigation';

export function CartRoute() {
  const navigate = useAppNavigate();
  const page = <CartPage labels={cartLabels} onNavigate={navigate} />;
  return useCartRef() ? page : <CartProvider>{page}</CartProvider>;
}
