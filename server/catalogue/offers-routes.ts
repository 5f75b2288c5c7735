/** Offers and search (spec 001 §7 "Offers, search and dealers"). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isOfferAdmin } from '../../models/account/auth';
import { BulkOfferParams, OfferParams, OfferQuery, SearchQuery, SearchRequest, type MvsResource, type OfferWithMvs } from '../../models/showcase/api';
import { labels } from '../../models/labels/spec';
import type { Offer } from '../../models/offer/offer';
import { todayInBrazil } from '../../models/common/calendar';
import { isPublished } from '../../models/offer/offer-status';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute, refuseBadInput } from '../http/route';
import { findOffer, findOffers } from './offers-repo';
import { answerEncoding, matchesEtag, preparedSearch } from './search-answers';

/**
 * A visitor's browser (or a proxy) may keep an anonymous search answered to
 * a GET, but asks again before each use (If-None-Match → a 304 of no body
 * while the catalogue is unchanged), so a publish or a price change is seen
 * at once.
 */
export const PUBLIC_SEARCH_CACHE_CONTROL = 'public, no-cache';

/**
 * Sends a search answer prepared for the catalogue version (server/catalogue/
 * search-answers.ts): compressed as the caller accepts, with its ETag. A GET
 * answers 304 when If-None-Match names the answer; a visitor's GET may be
 * kept by browsers and proxies (revalidated before each use), anything else is never stored
 * (server/http/security-headers.ts: an offer admin's search sees unpublished
 * offers, and a POST's answer is no-store).
 */
async function sendSearch(db: Database, search: SearchRequest, request: FastifyRequest, reply: FastifyReply): Promise<Buffer | null> {
  // Spec 001 §6: an offer admin sees all offers regardless of category (and status).
  const answer = await preparedSearch(db, search, { admin: isOfferAdmin(request.sessionUser) });
  const isGet = request.method === 'GET' || request.method === 'HEAD';
  reply.header('etag', answer.etag);
  reply.header('vary', 'Accept-Encoding, Cookie');
  if (isGet && !request.sessionUser) reply.header('cache-control', PUBLIC_SEARCH_CACHE_CONTROL);
  if (isGet && matchesEtag(request.headers['if-none-match'], answer.etag)) {
    reply.code(304);
    return null;
  }
  reply.type('application/json; charset=utf-8');
  const encoding = answerEncoding(request.headers['accept-encoding']);
  if (!encoding) return answer.json;
  reply.header('content-encoding', encoding);
  return answer.encoded(encoding);
}

function mvsResource(offer: Offer): MvsResource {
  return {
    mvs: offer.mvs,
    modelCode: offer.mvsInformation.modelCode,
    versionCode: offer.mvsInformation.versionCode,
    seriesCode: offer.seriesCode,
    year: offer.mvsInformation.year,
    colorCode: offer.mvsInformation.colorCode,
    description: offer.seriesFullDescription,
  };
}

function withMvs(offer: Offer, include: boolean | undefined): OfferWithMvs {
  return include ? { ...offer, mvsResource: mvsResource(offer) } : offer;
}

export function offersRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'POST',
      url: '/api/search',
      access: anyone,
      body: SearchRequest,
      handler: async ({ body, request, reply }) => sendSearch(db, body, request, reply),
    });

    // The same search with the request as JSON in the address (`q`), so browsers and proxies may keep its answer.
    defineRoute(app, {
      method: 'GET',
      url: '/api/search',
      access: anyone,
      query: SearchQuery,
      handler: async ({ query, request, reply }) => {
        refuseBadInput(query.q);
        return sendSearch(db, query.q, request, reply);
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/offers/bulk/:ids',
      access: anyone,
      params: BulkOfferParams,
      query: OfferQuery,
      handler: async ({ params, query }): Promise<OfferWithMvs[]> => {
        const ids = [...new Set(params.ids.split(','))].slice(0, 100);
        const today = todayInBrazil();
        return (await findOffers(db, ids)).filter((o) => isPublished(o, today)).map((o) => withMvs(o, query.include_mvs_info));
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/offers/:offerId',
      access: anyone,
      params: OfferParams,
      query: OfferQuery,
      handler: async ({ params, query }): Promise<OfferWithMvs> => {
        const offer = await findOffer(db, params.offerId);
        if (!offer || !isPublished(offer)) throw new HttpError(404, 'offer_not_found', labels.httpErrors.offerNotFound);
        return withMvs(offer, query.include_mvs_info);
      },
    });
  };
}
