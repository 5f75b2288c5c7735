/**
 * Long admin lists read a page at a time (the offer manager, the outbox):
 * pages count from 1, a page past the end shows the last one, an empty
 * list has one (empty) page.
 */

/** How many pages a list of `total` items has, `size` a page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** The page that exists nearest to the one asked for. */
export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, size));
}

/** The items of one page. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  const p = clampPage(page, items.length, size);
  return items.slice((p - 1) * size, p * size);
}

/** Which items a page shows, counted from 1 ('13–24 de 43'); none for an empty list. */
export function pageRange(page: number, total: number, size: number): { from: number; to: number } | null {
  if (total === 0) return null;
  const p = clampPage(page, total, size);
  return { from: (p - 1) * size + 1, to: Math.min(total, p * size) };
}
