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
 * An entry's total is `planPrice × unit` (models/pricing/pricing.ts `cartTotal`), the
 * cart's the sum of its entries', all in integer centavos.
 *
 * Adding is only adding: 'Adicionar ao carrinho' validates the lead form and
 * puts the offer in the cart with the lead it would send (`CartLead`); nothing
 * reaches a dealer until the visitor presses 'Enviar à concessionária' on the
 * cart page, each offer on its own (one lead each, its own Idempotency-Key).
 * The lead (the person's name, CPF, phone…) stays in the page's memory only,
 * never in the browser's storage: after a reload, an offer of the cart is
 * sent by opening it again (`address`) and sending its form.
 *
 * Storage and consent (LGPD): before the visitor chooses, only strictly
 * necessary storage is used (machines/cookie-consent). The cart is strictly
 * necessary once the visitor put something in it, and only then: an empty
 * cart is never written, and emptying it removes the key.
 */
import { array, is } from 'superstruct';
import { configurationToSearch } from '../app/details-address';
import { labels } from '../labels/spec';
import type { LeadSubmission } from './lead-submission';
import type { Offer } from '../offer/offer';
import { offerSubtitle, offerTitle, selectionOf, type DetailsConfiguration } from '../pricing/offer-details';
import { SHOWCASE_PATH } from '../app/pages';
import { cartTotal, type OfferPrice } from '../pricing/pricing';
import { ShoppingCartEntry, STORAGE_KEYS } from '../app/storage';

export { ShoppingCartEntry };

/** Where the cart lives in the browser's storage. */
export const CART_STORAGE_KEY = STORAGE_KEYS.shoppingCart;

/** At most this many entries (ours: the spec sets no limit); a full cart takes no more. */
export const CART_MAX_ENTRIES = 10;

/** The entry of an offer as configured (with the address that opens it so, a typed coupon included). */
export function cartEntryOf(offer: Offer, config: DetailsConfiguration, price: OfferPrice, coupon: string | null = null): ShoppingCartEntry {
  const search = new URLSearchParams({ offerId: offer.id });
  for (const [key, value] of Object.entries(configurationToSearch(offer, config, coupon))) if (value !== undefined) search.set(key, String(value));
  return {
    title: offerTitle(offer, labels.brandNames[offer.brand]),
    subtitle: offerSubtitle(offer),
    planPrice: selectionOf(offer, config).plan.price,
    monthPrice: price.ranges[0]?.amount ?? price.financing.monthlyValue,
    unit: config.period,
    address: `${SHOWCASE_PATH}?${search.toString()}`,
  };
}

/** The lead an offer of the cart sends when the visitor says so: the body as the form built it, and its Idempotency-Key (a retry sends the same). */
export interface CartLead {
  lead: LeadSubmission;
  idempotencyKey: string;
}

/** An offer of the cart sent to its dealer: its title and the proposal's code as the customer reads it. */
export interface SentCartOffer {
  title: string;
  proposalCode: string;
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

/** Where an entry goes: over the entry of the same offer configured the same way (the same address), else at the end. */
export function cartPlaceOf(entries: readonly ShoppingCartEntry[], entry: ShoppingCartEntry): number {
  const same = entry.address === undefined ? -1 : entries.findIndex((e) => e.address === entry.address);
  return same >= 0 ? same : entries.length;
}

/** A cart may take the entry: it replaces its twin, or there is room. */
export function cartTakes(entries: readonly ShoppingCartEntry[], entry: ShoppingCartEntry): boolean {
  return cartPlaceOf(entries, entry) < entries.length || canAddToCart(entries);
}

export function withCartEntry(entries: readonly ShoppingCartEntry[], entry: ShoppingCartEntry): ShoppingCartEntry[] {
  if (!cartTakes(entries, entry)) return [...entries];
  const place = cartPlaceOf(entries, entry);
  return place < entries.length ? entries.map((e, i) => (i === place ? entry : e)) : [...entries, entry];
}

/** The leads kept beside the entries (page memory only), placed as `withCartEntry` places the entry. */
export function withCartLead(entries: readonly ShoppingCartEntry[], leads: readonly (CartLead | null)[], entry: ShoppingCartEntry, lead: CartLead | null): (CartLead | null)[] {
  const aligned = entries.map((_, i) => leads[i] ?? null);
  if (!cartTakes(entries, entry)) return aligned;
  const place = cartPlaceOf(entries, entry);
  return place < entries.length ? aligned.map((l, i) => (i === place ? lead : l)) : [...aligned, lead];
}

export function hasCartEntry(entries: readonly ShoppingCartEntry[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < entries.length;
}

export function withoutCartEntry<T>(entries: readonly T[], index: number): T[] {
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
