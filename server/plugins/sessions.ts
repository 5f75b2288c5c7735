/**
 * Sessions (ARCHITECTURE.md "Server"): session loading and the same-origin
 * check, as hooks on the root instance (the plugin skips encapsulation, so
 * every route, in every plugin, sees them):
 *
 * - `request.sessionUser` is the person of a live session named by the
 *   session cookie, or null. A cookie naming no live session (forged,
 *   expired, signed out elsewhere) counts as no session and is cleared.
 * - A state-changing request (POST, PUT, PATCH, DELETE) that carries the
 *   session cookie, and every sign-in and sign-up (login CSRF), must come
 *   from this site: `Sec-Fetch-Site: same-origin` when the browser sends it,
 *   otherwise an `Origin` equal to the request's own origin. Requests with
 *   neither header (curl, server-to-server) pass: they carry no ambient
 *   browser credentials. SameSite=Lax already keeps the cookie off
 *   cross-site POSTs; this also covers same-site, cross-origin pages.
 *
 * Registered once in server/app.ts. A domain reads `request.sessionUser`, and
 * what else it needs of sessions (the seller edit link binds itself to the
 * session that made it) through the instance, `app.sessions`; it never
 * imports the auth folder for them. The sessions' rows are the auth folder's
 * (server/auth/accounts-repo.ts, which creates them at sign-in): app.ts hands
 * them to the plugin as its `store`, so this folder imports no domain's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { SessionUser } from '../../models/account/auth';
import { authLabels } from '../../models/labels/auth';
import type { Queryable } from '../db/database';
import { clearSessionCookie, isWellFormedToken, readSessionToken, type CookieSettings } from '../http/cookies';
import { HttpError } from '../http/route';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALWAYS_CHECKED = ['/api/auth/sign-in', '/api/auth/sign-up', '/api/auth/password-reset', '/api/auth/password-reset/confirm'];

export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    // URL normalises case and default ports on both sides.
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

/** Where the sessions are kept (server/auth/accounts-repo.ts). */
export interface SessionStore {
  /** The person of a live session, marking the session used (`findSessionUser`). */
  userOf: (db: Queryable, token: string) => Promise<SessionUser | undefined>;
  /** What is stored of a token (`tokenHash`). */
  tokenHash: (token: string) => string;
  /** SQL: is the session row `alias` live (`liveSessionCondition`). */
  liveCondition: (alias: string) => string;
}

/** What a domain uses of the sessions table, through `app.sessions` (the session cookie itself is read with server/http/cookies.ts). */
export interface Sessions {
  /** What the sessions table stores of a token: a row naming a session keeps this. */
  tokenHash(token: string): string;
  /** SQL: is the session row `alias` live (not past its expiry, used within its idle time). */
  liveCondition(alias: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    /** The signed-in person of this request's session cookie, or null. */
    sessionUser: SessionUser | null;
  }
}

export interface SessionsOptions {
  db: Queryable;
  cookies: CookieSettings;
  store: SessionStore;
}

/** Decorates every request with `sessionUser` (and the instance with `sessions`); checks the origin of state-changing requests. */
export const sessionsPlugin = fastifyPlugin(
  async (app: FastifyInstance, { db, cookies, store }: SessionsOptions) => {
    app.decorateRequest('sessionUser', null);
    const sessions: Sessions = { tokenHash: store.tokenHash, liveCondition: store.liveCondition };
    app.decorate('sessions', sessions);

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = readSessionToken(request);
      const path = request.url.split('?', 1)[0]!;
      if (STATE_CHANGING.has(request.method) && (token !== undefined || ALWAYS_CHECKED.includes(path)) && !isSameOrigin(request)) {
        throw new HttpError(403, 'cross_origin', authLabels.errors.crossOrigin);
      }
      if (token === undefined) return;
      const user = isWellFormedToken(token) ? await store.userOf(db, token) : undefined;
      if (user) {
        request.sessionUser = user;
      } else {
        clearSessionCookie(reply, request, cookies);
      }
    });
  },
  { name: 'sessions' },
);
