// File storage in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, NCP Object Storage...): the keys are the
// local store's keys, the bucket stays private, and the server streams a file under the same /uploads/<key> address
// with the same rules (docs/domain.md "Uploads", docs/decisions/032). A store that cannot be reached is a 503 with
// the retry message, never a 500. The SDK is loaded on the first call (a quarter of a second at start otherwise,
// which a process on the local disk never needs).
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { LIMIT_MESSAGES } from '@autobid/shared';
import { AppError } from '../lib/app-error';
import {
  contentTypeOfKey,
  isStorageKey,
  UPLOADS_URL_PREFIX,
  type FileStorage,
  type OpenedFile,
} from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset, AWS's own for the region. */
  endpoint?: string | undefined;
  /** Both or neither; neither, the SDK's own chain (instance role, AWS_* variables, profile). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted services need it). */
  forcePathStyle?: boolean;
  /** The longest one call to the store may take (connect and answer); 10 s by default. */
  timeoutMs?: number;
};

type S3Sdk = typeof import('@aws-sdk/client-s3');
let sdk: Promise<S3Sdk> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/** The store's answer to a key it does not hold. */
function isMissing({ S3ServiceException }: S3Sdk, error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Anything else the store answers or fails with becomes the API's 503: the caller may try again. */
function unavailable(error: unknown): AppError {
  const failure = new AppError('SERVICE_UNAVAILABLE', LIMIT_MESSAGES.serviceUnavailable);
  failure.cause = error;
  return failure;
}

function assertKey(key: string): void {
  if (!isStorageKey(key)) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const timeout = options.timeoutMs ?? 10_000;
  const bucket = options.bucket;
  let client: S3Client | undefined;
  /** The SDK and this store's client, made on the first call. */
  async function connect(): Promise<{ s3: S3Sdk; client: S3Client }> {
    const s3 = await loadSdk();
    client ??= new s3.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: most S3-compatible services refuse the SDK's newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // The SDK retries throttling and 5xx answers itself (3 attempts); each attempt is bounded here.
      requestHandler: { connectionTimeout: timeout, requestTimeout: timeout },
    });
    return { s3, client };
  }

  async function open(key: string): Promise<OpenedFile | null> {
    if (!isStorageKey(key)) {
      return null;
    }
    const { s3, client } = await connect();
    try {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!answer.Body) {
        return null;
      }
      return { body: answer.Body as Readable, size: answer.ContentLength };
    } catch (error) {
      if (isMissing(s3, error)) {
        return null;
      }
      throw unavailable(error);
    }
  }

  return {
    localDir: null,
    open,
    async put(key, bytes) {
      assertKey(key);
      const { s3, client } = await connect();
      try {
        await client.send(
          new s3.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentTypeOfKey(key),
            ContentLength: bytes.length,
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
      return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
    },
    async get(key) {
      const opened = await open(key);
      if (!opened) {
        return null;
      }
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of opened.body) {
          chunks.push(Buffer.from(chunk as Uint8Array));
        }
      } catch (error) {
        throw unavailable(error);
      }
      return Buffer.concat(chunks);
    },
    async delete(key) {
      assertKey(key);
      const { s3, client } = await connect();
      try {
        // S3 answers 204 for a key it never held: deleting twice is fine (the orphan job, docs/decisions/016).
        await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (!isMissing(s3, error)) {
          throw unavailable(error);
        }
      }
    },
  };
}
