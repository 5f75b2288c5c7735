/**
 * Accounts and sessions: sign-up, sign-in, sign-out, who is signed in, and
 * the password reset (password-reset-routes.ts). Sign-up creates a customer;
 * sellers and offer admins are created by whoever runs the site (the demo
 * seed creates one of each).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CUSTOMER,
  isStaff,
  SignInRequest,
  SignUpRequest,
  normalizeSignUp,
  type SessionAnswer,
  type SessionUser,
  type SignUpPending,
} from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import { normalizeEmail } from '../../models/common/validators';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute, signedIn, unauthenticated } from '../http/route';
import {
  AccountExistsError,
  createAccount,
  createSession,
  deleteExpired,
  deleteSession,
  findCredentials,
  findUser,
  SESSION_LIFETIME,
} from './accounts-repo';
import { clearSessionCookie, isWellFormedToken, readDeviceMark, readSessionToken, setDeviceMark, setSessionCookie, type CookieSettings } from '../http/cookies';
import { passwordResetRoutes, type PasswordResetOptions } from './password-reset-routes';
import { DEFAULT_PENDING_SIGN_UP_LIMIT, askOwnerToConfirm, claimSignUp, emailVerificationRoutes, sendVerificationLink, type EmailVerificationOptions } from './email-verification-routes';
import { DEFAULT_SCRYPT, hashPassword, verifyAgainstNothing, verifyPassword, type ScryptParams } from './passwords';
import type { RequestLimit } from '../plugins/limits';
import type { SignInLimits } from '../plugins/sign-in-limits';
import { DEVICE_MARK_DAYS, deviceMarks } from './sign-in-devices';

export interface AuthOptions {
  cookies: CookieSettings;
  /** Session lifetime (default 14 days, SESSION_LIFETIME): sign-out, expiry or idleness ends it. */
  sessionTtlSeconds?: number;
  passwordHashing?: ScryptParams;
  signInLimits?: SignInLimits;
  /** Sign-ups per client address (default 10 an hour): the duplicate answer must not become a CPF oracle. */
  signUpLimit?: RequestLimit;
  /** 'Esqueci minha senha' (see password-reset-routes.ts). */
  passwordReset: PasswordResetOptions;
  /** Proof of e-mail (see email-verification-routes.ts): sign-up sends the first link. */
  emailVerification: EmailVerificationOptions;
}

export const DEFAULT_SIGN_UP_LIMIT: RequestLimit = { max: 10, windowMinutes: 60 };

/** Wrong passwords per address and per account, and the account's backoff (counted by `app.limits.signIn`, server/plugins/sign-in-limits.ts). */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowMinutes: 15, backoffBaseSeconds: 2, backoffMaxSeconds: 15 * 60 };

export const DEFAULT_SESSION_TTL_SECONDS = SESSION_LIFETIME.absoluteSeconds;

