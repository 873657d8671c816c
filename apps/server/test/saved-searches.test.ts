// Saved searches (docs/domain.md "Saved searches"): the dealer's CRUD with its limit of 10 (two saves at once
// included), the list's filter checks and another dealer's search as not found; and the 09:00 digest: one
// Alimtalk per dealer with the count per search, nothing for non-matching auctions, none with the setting off,
// once however often it runs. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import {
  AUCTION_MESSAGES,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  api,
  kstDayStart,
  type SavedSearchCreateRequest,
} from '@autobid/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  dealerNotificationSettings,
  notificationOutbox,
  savedSearchDigests,
  savedSearches,
} from '../src/db/schema';
import { runAuctionClock } from '../src/jobs/auction-clock';
import { outboxAlimtalk } from '../src/providers/messaging';
import { runSavedSearchDigest } from '../src/modules/saved-searches/saved-searches.public';
import { createAuction, createDealer } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('saved searches', () => {
  let ctx: TestContext;
  let brandA: number;
  let brandB: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    const rows = await ctx.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(2);
    brandA = rows[0]!.id;
    brandB = rows[1]!.id;
  });
  afterAll(async () => ctx.close());

  const create = (dealerId: number, body: SavedSearchCreateRequest) =>
    ctx.call(api.savedSearches.create, { body }, dealerId);
  const filters = (over: Partial<SavedSearchCreateRequest['filters']> = {}) => ({
    brandIds: [] as number[],
    regions: [] as string[],
    repair: null,
    purpose: null,
    ...over,
  });

  describe('CRUD', () => {
    it('saves, lists, renames, switches and deletes a search', async () => {
      const dealer = await createDealer(ctx.db);
      const created = await create(dealer.id, {
        name: ' 서울 무사고 ',
        filters: filters({ brandIds: [brandA], regions: ['서울특별시', '부산광역시 서구'], repair: 'false' }),
      });
      expect(created.status).toBe(201);
      expect(created.data).toMatchObject({
        name: '서울 무사고',
        notify: true,
        filters: {
          brandIds: [brandA],
          regions: ['서울특별시', '부산광역시 서구'],
          repair: 'false',
          purpose: null,
        },
      });
      const id = created.data.id;

      const listed = await ctx.call(api.savedSearches.list, {}, dealer.id);
      expect(listed.data).toEqual({ items: [created.data], max: MAX_SAVED_SEARCHES });

      const renamed = await ctx.call(
        api.savedSearches.update,
        { params: { id }, body: { name: '서울', notify: false } },
        dealer.id,
      );
      expect(renamed.status).toBe(200);
      expect(renamed.data).toMatchObject({ id, name: '서울', notify: false, filters: created.data.filters });

      const removed = await ctx.call(api.savedSearches.remove, { params: { id } }, dealer.id);
      expect(removed.data).toEqual({ id, deleted: true });
      expect((await ctx.call(api.savedSearches.list, {}, dealer.id)).data.items).toEqual([]);
    });

    it('keeps names unique per dealer: a second search of the same name is a 409', async () => {
      const dealer = await createDealer(ctx.db);
      const other = await createDealer(ctx.db);
      expect((await create(dealer.id, { name: '국산', filters: filters() })).status).toBe(201);
      const twice = await create(dealer.id, { name: '국산', filters: filters({ brandIds: [brandB] }) });
      expect(twice.status).toBe(409);
      expect(twice).toMatchObject({
        errorCode: 'SAVED_SEARCH_NAME_TAKEN',
        message: SAVED_SEARCH_MESSAGES.nameTaken,
      });
      // Another dealer may use the name.
      expect((await create(other.id, { name: '국산', filters: filters() })).status).toBe(201);
      // A rename onto a taken name too.
      const second = await create(dealer.id, { name: '수입', filters: filters() });
      const rename = await ctx.call(
        api.savedSearches.update,
        { params: { id: second.data.id }, body: { name: '국산' } },
        dealer.id,
      );
      expect(rename.status).toBe(409);
    });

    it('refuses the 11th search with a Korean 409, also when two are saved at once', async () => {
      const dealer = await createDealer(ctx.db);
      for (let i = 1; i <= MAX_SAVED_SEARCHES - 1; i += 1) {
        expect((await create(dealer.id, { name: `검색 ${i}`, filters: filters() })).status).toBe(201);
      }
      // Two at once for the last place: one wins, the other hears the limit.
      const raced = await Promise.all([
        create(dealer.id, { name: '경쟁 1', filters: filters() }),
        create(dealer.id, { name: '경쟁 2', filters: filters() }),
      ]);
      expect(raced.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = raced.find((answer) => answer.status === 409)!;
      expect(refused).toMatchObject({
        errorCode: 'SAVED_SEARCH_LIMIT',
        message: SAVED_SEARCH_MESSAGES.limit,
      });
      const rows = await ctx.db.select().from(savedSearches).where(eq(savedSearches.dealerId, dealer.id));
      expect(rows).toHaveLength(MAX_SAVED_SEARCHES);
      expect((await create(dealer.id, { name: '하나 더', filters: filters() })).status).toBe(409);
    });

    it("checks the filters with the list's messages: a bad brand id, an unknown region", async () => {
      const dealer = await createDealer(ctx.db);
      const unknownBrand = await create(dealer.id, { name: 'a', filters: filters({ brandIds: [999_999] }) });
      expect(unknownBrand.status).toBe(400);
      expect(unknownBrand).toMatchObject({ message: AUCTION_MESSAGES.brandInvalid });
      const badBrand = await create(dealer.id, { name: 'a', filters: filters({ brandIds: [-1] }) });
      expect(badBrand.status).toBe(400);
      expect(badBrand.message).toBe(AUCTION_MESSAGES.brandInvalid);
      const region = await create(dealer.id, { name: 'a', filters: filters({ regions: ['서구'] }) });
      expect(region.status).toBe(400);
      expect(region).toMatchObject({ errorCode: 'REGION_INVALID', message: AUCTION_MESSAGES.regionInvalid });
      const name = await create(dealer.id, { name: '   ', filters: filters() });
      expect(name.status).toBe(400);
      expect(name.message).toBe(SAVED_SEARCH_MESSAGES.nameRequired);
      const purpose = await ctx.call(
        api.savedSearches.create,
        // A purpose the list does not know.
        { body: { name: 'a', filters: { ...filters(), purpose: 'SEA' } } as never },
        dealer.id,
      );
      expect(purpose.status).toBe(400);
      expect((await ctx.call(api.savedSearches.list, {}, dealer.id)).data.items).toEqual([]);
    });

    it("answers another dealer's search as not found, and is for approved dealers only", async () => {
      const owner = await createDealer(ctx.db);
      const other = await createDealer(ctx.db);
      const { data } = await create(owner.id, { name: '내 검색', filters: filters() });
      const patch = await ctx.call(
        api.savedSearches.update,
        { params: { id: data.id }, body: { notify: false } },
        other.id,
      );
      expect(patch.status).toBe(404);
      expect(patch).toMatchObject({ errorCode: 'SAVED_SEARCH_NOT_FOUND' });
      expect((await ctx.call(api.savedSearches.remove, { params: { id: data.id } }, other.id)).status).toBe(
        404,
      );
      expect((await ctx.call(api.savedSearches.list, {}, other.id)).data.items).toEqual([]);
      const [row] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, data.id));
      expect(row?.notify).toBe(true);

      const inReview = await createDealer(ctx.db, { status: 'AUDIT' });
      expect((await ctx.call(api.savedSearches.list, {}, inReview.id)).status).toBe(403);
      expect((await create(inReview.id, { name: 'x', filters: filters() })).status).toBe(403);
    });
  });

  describe('09:00 digest', () => {
    /** 09:00 Asia/Seoul of a day, plus `ms`. */
    const nineOf = (day: string, ms = 0) => new Date(kstDayStart(day).getTime() + 9 * 3600_000 + ms);
    const digestsTo = (phone: string) =>
      ctx.db
        .select()
        .from(notificationOutbox)
        .where(
          and(
            eq(notificationOutbox.recipient, phone),
            eq(notificationOutbox.template, 'SAVED_SEARCH_DIGEST'),
          ),
        )
        .orderBy(asc(notificationOutbox.id));
    const publicUrl = 'https://autobid.example';
    const digest = (now: Date) => runSavedSearchDigest(ctx.db, { alimtalk: outboxAlimtalk, publicUrl, now });
    /** An approved listing that the clock opens at the day's 09:00. */
    const approvedFor = (day: string, values: Parameters<typeof createAuction>[1] = {}) =>
      createAuction(ctx.db, {
        status: 'APPROVED',
        startAt: nineOf(day),
        approvedAt: nineOf(day, -DAY),
        ...values,
      });
    const DAY = 24 * 3600_000;

    it('sends one Alimtalk per dealer with the count per matching search, nothing for the rest', async () => {
      const day = '2031-03-12';
      const a = await createDealer(ctx.db, { name: '김하나' });
      const b = await createDealer(ctx.db, { name: '이두리' });
      const quiet = await createDealer(ctx.db);
      const seoul = await create(a.id, {
        name: '서울',
        filters: filters({ regions: ['서울특별시'] }),
      });
      const brandSearch = await create(a.id, {
        name: '브랜드A 무사고',
        filters: filters({ brandIds: [brandA], repair: 'false' }),
      });
      const off = await create(a.id, { name: '알림 끔', filters: filters(), notify: false });
      const busan = await create(a.id, { name: '부산', filters: filters({ regions: ['부산광역시'] }) });
      await create(b.id, { name: '전체', filters: filters() });
      await create(quiet.id, { name: '부산 서구', filters: filters({ regions: ['부산광역시 서구'] }) });

      await approvedFor(day, {
        brandId: brandA,
        hasAccident: false,
        region1: '서울특별시',
        region2: '강남구',
      });
      await approvedFor(day, {
        brandId: brandB,
        hasAccident: true,
        region1: '서울특별시',
        region2: '송파구',
      });
      await approvedFor(day, { brandId: brandA, hasAccident: false, region1: '경기도', region2: '수원시' });
      // Not new today: opened the day before and still live.
      await createAuction(ctx.db, {
        status: 'PROGRESS',
        startAt: nineOf(day, -DAY),
        endDate: nineOf(day, DAY),
        region1: '부산광역시',
        region2: '서구',
      });

      // Before 09:00 nothing is due.
      expect((await digest(nineOf(day, -60_000))).sent).toEqual([]);
      const opened = await runAuctionClock(ctx.db, { now: nineOf(day) });
      expect(opened.opened).toHaveLength(3);
      const run = await digest(nineOf(day, 1000));
      expect(run.sent.filter((id) => [a.id, b.id, quiet.id].includes(id)).sort()).toEqual(
        [a.id, b.id].sort(),
      );

      const [toA, ...moreA] = await digestsTo(a.phoneNumber);
      expect(moreA).toEqual([]);
      expect(toA?.body).toContain('김하나님');
      expect(toA?.body).toContain('- 서울: 2대');
      expect(toA?.body).toContain('- 브랜드A 무사고: 2대');
      expect(toA?.body).toContain(`${publicUrl}/auction/list?savedSearch=${seoul.data.id}`);
      expect(toA?.body).not.toContain('알림 끔');
      expect(toA?.body).not.toContain('부산');
      expect(toA?.link).toBe(`${publicUrl}/auction/list?savedSearch=${seoul.data.id}`);
      expect(toA?.payload).toMatchObject({
        event: 'SAVED_SEARCH_DIGEST',
        day,
        searches: [
          { id: seoul.data.id, name: '서울', count: 2 },
          { id: brandSearch.data.id, name: '브랜드A 무사고', count: 2 },
        ],
      });
      expect(await digestsTo(b.phoneNumber)).toHaveLength(1);
      expect((await digestsTo(b.phoneNumber))[0]?.body).toContain('- 전체: 3대');
      expect(await digestsTo(quiet.phoneNumber)).toEqual([]);
      const [claim] = await ctx.db
        .select()
        .from(savedSearchDigests)
        .where(and(eq(savedSearchDigests.dealerId, a.id), eq(savedSearchDigests.day, day)));
      expect(claim?.counts).toEqual({ [seoul.data.id]: 2, [brandSearch.data.id]: 2 });
      expect(off.data.notify).toBe(false);
      expect(busan.status).toBe(201);

      // Run again, and twice at once: nothing more.
      expect((await digest(nineOf(day, 5000))).sent).toEqual([]);
      await Promise.all([digest(nineOf(day, 6000)), digest(nineOf(day, 6000))]);
      expect(await digestsTo(a.phoneNumber)).toHaveLength(1);
      expect(await digestsTo(b.phoneNumber)).toHaveLength(1);
    });

    it("honours the dealer's setting: saved_search_digest off sends nothing", async () => {
      const day = '2031-04-15';
      const on = await createDealer(ctx.db);
      const off = await createDealer(ctx.db);
      await create(on.id, { name: '전체', filters: filters() });
      await create(off.id, { name: '전체', filters: filters() });
      await ctx.db.insert(dealerNotificationSettings).values({ dealerId: off.id, savedSearchDigest: false });
      await approvedFor(day);
      await runAuctionClock(ctx.db, { now: nineOf(day) });
      const run = await digest(nineOf(day, 1000));
      expect(run.sent.filter((id) => id === on.id || id === off.id)).toEqual([on.id]);
      expect(await digestsTo(off.phoneNumber)).toEqual([]);
      // Turned on again the same day: the day's digest still comes once.
      await ctx.db
        .update(dealerNotificationSettings)
        .set({ savedSearchDigest: true })
        .where(eq(dealerNotificationSettings.dealerId, off.id));
      expect((await digest(nineOf(day, 2000))).sent).toEqual([off.id]);
      expect((await digest(nineOf(day, 3000))).sent).toEqual([]);
      expect(await digestsTo(off.phoneNumber)).toHaveLength(1);
    });
  });
});
