// The deal clock: deposit deadline, 48-hour no progress, late completion (once) and abandonment; exactly
// once under parallel runs; the next-deadline measure and the scheduler waking for a deposit deadline.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@autobid/shared';
import { auctions, deals, notificationOutbox, penalties } from '../src/db/schema';
import { msUntilNextDealDeadline, runDealClock } from '../src/jobs/deal-clock';
import { startScheduler } from '../src/jobs/scheduler';
import type { AuctionUpdatePayload } from '../src/realtime/auction-events';
import { outboxAlimtalk } from '../src/providers/messaging';
import { createDealAt, createUploadedFile, dbNow } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const publicUrl = 'http://localhost:3000';

describe('deal clock', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const state = async (auctionId: number) => ({
    auction: (await ctx.db.select().from(auctions).where(eq(auctions.id, auctionId)))[0]!,
    deal: (await ctx.db.select().from(deals).where(eq(deals.auctionId, auctionId)))[0]!,
    penalties: await ctx.db.select().from(penalties).where(eq(penalties.auctionId, auctionId)),
  });
  const alimtalkTo = (phone: string) =>
    ctx.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
      .orderBy(asc(notificationOutbox.id));

  it('cancels a deal at its deposit deadline, not a millisecond before, with a DEAL_CANCEL ban', async () => {
    const confirmedAt = new Date('2031-03-01T01:00:00Z');
    const { auction, dealer, seller } = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      now: confirmedAt,
    });
    const deadline = new Date(confirmedAt.getTime() + 60 * MINUTE);
    const early = await runDealClock(ctx.db, {
      alimtalk: outboxAlimtalk,
      now: new Date(deadline.getTime() - 1),
      publicUrl,
    });
    expect(early.depositExpired).not.toContain(auction.id);
    expect((await state(auction.id)).auction.status).toBe('DEALER_DEPOSIT');

    const calls: { id: number; payload: AuctionUpdatePayload }[] = [];
    const events = {
      emitAuctionUpdate: (id: number, payload: AuctionUpdatePayload) => calls.push({ id, payload }),
    };
    const due = await runDealClock(ctx.db, { alimtalk: outboxAlimtalk, now: deadline, publicUrl, events });
    expect(due.depositExpired).toContain(auction.id);
    const after = await state(auction.id);
    expect(after.auction.status).toBe('DEALER_CANCELED');
    expect(after.auction.statusChangedAt).toEqual(deadline);
    expect(after.deal).toMatchObject({
      canceledBy: 'SYSTEM',
      cancelReason: '입금 기한 초과',
      canceledAt: deadline,
    });
    expect(after.penalties).toMatchObject([{ kind: 'DEAL_CANCEL', banDays: 7, startsAt: deadline }]);
    expect(calls.find((call) => call.id === auction.id)?.payload).toMatchObject({
      status: 'DEALER_CANCELED',
      reason: 'STATUS',
    });
    expect(await alimtalkTo(dealer.phoneNumber)).toHaveLength(1);
    expect(await alimtalkTo(seller.phoneNumber)).toHaveLength(1);

    // Once: later passes change nothing.
    const later = await runDealClock(ctx.db, {
      alimtalk: outboxAlimtalk,
      now: new Date(deadline.getTime() + HOUR),
      publicUrl,
    });
    expect(later.depositExpired).not.toContain(auction.id);
    expect((await state(auction.id)).penalties).toHaveLength(1);
  });

  it('cancels DEALER_CONFIRM and RESERVATION idle for 48 hours with a 14-day NO_PROGRESS ban', async () => {
    const changedAt = new Date('2031-04-01T00:00:00Z');
    const confirm = await createDealAt(ctx.db, { status: 'DEALER_CONFIRM', now: changedAt });
    const reservation = await createDealAt(ctx.db, { status: 'RESERVATION', now: changedAt });
    const deposit = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      now: changedAt,
      deal: { depositDeadline: new Date(changedAt.getTime() + 100 * HOUR) },
    });
    const cutoff = new Date(changedAt.getTime() + 48 * HOUR);
    const early = await runDealClock(ctx.db, {
      alimtalk: outboxAlimtalk,
      now: new Date(cutoff.getTime() - 1),
      publicUrl,
    });
    expect(early.noProgress).not.toContain(confirm.auction.id);
    const due = await runDealClock(ctx.db, { alimtalk: outboxAlimtalk, now: cutoff, publicUrl });
    expect(due.noProgress).toEqual(expect.arrayContaining([confirm.auction.id, reservation.auction.id]));
    for (const made of [confirm, reservation]) {
      const after = await state(made.auction.id);
      expect(after.auction.status).toBe('DEALER_CANCELED');
      expect(after.deal.canceledBy).toBe('SYSTEM');
      expect(after.penalties).toMatchObject([{ kind: 'NO_PROGRESS', banDays: 14 }]);
    }
    // The deposit step has its own deadline, not the 48-hour rule.
    expect((await state(deposit.auction.id)).auction.status).toBe('DEALER_DEPOSIT');
  });

  it('late completion: one 14-day ban at trade date end + 2 h, the deal stays open; cancelled 48 h later', async () => {
    const reservedAt = new Date('2031-05-10T15:00:00Z'); // 2031-05-11 00:00 Asia/Seoul
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'RESERVATION_COMPLETE',
      now: new Date(reservedAt.getTime() - DAY),
      deal: { reservedAt },
    });
    const lateMark = new Date(reservedAt.getTime() + 26 * HOUR);
    expect(
      (
        await runDealClock(ctx.db, {
          alimtalk: outboxAlimtalk,
          now: new Date(lateMark.getTime() - 1),
          publicUrl,
        })
      ).lateCompletion,
    ).not.toContain(auction.id);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        runDealClock(ctx.db, { alimtalk: outboxAlimtalk, now: lateMark, publicUrl }),
      ),
    );
    expect(runs.filter((run) => run.lateCompletion.includes(auction.id))).toHaveLength(1);
    let after = await state(auction.id);
    expect(after.auction.status).toBe('RESERVATION_COMPLETE');
    expect(after.penalties).toMatchObject([{ kind: 'LATE_COMPLETION', banDays: 14 }]);
    const notices = await alimtalkTo(dealer.phoneNumber);
    expect(notices.at(-1)?.link).toContain('/alimtalk/auction/complete/');

    const next = await msUntilNextDealDeadline(ctx.db, lateMark);
    expect(next).not.toBeNull();

    await runDealClock(ctx.db, {
      alimtalk: outboxAlimtalk,
      now: new Date(lateMark.getTime() + 48 * HOUR - 1),
      publicUrl,
    });
    expect((await state(auction.id)).auction.status).toBe('RESERVATION_COMPLETE');
    const gone = await runDealClock(ctx.db, {
      alimtalk: outboxAlimtalk,
      now: new Date(lateMark.getTime() + 48 * HOUR),
      publicUrl,
    });
    expect(gone.noProgress).toContain(auction.id);
    after = await state(auction.id);
    expect(after.auction.status).toBe('DEALER_CANCELED');
    expect(after.penalties.map((p) => p.kind).sort()).toEqual(['LATE_COMPLETION', 'NO_PROGRESS']);
    // Bans never overlap: the second starts where the first ends.
    const [late, idle] = [...after.penalties].sort((a, b) => a.id - b.id);
    expect(idle?.startsAt).toEqual(late?.expiresAt);
  });

  it('a completion after the clock gave the late ban does not ban twice', async () => {
    const now = ctx.clock.now();
    const reservedAt = new Date(now.getTime() - 30 * HOUR);
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'RESERVATION_COMPLETE',
      now,
      deal: { reservedAt },
    });
    await runDealClock(ctx.db, { alimtalk: outboxAlimtalk, now, publicUrl });
    expect((await state(auction.id)).penalties).toHaveLength(1);
    const response = await ctx.call(
      api.deals.complete,
      {
        params: { id: auction.id },
        body: {
          finalPrice: 3_000_000,
          inspectionImage1: await createUploadedFile(ctx.db, { dealerId: dealer.id }),
        },
      },
      dealer.id,
    );
    expect(response.status).toBe(200);
    expect(response.data.banDays).toBe(0);
    expect((await state(auction.id)).penalties).toHaveLength(1);
  });

  it('parallel passes cancel an expired deposit once', async () => {
    const confirmedAt = new Date('2031-06-01T00:00:00Z');
    const { auction } = await createDealAt(ctx.db, { status: 'DEALER_DEPOSIT', now: confirmedAt });
    const at = new Date(confirmedAt.getTime() + 61 * MINUTE);
    const runs = await Promise.all(
      Array.from({ length: 5 }, () => runDealClock(ctx.db, { alimtalk: outboxAlimtalk, now: at, publicUrl })),
    );
    expect(runs.filter((run) => run.depositExpired.includes(auction.id))).toHaveLength(1);
    expect((await state(auction.id)).penalties).toHaveLength(1);
  });

  it('measures the time to the next deposit deadline', async () => {
    const confirmedAt = new Date('2032-01-01T00:00:00Z');
    // Everything due before then is settled first, so this deal's deadline is the next one.
    await runDealClock(ctx.db, { alimtalk: outboxAlimtalk, now: confirmedAt, publicUrl });
    await createDealAt(ctx.db, { status: 'DEALER_DEPOSIT', now: confirmedAt });
    expect(await msUntilNextDealDeadline(ctx.db, new Date(confirmedAt.getTime() + 59 * MINUTE))).toBe(MINUTE);
  });

  it('the scheduler wakes for a deposit deadline and cancels within a second of it', async () => {
    // Deadlines already past from earlier tests are cleared first so this one is the next.
    await runDealClock(ctx.db, {
      alimtalk: outboxAlimtalk,
      now: new Date('2040-01-01T00:00:00Z'),
      publicUrl,
    });
    const now = await dbNow(ctx.db);
    const { auction } = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      now: new Date(now.getTime() - 60 * MINUTE + 400),
    });
    const scheduler = startScheduler({
      alimtalk: outboxAlimtalk,
      db: ctx.db,
      auctionEvents: { emitAuctionUpdate: () => undefined },
      logger: { info: vi.fn(), debug: vi.fn(), error: vi.fn() },
      intervalMs: 60_000,
      publicUrl,
    });
    try {
      const deadline = Date.now() + 1400;
      let status = '';
      while (Date.now() < deadline) {
        status = (await state(auction.id)).auction.status;
        if (status === 'DEALER_CANCELED') {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe('DEALER_CANCELED');
    } finally {
      await scheduler.stop();
    }
  });
});
