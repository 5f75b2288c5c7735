/**
 * The lead desk's filter form (`/vendedor/leads?status=&from=&to=&q=`):
 * four text fields ('' is no filter), checked with the same struct the
 * server validates the query with, and read from or written to the address.
 * The period's days are typed the pt-BR way (DD/MM/AAAA, masked) and travel
 * as YYYY-MM-DD in the query and the address.
 */
import { validate } from 'superstruct';
import { leadDeskLabels } from '../labels/lead-desk';
import { describeStructError } from '../common/struct-errors';
import { SellerLeadsQuery, deskSearchString } from './lead-desk';
import { DESK_FILTER_FIELDS } from '../app/route-params';

export { DESK_FILTER_FIELDS };
export type DeskFilterField = (typeof DESK_FILTER_FIELDS)[number];
export type DeskFilters = Record<DeskFilterField, string>;
export type DeskFilterErrors = Partial<Record<DeskFilterField, string>>;

export function emptyDeskFilters(): DeskFilters {
  return { status: '', from: '', to: '', q: '' };
}

/** The day fields of the form, typed DD/MM/AAAA. */
export const DESK_DAY_FIELDS = ['from', 'to'] as const satisfies readonly DeskFilterField[];
const isDayField = (field: DeskFilterField) => (DESK_DAY_FIELDS as readonly string[]).includes(field);

/** A typed day, DD/MM/AAAA, as the query's YYYY-MM-DD; null when it is not a whole, real calendar day. */
export function deskDayOf(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A query's day (YYYY-MM-DD) as the form shows it (DD/MM/AAAA); anything else is kept as it is. */
export function deskDayText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/**
 * The query the form asks for: empty fields left out, the search text
 * trimmed, the days as YYYY-MM-DD (a day typed incompletely is sent as typed,
 * so the query's struct refuses it with its message).
 */
export function deskQueryOf(filters: DeskFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of DESK_FILTER_FIELDS) {
    const value = filters[field].trim();
    if (value === '') continue;
    out[field] = isDayField(field) ? (deskDayOf(value) ?? value) : value;
  }
  return out;
}

/** The form's messages by field (none when the server would accept the query). */
export function deskFilterErrors(filters: DeskFilters): DeskFilterErrors {
  const out: DeskFilterErrors = {};
  const rest = { ...filters };
  for (const field of DESK_DAY_FIELDS) {
    if (filters[field].trim() !== '' && deskDayOf(filters[field]) === null) {
      out[field] = leadDeskLabels.filters.invalidDay;
      rest[field] = '';
    }
  }
  const [error] = validate(deskQueryOf(rest), SellerLeadsQuery);
  if (!error) return out;
  const { message, fields } = describeStructError(error);
  for (const field of DESK_FILTER_FIELDS) if (fields?.[field] && !out[field]) out[field] = fields[field];
  if (Object.keys(out).length === 0) out.q = message;
  return out;
}

/** The filters an address carries (days as YYYY-MM-DD); a value the server would refuse is dropped (never fatal). */
export function deskFiltersFromSearch(raw: Record<string, unknown>): DeskFilters {
  const filters = emptyDeskFilters();
  for (const field of DESK_FILTER_FIELDS) {
    const value = raw[field];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = isDayField(field) ? deskDayText(String(value)) : String(value);
    const candidate = { ...emptyDeskFilters(), [field]: text };
    if (Object.keys(deskFilterErrors(candidate)).length === 0) filters[field] = text;
  }
  if (Object.keys(deskFilterErrors(filters)).length > 0) filters.to = '';
  return filters;
}

/** The desk's address search (`?status=…&q=…`, '' when no filter). */
export function deskFiltersSearch(filters: DeskFilters): string {
  return deskSearchString(deskQueryOf(filters));
}
