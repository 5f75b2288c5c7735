/**
 * The dealers' calls (spec 001 §7 "Offers, search and dealers"):
 *
 * `GET /api/dealers/v2` and `GET /api/dealers` (the offer service's v2 and
 * v1): the rental dealers of a city and of its influence area ("near this
 * city", server/location) that sell the brand, for the lead form's dealer
 * selector (the site's configuration says which one it calls).
 *
 * - `group` (or `dealerGroup`) keeps the dealers of that group; with
 *   `fulfillment=LAX` the group's dealers of any city are kept (the group
 *   fulfils the lead wherever its dealers are).
 * - `mvsCode` keeps the dealers that deliver that vehicle (server/dealers/dealers-repo.ts
 *   `findDealers`): an unknown or removed vehicle has none.
 * - The order (models/dealer/dealer-query.ts `dealersInOrder`): v2 by distance to
 *   `referenceLatitude`/`referenceLongitude` when given, otherwise the
 *   city's own dealers first, then by name; v1 by name.
 *
 * `GET /api/rental-service/dealers?market=BR&brands=FIAT,JEEP,PEUGEOT&type=RENTAL`
 * (the rental service's, for the sellers' price simulator): the dealers
 * selling any of the brands, by name (models/dealer/rental-service-dealers.ts).
 *
 * `GET /api/admin/dealers?q=` (offer admins only): the offer editor's dealer
 * picker searches the dealers by code, name or city (models/dealer/admin-dealers.ts).
 */
import type { FastifyInstance } from 'fastify';
import { AdminDealersQuery, DEALER_SEARCH_LIMIT, adminDealerPaths, type AdminDealerList } from '../../models/dealer/admin-dealers';
import { OFFER_ADMIN, SELLER } from '../../models/account/auth';
import type { Dealer } from '../../models/dealer/dealer';
import { DealersQuery, dealersInOrder } from '../../models/dealer/dealer-query';
import { DEALERS_PATHS, DEALERS_VERSIONS } from '../../models/dealer/dealers-version';
import { RENTAL_SERVICE_DEALERS_PATH, RentalServiceDealersQuery, brandListOf, type RentalServiceDealer } from '../../models/dealer/rental-service-dealers';
import type { Database } from '../db/database';
import { anyone, defineRoute, role } from '../http/route';
import { findDealers, findRentalServiceDealers, searchDealersByText } from './dealers-repo';

export function dealersRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    for (const version of DEALERS_VERSIONS) {
      defineRoute(app, {
        method: 'GET',
        url: DEALERS_PATHS[version],
        access: anyone,
        query: DealersQuery,
        handler: async ({ query }): Promise<Dealer[]> => {
          const group = query.group ?? query.dealerGroup ?? null;
          const dealers = await findDealers(db, {
            brand: query.brand,
            cityCode: query.cityCode,
            mvsCode: query.mvsCode ?? null,
            group,
            anyCity: group !== null && query.fulfillment === 'LAX',
          });
          return dealersInOrder(version, dealers, query);
        },
      });
    }

    defineRoute(app, {
      method: 'GET',
      url: RENTAL_SERVICE_DEALERS_PATH,
      // The sellers' tools' call (the price simulator), as the rest of them.
      access: role(SELLER, OFFER_ADMIN),
      query: RentalServiceDealersQuery,
      handler: async ({ query }): Promise<RentalServiceDealer[]> => findRentalServiceDealers(db, brandListOf(query.brands)),
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
