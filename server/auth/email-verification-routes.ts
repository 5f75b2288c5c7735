/**
 * Proof of e-mail: an account's e-mail is verified by a single-use link sent
 * to it through the outbox (valid for `EMAIL_VERIFICATION_TTL_HOURS`). Until
 * then the account matches no lead by CPF and e-mail (models/lead/lead-status.ts
 * `isLeadOwner`, proposals-repo.ts) and holds no claim on its CPF.
 *
 * - Sign-up (auth-routes.ts) calls `claimSignUp` in its transaction: a CPF or
 *   e-mail held by a verified account is refused as before; otherwise the
 *   account is created and `sendVerificationLink` mails its link. When an
 *   unverified account holds the same e-mail, nothing is created and nothing
 *   changes: `askOwnerToConfirm` mails the e-mail's owner a link, and only
 *   that link creates the new account (its e-mail then proven) in place of
 *   the unverified one; until then the older account keeps working. At most
 *   `pendingSignUpLimit.max` such links an e-mail in its window (429 past it).
 *   Unverified accounts holding the same CPF stay until one of them verifies.
 * - `POST /api/auth/email-verification` (signed in, unverified): sends a new
 *   link. At most `resendLimit.max` links an account in `resendLimit.windowMinutes`
 *   (the sign-up's one counts), counted from the links table; over it the
 *   answer is 429 and nothing is written.
 * - `POST /api/auth/email-verification/confirm` (anyone holding a link):
 *   verifies the e-mail, uses up the account's links and removes the other
 *   unverified accounts that declared the same CPF: whoever proves their
 *   e-mail first owns the CPF (204). A waiting sign-up's link creates its
 *   account, proven, in place of the unverified accounts of its e-mail and
 *   CPF (201 `{ accountCreated: true }`; nobody is signed in). 410 names why
 *   a link cannot be used; 409 when a verified account took the CPF or the
 *   e-mail meanwhile (nothing is written).
 *
 * Only the SHA-256 of a token is stored. The clock is injectable (`now`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER, EMAIL_LINK_PROBLEMS, EMAIL_VERIFICATION_TTL_HOURS, EmailVerificationConfirm, firstName, verifyEmailPath, type EmailLinkProblem } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import type { Database, Queryable } from '../db/database';
import { HttpError, anyone, defineRoute, signedIn, unauthenticated } from '../http/route';
import type { RequestLimit } from '../plugins/limits';
import type { Mail } from '../plugins/mail';
import { createAccount } from './accounts-repo';
import {
  countPendingSignUpsSince,
  countVerificationsSince,
  deleteAccounts,
  deletePendingSignUpsCreatedBefore,
  findPendingSignUp,
  insertPendingSignUp,
  closePendingSignUps,
  type PendingSignUp,
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
  /** Sign-up links mailed to an e-mail an unverified account holds (default 3 an hour; answered 429 past it). */
  pendingSignUpLimit?: RequestLimit;
}

export const DEFAULT_VERIFICATION_RESEND_LIMIT: RequestLimit = { max: 5, windowMinutes: 60 };
export const DEFAULT_PENDING_SIGN_UP_LIMIT: RequestLimit = { max: 3, windowMinutes: 60 };

/** Links and their rows are kept two days past their creation, then removed. */
const KEEP_MS = 2 * 24 * 60 * 60_000;
const TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60_000;

/**
 * Sign-up's claim on a CPF and an e-mail, in the sign-up's transaction (the
 * accounts holding either are locked till it ends): 'taken' when a verified
 * account holds either (refused as before); 'ownerDecides' when an
 * unverified account holds the e-mail (nothing may change before the
 * e-mail's owner says so: `askOwnerToConfirm`); else 'free'.
 */
export async function claimSignUp(tx: Queryable, cpf: string, email: string): Promise<'taken' | 'ownerDecides' | 'free'> {
  const holders = await lockHoldersOf(tx, cpf, email);
  if (holders.some((h) => h.verified)) return 'taken';
  return holders.some((h) => h.email === email) ? 'ownerDecides' : 'free';
}

/**
 * A sign-up with an e-mail an unverified account holds: keeps what the form
 * sent and mails the e-mail a link that alone creates the account (in the
 * caller's transaction, through `app.mail`). False, and nothing written, when
 * the e-mail has had its limit of such links in the window.
 */
