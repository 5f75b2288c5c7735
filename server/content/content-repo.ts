/** What the content paths read: the offer a profile-carousel folder belongs to; a page component's tracking properties. */
import type { TrackingProperties } from '../../models/common/tracking';
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

/** A page component's tracking properties (none: the component has no row). */
export async function findTrackingProperties(db: Queryable, component: string): Promise<TrackingProperties | undefined> {
  const { rows } = await db.query<{ properties: TrackingProperties }>('SELECT properties FROM component_tracking_properties WHERE component = $1', [component]);
  return rows[0]?.properties;
}
