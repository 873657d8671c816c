// The price guide (docs/domain.md "Price guidance") on 100,000 completed deals: the guide's one statement
// (apps/server/src/modules/price-guide/price-guide.repository.ts) timed one call after another with asks
// spread over the inserted brands, models, years and mileages, and its plan (EXPLAIN ANALYZE) printed. On a
// fresh PostgreSQL database (the local one, or BENCH_DATABASE_URL's server); target p99 ≤ 20 ms.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/types';
import { openDatabase } from '../apps/server/src/db/client';
import { priceGuideStatement } from '../apps/server/src/modules/price-guide/price-guide.repository';
import { freshPostgresDatabase, prepareDatabase, type BenchSection } from './lib/harness';

const DEALS = Number(process.env.BENCH_PRICE_GUIDE_DEALS ?? 100_000);
const TARGET_P99_MS = 20;
const BRANDS = 20;
const MODELS = 50;

/** 100,000 completed trades over the last 12 months: auction, winning bid and completed deal each. */
async function insertCompletedDeals(db: Db, count: number): Promise<void> {
  const started = performance.now();
  await db.execute(sql`
    insert into auctions (seller_id, brand_id, status, vehicle_type, model, year, mileage, region1, region2,
      purpose, start_at, end_date, max_bidding_price, bidder_count)
    select (select min(id) from sellers), (select min(id) from brands) + (g % ${BRANDS}),
      case when g % 7 = 0 then 'TRANSACTION' else 'COMPLETE' end, 'MOTORBIKE',
      'Guide ' || ((g / ${BRANDS}) % ${MODELS}), 2015 + g % 10, (g * 7919) % 80000,
      '서울특별시', '중구', 'ROAD', now() - interval '400 days', now() - interval '398 days',
      1000000 + (g % 400) * 10000, 1
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into biddings (auction_id, dealer_id, price, is_selected, bidding_at)
    select a.id, (select min(id) from dealers), a.max_bidding_price, true, a.end_date
    from auctions a where a.model like 'Guide %'`);
  await db.execute(sql`
    insert into deals (auction_id, bidding_id, dealer_id, seller_id, price, final_price, selected_at, completed_at)
    select b.auction_id, b.id, b.dealer_id, a.seller_id, b.price,
      case when b.id % 5 = 0 then b.price - 100000 else b.price end, a.end_date,
      now() - ((b.id * 37) % 365) * interval '1 day'
    from biddings b join auctions a on a.id = b.auction_id where a.model like 'Guide %'`);
  await db.execute(sql`vacuum analyze auctions`);
  await db.execute(sql`vacuum analyze deals`);
  console.log(`inserted ${count} completed deals in ${Math.round(performance.now() - started)} ms`);
}

const rowsOf = <T>(raw: unknown): T[] => (raw as { rows: T[] }).rows;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;

export async function benchPriceGuide(options: { quick: boolean }): Promise<BenchSection> {
  const target = await freshPostgresDatabase('bench_price_guide');
  try {
    const prepared = await prepareDatabase((db) => insertCompletedDeals(db, DEALS), target.url);
    const database = await openDatabase({ databaseUrl: target.url, dataDir: prepared.dataDir });
    try {
      const db = database.db;
      const brandRows = rowsOf<{ id: number }>(await db.execute(sql`select min(id)::int as id from brands`));
      const firstBrand = brandRows[0]!.id;
      const now = new Date();
      const askOf = (n: number) => ({
        brandId: firstBrand + (n % BRANDS),
        model: ` guide ${(n * 13) % MODELS}`,
        year: 2015 + ((n * 7) % 10),
        mileage: (n * 104_729) % 80_000,
        type: 'MOTORBIKE' as const,
        now,
      });
      for (let n = 0; n < 50; n += 1) {
        await db.execute(priceGuideStatement(askOf(n)));
      }
      const calls = options.quick ? 500 : 3_000;
      const times: number[] = [];
      let sales = 0;
      for (let n = 0; n < calls; n += 1) {
        const started = performance.now();
        const raw = await db.execute(priceGuideStatement(askOf(n + 1_000)));
        times.push(performance.now() - started);
        sales += Number(rowsOf<{ count: number }>(raw)[0]?.count ?? 0);
      }
      times.sort((a, b) => a - b);
      const plan = rowsOf<Record<string, string>>(
        await db.execute(sql`explain (analyze, costs off) ${priceGuideStatement(askOf(7))}`),
      ).map((row) => Object.values(row)[0] ?? '');
      console.log(plan.join('\n'));
      const row = {
        case: 'price guide statement, one client',
        deals: DEALS,
        calls,
        'mean comparables': Math.round((sales / calls) * 10) / 10,
        'p50 ms': Math.round(percentile(times, 0.5) * 100) / 100,
        'p99 ms': Math.round(percentile(times, 0.99) * 100) / 100,
        'max ms': Math.round(times.at(-1)! * 100) / 100,
      };
      console.table([row]);
      return {
        name: 'price guide',
        target: `one indexed statement, p99 ≤ ${TARGET_P99_MS} ms on ${DEALS} completed deals`,
        met: row['p99 ms'] <= TARGET_P99_MS,
        rows: [row],
        notes: plan.filter((line) => /Index|Seq Scan/.test(line)).map((line) => line.trim()),
      };
    } finally {
      await database.close();
    }
  } finally {
    await target.drop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await benchPriceGuide({ quick: process.argv.includes('--quick') || process.env.BENCH_QUICK === '1' });
}
