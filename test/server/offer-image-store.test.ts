/** Which store keeps offer photos' files, read from the environment at start. */
import { describe, expect, it } from 'vitest';
import { s3ConfigFromEnv } from '../../server/admin/offer-image-store';

describe('the offer image store from the environment', () => {
  it('is PostgreSQL when no S3_BUCKET is set', () => {
    expect(s3ConfigFromEnv({})).toBeNull();
    expect(s3ConfigFromEnv({ S3_BUCKET: '  ' })).toBeNull();
  });

  it('is an S3-compatible store with S3_BUCKET: path-style by default when an endpoint is given, AWS host style otherwise', () => {
    expect(
      s3ConfigFromEnv({ S3_BUCKET: 'fotos', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toEqual({
      bucket: 'fotos',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
      prefix: 'offer-images/',
    });
    expect(s3ConfigFromEnv({ S3_BUCKET: 'fotos', S3_REGION: 'sa-east-1', S3_PREFIX: 'flua' })).toMatchObject({
      endpoint: undefined,
      region: 'sa-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: 'flua/',
    });
    expect(s3ConfigFromEnv({ S3_BUCKET: 'fotos', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false);
  });

  it('stops the start on a half-given configuration', () => {
    expect(() => s3ConfigFromEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'fotos', S3_ENDPOINT: 'minio:9000' })).toThrow(/http/);
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'fotos', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/true or false/);
  });
});
