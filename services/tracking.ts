/**
 * The tracking values a lead carries, read in the browser: the landing
 * address's UTM values (kept for the visit) and its gclid (in the gclid
 * cookie for 90 days), the referer and the page. Light on purpose: the app
 * calls `captureLandingTracking` when it starts.
 */
import { GCLID_COOKIE, GCLID_COOKIE_DAYS } from '../models/storage';
import { utmFromSearch, type LeadTracking } from '../models/tracking';

const TRACKING_STORAGE_KEY = 'FLUA_LEAD_TRACKING';

function readCookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return undefined;
}

/**
 * Called once when the app starts: keeps the landing address's UTM values
 * (for this visit) and its `gclid` (in the gclid cookie for 90 days), before
 * the router rewrites the address.
 */
export function captureLandingTracking(win: Window = window): void {
  try {
    const utm = utmFromSearch(win.location.search);
    const referer = win.document.referrer || undefined;
    if (Object.keys(utm).length > 0 || referer) {
      win.sessionStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ utm, referer, retUrl: win.location.href }));
    }
    const gclid = new URLSearchParams(win.location.search).get('gclid');
    if (gclid && /^[A-Za-z0-9_-]{1,400}$/.test(gclid)) {
      const expires = new Date(Date.now() + GCLID_COOKIE_DAYS * 86_400_000).toUTCString();
      win.document.cookie = `${GCLID_COOKIE}=${encodeURIComponent(gclid)}; expires=${expires}; path=/; SameSite=Lax`;
    }
  } catch {
    // Storage may be unavailable (private mode): tracking is best effort.
  }
}

/** The tracking values a lead carries: the landing UTMs, the gclid cookie, the referer and the page. */
export function readTracking(win: Window = window): LeadTracking {
  let stored: Partial<LeadTracking>;
  try {
    stored = JSON.parse(win.sessionStorage.getItem(TRACKING_STORAGE_KEY) ?? '{}') as Partial<LeadTracking>;
  } catch {
    stored = {};
  }
  const utm = { ...(stored.utm ?? {}), ...utmFromSearch(win.location.search) };
  return {
    utm,
    gclid: readCookie(win.document, GCLID_COOKIE),
    referer: stored.referer ?? (win.document.referrer || undefined),
    retUrl: win.location.href,
  };
}
