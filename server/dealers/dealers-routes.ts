/**
 * `GET /api/dealers/v2` (spec 001 §7): the rental dealers of a city and of
 * its influence area ("near this city", server/location) that sell the brand, for
 * the lead form's dealer selector.
 *
 * - `group` (or `dealerGroup`) keeps the dealers of that group; with
 *   `fulfillment=LAX` the group's dealers of any city are kept (the group
 *   fulfils the lead wherever its dealers are).
 * - `referenceLatitude`/`referenceLongitude` order the list by distance;
 *   otherwise the city's own dealers come first, then by name.
 * - `mvsCode` is accepted (every demo dealer delivers every model of its
 *   brands, so it filters nothing).
 *
 * `GET /api/admin/dealers?q=` (offer admins only): the offer editor's dealer
 * picker searches the dealers by code, name or city (models/dealer/admin-dealers.ts).
 */
import type { FastifyInstance } from 'fastify';
import { AdminDealersQuery, DEALER_SEARCH_LIMIT, adminDealerPaths, type AdminDealerList } from '../../models/dealer/admin-dealers';
import { OFFER_ADMIN } from '../../models/account/auth';
import type { Dealer } from '../../models/dealer/dealer';
import { DealersQuery, orderDealers } from '../../models/dealer/dealer-query';
import type { Database } from '../db/database';
import { anyone, defineRoute, role } from '../http/route';
import { findDealers, searchDealersByText } from './dealers-repo';

export function dealersRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: '/api/dealers/v2',
      access: anyone,
      query: DealersQuery,
      handler: async ({ query }): Promise<Dealer[]> => {
        const group = query.group ?? query.dealerGroup ?? null;
        const dealers = await findDealers(db, { brand: query.brand, cityCode: query.cityCode, group, anyCity: group !== null && query.fulfillment === 'LAX' });
        if (query.referenceLatitude != null && query.referenceLongitude != null) {
          return orderDealers(dealers, { lat: Number(query.referenceLatitude), lng: Number(query.referenceLongitude) });
        }
        const own = (d: Dealer) => (d.cityId === query.cityCode ? 0 : 1);
        return orderDealers(dealers).sort((a, b) => own(a) - own(b));
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: adminDealerPaths.search,
      access: role(OFFER_ADMIN),
      query: AdminDealersQuery,
      handler: async ({ query }): Promise<AdminDealerList> => ({ dealers: await searchDealersByText(db, query.q, DEALER_SEARCH_LIMIT) }),
    });
  };
}
