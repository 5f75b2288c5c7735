/**
 * The shopping cart of cart mode (spec 000 §3 "Shopping cart entry (browser
 * storage): title, subtitle, planPrice, monthPrice, unit"; 001 §9 "Cart total
 * monthly price = rental plan price x months", "Storage: … shopping cart").
 *
 * An entry is the offer as the visitor configured it when they pressed
 * 'Adicionar ao carrinho':
 * - `title`, `subtitle`: the offer's title and subtitle as the details page shows them;
 * - `planPrice`: the chosen rental plan's monthly price (centavos);
 * - `monthPrice`: the first monthly instalment as configured (optional, additionals, entrada, coupon), centavos;
 * - `unit`: the plan's months.
 * An entry's total is `planPrice × unit` (models/pricing.ts `cartTotal`), the
 * cart's the sum of its entries', all in integer centavos.
 *
 * Storage and consent (LGPD): before the visitor chooses, only strictly
 * necessary storage is used (machines/cookie-consent). The cart is strictly
 * necessary once the visitor put something in it, and only then: an empty
 * cart is never written, and emptying it removes the key.
 */
import { array, is } from 'superstruct';
import { labels } from './labels/spec';
import type { Offer } from './offer';
import { offerSubtitle, offerTitle, selectionOf, type DetailsConfiguration } from './offer-details';
import { cartTotal, type OfferPrice } from './pricing';
import { ShoppingCartEntry, STORAGE_KEYS } from './storage';

export { ShoppingCartEntry };

/** Where the cart lives in the browser's storage. */
export const CART_STORAGE_KEY = STORAGE_KEYS.shoppingCart;

/** At most this many entries (ours: the spec sets no limit); a full cart takes no more. */
export const CART_MAX_ENTRIES = 10;

/** The entry of an offer as configured. */
export function cartEntryOf(offer: Offer, config: DetailsConfiguration, price: OfferPrice): ShoppingCartEntry {
  return {
    title: offerTitle(offer, labels.brandNames[offer.brand]),
    subtitle: offerSubtitle(offer),
    planPrice: selectionOf(offer, config).plan.price,
    monthPrice: price.ranges[0]?.amount ?? price.financing.monthlyValue,
    unit: config.period,
  };
}

/** An entry's total: the plan's monthly price × its months (centavos). */
export function cartEntryTotal(entry: Pick<ShoppingCartEntry, 'planPrice' | 'unit'>): number {
  return cartTotal(entry.planPrice, entry.unit);
}

/** The cart's total: the sum of its entries' totals (centavos). */
export function cartGrandTotal(entries: readonly Pick<ShoppingCartEntry, 'planPrice' | 'unit'>[]): number {
  return entries.reduce((sum, entry) => sum + cartEntryTotal(entry), 0);
}

export function canAddToCart(entries: readonly ShoppingCartEntry[]): boolean {
  return entries.length < CART_MAX_ENTRIES;
}

export function withCartEntry(entries: readonly ShoppingCartEntry[], entry: ShoppingCartEntry): ShoppingCartEntry[] {
  return canAddToCart(entries) ? [...entries, entry] : [...entries];
}

export function hasCartEntry(entries: readonly ShoppingCartEntry[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < entries.length;
}

export function withoutCartEntry(entries: readonly ShoppingCartEntry[], index: number): ShoppingCartEntry[] {
  return entries.filter((_, i) => i !== index);
}

/** The stored cart (JSON text): its valid entries, at most `CART_MAX_ENTRIES`; anything else is an empty cart. */
export function parseStoredCart(raw: string | null | undefined): ShoppingCartEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!is(value, array())) return [];
    return value.filter((e): e is ShoppingCartEntry => is(e, ShoppingCartEntry)).slice(0, CART_MAX_ENTRIES);
  } catch {
    return [];
  }
}

/** What the browser's storage gets for a cart: its entries when it holds any, else the key goes (an empty cart is never stored). */
export type CartStorageWrite = { kind: 'set'; value: string } | { kind: 'remove' };

export function cartStorageWrite(entries: readonly ShoppingCartEntry[]): CartStorageWrite {
  return entries.length > 0 ? { kind: 'set', value: JSON.stringify(entries) } : { kind: 'remove' };
}
