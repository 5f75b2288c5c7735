/** The shopping cart chart's real implementations: the browser's storage (services/cart.ts). */
import { storeCart } from '../../services/cart';
import { shoppingCartMachine } from './shopping-cart.machine';

export function shoppingCartLogic() {
  return shoppingCartMachine.provide({
    actions: { storeCart: (_, entries) => storeCart(entries) },
  });
}
