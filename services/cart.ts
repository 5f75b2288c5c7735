/**
 * The shopping cart in the browser's storage (models/lead/cart.ts): read once when
 * the app starts, written by the cart chart after each change. An empty cart
 * is never written: the key goes (strictly necessary storage only once the
 * visitor put something in the cart).
 */
import { CART_STORAGE_KEY, cartStorageWrite, parseStoredCart, type ShoppingCartEntry } from '../models/lead/cart';

export function readStoredCart(win: Window = window): ShoppingCartEntry[] {
  try {
    return parseStoredCart(win.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function storeCart(entries: readonly ShoppingCartEntry[], win: Window = window): void {
  const write = cartStorageWrite(entries);
  try {
    if (write.kind === 'set') win.localStorage.setItem(CART_STORAGE_KEY, write.value);
    else win.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage unavailable: the cart lasts as long as the page.
  }
}
