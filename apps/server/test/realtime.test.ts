// Socket.IO namespace /auction over a real listening server: token check, rooms, coalesced updates.
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, type AuctionUpdateEvent } from '@autobid/shared';
import { dealers } from '../src/db/schema';
import { createDealer, createLiveAuction, createOperator, createSeller } from './factories';
import { joinAuctionRoom, openAuctionSocket } from './helpers/auction-socket';
import { createTestContext, type TestContext } from './helpers/test-app';

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

describe('realtime /auction', () => {
  let ctx: TestContext;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) {
      socket.disconnect();
    }
    await ctx.close();
  });

  const open = (auth: Record<string, unknown>, query?: Record<string, string>) =>
    openAuctionSocket(url, auth, sockets, query);
  const outcome = (socket: Socket) =>
    new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });

  it('refuses a missing, bad or non-dealer token', async () => {
    expect(await outcome(open({ auctionId: 1 }))).toBe('unauthorized');
    expect(await outcome(open({ token: 'garbage', auctionId: 1 }))).toBe('unauthorized');
    expect(await outcome(open({ token: await ctx.token(1, 'seller'), auctionId: 1 }))).toBe('unauthorized');
  });

  /** A token of a new approved dealer. */
  const dealerToken = async () => ctx.token((await createDealer(ctx.db)).id);

  it('refuses a dealer that is gone, waiting for review, rejected, suspended or banned, or whose token has ended', async () => {
    expect(await outcome(open({ token: await ctx.token(987_654), auctionId: 1 }))).toBe('unauthorized');
    for (const status of ['AUDIT', 'REJECTED'] as const) {
      const waiting = await createDealer(ctx.db, { status });
      expect(await outcome(open({ token: await ctx.token(waiting.id), auctionId: 1 })), status).toBe(
        'unauthorized',
      );
    }
    const suspended = await createDealer(ctx.db, { suspendedAt: new Date() });
    expect(await outcome(open({ token: await ctx.token(suspended.id), auctionId: 1 }))).toBe('unauthorized');
    const moved = await createDealer(ctx.db, { tokenVersion: 1 });
    // ctx.token signs version 0: a password change since then ended it.
    expect(await outcome(open({ token: await ctx.token(moved.id), auctionId: 1 }))).toBe('unauthorized');
    // A banned dealer gets no live prices (it still reads the list and the detail); once the ban ends, it does.
    const banned = await createDealer(ctx.db, { penaltyExpiredAt: new Date(Date.now() + 86_400_000) });
    expect(await outcome(open({ token: await ctx.token(banned.id), auctionId: 1 }))).toBe('unauthorized');
    const served = await createDealer(ctx.db, { penaltyExpiredAt: new Date(Date.now() - 60_000) });
    expect(await outcome(open({ token: await ctx.token(served.id), auctionId: 1 }))).toBe('connected');
  });

  it('drops a connected dealer once it is suspended, banned, deleted or its token version moves on', async () => {
    const keep = await createDealer(ctx.db);
    const toSuspend = await createDealer(ctx.db);
    const toDelete = await createDealer(ctx.db);
    const toReversion = await createDealer(ctx.db);
    const toBan = await createDealer(ctx.db);
    const sockets = await Promise.all(
      [keep, toSuspend, toDelete, toReversion, toBan].map(async (dealer) => {
        const socket = open({ token: await ctx.token(dealer.id), auctionId: 77 });
        expect(await outcome(socket)).toBe('connected');
        return socket;
      }),
    );
    const [kept, suspendedSocket, deletedSocket, reversionedSocket, bannedSocket] = sockets;
    const dropped = (socket: Socket | undefined) =>
      new Promise<string>((resolve) => socket?.once('disconnect', (reason) => resolve(reason)));
    const drops = [
      dropped(suspendedSocket),
      dropped(deletedSocket),
      dropped(reversionedSocket),
      dropped(bannedSocket),
    ];

    await ctx.db.update(dealers).set({ suspendedAt: new Date() }).where(eq(dealers.id, toSuspend.id));
    await ctx.db.delete(dealers).where(eq(dealers.id, toDelete.id));
    await ctx.db.update(dealers).set({ tokenVersion: 1 }).where(eq(dealers.id, toReversion.id));
    await ctx.db
      .update(dealers)
      .set({ penaltyExpiredAt: new Date(ctx.clock.now().getTime() + 7 * 86_400_000) })
      .where(eq(dealers.id, toBan.id));
    await ctx.app.realtime.recheckNow();

    expect(await Promise.all(drops)).toEqual(Array(4).fill('io server disconnect'));
    expect(kept?.connected).toBe(true);
    // The one left still gets its auction's updates.
    const arrived = new Promise((resolve) => kept?.once('auction-update', resolve));
    ctx.app.auctionEvents.emitAuctionUpdate(77, update(77, 3));
    expect(await arrived).toEqual(update(77, 3));
  });

  it('drops the sockets of a dealer an operator suspends at once, without waiting for the recheck timer', async () => {
    const dealer = await createDealer(ctx.db);
    const socket = open({ token: await ctx.token(dealer.id), auctionId: 78 });
    expect(await outcome(socket)).toBe('connected');
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const operator = await createOperator(ctx.db);
    const suspend = await ctx.call(
      api.consoleDealers.suspend,
      { params: { id: dealer.id }, body: { reason: '허위 입찰 반복' } },
      operator.id,
    );
    expect(suspend.status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
  });

  it('joins the auction room and receives its updates only', async () => {
    const token = await dealerToken();
    const watcher = open({ token, auctionId: 42 });
    const viaQuery = open({ token }, { auctionId: '42' });
    const other = open({ token, auctionId: 43 });
    expect(await Promise.all([outcome(watcher), outcome(viaQuery), outcome(other)])).toEqual([
      'connected',
      'connected',
      'connected',
    ]);

    const received: unknown[] = [];
    const otherReceived: unknown[] = [];
    other.on('auction-update', (payload) => otherReceived.push(payload));
    const arrived = new Promise((resolve) => watcher.once('auction-update', resolve));
    const arrivedViaQuery = new Promise((resolve) => viaQuery.once('auction-update', resolve));
    watcher.on('auction-update', (payload) => received.push(payload));

    ctx.app.auctionEvents.emitAuctionUpdate(42, update(42, 1));
    expect(await arrived).toEqual(update(42, 1));
    expect(await arrivedViaQuery).toEqual(update(42, 1));

    // A burst arrives coalesced: the immediate one above, then one trailing event with the latest payload.
    for (let n = 0; n < 20; n += 1) {
      ctx.app.auctionEvents.emitAuctionUpdate(42, update(42, n));
    }
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(received).toEqual([update(42, 1), update(42, 19)]);
    expect(otherReceived).toEqual([]);
  });

  it("a dealer's list watches the auctions it names, in place of its previous list; a bad list changes nothing", async () => {
    const token = await dealerToken();
    const lister = open({ token });
    const handshake = open({ token, auctionId: 64 });
    expect(await Promise.all([outcome(lister), outcome(handshake)])).toEqual(['connected', 'connected']);
    const watch = (socket: Socket, ids: unknown) =>
      new Promise<number>((resolve) => socket.emit('watch-auctions', ids, resolve));
    const received: number[] = [];
    lister.on('auction-update', (payload: AuctionUpdateEvent) => received.push(payload.auctionId));
    const handshakeReceived: number[] = [];
    handshake.on('auction-update', (payload: AuctionUpdateEvent) =>
      handshakeReceived.push(payload.auctionId),
    );
    const emitAll = async (ids: number[]) => {
      for (const id of ids) {
        ctx.app.auctionEvents.emitAuctionUpdate(id, update(id, 1));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    };

    expect(await watch(lister, [61, 62])).toBe(2);
    await emitAll([61, 62, 63]);
    expect(received.sort()).toEqual([61, 62]);

    received.length = 0;
    expect(await watch(lister, [62, 63])).toBe(2);
    // Refused lists: not an array, a bad id, too many ids; the last good list stays.
    expect(await watch(lister, 'garbage')).toBe(-1);
    expect(await watch(lister, [63, -1])).toBe(-1);
    expect(await watch(lister, ['63'])).toBe(-1);
    expect(
      await watch(
        lister,
        Array.from({ length: 501 }, (_, i) => i + 1),
      ),
    ).toBe(-1);
    // Past the coalescing window of the first round, so each update goes out at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await emitAll([61, 62, 63]);
    expect(received.sort()).toEqual([62, 63]);

    // The handshake's own room stays when a list leaves it out.
    expect(await watch(handshake, [65])).toBe(1);
    expect(await watch(handshake, [])).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await emitAll([64, 65]);
    expect(handshakeReceived).toEqual([64]);
  });

  it('a seller socket cannot watch a list', async () => {
    const seller = await createSeller(ctx.db);
    const auction = await createLiveAuction(ctx.db, { sellerId: seller.id });
    const own = open({ token: await ctx.token(seller.id, 'seller'), auctionId: auction.id });
    expect(await outcome(own)).toBe('connected');
    const received: number[] = [];
    own.on('auction-update', (payload: AuctionUpdateEvent) => received.push(payload.auctionId));
    own.emit('watch-auctions', [auction.id + 1000]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    ctx.app.auctionEvents.emitAuctionUpdate(auction.id + 1000, update(auction.id + 1000, 1));
    ctx.app.auctionEvents.emitAuctionUpdate(auction.id, update(auction.id, 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([auction.id]);
  });

  it("a seller joins its own auction's room and gets auction-update on a bid; another seller's auction is refused", async () => {
    const seller = await createSeller(ctx.db);
    const stranger = await createSeller(ctx.db);
    const auction = await createLiveAuction(ctx.db, { sellerId: seller.id });
    const own = open({ token: await ctx.token(seller.id, 'seller'), auctionId: auction.id });
    expect(await outcome(own)).toBe('connected');
    const viaQuery = open({ token: await ctx.token(seller.id, 'seller') }, { auctionId: String(auction.id) });
    expect(await outcome(viaQuery)).toBe('connected');
    expect(
      await outcome(open({ token: await ctx.token(stranger.id, 'seller'), auctionId: auction.id })),
    ).toBe('unauthorized');
    expect(await outcome(open({ token: await ctx.token(seller.id, 'seller') }))).toBe('unauthorized');
    // A dealer still watches any auction.
    const dealer = await createDealer(ctx.db);
    expect(await outcome(open({ token: await ctx.token(dealer.id), auctionId: auction.id }))).toBe(
      'connected',
    );

    const arrived = new Promise<unknown>((resolve) => own.once('auction-update', resolve));
    const placed = await ctx.call(
      api.auctions.placeBid,
      { params: { id: auction.id }, body: { price: 880_000 } },
      dealer.id,
    );
    expect(placed.status).toBe(201);
    expect(await arrived).toMatchObject({
      auctionId: auction.id,
      reason: 'BID',
      maxBiddingPrice: 880_000,
      bidderCount: 1,
    });
  });
});

// Scale-out: two server processes share rooms through Redis. Runs when TEST_REDIS_URL is set (CI sets it).
describe.runIf(process.env.TEST_REDIS_URL)('realtime across two servers with the Redis adapter', () => {
  let first: TestContext;
  let second: TestContext;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const config = { REDIS_URL: process.env.TEST_REDIS_URL };
    [first, second] = await Promise.all([createTestContext({ config }), createTestContext({ config })]);
    await Promise.all([
      first.app.listen({ port: 0, host: '127.0.0.1' }),
      second.app.listen({ port: 0, host: '127.0.0.1' }),
    ]);
  });
  afterAll(async () => {
    for (const socket of sockets) {
      socket.disconnect();
    }
    await Promise.all([first.close(), second.close()]);
  });

  it('delivers an update emitted on one server to a client of the other', async () => {
    const port = (second.app.server.address() as AddressInfo).port;
    const auctionId = 900_000 + Math.floor(Math.random() * 1000);
    const socket = await joinAuctionRoom(
      `http://127.0.0.1:${port}`,
      { token: await second.token((await createDealer(second.db)).id), auctionId },
      sockets,
    );
    const arrived = new Promise((resolve) => socket.once('auction-update', resolve));
    // The adapter subscribes asynchronously; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    first.app.auctionEvents.emitAuctionUpdate(auctionId, update(auctionId, 7));
    expect(await arrived).toEqual(update(auctionId, 7));
  });
});
