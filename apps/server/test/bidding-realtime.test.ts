// A bid reaches sockets in the auction's room: on the same server, and through Redis on another server.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { buildApp } from '../src/app';
import { createDealer, createLiveAuction } from './factories';
import { joinAuctionRoom } from './helpers/auction-socket';
import { createTestContext, testConfig, type TestContext } from './helpers/test-app';

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) {
    socket.disconnect();
  }
});

function joinRoom(app: FastifyInstance, token: string, auctionId: number): Promise<Socket> {
  const port = (app.server.address() as AddressInfo).port;
  return joinAuctionRoom(`http://127.0.0.1:${port}`, { token, auctionId }, sockets);
}

function nextUpdate(socket: Socket, match: (payload: Record<string, unknown>) => boolean) {
  return new Promise<Record<string, unknown>>((resolve) => {
    const listener = (payload: Record<string, unknown>) => {
      if (!match(payload)) {
        return;
      }
      socket.off('auction-update', listener);
      resolve(payload);
    };
    socket.on('auction-update', listener);
  });
}

describe('bid events on one server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => ctx.close());

  it('emits auction-update for a bid and a cancellation', async () => {
    const dealer = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const socket = await joinRoom(ctx.app, await ctx.token(dealer.id), auction.id);
    const onBid = nextUpdate(socket, (payload) => payload.reason === 'BID');
    const placed = await ctx.call(
      api.auctions.placeBid,
      { params: { id: auction.id }, body: { price: 770_000 } },
      dealer.id,
    );
    expect(placed.status).toBe(201);
    expect(await onBid).toMatchObject({
      auctionId: auction.id,
      status: 'PROGRESS',
      maxBiddingPrice: 770_000,
      bidderCount: 1,
      endDate: auction.endDate?.toISOString(),
      reason: 'BID',
    });
    const onCancel = nextUpdate(socket, (payload) => payload.reason === 'BID_CANCEL');
    const canceled = await ctx.call(
      api.auctions.cancelBid,
      { params: { id: placed.data.id }, body: { reason: '중복 입찰' } },
      dealer.id,
    );
    expect(canceled.status).toBe(200);
    expect(await onCancel).toMatchObject({ auctionId: auction.id, maxBiddingPrice: 0, bidderCount: 0 });
  });
});

// Scale-out: two servers on one database, events carried by the Redis adapter. CI sets TEST_REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)(
  'bid on server A reaches a socket on server B through Redis (needs TEST_REDIS_URL)',
  () => {
    let ctx: TestContext;
    let appB: FastifyInstance;

    beforeAll(async () => {
      ctx = await createTestContext({ config: { REDIS_URL: redisUrl } });
      appB = await buildApp({
        config: testConfig({ REDIS_URL: redisUrl }),
        db: ctx.db,
        dbKind: ctx.database.kind,
        providers: ctx.providers,
        clock: ctx.clock,
        logger: false,
      });
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      await appB.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await appB.close();
      await ctx.close();
    });

    it('delivers the new maxBiddingPrice to the client on B', async () => {
      const dealer = await createDealer(ctx.db);
      const auction = await createLiveAuction(ctx.db);
      const socket = await joinRoom(
        appB,
        await appB.tokens.sign({ id: dealer.id, role: 'dealer' }),
        auction.id,
      );
      const arrived = nextUpdate(socket, (payload) => payload.reason === 'BID');
      // The adapter subscribes asynchronously; give it a moment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Placed on server A.
      const placed = await ctx.call(
        api.auctions.placeBid,
        { params: { id: auction.id }, body: { price: 4_560_000 } },
        dealer.id,
      );
      expect(placed.status).toBe(201);
      expect(await arrived).toMatchObject({
        auctionId: auction.id,
        maxBiddingPrice: 4_560_000,
        bidderCount: 1,
      });
    });
  },
);

if (!redisUrl) {
  // Say why the scale-out case did not run, instead of silently passing.
  console.info('bidding-realtime: the two-server Redis case is skipped because TEST_REDIS_URL is not set.');
}
