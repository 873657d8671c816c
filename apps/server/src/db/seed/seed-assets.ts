// The seed's CPU work: its pictures (sharp) and the demo's password hashes (scrypt). Made on the spot, or read
// from what the build made beside the bundle (dist/seed-assets, make-seed-assets.ts), so a first `npm start`
// copies files instead of rendering and hashing (the start time; docs/decisions/021).
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from '../../lib/password';
import { svgToJpeg, svgToPng } from './images';

export type SeedAssets = {
  png(svg: string): Promise<Buffer>;
  jpeg(svg: string): Promise<Buffer>;
  passwordHash(password: string): Promise<string>;
};

type Kind = keyof SeedAssets;

export const freshSeedAssets: SeedAssets = { png: svgToPng, jpeg: svgToJpeg, passwordHash: hashPassword };

/** The seed's pictures and hashes: prebuilt ones when the caller has them (SeedDeps.assets). */
export const seedAssetsOf = (deps: { assets?: SeedAssets }): SeedAssets => deps.assets ?? freshSeedAssets;

/** One file per input, named by what it was made from: a changed picture or password is simply not found. */
const fileName = (kind: Kind, input: string) =>
  `${createHash('sha256').update(`${kind}\0${input}`).digest('hex')}.${kind === 'passwordHash' ? 'txt' : kind}`;

const encode = (value: Buffer | string) => (typeof value === 'string' ? Buffer.from(value, 'utf8') : value);

function seedAssetsWith(
  made: <T extends Buffer | string>(
    kind: Kind,
    input: string,
    make: () => Promise<T>,
    decode: (bytes: Buffer) => T,
  ) => Promise<T>,
): SeedAssets {
  return {
    png: (svg) =>
      made(
        'png',
        svg,
        () => freshSeedAssets.png(svg),
        (bytes) => bytes,
      ),
    jpeg: (svg) =>
      made(
        'jpeg',
        svg,
        () => freshSeedAssets.jpeg(svg),
        (bytes) => bytes,
      ),
    passwordHash: (password) =>
      made(
        'passwordHash',
        password,
        () => freshSeedAssets.passwordHash(password),
        (bytes) => bytes.toString('utf8'),
      ),
  };
}

/** Reads what the build wrote in `dir`; anything missing there (a picture added since the build) is made now. */
export function prebuiltSeedAssets(dir: string): SeedAssets {
  return seedAssetsWith(async (kind, input, make, decode) => {
    try {
      return decode(await readFile(path.join(dir, fileName(kind, input))));
    } catch {
      return make();
    }
  });
}

/**
 * Reads what is in `dir`, else makes it and keeps a copy there (the build step; the tests, which share one
 * directory across their processes). A copy is written under a temporary name and renamed, so a reader never
 * sees half a file.
 */
export function cachingSeedAssets(dir: string): SeedAssets {
  return seedAssetsWith(async (kind, input, make, decode) => {
    const file = path.join(dir, fileName(kind, input));
    try {
      return decode(await readFile(file));
    } catch {
      const value = await make();
      await mkdir(dir, { recursive: true });
      const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temporary, encode(value));
      await rename(temporary, file);
      return value;
    }
  });
}
