// A real S3-protocol server for tests (s3rver on a temporary directory, loopback only, a random port): the S3
// storage adapter and the two-process test store their files in it. Its credentials are s3rver's fixed ones.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config';

export type TestS3Store = {
  /** What S3_* configure (loadConfig's S3), pointing at this server. */
  config: S3Config;
  /** The same as environment variables for a server process. */
  env: Record<string, string>;
  close(): Promise<void>;
};

export async function startS3Store(bucket = 'autobid-test'): Promise<TestS3Store> {
  const directory = await mkdtemp(path.join(tmpdir(), 'autobid-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ENDPOINT: config.endpoint!,
      S3_ACCESS_KEY_ID: config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
