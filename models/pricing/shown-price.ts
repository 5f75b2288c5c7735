/**
 * A price as a person is shown it (spec 001 §8 "Generic": 'Valor não
 * disponível no momento'): a monthly price that cannot be computed (no plan
 * priced it, an answer without it, not whole centavos) is never shown as
 * "R$ 0,00" nor breaks the screen; the spec's message stands in its place.
 */
import { formatBRL } from '../common/money';
import { genericSpec } from '../labels/spec-generic';

/** Can this be shown as a price a person pays: whole centavos above zero. */
export function isPriceAvailable(centavos: unknown): centavos is number {
  return typeof centavos === 'number' && Number.isSafeInteger(centavos) && centavos > 0;
}

/** "R$ 2.499,90", or 'Valor não disponível no momento' when the price cannot be shown. */
export function priceOrUnavailable(centavos: number | null | undefined): string {
  return isPriceAvailable(centavos) ? formatBRL(centavos) : genericSpec.valueUnavailable;
}
