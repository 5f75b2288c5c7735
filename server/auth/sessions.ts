/**
 * Session loading and the same-origin check, as hooks on the root instance
 * (so every route, in every plugin, sees them):
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
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authLabels } from '../../models/labels/auth';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/route';
import { findSessionUser } from './accounts-repo';
import { clearSessionCookie, readSessionToken, type CookieSettings } from './cookies';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALWAYS_CHECKED = ['/api/auth/sign-in', '/api/auth/sign-up', '/api/auth/password-reset', '/api/auth/password-reset/confirm'];

/** A token we could have issued: 32 random bytes in base64url. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

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

export function registerSessions(app: FastifyInstance, db: Queryable, cookies: CookieSettings): void {
  app.decorateRequest('sessionUser', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionToken(request);
    const path = request.url.split('?', 1)[0]!;
    if (STATE_CHANGING.has(request.method) && (token !== undefined || ALWAYS_CHECKED.includes(path)) && !isSameOrigin(request)) {
      throw new HttpError(403, 'cross_origin', authLabels.errors.crossOrigin);
    }
    if (token === undefined) return;
    const user = isWellFormedToken(token) ? await findSessionUser(db, token) : undefined;
    if (user) {
      request.sessionUser = user;
    } else {
      clearSessionCookie(reply, request, cookies);
    }
  });
}