export async function askOwnerToConfirm(
  mail: Mail,
  tx: Queryable,
  signUp: { email: string; cpf: string; fullName: string; phone: string; passwordHash: string },
  at: Date,
  options: Pick<EmailVerificationOptions, 'publicUrl' | 'pendingSignUpLimit'>,
): Promise<boolean> {
  const limit = options.pendingSignUpLimit ?? DEFAULT_PENDING_SIGN_UP_LIMIT;
  if ((await countPendingSignUpsSince(tx, signUp.email, new Date(at.getTime() - limit.windowMinutes * 60_000))) >= limit.max) return false;
  const token = randomBytes(32).toString('base64url');
  await deletePendingSignUpsCreatedBefore(tx, new Date(at.getTime() - KEEP_MS));
  await insertPendingSignUp(tx, token, signUp, at, new Date(at.getTime() + TTL_MS));
  const confirmUrl = options.publicUrl.replace(/\/+$/, '') + verifyEmailPath(token);
  await mail.queue(tx, 'signUpConfirmation', signUp.email, { firstName: firstName(signUp.fullName), confirmUrl });
  return true;
}

/**
 * A waiting sign-up's link opened: its account is created with its e-mail
 * proven, in place of the unverified accounts holding that e-mail (the
 * e-mail's owner decided) or that CPF (the first to prove owns it). A
 * verified account that took either meanwhile refuses it (409).
 */
async function createWaitingAccount(tx: Queryable, pending: PendingSignUp, at: Date): Promise<HttpError | undefined> {
  const holders = await lockHoldersOf(tx, pending.cpf, pending.email);
  if (holders.some((h) => h.verified && h.email === pending.email)) return new HttpError(409, 'email_claimed', authLabels.verifyEmail.emailClaimed);
  if (holders.some((h) => h.verified)) return new HttpError(409, 'cpf_claimed', authLabels.errors.cpfClaimed);
  await deleteAccounts(
    tx,
    holders.map((h) => h.id),
  );
  await createAccount(tx, {
    fullName: pending.full_name,
    cpf: pending.cpf,
    phone: pending.phone,
    email: pending.email,
    passwordHash: pending.password_hash,
    roles: [CUSTOMER],
    emailVerified: true,
  });
  await closePendingSignUps(tx, pending.email, at);
  return undefined;
}

/** Writes a new link for the account and its e-mail to the outbox (in the caller's transaction, through `app.mail`). */
export async function sendVerificationLink(mail: Mail, tx: Queryable, account: { id: string; email: string; fullName: string }, at: Date, publicUrl: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await deleteVerificationsCreatedBefore(tx, new Date(at.getTime() - KEEP_MS));
  await insertVerification(tx, token, account.id, at, new Date(at.getTime() + TTL_MS));
  const verifyUrl = publicUrl.replace(/\/+$/, '') + verifyEmailPath(token);
  await mail.queue(tx, 'emailVerification', account.email, { firstName: firstName(account.fullName), verifyUrl });
}

function linkProblem(problem: EmailLinkProblem): HttpError {
  const t = authLabels.verifyEmail;
  const message = problem === 'expired' ? t.linkExpired : problem === 'used' ? t.linkUsed : t.linkInvalid;
  return new HttpError(410, EMAIL_LINK_PROBLEMS[problem], message);
}

function problemOf(row: Pick<VerificationRow, 'used_at' | 'expires_at'> | undefined, now: Date): EmailLinkProblem | undefined {
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
          await sendVerificationLink(app.mail, tx, account, at, options.publicUrl);
          return undefined;
        });
        if (refusal) {
          if (refusal.statusCode === 429) reply.header('retry-after', String(limit.windowMinutes * 60));
          throw refusal;
        }
        app.mail.wake();
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
        const done = await db.transaction(async (tx): Promise<HttpError | 'verified' | 'created'> => {
          const row = await findVerification(tx, body.token, true);
          if (!row) {
            // Not an account's proof: perhaps the link of a sign-up that waits for the e-mail's owner.
            const pending = await findPendingSignUp(tx, body.token, true);
            if (pending) {
              const problem = problemOf(pending, at);
              if (problem) return linkProblem(problem);
              return (await createWaitingAccount(tx, pending, at)) ?? 'created';
            }
          }
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
          return 'verified';
        });
        if (done instanceof HttpError) throw done;
        reply.header('cache-control', 'no-store');
        if (done === 'created') return reply.code(201).send({ accountCreated: true });
        return reply.code(204).send();
      },
    });
  };
}
