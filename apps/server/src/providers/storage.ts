// File storage: local disk under the data dir (default) or an S3-compatible bucket (s3-storage.ts) behind one
// interface; either way a file's address is /uploads/<key> (docs/domain.md "Uploads", docs/decisions/032).
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type StoredFile = { key: string; url: string };

/** A stored file opened for sending: its bytes as a stream and, when the store says, their length. */
export type OpenedFile = { body: Readable; size: number | undefined };

export type FileStorage = {
  /** Stores bytes under a server-chosen key (no user input in it) and returns its public URL. */
  put(key: string, bytes: Buffer): Promise<StoredFile>;
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under a key; a key with nothing stored is fine (the orphan job, docs/decisions/016). */
  delete(key: string): Promise<void>;
  /** The bytes under a key as a stream (the server streams a remote store's files under /uploads/); null when none. */
  open(key: string): Promise<OpenedFile | null>;
  /** Absolute directory the local implementation serves from; null for remote stores. */
  readonly localDir: string | null;
};

export const UPLOADS_URL_PREFIX = '/uploads/';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

/** A key the server could have chosen: lower-case words, slashes, one extension, never `..`. */
export function isStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//');
}

/** Files under private/ are never served under /uploads/ (a title transfer's proof: its signed link only). */
export function isPrivateKey(key: string): boolean {
  return /^[/\\]*private([/\\]|$)/i.test(key);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The media type a file is served with, by its extension (the server chose it from the bytes). */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const resolveKey = (key: string) => {
    if (!isStorageKey(key)) {
      throw new Error(`unsafe storage key: ${key}`);
    }
    return path.join(root, key);
  };
  return {
    localDir: root,
    async put(key, bytes) {
      const target = resolveKey(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
    },
    async get(key) {
      try {
        return await readFile(resolveKey(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(resolveKey(key), { force: true });
    },
    async open(key) {
      try {
        const target = resolveKey(key);
        const { size } = await stat(target);
        return { body: createReadStream(target), size };
      } catch {
        return null;
      }
    },
  };
}
