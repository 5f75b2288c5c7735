import { LOCATION_STORAGE_KEY, type StoredLocation } from '../models/dealer/location';
import { STORAGE_KEYS } from '../models/app/storage';

/** The browser's local storage, or null where the browser refuses it (private modes, blocked storage). */
export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers the visitor's location (the showcase's picker, or a city chosen in the lead step): the next page opens with it. */
export function rememberLocation(location: StoredLocation): void {
  storage()?.setItem(LOCATION_STORAGE_KEY, JSON.stringify(location));
}

/**
 * The seller of a showroom link (spec 001 §2 `?sellerId=`): the address's is
 * kept as SELLER_ID (it stays until the seller's 'Fechar' clears it), and
 * the one in force is the address's, else the kept one.
 */
export function rememberSeller(fromAddress: string | undefined): string | null {
  const store = storage();
  if (fromAddress) store?.setItem(STORAGE_KEYS.sellerId, fromAddress);
  return fromAddress ?? store?.getItem(STORAGE_KEYS.sellerId) ?? null;
}

/** The seller's 'Fechar' (spec 000 §4 "Seller close"): the seller, the dealer code, the dealer CNPJ and the CPF go. */
export function forgetSeller(): void {
  const store = storage();
  for (const key of [STORAGE_KEYS.sellerId, STORAGE_KEYS.dealerCode, STORAGE_KEYS.dealerCnpj, STORAGE_KEYS.userCpf]) store?.removeItem(key);
}
