/** The offers a suggestion list is drawn from. */
import { todayInBrazil } from '../../models/common/calendar';
import type { Offer } from '../../models/offer/offer';
import type { SuggestionsQuery } from '../../models/content/suggestions';
import { availableNearCityCondition, publishedOfferCondition } from '../catalogue/offers-repo';
import type { Queryable } from '../db/database';

/**
 * Up to `offer_count` other published offers of those brands (natural
 * person, not B2E, neither a vehicle nor an offer of the deny list), available near the city, the
 * given offer's own category first, then catalogue order.
 */
export async function findSuggestedOffers(db: Queryable, query: SuggestionsQuery): Promise<Offer[]> {
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [
    publishedOfferCondition(param(todayInBrazil())),
    "target_entity_type = 'NATURAL_PERSON'",
    'NOT b2e_offer',
    "NOT (data->>'offerDeny')::boolean",
  ];
  if (query.brands) where.push(`brand = ANY(${param(query.brands.toLowerCase().split(','))}::text[])`);
  // The deny list names vehicles (MVS) and the offers the page's configuration denies (their ids, as the search's offerDenyList).
  if (query.deny_listed_mvs) {
    const deny = param(query.deny_listed_mvs.split(','));
    where.push(`NOT (mvs = ANY(${deny}::text[]) OR id = ANY(${deny}::text[]))`);
  }
  if (query.offer_id) where.push(`id <> ${param(query.offer_id)}`);
  if (query.city_code) where.push(availableNearCityCondition(param(query.city_code)));
  const category = query.offer_id
    ? `(category_code = (SELECT category_code FROM offers WHERE id = ${param(query.offer_id)})) DESC NULLS LAST,`
    : '';
  const { rows } = await db.query<{ data: Offer }>(
    `SELECT data FROM offers WHERE ${where.join(' AND ')} ORDER BY ${category} sort_order, id LIMIT ${param(query.offer_count)}`,
    params,
  );
  return rows.map((r) => r.data);
}
