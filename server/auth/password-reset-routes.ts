/**
 * 'Esqueci minha senha': a single-use link, valid for an hour, e-mailed
 * through the outbox.
 *
 * - `POST /api/auth/password-reset` answers 202 and the same body whether or
 *   not the e-mail has an account, and no sooner than `responseFloorMs`
 *   after the request came in, so neither the answer nor its time tells
 *   which e-mails exist. Limited per client address (429, like sign-up) and
 *   per e-mail (over it, no more links are sent: no mail bombing).
 * - `POST /api/auth/password-reset/check` tells the page whether the link
 *   can still be used (410 with the reason when not), without using it.
 * - `POST /api/auth/password-reset/confirm` sets the new password; in one
 *   transaction it uses up every open link of the account, ends the
 *   account's sessions and writes the "password changed" e-mail.
 *
 * Only the SHA-256 of a token is stored. The clock is injectable (`now`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  NewPasswordRequest,
  PASSWORD_RESET_TTL_MINUTES,
  PasswordResetCheck,
  PasswordResetRequest,
  RESET_LINK_PROBLEMS,
  firstName,
  resetPasswordPath,
  AUTH_PATHS,
  type ResetLinkProblem,
} from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { normalizeEmail } from '../../models/common/validators';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute } from '../http/route';
import type { RequestLimit } from '../plugins/limits';
import { deleteSessionsOf, findAccountByEmail, setPasswordHash } from './accounts-repo';
import { deleteResetsCreatedBefore, findReset, insertReset, useUpResets, type ResetRow } from './password-resets-repo';
import { DEFAULT_SCRYPT, hashPassword, type ScryptParams } from './passwords';

export interface PasswordResetOptions {
  /** The site's public origin, for the links in the e-mail (`PUBLIC_URL`): never taken from the request's Host. */
  publicUrl: string;
  now?: () => Date;
  passwordHashing?: ScryptParams;
  /** Requests per client address (default 10 an hour, answered 429 past it). */
  perAddressLimit?: RequestLimit;
  /** Links sent per e-mail (default 5 an hour; past it the answer is the same and nothing is sent). */
  perEmailLimit?: RequestLimit;
  /** The request's answer never comes sooner than this (ms), whatever happened. */
  responseFloorMs?: number;
}

export const DEFAULT_RESET_PER_ADDRESS: RequestLimit = { max: 10, windowMinutes: 60 };
export const DEFAULT_RESET_PER_EMAIL: RequestLimit = { max: 5, windowMinutes: 60 };
export const DEFAULT_RESET_RESPONSE_FLOOR_MS = 400;

/** Links and their rows are kept a day past their creation, then removed. */
const KEEP_MS = 24 * 60 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function linkProblem(problem: ResetLinkProblem): HttpError {
  const t = authLabels.resetPassword;
  const message = problem === 'expired' ? t.linkExpired : problem === 'used' ? t.linkUsed : t.linkInvalid;
  return new HttpError(410, RESET_LINK_PROBLEMS[problem], message);
}

function problemOf(row: ResetRow | undefined, now: Date): ResetLinkProblem | undefined {
  if (!row) return 'invalid';
  if (row.used_at !== null) return 'used';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return undefined;
}

export function passwordResetRoutes(db: Database, options: PasswordResetOptions) {
  const now = options.now ?? (() => new Date());
  const hashing = options.passwordHashing ?? DEFAULT_SCRYPT;
  const perAddress = options.perAddressLimit ?? DEFAULT_RESET_PER_ADDRESS;
  const perEmail = options.perEmailLimit ?? DEFAULT_RESET_PER_EMAIL;
  const floorMs = options.responseFloorMs ?? DEFAULT_RESET_RESPONSE_FLOOR_MS;
  const origin = options.publicUrl.replace(/\/+$/, '');

  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'POST',
      url: '/api/auth/password-reset',
      access: anyone,
      body: PasswordResetRequest,
      handler: async ({ body, request, reply }) => {
        const started = Date.now();
        await app.limits.enforceRequest(db, 'password-reset', perAddress, [`address:${request.ip ?? 'unknown'}`], authLabels.forgotPassword.tooMany);
        const email = normalizeEmail(body.email);
        // The token is drawn whether or not it will be used: the same work either way.
        const token = randomBytes(32).toString('base64url');
        const at = now();
        const queued = await db.transaction(async (tx) => {
          // The e-mail's count is taken in the transaction that writes its mail: parallel requests count one after the other.
          const overEmailLimit = await app.limits.isOver(tx, 'password-reset-email', perEmail, `email:${email}`);
          const user = await findAccountByEmail(tx, email);
          await deleteResetsCreatedBefore(tx, new Date(at.getTime() - KEEP_MS));
          if (!user || overEmailLimit) return false;
          await insertReset(tx, token, user.id, at, new Date(at.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000));
          await app.mail.queue(tx, 'passwordReset', email, { firstName: firstName(user.fullName), resetUrl: origin + resetPasswordPath(token) });
          return true;
        });
        if (queued) app.mail.wake();
        const wait = floorMs - (Date.now() - started);
        if (wait > 0) await sleep(wait);
        reply.header('cache-control', 'no-store');
        return reply.code(202).send({});
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/auth/password-reset/check',
      access: anyone,
      body: PasswordResetCheck,
      handler: async ({ body, reply }) => {
        const problem = problemOf(await findReset(db, body.token, false), now());
        if (problem) throw linkProblem(problem);
        reply.header('cache-control', 'no-store');
        return {};
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      access: anyone,
      body: NewPasswordRequest,
      handler: async ({ body, request, reply }) => {
        // A dead link is refused before any hashing (no scrypt work for made-up tokens);
        // hashing is slow, so it is done before the transaction holds the link's row.
        const early = problemOf(await findReset(db, body.token, false), now());
        if (early) throw linkProblem(early);
        const passwordHash = await hashPassword(body.password, hashing);
        const at = now();
        const problem = await db.transaction(async (tx) => {
          const row = await findReset(tx, body.token, true);
          const found = problemOf(row, at);
          if (found || !row) return found ?? 'invalid';
          const user = await setPasswordHash(tx, row.user_id, passwordHash);
          if (!user) return 'invalid';
          await useUpResets(tx, row.user_id, at);
          await deleteSessionsOf(tx, row.user_id);
          // Whoever proved the e-mail is theirs starts with a clean count of failed sign-ins.
          await app.limits.signIn.recordSuccess(tx, user.email, request.ip ?? 'unknown');
          await app.mail.queue(tx, 'passwordChanged', user.email, { firstName: firstName(user.fullName), forgotPasswordUrl: origin + AUTH_PATHS.forgotPassword });
          return undefined;
        });
        if (problem) throw linkProblem(problem);
        app.mail.wake();
        reply.header('cache-control', 'no-store');
        return reply.code(204).send();
      },
    });
  };
}
