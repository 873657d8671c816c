// POST /v1/files/images: type by magic bytes, the 5,120,000-byte limit, server-chosen names, owner record
// (credentials, quotas and the orphan job: files-credentials.test.ts);
// images re-encoded by sharp (no metadata, nothing hidden around the pixels), PDFs served as downloads.
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, api, UPLOAD_MAX_BYTES } from '@autobid/shared';
import { uploadedFiles } from '../src/db/schema';
import { detectFileType } from '../src/modules/files/files.service';
import { createDealer } from './factories';
import type { CallAs } from './helpers/call';
import { createTestContext, type TestContext } from './helpers/test-app';
import { ANY_REQUEST_ID } from './helpers/envelope';

/** A small solid image in `format` (sharp writes real, decodable files). */
const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 4, height = 3) =>
  sharp({ create: { width, height, channels: 3, background: '#c00000' } })
    .toFormat(format)
    .toBuffer();

const PNG = await image('png');
const JPEG = await image('jpeg');
const GIF = await image('gif');
const WEBP = await image('webp');
const PDF = Buffer.from('%PDF-1.7\n%...');
const SCRIPT = '<html><script>alert(document.cookie)</script></html>';

/** `png` grown to exactly `size` bytes by a private ancillary chunk before IEND (decoders skip it). */
function paddedPng(png: Buffer, size: number): Buffer {
  const iend = png.length - 12;
  const type = Buffer.from('prVt');
  const data = Buffer.alloc(size - png.length - 12, 0x20);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}

/** `jpeg` with an HTML comment segment (COM, 0xFFFE) right after its start marker: still a valid JPEG. */
function jpegWithComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text);
  const marker = Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), marker, body, jpeg.subarray(2)]);
}

