/**
 * What the list view tells its chart about the window: the viewport (mobile
 * ≤ 720 px) and, in infinite-scroll mode, how far the list's end is from
 * the window's bottom. The chart throttles and decides. And when a card
 * comes near the screen (its chart then asks for its photos).
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { Viewport } from '../../models/showcase/showcase-modes';
import { MOBILE_MAX } from '../theme/breakpoints';

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX}px)`;

export function currentViewport(): Viewport {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop';
}

export function useViewportSync(viewport: Viewport, onChange: (viewport: Viewport) => void): void {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(MOBILE_QUERY);
    const report = () => {
      const now: Viewport = query.matches ? 'mobile' : 'desktop';
      if (now !== viewport) onChange(now);
    };
    report();
    query.addEventListener('change', report);
    return () => query.removeEventListener('change', report);
  }, [viewport, onChange]);
}

export function useInfiniteScroll(list: RefObject<HTMLElement | null>, active: boolean, onScrolled: (distanceToEnd: number) => void): void {
  useEffect(() => {
    if (!active) return;
    const report = () => {
      const el = list.current;
      if (!el) return;
      onScrolled(Math.round(el.getBoundingClientRect().bottom - window.innerHeight));
    };
    window.addEventListener('scroll', report, { passive: true });
    window.addEventListener('resize', report, { passive: true });
    return () => {
      window.removeEventListener('scroll', report);
      window.removeEventListener('resize', report);
    };
  }, [list, active, onScrolled]);
}

/** How near the screen an element counts as coming into view: about a card's height below (or beside) it. */
const NEAR_SCREEN_MARGIN = '400px';

/**
 * While `active`, calls `onNear` once `element` comes within NEAR_SCREEN_MARGIN of the screen (an
 * IntersectionObserver); at once where the browser has none.
 */
export function useNearScreen(element: RefObject<Element | null>, active: boolean, onNear: () => void): void {
  useEffect(() => {
    if (!active) return;
    const el = element.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [element, active, onNear]);
}

/**
 * Coming back to the list from an offer: once the card of `offerId` is on the
 * page, it is scrolled to the middle of the screen and its button gets the
 * keyboard focus, once per card.
 */
export function useRevealCard(list: RefObject<HTMLElement | null>, offerId: string | null, shown: readonly { id: string }[]): void {
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!offerId || revealed.current === offerId || !shown.some((o) => o.id === offerId)) return;
    const card = list.current?.querySelector<HTMLElement>(`[data-testid="offer-card"][data-offer-id="${offerId}"]`);
    if (!card) return;
    revealed.current = offerId;
    card.scrollIntoView?.({ block: 'center' });
    card.querySelector<HTMLElement>('[data-testid="card-details-button"]')?.focus({ preventScroll: true });
  }, [list, offerId, shown]);
}
