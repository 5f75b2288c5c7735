/** Offer storage and search: searchable columns next to the whole offer as jsonb. */
import type { SearchRequest } from '../../models/showcase/api';
import { todayInBrazil } from '../../models/common/calendar';
import { SEARCH_MAX_SIZE } from '../../models/showcase/api';
import type { Offer, TargetEntityType } from '../../models/offer/offer';
import { hasValidityEnded, isIsoDay } from '../../models/offer-admin/offer-draft';
import { withReachableLayoutPrice } from '../../models/offer-admin/offer-validation';
import { minimumMonthlyPrice } from '../../models/pricing/pricing';
import type { Queryable } from '../db/database';
import { nearCityCondition } from '../location/location-repo';

/**
 * The status flags as every answer shows them (the published rule,
 * `publishedOfferCondition` below, in SQL): archived by hand or by date;
 * an archived or removed offer is not released (so the manager shows
 * 'Oferta Arquivada' / 'Oferta Excluída', and the public never sees it).
 */
export function effectiveFlags<T extends Pick<Offer, 'released' | 'removed' | 'archived' | 'endsOn'>>(offer: T, today: string = todayInBrazil()): T {
  const archived = offer.archived || hasValidityEnded(offer.endsOn, today);
  const released = offer.released && !offer.removed && !archived;
  return archived === offer.archived && released === offer.released ? offer : { ...offer, archived, released };
}

/** The searchable columns of an offer, in `OFFER_COLUMNS` order. */
export const OFFER_COLUMNS = [
  'id', 'brand', 'target_entity_type', 'model_code', 'mvs', 'category_code', 'released', 'removed', 'archived',
  'b2e_offer', 'dealer_id', 'dealer_city_id', 'dealer_state', 'min_monthly_price', 'starts_on', 'ends_on', 'data',
] as const;

export function offerColumnValues(offer: Offer): unknown[] {
  return [
    offer.id,
    offer.brand,
    offer.targetEntityType,
    offer.modelCode,
    offer.mvs,
    offer.category.categoryCode,
    offer.released,
    offer.removed,
    offer.archived,
    offer.b2eOffer,
    offer.dealer?.id ?? null,
    offer.dealer?.cityId ?? null,
    offer.dealer?.state ?? null,
    minimumMonthlyPrice(offer),
    isIsoDay(offer.startsOn) ? offer.startsOn : null,
    isIsoDay(offer.endsOn) ? offer.endsOn : null,
    JSON.stringify(offer),
  ];
}

