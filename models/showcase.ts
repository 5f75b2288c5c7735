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
