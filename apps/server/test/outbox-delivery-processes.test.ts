// The delivery queue across processes (docs/domain.md "Message delivery", docs/decisions/030): two server
// processes on one PostgreSQL database deliver a batch of queued messages through the Solapi fake; one is killed
// with SIGKILL in the middle of its sends, and every message still reaches Solapi exactly once (no duplicate,
// no loss). Runs when CI gives TEST_DATABASE_URL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../src/db/schema';
import { migrateDatabase } from '../src/db/migrate';
import { seedReference } from '../src/db/seed/index';
import { ALIMTALK_TEMPLATES } from '../src/providers/alimtalk-templates';
import { createLocalStorage } from '../src/providers/storage';
import { startSolapiFake, type SolapiFake } from './fakes/solapi';
import { startServer, stopServer, type RunningServer } from './helpers/server-processes';
import { openTestDatabase, TEST_JWT_SECRET, testSeedAssets } from './helpers/test-app';

const pgUrl = process.env.TEST_DATABASE_URL;
const MESSAGES = 60;
const SENDER = '0212345678';

describe.skipIf(!pgUrl)(
  'two processes deliver the outbox; one killed with SIGKILL mid-way (PostgreSQL)',
  () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let fake: SolapiFake;
    const servers: RunningServer[] = [];

    beforeAll(async () => {
      // Each send is answered 400 ms after Solapi took it: a process killed then has sent without marking.
      fake = await startSolapiFake({
        apiKey: 'NCSPROCESSKEY01',
        apiSecret: 'process-secret-0123456789',
        senders: [SENDER],
        sendDelayMs: 400,
      });
      database = await openTestDatabase();
      await migrateDatabase(database.database);
      await seedReference(database.database.db, {
        storage: createLocalStorage(mkdtempSync(path.join(tmpdir(), 'autobid-delivery-'))),
        now: new Date(),
        assets: testSeedAssets,
      });
      const env = {
        DATABASE_URL: database.url!,
        JWT_SECRET: TEST_JWT_SECRET,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        SOLAPI_API_KEY: 'NCSPROCESSKEY01',
        SOLAPI_API_SECRET: 'process-secret-0123456789',
        SOLAPI_SENDER: SENDER,
        SOLAPI_PF_ID: 'KA01PF0000000000',
        SOLAPI_TEMPLATE_IDS: JSON.stringify(
          Object.fromEntries(ALIMTALK_TEMPLATES.map((name) => [name, `KA01TP-${name}`])),
        ),
        SOLAPI_BASE_URL: fake.url,
        // A try takes at most 6 s here, so a dead process's lease runs out after 9 s.
        SOLAPI_TIMEOUT_MS: '1000',
      };
      servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    }, 240_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => stopServer(server)));
      await database?.drop();
      await fake?.close();
    }, 60_000);

    it('every message reaches Solapi exactly once', async () => {
      const db = database.database.db;
      const rows = await db
        .insert(notificationOutbox)
        .values(
          Array.from({ length: MESSAGES }, (_, i) => ({
            channel: 'SMS',
            recipient: `0105${String(i).padStart(7, '0')}`,
            template: 'PHONE_CODE_SIGNUP',
            body: `[오토비드] 인증번호 [${String(1000 + i)}]`,
            status: 'QUEUED',
            provider: 'solapi',
            nextAttemptAt: sql`now()`,
          })),
        )
        .returning({ id: notificationOutbox.id });

      // Kill the first process while both are sending.
      const killAt = Date.now() + 30_000;
      while (fake.delivered.length < 15 && Date.now() < killAt) {
        await delay(20);
      }
      expect(fake.delivered.length).toBeGreaterThanOrEqual(15);
      servers[0]!.child.kill('SIGKILL');
      await new Promise((resolve) => servers[0]!.child.once('exit', resolve));

      const deadline = Date.now() + 90_000;
      for (;;) {
        const [{ waiting }] = (await db
          .select({ waiting: sql<number>`count(*)::int` })
          .from(notificationOutbox)
          .where(eq(notificationOutbox.status, 'QUEUED'))) as [{ waiting: number }];
        if (waiting === 0 || Date.now() > deadline) {
          break;
        }
        await delay(250);
      }

      const final = await db.select().from(notificationOutbox);
      expect(
        final
          .filter((row) => row.status !== 'SENT')
          .map((row) => `${row.id} ${row.status} ${row.lastAnswer}`),
      ).toEqual([]);
      const counts = fake.sendsByOutboxId();
      // No loss: each row's message left; no duplicate: once.
      expect(rows.map((row) => counts.get(String(row.id)) ?? 0)).toEqual(rows.map(() => 1));
      expect(fake.delivered).toHaveLength(MESSAGES);
      // The kill landed mid-way: some row was taken over by the surviving process after the lease ran out.
      expect(final.filter((row) => row.attempts > 1).length).toBeGreaterThan(0);
    }, 150_000);
  },
);

if (!pgUrl) {
  console.info('outbox-delivery-processes: skipped; it needs TEST_DATABASE_URL (CI sets it).');
}
