/**
 * Turns a superstruct failure into what a person reads: one pt-BR message
 * per field. A refinement that returned a message (our validators) keeps it.
 */
import type { StructError } from 'superstruct';

export const GENERIC_FIELD_MESSAGE = 'Valor inválido';
export const BAD_REQUEST_MESSAGE = 'Requisição inválida. Verifique os campos informados.';

export function describeStructError(error: StructError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const failure of error.failures()) {
    const path = failure.path.length > 0 ? failure.path.join('.') : '(corpo)';
    if (fields[path]) continue;
    fields[path] =
      failure.refinement && !failure.message.startsWith('Expected') ? failure.message : `${GENERIC_FIELD_MESSAGE}: ${path}`;
  }
  return { message: BAD_REQUEST_MESSAGE, fields };
}
