/** Offers and search (spec 001 §7 "Offers, search and dealers"). */
import type { FastifyInstance } from 'fastify';
import { isOfferAdmin } from '../../models/auth';
import { BulkOfferParams, OfferParams, OfferQuery, SearchRequest, type MvsResource, type OfferWithMvs, type SearchResponse } from '../../models/api';
import { labels } from '../../models/labels/spec';
import type { Offer } from '../../models/offer';
import { todayInBrazil } from '../../models/calendar';
import { isPublished } from '../../models/offer-status';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute } from '../http/route';
import { findOffer, findOffers, searchOffers } from './offers-repo';

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
      handler: async ({ body, request }): Promise<SearchResponse> => {
        // Spec 001 §6: an offer admin sees all offers regardless of category (and status).
        const { found, offers } = await searchOffers(db, body, { admin: isOfferAdmin(request.sessionUser) });
        return { hits: { found, hit: offers.map((fields) => ({ id: fields.id, fields })) } };
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
