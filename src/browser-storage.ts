import { LOCATION_STORAGE_KEY, type StoredLocation } from '../models/dealer/location';

/** The browser's local storage, or null where the browser refuses it (private modes, blocked storage). */
export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers the visitor's location (the showcase's picker, or a city chosen in the lead step): the next page opens with it. */
export function rememberLocation(location: StoredLocation): void {
  storage()?.setItem(LOCATION_STORAGE_KEY, JSON.stringify(location));
}
