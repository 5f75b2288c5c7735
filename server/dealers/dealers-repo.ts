/** The dealers table: who sells a brand near a city; the admins' search by code, name or city. */
import type { AdminDealer } from '../../models/dealer/admin-dealers';
import type { Dealer } from '../../models/dealer/dealer';
import { likeEscape, type Queryable } from '../db/database';
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

/** Lower case without the accents Portuguese uses, so 'sao' finds 'São' (the same fold on both sides). */
const fold = (sql: string) => `translate(lower(${sql}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;

/** A LIKE pattern that finds the text anywhere (its own % _ and \ taken literally). */
const containsPattern = (text: string) => `%${likeEscape(text)}%`;

/**
 * The offer editor's dealer picker: the dealers whose code, fantasy name,
 * legal name or city holds the text (any case and accents), the dealer
 * whose code is the text first, then by name; at most `limit`.
 */
export async function searchDealersByText(db: Queryable, text: string, limit: number): Promise<AdminDealer[]> {
  const { rows } = await db.query<{ id: string; name: string; legal_name: string; city_name: string; state: string; brands: string[] }>(
    `SELECT id, data->>'fantasyName' AS name, data->>'name' AS legal_name, data->>'cityName' AS city_name, state, brands
       FROM dealers
      WHERE ${fold('id')} LIKE ${fold('$1')}
         OR ${fold("data->>'fantasyName'")} LIKE ${fold('$1')}
         OR ${fold("data->>'name'")} LIKE ${fold('$1')}
         OR ${fold("data->>'cityName'")} LIKE ${fold('$1')}
      ORDER BY (lower(id) = lower($2)) DESC, ${fold("data->>'fantasyName'")} COLLATE "C", id COLLATE "C"
      LIMIT $3`,
    [containsPattern(text), text, limit],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, legalName: r.legal_name, cityName: r.city_name, state: r.state, brands: r.brands }));
}
