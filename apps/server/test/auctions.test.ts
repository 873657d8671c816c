// Auction list filters and paging, detail masking and seller-contact rules, watch list, bid history.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  AUCTION_MESSAGES,
  AUCTION_STATUSES,
  maskPlate,
  type AuctionListQuery,
  type AuctionStatus,
} from '@autobid/shared';
import { auctions, brands } from '../src/db/schema';
import {
  createAuction,
  createBid,
  createDeal,
  createDealer,
  createLike,
  createLiveAuction,
  createSeller,
} from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('auctions', () => {
  let ctx: TestContext;
  let viewer: Awaited<ReturnType<typeof createDealer>>;
  let brandA: number;
  let brandB: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    // Isolate from anything else: only auctions made here exist in this fresh database.
    viewer = await createDealer(ctx.db, { name: '홍길동' });
    const rows = await ctx.db.select().from(brands).limit(2);
    brandA = rows[0]!.id;
    brandB = rows[1]!.id;
  });
  afterAll(async () => ctx.close());

  const list = (query: AuctionListQuery = {}, as: number = viewer.id) =>
    ctx.call(api.auctions.list, { query }, as);
  const detail = (id: number, as: number = viewer.id) =>
    ctx.call(api.auctions.detail, { params: { id: String(id) } }, as);

  describe('list', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      const a = await createLiveAuction(ctx.db, {
        brandId: brandA,
        region1: '서울특별시',
        region2: '강남구',
        hasAccident: false,
        purpose: 'ROAD',
        endsInMs: 1_000_000,
        images: [
          { type: 'LEFT_SIDE', url: '/uploads/a-left.jpg' },
          { type: 'MAIN', url: '/uploads/a-main.jpg' },
        ],
      });
      const b = await createLiveAuction(ctx.db, {
        brandId: brandB,
        region1: '부산광역시',
        region2: '해운대구',
        hasAccident: true,
        accident: '프레임',
        purpose: 'MOUNTAIN',
        endsInMs: 2_000_000,
      });
      const c = await createLiveAuction(ctx.db, {
        brandId: brandB,
        region1: '경기도',
        region2: '수원시 영통구',
        hasAccident: false,
        purpose: 'CIRCUIT',
        endsInMs: 3_000_000,
      });
      const ended = await createAuction(ctx.db, { status: 'TIME_EXPIRED', brandId: brandA });
      const draft = await createAuction(ctx.db, { status: 'AUDIT', brandId: brandA });
      await createLike(ctx.db, { dealerId: viewer.id, auctionId: b.id });
      ids = { a: a.id, b: b.id, c: c.id, ended: ended.id, draft: draft.id };
    });

    const listIds = async (query: AuctionListQuery = {}) => {
      const { status, data } = await list(query);
      expect(status).toBe(200);
      return data.items.map((item) => item.id);
    };
    // An empty value (`?repair=`) as a browser's form sends it: a typed query leaves empty values out.
    const listIdsWithEmpty = async (name: 'repair' | 'liked') => {
      const { status, data } = await ctx.call(api.auctions.list, {}, viewer.id, { rawQuery: `?${name}=` });
      expect(status).toBe(200);
      return data.items.map((item) => item.id);
    };

    it('lists PROGRESS auctions only, soonest end first, with images, main image, brand and isLiked', async () => {
      const { data } = await list();
      expect(data.items.map((item) => item.id)).toEqual([ids.a, ids.b, ids.c]);
      expect(data.total).toBe(3);
      expect(data.isLast).toBe(true);
      const first = data.items[0]!;
      expect(first.image).toBe('/uploads/a-main.jpg');
      expect(first.images).toEqual([
        { type: 'LEFT_SIDE', image: '/uploads/a-left.jpg' },
        { type: 'MAIN', image: '/uploads/a-main.jpg' },
      ]);
      expect(first.brand).toMatchObject({ id: brandA });
      expect(data.items.map((item) => item.isLiked)).toEqual([false, true, false]);
    });

    it('filters by brand', async () => {
      expect(await listIds({ brandIds: `${brandB}` })).toEqual([ids.b, ids.c]);
      expect(await listIds({ brandIds: `${brandA},${brandB}` })).toEqual([ids.a, ids.b, ids.c]);
    });

    it('filters by province, or by district with its province', async () => {
      expect(await listIds({ regions: '서울특별시' })).toEqual([ids.a]);
      expect(await listIds({ regions: '부산광역시 해운대구,경기도 수원시 영통구' })).toEqual([ids.b, ids.c]);
      expect(await listIds({ regions: '서울특별시,경기도 수원시 영통구' })).toEqual([ids.a, ids.c]);
      expect(await listIds({ regions: '경기도 수원시 장안구' })).toEqual([]);
    });

    it('filters by repair and purpose', async () => {
      expect(await listIds({ repair: 'true' })).toEqual([ids.b]);
      expect(await listIds({ repair: 'false' })).toEqual([ids.a, ids.c]);
      expect(await listIdsWithEmpty('repair')).toEqual([ids.a, ids.b, ids.c]);
      expect(await listIds({ purpose: 'CIRCUIT' })).toEqual([ids.c]);
      expect(await listIds({ purpose: 'MOUNTAIN', repair: 'false' })).toEqual([]);
    });

    it('pages with total and isLast', async () => {
      const first = await list({ size: 2, page: 1 });
      expect(first.data).toMatchObject({ total: 3, size: 2, page: 1, isLast: false });
      expect(first.data.items.map((item) => item.id)).toEqual([ids.a, ids.b]);
      const second = await list({ size: 2, page: 2 });
      expect(second.data).toMatchObject({ total: 3, page: 2, isLast: true });
      expect(second.data.items.map((item) => item.id)).toEqual([ids.c]);
      const beyond = await list({ size: 2, page: 5 });
      expect(beyond.data).toMatchObject({ items: [], total: 3, isLast: true });
    });

    it("liked=true lists only the viewer's own watched live auctions, counted alone", async () => {
      // Another dealer watches a and c; the viewer watches b (beforeAll) and an ended auction.
      const other = await createDealer(ctx.db);
      await createLike(ctx.db, { dealerId: other.id, auctionId: ids.a! });
      await createLike(ctx.db, { dealerId: other.id, auctionId: ids.c! });
      await createLike(ctx.db, { dealerId: viewer.id, auctionId: ids.ended! });

      const mine = await list({ liked: 'true' });
      expect(mine.status).toBe(200);
      expect(mine.data.items.map((item) => item.id)).toEqual([ids.b]);
      expect(mine.data).toMatchObject({ total: 1, isLast: true });
      expect(mine.data.items.every((item) => item.isLiked)).toBe(true);

      const theirs = await list({ liked: 'true' }, other.id);
      expect(theirs.data.items.map((item) => item.id)).toEqual([ids.a, ids.c]);
      expect(theirs.data.total).toBe(2);
      // The other dealer's likes do not mark the viewer's cards.
      const all = await list();
      expect(all.data.items.map((item) => item.isLiked)).toEqual([false, true, false]);

      // With the other filters, and "false" or empty meaning every live auction.
      const paged = await list({ liked: 'true', size: 1, page: 2 }, other.id);
      expect(paged.data).toMatchObject({ total: 2, page: 2, isLast: true });
      expect(paged.data.items.map((item) => item.id)).toEqual([ids.c]);
      expect(await listIds({ liked: 'true', brandIds: `${brandA}` })).toEqual([]);
      expect(await listIds({ liked: 'true', brandIds: `${brandB}`, repair: 'true' })).toEqual([ids.b]);
      expect(await listIds({ liked: 'false' })).toEqual([ids.a, ids.b, ids.c]);
      expect(await listIdsWithEmpty('liked')).toEqual([ids.a, ids.b, ids.c]);
    });

    it('refuses liked=true without a dealer session, and a liked value it does not know', async () => {
      const visitor = await ctx.call(api.auctions.list, { query: { liked: 'true' } }, {});
      expect(visitor.status).toBe(401);
      // A value the query's type refuses, sent as a client could.
      const bad = await list({ liked: 'yes' as never });
      expect(bad.status).toBe(400);
      expect(bad.message).toBe('관심 차량 조건이 올바르지 않습니다.');
    });

    it('refuses a dealer who is not approved, and a bad filter', async () => {
      const pending = await createDealer(ctx.db, { status: 'AUDIT' });
      const response = await list({}, pending.id);
      expect(response.status).toBe(403);
      expect(response.message).toBe('승인된 딜러만 이용할 수 있습니다.');
      expect((await list({ purpose: 'SKY' as never })).status).toBe(400);
      expect((await ctx.call(api.auctions.list, {}, {})).status).toBe(401);
    });
  });

  describe('detail', () => {
    it("shows the brand, the images in display order and the viewer's own like", async () => {
      const [brand] = await ctx.db.select().from(brands).where(eq(brands.id, brandA));
      const images = [
        { type: 'FRONT', url: 'https://cdn.example/front.jpg' },
        { type: 'SIDE', url: 'https://cdn.example/side.jpg' },
        { type: 'REAR', url: 'https://cdn.example/rear.jpg' },
      ];
      const auction = await createLiveAuction(ctx.db, { brandId: brandA, images });
      const liker = await createDealer(ctx.db);
      const params = { id: String(auction.id) };
      expect((await ctx.call(api.auctions.like, { params }, liker.id)).status).toBeLessThan(300);

      const { status, data } = await detail(auction.id);
      expect(status).toBe(200);
      expect(data.brand).toEqual({
        id: brand!.id,
        name: brand!.name,
        logo: brand!.logo,
        vehicleType: brand!.vehicleType === 'CAR' ? 'CAR' : 'MOTORBIKE',
      });
      expect(data.images).toEqual(images.map((image) => ({ type: image.type, image: image.url })));
      expect(data.isLiked).toBe(false);
      expect((await detail(auction.id, liker.id)).data.isLiked).toBe(true);
      const bare = await createLiveAuction(ctx.db, { brandId: null });
      const plain = (await detail(bare.id)).data;
      expect(plain).toMatchObject({ brand: null, images: [], isLiked: false });
    });

    it('masks other dealers, shows my own bid, counts views, hides drafts', async () => {
      const other = await createDealer(ctx.db, { name: '김철수' });
      const auction = await createLiveAuction(ctx.db, { brandId: brandA });
      const otherBid = await createBid(ctx.db, {
        auctionId: auction.id,
        dealerId: other.id,
        price: 2_000_000,
      });
      const myCanceled = await createBid(ctx.db, {
        auctionId: auction.id,
        dealerId: viewer.id,
        price: 1_000_000,
        canceledAt: new Date(Date.now() - 1000),
        biddingAt: new Date(Date.now() - 5000),
      });
      const mine = await createBid(ctx.db, { auctionId: auction.id, dealerId: viewer.id, price: 1_500_000 });

      const { status, data } = await detail(auction.id);
      expect(status).toBe(200);
      expect(data.biddingPrice).toBe(1_500_000);
      expect(data.myBiddingId).toBe(mine.id);
      expect(data.hasBid).toBe(true);
      expect(data.isWinner).toBe(false);
      expect(data.user).toBeNull();
      expect(data.fee).toBeNull();
      expect(data.viewCount).toBe(1);
      expect(Number.isNaN(Date.parse(data.serverNow))).toBe(false);
      const byId = new Map(data.biddings.map((bid) => [bid.id, bid]));
      expect(byId.get(otherBid.id)).toMatchObject({ dealer: { name: '김*수' }, isMine: false });
      expect(byId.get(mine.id)).toMatchObject({ dealer: { name: '홍길동' }, isMine: true });
      expect(data.biddings.at(-1)?.id).toBe(myCanceled.id);

      const again = await detail(auction.id);
      expect(again.data.viewCount).toBe(2);

      for (const draftStatus of ['REGISTERED', 'INPUT_INFORMATION', 'AUDIT', 'REJECTED'] as const) {
        const draft = await createAuction(ctx.db, { status: draftStatus });
        const response = await detail(draft.id);
        expect(response.status).toBe(404);
        expect(response.message).toBe(AUCTION_MESSAGES.notFound);
        const [row] = await ctx.db.select().from(auctions).where(eq(auctions.id, draft.id));
        expect(row?.viewCount).toBe(0);
      }
      expect((await detail(99_999_999)).status).toBe(404);
    });

    it('answers dealers reading one auction together each with their own like, bid and deal, one view each', async () => {
      const seller = await createSeller(ctx.db, { name: '최판매' });
      const auction = await createAuction(ctx.db, { status: 'RESERVATION', sellerId: seller.id });
      const [winner, loser, watcher] = await Promise.all([
        createDealer(ctx.db, { name: '이승자' }),
        createDealer(ctx.db, { name: '박패자' }),
        createDealer(ctx.db, { name: '정관심' }),
      ]);
      await createBid(ctx.db, { auctionId: auction.id, dealerId: loser.id, price: 2_000_000 });
      await createLike(ctx.db, { auctionId: auction.id, dealerId: watcher.id });
      const params = { params: { id: String(auction.id) } };
      await createDeal(ctx.db, {
        auctionId: auction.id,
        dealerId: winner.id,
        sellerId: seller.id,
        price: 3_000_000,
        fee: 170_000,
        depositDeadline: new Date(Date.now() + 3600_000),
      });

      // Each dealer once alone (its session's read is then cached), then all at once: the requests that wait
      // behind the first read share the next one (docs/domain.md "Auction detail"), each answer its own dealer's.
      const headers = new Map<number, { authorization: string }>();
      for (const dealer of [winner, loser, watcher]) {
        headers.set(dealer.id, await ctx.auth(dealer.id));
        expect((await ctx.call(api.auctions.detail, params, headers.get(dealer.id))).status).toBe(200);
      }
      const readers = [winner, loser, watcher, loser, winner, watcher];
      const answers = await Promise.all(
        readers.map((dealer) => ctx.call(api.auctions.detail, params, headers.get(dealer.id))),
      );
      for (const [index, answer] of answers.entries()) {
        const dealer = readers[index]!;
        expect(answer.status).toBe(200);
        const { data } = answer;
        expect(data.isLiked).toBe(dealer === watcher);
        expect(data.isWinner).toBe(dealer === winner);
        expect(data.fee).toBe(dealer === winner ? 170_000 : null);
        expect(data.user?.name ?? null).toBe(dealer === winner ? '최판매' : null);
        expect(data.biddingPrice).toBe(dealer === winner ? 3_000_000 : dealer === loser ? 2_000_000 : 0);
        expect(data.plateNumber).toBe(
          dealer === winner ? auction.plateNumber : maskPlate(auction.plateNumber),
        );
        const names = data.biddings.map((bid) => bid.dealer.name).sort();
        expect(names).toEqual(
          dealer === winner
            ? ['박*자', '이승자']
            : dealer === loser
              ? ['박패자', '이*자']
              : ['박*자', '이*자'],
        );
      }
      // One view per request, counted in fewer writes than requests.
      const viewCounts = answers.map((answer) => answer.data.viewCount);
      expect(Math.max(...viewCounts)).toBe(3 + readers.length);
      expect(new Set(viewCounts).size).toBeLessThan(readers.length);
      const [row] = await ctx.db.select().from(auctions).where(eq(auctions.id, auction.id));
      expect(row?.viewCount).toBe(3 + readers.length);
    });

    it('shows seller contact and deal fields only to the winner, only from RESERVATION on', async () => {
      const contactStatuses: AuctionStatus[] = [
        'RESERVATION',
        'RESERVATION_COMPLETE',
        'COMPLETE',
        'TRANSACTION',
        'TRANSACTION_DELAY',
      ];
      const hidden = ['REGISTERED', 'INPUT_INFORMATION', 'AUDIT', 'REJECTED'];
      const loser = await createDealer(ctx.db, { name: '박패자' });
      for (const status of AUCTION_STATUSES) {
        if (hidden.includes(status)) {
          continue;
        }
        const seller = await createSeller(ctx.db, { name: '최판매' });
        const auction = await createAuction(ctx.db, { status, sellerId: seller.id });
        await createBid(ctx.db, { auctionId: auction.id, dealerId: loser.id, price: 500_000 });
        const deadline = new Date(Date.now() + 3600_000);
        await createDeal(ctx.db, {
          auctionId: auction.id,
          dealerId: viewer.id,
          sellerId: seller.id,
          fee: 170_000,
          depositDeadline: deadline,
        });

        const winner = (await detail(auction.id)).data;
        expect(winner.isWinner, status).toBe(true);
        expect(winner.fee, status).toBe(170_000);
        expect(winner.depositDeadline, status).toBe(deadline.toISOString());
        if (contactStatuses.includes(status)) {
          // The seller's relay number, never the real one (docs/domain.md "Contact relay").
          expect(winner.user, status).toMatchObject({ name: '최판매', phoneNote: null });
          expect(winner.user?.phone, status).toMatch(/^0507-\d{4}-\d{4}$/);
        } else {
          expect(winner.user, status).toBeNull();
        }

        const other = (await detail(auction.id, loser.id)).data;
        expect(other, status).toMatchObject({ user: null, isWinner: false, fee: null, hasBid: true });
      }
    });
  });

  describe('watch list', () => {
    it('likes and unlikes idempotently, counted in the dashboard', async () => {
      const dealer = await createDealer(ctx.db);
      const auction = await createLiveAuction(ctx.db);
      const params = { id: String(auction.id) };
      const likeCount = async () => (await ctx.call(api.dealers.dashboard, {}, dealer.id)).data.likeCount;
      for (let n = 0; n < 2; n += 1) {
        const response = await ctx.call(api.auctions.like, { params }, dealer.id);
        expect(response.status).toBe(200);
        expect(response.data).toMatchObject({ isLiked: true });
      }
      expect(await likeCount()).toBe(1);
      for (let n = 0; n < 2; n += 1) {
        const response = await ctx.call(api.auctions.unlike, { params }, dealer.id);
        expect(response.data).toMatchObject({ isLiked: false });
      }
      expect(await likeCount()).toBe(0);
      expect((await ctx.call(api.auctions.like, { params: { id: '99999999' } }, dealer.id)).status).toBe(404);
    });
  });

  describe('bid history', () => {
    it('lists the latest bid per auction, newest first, with results and photos', async () => {
      const dealer = await createDealer(ctx.db);
      const live = await createLiveAuction(ctx.db, {
        images: [
          { type: 'LEFT_SIDE', url: '/uploads/h-left.jpg' },
          { type: 'MAIN', url: '/uploads/h-main.jpg' },
        ],
      });
      const won = await createAuction(ctx.db, { status: 'DEALER_CONFIRM', maxBiddingPrice: 3_000_000 });
      const lost = await createAuction(ctx.db, {
        status: 'TIME_EXPIRED',
        maxBiddingPrice: 10_000_000,
        selectExpireAt: new Date(Date.now() + 3600_000),
      });
      const selecting = await createAuction(ctx.db, {
        status: 'TIME_EXPIRED',
        maxBiddingPrice: 1_000_000,
        selectExpireAt: new Date(Date.now() + 3600_000),
      });
      const t = Date.now();
      await createBid(ctx.db, {
        auctionId: live.id,
        dealerId: dealer.id,
        price: 100_000,
        biddingAt: new Date(t - 9000),
        canceledAt: new Date(t - 8000),
      });
      await createBid(ctx.db, {
        auctionId: won.id,
        dealerId: dealer.id,
        price: 3_000_000,
        isSelected: true,
        biddingAt: new Date(t - 7000),
      });
      await createBid(ctx.db, {
        auctionId: lost.id,
        dealerId: dealer.id,
        price: 1_000_000,
        biddingAt: new Date(t - 6000),
      });
      await createBid(ctx.db, {
        auctionId: selecting.id,
        dealerId: dealer.id,
        price: 1_000_000,
        biddingAt: new Date(t - 5000),
      });
      await createBid(ctx.db, {
        auctionId: live.id,
        dealerId: dealer.id,
        price: 200_000,
        biddingAt: new Date(t - 4000),
      });

      const { status, data } = await ctx.call(api.auctions.biddingList, {}, dealer.id);
      expect(status).toBe(200);
      expect(data.total).toBe(4);
      expect(data.isLast).toBe(true);
      expect(data.items.map((item) => [item.id, item.myPrice, item.result])).toEqual([
        [live.id, 200_000, 'PROGRESS'],
        [selecting.id, 1_000_000, 'SELECTING'],
        [lost.id, 1_000_000, 'LOST'],
        [won.id, 3_000_000, 'WON'],
      ]);
      // The main photo on the card, every photo in display order; none for an auction without photos.
      expect(data.items[0]).toMatchObject({
        image: '/uploads/h-main.jpg',
        images: [
          { type: 'LEFT_SIDE', image: '/uploads/h-left.jpg' },
          { type: 'MAIN', image: '/uploads/h-main.jpg' },
        ],
      });
      expect(data.items[3]).toMatchObject({ image: '', images: [] });
      const paged = await ctx.call(api.auctions.biddingList, { query: { page: 2, size: 3 } }, dealer.id);
      expect(paged.data.items.map((item) => item.id)).toEqual([won.id]);
      expect(paged.data.isLast).toBe(true);
      const defaults = await ctx.call(api.auctions.biddingList, {}, dealer.id);
      expect(defaults.data.size).toBe(12);
    });
  });
});
