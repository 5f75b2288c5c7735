/**
 * Whether the details page is laid out in one column (a phone or a tablet,
 * ≤ 860 px): there the step's action lives in a bar at the bottom of the
 * screen instead of at the foot of the sticky summary.
 */
import { useSyncExternalStore } from 'react';
import { TABLET_MAX } from '../theme/breakpoints';

const QUERY = `screen and (max-width: ${TABLET_MAX}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function narrow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrow, () => false);
}
