/**
 * Signs and checks the seller's lead authorization (models/lead/lead-authorization.ts):
 * HMAC-SHA256 over the lead id, the seller's account id and the expiry, with
 * a server secret. The secret is LEAD_AUTHORIZATION_SECRET when set (at
 * least 32 characters); otherwise one is generated once and kept in the
 * database (`server_secrets`), so every process of that database signs alike
 * and a restart does not void the links already given out.
 *
 * Each link given out is also kept (`lead_edit_links`: the SHA-256 of the
 * value, with the session that made it): a link lives as long as the session
 * of the seller that made it, and at most its 7 days. Signing out (or the
 * session's expiry or idleness) ends it.
 *
 * A value is accepted only when its signature holds, it has not expired, it
 * names the lead asked about, the session that made it is still live, the
 * signed-in seller (if any) is the one it was made for, and that seller still
 * serves the lead's dealer. To write (`use: 'write'`), the link's seller must
 * be signed in: the link alone, or with anyone else's session, writes nothing.
 * Each refusal has its own code and pt-BR message (401 when the seller must
 * sign in, else 403).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SELLER, hasRole, type SessionUser } from '../../models/account/auth';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import {
  LEAD_AUTHORIZATION_PATTERN,
  LEAD_AUTHORIZATION_TTL_MS,
  formatLeadAuthorization,
  leadAuthorizationPayload,
  parseLeadAuthorization,
  type LeadAuthorizationClaims,
} from '../../models/lead/lead-authorization';
import type { Database } from '../db/database';
import { secretOf } from '../db/server-secrets';
import { HttpError } from '../http/route';
import { readSessionToken } from '../http/cookies';
import type { Sessions } from '../plugins/sessions';

const SECRET_NAME = 'lead_authorization';
const MIN_SECRET_LENGTH = 32;

export const AUTHORIZATION_ERRORS = {
  missing: 'authorization_missing',
  invalid: 'authorization_invalid',
  expired: 'authorization_expired',
  otherLead: 'authorization_other_lead',
  otherSeller: 'authorization_other_seller',
  sellerGone: 'authorization_seller_gone',
  sessionEnded: 'authorization_session_ended',
  signInToSave: 'authorization_sign_in_to_save',
  sellerOnly: 'authorization_seller_only',
} as const;
type Refusal = keyof typeof AUTHORIZATION_ERRORS;

const refuse = (why: Refusal) => new HttpError(why === 'signInToSave' ? 401 : 403, AUTHORIZATION_ERRORS[why], leadDeskLabels.authorization[why]);

export interface LeadAuthorizerOptions {
  /** LEAD_AUTHORIZATION_SECRET; when unset, a generated secret kept in the database. */
  secret?: string | undefined;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** The seller a checked authorization speaks for. */
export interface AuthorizedSeller {
  claims: LeadAuthorizationClaims;
  sellerAccountId: string;
  sellerId: string;
  dealerCode: string;
}

/** Who presents a value: the signed-in person (null: nobody) and their session's token. */
export interface AuthorizationCaller {
  user: SessionUser | null;
  sessionToken?: string | undefined;
}

/** What the value is used for: reading the lead's terms, or saving a new version (the link's seller signed in). */
export type AuthorizationUse = 'read' | 'write';

export interface LeadAuthorizer {
  /** A new authorization for this lead and this seller, made in the seller's session `sessionToken`: it works for 7 days at most, while that session lives. */
  sign(input: { leadId: string; sellerAccountId: string; sessionToken: string }): Promise<{ authorization: string; expiresAt: Date }>;
  /**
   * Checks a value for the lead `leadId` of the dealer `dealerCode`, shown
   * by `caller`, for `use`. Throws a 401/403 HttpError when it does not hold.
   */
  verify(value: string | undefined, lead: { leadId: string; dealerCode: string }, caller: AuthorizationCaller, use: AuthorizationUse): Promise<AuthorizedSeller>;
}

const authorizationHash = (value: string) => createHash('sha256').update(value).digest('hex');

