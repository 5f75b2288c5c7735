/**
 * Proof of e-mail: an account's e-mail is verified by a single-use link sent
 * to it through the outbox (valid for `EMAIL_VERIFICATION_TTL_HOURS`). Until
 * then the account matches no lead by CPF and e-mail (models/lead-status.ts
 * `isLeadOwner`, proposals-repo.ts) and holds no claim on its CPF.
 *
 * - Sign-up (auth-routes.ts) calls `claimSignUp` and `sendVerificationLink`
 *   in its transaction: a CPF or e-mail held by a verified account is refused
 *   as before; an unverified account holding the same e-mail is removed (it
 *   never proved it, and an e-mail is one account's); unverified accounts
 *   holding the same CPF stay until one of them verifies.
 * - `POST /api/auth/email-verification` (signed in, unverified): sends a new
 *   link. At most `resendLimit.max` links an account in `resendLimit.windowMinutes`
 *   (the sign-up's one counts), counted from the links table; over it the
 *   answer is 429 and nothing is written.
 * - `POST /api/auth/email-verification/confirm` (anyone holding a link):
 *   verifies the e-mail, uses up the account's links and removes the other
 *   unverified accounts that declared the same CPF: whoever proves their
 *   e-mail first owns the CPF. 410 names why a link cannot be used; 409 when
 *   a verified account took the CPF meanwhile (nothing is written).
 *
 * Only the SHA-256 of a token is stored. The clock is injectable (`now`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EMAIL_LINK_PROBLEMS, EMAIL_VERIFICATION_TTL_HOURS, EmailVerificationConfirm, firstName, verifyEmailPath, type EmailLinkProblem } from '../../models/auth';
import { authLabels } from '../../models/labels/auth';
import type { Database, Queryable } from '../db/database';
import { HttpError, anyone, defineRoute, signedIn, unauthenticated } from '../http/route';
import type { RequestLimit } from '../http/rate-limit';
import { enqueueMail } from '../mail/outbox';
import { composeMail } from '../mail/templates';
import {
  countVerificationsSince,
  deleteAccounts,
  deleteVerificationsCreatedBefore,
  findVerification,
  insertVerification,
  lockAccount,
  lockHoldersOf,
  markVerified,
  type VerificationRow,
} from './email-verifications-repo';

export interface EmailVerificationOptions {
  /** The site's public origin, for the link in the e-mail (`PUBLIC_URL`): never taken from the request's Host. */
  publicUrl: string;
  now?: () => Date;
  /** Links sent per account (default 5 an hour, the sign-up's included; answered 429 past it). */
  resendLimit?: RequestLimit;
  /** Called after a message was committed to the outbox (wakes the sender). */
  onMailQueued?: () => void;
}

export const DEFAULT_VERIFICATION_RESEND_LIMIT: RequestLimit = { max: 5, windowMinutes: 60 };

/** Links and their rows are kept two days past their creation, then removed. */
const KEEP_MS = 2 * 24 * 60 * 60_000;
const TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60_000;

/**
 * Sign-up's claim on a CPF and an e-mail, in the sign-up's transaction:
 * false when a verified account holds either (refused as before); otherwise
 * the unverified account holding the e-mail is removed and true is answered.
 */
export async function claimSignUp(tx: Queryable, cpf: string, email: string): Promise<boolean> {
  const holders = await lockHoldersOf(tx, cpf, email);
  if (holders.some((h) => h.verified)) return false;
  await deleteAccounts(
    tx,
    holders.filter((h) => h.email === email).map((h) => h.id),
  );
  return true;
}

/** Writes a new link for the account and its e-mail to the outbox (in the caller's transaction). */
export async function sendVerificationLink(tx: Queryable, account: { id: string; email: string; fullName: string }, at: Date, publicUrl: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await deleteVerificationsCreatedBefore(tx, new Date(at.getTime() - KEEP_MS));
  await insertVerification(tx, token, account.id, at, new Date(at.getTime() + TTL_MS));
  const verifyUrl = publicUrl.replace(/\/+$/, '') + verifyEmailPath(token);
  await enqueueMail(tx, composeMail('emailVerification', account.email, { firstName: firstName(account.fullName), verifyUrl }));
}

function linkProblem(problem: EmailLinkProblem): HttpError {
  const t = authLabels.verifyEmail;
  const message = problem === 'expired' ? t.linkExpired : problem === 'used' ? t.linkUsed : t.linkInvalid;
  return new HttpError(410, EMAIL_LINK_PROBLEMS[problem], message);
}

function problemOf(row: VerificationRow | undefined, now: Date): EmailLinkProblem | undefined {
  if (!row) return 'invalid';
  if (row.used_at !== null) return 'used';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return undefined;
}

export function emailVerificationRoutes(db: Database, options: EmailVerificationOptions) {
  const now = options.now ?? (() => new Date());
  const limit = options.resendLimit ?? DEFAULT_VERIFICATION_RESEND_LIMIT;

  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'POST',
      url: '/api/auth/email-verification',
      access: signedIn,
      handler: async ({ request, reply }) => {
        const user = request.sessionUser;
        if (!user) throw unauthenticated();
        const at = now();
        const refusal = await db.transaction(async (tx) => {
          const account = await lockAccount(tx, user.id);
          if (!account) return unauthenticated();
          if (account.verified) return new HttpError(409, 'email_already_verified', authLabels.verifyEmail.alreadyVerified);
          const sent = await countVerificationsSince(tx, account.id, new Date(at.getTime() - limit.windowMinutes * 60_000));
          if (sent >= limit.max) return new HttpError(429, 'too_many_requests', authLabels.verifyEmail.tooMany(limit.windowMinutes));
          await sendVerificationLink(tx, account, at, options.publicUrl);
          return undefined;
        });
        if (refusal) {
          if (refusal.statusCode === 429) reply.header('retry-after', String(limit.windowMinutes * 60));
          throw refusal;
        }
        options.onMailQueued?.();
        reply.header('cache-control', 'no-store');
        return reply.code(202).send({});
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/auth/email-verification/confirm',
      // Whoever holds the link: it may be opened in a browser that is not signed in.
      access: anyone,
      body: EmailVerificationConfirm,
      handler: async ({ body, reply }) => {
        const at = now();
        const refusal = await db.transaction(async (tx) => {
          const row = await findVerification(tx, body.token, true);
          const problem = problemOf(row, at);
          if (problem || !row) return linkProblem(problem ?? 'invalid');
          const account = await lockAccount(tx, row.user_id);
          if (!account) return linkProblem('invalid');
          const holders = (await lockHoldersOf(tx, account.cpf, account.email)).filter((h) => h.id !== account.id && h.cpf === account.cpf);
          if (holders.some((h) => h.verified)) return new HttpError(409, 'cpf_claimed', authLabels.errors.cpfClaimed);
          // The e-mail is proven: the other accounts that only declared this CPF lose the claim.
          await deleteAccounts(
            tx,
            holders.map((h) => h.id),
          );
          await markVerified(tx, account.id, at);
          return undefined;
        });
        if (refusal) throw refusal;
        reply.header('cache-control', 'no-store');
        return reply.code(204).send();
      },
    });
  };
}
