/** The spec's strings of its part `generic` (the catalogue: spec.ts). */
import { NO_RESULTS, ERROR, VALUE_UNAVAILABLE } from './spec-words';

/** Generic messages (spec 001 §8 "Generic"). */
export const genericSpec = {
  error: ERROR,
  noResults: NO_RESULTS,
  enableLocation: 'É necessário habilitar a localização no browser',
  valueUnavailable: VALUE_UNAVAILABLE,
  confirmOk: 'OK',
};
