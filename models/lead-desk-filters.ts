/**
 * The lead desk's filter form (`/vendedor/leads?status=&from=&to=&q=`):
 * four text fields ('' is no filter), checked with the same struct the
 * server validates the query with, and read from or written to the address.
 */
import { validate } from 'superstruct';
import { describeStructError } from './struct-errors';
import { SellerLeadsQuery, deskSearchString } from './lead-desk';

export const DESK_FILTER_FIELDS = ['status', 'from', 'to', 'q'] as const;
export type DeskFilterField = (typeof DESK_FILTER_FIELDS)[number];
export type DeskFilters = Record<DeskFilterField, string>;
export type DeskFilterErrors = Partial<Record<DeskFilterField, string>>;

export function emptyDeskFilters(): DeskFilters {
  return { status: '', from: '', to: '', q: '' };
}

/** The query the form asks for: empty fields left out, the search text trimmed. */
export function deskQueryOf(filters: DeskFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of DESK_FILTER_FIELDS) {
    const value = filters[field].trim();
    if (value !== '') out[field] = value;
  }
  return out;
}

/** The form's messages by field (none when the server would accept the query). */
export function deskFilterErrors(filters: DeskFilters): DeskFilterErrors {
  const [error] = validate(deskQueryOf(filters), SellerLeadsQuery);
  if (!error) return {};
  const { message, fields } = describeStructError(error);
  const out: DeskFilterErrors = {};
  for (const field of DESK_FILTER_FIELDS) if (fields?.[field]) out[field] = fields[field];
  if (Object.keys(out).length === 0) out.q = message;
  return out;
}

/** The filters an address carries; a value the server would refuse is dropped (never fatal). */
export function deskFiltersFromSearch(raw: Record<string, unknown>): DeskFilters {
  const filters = emptyDeskFilters();
  for (const field of DESK_FILTER_FIELDS) {
    const value = raw[field];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const candidate = { ...emptyDeskFilters(), [field]: String(value) };
    if (Object.keys(deskFilterErrors(candidate)).length === 0) filters[field] = String(value);
  }
  if (Object.keys(deskFilterErrors(filters)).length > 0) filters.to = '';
  return filters;
}

/** The desk's address search (`?status=…&q=…`, '' when no filter). */
export function deskFiltersSearch(filters: DeskFilters): string {
  return deskSearchString(deskQueryOf(filters));
}
