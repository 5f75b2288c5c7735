/**
 * Location and the address's dealer parameters (spec 001 §7 "Offers, search
 * and dealers"): `GET /api/city` (the first result becomes the current
 * location), the picker's lists (`/api/states`, `/api/cities`), and the
 * rental dealer of a `dealerCode` or of a `dealerCnpj` list.
 */
import type { FastifyInstance } from 'fastify';
import {
  CitiesQuery,
  CityQuery,
  NearestCityQuery,
  RentalDealerParams,
  RentalDealersQuery,
  dealerCnpjList,
  stateName,
  type CityAnswer,
  type RentalDealerAnswer,
  type RentalDealerSummary,
  type StateAnswer,
} from '../../models/dealer/location';
import { showcaseLabels } from '../../models/labels/showcase';
import type { Database } from '../db/database';
import { HttpError, anyone, defineRoute } from '../http/route';
import { findCityWithInfluence, findNearestDealerCity, findRentalDealer, findRentalDealersByCnpj, listCities, listStateCodes } from './location-repo';

export function locationRoutes(db: Database) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: '/api/city',
      access: anyone,
      query: CityQuery,
      handler: async ({ query }): Promise<CityAnswer[]> => findCityWithInfluence(db, query.code, query.includeInfluenceArea === true),
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/city/nearest',
      access: anyone,
      query: NearestCityQuery,
      handler: async ({ query }): Promise<CityAnswer[]> => {
        const code = await findNearestDealerCity(db, { lat: Number(query.latitude), lng: Number(query.longitude) });
        return code ? findCityWithInfluence(db, code, true) : [];
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/cities',
      access: anyone,
      query: CitiesQuery,
      handler: async ({ query }): Promise<CityAnswer[]> => listCities(db, query.stateCode),
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/states',
      access: anyone,
      handler: async (): Promise<StateAnswer[]> =>
        (await listStateCodes(db)).map((code) => ({ code, name: stateName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/dealers/rental/:dealerCode',
      access: anyone,
      params: RentalDealerParams,
      handler: async ({ params }): Promise<RentalDealerAnswer> => {
        const dealer = await findRentalDealer(db, params.dealerCode);
        if (!dealer) throw new HttpError(404, 'dealer_not_found', showcaseLabels.errors.dealerNotFound);
        return { id: dealer.id, cityId: dealer.cityId, brandsName: dealer.brandsName, fantasyName: dealer.fantasyName };
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: '/api/dealers/rental',
      access: anyone,
      query: RentalDealersQuery,
      handler: async ({ query }): Promise<RentalDealerSummary[]> => findRentalDealersByCnpj(db, dealerCnpjList(query.cnpj)),
    });
  };
}
