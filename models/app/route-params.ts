/**
 * The showcase's query parameters (spec 000 §2 "Query parameters read").
 * Invalid values are dropped, never fatal: a person with a mangled link still
 * sees the showcase. Also the rules the parameters carry: seller edit mode,
 * what opening and closing an offer do to the address, the dealer group kept
 * for 7 days.
 */
import { boolean, coerce, create, enums, integer, max, min, object, optional, pattern, string, type Infer } from 'superstruct';
import { MONEY_INPUT_MAX } from '../common/money';
import { SHOWCASE_MAX_PAGE } from '../showcase/showcase';
import { StoredDealerGroup, isDealerGroupValid, storeDealerGroup } from './storage';

/** An id the address may carry (offerId, dealerCode, leadId…); anything else is dropped. */
export const ADDRESS_ID_PATTERN = /^[A-Za-z0-9._-]{1,80}$/;
const id = pattern(string(), ADDRESS_ID_PATTERN);
const flag = coerce(boolean(), enums(['true', 'false']), (v) => v === 'true');

export const ShowcaseSearchParams = object({
  offerId: optional(id),
  dealerCode: optional(id),
  dealerGroup: optional(id),
  dealerCnpj: optional(pattern(string(), /^[0-9A-Za-z./-]+(,[0-9A-Za-z./-]+)*$/)),
  editable: optional(flag),
  authorization: optional(pattern(string(), /^.{1,2000}$/)),
  /** Read from links made before the seller's link stopped carrying it; nothing uses it (the seller's page asks the server for the lead's CPF). */
  cpf: optional(pattern(string(), /^[0-9.-]{11,14}$/)),
  leadId: optional(id),
  rental: optional(flag),
  /** A seller's showroom link (spec 001 §2 'sellerId: changes the modals'): kept in the browser as SELLER_ID; their leads are theirs ('Show Room'). */
  sellerId: optional(id),
  /** Demo modes of the demo site (`?demo=carousel,cardV2`), see models/app/site-config.ts. */
  demo: optional(pattern(string(), /^[A-Za-z0-9,]{1,200}$/)),
  /** The offer filter chosen when the showcase opens (a configured filter's id: `?categoria=suv`); an unknown one is ignored. */
  categoria: optional(pattern(string(), /^[A-Za-z0-9_-]{1,40}$/)),
  /** How far the showcase was looked through: page n shows the cards of 'VER MAIS VEÍCULOS' pressed n − 1 times (models/showcase/showcase.ts). */
  pagina: optional(coerce(max(min(integer(), 1), SHOWCASE_MAX_PAGE), pattern(string(), /^\d{1,4}$/), Number)),
  /** The offer details' lead step ('Falta pouco! Envie seus dados'): a history entry of its own, so Back returns to the configuration. */
  etapa: optional(enums(['dados'])),
});
export type ShowcaseSearchParams = Infer<typeof ShowcaseSearchParams>;

const fields = Object.keys(ShowcaseSearchParams.schema) as (keyof ShowcaseSearchParams)[];

export function parseShowcaseSearch(raw: Record<string, unknown>): ShowcaseSearchParams {
  const out: Record<string, unknown> = {};
  for (const key of fields) {
    const value = typeof raw[key] === 'number' || typeof raw[key] === 'boolean' ? String(raw[key]) : raw[key];
    if (value === undefined) continue;
    try {
      out[key] = create(value, ShowcaseSearchParams.schema[key] as never);
    } catch {
      // an invalid value is dropped
    }
  }
  return out;
}

/** The offer details' configuration params (beyond the spec: a reload or shared link reopens it). */
export const DetailsSearchParams = object({
  period: max(min(integer(), 1), 120),
  km: max(min(integer(), 1), 100_000),
  colour: id,
  optional: id,
  additionals: pattern(string(), /^[A-Za-z0-9._-]{1,80}(,[A-Za-z0-9._-]{1,80}){0,49}$/),
  plate: max(min(integer(), 0), 9),
  entrada: max(min(integer(), 0), MONEY_INPUT_MAX),
  /** The coupon the visitor applied (an automatic one is not written). */
  coupon: pattern(string(), /^[A-Z0-9_-]{1,40}$/),
});
export type DetailsSearchParams = Partial<Infer<typeof DetailsSearchParams>>;

export const DETAILS_SEARCH_KEYS = Object.keys(DetailsSearchParams.schema) as (keyof DetailsSearchParams)[];

const NUMERIC_KEYS = new Set<keyof DetailsSearchParams>(['period', 'km', 'plate', 'entrada']);

/** The details params of an address; an invalid value is dropped, never fatal. */
export function parseDetailsSearch(raw: Record<string, unknown>): DetailsSearchParams {
  const out: Record<string, unknown> = {};
  for (const key of DETAILS_SEARCH_KEYS) {
    let value = raw[key];
    if (value === undefined || value === null || value === '') continue;
    if (NUMERIC_KEYS.has(key)) value = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    else if (typeof value === 'number') value = String(value);
    if (key === 'coupon' && typeof value === 'string') value = value.trim().toUpperCase();
    try {
      out[key] = create(value, DetailsSearchParams.schema[key] as never);
    } catch {
      // dropped
    }
  }
  return out;
}

