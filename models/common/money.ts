/**
 * Money is integer centavos everywhere; this is its one module. Formatting
 * goes through one Intl.NumberFormat (pt-BR, BRL): "R$ 2.499,90" with a
 * non-breaking space. Typing money in R$ (pt-BR): a price field shows
 * "1.234,56" and fills from the right, as Brazilian cash registers do
 * (1, 2, 3, 4, 5 shows "1,23 → 12,34 → 123,45"); the initial payment's
 * input reads digits as centavos, clamped to 0 … 2^53 − 1.
 */
import type { MaskedValue } from './masks';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats integer centavos as BRL, e.g. 249990 → "R$ 2.499,90". */
export function formatBRL(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`centavos must be a safe integer: ${centavos}`);
  // Split into reais and centavos so no binary fraction is ever formatted.
  const negative = centavos < 0;
  const abs = Math.abs(centavos);
  const reais = Math.trunc(abs / 100);
  const cents = abs % 100;
  const parts = brl.formatToParts(reais);
  const out = parts
    .map((p) => (p.type === 'fraction' ? String(cents).padStart(2, '0') : p.value))
    .join('');
  return negative ? `-${out}` : out;
}

/** Formats centavos as a bare number "2.499,90" (no currency symbol). */
export function formatDecimal(centavos: number): string {
  return formatBRL(centavos).replace(/^-?R\$\u00a0/, (m) => (m.startsWith('-') ? '-' : ''));
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

// ───────────────────────────── typing money ─────────────────────────────

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

/** The largest amount the money input keeps: 2^53 − 1 (spec 001 §5.4). */
export const MONEY_INPUT_MAX = Number.MAX_SAFE_INTEGER;

/** A typed amount, clamped to 0 … 2^53 − 1. */
export function clampMoney(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.min(Math.floor(amount), MONEY_INPUT_MAX);
}

/**
 * The money input's value from what was typed: digits only (no sign, so
 * never negative), read as centavos ('150000' → R$ 1.500,00), clamped.
 */
export function moneyFromInput(text: string): number {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return 0;
  if (digits.length > 16) return MONEY_INPUT_MAX;
  return clampMoney(Number(digits));
}

const EDITING_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', 'Escape']);

/** The money input accepts only non-negative keys: digits and editing keys (shortcuts pass). */
export function isMoneyKey(key: string, withModifier = false): boolean {
  return withModifier || /^[0-9]$/.test(key) || EDITING_KEYS.has(key);
}
