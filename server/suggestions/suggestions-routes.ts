/**
 * Offer suggestions (spec 001 §7): `GET /api/suggestions?offer_count=4&brands=…&deny_listed_mvs=…&city_code=…&offer_id=…`
 * answers up to offer_count other published offers of those brands (the
 * page's category, natural person), available near the city, the offer's
 * own category first.
 */
import type { FastifyInstance } from 'fastify';
import { SuggestionsQuery, toSuggestion, type Suggestion } from '../../models/content/suggestions';
import type { Database } from '../db/database';
import { anyone, defineRoute } from '../http/route';
import { findSuggestedOffers } from './suggestions-repo';

export function suggestionsRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: '/api/suggestions',
      access: anyone,
      query: SuggestionsQuery,
      handler: async ({ query }): Promise<Suggestion[]> => (await findSuggestedOffers(db, query)).map(toSuggestion),
    });
  };
}
