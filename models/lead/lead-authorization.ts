/**
 * The seller's lead authorization (spec 000 §2 query parameters
 * `authorization`, `cpf`, `leadId`; 001 §6 "Seller", §7 the timeline's
 * "Authorization seller value" and the lead update's "seller authorization
 * header"): a signed value that lets one seller edit one lead for a while.
 *
 * Ours: the value is `v1.<leadId>.<seller account id>.<expiry in epoch
 * seconds>.<signature>`, the signature a base64url HMAC-SHA256 the server
 * makes with a secret only it knows (server/seller-leads/lead-authorization.ts).
 * It is bound to that lead and that seller, lasts 7 days and grants nothing
 * else: reading that lead's timeline and updating that lead. The parts are
 * readable by anyone; only the server can make or check the signature.
 */
import { object, pattern, string, type Infer } from 'superstruct';

export const LEAD_AUTHORIZATION_VERSION = 'v1';
/** How long an edit link works: 7 days. */
export const LEAD_AUTHORIZATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const ID = '[A-Za-z0-9_-]{1,80}';
/** The whole value: version, lead id, seller account id, expiry, signature (43 base64url characters). */
export const LEAD_AUTHORIZATION_PATTERN = new RegExp(`^${LEAD_AUTHORIZATION_VERSION}\\.${ID}\\.${ID}\\.[0-9]{1,12}\\.[A-Za-z0-9_-]{43}$`);

/** A lead authorization as it travels (header, address): shape only, the server checks the signature. */
export const LeadAuthorization = pattern(string(), LEAD_AUTHORIZATION_PATTERN);
export type LeadAuthorization = Infer<typeof LeadAuthorization>;

/** What a lead authorization says, once its signature is checked. */
export interface LeadAuthorizationClaims {
  leadId: string;
  /** The seller's account id (`users.id`), not their seller code. */
  sellerAccountId: string;
  /** When it stops working (epoch seconds). */
  expiresAt: number;
}

/** The text the signature covers: every claim, with the version and the purpose. */
export function leadAuthorizationPayload(claims: LeadAuthorizationClaims): string {
  return `lead-authorization:${LEAD_AUTHORIZATION_VERSION}:${claims.leadId}:${claims.sellerAccountId}:${claims.expiresAt}`;
}

/** Joins the claims and their signature into the value. */
export function formatLeadAuthorization(claims: LeadAuthorizationClaims, signature: string): string {
  return [LEAD_AUTHORIZATION_VERSION, claims.leadId, claims.sellerAccountId, String(claims.expiresAt), signature].join('.');
}

/** Reads the claims and the signature of a value of the right shape; null for anything else. */
export function parseLeadAuthorization(value: string): { claims: LeadAuthorizationClaims; signature: string } | null {
  if (!LEAD_AUTHORIZATION_PATTERN.test(value)) return null;
  const [, leadId, sellerAccountId, expires, signature] = value.split('.') as [string, string, string, string, string];
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(expiresAt)) return null;
  return { claims: { leadId, sellerAccountId, expiresAt }, signature };
}

/** `POST /api/seller/leads/{id}/edit-link`: the seller edit link and when it stops working. */
export const SellerEditLink = object({
  /** The link, relative to the site: `/?offerId=…&leadId=…&authorization=…` (no personal data: the server knows the lead's CPF). */
  href: string(),
  authorization: LeadAuthorization,
  /** ISO timestamp. */
  expiresAt: string(),
});
export type SellerEditLink = Infer<typeof SellerEditLink>;

/**
 * The seller edit link (spec 000 §2 names offerId, cpf, leadId and
 * authorization): the offer, the lead and the authorization made for that
 * lead, never the customer's CPF. A link ends up in browser history, server
 * logs and referrers; the page reads the lead's CPF from the server with the
 * seller signed in.
 */
export function sellerEditHref(input: { offerId: string; leadId: string; authorization: string }): string {
  const search = new URLSearchParams({ offerId: input.offerId, leadId: input.leadId, authorization: input.authorization });
  return `/?${search.toString()}`;
}
