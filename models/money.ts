/**
 * Money is integer centavos everywhere. Formatting goes through one
 * Intl.NumberFormat (pt-BR, BRL): "R$ 2.499,90" with a non-breaking space.
 */
/** The largest amount the money input keeps: 2^53 − 1 (spec 001 §5.4). */
export const MONEY_INPUT_MAX = Number.MAX_SAFE_INTEGER;

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
