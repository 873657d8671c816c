// File storage: local disk under the data dir (default) behind one interface, so an S3-compatible store can replace it.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type StoredFile = { key: string; url: string };

export type FileStorage = {
  /** Stores bytes under a server-chosen key (no user input in it) and returns its public URL. */
  put(key: string, bytes: Buffer): Promise<StoredFile>;
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under a key; a key with nothing stored is fine (the orphan job, docs/decisions/016). */
  delete(key: string): Promise<void>;
  /** Absolute directory the local implementation serves from; null for remote stores. */
  readonly localDir: string | null;
};

export const UPLOADS_URL_PREFIX = '/uploads/';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const resolveKey = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) {
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
  };
}
