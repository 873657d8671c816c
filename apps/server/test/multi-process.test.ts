// Scale-out with real processes: two server processes on one PostgreSQL database and one Redis,
// behind one port (a small round-robin TCP proxy in the test, as a load balancer would be). A bid taken by
// one process reaches a socket held by the other, the failed-login limit counts across both, and the auction
// clock of both closes each auction exactly once. Runs when CI gives TEST_DATABASE_URL and TEST_REDIS_URL.
import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionUpdateEvent } from '@autobid/shared';
import { auctions, notificationOutbox, sellers } from '../src/db/schema';
import { migrateDatabase } from '../src/db/migrate';
import { seedReference } from '../src/db/seed/index';
import { systemClock } from '../src/lib/clock';
import { createTokenService } from '../src/lib/jwt';
import { createLocalStorage } from '../src/providers/storage';
import { createDealer, createLiveAuction, DEFAULT_PASSWORD } from './factories';
import { openTestDatabase, TEST_JWT_SECRET, testSeedAssets } from './helpers/test-app';
import { joinAuctionRoom } from './helpers/auction-socket';
import { roundRobinProxy, startServer, stopServer, type RunningServer } from './helpers/server-processes';

const redisUrl = process.env.TEST_REDIS_URL;
const pgUrl = process.env.TEST_DATABASE_URL;
/** The client address the proxy reports for this run's logins. */
const clientIp = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

