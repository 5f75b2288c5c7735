/**
 * A failure the page cannot go on from (spec 001 §8 "Timeline failures in
 * edit mode: rethrown to the general handler"): thrown from a view, the
 * route's error page shows its pt-BR message. Any other error shows the
 * generic 'Um erro ocorreu, tente novamente'.
 */
export class GeneralFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeneralFailure';
  }
}

/** What the error page says about an error: a general failure's own message, else nothing beyond the generic title. */
export function generalFailureMessage(error: unknown): string | null {
  return error instanceof GeneralFailure && error.message ? error.message : null;
}
