/**
 * Title case for the names a person reads (spec 001 §9 "Labels and
 * formats"): colour names. Apart from models/common/format.ts so that a page
 * showing no date does not load date-fns.
 */

/** Words kept lower case inside a title-cased name. */
const LOWER_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'di', 'del']);

/**
 * Title case for colour names: 'VERMELHO MONTECARLO' → 'Vermelho Montecarlo',
 * 'CINZA DE PRATA' → 'Cinza de Prata', 'azul-marinho' → 'Azul-Marinho'.
 */
export function titleCase(name: string): string {
  return name
    .trim()
    .toLocaleLowerCase('pt-BR')
    .split(/\s+/)
    .map((word, i) =>
      i > 0 && LOWER_WORDS.has(word)
        ? word
        : word
            .split('-')
            .map((part) => part.charAt(0).toLocaleUpperCase('pt-BR') + part.slice(1))
            .join('-'),
    )
    .join(' ');
}
