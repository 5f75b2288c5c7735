/**
 * What crawlers and link previews read besides the page itself: an offer's
 * preview picture (`/og/offer/<id>.png`), `/sitemap.xml` of the public pages
 * and every listed offer with its last change, and `/robots.txt`. And the
 * page's own answer (`pageSender`): the built page with its head
 * (server/http/page-head.ts, from models/app/page-head.ts), an ETag, and
 * revalidated before each use like the search answers, so a publish or an
 * unpublish is seen at once; a signed-in visitor's copy is private.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INDEXED_PAGE_PATHS, OfferImageFileParams, OfferImageQuery, offerPath, pageHeadOf } from '../../models/app/page-head';
import { ADMIN_MESSAGES_PATH, ADMIN_PRIVACY_PATH, SELLER_PATHS } from '../../models/app/pages';
import { MANAGER_PATH } from '../../models/app/manager-address';
import { parseShowcaseSearch } from '../../models/app/route-params';
import { labels } from '../../models/labels/spec';
import type { OfferImageStore } from '../admin/offer-image-store';
import { createCache, perOwner } from '../cache/cache';
import type { Database, Queryable } from '../db/database';
import { HttpError, anyone, defineRoute } from '../http/route';
import { escapeHtml, withPageHead } from '../http/page-head';
import { readSessionToken } from '../http/cookies';
import { matchesEtag } from '../catalogue/search-answers';
import { findPublishedOffer, listedOffers } from './pages-repo';
import { offerPreviewImage } from './offer-preview-image';

/** Like the search answers' (server/catalogue/offers-routes.ts): kept, but asked again before each use. */
const PUBLIC_PAGE_CACHE_CONTROL = 'public, no-cache';
/**
 * A signed-in visitor's page is theirs alone (it may one day carry their name). Pages are not API calls, so the
 * session is not looked up (server/plugins/sessions.ts): a browser carrying a session cookie is taken as signed in.
 */
const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

const digest = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 22);

/** The address's query as a plain record (the last value of a repeated name). */
function queryOf(url: string): { pathname: string; search: Record<string, string> } {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: Object.fromEntries(parsed.searchParams) };
}

/** Sets an ETag and the caching; answers true when the caller's copy is current (the reply is then a 304). */
function revalidated(request: FastifyRequest, reply: FastifyReply, etag: string, cacheControl: string): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'Accept-Encoding, Cookie');
  if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
  reply.code(304);
  return true;
}

export interface PageSenderOptions {
  /** The built page, as served to every address (inline scripts and meta tags already written). */
  html: string;
  /** Its Content-Security-Policy. */
  csp: string;
  /** The site's public address (PUBLIC_URL): canonical links and pictures are absolute, never taken from the request. */
  publicUrl: string;
}

/** Sends the page of a browser address with its head; `status` 404 for an address the app has no page for. */
export function pageSender(db: Queryable, options: PageSenderOptions) {
  return async (request: FastifyRequest, reply: FastifyReply, status = 200): Promise<FastifyReply> => {
    const { pathname, search } = queryOf(request.url);
    const offerId = pathname === '/' ? parseShowcaseSearch(search).offerId : undefined;
    const offer = offerId ? ((await findPublishedOffer(db, offerId)) ?? null) : null;
    const head = pageHeadOf(pathname, search, offer, options.publicUrl);
    const page = withPageHead(options.html, head);
    reply.code(status).header('content-security-policy', options.csp);
    if (!head.index) reply.header('x-robots-tag', 'noindex, nofollow');
    if (status === 200 && revalidated(request, reply, `W/"${digest(page)}"`, request.sessionUser || readSessionToken(request) !== undefined ? PRIVATE_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL)) return reply.send();
    if (status !== 200) reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(page);
  };
}

/**
 * Preview pictures, per database: one per offer revision and colour, bounded by bytes.
 * Measured by hand on this 2-core machine: making one (drawn vehicle, 1200 × 630, sharp) took 0.7–1.8 s; a kept one answers at once.
 */
const previewsOf = perOwner(() => createCache<Buffer>({ name: 'offer-previews', max: 500, maxSize: 48 * 1024 * 1024, sizeOf: (png) => png.length }));

/** The areas a crawler has nothing to read in (sign-in required); the other private pages say `noindex` themselves. */
const DISALLOWED = [SELLER_PATHS.home, MANAGER_PATH, ADMIN_MESSAGES_PATH, ADMIN_PRIVACY_PATH];

export function robotsTxt(publicUrl: string): string {
  const site = publicUrl.replace(/\/+$/, '');
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(publicUrl: string, offers: readonly { id: string; updatedAt: Date }[]): string {
  const site = publicUrl.replace(/\/+$/, '');
  const url = (path: string, lastmod?: Date) => `  <url><loc>${escapeHtml(`${site}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXED_PAGE_PATHS.map((path) => url(path)),
    ...offers.map((o) => url(offerPath(o.id), o.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export interface PagesOptions {
  publicUrl: string;
  /** Where offer photos are kept (the preview uses the first one). */
  imageStore: OfferImageStore;
}

export function pagesRoutes(db: Database, options: PagesOptions) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: '/og/offer/:file',
      // Pictures of published offers, as their pages show them.
      access: anyone,
      params: OfferImageFileParams,
      query: OfferImageQuery,
      handler: async ({ params, query, request, reply }) => {
        const found = await findPublishedOffer(db, params.file.slice(0, -'.png'.length));
        if (!found) throw new HttpError(404, 'offer_not_found', labels.httpErrors.offerNotFound);
        const colour = query.colour && found.offer.colors.some((c) => c.colorId === query.colour) ? query.colour : null;
        const key = `${found.offer.id}|${found.revision}|${colour ?? ''}`;
        const current = query.v === String(found.revision);
        // The address names the revision: the picture of that address never changes, so it may be kept for long.
        if (revalidated(request, reply, `"${digest(key)}"`, current ? 'public, max-age=604800, immutable' : PUBLIC_PAGE_CACHE_CONTROL)) return reply.send();
        const cache = previewsOf(db);
        let png = cache.get(key);
        if (!png) {
          png = await offerPreviewImage(found.offer, colour, options.imageStore);
          cache.set(key, png);
        }
        return reply.type('image/png').send(png);
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/sitemap.xml',
      access: anyone,
      handler: async ({ request, reply }) => {
        const xml = sitemapXml(options.publicUrl, await listedOffers(db));
        if (revalidated(request, reply, `W/"${digest(xml)}"`, PUBLIC_PAGE_CACHE_CONTROL)) return reply.send();
        return reply.type('application/xml; charset=utf-8').send(xml);
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/robots.txt',
      access: anyone,
      handler: async ({ reply }) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(options.publicUrl)),
    });
  };
}
