/**
 * Offer suggestions (spec 001 §7): `GET /api/suggestions?offer_count=4&brands=…&deny_listed_mvs=…&city_code=…&offer_id=…`
 * answers up to offer_count other published offers of those brands (the
 * page's category, natural person), available near the city, the offer's
 * own category first.
 */
import type { FastifyInstance } from 'fastify';
import type { Offer } from '../../models/offer';
import { SuggestionsQuery, toSuggestion, type Suggestion } from '../../models/suggestions';
import type { Database } from '../db/database';
import { PUBLISHED_SQL } from '../catalogue/offers-repo';
import { anyone, defineRoute } from '../http/route';

export function suggestionsRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: '/api/suggestions',
      access: anyone,
      query: SuggestionsQuery,
      handler: async ({ query }): Promise<Suggestion[]> => {
        const where = [PUBLISHED_SQL, "target_entity_type = 'NATURAL_PERSON'", 'NOT b2e_offer', "NOT (data->>'offerDeny')::boolean"];
        const params: unknown[] = [];
        const param = (v: unknown) => {
          params.push(v);
          return `$${params.length}`;
        };
        if (query.brands) where.push(`brand = ANY(${param(query.brands.toLowerCase().split(','))}::text[])`);
        if (query.deny_listed_mvs) where.push(`NOT (mvs = ANY(${param(query.deny_listed_mvs.split(','))}::text[]))`);
        if (query.offer_id) where.push(`id <> ${param(query.offer_id)}`);
        if (query.city_code) {
          const city = param(query.city_code);
          where.push(`(dealer_id IS NULL OR dealer_city_id = ${city}
            OR dealer_city_id = ANY(COALESCE((SELECT influence_area FROM cities WHERE code = ${city}), '{}')))`);
        }
        const category = query.offer_id
          ? `(category_code = (SELECT category_code FROM offers WHERE id = ${param(query.offer_id)})) DESC NULLS LAST,`
          : '';
        const { rows } = await db.query<{ data: Offer }>(
          `SELECT data FROM offers WHERE ${where.join(' AND ')} ORDER BY ${category} sort_order, id LIMIT ${param(query.offer_count)}`,
          params,
        );
        return rows.map((r) => toSuggestion(r.data));
      },
    });
  };
}
