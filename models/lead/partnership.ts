/**
 * Partnerships (spec 001 §7 `GET partnership/token/decrypt` with query
 * partner and value; 000 §3 the lead's partnership, partnershipValue,
 * partnerSellerId, renewal, referralLink).
 *
 * A partner's site links to ours with its name and a token it sealed for the
 * visitor: `/?offerId=…&partner=<name>&partnerToken=<token>`. The token is
 * AES-256-GCM under the partner's own key (server/partnerships/), bound to
 * the partner's name, with an expiry; only the server opens it. The page asks
 * the server to open it (`PARTNERSHIP_DECRYPT_PATH`) and, when it is valid,
 * sends the partner's name and the token with the lead; the server opens the
 * token again as it writes the lead and fills the lead's partnership fields
 * from it alone (the browser's word is never taken). A token that fails is
 * logged by the page and the lead goes without a partnership.
 */
import { boolean, integer, min, object, optional, pattern, size, string, type Infer } from 'superstruct';

export const PARTNERSHIP_DECRYPT_PATH = '/api/partnership/token/decrypt';

/** The address's parameters of a partner's link. */
export const PARTNER_PARAM = 'partner';
export const PARTNER_TOKEN_PARAM = 'partnerToken';

/** A partner's name: lower-case letters, digits and '-' (it is also the configuration's key). */
export const PARTNER_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/**
 * A sealed token: `v1.<iv>.<ciphertext>.<tag>`, base64url (a 12-byte IV, a
 * 16-byte tag). At most 2000 characters, as an address carries it.
 */
export const PARTNER_TOKEN_PATTERN = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{2,1900}\.[A-Za-z0-9_-]{22}$/;

export const PartnerName = pattern(string(), PARTNER_NAME_PATTERN);
export const PartnerToken = size(pattern(string(), PARTNER_TOKEN_PATTERN), 1, 2000);

/** `GET /api/partnership/token/decrypt?partner=…&value=…` (the spec's query names). */
export const PartnershipDecryptQuery = object({ partner: PartnerName, value: PartnerToken });
export type PartnershipDecryptQuery = Infer<typeof PartnershipDecryptQuery>;

/** What a partner's token holds once opened (the partner writes it; short keys keep the address short). */
export const PartnerTokenPayload = object({
  /** The customer's value at the partner (a membership or policy number): the lead's `partnershipValue`. */
  v: size(string(), 1, 200),
  /** The partner's seller who referred the customer: `partnerSellerId`. */
  s: optional(size(pattern(string(), /^[A-Za-z0-9._-]+$/), 1, 80)),
  /** A renewal of a subscription the customer holds through the partner: `renewal`. */
  r: optional(boolean()),
  /** The partner's page the customer came from: `referralLink` (https only). */
  l: optional(size(pattern(string(), /^https:\/\/[^\s]+$/), 1, 2000)),
  /** Until when the token is good: seconds since 1970 (UTC). */
  exp: min(integer(), 0),
});
export type PartnerTokenPayload = Infer<typeof PartnerTokenPayload>;

/** The decrypt call's answer: the lead's partnership fields, and until when the token is good. */
export const PartnershipAnswer = object({
  partnership: PartnerName,
  partnershipValue: size(string(), 1, 200),
  partnerSellerId: optional(string()),
  renewal: boolean(),
  referralLink: optional(string()),
  expiresAt: string(),
});
export type PartnershipAnswer = Infer<typeof PartnershipAnswer>;

/** The lead's partnership fields (000 §3), as the server fills them from an opened token. */
export interface LeadPartnershipFields {
  partnership: string;
  partnershipValue: string;
  partnerSellerId?: string;
  renewal: boolean;
  referralLink?: string;
}

/** The partnership fields a token's payload gives the lead of a partner. */
export function leadPartnershipFields(partner: string, payload: PartnerTokenPayload): LeadPartnershipFields {
  return {
    partnership: partner,
    partnershipValue: payload.v,
    ...(payload.s ? { partnerSellerId: payload.s } : {}),
    renewal: payload.r === true,
    ...(payload.l ? { referralLink: payload.l } : {}),
  };
}

/** A partner's link as the page keeps it for the visit: the partner's name and its token. */
export interface PartnerLink {
  partner: string;
  token: string;
}

/** The partner's link an address carries (`?partner=…&partnerToken=…`), or null when it carries none or a malformed one. */
export function partnerLinkFromSearch(search: string): PartnerLink | null {
  const params = new URLSearchParams(search);
  const partner = params.get(PARTNER_PARAM)?.trim() ?? '';
  const token = params.get(PARTNER_TOKEN_PARAM)?.trim() ?? '';
  return isPartnerLink({ partner, token }) ? { partner, token } : null;
}

/** A well-formed link (its token still has to be opened by the server). */
export function isPartnerLink(value: unknown): value is PartnerLink {
  if (!value || typeof value !== 'object') return false;
  const { partner, token } = value as Record<string, unknown>;
  return typeof partner === 'string' && typeof token === 'string' && PARTNER_NAME_PATTERN.test(partner) && token.length <= 2000 && PARTNER_TOKEN_PATTERN.test(token);
}

/** What the lead form knows once the server opened the link's token: the link (sent with the lead) and what it holds. */
export interface VerifiedPartnership {
  link: PartnerLink;
  answer: PartnershipAnswer;
}

/** The fields a lead carries for its partnership: the partner's name and the token, which the server opens again. */
export function leadPartnershipRequest(verified: VerifiedPartnership | null): { partnership?: string; partnerToken?: string } {
  return verified ? { partnership: verified.link.partner, partnerToken: verified.link.token } : {};
}
