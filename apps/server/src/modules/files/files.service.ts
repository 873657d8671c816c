// Image/PDF uploads: the type comes from the first bytes only, the name from the server.
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@autobid/shared';
import type { AppContext } from '../../context';
import { uploadedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/jwt';
import { UPLOAD_OWNER_TYPES } from './files.repository';

export type DetectedType = { mime: string; ext: string };

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The file type by magic bytes; the client's name and Content-Type are ignored on purpose. */
export function detectFileType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, ascii('GIF8'))) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp' };
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}

export const uploadTooLarge = () => new AppError('UPLOAD_TOO_LARGE', 413, ACCOUNT_MESSAGES.uploadTooLarge);
export const uploadWrongType = () => new AppError('UPLOAD_WRONG_TYPE', 400, ACCOUNT_MESSAGES.uploadWrongType);

export function createFilesService(ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>) {
  return {
    async storeImage(bytes: Buffer, owner: Principal | null): Promise<{ url: string }> {
      const type = detectFileType(bytes);
      if (!type) throw uploadWrongType();
      const now = ctx.clock.now();
      const yyyy = String(now.getUTCFullYear());
      const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
      const stored = await ctx.storage.put(`uploads/${yyyy}/${mm}/${randomUUID()}.${type.ext}`, bytes);
      await ctx.db.insert(uploadedFiles).values({
        storageKey: stored.key,
        url: stored.url,
        mimeType: type.mime,
        size: bytes.length,
        ownerType: owner ? UPLOAD_OWNER_TYPES[owner.role] : 'ANONYMOUS',
        ownerId: owner?.id ?? null,
        createdAt: now,
      });
      return { url: stored.url };
    },
  };
}
