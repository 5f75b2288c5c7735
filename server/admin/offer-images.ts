/**
 * Offer photos: the upload is read by sharp (its type comes from the bytes,
 * never the name), then made into the spec's sizes as WebP and stored with
 * the original in the image store (PostgreSQL by default, an S3-compatible
 * object store when configured: offer-image-store.ts), where every server
 * process reads them; the photo's row stays in the database either way. The id is a fingerprint of the original's bytes, so a URL never
 * changes meaning and is served as immutable.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { adminOfferPaths, OFFER_IMAGE_FORMATS } from '../../models/offer-admin/admin-offers';
import { OFFER_IMAGE_BOXES, OFFER_IMAGE_SIZES, type OfferImage, type OfferImageSize } from '../../models/offer/offer';
import type { Readable } from 'node:stream';
import type { Queryable } from '../db/database';
import type { OfferImageStore } from './offer-image-store';

/** The most pixels an upload may have (a 40-megapixel photo); larger ones are refused before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageRefusal = 'image_type' | 'image_too_many_pixels';

export interface ProcessedImage {
  id: string;
  format: (typeof OFFER_IMAGE_FORMATS)[number];
  width: number;
  height: number;
  original: Buffer;
  variants: Record<OfferImageSize, Buffer>;
}

/** The photo's fingerprint: the first 128 bits of its SHA-256, in hex. */
export function imageFingerprint(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/** The URLs of each size of a stored photo. */
export function offerImage(id: string): OfferImage {
  return {
    id,
    urls: {
      s48: adminOfferPaths.image(id, 's48'),
      s140: adminOfferPaths.image(id, 's140'),
      s319: adminOfferPaths.image(id, 's319'),
      s1280: adminOfferPaths.image(id, 's1280'),
    },
  };
}

/** Reads an upload and makes every size, or says why it is refused. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage | ImageRefusal> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return 'image_type';
  }
  const format = meta.format as string | undefined;
  if (!format || !(OFFER_IMAGE_FORMATS as readonly string[]).includes(format) || !meta.width || !meta.height) return 'image_type';
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) return 'image_too_many_pixels';
  const variants = {} as Record<OfferImageSize, Buffer>;
  try {
    for (const size of OFFER_IMAGE_SIZES) {
      const box = OFFER_IMAGE_BOXES[size];
      variants[size] = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    }
  } catch {
    // Metadata read, but the pixels do not decode (a truncated or corrupt file).
    return 'image_type';
  }
  return {
    id: imageFingerprint(bytes),
    format: format as ProcessedImage['format'],
    width: meta.width,
    height: meta.height,
    original: bytes,
    variants,
  };
}

/** Stores a processed photo: its files first, then its row (the same bytes uploaded again are kept once). */
export async function storeImage(db: Queryable, store: OfferImageStore, image: ProcessedImage, uploadedById: string): Promise<OfferImage> {
  await store.put(image);
  await db.query(
    `INSERT INTO offer_images (id, format, width, height, uploaded_by_id)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
    [image.id, image.format, image.width, image.height, uploadedById],
  );
  return offerImage(image.id);
}

/** The stored photos among these ids, in the order asked. */
export async function findImages(db: Queryable, ids: readonly string[]): Promise<OfferImage[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>('SELECT id FROM offer_images WHERE id = ANY($1::text[])', [ids]);
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id)).map(offerImage);
}

/** One size of a stored photo (WebP bytes or the store's stream), or undefined. */
export async function readImageVariant(db: Queryable, store: OfferImageStore, id: string, size: OfferImageSize): Promise<Buffer | Readable | undefined> {
  if (!(OFFER_IMAGE_SIZES as readonly string[]).includes(size)) return undefined;
  // A photo whose row is gone is gone, even if the store kept a file.
  const { rows } = await db.query('SELECT 1 FROM offer_images WHERE id = $1', [id]);
  if (rows.length === 0) return undefined;
  return store.read(id, size);
}

/** Deletes a photo no offer shows, with every stored size: 'deleted', 'not_found' or 'in_use'. */
export async function deleteImage(db: Queryable, store: OfferImageStore, id: string): Promise<'deleted' | 'not_found' | 'in_use'> {
  const { rows: used } = await db.query(
    `SELECT 1 FROM offers WHERE data->'imageSet' @> jsonb_build_array(jsonb_build_object('id', $1::text)) LIMIT 1`,
    [id],
  );
  if (used.length > 0) return 'in_use';
  const { rows } = await db.query('DELETE FROM offer_images WHERE id = $1 RETURNING id', [id]);
  await store.remove(id);
  return rows.length > 0 ? 'deleted' : 'not_found';
}

/** After a save: deletes the photos the offer no longer shows when no other offer shows them. */
export async function deleteDroppedImages(db: Queryable, store: OfferImageStore, ids: readonly string[]): Promise<void> {
  for (const id of ids) await deleteImage(db, store, id);
}
