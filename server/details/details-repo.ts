/** What the details page reads: an MVS code's offer data, the optionals' rich text and the FAQ. */
import { todayInBrazil } from '../../models/common/calendar';
import type { FaqItem } from '../../models/content/faq';
import type { Offer } from '../../models/offer/offer';
import { publishedOfferCondition } from '../catalogue/offers-repo';
import type { Queryable } from '../db/database';

/**
 * The offer whose data answers for an MVS code (and model year, when given):
 * not removed; published ones first, then catalogue order.
 */
export async function findOfferOfMvs(db: Queryable, mvs: string, modelYear?: number): Promise<Offer | undefined> {
  const params: unknown[] = [mvs, todayInBrazil()];
  const year = modelYear === undefined ? '' : ` AND (data->>'modelYear')::int = $${params.push(modelYear)}`;
  const { rows } = await db.query<{ data: Offer }>(
    `SELECT data FROM offers WHERE mvs = $1${year} AND NOT removed
      ORDER BY ${publishedOfferCondition('$2')} DESC, sort_order, id LIMIT 1`,
    params,
  );
  return rows[0]?.data;
}

export interface OptionalContentKey {
  brand: string;
  country: string;
  language: string;
  modelCode: string;
  code: string;
}

/** An optional's authored title and body (HTML, sanitised when served). */
export async function findOptionalContent(db: Queryable, key: OptionalContentKey): Promise<{ title: string; body: string } | undefined> {
  const { rows } = await db.query<{ title: string; body: string }>(
    `SELECT title, body FROM optional_contents
      WHERE brand = $1 AND country = $2 AND language = $3 AND model_code = $4 AND code = $5`,
    [key.brand, key.country, key.language, key.modelCode, key.code],
  );
  return rows[0];
}

/** The FAQ, in its order. */
export async function listFaq(db: Queryable): Promise<FaqItem[]> {
  const { rows } = await db.query<{ data: FaqItem }>('SELECT data FROM faq_items ORDER BY position');
  return rows.map((r) => r.data);
}
