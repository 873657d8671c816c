// The auction clock (09:00 KST opening, closing at endDate, exactly-once under races) and its scheduler.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client';
import { auctions, ownerConsents } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { msUntilNextAuctionTransition, runAuctionClock } from '../src/jobs/auction-clock';
import { startScheduler } from '../src/jobs/scheduler';
import type { AuctionUpdatePayload } from '../src/realtime/auction-events';
import { outboxAlimtalk } from '../src/providers/messaging';
import { createAuction } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
/** An instant written as Asia/Seoul wall time. */
const kst = (local: string) => new Date(`${local}+09:00`);

function recorder() {
  const calls: { id: number; payload: AuctionUpdatePayload }[] = [];
  return {
    calls,
    emitAuctionUpdate(id: number, payload: AuctionUpdatePayload) {
      calls.push({ id, payload });
    },
  };
}

function silentLogger() {
  return { info: vi.fn(), debug: vi.fn(), error: vi.fn() };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

describe('auction clock', () => {
  let ctx: TestContext;
  let db: Db;
  beforeAll(async () => {
    ctx = await createTestContext();
    db = ctx.db;
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    // Every pass touches every row: each test starts from an empty auctions table. The factory's listings
    // carry the owner's consent (docs/domain.md "Owner consent"), which references its listing: it goes first.
    await db.delete(ownerConsents);
    await db.delete(auctions);
  });

  const load = async (id: number) => {
    const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
    if (!row) {
      throw new Error(`auction ${id} missing`);
    }
    return row;
  };

  describe('APPROVED -> PROGRESS at the first 09:00 Asia/Seoul after approval', () => {
    it('opens an auction approved yesterday 10:00 KST at today 09:00 KST, ending 48 h later', async () => {
      const auction = await createAuction(db, {
        status: 'APPROVED',
        approvedAt: kst('2025-06-10T10:00:00'),
      });
      const start = kst('2025-06-11T09:00:00');

      const early = await runAuctionClock(db, { now: new Date(start.getTime() - 1) });
      expect(early.opened).toEqual([]);
      expect((await load(auction.id)).status).toBe('APPROVED');

      const events = recorder();
      const result = await runAuctionClock(db, { now: start, events });
      expect(result.opened.map((a) => a.id)).toEqual([auction.id]);
      const row = await load(auction.id);
      expect(row.status).toBe('PROGRESS');
      expect(row.startAt?.toISOString()).toBe(start.toISOString());
      expect(row.endDate?.toISOString()).toBe(new Date(start.getTime() + 48 * HOUR).toISOString());
      expect(row.statusChangedAt.toISOString()).toBe(start.toISOString());
      expect(row.updatedAt.toISOString()).toBe(start.toISOString());
      expect(events.calls).toEqual([
        {
          id: auction.id,
          payload: {
            auctionId: auction.id,
            status: 'PROGRESS',
            maxBiddingPrice: 0,
            bidderCount: 0,
            endDate: new Date(start.getTime() + 48 * HOUR).toISOString(),
            reason: 'STATUS',
          },
        },
      ]);
    });

    it('opens an auction approved at 08:59 KST at 09:00 the same day', async () => {
      const auction = await createAuction(db, {
        status: 'APPROVED',
        approvedAt: kst('2025-06-10T08:59:00'),
      });
      expect((await runAuctionClock(db, { now: kst('2025-06-10T08:59:59.999') })).opened).toEqual([]);
      const result = await runAuctionClock(db, { now: kst('2025-06-10T09:00:00') });
      expect(result.opened.map((a) => a.id)).toEqual([auction.id]);
      expect((await load(auction.id)).startAt?.toISOString()).toBe(kst('2025-06-10T09:00:00').toISOString());
    });

    it('opens an auction approved exactly at 09:00 KST only the next day', async () => {
      const auction = await createAuction(db, {
        status: 'APPROVED',
        approvedAt: kst('2025-06-10T09:00:00'),
      });
      expect((await runAuctionClock(db, { now: kst('2025-06-10T09:00:00') })).opened).toEqual([]);
      expect((await runAuctionClock(db, { now: kst('2025-06-11T08:59:59.999') })).opened).toEqual([]);
      expect((await load(auction.id)).status).toBe('APPROVED');
      const result = await runAuctionClock(db, { now: kst('2025-06-11T09:00:00') });
      expect(result.opened.map((a) => a.id)).toEqual([auction.id]);
      const row = await load(auction.id);
      expect(row.startAt?.toISOString()).toBe(kst('2025-06-11T09:00:00').toISOString());
      expect(row.endDate?.toISOString()).toBe(kst('2025-06-13T09:00:00').toISOString());
    });

    it('uses start_at when it is already set', async () => {
      const startAt = kst('2025-06-20T09:00:00');
      const auction = await createAuction(db, {
        status: 'APPROVED',
        approvedAt: kst('2025-06-10T10:00:00'),
        startAt,
      });
      expect((await runAuctionClock(db, { now: kst('2025-06-11T09:00:00') })).opened).toEqual([]);
      await runAuctionClock(db, { now: startAt });
      const row = await load(auction.id);
      expect(row.status).toBe('PROGRESS');
      expect(row.startAt?.toISOString()).toBe(startAt.toISOString());
      expect(row.endDate?.toISOString()).toBe(new Date(startAt.getTime() + 48 * HOUR).toISOString());
    });

    it('leaves other statuses and APPROVED rows without any date alone', async () => {
      const longAgo = kst('2020-01-01T00:00:00');
      const untouched = await Promise.all([
        createAuction(db, { status: 'AUDIT', approvedAt: longAgo }),
        createAuction(db, { status: 'REJECTED', approvedAt: longAgo }),
        createAuction(db, { status: 'APPROVED', approvedAt: null, startAt: null }),
        createAuction(db, { status: 'DEALER_CONFIRM', endDate: longAgo }),
      ]);
      const result = await runAuctionClock(db, { now: kst('2025-06-11T09:00:00') });
      expect(result).toEqual({ opened: [], closed: [] });
      for (const auction of untouched) {
        expect((await load(auction.id)).status).toBe(auction.status);
      }
    });
  });

  describe('PROGRESS -> TIME_EXPIRED at endDate', () => {
    it('closes exactly at endDate and sets selectExpireAt = endDate + 24 h', async () => {
      const endDate = kst('2025-06-12T09:00:00');
      const auction = await createAuction(db, {
        status: 'PROGRESS',
        startAt: new Date(endDate.getTime() - 48 * HOUR),
        endDate,
        maxBiddingPrice: 3_500_000,
        bidderCount: 3,
      });
      expect((await runAuctionClock(db, { now: new Date(endDate.getTime() - 1) })).closed).toEqual([]);
      expect((await load(auction.id)).status).toBe('PROGRESS');

      const events = recorder();
      const result = await runAuctionClock(db, { now: endDate, events });
      expect(result.closed.map((a) => a.id)).toEqual([auction.id]);
      const row = await load(auction.id);
      expect(row.status).toBe('TIME_EXPIRED');
      expect(row.selectExpireAt?.toISOString()).toBe(new Date(endDate.getTime() + 24 * HOUR).toISOString());
      expect(row.statusChangedAt.toISOString()).toBe(endDate.toISOString());
      expect(events.calls).toEqual([
        {
          id: auction.id,
          payload: {
            auctionId: auction.id,
            status: 'TIME_EXPIRED',
            maxBiddingPrice: 3_500_000,
            bidderCount: 3,
            endDate: endDate.toISOString(),
            reason: 'STATUS',
          },
        },
      ]);
      // Already closed: a later pass changes nothing.
      expect(await runAuctionClock(db, { now: new Date(endDate.getTime() + 1) })).toEqual({
        opened: [],
        closed: [],
      });
    });

    it('closes one millisecond after endDate too, with a configurable selection window', async () => {
      const endDate = kst('2025-06-12T09:00:00');
      const auction = await createAuction(db, { status: 'PROGRESS', endDate });
      const result = await runAuctionClock(db, {
        now: new Date(endDate.getTime() + 1),
        selectWindowHours: 48,
      });
      expect(result.closed.map((a) => a.id)).toEqual([auction.id]);
      expect((await load(auction.id)).selectExpireAt?.toISOString()).toBe(
        new Date(endDate.getTime() + 48 * HOUR).toISOString(),
      );
    });

    it('emits one update per auction when a pass closes many', async () => {
      const endDate = kst('2025-06-12T09:00:00');
      const created = await Promise.all(
        Array.from({ length: 25 }, () => createAuction(db, { status: 'PROGRESS', endDate })),
      );
      const events = recorder();
      const result = await runAuctionClock(db, { now: endDate, events });
      const ids = created.map((a) => a.id).sort((a, b) => a - b);
      expect(result.closed.map((a) => a.id)).toEqual(ids);
      expect(events.calls.map((c) => c.id).sort((a, b) => a - b)).toEqual(ids);
      expect(events.calls.every((c) => c.payload.status === 'TIME_EXPIRED')).toBe(true);
    });

    it('catches up: an approval and an end long past are both handled in one pass', async () => {
      const now = kst('2025-06-30T12:00:00');
      const ended = await createAuction(db, {
        status: 'PROGRESS',
        endDate: new Date(now.getTime() - 20 * DAY),
      });
      const approved = await createAuction(db, {
        status: 'APPROVED',
        approvedAt: new Date(now.getTime() - 20 * DAY),
      });
      const result = await runAuctionClock(db, { now });
      expect(result.opened.map((a) => a.id)).toEqual([approved.id]);
      expect(result.closed.map((a) => a.id).sort((a, b) => a - b)).toEqual(
        [ended.id, approved.id].sort((a, b) => a - b),
      );
      const opened = await load(approved.id);
      expect(opened.status).toBe('TIME_EXPIRED');
      // The auction keeps its real (past) times: it opened at 09:00 the day after approval.
      expect(opened.endDate?.getTime()).toBe((opened.startAt?.getTime() ?? 0) + 48 * HOUR);
      expect(opened.selectExpireAt?.getTime()).toBe((opened.endDate?.getTime() ?? 0) + 24 * HOUR);
    });
  });

  describe('races', () => {
    it('two passes at once change each auction exactly once', async () => {
      const endDate = kst('2025-06-12T09:00:00');
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 2 === 0
            ? createAuction(db, { status: 'PROGRESS', endDate })
            : createAuction(db, { status: 'APPROVED', approvedAt: kst('2025-06-10T10:00:00') }),
        ),
      );
      const now = kst('2025-06-11T09:00:00');
      const runs = await Promise.all([
        runAuctionClock(db, { now: endDate }),
        runAuctionClock(db, { now: endDate }),
        runAuctionClock(db, { now }),
      ]);
      const opened = runs.flatMap((r) => r.opened.map((a) => a.id));
      const closed = runs.flatMap((r) => r.closed.map((a) => a.id));
      expect(new Set(opened).size).toBe(opened.length);
      expect(new Set(closed).size).toBe(closed.length);
      expect(opened.length).toBe(15);
      // The 15 PROGRESS auctions close once; the 15 opened at 09:00 on the 11th end on the 13th.
      expect(closed.length).toBe(15);
    });

    it.runIf(process.env.TEST_DATABASE_URL)(
      'two processes (separate pools) racing change each auction exactly once',
      async () => {
        if (ctx.database.kind !== 'postgres') {
          throw new Error('expected PostgreSQL');
        }
        const url = ctx.database.client.options.connectionString;
        if (!url) {
          throw new Error('no connection string');
        }
        const other = await openDatabase({ databaseUrl: url });
        try {
          const endDate = kst('2025-06-12T09:00:00');
          const created = await Promise.all(
            Array.from({ length: 60 }, () => createAuction(db, { status: 'PROGRESS', endDate })),
          );
          const passes = [db, other.db, db, other.db].map((handle) => runAuctionClock(handle));
          const closed = (await Promise.all(passes)).flatMap((r) => r.closed.map((a) => a.id));
          expect(closed.sort((a, b) => a - b)).toEqual(created.map((a) => a.id).sort((a, b) => a - b));
          const rows = await db
            .select({ status: auctions.status })
            .from(auctions)
            .where(
              inArray(
                auctions.id,
                created.map((a) => a.id),
              ),
            );
          expect(rows.every((r) => r.status === 'TIME_EXPIRED')).toBe(true);
        } finally {
          await other.close();
        }
      },
    );
  });

  describe('msUntilNextAuctionTransition', () => {
    it('measures to the soonest end or start, 0 when due, null when nothing is scheduled', async () => {
      const now = kst('2025-06-11T08:00:00');
      expect(await msUntilNextAuctionTransition(db, now)).toBeNull();
      await createAuction(db, { status: 'PROGRESS', endDate: kst('2025-06-11T12:00:00') });
      expect(await msUntilNextAuctionTransition(db, now)).toBe(4 * HOUR);
      await createAuction(db, { status: 'APPROVED', approvedAt: kst('2025-06-10T15:00:00') });
      expect(await msUntilNextAuctionTransition(db, now)).toBe(HOUR);
      expect(await msUntilNextAuctionTransition(db, kst('2025-06-11T10:00:00'))).toBe(0);
    });
  });

  describe('scheduler', () => {
    it('catches up on start: auctions that ended long ago close in the first pass', async () => {
      const past = new Date(Date.now() - 10 * DAY);
      const ended = await createAuction(db, { status: 'PROGRESS', endDate: past });
      const events = recorder();
      let firstPass!: () => void;
      const passed = new Promise<void>((resolve) => (firstPass = resolve));
      const scheduler = startScheduler({
        alimtalk: outboxAlimtalk,
        db,
        auctionEvents: events,
        logger: silentLogger(),
        intervalMs: 60_000,
        onPass: () => firstPass(),
      });
      try {
        await passed;
        expect((await load(ended.id)).status).toBe('TIME_EXPIRED');
        expect(events.calls.map((c) => c.id)).toEqual([ended.id]);
      } finally {
        await scheduler.stop();
      }
    });

    it('closes an auction within a second of its end through the exact timer, not the interval', async () => {
      const endDate = new Date(Date.now() + 300);
      const auction = await createAuction(db, { status: 'PROGRESS', endDate });
      const scheduler = startScheduler({
        alimtalk: outboxAlimtalk,
        db,
        auctionEvents: recorder(),
        logger: silentLogger(),
        intervalMs: 60_000,
      });
      try {
        await waitFor(async () => (await load(auction.id)).status === 'TIME_EXPIRED', 1300);
        const lateMs = Date.now() - endDate.getTime();
        expect(lateMs).toBeLessThan(1000);
      } finally {
        await scheduler.stop();
      }
    });

    it('never overlaps passes: triggers during a pass fold into one follow-up', async () => {
      let passes = 0;
      const scheduler = startScheduler({
        alimtalk: outboxAlimtalk,
        db,
        auctionEvents: recorder(),
        logger: silentLogger(),
        intervalMs: 60_000,
        onPass: () => {
          passes += 1;
        },
      });
      await Promise.all([scheduler.runNow(), scheduler.runNow(), scheduler.runNow()]);
      await scheduler.stop();
      // The start pass plus exactly one follow-up for the three triggers that arrived during it
      // (overlapping passes would have counted four).
      expect(passes).toBe(2);
      // After stop, nothing runs any more.
      await scheduler.runNow();
      expect(passes).toBe(2);
    });

    it('logs a failing pass and keeps running', async () => {
      const logger = silentLogger();
      const broken = {
        update: () => {
          throw new Error('database unavailable');
        },
      } as unknown as Db;
      const scheduler = startScheduler({
        alimtalk: outboxAlimtalk,
        db: broken,
        auctionEvents: recorder(),
        logger,
        intervalMs: 20,
      });
      try {
        await waitFor(() => Promise.resolve(logger.error.mock.calls.length >= 2), 1000);
        expect(logger.error.mock.calls[0]?.[1]).toBe('auction clock pass failed');
      } finally {
        await scheduler.stop();
      }
    });
  });
});
