/** What the content paths read: the offer a profile-carousel folder belongs to. */
import type { Offer } from '../../models/offer/offer';
import type { Queryable } from '../db/database';

export interface FolderKey {
  brand: string;
  model: string;
  version: string;
  series: string;
  year: string;
}

/** The first offer (catalogue order) of a brand, model, version, series and year: any status, as content is. */
export async function findFolderOffer(db: Queryable, key: FolderKey): Promise<Offer | undefined> {
  const { rows } = await db.query<{ data: Offer }>(
    `SELECT data FROM offers
      WHERE brand = $1 AND model_code = $2
        AND data->'mvsInformation'->>'versionCode' = $3 AND data->>'seriesCode' = $4
        AND data->'mvsInformation'->>'year' = $5
      ORDER BY sort_order LIMIT 1`,
    [key.brand, key.model, key.version, key.series, key.year],
  );
  return rows[0]?.data;
}
