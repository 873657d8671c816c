// Public content and reference lists: notices, FAQ, random completed-trade cards, banks, brands, review questions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { createAuction, createDeal, createDealer, createFaq, createNotice, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('notices', () => {
  let ctx: TestContext;
  const ids: number[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    const base = Date.parse('2026-03-01T00:00:00.000Z');
    // 12 notices, one a day; two share the last timestamp so the id breaks the tie.
    for (let i = 0; i < 12; i += 1) {
      const publishedAt = new Date(base + Math.min(i, 10) * 24 * 3600 * 1000);
      ids.push((await createNotice(ctx.db, { title: `[공지] ${i}`, publishedAt })).id);
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('pages newest first without a token', async () => {
    const res = await ctx.call(api.content.notices, { query: { page: 1, size: 5 } }, null);
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(12);
    expect(res.data.isLast).toBe(false);
    expect(res.data.items.map((n) => n.id)).toEqual([...ids].reverse().slice(0, 5));
    expect(res.data.items[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const last = await ctx.call(api.content.notices, { query: { page: 3, size: 5 } }, null);
    expect(last.data).toMatchObject({ page: 3, isLast: true });
    expect(last.data.items).toHaveLength(2);
    // With a trailing slash, as some clients send it (a raw request: ctx.call builds the table's path).
    expect((await ctx.app.inject({ url: '/api/v1/dealers/noticies/?page=3&size=5' })).statusCode).toBe(200);
  });

  it('defaults to page 1 size 10 and rejects bad paging', async () => {
    const res = await ctx.call(api.content.notices, {}, null);
    expect(res.data).toMatchObject({ size: 10, page: 1 });
    const bad = await ctx.call(api.content.notices, { query: { page: 0 } }, null);
    expect(bad).toMatchObject({
      status: 400,
      message: '페이지 번호가 올바르지 않습니다.',
      data: null,
      errorCode: 'VALIDATION_FAILED',
    });
    const big = await ctx.call(api.content.notices, {}, null, { rawQuery: '?size=abc' });
    expect(big.status).toBe(400);
  });

  it('shows a notice with its older (previous) and newer (next) neighbours', async () => {
    const middle = ids[5] as number;
    const notice = (id: number | string | undefined) =>
      ctx.call(api.content.notice, { params: { id: id! } }, null);
    const res = await notice(middle);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: middle,
      title: '[공지] 5',
      contents: '<p>내용</p>',
      previous: { id: ids[4], title: '[공지] 4' },
      next: { id: ids[6], title: '[공지] 6' },
    });
    const oldest = await notice(ids[0]);
    expect(oldest.data).toMatchObject({ previous: null, next: { id: ids[1] } });
    // With a trailing slash, as some clients send it (a raw request: ctx.call builds the table's path).
    expect((await ctx.app.inject({ url: `/api/v1/dealers/noticies/${ids[0]}/` })).statusCode).toBe(200);
    // Same timestamp: the id orders them.
    const tie = await notice(ids[10]);
    expect(tie.data).toMatchObject({
      previous: { id: ids[9] },
      next: { id: ids[11] },
    });
    const newest = await notice(ids[11]);
    expect(newest.data.next).toBeNull();
  });

  it('answers 404 for a missing notice and 400 for a non-numeric id', async () => {
    const notice = (id: number | string) => ctx.call(api.content.notice, { params: { id } }, null);
    const missing = await notice(999_999);
    expect(missing).toMatchObject({
      status: 404,
      message: '삭제되었거나 존재하지 않는 게시글입니다.',
      data: null,
      errorCode: 'NOTICE_NOT_FOUND',
    });
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const bad = await notice(id);
      expect(bad, id).toMatchObject({
        status: 400,
        message: '잘못된 번호입니다.',
        data: null,
        errorCode: 'VALIDATION_FAILED',
      });
    }
  });
});