export async function upsertOffer(db: Queryable, offer: Offer, sortOrder: number): Promise<void> {
  const columns = [...OFFER_COLUMNS, 'sort_order'];
  const values = [...offerColumnValues(offer), sortOrder];
  const updates = columns.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`);
  await db.query(
    `INSERT INTO offers (${columns.join(', ')})
     VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}, revision = offers.revision + 1, updated_at = now()`,
    values,
  );
}

/**
 * The published rule (models/offer/offer-status.ts `isPublished`) as a condition
 * on the offers table, written once for every public query: released, not
 * removed, not archived, and within its validity (`starts_on`, `ends_on`:
 * migrations 013 and 014) on the day bound at `todayParam` (`todayInBrazil()`), so an
 * offer whose last day has passed leaves the showcase. `alias` qualifies the
 * columns when the query names the table.
 */
export function publishedOfferCondition(todayParam: string, alias?: string): string {
  const c = alias ? `${alias}.` : '';
  return `(${c}released AND NOT ${c}removed AND NOT ${c}archived
    AND (${c}starts_on IS NULL OR ${c}starts_on <= ${todayParam}::date) AND (${c}ends_on IS NULL OR ${c}ends_on >= ${todayParam}::date))`;
}

/** An offer is available near a city when it has no dealer (offered everywhere) or its dealer is near the city. */
export function availableNearCityCondition(cityParam: string): string {
  return `(dealer_id IS NULL OR ${nearCityCondition('dealer_city_id', cityParam)})`;
}

export interface SearchScope {
  /** Offer admins see every offer, of every category and status. */
  admin: boolean;
}

/**
 * The showcase search. Non-admins see published offers (see
 * `publishedOfferCondition`) of their category (NATURAL_PERSON unless asked otherwise), B2E
 * offers only when `b2eOffer` is set, and dealer offers only near the chosen
 * location. Results keep the brand order asked for, then the catalogue order.
 */
export async function searchOffers(db: Queryable, request: SearchRequest, scope: SearchScope): Promise<{ found: number; offers: Offer[] }> {
  return runSearch(db, request, scope, todayInBrazil());
}

/** The catalogue's version: a trigger bumps it on every write to offers or cities (migration 009). */
export async function catalogueVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string | number }>('SELECT version FROM catalogue_version');
  return String(rows[0]?.version ?? '');
}

async function runSearch(db: Queryable, request: SearchRequest, scope: SearchScope, today: string): Promise<{ found: number; offers: Offer[] }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  const brands = request.brand === undefined ? [] : Array.isArray(request.brand) ? request.brand : [request.brand];
  if (brands.length > 0) where.push(`brand = ANY(${param(brands)}::text[])`);

  if (!scope.admin) {
    where.push(publishedOfferCondition(param(today)));
    const target: TargetEntityType = request.targetEntityType ?? 'NATURAL_PERSON';
    where.push(`target_entity_type = ${param(target)}`);
    where.push(`b2e_offer = ${param(request.b2eOffer === true)}`);
    // An offerDeny offer never shows a card: left out here, so that `found` counts only the cards the
    // showcase will show (its 'Mostrando n de N' holds as pages come).
    where.push("NOT (data->>'offerDeny')::boolean");
  }
  if (request.offerDenyList?.length) where.push(`NOT (id = ANY(${param(request.offerDenyList)}::text[]))`);
  if (request.allowedMvs?.length) where.push(`mvs = ANY(${param(request.allowedMvs)}::text[])`);
  if (request.fq?.modelCodes?.length) where.push(`model_code = ANY(${param(request.fq.modelCodes)}::text[])`);
  if (request.fq?.categoryCode) where.push(`category_code = ${param(request.fq.categoryCode)}`);

  const loc = request.location;
  if (loc?.cityCode) {
    where.push(availableNearCityCondition(param(loc.cityCode)));
  } else if (loc?.stateCode) {
    where.push(`(dealer_id IS NULL OR dealer_state = ${param(loc.stateCode)})`);
  }

  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const whereParams = params.slice();
  const order = brands.length > 1 ? `array_position(${param(brands)}::text[], brand), sort_order` : 'sort_order';
  const limit = param(request.size ?? SEARCH_MAX_SIZE);
  const offset = param(request.start ?? 0);
  const sql = `SELECT id, revision, count(*) OVER () AS found FROM offers
    ${whereSql}
    ORDER BY ${order}, id LIMIT ${limit} OFFSET ${offset}`;
  const { rows } = await db.query<RevisionRow & { found: string | number }>(sql, params);
  let found = rows.length > 0 ? Number(rows[0]!.found) : 0;
  if (rows.length === 0 && (request.start ?? 0) > 0) {
    const count = await db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM offers ${whereSql}`,
      whereParams,
    );
    found = Number(count.rows[0]?.n ?? 0);
  }
  return { found, offers: await materialize(db, rows) };
}

export async function findOffer(db: Queryable, id: string): Promise<Offer | undefined> {
  return (await findOffers(db, [id]))[0];
}

export async function findOffers(db: Queryable, ids: readonly string[]): Promise<Offer[]> {
  const { rows } = await db.query<RevisionRow>('SELECT id, revision FROM offers WHERE id = ANY($1::text[])', [ids]);
  const offers = await materialize(db, rows);
  const byId = new Map(offers.map((o) => [o.id, o]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

interface RevisionRow {
  id: string;
  revision: string | number;
}

/** The offers of the rows, in their order (each whole offer as stored, with its status flags of today). */
async function materialize(db: Queryable, rows: readonly RevisionRow[]): Promise<Offer[]> {
  if (rows.length === 0) return [];
  const { rows: stored } = await db.query<{ id: string; data: Offer }>('SELECT id, data FROM offers WHERE id = ANY($1::text[])', [rows.map((r) => r.id)]);
  // Answers never show a layout price no configuration reaches.
  const byId = new Map(stored.map((r) => [r.id, withReachableLayoutPrice(r.data)]));
  const today = todayInBrazil();
  return rows.flatMap((r) => {
    const offer = byId.get(r.id);
    return offer ? [effectiveFlags(offer, today)] : [];
  });
}
