/** The dealers table: who sells a brand (and delivers a vehicle) near a city; the rental service's list by brands; the admins' search by code, name or city. */
import type { AdminDealer } from '../../models/dealer/admin-dealers';
import type { Dealer } from '../../models/dealer/dealer';
import type { RentalServiceDealer } from '../../models/dealer/rental-service-dealers';
import { likeEscape, type Queryable } from '../db/database';
import { nearCityCondition } from '../location/location-repo';

export interface DealerSearch {
  brand: string;
  /**
   * Only the dealers that deliver this vehicle: the catalogue holds an offer
   * of this MVS code (not removed: a proposal being edited, or an admin's
   * preview, keeps its dealers) of a brand the dealer sells, offered
   * everywhere or tied to that dealer. None: no such filter.
   */
  mvsCode?: string | null;
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
  if (search.mvsCode) {
    where.push(
      `EXISTS (SELECT 1 FROM offers o WHERE o.mvs = ${param(search.mvsCode)} AND NOT o.removed
                AND upper(o.brand) = ANY(dealers.brands) AND (o.dealer_id IS NULL OR o.dealer_id = dealers.id))`,
    );
  }
  const { rows } = await db.query<{ data: Dealer }>(`SELECT data FROM dealers WHERE ${where.join(' AND ')}`, params);
  return rows.map((r) => r.data);
}

/**
 * The rental service's dealers (`GET /api/rental-service/dealers`): every
 * dealer selling any of the brands (upper case), by name; the market is the
 * one the query struct allows.
 */
export async function findRentalServiceDealers(db: Queryable, brands: readonly string[]): Promise<RentalServiceDealer[]> {
  const { rows } = await db.query<{ id: string; data: Dealer }>('SELECT id, data FROM dealers WHERE brands && $1::text[]', [[...brands]]);
  return rows
    .map((r) => ({
      code: r.id,
      name: r.data.fantasyName || r.data.name,
      brands: r.data.brandsName,
      ...(r.data.cityName && r.data.state ? { city: `${r.data.cityName} - ${r.data.state}` } : {}),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.code.localeCompare(b.code));
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
