// The 09:00 saved-search digest with real processes (docs/domain.md "Saved searches"): two server processes on
// one PostgreSQL database both run the day's digest at their first pass; each dealer with matching new auctions
// gets exactly one Alimtalk, a dealer with the digest off none. Runs when CI gives TEST_DATABASE_URL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { kstDayKey } from '@autobid/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dealerNotificationSettings,
  notificationOutbox,
  savedSearchDigests,
  savedSearches,
} from '../src/db/schema';
import { migrateDatabase } from '../src/db/migrate';
import { seedReference } from '../src/db/seed/index';
import { openingOfDay } from '../src/modules/saved-searches/saved-searches.public';
import { createLocalStorage } from '../src/providers/storage';
import { createAuction, createDealer } from './factories';
import { openTestDatabase, TEST_JWT_SECRET, testSeedAssets } from './helpers/test-app';
import { startServer, stopServer, type RunningServer } from './helpers/server-processes';

const pgUrl = process.env.TEST_DATABASE_URL;
const DAY = 24 * 3600_000;

describe.skipIf(!pgUrl)('the 09:00 digest across two server processes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateDatabase(database.database);
    await seedReference(database.database.db, {
      storage: createLocalStorage(mkdtempSync(path.join(tmpdir(), 'autobid-digest-'))),
      now: new Date(),
      assets: testSeedAssets,
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    await database?.drop();
  }, 60_000);

  /** Moves one process's clock (TEST_CLOCK): it answers after a scheduler pass at the new time. */
  const advance = async (server: RunningServer, minutes: number) => {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/test/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: minutes }),
    });
    expect(response.status).toBe(200);
  };

  it('sends one digest per dealer, none with the setting off', async () => {
    const db = database.database.db;
    const now = new Date();
    const day = kstDayKey(now);
    const opening = openingOfDay(day);
    const a = await createDealer(db, { name: '김하나' });
    const b = await createDealer(db, { name: '이두리' });
    const off = await createDealer(db, { name: '박끔' });
    await db.insert(savedSearches).values([
      {
        dealerId: a.id,
        name: '서울',
        filters: { brandIds: [], regions: ['서울특별시'], repair: null, purpose: null },
      },
      { dealerId: a.id, name: '전체', filters: { brandIds: [], regions: [], repair: null, purpose: null } },
      {
        dealerId: b.id,
        name: '부산',
        filters: { brandIds: [], regions: ['부산광역시'], repair: null, purpose: null },
      },
      { dealerId: off.id, name: '전체', filters: { brandIds: [], regions: [], repair: null, purpose: null } },
    ]);
    await db.insert(dealerNotificationSettings).values({ dealerId: off.id, savedSearchDigest: false });
    const live = {
      status: 'PROGRESS' as const,
      startAt: opening,
      endDate: new Date(opening.getTime() + 2 * DAY),
    };
    await createAuction(db, { ...live, region1: '서울특별시', region2: '강남구' });
    await createAuction(db, { ...live, region1: '서울특별시', region2: '마포구' });
    await createAuction(db, { ...live, region1: '부산광역시', region2: '해운대구' });
    // Opened the day before: not new.
    await createAuction(db, {
      status: 'PROGRESS',
      startAt: new Date(opening.getTime() - DAY),
      endDate: new Date(opening.getTime() + DAY),
      region1: '대구광역시',
      region2: '수성구',
    });

    const env = {
      DATABASE_URL: database.url!,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TEST_CLOCK: 'true',
    };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    // Before the day's 09:00 both clocks move past it at once; after it, their first passes ran it already.
    const untilOpening = Math.ceil((opening.getTime() - Date.now()) / 60_000) + 1;
    await Promise.all(servers.map((server) => advance(server, Math.max(1, untilOpening))));
    // One more pass each: any digest run still going in either process has finished.
    await Promise.all(servers.map((server) => advance(server, 1)));

    const digests = async () =>
      db
        .select()
        .from(notificationOutbox)
        .where(
          and(
            eq(notificationOutbox.template, 'SAVED_SEARCH_DIGEST'),
            inArray(notificationOutbox.recipient, [a.phoneNumber, b.phoneNumber, off.phoneNumber]),
          ),
        );
    const deadline = Date.now() + 30_000;
    while ((await digests()).length < 2 && Date.now() < deadline) {
      await delay(200);
    }
    const sent = await digests();
    expect(sent.map((row) => row.recipient).sort()).toEqual([a.phoneNumber, b.phoneNumber].sort());
    const toA = sent.find((row) => row.recipient === a.phoneNumber)!;
    expect(toA.body).toContain('- 서울: 2대');
    expect(toA.body).toContain('- 전체: 3대');
    expect(sent.find((row) => row.recipient === b.phoneNumber)!.body).toContain('- 부산: 1대');
    const claims = await db.select().from(savedSearchDigests).where(eq(savedSearchDigests.day, day));
    expect(claims.map((claim) => claim.dealerId).sort()).toEqual([a.id, b.id].sort());
  }, 240_000);
});

if (!pgUrl) {
  console.info('saved-search-digest-processes: skipped; it needs TEST_DATABASE_URL (CI sets it).');
}
