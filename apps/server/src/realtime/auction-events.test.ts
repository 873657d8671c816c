import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuctionUpdateEvent } from '@autobid/shared';
import { createAuctionEvents } from './auction-events';

/** A full `auction-update` payload; bidderCount tells the updates of one test apart. */
function update(auctionId: number, bidderCount: number): AuctionUpdateEvent {
  return {
    auctionId,
    status: 'PROGRESS',
    maxBiddingPrice: 1_000_000,
    bidderCount,
    endDate: null,
    reason: 'BID',
  };
}

function fakeNamespace() {
  const sent: { room: string; event: string; payload: unknown }[] = [];
  return {
    sent,
    to: (room: string) => ({
      emit: (event: string, payload: unknown) => {
        sent.push({ room, event, payload });
        return true;
      },
    }),
  };
}

describe('createAuctionEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('emits the first update at once and coalesces a burst into one trailing emit with the latest payload', () => {
    const ns = fakeNamespace();
    const events = createAuctionEvents(ns as never, { now: () => Date.now() });
    events.emitAuctionUpdate(7, update(7, 1));
    expect(ns.sent).toEqual([{ room: 'auction:7', event: 'auction-update', payload: update(7, 1) }]);
    for (let n = 2; n <= 50; n += 1) {
      events.emitAuctionUpdate(7, update(7, n));
    }
    expect(ns.sent).toHaveLength(1);
    vi.advanceTimersByTime(250);
    expect(ns.sent).toHaveLength(2);
    expect(ns.sent[1]?.payload).toEqual(update(7, 50));
    vi.advanceTimersByTime(1000);
    expect(ns.sent).toHaveLength(2);
  });

  it('sends at most 4 events per second per auction under a steady stream', () => {
    const ns = fakeNamespace();
    const events = createAuctionEvents(ns as never, { now: () => Date.now() });
    for (let ms = 0; ms < 1000; ms += 10) {
      events.emitAuctionUpdate(1, update(1, ms));
      events.emitAuctionUpdate(2, update(2, ms));
      vi.advanceTimersByTime(10);
    }
    const perAuction = (room: string) => ns.sent.filter((s) => s.room === room).length;
    expect(perAuction('auction:1')).toBeLessThanOrEqual(5);
    expect(perAuction('auction:1')).toBeGreaterThanOrEqual(4);
    expect(perAuction('auction:2')).toBe(perAuction('auction:1'));
    vi.advanceTimersByTime(1000);
    // The last payload always arrives.
    const last = ns.sent.filter((s) => s.room === 'auction:1').at(-1);
    expect(last?.payload).toEqual(update(1, 990));
  });

  it('flush sends what is pending', () => {
    const ns = fakeNamespace();
    const events = createAuctionEvents(ns as never, { now: () => Date.now() });
    events.emitAuctionUpdate(3, update(3, 1));
    events.emitAuctionUpdate(3, update(3, 2));
    events.flush();
    expect(ns.sent.map((s) => s.payload)).toEqual([update(3, 1), update(3, 2)]);
  });

  it('takes only the shared payload (tsc checks it)', () => {
    const ns = fakeNamespace();
    const events = createAuctionEvents(ns as never, { now: () => Date.now() });
    // @ts-expect-error an update must be a whole AuctionUpdateEvent
    events.emitAuctionUpdate(4, { bidderCount: 1 });
    events.emitAuctionUpdate(5, update(5, 1));
    expect(ns.sent.at(-1)?.payload).toEqual(update(5, 1));
  });
});