describe('public lists', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores notice HTML sanitized', async () => {
    const { createContentService } = await import('../src/modules/content/content.service');
    const service = createContentService({ db: ctx.db, clock: ctx.clock });
    const { id } = await service.createNotice({
      title: ' [공지] 보안 ',
      contents: '<p onclick="x()">안녕<script>alert(1)</script></p><a href="javascript:alert(1)">링크</a>',
      publishedAt: new Date('2020-01-01T00:00:00.000Z'),
    });
    const { data } = await ctx.call(api.content.notice, { params: { id } }, null);
    expect(data.title).toBe('[공지] 보안');
    expect(data.contents).toContain('안녕');
    expect(data.contents).not.toMatch(/script|onclick|javascript:/i);
  });

  it('lists the FAQ by sort order', async () => {
    const before = (await ctx.call(api.content.faqs, {}, null)).data.length;
    const second = await createFaq(ctx.db, { title: '두 번째', sortOrder: 1002, category: 'HOW_TO_USE' });
    const first = await createFaq(ctx.db, { title: '첫 번째', sortOrder: 1001 });
    const res = await ctx.call(api.content.faqs, {}, null);
    expect(res.status).toBe(200);
    const items = res.data;
    expect(items).toHaveLength(before + 2);
    expect(items.slice(-2)).toEqual([
      { id: first.id, category: 'SIGNUP', title: '첫 번째', contents: '약관 동의 후 가입합니다.' },
      { id: second.id, category: 'HOW_TO_USE', title: '두 번째', contents: '약관 동의 후 가입합니다.' },
    ]);
    // With a trailing slash, as some clients send it (a raw request: ctx.call builds the table's path).
    expect((await ctx.app.inject({ url: '/api/v1/public/faqs/' })).statusCode).toBe(200);
  });

  it('answers random completed-trade cards with side photo and final price', async () => {
    const dealer = await createDealer(ctx.db);
    const seller = await createSeller(ctx.db);
    const withSide = await createAuction(ctx.db, {
      status: 'COMPLETE',
      sellerId: seller.id,
      region1: '부산광역시',
      region2: '해운대구',
      images: [
        { type: 'MAIN', url: '/uploads/main.jpg' },
        { type: 'RIGHT_SIDE', url: '/uploads/right.jpg' },
      ],
    });
    await createDeal(ctx.db, {
      auctionId: withSide.id,
      dealerId: dealer.id,
      sellerId: seller.id,
      price: 3_000_000,
      finalPrice: 2_800_000,
    });
    const mainOnly = await createAuction(ctx.db, {
      status: 'TRANSACTION',
      sellerId: seller.id,
      images: [{ type: 'MAIN', url: '/uploads/main2.jpg' }],
    });
    await createDeal(ctx.db, {
      auctionId: mainOnly.id,
      dealerId: dealer.id,
      sellerId: seller.id,
      price: 5_000_000,
    });
    // Not completed trades: never shown.
    const inProgress = await createAuction(ctx.db, { status: 'RESERVATION', sellerId: seller.id });
    await createDeal(ctx.db, { auctionId: inProgress.id, dealerId: dealer.id, sellerId: seller.id });
    await createAuction(ctx.db, { status: 'COMPLETE', sellerId: seller.id });

    const randomCards = (limit: number) => ctx.call(api.content.randomReviews, { query: { limit } }, null);
    const res = await randomCards(4);
    expect(res.status).toBe(200);
    const cards = res.data;
    expect(cards).toHaveLength(2);
    const byId = new Map(cards.map((card) => [card.id, card]));
    expect(byId.get(withSide.id)).toEqual({
      id: withSide.id,
      image: '/uploads/right.jpg',
      region1: '부산광역시',
      region2: '해운대구',
      price: 2_800_000,
    });
    expect(byId.get(mainOnly.id)).toMatchObject({ image: '/uploads/main2.jpg', price: 5_000_000 });

    const one = await randomCards(1);
    expect(one.data).toHaveLength(1);
    const bad = await randomCards(1000);
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('요청 값이 올바르지 않습니다.');
  });

  it('answers the reference lists as arrays', async () => {
    for (const route of [api.reference.bankCodes, api.reference.brands, api.reference.reviewQuestions]) {
      const res = await ctx.call(route, {}, null);
      expect(res.status, route.path).toBe(200);
      expect(Array.isArray(res.data), route.path).toBe(true);
    }
  });
});

describe('the landing hero live auction', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  const live = async () => {
    const res = await ctx.call(api.content.liveAuction, {}, null);
    expect(res.status).toBe(200);
    return res.data;
  };

  it('answers null when no auction runs, then the running one with the most bidders, never an ended one', async () => {
    const now = ctx.clock.now();
    const hour = 3_600_000;
    const seller = await createSeller(ctx.db);
    // Not running: waiting to open, and one whose end has passed although the clock has not closed it yet.
    await createAuction(ctx.db, { status: 'APPROVED', sellerId: seller.id, bidderCount: 9 });
    await createAuction(ctx.db, {
      status: 'PROGRESS',
      sellerId: seller.id,
      bidderCount: 8,
      endDate: new Date(now.getTime() - 1000),
    });
    expect(await live()).toBeNull();

    await createAuction(ctx.db, {
      status: 'PROGRESS',
      sellerId: seller.id,
      bidderCount: 2,
      endDate: new Date(now.getTime() + hour),
    });
    const busiest = await createAuction(ctx.db, {
      status: 'PROGRESS',
      sellerId: seller.id,
      model: 'CB125R',
      bidderCount: 3,
      maxBiddingPrice: 2_350_000,
      region1: '서울특별시',
      region2: '강남구',
      endDate: new Date(now.getTime() + 5 * hour),
      images: [
        { type: 'LEFT_SIDE', url: '/uploads/left.jpg' },
        { type: 'MAIN', url: '/uploads/main.jpg' },
      ],
    });
    expect(await live()).toMatchObject({
      id: busiest.id,
      model: 'CB125R',
      bidderCount: 3,
      maxBiddingPrice: 2_350_000,
      region1: '서울특별시',
      region2: '강남구',
      image: '/uploads/main.jpg',
      endDate: new Date(now.getTime() + 5 * hour).toISOString(),
      serverNow: now.toISOString(),
    });
  });
});
