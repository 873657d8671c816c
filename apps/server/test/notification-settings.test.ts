// The dealer's notification settings (docs/domain.md "Notification settings") and the closing alerts of liked
// auctions (docs/domain.md "Closing alerts"): defaults without a row, validation, access, the outbid notice
// honouring its switch, and a closing alert sent once, only to a dealer who opted in and has not bid, never
// after the end. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { api, FIXED_DEALER_NOTIFICATIONS, NOTIFICATION_SETTINGS_MESSAGES } from '@autobid/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closingAlerts, dealerNotificationSettings, notificationOutbox } from '../src/db/schema';
import { startScheduler } from '../src/jobs/scheduler';
import { sendClosingAlerts } from '../src/modules/auctions/auctions.public';
import { createBid, createDealer, createLike, createLiveAuction, createSeller, dbNow } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const HOUR = 3600_000;

describe('notification settings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const settingsOf = (dealerId: number) => ctx.call(api.dealers.notificationSettings, {}, dealerId);
  const save = (
    dealerId: number,
    body: { outbid: boolean; savedSearchDigest: boolean; closingAlerts: boolean },
  ) => ctx.call(api.dealers.updateNotificationSettings, { body }, dealerId);
  const sentTo = (phone: string, template: string) =>
    ctx.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.recipient, phone), eq(notificationOutbox.template, template)))
      .orderBy(asc(notificationOutbox.id));

  describe('GET/PUT /v1/dealers/me/notification-settings', () => {
    it('answers the defaults without a row: outbid and digest on, closing alerts off, and the fixed messages', async () => {
      const dealer = await createDealer(ctx.db);
      const res = await settingsOf(dealer.id);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({
        outbid: true,
        savedSearchDigest: true,
        closingAlerts: false,
        fixed: FIXED_DEALER_NOTIFICATIONS,
      });
      expect(res.data.fixed.length).toBeGreaterThan(0);
      expect(await ctx.db.select().from(dealerNotificationSettings)).not.toContainEqual(
        expect.objectContaining({ dealerId: dealer.id }),
      );
    });

    it('saves all three and reads them back; a second change updates the one row', async () => {
      const dealer = await createDealer(ctx.db);
      const first = await save(dealer.id, { outbid: false, savedSearchDigest: true, closingAlerts: true });
      expect(first.status).toBe(200);
      expect(first.data).toMatchObject({ outbid: false, savedSearchDigest: true, closingAlerts: true });
      await save(dealer.id, { outbid: true, savedSearchDigest: false, closingAlerts: true });
      expect((await settingsOf(dealer.id)).data).toMatchObject({
        outbid: true,
        savedSearchDigest: false,
        closingAlerts: true,
      });
      const rows = await ctx.db
        .select()
        .from(dealerNotificationSettings)
        .where(eq(dealerNotificationSettings.dealerId, dealer.id));
      expect(rows).toHaveLength(1);
      // Another dealer's settings are untouched.
      const other = await createDealer(ctx.db);
      expect((await settingsOf(other.id)).data).toMatchObject({ outbid: true, closingAlerts: false });
    });

    it.each([
      [{ outbid: 'yes', savedSearchDigest: true, closingAlerts: false }],
      [{ outbid: true, savedSearchDigest: true }],
      [{ outbid: true, savedSearchDigest: true, closingAlerts: null }],
      [{ outbid: true, savedSearchDigest: true, closingAlerts: false, dealSteps: false }],
    ])('refuses %o with 400 and the Korean message', async (body) => {
      const dealer = await createDealer(ctx.db);
      const res = await ctx.call(
        api.dealers.updateNotificationSettings,
        { body: body as unknown as { outbid: boolean; savedSearchDigest: boolean; closingAlerts: boolean } },
        dealer.id,
      );
      expect(res.status).toBe(400);
      expect(res).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
      if (!('dealSteps' in body)) {
        expect(res.message).toContain(NOTIFICATION_SETTINGS_MESSAGES.required);
      }
      expect((await settingsOf(dealer.id)).data).toMatchObject({ outbid: true, closingAlerts: false });
    });

    it('needs a dealer session: none is 401, a seller is refused', async () => {
      expect((await ctx.call(api.dealers.notificationSettings, {})).status).toBe(401);
      const body = { outbid: false, savedSearchDigest: false, closingAlerts: true };
      expect((await ctx.call(api.dealers.updateNotificationSettings, { body })).status).toBe(401);
      const seller = await createSeller(ctx.db);
      expect([401, 403]).toContain(
        (await ctx.call(api.dealers.notificationSettings, {}, await ctx.auth(seller.id, 'seller'))).status,
      );
    });
  });

  describe('outbid notice', () => {
    it('is not sent to a dealer who turned it off, and is again once turned on', async () => {
      const quiet = await createDealer(ctx.db);
      const loud = await createDealer(ctx.db);
      const bidder = await createDealer(ctx.db);
      const other = await createDealer(ctx.db);
      await save(quiet.id, { outbid: false, savedSearchDigest: true, closingAlerts: false });
      const auction = await createLiveAuction(ctx.db, { endsInMs: 5 * HOUR });
      const bid = async (dealerId: number, price: number) => {
        const res = await ctx.call(
          api.auctions.placeBid,
          { params: { id: auction.id }, body: { price } },
          dealerId,
        );
        expect(res.status).toBe(201);
        return res.data;
      };
      const quietBid = await bid(quiet.id, 1_000_000);
      await bid(loud.id, 1_000_000);
      await bid(bidder.id, 1_100_000);
      expect(await sentTo(quiet.phoneNumber, 'BID_OUTBID')).toEqual([]);
      expect(await sentTo(loud.phoneNumber, 'BID_OUTBID')).toHaveLength(1);

      // No claim was taken for him: turned back on, the next bid that passes his top bid tells him.
      await save(quiet.id, { outbid: true, savedSearchDigest: true, closingAlerts: false });
      const raised = await ctx.call(
        api.auctions.raiseBid,
        { params: { id: quietBid.id }, body: { price: 1_300_000 } },
        quiet.id,
      );
      expect(raised.status).toBe(200);
      await bid(other.id, 1_400_000);
      expect(await sentTo(quiet.phoneNumber, 'BID_OUTBID')).toHaveLength(1);
    });
  });

  describe('closing alerts', () => {
    const pass = async (now?: Date) =>
      sendClosingAlerts(ctx.db, {
        alimtalk: ctx.providers.alimtalk,
        publicUrl: ctx.config.PUBLIC_URL,
        now: now ?? (await dbNow(ctx.db)),
      });
    const optIn = (dealerId: number, closing = true) =>
      save(dealerId, { outbid: true, savedSearchDigest: true, closingAlerts: closing });

    it('tells an opted-in dealer who liked it and has not bid, once, within the hour before the end', async () => {
      const dealer = await createDealer(ctx.db, { name: '박관심' });
      await optIn(dealer.id);
      const auction = await createLiveAuction(ctx.db, { model: 'NMAX125', endsInMs: 2 * HOUR });
      await createLike(ctx.db, { dealerId: dealer.id, auctionId: auction.id });

      // Two hours before: not yet.
      const now = await dbNow(ctx.db);
      expect(await pass(now)).toEqual([]);
      // Fifty minutes later than the due time (a late pass) still sends; the end has not come.
      const late = new Date(auction.endDate!.getTime() - 10 * 60_000);
      expect(await pass(late)).toEqual([{ dealerId: dealer.id, auctionId: auction.id }]);
      const [alert, ...more] = await sentTo(dealer.phoneNumber, 'AUCTION_CLOSING_SOON');
      expect(more).toEqual([]);
      expect(alert?.channel).toBe('ALIMTALK');
      expect(alert?.body).toContain('박관심님, 관심 등록한 NMAX125 경매가 곧 마감됩니다.');
      expect(alert?.link).toBe(`${ctx.config.PUBLIC_URL}/auction/detail/${auction.id}`);
      expect(alert?.payload).toMatchObject({ auctionId: auction.id, event: 'CLOSING_SOON' });
      // A later pass sends nothing more.
      expect(await pass(new Date(auction.endDate!.getTime() - 60_000))).toEqual([]);
      expect(await sentTo(dealer.phoneNumber, 'AUCTION_CLOSING_SOON')).toHaveLength(1);
    });

    it('is not sent to a dealer who bid, who left it off, who did not like it, or after the end', async () => {
      const bidder = await createDealer(ctx.db);
      const off = await createDealer(ctx.db);
      const defaults = await createDealer(ctx.db);
      const notLiked = await createDealer(ctx.db);
      const afterEnd = await createDealer(ctx.db);
      await optIn(bidder.id);
      await optIn(off.id, false);
      await optIn(notLiked.id);
      await optIn(afterEnd.id);
      const auction = await createLiveAuction(ctx.db, { endsInMs: 30 * 60_000 });
      for (const dealer of [bidder, off, defaults]) {
        await createLike(ctx.db, { dealerId: dealer.id, auctionId: auction.id });
      }
      await createBid(ctx.db, { auctionId: auction.id, dealerId: bidder.id });
      expect(await pass()).toEqual([]);

      // Liked an auction whose end has passed (the clock has not closed it yet): nothing.
      const ended = await createLiveAuction(ctx.db, { endsInMs: HOUR });
      await createLike(ctx.db, { dealerId: afterEnd.id, auctionId: ended.id });
      expect(await pass(new Date(ended.endDate!.getTime() + 1000))).toEqual([]);
      expect(await pass(ended.endDate!)).toEqual([]);
      for (const dealer of [bidder, off, defaults, notLiked, afterEnd]) {
        expect(await sentTo(dealer.phoneNumber, 'AUCTION_CLOSING_SOON')).toEqual([]);
      }
    });

    it('is sent by the scheduler pass that every server process runs', async () => {
      const dealer = await createDealer(ctx.db);
      await optIn(dealer.id);
      const auction = await createLiveAuction(ctx.db, { endsInMs: 40 * 60_000 });
      await createLike(ctx.db, { dealerId: dealer.id, auctionId: auction.id });
      const noop = () => undefined;
      const scheduler = startScheduler({
        db: ctx.db,
        alimtalk: ctx.providers.alimtalk,
        publicUrl: ctx.config.PUBLIC_URL,
        auctionEvents: { emitAuctionUpdate: noop },
        logger: { info: noop, error: noop, debug: noop },
        intervalMs: 60_000,
      });
      try {
        await scheduler.runNow();
        expect(await sentTo(dealer.phoneNumber, 'AUCTION_CLOSING_SOON')).toHaveLength(1);
      } finally {
        await scheduler.stop();
      }
    });

    it('two passes at once send one alert', async () => {
      const dealer = await createDealer(ctx.db);
      await optIn(dealer.id);
      const auction = await createLiveAuction(ctx.db, { endsInMs: 20 * 60_000 });
      await createLike(ctx.db, { dealerId: dealer.id, auctionId: auction.id });
      const now = await dbNow(ctx.db);
      const [a, b] = await Promise.all([pass(now), pass(now)]);
      const mine = [...a, ...b].filter((sent) => sent.dealerId === dealer.id);
      expect(mine).toEqual([{ dealerId: dealer.id, auctionId: auction.id }]);
      expect(await sentTo(dealer.phoneNumber, 'AUCTION_CLOSING_SOON')).toHaveLength(1);
      const claims = await ctx.db
        .select()
        .from(closingAlerts)
        .where(and(eq(closingAlerts.dealerId, dealer.id), eq(closingAlerts.auctionId, auction.id)));
      expect(claims).toHaveLength(1);
    });
  });
});
