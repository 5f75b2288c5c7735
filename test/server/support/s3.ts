/**
 * A local S3-compatible store for tests (the `s3rver` package) on a free
 * port, keeping its objects in a temporary folder removed on close.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3ImageStoreConfig } from '../../../server/admin/offer-image-store';

export interface TestS3 {
  config: S3ImageStoreConfig;
  /** The keys stored under a prefix. */
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'flua-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'flua-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const config: S3ImageStoreConfig = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix: 'offer-images/',
  };
  const client = new S3Client({ endpoint: config.endpoint, region: config.region, credentials: config.credentials, forcePathStyle: true });
  return {
    config,
    async keys(prefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
