/**
 * The tracking values a lead carries, read in the browser: the landing
 * address's UTM values (kept for the visit) and its gclid (in the gclid
 * cookie for 90 days), the referer and the page, and the analytics ids
 * (GA client id from the `_ga` cookie, the page's GA tracking id, the data
 * layer's analytics user id). Light on
 * purpose: the app remembers the landing address when it starts
 * (`rememberLanding`, nothing stored) and keeps its values only once the
 * visitor allows advertising (`captureLandingTracking`); without that
 * consent `readTracking` answers nothing and `forgetLandingTracking` removes
 * what was kept. Also here: the visitor's cookie choice (strictly necessary
 * storage) and the data layer.
 */
import { GCLID_COOKIE, GCLID_COOKIE_DAYS } from '../models/app/storage';
import {
  CONSENT_STORAGE_KEY,
  MISSING_DATA_LAYER_MESSAGE,
  allowsAdvertising,
  allowsAnalytics,
  parseConsentChoice,
  utmFromSearch,
  type ConsentChoice,
  type DataLayerEntry,
  type LeadTracking,
  gaClientIdOf,
  gaUserIdOf,
  type AnalyticsIds,
} from '../models/common/tracking';

const TRACKING_STORAGE_KEY = 'FLUA_LEAD_TRACKING';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

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

/** The landing address, as the app started (before the router rewrites it): kept in memory only. */
export interface Landing {
  search: string;
  href: string;
  referrer: string;
}

let landing: Landing | null = null;

/** Called once when the app starts: remembers the landing address in memory (nothing is stored). */
export function rememberLanding(win: Window = window): Landing {
  landing = { search: win.location.search, href: win.location.href, referrer: win.document.referrer };
  return landing;
}

/**
 * Once the visitor allows advertising: keeps the landing address's UTM
 * values (for this visit) and its `gclid` (in the gclid cookie for 90 days).
 */
export function captureLandingTracking(win: Window = window, from: Landing | null = landing): void {
  if (!from) return;
  try {
    const utm = utmFromSearch(from.search);
    const referer = from.referrer || undefined;
    if (Object.keys(utm).length > 0 || referer) {
      win.sessionStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ utm, referer, retUrl: from.href }));
    }
    const gclid = new URLSearchParams(from.search).get('gclid');
    if (gclid && /^[A-Za-z0-9_-]{1,400}$/.test(gclid)) {
      const expires = new Date(Date.now() + GCLID_COOKIE_DAYS * 86_400_000).toUTCString();
      win.document.cookie = `${GCLID_COOKIE}=${encodeURIComponent(gclid)}; expires=${expires}; path=/; SameSite=Lax`;
    }
  } catch {
    // Storage may be unavailable (private mode): tracking is best effort.
  }
}

/** Without the advertising consent: the kept UTM values and the gclid cookie go. */
export function forgetLandingTracking(win: Window = window): void {
  try {
    win.sessionStorage.removeItem(TRACKING_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
  if (readCookie(win.document, GCLID_COOKIE) !== undefined) {
    win.document.cookie = `${GCLID_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  }
}

/** The visitor's stored cookie choice, or null. */
export function readConsentChoice(win: Window = window): ConsentChoice | null {
  try {
    return parseConsentChoice(win.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Keeps the visitor's cookie choice (strictly necessary storage). */
export function storeConsentChoice(choice: ConsentChoice, win: Window = window): void {
  try {
    win.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage unavailable: the banner asks again on the next visit.
  }
}

/**
 * The analytics ids of the page (with the visitor's analytics consent): the
 * `_ga` cookie's client id, the page's GA tracking id and the analytics user
 * id the data layer was given (`user_id`, models/common/tracking.ts `gaUserIdOf`).
 */
export function readAnalyticsIds(win: Window = window): AnalyticsIds {
  if (!allowsAnalytics(readConsentChoice(win))) return {};
  const trackId = win.document.querySelector<HTMLMetaElement>('meta[name="flua:ga-tracking-id"]')?.content?.trim();
  return {
    gaclientid: gaClientIdOf(readCookie(win.document, '_ga')),
    gatrackid: trackId && /^[A-Z]{1,3}-[A-Z0-9-]{4,40}$/.test(trackId) ? trackId : undefined,
    gauserid: gaUserIdOf(win.dataLayer),
  };
}

let dataLayerMissingLogged = false;

/** Writes entries to the page's data layer; a missing data layer is logged once (spec 001 §8) and created. */
export function writeDataLayer(entries: readonly DataLayerEntry[], win: Window = window): void {
  if (entries.length === 0) return;
  if (!Array.isArray(win.dataLayer)) {
    if (!dataLayerMissingLogged) console.error(MISSING_DATA_LAYER_MESSAGE);
    dataLayerMissingLogged = true;
    win.dataLayer = [];
  }
  for (const entry of entries) win.dataLayer.push({ ...entry });
}

/**
 * The tracking values a lead carries, as the visitor allows: with the
 * advertising consent the landing UTMs, the gclid cookie, the referer and
 * the page; with the analytics consent the analytics ids; else nothing.
 */
export function readTracking(win: Window = window): LeadTracking {
  const ids = readAnalyticsIds(win);
  const analytics = {
    ...(ids.gaclientid ? { gaclientid: ids.gaclientid } : {}),
    ...(ids.gatrackid ? { gatrackid: ids.gatrackid } : {}),
    ...(ids.gauserid ? { gauserid: ids.gauserid } : {}),
  };
  if (!allowsAdvertising(readConsentChoice(win))) return { utm: {}, ...analytics };
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
    ...analytics,
  };
}
