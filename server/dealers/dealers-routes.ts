/**
 * `GET /api/dealers/v2` (spec 001 §7): the rental dealers of a city and of
 * its influence area (server/location's city data) that sell the brand, for
 * the lead form's dealer selector.
 *
 * - `group` (or `dealerGroup`) keeps the dealers of that group; with
 *   `fulfillment=LAX` the group's dealers of any city are kept (the group
 *   fulfils the lead wherever its dealers are).
 * - `referenceLatitude`/`referenceLongitude` order the list by distance;
 *   otherwise the city's own dealers come first, then by name.
 * - `mvsCode` is accepted (every demo dealer delivers every model of its
 *   brands, so it filters nothing).
 */
import type { FastifyInstance } from 'fastify';
import type { Dealer } from '../../models/dealer';
import { DealersQuery, orderDealers } from '../../models/dealer-query';
import type { Database } from '../db/database';
import { anyone, defineRoute } from '../http/route';
import { findCityWithInfluence } from '../location/location-repo';

export function dealersRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: '/api/dealers/v2',
      access: anyone,
      query: DealersQuery,
      handler: async ({ query }): Promise<Dealer[]> => {
        const cities = (await findCityWithInfluence(db, query.cityCode, true)).map((c) => c.code);
        if (cities.length === 0) return [];
        const group = query.group ?? query.dealerGroup ?? null;
        const lax = group !== null && query.fulfillment === 'LAX';
        const params: unknown[] = [query.brand.toUpperCase()];
        const where = ['$1 = ANY(brands)'];
        if (!lax) {
          params.push(cities);
          where.push(`city_id = ANY($${params.length}::text[])`);
        }
        if (group) {
          params.push(group);
          where.push(`$${params.length} = ANY(groups)`);
        }
        const { rows } = await db.query<{ data: Dealer }>(`SELECT data FROM dealers WHERE ${where.join(' AND ')}`, params);
        const dealers = rows.map((r) => r.data);
        if (query.referenceLatitude != null && query.referenceLongitude != null) {
          return orderDealers(dealers, { lat: Number(query.referenceLatitude), lng: Number(query.referenceLongitude) });
        }
        const own = (d: Dealer) => (d.cityId === query.cityCode ? 0 : 1);
        return orderDealers(dealers).sort((a, b) => own(a) - own(b));
      },
    });
  };
}
