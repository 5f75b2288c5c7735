/**
 * `GET /api/admin/dealers?q=` (offer admins only): the dealers whose code,
 * name or city holds the typed text, for the offer editor's dealer picker.
 * The query is trimmed; it needs 2 to 60 characters. At most 20 dealers are
 * answered, the one whose code is the text first, then by name.
 */
import { array, coerce, object, refine, string, unknown, type Infer } from 'superstruct';
import { StateCode } from './dealer';
import { offerEditorLabels } from '../labels/offer-editor';

export const DEALER_QUERY_MIN = 2;
export const DEALER_QUERY_MAX = 60;
/** The most dealers one search answers. */
export const DEALER_SEARCH_LIMIT = 20;

export const adminDealerPaths = {
  /** GET ?q= → AdminDealerList. */
  search: '/api/admin/dealers',
};

const t = offerEditorLabels.dealerPicker;

/** Collapses inner runs of spaces and trims. */
export function normaliseDealerQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Why a (normalised) query cannot be searched, or null when it can. */
export function dealerQueryProblem(query: string): string | null {
  const q = normaliseDealerQuery(query);
  if (q.length < DEALER_QUERY_MIN) return t.tooShort(DEALER_QUERY_MIN);
  if (q.length > DEALER_QUERY_MAX) return t.tooLong(DEALER_QUERY_MAX);
  return null;
}

/** Can this text be searched (2 to 60 characters once trimmed)? */
export const isDealerQuerySearchable = (query: string): boolean => dealerQueryProblem(query) === null;

/** The search text: trimmed (a missing one reads as empty, and is refused with the pt-BR message). */
const DealerSearchText = refine(
  coerce(string(), unknown(), (v) => (v === undefined ? '' : typeof v === 'string' ? normaliseDealerQuery(v) : v)),
  'dealerQuery',
  (q) => dealerQueryProblem(q) ?? true,
);

export const AdminDealersQuery = object({ q: DealerSearchText });
export type AdminDealersQuery = Infer<typeof AdminDealersQuery>;

/** One dealer as the picker lists it and shows the chosen one: name, code and city. */
export const AdminDealer = object({
  /** The dealer code (the draft's `dealerId`). */
  id: string(),
  /** The fantasy name. */
  name: string(),
  legalName: string(),
  cityName: string(),
  state: StateCode,
  brands: array(string()),
});
export type AdminDealer = Infer<typeof AdminDealer>;

export const AdminDealerList = object({ dealers: array(AdminDealer) });
export type AdminDealerList = Infer<typeof AdminDealerList>;

export function adminDealersUrl(query: string): string {
  return `${adminDealerPaths.search}?${new URLSearchParams({ q: normaliseDealerQuery(query) }).toString()}`;
}

/** The dealer an offer names, as the picker shows it (offers saved before the city's name was kept have none). */
export interface DealerSummary {
  id: string;
  name: string;
  cityName: string | null;
  state: string;
}

export function dealerSummaryOf(dealer: { id: string; name: string; cityName?: string | null | undefined; state: string } | null | undefined): DealerSummary | null {
  return dealer ? { id: dealer.id, name: dealer.name, cityName: dealer.cityName ?? null, state: dealer.state } : null;
}
