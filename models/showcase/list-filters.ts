/**
 * Search filters of lists (spec 001 §5.4): dealer name filter and FAQ search.
 * A term of 2 characters or fewer (after trimming) shows the full list.
 * Case and accents are ignored (models/common/search-text.ts).
 */
import { holdsSearchTerm } from '../common/search-text';

export const SEARCH_MIN_TERM_LENGTH = 3;

/** Whether a term is long enough to filter by. */
export function isSearchTerm(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_TERM_LENGTH;
}

/** Dealers whose name or fantasy name holds the term, case and accents ignored ('barao' finds 'Barão'). */
export function filterDealersByName<D extends { name: string; fantasyName?: string }>(dealers: readonly D[], term: string): D[] {
  if (!isSearchTerm(term)) return [...dealers];
  return dealers.filter((d) => holdsSearchTerm(d.name, term) || holdsSearchTerm(d.fantasyName ?? '', term));
}

/** FAQ items whose question or answer text holds the trimmed term, case and accents ignored (HTML tags ignored). */
export function searchFaq<F extends { question: string; answer: string }>(items: readonly F[], term: string): F[] {
  if (!isSearchTerm(term)) return [...items];
  return items.filter((i) => holdsSearchTerm(i.question, term) || holdsSearchTerm(i.answer.replace(/<[^>]*>/g, ' '), term));
}
