/**
 * The Idempotency-Key a write sends: the one its chart kept as the write
 * began (the event that started it carried it, minted by the view). A write
 * without one is a bug in the chart, and says so.
 */
export function writeKey(key: string | null, write: string): string {
  if (key === null) throw new Error(`${write}: no Idempotency-Key kept for the write`);
  return key;
}
