/**
 * Where the browser says the visitor is (the location picker's "use my
 * location"): the Geolocation API, one reading. A browser without it, a
 * refused permission, or no position found reject with
 * `BrowserLocationRefused`, so the picker can say 'É necessário habilitar a
 * localização no browser' (spec 001 §8 "Generic").
 */
import { BrowserLocationRefused } from '../models/dealer/location';

export interface BrowserPosition {
  latitude: number;
  longitude: number;
}

/** How long the browser may take to find the position before the picker gives up (ours). */
export const BROWSER_LOCATION_TIMEOUT_MS = 10_000;

export function currentPosition(signal?: AbortSignal, geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<BrowserPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new BrowserLocationRefused('unavailable'));
      return;
    }
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => reject(new BrowserLocationRefused(e.code === e.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { timeout: BROWSER_LOCATION_TIMEOUT_MS, maximumAge: 600_000 },
    );
  });
}
