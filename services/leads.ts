/**
 * Lead calls (spec 001 §7 "Leads and proposals"): the rental lead (v2, or
 * create-rental-lead in the new layout), the company lead and the B2E
 * employee check, over the app's one wretch client. Every lead POST carries
 * an Idempotency-Key, so the client's retry policy may repeat it (a lost
 * answer or a 5xx never makes a second lead). Also the tracking values read
 * from the landing address and the gclid cookie (90 days).
 */
import { pushToDataLayer } from './details';
import { EmployeeValidationAnswer, LeadCreateAnswer, type EmployeeValidationRequest, type RentalPjLead } from '../models/lead';
import { utmFromSearch, type LeadTracking } from '../models/lead-form';
import type { LeadSubmission } from '../models/lead-submission';
import { GCLID_COOKIE, GCLID_COOKIE_DAYS } from '../models/storage';
import type { Api } from './api';
import { IDEMPOTENCY_HEADER, SAFE_READ, answerOf, withSignal } from './http';

export type LeadPath = '/api/v2/lead' | '/api/create-rental-lead' | '/api/leads/flua/create';

/** A fresh Idempotency-Key (random UUID). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export function postLead(api: Api, path: LeadPath, lead: LeadSubmission, idempotencyKey: string, signal?: AbortSignal): Promise<LeadCreateAnswer> {
  return api.http.url(path).headers({ [IDEMPOTENCY_HEADER]: idempotencyKey }).options(withSignal(signal)).post(lead).json(answerOf(LeadCreateAnswer));
}

export function postCompanyLead(api: Api, lead: Partial<RentalPjLead>, idempotencyKey: string, signal?: AbortSignal): Promise<LeadCreateAnswer> {
  return api.http
    .url('/api/leads/pj')
    .headers({ [IDEMPOTENCY_HEADER]: idempotencyKey })
    .options(withSignal(signal))
    .post(lead)
    .json(answerOf(LeadCreateAnswer));
}

/** `POST /api/employee/validate` {sap_id, cpf}: `data.active`. The check only reads, so it may be repeated. */
export async function validateEmployee(api: Api, request: EmployeeValidationRequest, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.http
    .url('/api/employee/validate')
    .options({ ...SAFE_READ, ...withSignal(signal) })
    .post(request)
    .json(answerOf(EmployeeValidationAnswer));
  return answer.data.active;
}

// ───────────────────────────── tracking ─────────────────────────────

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

/** The page event the new layout publishes a created lead on. */
export const LEAD_PUBLISHED_EVENT = 'flua:lead-published';

/**
 * New layout (spec 001 §7): publishes the created lead's ids to the page.
 * The page's own scripts get lead id, product lead id, dealer id and CPF in
 * a `flua:lead-published` event; the data layer (analytics) gets the ids
 * only, never the CPF.
 */
export function publishLeadIds(lead: { leadId: string; productLeadId: string; dealerId: string; cpf: string | null }, win: Window = window): void {
  win.dispatchEvent(new CustomEvent(LEAD_PUBLISHED_EVENT, { detail: { ...lead } }));
  pushToDataLayer({ event: 'leadPublished', leadId: lead.leadId, productLeadId: lead.productLeadId, dealerId: lead.dealerId }, win);
}
