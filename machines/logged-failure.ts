/**
 * A call whose failure the spec logs and never shows as such (001 §8 "Logged
 * only": dealer, offer, featured-item, location and FAQ failures): the failure
 * is logged with the spec's message, then fails as before, so the chart still
 * tells the person what it tells them. A call the chart called off is not a failure.
 */
export async function loggedOnFailure<T>(message: string, signal: AbortSignal, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!signal.aborted) console.warn(message, err);
    throw err;
  }
}
