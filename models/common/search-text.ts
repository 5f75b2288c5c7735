/**
 * The one way the site compares a search term with text: case and accents
 * ignored, as Brazilians often type without them ('credito' finds
 * 'crédito', 'barao' finds 'Barão', 'SAO PAULO' finds 'São Paulo'), spaces
 * collapsed. Every list search (FAQ, dealers, the admin's offers) goes
 * through `foldForSearch`.
 */

/** Text as searched: decomposed, its combining marks removed, lower case, runs of white space as one space, trimmed. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` holds `term`, case and accents ignored (an empty term is in every text). */
export function holdsSearchTerm(text: string, term: string): boolean {
  return foldForSearch(text).includes(foldForSearch(term));
}
