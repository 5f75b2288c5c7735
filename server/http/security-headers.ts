/**
 * Security headers: every answer says `nosniff`, a
 * strict-origin referrer policy, HSTS, that it may not be framed
 * (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), a
 * Permissions-Policy turning off the devices the site never uses, and
 * COOP/CORP (same-origin; public images may be embedded cross-origin). The
 * SPA's page carries a Content-Security-Policy that allows only our own
 * scripts — the page's inline scripts by their SHA-256, computed from the
 * built `index.html` — so an injected script does not run. Personal answers
 * (route.ts `isPersonalAnswer`) say `Cache-Control: no-store`.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isPersonalAnswer } from './route';

/** The inline scripts a browser would run (not `src=` ones, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs!) && !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs!))
    .map(([, , body]) => body!);
}

/** Origins the page's meta tags send calls to (`flua:api-url`, `flua:content-url`), besides its own. */
function configuredOrigins(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<meta\s+name="flua:(?:api|content)-url"\s+content="([^"]*)"/gi)) {
    try {
      out.add(new URL(m[1]!).origin);
    } catch {
      /* relative or empty: our own origin */
    }
  }
  return [...out];
}

export function contentSecurityPolicy(indexHtml: string): string {
  const hashes = inlineScripts(indexHtml).map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
  const connect = ["'self'", ...configuredOrigins(indexHtml)];
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // Radix injects <style> elements (scroll locking); React style props go through the CSSOM.
    "style-src 'self' 'unsafe-inline'",
    // Offer images may come from the brands' content servers.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browser features the site never uses, off for every page and whatever it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()';

/** A year, subdomains included (browsers take it only over HTTPS). */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

/**
 * What helmet (the well-kept library of these headers) sends with our
 * choices: framing refused (`frame-ancestors 'none'`, `X-Frame-Options:
 * DENY`; the SPA's page replaces the policy with its full, hashed one, and
 * no default-src is said here, which would change what a downloaded PDF may
 * load), COOP/CORP same-origin, HSTS, nosniff, a strict-origin referrer
 * policy. Helmet's middleware is run once, here, on a recording answer, so
 * requests only copy a frozen list (building it per request cost as much as
 * the rest of a cached search).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, 'frame-ancestors': ["'none'"] },
    },
    strictTransportSecurity: { maxAge: HSTS_SECONDS, includeSubDomains: true },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its options');
  return headers;
}

/** The headers every answer carries: helmet's, and the devices the site never uses turned off. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...helmetHeaders(),
  'permissions-policy': PERMISSIONS_POLICY,
});

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPersonalAnswer(request, reply)) {
      reply.header('cache-control', 'no-store');
    } else if (String(reply.getHeader('content-type') ?? '').startsWith('image/')) {
      // Public images (offer photos, content) may be shown by a page on another origin (flua:api-url).
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    return payload;
  });
}
