// A fresh database (PGlite in memory, or a throwaway PostgreSQL database when TEST_DATABASE_URL is set),
// migrated and seeded with reference data, plus the app built on it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedReference } from '../../src/db/seed/index';
import { cachingSeedAssets } from '../../src/db/seed/seed-assets';
import type { Db } from '../../src/db/types';
import { fixedClock, type Clock } from '../../src/lib/clock';
import type { Role } from '../../src/lib/jwt';
import type { Sessions } from '../../src/modules/access/sessions';
import { createProviders, type Providers } from '../../src/providers';
import { createLocalStorage, type FileStorage } from '../../src/providers/storage';
import { createCall } from './call';
import { openSeededPglite } from './seeded-template';

/**
 * The seed's pictures and password hashes, made once and shared by every test process (seed-assets.ts): a test
 * context seeds the reference data without rendering 29 brand logos again.
 */
export const testSeedAssets = cachingSeedAssets(path.join(tmpdir(), 'autobid-test-seed-assets'));

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  storage: FileStorage;
  /** The app's outside services (local ones; storage in a temporary directory). */
  providers: Providers;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  /** The app's session checks (services built in a test take them from here). */
  sessions: Sessions;
  /** A valid access token for that principal. */
  token(id: number, role?: Role, options?: { now?: Date; ttlSeconds?: number }): Promise<string>;
  /** `{ authorization: 'Bearer ...' }` for app.inject. */
  auth(id: number, role?: Role): Promise<{ authorization: string }>;
  /** The typed client over the route table (helpers/call.ts): `ctx.call(api.deals.list, { query }, dealerId)`. */
  call: ReturnType<typeof createCall>;
  close(): Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    NODE_ENV: 'test',
    PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmpdir(), 'autobid-test-unused'),
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    JWT_SECRET: TEST_JWT_SECRET,
    JWT_TTL_SECONDS: 3600,
    SEED_DEMO: false,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(tmpdir(), 'autobid-no-web-dist'),
    TRUST_PROXY: false,
    SESSION_CACHE_MS: 3000,
    SELECT_WINDOW_HOURS: 24,
    BANK_WEBHOOK_SECRET: 'test-webhook-secret-0123456789',
    FEE_ACCOUNT_BANK: '국민은행',
    FEE_ACCOUNT_NUMBER: '469401-01-284517',
    FEE_ACCOUNT_HOLDER: '(주)오토비드',
    PHONE_CODE_WRONG_PER_PHONE_DAY: 10,
    PHONE_CODE_WRONG_PER_IP_DAY: 30,
    PHONE_CODE_WRONG_FIND_PASSWORD_DAY: 5,
    PHONE_CODE_REQUESTS_PER_HOUR: 5,
    UPLOAD_FILES_PER_HOUR: 60,
    UPLOAD_BYTES_PER_HOUR: 200 * 1024 * 1024,
    UPLOAD_ORPHAN_HOURS: 24,
    REQUEST_TIMEOUT_MS: 10_000,
    CONNECTION_TIMEOUT_MS: 10_000,
    TEST_CLOCK: false,
    CHECK_ANSWERS: true,
    // Far above the defaults, so suites that log in or ask for codes many times never meet them;
    // test/abuse-limits.test.ts proves the defaults.
    LOGIN_FAILURES_PER_USERNAME: 10_000,
    LOGIN_FAILURES_PER_IP: 10_000,
    LOGIN_FAILURE_WINDOW_SECONDS: 900,
    PHONE_CODE_REQUESTS_PER_IP_HOUR: 10_000,
    CODE_CHECKS_PER_IP_HOUR: 10_000,
    CODE_LINK_FAILURES_PER_IP_HOUR: 10_000,
    ...overrides,
  };
}

/** Opens a fresh database; on PostgreSQL a new database that is dropped again on close. */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
  url: string | null;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ inMemory: true });
    return { database, drop: () => database.close(), url: null };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestContext(
  options: {
    clock?: Clock & { set(date: Date): void; advance(ms: number): void };
    config?: Partial<Config>;
    /** Outside services to use instead of the local ones. */
    providers?: Partial<Providers>;
    /** Runs before app.ready(): tests may register extra routes here. */
    configure?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestContext> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'autobid-uploads-'));
  const storage = createLocalStorage(uploadsDir);
  // PGlite: a copy of this process's migrated and seeded database (helpers/seeded-template.ts).
  const seeded = process.env.TEST_DATABASE_URL ? null : await openSeededPglite(uploadsDir, testSeedAssets);
  const { database, drop } = seeded
    ? { database: seeded, drop: () => seeded.close() }
    : await openTestDatabase();
  const clock = options.clock ?? fixedClock(new Date());
  const now = () => clock.now();
  const config = testConfig(options.config);
  const providers = createProviders(config, { storage, ...options.providers });
  try {
    if (!seeded) {
      await migrateDatabase(database);
      await seedReference(database.db, { storage, now: now(), assets: testSeedAssets });
    }
  } catch (error) {
    await drop();
    throw error;
  }
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    providers,
    clock,
    logger: false,
  });
  options.configure?.(app);
  await app.ready();
  const token: TestContext['token'] = (id, role = 'dealer', tokenOptions) =>
    app.tokens.sign({ id, role }, tokenOptions);
  return {
    app,
    db: database.db,
    database,
    storage,
    providers,
    config,
    clock,
    sessions: app.sessions,
    token,
    auth: async (id, role = 'dealer') => ({ authorization: `Bearer ${await token(id, role)}` }),
    call: createCall(app, (id, role) => token(id, role)),
    async close() {
      await app.close();
      await drop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