/** Where the page's inline script leaves the offer call it started for a details address (`window[FIRST_OFFER_GLOBAL]`: its address and answer). */
export const FIRST_OFFER_GLOBAL = '__fluaFirstOffer';

/**
 * Seller edit mode: offerId, leadId and authorization in the address (spec
 * 000 §4 names the cpf too; the link no longer carries a person's data, and
 * the CPF of an older link is ignored).
 */
export function isSellerEdit(params: ShowcaseSearchParams): boolean {
  return Boolean(params.offerId && params.leadId && params.authorization);
}

/** The showcase opened with one of its filters chosen (a filter's id, as the page's configuration names it). */
export function showcaseFilterHref(filterId: string): string {
  return `/?categoria=${encodeURIComponent(filterId)}`;
}

/** Opening details sets offerId (spec 000 §2). */
export function withOpenedOffer(params: ShowcaseSearchParams, offerId: string): ShowcaseSearchParams {
  return { ...params, offerId };
}

/**
 * The showcase as the person left it, in its address: the filter chosen
 * (`categoria`, none for 'Todos') and the page reached (`pagina`, none for
 * the first), so Back, a reload or a shared link shows the same list.
 */
export function withShowcaseView(params: ShowcaseSearchParams, view: { filterId: string | null; page: number }): ShowcaseSearchParams {
  const { categoria: _c, pagina: _p, ...rest } = params;
  return { ...rest, ...(view.filterId ? { categoria: view.filterId } : {}), ...(view.page > 1 ? { pagina: Math.min(view.page, SHOWCASE_MAX_PAGE) } : {}) };
}

/** Closing details clears editable, leadId and offerId (spec 000 §2). */
export function withClosedOffer(params: ShowcaseSearchParams): ShowcaseSearchParams {
  const { editable: _e, leadId: _l, offerId: _o, ...rest } = params;
  return rest;
}

/** After `rental=true` has opened the proposals view, the parameter is removed. */
export function withoutRental(params: ShowcaseSearchParams): ShowcaseSearchParams {
  const { rental: _r, ...rest } = params;
  return rest;
}

export type DealerGroupReading =
  | { kind: 'none' }
  | { kind: 'valid'; value: string }
  /** Expired or unreadable: the stored value must be removed. */
  | { kind: 'expired' };

/** Reads the stored dealer group (JSON { name, value, expiry }). */
export function readStoredDealerGroup(raw: string | null | undefined, now: number): DealerGroupReading {
  if (!raw) return { kind: 'none' };
  try {
    const stored = create(JSON.parse(raw), StoredDealerGroup);
    return isDealerGroupValid(stored, now) ? { kind: 'valid', value: stored.value } : { kind: 'expired' };
  } catch {
    return { kind: 'expired' };
  }
}

/**
 * The dealer group in force: the address's (stored anew for 7 days), else a
 * stored one that has not expired. `store` is what to write (or null to
 * leave the storage alone), `remove` says the stored value must go.
 */
export function resolveDealerGroup(
  fromAddress: string | undefined,
  storedRaw: string | null | undefined,
  now: number,
): { value: string | null; store: StoredDealerGroup | null; remove: boolean } {
  if (fromAddress) return { value: fromAddress, store: storeDealerGroup(fromAddress, now), remove: false };
  const reading = readStoredDealerGroup(storedRaw, now);
  if (reading.kind === 'valid') return { value: reading.value, store: null, remove: false };
  return { value: null, store: null, remove: reading.kind === 'expired' };
}

// ───────────────────────────── the address codec ─────────────────────────────

/** A search value as written: commas stay readable, everything else URI-encoded. */
function encodeSearchPart(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

/**
 * The router's `parseSearch`: every parameter is the plain string the
 * address carries (the first of repeated keys). Nothing is JSON-parsed, so
 * `dealerCode=30101` stays '30101'; the routes' validators give each value
 * its type.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  const out: Record<string, string> = {};
  const query = searchStr.startsWith('?') ? searchStr.slice(1) : searchStr;
  for (const [key, value] of new URLSearchParams(query)) if (!(key in out)) out[key] = value;
  return out;
}

/**
 * The router's `stringifySearch`: strings, numbers and booleans are written
 * as their plain text (never JSON-quoted: `dealerCode=30101`, not
 * `dealerCode=%2230101%22`); undefined, null and objects are left out.
 * Returns '' or '?…'.
 */
export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(search)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    parts.push(`${encodeSearchPart(key)}=${encodeSearchPart(String(value))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The lead desk's filter fields, as its address carries them (`/vendedor/leads?status=&from=&to=&q=`). */
export const DESK_FILTER_FIELDS = ['status', 'from', 'to', 'q'] as const;

/**
 * The router's reading of the lead desk's address: its filter fields as
 * text, nothing else. The desk's page checks them (models/lead/lead-desk-filters.ts
 * `deskFiltersFromSearch`: a value the server would refuse is dropped), so the
 * first page load carries none of the desk's rules.
 */
export function parseDeskSearch(raw: Record<string, unknown>): Partial<Record<(typeof DESK_FILTER_FIELDS)[number], string>> {
  const out: Partial<Record<(typeof DESK_FILTER_FIELDS)[number], string>> = {};
  for (const field of DESK_FILTER_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = String(value);
  }
  return out;
}
