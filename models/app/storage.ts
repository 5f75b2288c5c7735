/** What the browser stores (spec 000 §3, 001 §9 "Storage"). */
import { integer, is, min, number, object, optional, size, string, type Infer } from 'superstruct';
import { RETENTION } from '../privacy-policy/retention';

export const STORAGE_KEYS = {
  sellerId: 'SELLER_ID',
  dealerCode: 'DEALER_CODE',
  dealerCnpj: 'DEALER_CNPJ',
  userCpf: 'USER_CPF',
  showBanner: 'SHOW_BANNER',
  userBasicInfo: 'USER_BASIC_INFO',
  currentCarModel: 'currentCarModel',
  shoppingCart: 'shoppingCart',
  dealerGroup: 'dealerGroup',
} as const;

export const GCLID_COOKIE = 'gclid';
/** The gclid cookie's lifetime: the retention policy's. */
export const GCLID_COOKIE_DAYS = RETENTION.gclidDays;
export const IDENTITY_COOKIE = 'Wisdom_id_jwt';
/** How long a dealer group read from the address is kept: 7 days. */
export const DEALER_GROUP_TTL_MS = 604_800_000;

/** A shopping cart entry. Money in integer centavos. */
export const ShoppingCartEntry = object({
  title: string(),
  subtitle: string(),
  planPrice: min(integer(), 0),
  monthPrice: min(integer(), 0),
  unit: min(integer(), 1),
  /** The offer's details address with the configuration (ours: the cart opens the offer as it was added). */
  address: optional(size(string(), 1, 2000)),
});
export type ShoppingCartEntry = Infer<typeof ShoppingCartEntry>;

/** The stored dealer group: name, value and expiry (ms since epoch). */
export const StoredDealerGroup = object({ name: string(), value: string(), expiry: number() });
export type StoredDealerGroup = Infer<typeof StoredDealerGroup>;

/** A dealer group stored now, valid for 7 days. */
export function storeDealerGroup(value: string, now: number, name = 'dealerGroup'): StoredDealerGroup {
  return { name, value, expiry: now + DEALER_GROUP_TTL_MS };
}

/** A stored dealer group is valid until its expiry. */
export function isDealerGroupValid(group: Pick<StoredDealerGroup, 'expiry'>, now: number): boolean {
  return now < group.expiry;
}

/**
 * USER_BASIC_INFO: the name, e-mail and phone a visitor sent a lead with,
 * kept in this browser only when they ticked 'Lembrar meus dados neste
 * navegador' (models/lead/visitor-info.ts says when it is written, read and
 * removed), to fill the next lead form.
 */
export const UserBasicInfo = object({
  name: size(string(), 0, 200),
  email: size(string(), 0, 254),
  phone: size(string(), 0, 20),
});
export type UserBasicInfo = Infer<typeof UserBasicInfo>;

/** The stored USER_BASIC_INFO, or null when there is none or it does not read as one. */
export function parseUserBasicInfo(raw: string | null | undefined): UserBasicInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return is(value, UserBasicInfo) ? value : null;
  } catch {
    return null;
  }
}

