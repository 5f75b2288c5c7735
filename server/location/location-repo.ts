/** Cities and rental dealers for the location picker and the address's dealer parameters. */
import type { CityAnswer, RentalDealerSummary } from '../../models/dealer/location';
import { distanceKm } from '../../models/dealer/dealer-query';
import type { Queryable } from '../db/database';

interface CityRow {
  code: string;
  name: string;
  state_code: string;
  influence_area: string[];
}

const toCity = (r: CityRow, withInfluence: boolean): CityAnswer => ({
  code: r.code,
  name: r.name,
  stateCode: r.state_code,
  influenceArea: withInfluence ? r.influence_area : [],
});

/**
 * "Near this city": the city itself or a city of its influence area (the
 * cities table), as a condition on a column holding a city code, for the
 * city bound at `cityParam`. Offers (their dealer's city) and dealers use it.
 */
export function nearCityCondition(cityColumn: string, cityParam: string): string {
  return `(${cityColumn} = ${cityParam} OR ${cityColumn} = ANY(COALESCE((SELECT influence_area FROM cities WHERE code = ${cityParam}), '{}')))`;
}

/** The city, then (when asked) the cities of its influence area, in name order. */
export async function findCityWithInfluence(db: Queryable, code: string, includeInfluenceArea: boolean): Promise<CityAnswer[]> {
  const { rows } = await db.query<CityRow>('SELECT code, name, state_code, influence_area FROM cities WHERE code = $1', [code]);
  const city = rows[0];
  if (!city) return [];
  if (!includeInfluenceArea || city.influence_area.length === 0) return [toCity(city, includeInfluenceArea)];
  const around = await db.query<CityRow>(
    'SELECT code, name, state_code, influence_area FROM cities WHERE code = ANY($1::text[]) AND code <> $2 ORDER BY name, code',
    [city.influence_area, code],
  );
  return [toCity(city, true), ...around.rows.map((r) => toCity(r, true))];
}

export async function listCities(db: Queryable, stateCode: string): Promise<CityAnswer[]> {
  const { rows } = await db.query<CityRow>(
    'SELECT code, name, state_code, influence_area FROM cities WHERE state_code = $1 ORDER BY name, code',
    [stateCode],
  );
  return rows.map((r) => toCity(r, false));
}

export async function listStateCodes(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ state_code: string }>('SELECT DISTINCT state_code FROM cities ORDER BY state_code');
  return rows.map((r) => r.state_code);
}

interface DealerRow {
  id: string;
  cnpj: string;
  city_id: string;
  brands: string[];
  fantasy_name: string;
}

const toDealer = (r: DealerRow): RentalDealerSummary => ({
  id: r.id,
  cityId: r.city_id,
  brandsName: r.brands,
  cnpj: r.cnpj,
  fantasyName: r.fantasy_name,
});

export async function findRentalDealer(db: Queryable, dealerCode: string): Promise<RentalDealerSummary | undefined> {
  const { rows } = await db.query<DealerRow>(
    "SELECT id, cnpj, city_id, brands, data->>'fantasyName' AS fantasy_name FROM dealers WHERE id = $1",
    [dealerCode],
  );
  return rows[0] ? toDealer(rows[0]) : undefined;
}

/** Dealers by CNPJ, in the order asked for; unknown CNPJs are left out. */
export async function findRentalDealersByCnpj(db: Queryable, cnpjs: readonly string[]): Promise<RentalDealerSummary[]> {
  const { rows } = await db.query<DealerRow>(
    "SELECT id, cnpj, city_id, brands, data->>'fantasyName' AS fantasy_name FROM dealers WHERE cnpj = ANY($1::text[])",
    [cnpjs],
  );
  const byCnpj = new Map(rows.map((r) => [r.cnpj, r]));
  return cnpjs.flatMap((c) => {
    const r = byCnpj.get(c);
    return r ? [toDealer(r)] : [];
  });
}

/** The city of the dealer nearest to a position (dealers without coordinates left out), or undefined when none has any. */
export async function findNearestDealerCity(db: Queryable, position: { lat: number; lng: number }): Promise<string | undefined> {
  const { rows } = await db.query<{ city_id: string; latitude: string; longitude: string }>(
    "SELECT city_id, data->>'latitude' AS latitude, data->>'longitude' AS longitude FROM dealers WHERE data->>'latitude' IS NOT NULL AND data->>'longitude' IS NOT NULL ORDER BY id",
  );
  let best: { city: string; km: number } | undefined;
  for (const r of rows) {
    const km = distanceKm(position, { lat: Number(r.latitude), lng: Number(r.longitude) });
    if (Number.isFinite(km) && (!best || km < best.km)) best = { city: r.city_id, km };
  }
  return best?.city;
}
