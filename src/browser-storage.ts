import { LOCATION_STORAGE_KEY, type StoredLocation } from '../models/dealer/location';
import { STORAGE_KEYS, parseUserBasicInfo, type UserBasicInfo } from '../models/app/storage';
import { dealerCnpjList } from '../models/dealer/location';
import { storedVisitorInfo, type VisitorInfoDecision } from '../models/lead/visitor-info';

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

/**
 * The seller's 'Fechar' (spec 000 §4 "Seller close"): the seller, the dealer
 * code, the dealer CNPJ and the CPF go; and any visitor's data (a showroom
 * is a shared device).
 */
export function forgetSeller(): void {
  const store = storage();
  for (const key of [STORAGE_KEYS.sellerId, STORAGE_KEYS.dealerCode, STORAGE_KEYS.dealerCnpj, STORAGE_KEYS.userCpf, STORAGE_KEYS.userBasicInfo]) store?.removeItem(key);
}

/**
 * The dealer an earlier address left in this browser (DEALER_CODE, DEALER_CNPJ,
 * written by the showcase from `dealerCode` and `dealerCnpj`): the lead step
 * preselects it when its city's list has it.
 */
export function rememberedDealer(): { code: string | null; cnpjs: string[] } {
  const store = storage();
  const code = store?.getItem(STORAGE_KEYS.dealerCode)?.trim() ?? '';
  return { code: /^[A-Za-z0-9._-]{1,40}$/.test(code) ? code : null, cnpjs: dealerCnpjList(store?.getItem(STORAGE_KEYS.dealerCnpj) ?? undefined) };
}

/** The visitor's data kept by 'Lembrar meus dados neste navegador' (USER_BASIC_INFO; models/lead/visitor-info.ts). */
export function rememberedVisitor(): UserBasicInfo | null {
  return parseUserBasicInfo(storage()?.getItem(STORAGE_KEYS.userBasicInfo));
}

/** A sent lead's decision about the visitor's data: kept, removed or left as they are. */
export function keepVisitorInfo(decision: VisitorInfoDecision): void {
  const store = storedVisitorInfo(decision);
  if (store === null) return;
  if ('write' in store) storage()?.setItem(STORAGE_KEYS.userBasicInfo, store.write);
  else storage()?.removeItem(STORAGE_KEYS.userBasicInfo);
}

/** Signing out removes the visitor's kept data: whoever uses the browser next does not find them in a form. */
export function forgetVisitorInfo(): void {
  storage()?.removeItem(STORAGE_KEYS.userBasicInfo);
}
