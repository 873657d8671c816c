// File storage in an S3-compatible bucket (docs/decisions/032) against a real S3-protocol server started here
// (s3rver, test/helpers/s3-store.ts): the adapter's put/get/open/delete, a missing key, unsafe keys, a store that
// cannot be reached (503, never 500); the app on that store: an upload lands in the bucket and is streamed under its
// /uploads/ address with the same headers as from the disk, private files (a title transfer's proof) never served
// there but through their signed link to the deal's parties, the orphan job deleting from the bucket, and the seed's
// pictures written to the bucket. Also the S3 keys' boot checks.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { migrateDatabase } from '../src/db/migrate';
import { brands, titleTransfers } from '../src/db/schema';
import { seedReference } from '../src/db/seed/index';
import { runUploadCleanup } from '../src/jobs/upload-cleanup';
import { AppError } from '../src/lib/app-error';
import { fixedClock } from '../src/lib/clock';
import { createS3Storage } from '../src/providers/s3-storage';
import { UPLOADS_URL_PREFIX, type FileStorage } from '../src/providers/storage';
import { eq } from 'drizzle-orm';
import { createDealer } from './factories';
import { multipart } from './helpers/access-kit';
import { startS3Store, type TestS3Store } from './helpers/s3-store';
import { configProblems, loadEnv } from './helpers/config-env';
import { createTestContext, openTestDatabase, testSeedAssets, type TestContext } from './helpers/test-app';
import { completedDeal, uploadAsDealer } from './helpers/transfer-kit';

const PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2060c0' } })
  .png()
  .toBuffer();
const PDF = Buffer.from('%PDF-1.7\n%test\n');

/** A store whose address answers nothing: every call fails fast. */
const unreachable = (store: TestS3Store) =>
  createS3Storage({ ...store.config, endpoint: 'http://127.0.0.1:9', timeoutMs: 500 });

