/**
 * Typing money in R$ (pt-BR): the field shows "1.234,56" and the draft keeps
 * integer centavos. The mask fills from the right, as Brazilian cash
 * registers do: typing 1, 2, 3, 4, 5 shows "1,23 → 12,34 → 123,45".
 */
import type { MaskedValue } from './masks';
import { formatDecimal } from './money';

/** The most a price field takes: R$ 99.999.999,99. */
export const MAX_MONEY_DIGITS = 10;

/** The mask of a money field: digits only, two decimals, thousands dots; the caret stays at the same distance from the end. */
export function maskMoney(value: string, caret: number = value.length): MaskedValue {
  const digitsAfterCaret = value.slice(Math.max(0, Math.min(caret, value.length))).replace(/\D/g, '').length;
  const digits = value.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_MONEY_DIGITS);
  if (digits === '') return { value: '', caret: 0 };
  const out = formatDecimal(Number(digits));
  // Put the caret before the same number of digits it had after it.
  let pos = out.length;
  let seen = 0;
  while (pos > 0 && seen < Math.min(digitsAfterCaret, digits.length)) {
    pos--;
    if (/\d/.test(out[pos]!)) seen++;
  }
  return { value: out, caret: pos };
}

/**
 * The centavos a money field holds, or null when it holds no amount.
 * Accepts what the mask writes ("1.234,56") and what a person may paste
 * ("R$ 1.234,56", "1234,5", "1234").
 */
export function parseMoney(text: string): number | null {
  const clean = text.replace(/R\$|\s|\u00a0/g, '');
  if (clean === '') return null;
  const m = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(clean);
  if (!m) return null;
  const reais = Number(m[1]!.replace(/\./g, ''));
  const cents = Number((m[2] ?? '').padEnd(2, '0'));
  const value = reais * 100 + cents;
  return Number.isSafeInteger(value) ? value : null;
}

/** The text a money field shows for centavos ("" for none). */
export function moneyText(centavos: number | null | undefined): string {
  return centavos == null ? '' : formatDecimal(centavos);
}

/** A decimal typed the pt-BR way ("1,49") as a number, or null. */
export function parseDecimal(text: string): number | null {
  const clean = text.trim().replace(/\./g, '').replace(',', '.');
  if (clean === '' || !/^\d+(\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

/** A number written the pt-BR way (1.49 → "1,49"). */
export function decimalText(value: number | null | undefined): string {
  return value == null ? '' : String(value).replace('.', ',');
}
