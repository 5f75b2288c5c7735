/**
 * Where the bytes of offer photos live (the original and each served size),
 * chosen once at start: PostgreSQL (the default: table offer_image_files,
 * read by every process on the same database) or an S3-compatible object
 * store when S3_BUCKET is set. The photo's row (offer_images) stays in the
 * database either way, so which photos exist and which offers show them is
 * answered by SQL alone.
 *
 * Serving: the site streams the store's object through its own URL
 * (`/api/offer-images/{fingerprint}-{size}.webp`) rather than redirecting to
 * the bucket. The URL is fingerprinted and immutable whatever the store, so
 * browsers and any CDN in front cache it for a year and ask the server once;
 * a redirect would need a public bucket (or presigned URLs, which expire and
 * so cannot be cached as immutable) and would change the photos' addresses
 * when the store changes.
 */
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { OFFER_IMAGE_SIZES, type OfferImageSize } from '../../models/offer/offer';
import type { Queryable } from '../db/database';

/** What a store keeps of a photo: its original upload and each served size. */
export type OfferImageFileName = 'original' | OfferImageSize;

export interface OfferImageFiles {
  id: string;
  /** The upload's own type (jpeg, png or webp). */
  format: string;
  original: Buffer;
  variants: Record<OfferImageSize, Buffer>;
}

export interface OfferImageStore {
  readonly kind: 'postgres' | 's3';
  /** Keeps every file of a photo (written before the photo's row; writing the same photo again is harmless). */
  put(files: OfferImageFiles): Promise<void>;
  /** One served size (WebP), or undefined when the store does not have it. */
  read(id: string, size: OfferImageSize): Promise<Buffer | Readable | undefined>;
  /** Removes every file of a photo (after its row is gone); nothing to remove is fine. */
  remove(id: string): Promise<void>;
}

const FILE_NAMES: readonly OfferImageFileName[] = ['original', ...OFFER_IMAGE_SIZES];

/** The default store: the files in PostgreSQL (PGlite or DATABASE_URL). */
export function postgresImageStore(db: Queryable): OfferImageStore {
  return {
    kind: 'postgres',
    async put(files) {
      const values = FILE_NAMES.flatMap((name) => [files.id, name, name === 'original' ? files.original : files.variants[name]]);
      const tuples = FILE_NAMES.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`);
      await db.query(`INSERT INTO offer_image_files (image_id, name, bytes) VALUES ${tuples.join(', ')} ON CONFLICT (image_id, name) DO NOTHING`, values);
    },
    async read(id, size) {
      const { rows } = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM offer_image_files WHERE image_id = $1 AND name = $2', [id, size]);
      const bytes = rows[0]?.bytes;
      return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
    },
    async remove(id) {
      await db.query('DELETE FROM offer_image_files WHERE image_id = $1', [id]);
    },
  };
}

export interface S3ImageStoreConfig {
  bucket: string;
  /** The store's address for S3-compatible stores (MinIO, Ceph, R2…); unset: AWS's own for the region. */
  endpoint?: string | undefined;
  region: string;
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: what most compatible stores need. */
  forcePathStyle: boolean;
  /** Prepended to every key (default `offer-images/`). */
  prefix: string;
}

const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The S3-compatible store: one object per file, `{prefix}{id}/{name}`. */
export function s3ImageStore(config: S3ImageStoreConfig, client?: S3Client): OfferImageStore {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
    });
  const key = (id: string, name: OfferImageFileName) => `${config.prefix}${id}/${name}${name === 'original' ? '' : '.webp'}`;
  return {
    kind: 's3',
    async put(files) {
      await Promise.all(
        FILE_NAMES.map((name) =>
          s3.send(
            new PutObjectCommand({
              Bucket: config.bucket,
              Key: key(files.id, name),
              Body: name === 'original' ? files.original : files.variants[name],
              ContentType: name === 'original' ? (CONTENT_TYPES[files.format] ?? 'application/octet-stream') : 'image/webp',
              CacheControl: 'public, max-age=31536000, immutable',
            }),
          ),
        ),
      );
    },
    async read(id, size) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(id, size) }));
        return (object.Body as Readable | undefined) ?? undefined;
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) return undefined;
        throw err;
      }
    },
    async remove(id) {
      await s3.send(
        new DeleteObjectsCommand({
          Bucket: config.bucket,
          Delete: { Objects: FILE_NAMES.map((name) => ({ Key: key(id, name) })), Quiet: true },
        }),
      );
    },
  };
}

/** The variables that configure the object store (README "Offer photos"). */
export type ImageStoreEnv = Partial<
  Record<'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX', string>
>;

/**
 * The object store's settings from the environment, or null when none is
 * configured (no S3_BUCKET: photos stay in PostgreSQL). A half-given
 * configuration stops the start rather than silently storing elsewhere.
 */
export function s3ConfigFromEnv(env: ImageStoreEnv): S3ImageStoreConfig | null {
  const set = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());
  const bucket = set(env.S3_BUCKET);
  const others = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const).filter((k) => set(env[k]));
  if (!bucket) {
    if (others.length > 0) throw new Error(`${others.join(', ')} set without S3_BUCKET: set S3_BUCKET to store offer photos in the object store`);
    return null;
  }
  const accessKeyId = set(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = set(env.S3_SECRET_ACCESS_KEY);
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const endpoint = set(env.S3_ENDPOINT);
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error('S3_ENDPOINT must be an http(s) address');
  const pathStyle = set(env.S3_FORCE_PATH_STYLE);
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') throw new Error('S3_FORCE_PATH_STYLE must be true or false');
  const prefix = set(env.S3_PREFIX) ?? 'offer-images/';
  return {
    bucket,
    endpoint,
    region: set(env.S3_REGION) ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Compatible stores (an endpoint of their own) usually need path-style addressing; AWS itself does not.
    forcePathStyle: pathStyle ? pathStyle === 'true' : Boolean(endpoint),
    prefix: prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}

/** The store the environment asks for: S3 when S3_BUCKET is set, else PostgreSQL. */
export function imageStoreFromEnv(env: ImageStoreEnv, db: Queryable): OfferImageStore {
  const config = s3ConfigFromEnv(env);
  return config ? s3ImageStore(config) : postgresImageStore(db);
}
