/**
 * Whether this render must equal the HTML the server drew (src/entry-server.tsx): true on the server and
 * during the browser's hydration of that HTML, false afterwards and in a page the browser draws alone.
 * What only the browser knows (its storage) shows after that first render.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useServerSnapshot(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
