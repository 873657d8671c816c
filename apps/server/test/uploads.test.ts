// POST /v1/files/images: type by magic bytes, the 5,120,000-byte limit, server-chosen names, owner record.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, UPLOAD_MAX_BYTES } from '@autobid/shared';
import { uploadedFiles } from '../src/db/schema';
import { detectFileType } from '../src/modules/files/files.service';
import { createDealer } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const GIF = Buffer.from('GIF89a....');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const PDF = Buffer.from('%PDF-1.7\n%...');

function multipartBody(file: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = '----autobidtestboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A buffer of exactly `size` bytes that starts with the given signature. */
const sized = (signature: Buffer, size: number) => Buffer.concat([signature, Buffer.alloc(size - signature.length, 0x20)]);

describe('uploads', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const upload = (file: Buffer, filename: string, headers: Record<string, string> = {}, contentType?: string) => {
    const body = multipartBody(file, filename, contentType);
    return ctx.app.inject({ method: 'POST', url: '/api/v1/files/images', payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  it('detects every accepted type by its first bytes', () => {
    expect(detectFileType(JPEG)?.ext).toBe('jpg');
    expect(detectFileType(PNG)?.ext).toBe('png');
    expect(detectFileType(GIF)?.ext).toBe('gif');
    expect(detectFileType(WEBP)?.ext).toBe('webp');
    expect(detectFileType(PDF)?.ext).toBe('pdf');
    expect(detectFileType(Buffer.from('RIFF....WAVE'))).toBeNull();
    expect(detectFileType(Buffer.from('hello'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });

  it('stores a PNG named .pdf as a PNG under a server-chosen name, anonymously', async () => {
    const res = await upload(PNG, '../../evil.pdf', {}, 'application/pdf');
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^\/uploads\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const [row] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.url, url));
    expect(row).toMatchObject({ mimeType: 'image/png', size: PNG.length, ownerType: 'ANONYMOUS', ownerId: null });
    expect(await ctx.storage.get(row?.storageKey ?? '')).toEqual(PNG);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
  });

  it('records the dealer as owner when a token is sent', async () => {
    const dealer = await createDealer(ctx.db);
    const res = await upload(JPEG, 'photo.jpg', await ctx.auth(dealer.id));
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ data: { url: string } }>().data;
    const [row] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.url, url));
    expect(row).toMatchObject({ ownerType: 'DEALER', ownerId: dealer.id, mimeType: 'image/jpeg' });
  });

  it('accepts GIF, WebP and PDF', async () => {
    for (const [bytes, ext] of [[GIF, 'gif'], [WEBP, 'webp'], [PDF, 'pdf']] as const) {
      const res = await upload(bytes, 'x.bin');
      expect(res.statusCode).toBe(201);
      expect(res.json<{ data: { url: string } }>().data.url.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('refuses a text file named .jpg', async () => {
    const res = await upload(Buffer.from('just some text'), 'photo.jpg', {}, 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: ACCOUNT_MESSAGES.uploadWrongType });
  });

  it('accepts exactly 5,120,000 bytes and refuses 5,120,001 with the 5MB message', async () => {
    const exact = await upload(sized(PNG, UPLOAD_MAX_BYTES), 'big.png');
    expect(exact.statusCode).toBe(201);
    const over = await upload(sized(PNG, UPLOAD_MAX_BYTES + 1), 'big.png');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 413, message: '5MB 이하의 이미지만 업로드를 해주세요.' });
    const [row] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.size, UPLOAD_MAX_BYTES + 1));
    expect(row).toBeUndefined();
  });

  it('refuses a request without a file', async () => {
    const json = await ctx.app.inject({ method: 'POST', url: '/api/v1/files/images', payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
    const empty = await upload(Buffer.alloc(0), 'empty.png');
    expect(empty.statusCode).toBe(400);
  });
});
