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

/**
 * Can trying the same call again help? A failure without an answer (the
 * network), a timeout, too many requests or a server error: yes. An answer
 * that the thing is not there or the request cannot be (404, 400, 403…): no,
 * so a page offers no 'Tentar novamente' for it.
 */
export function isRetryableFailure(status: number | undefined): boolean {
  return status === undefined || status === 408 || status === 429 || status >= 500;
}
