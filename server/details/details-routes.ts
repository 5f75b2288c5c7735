/**
 * The calls of the offer details page (spec 001 §7): additional details,
 * featured (standard) items, an optional's rich text and the FAQ. All public.
 */
import type { FastifyInstance } from 'fastify';
import { labels } from '../../models/labels/spec';
import type { AdditionalItem } from '../../models/offer/offer';
import { AdditionalsQuery, FeaturedItemsQuery, OPTIONAL_CONTENT_SUFFIX, OptionalContentParams, type AdditionalInfo, type FeaturedItem, type OptionalContent } from '../../models/content/details-content';
import { DEFAULT_FAQ_PATH, faqContentPath, type FaqEntry } from '../../models/content/faq';
import { sanitiseHtml } from '../content/sanitise-html';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute } from '../http/route';
import { findOfferOfMvs, findOptionalContent, listFaq } from './details-repo';

const notFound = (code: string) => new HttpError(404, code, labels.httpErrors.notFound);

export function detailsRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: '/api/additionals',
      access: anyone,
      query: AdditionalsQuery,
      handler: async ({ query }): Promise<AdditionalInfo[]> => {
        const items: AdditionalItem[] = (await findOfferOfMvs(db, query.mvs_code))?.additionalItemsList ?? [];
        // Spec 001 §7: an empty body is an error.
        if (items.length === 0) throw notFound('additionals_not_found');
        return items.map((a) => ({
          id: a.id,
          name: a.name,
          description: sanitiseHtml(a.description ?? a.text ?? ''),
          image_link: a.image_link ?? '',
        }));
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/item',
      access: anyone,
      query: FeaturedItemsQuery,
      handler: async ({ query }): Promise<FeaturedItem[]> => {
        const offer = await findOfferOfMvs(db, query.mvsCode, query.year);
        if (!offer) throw notFound('items_not_found');
        return offer.partsList.map((name) => ({ name }));
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/content/:brand/:country/:language/products/:modelCode/optionals/:file',
      access: anyone,
      params: OptionalContentParams,
      handler: async ({ params }): Promise<OptionalContent> => {
        const code = params.file.slice(0, -OPTIONAL_CONTENT_SUFFIX.length);
        const row = await findOptionalContent(db, { ...params, code });
        if (!row) throw notFound('content_not_found');
        return { title: row.title, text: sanitiseHtml(row.body) };
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: faqContentPath(DEFAULT_FAQ_PATH),
      access: anyone,
      handler: async (): Promise<FaqEntry[]> => {
        return (await listFaq(db)).map((data) => ({ question: data.question, text: sanitiseHtml(data.answer), hideSurvey: data.hideSurvey }));
      },
    });
  };
}