describe.skipIf(!redisUrl || !pgUrl)('two server processes behind one port (PostgreSQL + Redis)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const servers: RunningServer[] = [];
  let proxy: ReturnType<typeof roundRobinProxy>;
  let proxyUrl = '';
  const sockets: Socket[] = [];
  const tokens = createTokenService({ secret: TEST_JWT_SECRET, ttlSeconds: 3600, clock: systemClock });

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateDatabase(database.database);
    await seedReference(database.database.db, {
      storage: createLocalStorage(mkdtempSync(path.join(tmpdir(), 'autobid-multi-'))),
      now: new Date(),
      assets: testSeedAssets,
    });
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The test's proxy is the balancer; each run names its own client address, since Redis keeps the
      // per-address login count of earlier runs for its window.
      TRUST_PROXY: 'loopback',
    };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    proxy = roundRobinProxy(servers.map((server) => server.port));
    proxyUrl = `http://127.0.0.1:${await proxy.ready}`;
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) {
      socket.disconnect();
    }
    proxy?.server.close();
    await Promise.all(servers.map((server) => stopServer(server)));
    await database?.drop();
  }, 60_000);

  /** A socket through the proxy on the next backend, joined to the auction's room. */
  async function watch(auctionId: number, token: string): Promise<{ socket: Socket; port: number }> {
    const port = proxy.peek();
    const socket = await joinAuctionRoom(proxyUrl, { token, auctionId }, sockets);
    return { socket, port };
  }

  /** A fresh HTTP connection through the proxy (no keep-alive, so the proxy's turn decides the backend). */
  async function viaProxy(
    pathname: string,
    init: RequestInit,
  ): Promise<{ status: number; port: number; body: unknown }> {
    const port = proxy.peek();
    const response = await fetch(`${proxyUrl}${pathname}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), connection: 'close' },
    });
    return { status: response.status, port, body: await response.json().catch(() => null) };
  }

  /** A dealer login through the proxy, from this run's client address. */
  const loginViaProxy = (username: string, password: string) =>
    viaProxy('/api/v1/dealers/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      body: JSON.stringify({ username, password }),
    });

  it('delivers a bid taken by one process to a socket held by the other', async () => {
    const db = database.database.db;
    const watcher = await createDealer(db);
    const bidder = await createDealer(db);
    const auction = await createLiveAuction(db);
    const { socket, port: socketPort } = await watch(
      auction.id,
      await tokens.sign({ id: watcher.id, role: 'dealer' }),
    );
    const arrived = new Promise<AuctionUpdateEvent>((resolve) =>
      socket.on('auction-update', (payload: AuctionUpdateEvent) => {
        if (payload.reason === 'BID') {
          resolve(payload);
        }
      }),
    );
    // The Redis adapter subscribes asynchronously.
    await delay(300);
    const placed = await viaProxy(`/api/v1/dealers/auction/${auction.id}/bidding/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await tokens.sign({ id: bidder.id, role: 'dealer' })}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ price: 3_210_000 }),
    });
    expect(placed.status).toBe(201);
    expect(placed.port).not.toBe(socketPort);
    expect(await arrived).toMatchObject({
      auctionId: auction.id,
      maxBiddingPrice: 3_210_000,
      bidderCount: 1,
    });
  });

  it('counts failed logins of one username across both processes', async () => {
    const dealer = await createDealer(database.database.db);
    const attempt = () => loginViaProxy(dealer.username, 'wrong-password-1');
    const answers: { status: number; port: number }[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(await attempt());
    }
    // Both processes answered some of the ten refusals; the eleventh is refused by the limit.
    expect(new Set(answers.slice(0, 10).map((answer) => answer.port)).size).toBe(2);
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(answers[10]?.status).toBe(429);
    console.info(
      `multi-process: 10 failed logins spread over ports ${[...new Set(answers.map((a) => a.port))].join(', ')}, the 11th answered 429`,
    );
  });

  it('checks at most 10 of 64 wrong passwords sent at once to both processes', async () => {
    const dealer = await createDealer(database.database.db);
    const attempt = (password: string) => loginViaProxy(dealer.username, password);
    const answers = await Promise.all(Array.from({ length: 64 }, (_, i) => attempt(`wrong-burst-${i}`)));
    // The proxy hands the 64 connections to the two processes in turn: half each.
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(54);
    // The right password stays refused until the window ends, on either process.
    const right = await Promise.all([attempt(DEFAULT_PASSWORD), attempt(DEFAULT_PASSWORD)]);
    expect(right.map((answer) => answer.status)).toEqual([429, 429]);
  });

  it('closes each auction exactly once although both processes run the clock', async () => {
    const db = database.database.db;
    const watcher = await createDealer(db);
    const ending = await Promise.all(
      Array.from({ length: 6 }, () => createLiveAuction(db, { endsInMs: 2_500 })),
    );
    const ids = ending.map((auction) => auction.id);
    const token = await tokens.sign({ id: watcher.id, role: 'dealer' });
    const ended = new Map<number, number>();
    // One socket on each process: each room member must hear one close per auction, from whichever closed it.
    for (const auction of ending) {
      for (let i = 0; i < 2; i += 1) {
        const { socket } = await watch(auction.id, token);
        socket.on('auction-update', (payload: AuctionUpdateEvent) => {
          if (payload.status === 'TIME_EXPIRED') {
            ended.set(payload.auctionId, (ended.get(payload.auctionId) ?? 0) + 1);
          }
        });
      }
    }
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = await db
        .select({ status: auctions.status })
        .from(auctions)
        .where(inArray(auctions.id, ids));
      if (rows.every((row) => row.status === 'TIME_EXPIRED') || Date.now() > deadline) {
        break;
      }
      await delay(250);
    }
    await delay(1_000);
    const statuses = await db
      .select({ status: auctions.status })
      .from(auctions)
      .where(inArray(auctions.id, ids));
    expect(statuses.map((row) => row.status)).toEqual(Array(ids.length).fill('TIME_EXPIRED'));
    // Two sockets per auction, one close each.
    expect(ids.map((id) => ended.get(id) ?? 0)).toEqual(Array(ids.length).fill(2));
    // Each seller was told once that the auction ended.
    for (const auction of ending) {
      const [seller] = await db.select().from(sellers).where(eq(sellers.id, auction.sellerId));
      const notices = await db
        .select({ template: notificationOutbox.template, payload: notificationOutbox.payload })
        .from(notificationOutbox)
        .where(
          and(
            eq(notificationOutbox.channel, 'ALIMTALK'),
            eq(notificationOutbox.recipient, seller!.phoneNumber),
          ),
        );
      const endNotices = notices.filter((notice) => notice.template.startsWith('LISTING_ENDED'));
      expect(endNotices, `auction ${auction.id}`).toHaveLength(1);
    }
  }, 60_000);
});

if (!redisUrl || !pgUrl) {
  console.info('multi-process: skipped; it needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both).');
}