function multipartBody(file: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = '----autobidtestboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A buffer of exactly `size` bytes that starts with the given signature. */
const sized = (signature: Buffer, size: number) =>
  Buffer.concat([signature, Buffer.alloc(size - signature.length, 0x20)]);

describe('uploads', () => {
  let ctx: TestContext;
  /** Every upload needs a credential (docs/decisions/016): these tests upload as one dealer. */
  let dealerId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    dealerId = (await createDealer(ctx.db)).id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** The file as a multipart body, sent as `as` (a dealer's id signs a dealer token). */
  const upload = (file: Buffer, filename: string, as: CallAs = dealerId, contentType?: string) =>
    ctx.call(api.files.upload, {}, as, multipartBody(file, filename, contentType));

  it('detects every accepted type by its first bytes', () => {
    expect(detectFileType(JPEG)?.ext).toBe('jpg');
    expect(detectFileType(PNG)?.ext).toBe('png');
    expect(detectFileType(GIF)?.ext).toBe('gif');
    expect(detectFileType(WEBP)?.ext).toBe('webp');
    expect(detectFileType(PDF)?.ext).toBe('pdf');
    expect(detectFileType(Buffer.from('GIF89a'))?.ext).toBe('gif');
    expect(detectFileType(Buffer.from('RIFF....WAVE'))).toBeNull();
    expect(detectFileType(Buffer.from('hello'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });

  it('stores a PNG named .pdf as a PNG under a server-chosen name, owned by the uploader', async () => {
    const res = await upload(PNG, '../../evil.pdf', dealerId, 'application/pdf');
    expect(res.status).toBe(201);
    const { url } = res.data;
    expect(url).toMatch(/^\/uploads\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const [row] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.url, url));
    const stored = await ctx.storage.get(row?.storageKey ?? '');
    expect(row).toMatchObject({
      mimeType: 'image/png',
      size: stored?.length,
      ownerType: 'DEALER',
      ownerId: dealerId,
    });
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });
    // The served file is a static path outside the route table, read raw: its bytes and headers.
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(stored);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
  });

  it("records the token's dealer as owner", async () => {
    const dealer = await createDealer(ctx.db);
    const res = await upload(JPEG, 'photo.jpg', dealer.id);
    expect(res.status).toBe(201);
    const { url } = res.data;
    const [row] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.url, url));
    expect(row).toMatchObject({ ownerType: 'DEALER', ownerId: dealer.id, mimeType: 'image/jpeg' });
  });

  it('accepts GIF (stored as PNG), WebP and PDF', async () => {
    for (const [bytes, ext] of [
      [GIF, 'png'],
      [WEBP, 'webp'],
      [PDF, 'pdf'],
    ] as const) {
      const res = await upload(bytes, 'x.bin');
      expect(res.status).toBe(201);
      expect(res.data.url.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('re-encodes a JPEG: EXIF gone from what is stored and served, orientation applied', async () => {
    const photo = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#00c000' } })
      .jpeg()
      // IFD3 is the GPS block: where the photo was taken must not travel with it.
      .withExif({
        IFD0: { Make: 'SpyCam', Copyright: 'owner-secret' },
        IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E', GPSMapDatum: 'WGS-84-home' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({
      orientation: 6,
      exif: expect.any(Buffer) as unknown,
    });
    expect(photo.includes('owner-secret')).toBe(true);
    expect(photo.includes('WGS-84-home')).toBe(true);
    const res = await upload(photo, 'photo.jpg');
    expect(res.status).toBe(201);
    const { url } = res.data;
    expect(url.endsWith('.jpg')).toBe(true);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const [row] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.url, url));
    expect(served.rawPayload).toEqual(await ctx.storage.get(row?.storageKey ?? ''));
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 3, height: 4 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.rawPayload.includes('owner-secret')).toBe(false);
    expect(served.rawPayload.includes('WGS-84-home')).toBe(false);
  });

  it('refuses a GIF header followed by HTML with the upload message, and stores nothing', async () => {
    const before = await ctx.db.select().from(uploadedFiles);
    const res = await upload(Buffer.from(`GIF89a${SCRIPT}`), 'x.gif', dealerId, 'image/gif');
    expect(res.status).toBe(400);
    expect(res.response.json()).toEqual({
      code: 400,
      message: ACCOUNT_MESSAGES.uploadWrongType,
      data: null,
      errorCode: 'UPLOAD_WRONG_TYPE',
      requestId: ANY_REQUEST_ID,
    });
    expect(await ctx.db.select().from(uploadedFiles)).toHaveLength(before.length);
  });

  it('neutralises HTML riding on a valid image: after a GIF, inside a JPEG comment', async () => {
    for (const [polyglot, ext] of [
      [Buffer.concat([GIF, Buffer.from(SCRIPT)]), 'png'],
      [jpegWithComment(JPEG, SCRIPT), 'jpg'],
    ] as const) {
      expect(polyglot.includes('<script>')).toBe(true);
      const res = await upload(polyglot, `x.${ext}`);
      expect(res.status).toBe(201);
      const { url } = res.data;
      expect(url.endsWith(`.${ext}`)).toBe(true);
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.rawPayload.includes('<script>')).toBe(false);
      expect(served.rawPayload.includes('<html>')).toBe(false);
    }
  });

  it('refuses a file that only starts like an image', async () => {
    for (const bytes of [
      PNG.subarray(0, 12),
      JPEG.subarray(0, 6),
      Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.from(SCRIPT)]),
    ]) {
      const res = await upload(bytes, 'x.png');
      expect(res.status).toBe(400);
      expect(res.response.json()).toMatchObject({ code: 400, message: ACCOUNT_MESSAGES.uploadWrongType });
    }
  });

  it('serves a PDF as an attachment that is never sniffed', async () => {
    const res = await upload(PDF, 'doc.pdf');
    expect(res.status).toBe(201);
    const { url } = res.data;
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(PDF);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: url.replace(/[0-9a-f-]{36}/, '00000000-0000-0000-0000-000000000000'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an SVG with a script, however it is named or typed, and stores nothing', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const before = (await ctx.db.select().from(uploadedFiles)).length;
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ] as const) {
      const res = await upload(svg, name, dealerId, type);
      expect(res.status, name).toBe(400);
      expect(res.response.json(), name).toMatchObject({ message: ACCOUNT_MESSAGES.uploadWrongType });
    }
    const bare = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'x.gif', dealerId, 'image/gif');
    expect(bare.status).toBe(400);
    expect((await ctx.db.select().from(uploadedFiles)).length).toBe(before);
  });

  it('refuses a text file named .jpg', async () => {
    const res = await upload(Buffer.from('just some text'), 'photo.jpg', dealerId, 'image/jpeg');
    expect(res.status).toBe(400);
    expect(res.response.json()).toMatchObject({ code: 400, message: ACCOUNT_MESSAGES.uploadWrongType });
  });

  it('accepts exactly 5,120,000 bytes and refuses 5,120,001 with the 5MB message', async () => {
    const exact = await upload(paddedPng(PNG, UPLOAD_MAX_BYTES), 'big.png');
    expect(paddedPng(PNG, UPLOAD_MAX_BYTES)).toHaveLength(UPLOAD_MAX_BYTES);
    expect(exact.status).toBe(201);
    const over = await upload(sized(PNG, UPLOAD_MAX_BYTES + 1), 'big.png');
    expect(over.status).toBe(413);
    expect(over.response.json()).toMatchObject({
      code: 413,
      message: '5MB 이하의 이미지만 업로드를 해주세요.',
    });
    const [row] = await ctx.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.size, UPLOAD_MAX_BYTES + 1));
    expect(row).toBeUndefined();
  });

  it('refuses a request without a file', async () => {
    const json = await ctx.call(api.files.upload, { body: { a: 1 } }, dealerId);
    expect(json.status).toBe(400);
    const empty = await upload(Buffer.alloc(0), 'empty.png');
    expect(empty.status).toBe(400);
  });
});
