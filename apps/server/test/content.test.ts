// Public content and reference lists: notices, FAQ, random completed-trade cards, banks, brands, review questions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createDeal, createDealer, createFaq, createNotice, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

type Envelope<T> = { code: number; message: string; data: T };

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
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dealers/noticies?page=1&size=5' });
    expect(res.statusCode).toBe(200);
    const body = res.json<
      Envelope<{
        items: { id: number; title: string; date: string }[];
        total: number;
        page: number;
        size: number;
        isLast: boolean;
      }>
    >();
    expect(body.data.total).toBe(12);
    expect(body.data.isLast).toBe(false);
    expect(body.data.items.map((n) => n.id)).toEqual([...ids].reverse().slice(0, 5));
    expect(body.data.items[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const last = await ctx.app.inject({ method: 'GET', url: '/api/v1/dealers/noticies/?page=3&size=5' });
    const lastBody = last.json<Envelope<{ items: unknown[]; isLast: boolean; page: number }>>();
    expect(lastBody.data).toMatchObject({ page: 3, isLast: true });
    expect(lastBody.data.items).toHaveLength(2);
  });

  it('defaults to page 1 size 10 and rejects bad paging', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dealers/noticies' });
    expect(res.json<Envelope<{ items: unknown[]; size: number; page: number }>>().data).toMatchObject({
      size: 10,
      page: 1,
    });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/dealers/noticies?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 400,
      message: '페이지 번호가 올바르지 않습니다.',
      data: null,
      errorCode: 'VALIDATION_FAILED',
    });
    const big = await ctx.app.inject({ method: 'GET', url: '/api/v1/dealers/noticies?size=abc' });
    expect(big.statusCode).toBe(400);
  });

  it('shows a notice with its older (previous) and newer (next) neighbours', async () => {
    const middle = ids[5] as number;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/dealers/noticies/${middle}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<unknown>>().data).toMatchObject({
      id: middle,
      title: '[공지] 5',
      contents: '<p>내용</p>',
      previous: { id: ids[4], title: '[공지] 4' },
      next: { id: ids[6], title: '[공지] 6' },
    });
    const oldest = await ctx.app.inject({ method: 'GET', url: `/api/v1/dealers/noticies/${ids[0]}/` });
    expect(oldest.json<Envelope<{ previous: unknown; next: unknown }>>().data).toMatchObject({
      previous: null,
      next: { id: ids[1] },
    });
    // Same timestamp: the id orders them.
    const tie = await ctx.app.inject({ method: 'GET', url: `/api/v1/dealers/noticies/${ids[10]}` });
    expect(tie.json<Envelope<{ previous: unknown; next: unknown }>>().data).toMatchObject({
      previous: { id: ids[9] },
      next: { id: ids[11] },
    });
    const newest = await ctx.app.inject({ method: 'GET', url: `/api/v1/dealers/noticies/${ids[11]}` });
    expect(newest.json<Envelope<{ next: unknown }>>().data.next).toBeNull();
  });

  it('answers 404 for a missing notice and 400 for a non-numeric id', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/dealers/noticies/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 404,
      message: '삭제되었거나 존재하지 않는 게시글입니다.',
      data: null,
      errorCode: 'NOTICE_NOT_FOUND',
    });
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const bad = await ctx.app.inject({ method: 'GET', url: `/api/v1/dealers/noticies/${id}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        code: 400,
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
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/dealers/noticies/${id}` });
    const data = res.json<Envelope<{ title: string; contents: string }>>().data;
    expect(data.title).toBe('[공지] 보안');
    expect(data.contents).toContain('안녕');
    expect(data.contents).not.toMatch(/script|onclick|javascript:/i);
  });

  it('lists the FAQ by sort order', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/v1/public/faqs' })).json<
      Envelope<unknown[]>
    >().data.length;
    const second = await createFaq(ctx.db, { title: '두 번째', sortOrder: 1002, category: 'HOW_TO_USE' });
    const first = await createFaq(ctx.db, { title: '첫 번째', sortOrder: 1001 });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/public/faqs/' });
    expect(res.statusCode).toBe(200);
    const items =
      res.json<Envelope<{ id: number; category: string; title: string; contents: string }[]>>().data;
    expect(items).toHaveLength(before + 2);
    expect(items.slice(-2)).toEqual([
      { id: first.id, category: 'SIGNUP', title: '첫 번째', contents: '약관 동의 후 가입합니다.' },
      { id: second.id, category: 'HOW_TO_USE', title: '두 번째', contents: '약관 동의 후 가입합니다.' },
    ]);
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

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/public/auction/reviews/random/list?limit=4',
    });
    expect(res.statusCode).toBe(200);
    const cards =
      res.json<Envelope<{ id: number; image: string; region1: string; region2: string; price: number }[]>>()
        .data;
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

    const one = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/public/auction/reviews/random/list?limit=1',
    });
    expect(one.json<Envelope<unknown[]>>().data).toHaveLength(1);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/public/auction/reviews/random/list?limit=1000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('요청 값이 올바르지 않습니다.');
  });

  it('answers the reference lists as arrays', async () => {
    for (const url of [
      '/api/v1/public/bank-code/all',
      '/api/v1/brands/all',
      '/api/v1/public/auction/dealer-reviews/questions/all',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json<Envelope<unknown[]>>();
      expect(body.code).toBe(200);
      expect(Array.isArray(body.data)).toBe(true);
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
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/public/auction/live' });
    expect(res.statusCode).toBe(200);
    return res.json<Envelope<Record<string, unknown> | null>>().data;
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
