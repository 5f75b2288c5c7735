/**
 * Formatting for what a person reads (spec 001 §9 "Labels and formats"):
 * money through `formatBRL` (models/money.ts), dates DD/MM/YYYY through
 * date-fns with the pt-BR locale, title case for colour names.
 */
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { formatBRL } from './money';

export const DATE_FORMAT = 'dd/MM/yyyy';

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

/** DD/MM/YYYY, e.g. '2026-03-05' → '05/03/2026'; an unreadable date gives ''. */
export function formatDate(value: Date | string | number): string {
  const d = toDate(value);
  return isValid(d) ? format(d, DATE_FORMAT, { locale: ptBR }) : '';
}

/** DD/MM/YYYY HH:mm (admin card metadata, e.g. 'Publicado em'). */
export function formatDateTime(value: Date | string | number): string {
  const d = toDate(value);
  return isValid(d) ? format(d, `${DATE_FORMAT} HH:mm`, { locale: ptBR }) : '';
}

/** Month name in pt-BR, e.g. 'março'. */
export function formatMonthName(value: Date | string | number): string {
  const d = toDate(value);
  return isValid(d) ? format(d, 'LLLL', { locale: ptBR }) : '';
}

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

/** The optional price header '{plan months}X R$ {total price}'. */
export function formatPriceHeader(months: number, totalCentavos: number): string {
  return `${months}X ${formatBRL(totalCentavos)}`;
}

/**
 * The price header of the instalments a person pays, range by range, as the
 * summary shows them: one range '36X R$ 4.334,79'; a coupon for the first
 * months '3X R$ 4.034,79 + 33X R$ 4.334,79'.
 */
export function formatInstalmentsHeader(ranges: readonly { fromMonth: number; toMonth: number; amount: number }[]): string {
  return ranges.map((r) => formatPriceHeader(r.toMonth - r.fromMonth + 1, r.amount)).join(' + ');
}

/** '/mês' suffix price, e.g. 'R$ 2.499,90/mês'. */
export function formatMonthly(centavos: number): string {
  return `${formatBRL(centavos)}/mês`;
}

/** Percent in pt-BR, e.g. 1.49 → '1,49%', 5 → '5%'. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}
