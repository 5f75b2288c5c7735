/** The dealers table: who sells a brand near a city. */
import type { Dealer } from '../../models/dealer';
import type { Queryable } from '../db/database';
import { nearCityCondition } from '../location/location-repo';

export interface DealerSearch {
  brand: string;
  /** The dealers near this city (the city and its influence area); an unknown city has none. */
  cityCode: string;
  /** Keep the dealers of this group. */
  group: string | null;
  /** With a group: its dealers of any city (the group fulfils the lead wherever its dealers are). */
  anyCity: boolean;
}

export async function findDealers(db: Queryable, search: DealerSearch): Promise<Dealer[]> {
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const city = param(search.cityCode);
  const where = [`EXISTS (SELECT 1 FROM cities WHERE code = ${city})`, `${param(search.brand.toUpperCase())} = ANY(brands)`];
  if (!search.anyCity) where.push(nearCityCondition('city_id', city));
  if (search.group) where.push(`${param(search.group)} = ANY(groups)`);
  const { rows } = await db.query<{ data: Dealer }>(`SELECT data FROM dealers WHERE ${where.join(' AND ')}`, params);
  return rows.map((r) => r.data);
}