describe('S3 storage', () => {
  let store: TestS3Store;
  let s3: FileStorage;

  beforeAll(async () => {
    store = await startS3Store();
    s3 = createS3Storage(store.config);
  });
  afterAll(async () => store?.close());

  describe('the adapter', () => {
    it('puts, gets, opens and deletes by key; the address is /uploads/<key>', async () => {
      const stored = await s3.put('test/adapter/a.png', PNG);
      expect(stored).toEqual({ key: 'test/adapter/a.png', url: '/uploads/test/adapter/a.png' });
      expect(await s3.get('test/adapter/a.png')).toEqual(PNG);
      const opened = await s3.open('test/adapter/a.png');
      expect(opened?.size).toBe(PNG.length);
      const chunks: Buffer[] = [];
      for await (const chunk of opened!.body) {
        chunks.push(Buffer.from(chunk as Uint8Array));
      }
      expect(Buffer.concat(chunks)).toEqual(PNG);
      expect(s3.localDir).toBeNull();

      await s3.delete('test/adapter/a.png');
      expect(await s3.get('test/adapter/a.png')).toBeNull();
      // Deleting what is gone is fine (the orphan job may run after a crash between row and bytes).
      await expect(s3.delete('test/adapter/a.png')).resolves.toBeUndefined();
    });

    it('a missing key is null; a key the server could not have chosen is refused or not found', async () => {
      expect(await s3.get('test/adapter/never.png')).toBeNull();
      expect(await s3.open('test/adapter/never.png')).toBeNull();
      await expect(s3.put('../escape.png', PNG)).rejects.toThrow(/unsafe storage key/);
      await expect(s3.put('Test/Upper.png', PNG)).rejects.toThrow(/unsafe storage key/);
      await expect(s3.delete('a/../../b.png')).rejects.toThrow(/unsafe storage key/);
      expect(await s3.get('a/../b.png')).toBeNull();
    });

    it('a store that cannot be reached is the 503 the client may retry, never a 500', async () => {
      const down = unreachable(store);
      for (const call of [
        () => down.put('test/x.png', PNG),
        () => down.get('test/x.png'),
        () => down.delete('test/x.png'),
      ]) {
        const error = await call().then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      }
    });
  });

  describe('the app on the bucket', () => {
    let ctx: TestContext;
    const SALE = new Date('2026-05-03T06:00:00.000Z');
    const clock = fixedClock(SALE);

    beforeAll(async () => {
      ctx = await createTestContext({ clock, providers: { storage: s3 } });
    });
    afterAll(async () => ctx?.close());

    const upload = (dealerId: number, bytes: Buffer) => uploadAsDealer(ctx, dealerId, bytes);
    const keyOf = (url: string) => url.slice(UPLOADS_URL_PREFIX.length);

    it('stores an upload in the bucket and streams it under its address with the uploads’ headers', async () => {
      const dealer = await createDealer(ctx.db);
      const url = await upload(dealer.id, PNG);
      expect(url).toMatch(/^\/uploads\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]+\.png$/);
      const inBucket = await s3.get(keyOf(url));
      expect(inBucket?.subarray(0, 4).toString('hex')).toBe('89504e47');
      // Not on the local disk of this process: only the bucket has it.
      expect(await ctx.storage.get(keyOf(url))).toBeNull();

      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(inBucket);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-length']).toBe(String(inBucket!.length));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe(
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-disposition']).toBeUndefined();
      const head = await ctx.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
    });

    it('a PDF is a download; a missing or strange address is the 404 envelope', async () => {
      const dealer = await createDealer(ctx.db);
      const pdf = await upload(dealer.id, PDF);
      const served = await ctx.app.inject({ method: 'GET', url: pdf });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe('attachment');
      for (const url of [
        '/uploads/never/stored.png',
        '/uploads/%2e%2e/secret.png',
        '/uploads/a/../b.png',
        '/uploads/',
      ]) {
        const missing = await ctx.app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json(), url).toMatchObject({ code: 404, errorCode: 'ROUTE_NOT_FOUND' });
      }
    });

    it('never serves private files under /uploads/, however the address is written', async () => {
      await s3.put('private/transfers/direct.png', PNG);
      for (const url of [
        '/uploads/private/transfers/direct.png',
        '/uploads/%70rivate/transfers/direct.png',
        '/uploads/private%2Ftransfers%2Fdirect.png',
        '/uploads/PRIVATE/transfers/direct.png',
        '/uploads//private/transfers/direct.png',
      ]) {
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });

    it('a title transfer’s proof moves to private storage in the bucket and opens only by the parties’ signed link', async () => {
      const made = await completedDeal(ctx, clock, SALE);
      const url = await upload(made.dealer.id, PNG);
      const sent = await ctx.call(
        api.titleTransfers.submit,
        {
          params: { id: made.auction.id },
          body: { document: { url, kind: 'USE_REPORT' }, maskingConfirmed: true },
        },
        made.dealer.id,
      );
      expect(sent.status, sent.message).toBe(200);
      const [record] = await ctx.db
        .select()
        .from(titleTransfers)
        .where(eq(titleTransfers.auctionId, made.auction.id));
      expect(record!.proofKey).toMatch(/^private\/transfers\//);
      // The public copy is gone from the bucket and from its address; the private one is in the bucket.
      expect(await s3.get(keyOf(url))).toBeNull();
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const proofBytes = await s3.get(record!.proofKey!);
      expect(proofBytes?.subarray(0, 4).toString('hex')).toBe('89504e47');
      expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${record!.proofKey}` })).statusCode).toBe(
        404,
      );

      // The seller's link opens it from the bucket; another dealer's view has no link.
      const sellerView = await ctx.call(
        api.sellers.detail,
        { params: { id: made.auction.id } },
        made.seller.id,
      );
      const link = sellerView.data.deal!.titleTransfer!.proofUrl!;
      const opened = await ctx.app.inject({ method: 'GET', url: link });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toContain('no-store');
      expect(opened.rawPayload).toEqual(proofBytes);
      const stranger = await createDealer(ctx.db);
      const strangerView = await ctx.call(
        api.auctions.detail,
        { params: { id: made.auction.id } },
        stranger.id,
      );
      expect(strangerView.data?.deal?.titleTransfer?.proofUrl ?? null).toBeNull();
      expect(JSON.stringify(strangerView.data ?? null)).not.toContain(record!.proofKey!);
    });

    it('the orphan job deletes an unreferenced upload from the bucket', async () => {
      const dealer = await createDealer(ctx.db);
      const url = await upload(dealer.id, PNG);
      expect(await s3.get(keyOf(url))).not.toBeNull();
      const removed = await runUploadCleanup(ctx.db, {
        storage: s3,
        orphanHours: 24,
        now: new Date(Date.now() + 48 * 3600_000),
      });
      expect(removed).toContain(keyOf(url));
      expect(await s3.get(keyOf(url))).toBeNull();
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });
  });

  it('a store that cannot be reached answers 503 with the retry message to a download and to an upload', async () => {
    const ctx = await createTestContext({ providers: { storage: unreachable(store) } });
    try {
      const served = await ctx.app.inject({ method: 'GET', url: '/uploads/test/any.png' });
      expect(served.statusCode).toBe(503);
      expect(served.json()).toMatchObject({ code: 503, errorCode: 'SERVICE_UNAVAILABLE' });
      const dealer = await createDealer(ctx.db);
      const uploaded = await ctx.call(api.files.upload, {}, dealer.id, multipart(PNG));
      expect(uploaded).toMatchObject({ status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
    } finally {
      await ctx.close();
    }
  });

  it('the reference seed writes its pictures (brand logos) to the bucket', async () => {
    const database = await openTestDatabase();
    try {
      await migrateDatabase(database.database);
      await seedReference(database.database.db, { storage: s3, now: new Date(), assets: testSeedAssets });
      const logos = await database.database.db.select({ logo: brands.logo }).from(brands);
      expect(logos.length).toBeGreaterThan(10);
      for (const { logo } of logos) {
        const bytes = await s3.get(logo.slice(UPLOADS_URL_PREFIX.length));
        expect(bytes?.length ?? 0, logo).toBeGreaterThan(100);
      }
    } finally {
      await database.drop();
    }
  });
});

describe('S3 keys at boot', () => {
  const load = loadEnv;
  const problemsOf = configProblems;

  it('unset: the local disk; S3_BUCKET with its region: the bucket', () => {
    expect(load({}).S3).toBeUndefined();
    expect(
      load({
        S3_BUCKET: 'autobid-files',
        S3_REGION: 'ap-northeast-2',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).S3,
    ).toEqual({
      bucket: 'autobid-files',
      region: 'ap-northeast-2',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
    });
    // Without keys the SDK's own chain (an instance role) signs.
    expect(load({ S3_BUCKET: 'autobid-files', S3_REGION: 'ap-northeast-2' }).S3).toMatchObject({
      accessKeyId: undefined,
      forcePathStyle: false,
    });
  });

  it('a half-configured or malformed store stops the boot with every problem named', () => {
    expect(problemsOf({ S3_BUCKET: 'autobid-files' })).toEqual([
      expect.stringMatching(/^S3_REGION: required/),
    ]);
    expect(
      problemsOf({ S3_REGION: 'ap-northeast-2', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toEqual([
      expect.stringMatching(
        /^S3_BUCKET: required when S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set/,
      ),
    ]);
    expect(
      problemsOf({ S3_BUCKET: 'autobid-files', S3_REGION: 'ap-northeast-2', S3_ACCESS_KEY_ID: 'a' }),
    ).toEqual(['S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID']);
    expect(
      problemsOf({ S3_BUCKET: 'Bad_Bucket', S3_REGION: 'ap-northeast-2', S3_ENDPOINT: 'not a url' }).map(
        (problem) => problem.split(':')[0],
      ),
    ).toEqual(['S3_BUCKET', 'S3_ENDPOINT']);
  });
});
