// Price guidance from completed trades (docs/domain.md "Price guidance", docs/decisions/037): figures on known
// deals, the comparables' rules (model spelling, year ±1, mileage band, 6-month window, status), the final price
// after an accepted adjustment, the under-3 answer, who may ask, and the statement's indexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api } from '@autobid/shared';
import { brands } from '../src/db/schema';
import { fixedClock } from '../src/lib/clock';
import { priceGuideStatement } from '../src/modules/price-guide/price-guide.repository';
import { createAuction, createDealAt, createDealer, createOperator, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const NOW = new Date('2026-06-15T03:00:00Z');
const DAY = 24 * 3600_000;

let ctx: TestContext;
let brandId: number;
let otherBrandId: number;
let sellerId: number;
let dealerId: number;

type Sale = {
  price: number;
  model?: string;
  year?: number;
  mileage?: number;
  daysAgo?: number;
  status?: 'COMPLETE' | 'TRANSACTION' | 'TRANSACTION_DELAY' | 'RESERVATION_COMPLETE';
  brand?: number;
  type?: 'CAR' | 'MOTORBIKE';
  finalPrice?: number | null;
  agreedPrice?: number;
  canceled?: boolean;
};

async function sale(s: Sale) {
  const completedAt = new Date(NOW.getTime() - (s.daysAgo ?? 10) * DAY);
  const completes = (s.status ?? 'COMPLETE') !== 'RESERVATION_COMPLETE';
  await createDealAt(ctx.db, {
    status: s.status === 'RESERVATION_COMPLETE' ? 'RESERVATION_COMPLETE' : 'COMPLETE',
    price: s.price,
    now: completedAt,
    auction: {
      ...(s.status && s.status !== 'COMPLETE' ? { status: s.status } : {}),
      brandId: s.brand ?? brandId,
      model: s.model ?? 'PCX125',
      year: s.year ?? 2021,
      mileage: s.mileage ?? 10_000,
      vehicleType: s.type ?? 'MOTORBIKE',
    },
    deal: {
      ...(completes ? { completedAt, finalPrice: s.finalPrice === undefined ? s.price : s.finalPrice } : {}),
      ...(s.agreedPrice ? { agreedPrice: s.agreedPrice } : {}),
      ...(s.canceled ? { canceledAt: completedAt, canceledBy: 'ADMIN', cancelReason: '취소' } : {}),
    },
  });
}

const ask = { brandId: '', model: 'PCX125', year: '2021', mileage: '10000', type: 'MOTORBIKE' as const };
const guide = (query: Partial<typeof ask> = {}, as?: number | Record<string, string>) =>
  ctx.call(api.priceGuide.guide, { query: { ...ask, brandId: String(brandId), ...query } }, as ?? sellerId);

beforeAll(async () => {
  ctx = await createTestContext({ clock: fixedClock(NOW) });
  const rows = await ctx.db.select({ id: brands.id }).from(brands).orderBy(brands.id).limit(2);
  [brandId, otherBrandId] = rows.map((r) => r.id) as [number, number];
  sellerId = (await createSeller(ctx.db)).id;
  dealerId = (await createDealer(ctx.db)).id;
  // The comparables: five sales whose prices sort 1.0, 1.2, 1.5 (adjusted from 1.9), 2.0, 3.0 million.
  await sale({ price: 2_000_000, daysAgo: 3 });
  await sale({ price: 1_200_000, model: '  pcx125 ', year: 2020, mileage: 7_000, daysAgo: 20 });
  await sale({ price: 1_900_000, finalPrice: 1_500_000, agreedPrice: 1_500_000, year: 2022, daysAgo: 40 });
  await sale({ price: 3_000_000, status: 'TRANSACTION', mileage: 13_000, daysAgo: 90 });
  await sale({ price: 1_000_000, status: 'TRANSACTION_DELAY', mileage: 15_000, daysAgo: 170 });
  // Not comparables: outside year ±1, the band, the window; another model, brand or type; not completed.
  await sale({ price: 9_000_000, year: 2018 });
  await sale({ price: 9_000_000, year: 2024 });
  await sale({ price: 9_000_000, mileage: 15_001 });
  await sale({ price: 9_000_000, daysAgo: 200 });
  await sale({ price: 9_000_000, model: 'PCX150' });
  await sale({ price: 9_000_000, brand: otherBrandId });
  await sale({ price: 9_000_000, type: 'CAR' });
  await sale({ price: 9_000_000, status: 'RESERVATION_COMPLETE' });
  await sale({ price: 9_000_000, canceled: true, finalPrice: 9_000_000 });
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /v1/price-guide', () => {
  it('answers the median and quartiles of the completed comparables, the adjusted price where there is one', async () => {
    const answer = await guide();
    expect(answer.status, answer.message).toBe(200);
    // Prices 1,000,000 1,200,000 1,500,000 2,000,000 3,000,000: median 1.5 M, p25 1.2 M, p75 2.0 M.
    expect(answer.data).toMatchObject({ count: 5, median: 1_500_000, p25: 1_200_000, p75: 2_000_000 });
    expect(answer.data.recent).toEqual([
      { price: 2_000_000, mileage: 10_000, year: 2021, completedOn: '2026-06-12' },
      { price: 1_200_000, mileage: 7_000, year: 2020, completedOn: '2026-05-26' },
      { price: 1_500_000, mileage: 10_000, year: 2022, completedOn: '2026-05-06' },
      { price: 3_000_000, mileage: 13_000, year: 2021, completedOn: '2026-03-17' },
      { price: 1_000_000, mileage: 15_000, year: 2021, completedOn: '2025-12-27' },
    ]);
    expect(JSON.stringify(answer.data)).not.toMatch(/dealer|seller|plate|name|phone/i);
  });

  it('interpolates the quartiles between sales (rounded to the won)', async () => {
    // Year 2020 ±1 drops the 2022 sale: 1.0 1.2 2.0 3.0 → median 1.6 M, p25 1.15 M, p75 2.25 M.
    const answer = await guide({ year: '2020' });
    expect(answer.data).toMatchObject({ count: 4, median: 1_600_000, p25: 1_150_000, p75: 2_250_000 });
  });

  it('keeps the mileage band: ± the larger of 30 % and 5,000 km', async () => {
    // 40,000 km: band 28,000–52,000, no sale in it.
    expect((await guide({ mileage: '40000' })).data).toEqual({ count: 0 });
    // 2,000 km: band 0–7,000 holds only the 7,000 km sale.
    expect((await guide({ mileage: '2000' })).data).toEqual({ count: 1 });
  });

  it('answers only the count below 3 sales', async () => {
    // 2023 ±1: the 2022 sale and the 2024 one.
    const answer = await guide({ year: '2023' });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ count: 2 });
    expect(answer.data).not.toHaveProperty('median');
  });

  it('counts six months back from now and no further', async () => {
    ctx.clock.set(new Date(NOW.getTime() + 15 * DAY));
    try {
      // The 170-day sale is now 185 days old.
      expect((await guide()).data).toMatchObject({ count: 4, median: 1_750_000 });
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('matches the model trimmed and case-insensitive', async () => {
    expect((await guide({ model: ' pcx125' })).data).toMatchObject({ count: 5 });
    expect((await guide({ model: 'PCX' })).data).toEqual({ count: 0 });
  });

  it('is open to sellers and dealers, refused to operators and to no session', async () => {
    expect((await guide({}, await ctx.auth(dealerId, 'dealer'))).status).toBe(200);
    expect((await guide({}, {})).status).toBe(401);
    const operator = await createOperator(ctx.db);
    expect((await guide({}, await ctx.auth(operator.id, 'operator'))).status).toBe(403);
  });

  it('refuses a bad query with the field’s Korean message', async () => {
    const answer = await guide({ year: 'abc' });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('연식이 올바르지 않습니다.');
    expect((await guide({ model: '  ' })).message).toContain('모델명을 입력해주세요.');
    expect((await guide({ brandId: 'x' })).message).toContain('브랜드를 선택해주세요.');
  });

  it('flags in the console review a hope price far outside the band (below p25 × 0.7, above p75 × 1.3)', async () => {
    const operator = await createOperator(ctx.db);
    const review = async (hopePrice: number) => {
      const listing = await createAuction(ctx.db, {
        status: 'AUDIT',
        brandId,
        model: 'PCX125',
        year: 2021,
        mileage: 10_000,
        vehicleType: 'MOTORBIKE',
        hopePrice,
      });
      const answer = await ctx.call(
        api.consoleAuctions.detail,
        { params: { id: listing.id } },
        await ctx.auth(operator.id, 'operator'),
      );
      expect(answer.status, answer.message).toBe(200);
      return answer.data.priceGuide;
    };
    // p25 1.2 M → below 840,000 is LOW; p75 2.0 M → above 2,600,000 is HIGH.
    expect(await review(830_000)).toMatchObject({ count: 5, median: 1_500_000, far: 'LOW' });
    expect((await review(840_000))?.far).toBeNull();
    expect((await review(2_600_000))?.far).toBeNull();
    expect((await review(2_610_000))?.far).toBe('HIGH');
  });

  it('is one statement the indexes can answer', async () => {
    const statement = priceGuideStatement({
      brandId,
      model: 'PCX125',
      year: 2021,
      mileage: 10_000,
      type: 'MOTORBIKE',
      now: NOW,
    });
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const raw = await tx.execute(sql`explain ${statement}`);
      return (raw as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    // The auctions are reached by an index on their brand (auctions_price_guide_idx with PostgreSQL's
    // statistics on many rows, docs/benchmarks.md), the deals by theirs; never a scan of a whole table.
    expect(plan).toMatch(
      /Index (Only )?Scan using \w+ on auctions a[^\n]*\n\s+Index Cond: [^\n]*brand_id = /,
    );
    expect(plan).toMatch(/Index (Only )?Scan using \w+ on deals d/);
  });
});
