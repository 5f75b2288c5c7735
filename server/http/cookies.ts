/**
 * The site's cookies, read and written through `@fastify/cookie`
 * (`registerCookies` on the root instance, before the sessions plugin's hook,
 * server/plugins/sessions.ts):
 *
 * - the session cookie `flua_session`: HttpOnly, SameSite=Lax, Path=/;
 * - the anonymous uploader's cookie `flua_upload` (server/files): the same
 *   flags, Path=/api/;
 * - the browser's sign-in mark `flua_device` (server/auth/sign-in-devices.ts):
 *   the same flags, Path=/api/auth/ (only the sign-in routes read it).
 *
 * Secure (sent over HTTPS only) is decided per request (`CookieSecurity`):
 * - 'always' / 'never': as configured (`COOKIE_SECURE=true|false`);
 * - 'auto' (default): Secure, except when NODE_ENV is 'development' or
 *   'test', or when the request itself is plain http to a loopback host
 *   (localhost, 127.0.0.1, ::1) — that is `npm start` on a laptop and the
 *   end-to-end tests, where a Secure cookie would not be stored. Behind a
 *   TLS-terminating proxy the protocol comes from X-Forwarded-Proto.
 *
 * A cookie set twice in one answer (the session hook clears a dead session
 * cookie, then sign-in sets a new one) is sent once, with its last value.
 */
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'flua_session';
export const DEVICE_COOKIE = 'flua_device';
const DEVICE_COOKIE_PATH = '/api/auth/';

export type CookieSecurity = 'auto' | 'always' | 'never';

export interface CookieSettings {
  security: CookieSecurity;
  nodeEnv: string | undefined;
}

/** Parses every request's Cookie header (`request.cookies`; the first of a repeated name wins) and sends what `reply.setCookie` set. */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie, { hook: 'onRequest' });
}

/** A cookie's value, if the request carries it (well-formed or not). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name];
}

/** The session cookie's value, if the request carries one (well-formed or not). */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return readCookie(request, SESSION_COOKIE);
}

/** A session token we could have issued: 32 random bytes in base64url. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isSecureCookie(security: CookieSecurity, nodeEnv: string | undefined, request: FastifyRequest): boolean {
  if (security === 'always') return true;
  if (security === 'never') return false;
  if (nodeEnv === 'development' || nodeEnv === 'test') return false;
  const hostname = request.hostname.toLowerCase();
  return !(request.protocol === 'http' && LOOPBACK.has(hostname));
}

/** The flags every cookie of ours carries: HttpOnly, SameSite=Lax, its path and lifetime, Secure as decided for this request. */
export function cookieOptions(request: FastifyRequest, settings: CookieSettings, path: string, maxAgeSeconds: number): CookieSerializeOptions {
  return {
    path,
    maxAge: maxAgeSeconds,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureCookie(settings.security, settings.nodeEnv, request),
  };
}

export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, settings: CookieSettings, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, settings, '/', maxAgeSeconds));
}

/** Tells the browser to forget the session cookie (Max-Age=0 and an Expires in 1970). */
export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, settings: CookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, settings, '/', 0));
}

/** The browser's sign-in mark, if the request carries one. */
export function readDeviceMark(request: FastifyRequest): string | undefined {
  return readCookie(request, DEVICE_COOKIE);
}

export function setDeviceMark(reply: FastifyReply, request: FastifyRequest, settings: CookieSettings, value: string, maxAgeSeconds: number): void {
  reply.setCookie(DEVICE_COOKIE, value, cookieOptions(request, settings, DEVICE_COOKIE_PATH, maxAgeSeconds));
}
