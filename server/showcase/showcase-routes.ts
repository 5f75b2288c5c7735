/** The showcase's calls besides the search (issue 5): location and dealers from the address, content images, suggestions. */
import type { FastifyInstance } from 'fastify';
import { contentRoutes } from '../content/content-routes';
import type { Database } from '../db/database';
import { locationRoutes } from '../location/location-routes';
import { suggestionsRoutes } from '../suggestions/suggestions-routes';

export function showcaseRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    await app.register(locationRoutes(db));
    await app.register(contentRoutes(db));
    await app.register(suggestionsRoutes(db));
  };
}
