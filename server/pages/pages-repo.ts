/** What the crawler-facing answers read of the catalogue: one published offer with its revision, and every listed one with its last change. */
import type { Offer } from '../../models/offer/offer';
import { isPublished } from '../../models/offer/offer-status';
import { todayInBrazil } from '../../models/common/calendar';
import type { Queryable } from '../db/database';
import { findOffer, publishedOfferCondition } from '../catalogue/offers-repo';

export interface PublishedOffer {
  offer: Offer;
  /** The row's revision: every write bumps it (migration 014). */
  revision: number;
}

/** A published offer by id, with its revision; undefined when there is none, or it is not published today. */
export async function findPublishedOffer(db: Queryable, id: string): Promise<PublishedOffer | undefined> {
  const { rows } = await db.query<{ revision: string | number }>('SELECT revision FROM offers WHERE id = $1', [id]);
  if (rows.length === 0) return undefined;
  const offer = await findOffer(db, id);
  if (!offer || !isPublished(offer)) return undefined;
  return { offer, revision: Number(rows[0]!.revision) };
}

export interface ListedOffer {
  id: string;
  /** When the offer's row last changed (a publish, an edit). */
  updatedAt: Date;
}

/**
 * The offers a search engine may list: published today, for anyone (not an
 * employees' B2E offer, not one the showcase never shows), in the catalogue's order.
 */
export async function listedOffers(db: Queryable): Promise<ListedOffer[]> {
  const { rows } = await db.query<{ id: string; updated_at: Date | string }>(
    `SELECT id, updated_at FROM offers
      WHERE ${publishedOfferCondition('$1')} AND NOT b2e_offer AND NOT (data->>'offerDeny')::boolean
      ORDER BY sort_order, id`,
    [todayInBrazil()],
  );
  return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updated_at) }));
}
