/**
 * Security headers: every answer says `nosniff` and a strict-origin
 * referrer policy; the SPA's page carries a Content-Security-Policy that
 * allows only our own scripts — the page's inline scripts by their SHA-256,
 * computed from the built `index.html` — so an injected script does not run.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    return payload;
  });
}
