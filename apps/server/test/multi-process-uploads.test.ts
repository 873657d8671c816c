// Scale-out with files (docs/decisions/032): two server processes on one PostgreSQL database, one Redis and one
// S3-protocol store (s3rver, test/helpers/s3-store.ts), each with its own DATA_DIR, so nothing is shared through a
// disk. The first process seeds the demo (its pictures go to the bucket); a photo uploaded through one process is
// served by the other, and a title transfer's private proof opens by its signed link on either but never under
// /uploads/. Runs when CI gives TEST_DATABASE_URL and TEST_REDIS_URL.
import { existsSync, mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { auctionImages, brands, operators, titleTransfers } from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { createTokenService } from '../src/lib/jwt';
import { createS3Storage } from '../src/providers/s3-storage';
import { UPLOADS_URL_PREFIX } from '../src/providers/storage';
import { createDealer } from './factories';
import { multipart } from './helpers/access-kit';
import { startS3Store, type TestS3Store } from './helpers/s3-store';
import { startServer, stopServer, type RunningServer } from './helpers/server-processes';
import { openTestDatabase, TEST_JWT_SECRET } from './helpers/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const pgUrl = process.env.TEST_DATABASE_URL;

/** The `data` of an answer's envelope, for the route's own response schema to read. */
async function dataOf(response: Response): Promise<unknown> {
  return ((await response.json()) as { data?: unknown }).data;
}

/** Every file under `dir` (none when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) {
    return [];
  }
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe.skipIf(!redisUrl || !pgUrl)('two server processes on PostgreSQL + Redis + an S3 store', () => {
  let store: TestS3Store;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const servers: RunningServer[] = [];
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'autobid-multi-s3-')));
  const tokens = createTokenService({ secret: TEST_JWT_SECRET, ttlSeconds: 3600, clock: systemClock });
  const at = (index: number, pathname: string) => `http://127.0.0.1:${servers[index]!.port}${pathname}`;

  beforeAll(async () => {
    store = await startS3Store('autobid-multi');
    database = await openTestDatabase();
    const env = (index: number, seedDemo: boolean) => ({
      ...store.env,
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDirs[index]!,
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    });
    // The first migrates the database and seeds the demo into it and the bucket; then the second joins.
    servers.push(await startServer(env(0, true)));
    servers.push(await startServer(env(1, false)));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    await database?.drop();
    await store?.close();
  }, 60_000);

  it('a photo uploaded through one process is served by the other, from the bucket, on no local disk', async () => {
    const dealer = await createDealer(database.database.db);
    const photo = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#30a050' } })
      .jpeg()
      .toBuffer();
    const body = multipart(photo);
    const uploaded = await fetch(at(0, '/api/v1/files/images'), {
      method: 'POST',
      headers: {
        ...body.headers,
        authorization: `Bearer ${await tokens.sign({ id: dealer.id, role: 'dealer' })}`,
      },
      body: body.payload,
    });
    expect(uploaded.status, servers[0]!.output.join('')).toBe(201);
    const { url } = api.files.upload.response.parse(await dataOf(uploaded));

    const fromOther = await fetch(at(1, url));
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('content-type')).toBe('image/jpeg');
    expect(fromOther.headers.get('content-security-policy')).toContain('sandbox');
    const bytes = Buffer.from(await fromOther.arrayBuffer());
    const inBucket = await createS3Storage(store.config).get(url.slice(UPLOADS_URL_PREFIX.length));
    expect(bytes).toEqual(inBucket);
    expect((await fetch(at(0, url))).status).toBe(200);
    // Neither process wrote an upload to its own disk.
    for (const dir of dataDirs) {
      expect(await filesUnder(path.join(dir, 'uploads'))).toEqual([]);
    }
  });

  it('the demo seed’s pictures, written by the first process, are served by the second', async () => {
    const db = database.database.db;
    const urls = [
      ...(await db.select({ url: auctionImages.url }).from(auctionImages)).map((row) => row.url),
      ...(await db.select({ url: brands.logo }).from(brands).where(isNotNull(brands.logo))).map(
        (row) => row.url,
      ),
    ];
    expect(urls.length).toBeGreaterThan(20);
    for (const url of new Set(urls)) {
      const response = await fetch(at(1, url));
      expect(response.status, url).toBe(200);
      expect((await response.arrayBuffer()).byteLength, url).toBeGreaterThan(100);
    }
  });

  it('a transfer proof in the bucket opens by its signed link on the other process, never under /uploads/', async () => {
    const db = database.database.db;
    const [proof] = await db.select().from(titleTransfers).where(isNotNull(titleTransfers.proofKey)).limit(1);
    expect(proof, 'the demo seeds one submitted proof').toBeDefined();
    const [operator] = await db.select({ id: operators.id }).from(operators).limit(1);
    const detail = await fetch(at(0, `/api/v1/admin/auctions/${proof!.auctionId}`), {
      headers: { authorization: `Bearer ${await tokens.sign({ id: operator!.id, role: 'operator' })}` },
    });
    expect(detail.status).toBe(200);
    const data = api.consoleAuctions.detail.response.parse(await dataOf(detail));
    const link = data.deals.map((deal) => deal.titleTransfer?.proofUrl).find(Boolean);
    expect(link).toBeTruthy();
    const opened = await fetch(at(1, link!));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toContain('no-store');
    expect((await fetch(at(1, `/uploads/${proof!.proofKey}`))).status).toBe(404);
  });
});
