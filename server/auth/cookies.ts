/**
 * The session cookie: `flua_session`, httpOnly, SameSite=Lax, Path=/.
 *
 * Secure (sent over HTTPS only) is decided per request (`CookieSecurity`):
 * - 'always' / 'never': as configured (`COOKIE_SECURE=true|false`);
 * - 'auto' (default): Secure, except when NODE_ENV is 'development' or
 *   'test', or when the request itself is plain http to a loopback host
 *   (localhost, 127.0.0.1, ::1) — that is `npm start` on a laptop and the
 *   end-to-end tests, where a Secure cookie would not be stored. Behind a
 *   TLS-terminating proxy the protocol comes from X-Forwarded-Proto.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'flua_session';

export type CookieSecurity = 'auto' | 'always' | 'never';

/** Parses a Cookie header into name → value (the first of a repeated name wins). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/** The session cookie's value, if the request carries one (well-formed or not). */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return parseCookies(request.headers.cookie)[SESSION_COOKIE];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isSecureCookie(security: CookieSecurity, nodeEnv: string | undefined, request: FastifyRequest): boolean {
  if (security === 'always') return true;
  if (security === 'never') return false;
  if (nodeEnv === 'development' || nodeEnv === 'test') return false;
  const hostname = request.hostname.toLowerCase();
  return !(request.protocol === 'http' && LOOPBACK.has(hostname));
}

export interface CookieSettings {
  security: CookieSecurity;
  nodeEnv: string | undefined;
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    ...(maxAgeSeconds === 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, settings: CookieSettings, token: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', serialize(token, maxAgeSeconds, isSecureCookie(settings.security, settings.nodeEnv, request)));
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, settings: CookieSettings): void {
  reply.header('set-cookie', serialize('', 0, isSecureCookie(settings.security, settings.nodeEnv, request)));
}
