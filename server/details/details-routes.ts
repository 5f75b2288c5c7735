/**
 * The calls of the offer details page (spec 001 §7): additional details,
 * featured (standard) items, an optional's rich text and the FAQ. All public.
 */
import type { FastifyInstance } from 'fastify';
import { labels } from '../../models/labels';
import type { AdditionalItem } from '../../models/offer';
import {
  AdditionalsQuery,
  DEFAULT_FAQ_PATH,
  FeaturedItemsQuery,
  OPTIONAL_CONTENT_SUFFIX,
  OptionalContentParams,
  faqContentPath,
  type AdditionalInfo,
  type FaqEntry,
  type FeaturedItem,
  type OptionalContent,
} from '../../models/offer-details';
import type { FaqItem } from '../../models/faq';
import { sanitiseHtml } from '../content/sanitise-html';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute } from '../http/route';

const notFound = (code: string) => new HttpError(404, code, labels.httpErrors.notFound);

/** Published offers first, then catalogue order: the offer whose data answers for an MVS code. */
const OFFER_BY_MVS = `SELECT data FROM offers WHERE mvs = $1 AND NOT removed
  ORDER BY (released AND NOT archived) DESC, sort_order, id LIMIT 1`;

export function detailsRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: '/api/additionals',
      access: anyone,
      query: AdditionalsQuery,
      handler: async ({ query }): Promise<AdditionalInfo[]> => {
        const { rows } = await db.query<{ data: { additionalItemsList?: AdditionalItem[] } }>(OFFER_BY_MVS, [query.mvs_code]);
        const items = rows[0]?.data.additionalItemsList ?? [];
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
        const { rows } = await db.query<{ data: { partsList?: string[] } }>(
          `SELECT data FROM offers WHERE mvs = $1 AND (data->>'modelYear')::int = $2 AND NOT removed
           ORDER BY (released AND NOT archived) DESC, sort_order, id LIMIT 1`,
          [query.mvsCode, query.year],
        );
        if (rows.length === 0) throw notFound('items_not_found');
        return (rows[0]!.data.partsList ?? []).map((name) => ({ name }));
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/content/:brand/:country/:language/products/:modelCode/optionals/:file',
      access: anyone,
      params: OptionalContentParams,
      handler: async ({ params }): Promise<OptionalContent> => {
        const code = params.file.slice(0, -OPTIONAL_CONTENT_SUFFIX.length);
        const { rows } = await db.query<{ title: string; body: string }>(
          `SELECT title, body FROM optional_contents
           WHERE brand = $1 AND country = $2 AND language = $3 AND model_code = $4 AND code = $5`,
          [params.brand, params.country, params.language, params.modelCode, code],
        );
        const row = rows[0];
        if (!row) throw notFound('content_not_found');
        return { title: row.title, text: sanitiseHtml(row.body) };
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: faqContentPath(DEFAULT_FAQ_PATH),
      access: anyone,
      handler: async (): Promise<FaqEntry[]> => {
        const { rows } = await db.query<{ data: FaqItem }>('SELECT data FROM faq_items ORDER BY position');
        return rows.map(({ data }) => ({ question: data.question, text: sanitiseHtml(data.answer), hideSurvey: data.hideSurvey }));
      },
    });
  };
}
