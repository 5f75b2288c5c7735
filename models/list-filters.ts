/**
 * Search filters of lists (spec 001 §5.4): dealer name filter and FAQ search.
 * A term of 2 characters or fewer (after trimming) shows the full list.
 */
export const SEARCH_MIN_TERM_LENGTH = 3;

function normalize(s: string): string {
  return s.toLocaleLowerCase('pt-BR');
}

/** Whether a term is long enough to filter by. */
export function isSearchTerm(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_TERM_LENGTH;
}

/** Dealers whose name or fantasy name holds the term, case-insensitively. */
export function filterDealersByName<D extends { name: string; fantasyName?: string }>(dealers: readonly D[], term: string): D[] {
  if (!isSearchTerm(term)) return [...dealers];
  const t = normalize(term.trim());
  return dealers.filter((d) => normalize(d.name).includes(t) || normalize(d.fantasyName ?? '').includes(t));
}

/** FAQ items whose question or answer text holds the trimmed term, case-insensitively (HTML tags ignored). */
export function searchFaq<F extends { question: string; answer: string }>(items: readonly F[], term: string): F[] {
  if (!isSearchTerm(term)) return [...items];
  const t = normalize(term.trim());
  return items.filter((i) => normalize(i.question).includes(t) || normalize(i.answer.replace(/<[^>]*>/g, ' ')).includes(t));
}
