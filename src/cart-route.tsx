/** The cart page (cart mode): its own chunk, loaded when the address is opened. */
import { cartLabels } from '../models/labels/cart';
import { CartPage } from '../ui/cart/cart-page';
import { useAppNavigate } from './navigation';

export function CartRoute() {
  const navigate = useAppNavigate();
  return <CartPage labels={cartLabels} onNavigate={navigate} />;
}
