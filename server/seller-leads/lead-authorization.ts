/**
 * Signs and checks the seller's lead authorization (models/lead-authorization.ts):
 * HMAC-SHA256 over the lead id, the seller's account id and the expiry, with
 * a server secret. The secret is LEAD_AUTHORIZATION_SECRET when set (at
 * least 32 characters); otherwise one is generated once and kept in the
 * database (`server_secrets`), so every process of that database signs alike
 * and a restart does not void the links already given out.
 *
 * A value is accepted only when its signature holds, it has not expired, it
 * names the lead asked about, the signed-in seller (if any) is the one it
 * was made for, and that seller still serves the lead's dealer. Each refusal
 * is a 403 with its own code and pt-BR message.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SELLER, hasRole, type SessionUser } from '../../models/auth';
import { leadDeskLabels } from '../../models/labels/lead-desk';
import {
  LEAD_AUTHORIZATION_PATTERN,
  LEAD_AUTHORIZATION_TTL_MS,
  formatLeadAuthorization,
  leadAuthorizationPayload,
  parseLeadAuthorization,
  type LeadAuthorizationClaims,
} from '../../models/lead-authorization';
import type { Database } from '../db/database';
import { HttpError } from '../http/route';

const SECRET_NAME = 'lead_authorization';
const MIN_SECRET_LENGTH = 32;

export const AUTHORIZATION_ERRORS = {
  missing: 'authorization_missing',
  invalid: 'authorization_invalid',
  expired: 'authorization_expired',
  otherLead: 'authorization_other_lead',
  otherSeller: 'authorization_other_seller',
  sellerGone: 'authorization_seller_gone',
} as const;
type Refusal = keyof typeof AUTHORIZATION_ERRORS;

const refuse = (why: Refusal) => new HttpError(403, AUTHORIZATION_ERRORS[why], leadDeskLabels.authorization[why]);

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

export interface LeadAuthorizer {
  /** A new authorization for this lead and this seller, working for 7 days. */
  sign(input: { leadId: string; sellerAccountId: string }): Promise<{ authorization: string; expiresAt: Date }>;
  /**
   * Checks a value for the lead `leadId` of the dealer `dealerCode`, asked by
   * `sessionUser` (null for a browser with nobody signed in). Throws a 403
   * HttpError when it does not hold.
   */
  verify(value: string | undefined, lead: { leadId: string; dealerCode: string }, sessionUser: SessionUser | null): Promise<AuthorizedSeller>;
}

/** Reads the stored secret, making it first if no process has. */
async function storedSecret(db: Database): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [SECRET_NAME]);
  const value = rows[0]?.value;
  if (!value) throw new Error('the lead authorization secret could not be stored');
  return value;
}

export function createLeadAuthorizer(db: Database, options: LeadAuthorizerOptions = {}): LeadAuthorizer {
  const configured = options.secret?.trim();
  if (configured !== undefined && configured !== '' && configured.length < MIN_SECRET_LENGTH) {
    throw new Error(`LEAD_AUTHORIZATION_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
  }
  const now = options.now ?? (() => new Date());
  let secret: Promise<string> | undefined = configured ? Promise.resolve(configured) : undefined;
  const key = () => {
    secret ??= storedSecret(db).catch((err: unknown) => {
      secret = undefined; // a failed read is tried again on the next request
      throw err;
    });
    return secret;
  };
  const signature = async (claims: LeadAuthorizationClaims) =>
    createHmac('sha256', await key()).update(leadAuthorizationPayload(claims)).digest('base64url');

  return {
    async sign({ leadId, sellerAccountId }) {
      const expiresAt = new Date(now().getTime() + LEAD_AUTHORIZATION_TTL_MS);
      const claims = { leadId, sellerAccountId, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
      return { authorization: formatLeadAuthorization(claims, await signature(claims)), expiresAt: new Date(claims.expiresAt * 1000) };
    },

    async verify(value, lead, sessionUser) {
      if (!value) throw refuse('missing');
      const parsed = parseLeadAuthorization(value.trim());
      if (!parsed) throw refuse('invalid');
      const expected = Buffer.from(await signature(parsed.claims));
      const given = Buffer.from(parsed.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refuse('invalid');
      const { claims } = parsed;
      if (now().getTime() >= claims.expiresAt * 1000) throw refuse('expired');
      if (claims.leadId !== lead.leadId) throw refuse('otherLead');
      if (sessionUser && hasRole(sessionUser, SELLER) && sessionUser.id !== claims.sellerAccountId) throw refuse('otherSeller');
      const { rows } = await db.query<{ seller_id: string | null; dealer_code: string | null }>(
        `SELECT u.seller_id, u.dealer_code FROM users u
           JOIN user_roles r ON r.user_id = u.id AND r.role = $2
          WHERE u.id = $1`,
        [claims.sellerAccountId, SELLER],
      );
      const seller = rows[0];
      if (!seller?.seller_id || seller.dealer_code !== lead.dealerCode) throw refuse('sellerGone');
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

/**
 * The timeline's seller check (server/proposals/timeline-routes.ts): true
 * when the request's `Authorization` is a seller authorization for the lead;
 * false when it carries none (the session then decides). A value of our
 * shape that does not hold — altered, expired, another lead's or another
 * seller's — is refused with its own message, and so is any value sent with
 * nobody signed in; a signed-in person's other header is left to the session.
 */
export function sellerAuthorizationCheck(authorizer: LeadAuthorizer) {
  return async (request: FastifyRequest, lead: { id: string; dealerCode: string }): Promise<boolean> => {
    const value = requestAuthorization(request.headers.authorization);
    if (!value) return false;
    const user = request.sessionUser ?? null;
    if (user && !LEAD_AUTHORIZATION_PATTERN.test(value)) return false;
    await authorizer.verify(value, { leadId: lead.id, dealerCode: lead.dealerCode }, user);
    return true;
  };
}
