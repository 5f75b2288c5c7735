/** Showcase rules (spec 000 §2 "Offer list", §9 "Cards"). */

export const SHOWCASE_DEFAULTS = {
  initialVisible: 6,
  increment: 6,
} as const;

/** Offers a search answered that the showcase shows: an `offerDeny` offer hides its card. */
export function showcaseOffers<T extends { id: string; offerDeny: boolean }>(offers: readonly T[], denyList: readonly string[] = []): T[] {
  const deny = new Set(denyList);
  return offers.filter((o) => !o.offerDeny && !deny.has(o.id));
}

/** How many cards show after one more 'VER MAIS VEÍCULOS'. */
export function nextVisibleCount(visible: number, increment: number, total: number): number {
  return Math.min(visible + increment, total);
}

export function hasMoreOffers(visible: number, total: number): boolean {
  return visible < total;
}

/** The furthest showcase page an address may name (its cards fit one search answer). */
export const SHOWCASE_MAX_PAGE = 80;

/** How many cards page `page` shows: the first `initial`, then `increment` more for each 'VER MAIS VEÍCULOS'. */
export function visibleCountOfPage(page: number, initial: number, increment: number): number {
  return initial + Math.max(0, Math.min(page, SHOWCASE_MAX_PAGE) - 1) * increment;
}

/** The page a number of shown cards is on (the first for `initial` or fewer). */
export function pageOfVisibleCount(visible: number, initial: number, increment: number): number {
  return visible <= initial || increment <= 0 ? 1 : Math.min(1 + Math.ceil((visible - initial) / increment), SHOWCASE_MAX_PAGE);
}