/** `sessions`: the app's (`app.sessions`), to tie each link to the live session that made it. */
export function createLeadAuthorizer(db: Database, sessions: Sessions, options: LeadAuthorizerOptions = {}): LeadAuthorizer {
  const configured = options.secret?.trim();
  if (configured !== undefined && configured !== '' && configured.length < MIN_SECRET_LENGTH) {
    throw new Error(`LEAD_AUTHORIZATION_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
  }
  const now = options.now ?? (() => new Date());
  const key = secretOf(db, SECRET_NAME, configured || undefined);
  const signature = async (claims: LeadAuthorizationClaims) =>
    createHmac('sha256', await key()).update(leadAuthorizationPayload(claims)).digest('base64url');

  return {
    async sign({ leadId, sellerAccountId, sessionToken }) {
      const expiresAt = new Date(now().getTime() + LEAD_AUTHORIZATION_TTL_MS);
      const claims = { leadId, sellerAccountId, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
      const authorization = formatLeadAuthorization(claims, await signature(claims));
      // The links of sessions that ended went with them; those past their expiry go now.
      await db.query('DELETE FROM lead_edit_links WHERE expires_at <= $1', [now().toISOString()]);
      await db.query('INSERT INTO lead_edit_links (authorization_hash, lead_id, seller_user_id, session_token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        authorizationHash(authorization),
        leadId,
        sellerAccountId,
        sessions.tokenHash(sessionToken),
        new Date(claims.expiresAt * 1000).toISOString(),
      ]);
      return { authorization, expiresAt: new Date(claims.expiresAt * 1000) };
    },

    async verify(value, lead, caller, use) {
      if (!value) throw refuse('missing');
      const trimmed = value.trim();
      const parsed = parseLeadAuthorization(trimmed);
      if (!parsed) throw refuse('invalid');
      const expected = Buffer.from(await signature(parsed.claims));
      const given = Buffer.from(parsed.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refuse('invalid');
      const { claims } = parsed;
      if (now().getTime() >= claims.expiresAt * 1000) throw refuse('expired');
      if (claims.leadId !== lead.leadId) throw refuse('otherLead');
      const user = caller.user;
      if (user && hasRole(user, SELLER) && user.id !== claims.sellerAccountId) throw refuse('otherSeller');
      if (use === 'write') {
        // Saving takes the link's seller, signed in: the link alone, or anyone else's session, writes nothing.
        if (!user) throw refuse('signInToSave');
        if (user.id !== claims.sellerAccountId) throw refuse('sellerOnly');
      }
      const { rows } = await db.query<{ seller_id: string | null; dealer_code: string | null; live: boolean }>(
        `SELECT u.seller_id, u.dealer_code,
                EXISTS (SELECT 1 FROM lead_edit_links l JOIN sessions s ON s.token_hash = l.session_token_hash
                         WHERE l.authorization_hash = $3 AND l.lead_id = $4 AND l.seller_user_id = u.id AND ${sessions.liveCondition('s')}) AS live
           FROM users u
           JOIN user_roles r ON r.user_id = u.id AND r.role = $2
          WHERE u.id = $1`,
        [claims.sellerAccountId, SELLER, authorizationHash(trimmed), claims.leadId],
      );
      const seller = rows[0];
      if (!seller?.seller_id || seller.dealer_code !== lead.dealerCode) throw refuse('sellerGone');
      if (!seller.live) throw refuse('sessionEnded');
      return { claims, sellerAccountId: claims.sellerAccountId, sellerId: seller.seller_id, dealerCode: seller.dealer_code };
    },
  };
}

/** The authorization a request carries: the `Authorization` header (a bare value or `Bearer <value>`). */
export function requestAuthorization(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  return value.replace(/^Bearer\s+/i, '').trim() || undefined;
}

/** Who presents a request's authorization: its signed-in person and session token. */
export function callerOf(request: FastifyRequest): AuthorizationCaller {
  return { user: request.sessionUser ?? null, sessionToken: readSessionToken(request) };
}

/**
 * The timeline's seller check (server/proposals/timeline-routes.ts): true
 * when the request's `Authorization` is a live seller authorization for the
 * lead (read use); false when it carries none (the session then decides). A
 * value of our shape that does not hold — altered, expired, another lead's or
 * another seller's, its session ended — is refused with its own message, and
 * so is any value sent with nobody signed in; a signed-in person's other
 * header is left to the session.
 */
export function sellerAuthorizationCheck(authorizer: LeadAuthorizer) {
  return async (request: FastifyRequest, lead: { id: string; dealerCode: string }): Promise<boolean> => {
    const value = requestAuthorization(request.headers.authorization);
    if (!value) return false;
    const caller = callerOf(request);
    if (caller.user && !LEAD_AUTHORIZATION_PATTERN.test(value)) return false;
    await authorizer.verify(value, { leadId: lead.id, dealerCode: lead.dealerCode }, caller, 'read');
    return true;
  };
}
