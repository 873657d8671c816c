// Image/PDF uploads: the type comes from the first bytes only, the name from the server, and an image's
// stored bytes from sharp: it is decoded and encoded again, so nothing but pixels survives (docs/decisions/010).
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, type UploadResponse } from '@autobid/shared';
import type { AppContext } from '../../context';
import { uploadedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createCodeLinksService } from '../code-links/code-links.service';
import { VERIFIED_PHONE_TTL_MS } from '../phone-codes/phone-codes.service';
import { isLiveSignupGrant, lockUploadOwner, uploadUsage, type UploadOwner } from './files.repository';
import { verifyUploadGrant } from './upload-grant';

export type DetectedType = { mime: string; ext: string };

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The file type by magic bytes; the client's name and Content-Type are ignored on purpose. */
export function detectFileType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return { mime: 'image/jpeg', ext: 'jpg' };
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (startsWith(bytes, ascii('GIF8'))) {
    return { mime: 'image/gif', ext: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  if (startsWith(bytes, ascii('%PDF-'))) {
    return { mime: 'application/pdf', ext: 'pdf' };
  }
  return null;
}

export const uploadTooLarge = () => new AppError('UPLOAD_TOO_LARGE', ACCOUNT_MESSAGES.uploadTooLarge);
export const uploadWrongType = () => new AppError('UPLOAD_WRONG_TYPE', ACCOUNT_MESSAGES.uploadWrongType);
export const uploadTooManyFiles = () =>
  new AppError('UPLOAD_TOO_MANY_FILES', ACCOUNT_MESSAGES.uploadTooManyFiles);
const quotaExceeded = () => new AppError('UPLOAD_QUOTA_EXCEEDED', ACCOUNT_MESSAGES.uploadQuotaExceeded);
const grantInvalid = () => new AppError('UPLOAD_GRANT_INVALID', ACCOUNT_MESSAGES.uploadGrantInvalid);

const HOUR_MS = 60 * 60 * 1000;

/** Decoding stops above this many pixels (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * The bytes to store for an upload of `type`. An image is decoded and encoded again: EXIF, GPS, comments,
 * embedded profiles and whatever trails or hides around the pixels (a GIF/HTML polyglot) are gone, the
 * EXIF orientation is applied first, and only the first frame of an animation is kept. JPEG, PNG and WebP
 * keep their format; a GIF becomes a PNG. A file that does not decode is refused. A PDF cannot be rewritten
 * that way: it is kept as sent and always served as a download.
 */
export async function inertUpload(
  bytes: Buffer,
  type: DetectedType,
): Promise<{ bytes: Buffer; type: DetectedType }> {
  if (type.mime === 'application/pdf') {
    return { bytes, type };
  }
  // Loaded on the first upload, not at start.
  const sharp = (await import('sharp')).default;
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    }).rotate();
    switch (type.mime) {
      case 'image/jpeg':
        return { bytes: await image.jpeg({ quality: 85 }).toBuffer(), type };
      case 'image/webp':
        return { bytes: await image.webp({ quality: 85 }).toBuffer(), type };
      default:
        return { bytes: await image.png().toBuffer(), type: { mime: 'image/png', ext: 'png' } };
    }
  } catch {
    throw uploadWrongType();
  }
}

export function createFilesService(ctx: Pick<AppContext, 'db' | 'storage' | 'clock' | 'config' | 'tokens'>) {
  const codeLinks = createCodeLinksService(ctx);
  const hourAgo = () => new Date(ctx.clock.now().getTime() - HOUR_MS);

  /** 429 when one more file of `size` bytes would pass the owner's hourly count or bytes. */
  const assertQuota = (usage: { files: number; bytes: number }, size: number) => {
    if (
      usage.files + 1 > ctx.config.UPLOAD_FILES_PER_HOUR ||
      usage.bytes + size > ctx.config.UPLOAD_BYTES_PER_HOUR
    ) {
      throw quotaExceeded();
    }
  };

  return {
    /** The owner of a sign-up grant: its phone-code row while verified, unused and within its lifetime; else 401. */
    async ownerOfGrant(grant: string): Promise<UploadOwner> {
      const now = ctx.clock.now();
      const rowId = verifyUploadGrant(ctx.config.JWT_SECRET, grant, now);
      const since = new Date(now.getTime() - VERIFIED_PHONE_TTL_MS);
      if (rowId === null || !(await isLiveSignupGrant(ctx.db, rowId, since))) {
        throw grantInvalid();
      }
      return { type: 'SIGNUP', id: rowId };
    },

    /** A live code link whose purpose covers completing the deal uploads as its dealer (401/409 otherwise). */
    async ownerOfCodeLink(code: string): Promise<UploadOwner> {
      const session = await codeLinks.resolve(code, 'complete');
      return { type: 'DEALER', id: session.dealerId };
    },

    /** Refuses an owner already at its hourly limit before its body is read (storeImage checks again). */
    async assertUnderQuota(owner: UploadOwner): Promise<void> {
      assertQuota(await uploadUsage(ctx.db, owner, hourAgo()), 0);
    },

    async storeImage(bytes: Buffer, owner: UploadOwner): Promise<UploadResponse> {
      const detected = detectFileType(bytes);
      if (!detected) {
        throw uploadWrongType();
      }
      const { bytes: stored, type } = await inertUpload(bytes, detected);
      const now = ctx.clock.now();
      const yyyy = String(now.getUTCFullYear());
      const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
      const key = `uploads/${yyyy}/${mm}/${randomUUID()}.${type.ext}`;
      let written = false;
      try {
        return await ctx.db.transaction(async (tx) => {
          // One owner's uploads one at a time: parallel requests cannot all pass the same count.
          await lockUploadOwner(tx, owner);
          assertQuota(await uploadUsage(tx, owner, hourAgo()), stored.length);
          const file = await ctx.storage.put(key, stored);
          written = true;
          await tx.insert(uploadedFiles).values({
            storageKey: file.key,
            url: file.url,
            mimeType: type.mime,
            size: stored.length,
            ownerType: owner.type,
            ownerId: owner.id,
            createdAt: now,
          });
          return { url: file.url };
        });
      } catch (error) {
        // No row, no file: a refused or failed insert leaves nothing behind on disk.
        if (written) {
          await ctx.storage.delete(key);
        }
        throw error;
      }
    },
  };
}
