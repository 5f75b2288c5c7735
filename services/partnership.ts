/**
 * A partner's link (models/lead/partnership.ts): read from the landing
 * address as the app starts (the router drops the parameters from the
 * address afterwards), kept in the tab's session storage for the visit, so
 * the lead form of any offer the visitor opens carries it; and the call that
 * asks the server to open its token (`GET /api/partnership/token/decrypt`,
 * spec 001 §7).
 */
import { PARTNERSHIP_DECRYPT_PATH, PartnershipAnswer, isPartnerLink, partnerLinkFromSearch, type PartnerLink } from '../models/lead/partnership';
import type { Api } from './api';
import { answerOf, withSignal } from './http';

const PARTNER_LINK_KEY = 'FLUA_PARTNER_LINK';

/** Called once as the app starts: the landing address's partner link, kept for the visit (a new link replaces the one kept). */
export function rememberPartnerLink(win: Window = window): PartnerLink | null {
  const link = partnerLinkFromSearch(win.location.search);
  if (!link) return readPartnerLink(win);
  try {
    win.sessionStorage.setItem(PARTNER_LINK_KEY, JSON.stringify(link));
  } catch {
    // Storage unavailable (private mode): the link still serves the first page's lead.
  }
  landingLink = link;
  return link;
}

let landingLink: PartnerLink | null = null;

/** The visit's partner link, or null. */
export function readPartnerLink(win: Window = window): PartnerLink | null {
  try {
    const kept: unknown = JSON.parse(win.sessionStorage.getItem(PARTNER_LINK_KEY) ?? 'null');
    if (isPartnerLink(kept)) return kept;
  } catch {
    // Unreadable: none kept.
  }
  return landingLink;
}

/** `GET /api/partnership/token/decrypt?partner=…&value=…`: what the link's token holds, as the server opens it. */
export function decryptPartnership(api: Api, link: PartnerLink, signal?: AbortSignal): Promise<PartnershipAnswer> {
  const query = new URLSearchParams({ partner: link.partner, value: link.token });
  return api.http.url(`${PARTNERSHIP_DECRYPT_PATH}?${query.toString()}`).options(withSignal(signal)).get().json(answerOf(PartnershipAnswer));
}