export function authRoutes(db: Database, options: AuthOptions) {
  const ttl = options.sessionTtlSeconds ?? DEFAULT_SESSION_TTL_SECONDS;
  const hashing = options.passwordHashing ?? DEFAULT_SCRYPT;
  const limits = options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;
  const signUpLimit = options.signUpLimit ?? DEFAULT_SIGN_UP_LIMIT;
  const marks = deviceMarks(db);

  /** Signs the account in on this browser: a new session (idle time by the account's roles) and the browser's sign-in mark for it. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<SessionUser> {
    const user = await findUser(db, userId);
    if (!user) throw new Error('account vanished while signing in');
    // A session the browser already had ends: one cookie, one live session.
    const previous = readSessionToken(request);
    if (previous && isWellFormedToken(previous)) await deleteSession(db, previous);
    const idleSeconds = isStaff(user) ? SESSION_LIFETIME.idleSeconds.staff : SESSION_LIFETIME.idleSeconds.customer;
    const token = await createSession(db, userId, { ttlSeconds: ttl, idleSeconds });
    setSessionCookie(reply, request, options.cookies, token, ttl);
    setDeviceMark(reply, request, options.cookies, await marks.mark(userId), DEVICE_MARK_DAYS * 24 * 60 * 60);
    return user;
  }

  const tooMany = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', String(seconds));
    return new HttpError(429, 'too_many_attempts', authLabels.errors.tooManyAttemptsWait(seconds));
  };

  return async function (app: FastifyInstance) {
    await app.register(passwordResetRoutes(db, options.passwordReset));
    await app.register(emailVerificationRoutes(db, options.emailVerification));
    const verification = options.emailVerification;
    const now = verification.now ?? (() => new Date());

    defineRoute(app, {
      method: 'POST',
      url: '/api/auth/sign-up',
      access: anyone,
      body: SignUpRequest,
      handler: async ({ body, request, reply }): Promise<SessionUser | SignUpPending> => {
        await app.limits.enforceRequest(db, 'sign-up', signUpLimit, [`address:${request.ip ?? 'unknown'}`], authLabels.errors.tooManySignUps);
        const account = normalizeSignUp(body);
        const passwordHash = await hashPassword(body.password, hashing);
        // One message for CPF and e-mail alike: it must not tell whose data it is.
        const exists = () => new HttpError(409, 'account_exists', authLabels.errors.accountExists);
        let outcome: { created: string } | 'pending' | 'taken' | 'tooManyPending';
        try {
          // In one transaction: the claim on the CPF and e-mail (email-verification-routes.ts), then either the account
          // and its verification link, or, when an unverified account holds the e-mail, only a link to that e-mail.
          outcome = await db.transaction(async (tx) => {
            const claim = await claimSignUp(tx, account.cpf, account.email);
            if (claim === 'taken') return 'taken';
            if (claim === 'ownerDecides') return (await askOwnerToConfirm(app.mail, tx, { ...account, passwordHash }, now(), verification)) ? 'pending' : 'tooManyPending';
            const created = await createAccount(tx, { ...account, passwordHash, roles: [CUSTOMER] });
            await sendVerificationLink(app.mail, tx, { id: created, email: account.email, fullName: account.fullName }, now(), verification.publicUrl);
            return { created };
          });
        } catch (err) {
          if (err instanceof AccountExistsError) throw exists();
          throw err;
        }
        if (outcome === 'taken') throw exists();
        if (outcome === 'tooManyPending') {
          const minutes = (verification.pendingSignUpLimit ?? DEFAULT_PENDING_SIGN_UP_LIMIT).windowMinutes;
          reply.header('retry-after', String(minutes * 60));
          throw new HttpError(429, 'too_many_requests', authLabels.signUp.pendingTooMany(minutes));
        }
        app.mail.wake();
        reply.header('cache-control', 'no-store');
        if (outcome === 'pending') {
          // Nothing was created and nobody is signed in: the e-mail's owner decides, through the link mailed to it.
          reply.code(202);
          return { pendingEmail: account.email };
        }
        const user = await startSession(request, reply, outcome.created);
        reply.code(201);
        return user;
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/auth/sign-in',
      access: anyone,
      body: SignInRequest,
      handler: async ({ body, request, reply }): Promise<SessionUser> => {
        const email = normalizeEmail(body.email);
        const address = request.ip ?? 'unknown';
        const credentials = await findCredentials(db, email);
        // Has this browser signed in to this account before? Its owner then passes the address's wait (server/plugins/sign-in-limits.ts).
        const marked = credentials ? await marks.knows(readDeviceMark(request), credentials.id) : false;
        const wait = await app.limits.signIn.addressWait(db, limits, email, address, marked);
        // The address is over its limit: nothing is checked or written.
        if (wait !== null) throw tooMany(reply, wait);
        const ok = credentials
          ? await verifyPassword(body.password, credentials.passwordHash)
          : await verifyAgainstNothing(body.password, hashing);
        const settled = await app.limits.signIn.settle(db, limits, { email, address, correct: ok && !!credentials, marked });
        // No room left for it at the address (attempts at once): answered as a refusal, whatever the password.
        if (settled.outcome === 'refused') throw tooMany(reply, settled.retryAfterSeconds);
        // A wrong password while this address is asked to wait on this account: the wait, doubled.
        if (settled.outcome === 'wrong' && settled.accountWaitSeconds > 0) throw tooMany(reply, settled.accountWaitSeconds);
        if (settled.outcome === 'wrong' || !credentials) throw new HttpError(401, 'wrong_credentials', authLabels.errors.wrongCredentials);
        await deleteExpired(db);
        return startSession(request, reply, credentials.id);
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: '/api/auth/sign-out',
      // Anyone: signing out without a live session still clears the cookie.
      access: anyone,
      handler: async ({ request, reply }) => {
        const token = readSessionToken(request);
        if (token && isWellFormedToken(token)) await deleteSession(db, token);
        clearSessionCookie(reply, request, options.cookies);
        return reply.code(204).send();
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/auth/me',
      access: signedIn,
      handler: async ({ request, reply }): Promise<SessionUser> => {
        if (!request.sessionUser) throw unauthenticated();
        reply.header('cache-control', 'no-store');
        return request.sessionUser;
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/auth/session',
      // The page asks this on load: a visitor gets `{ user: null }`, not a 401.
      access: anyone,
      handler: async ({ request, reply }): Promise<SessionAnswer> => {
        reply.header('cache-control', 'no-store');
        return { user: request.sessionUser };
      },
    });
  };
}
