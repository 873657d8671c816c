// The live-auction list with 100,000 auctions (10,000 of them live): inserted before the server starts,
// then the first page, a filtered page and a deep page over HTTP.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/types';
import { load, type BenchOptions, type LoadResult } from './lib/harness';

export async function insertAuctions(db: Db, count: number): Promise<void> {
  const started = performance.now();
  await db.execute(sql`
    insert into auctions (seller_id, brand_id, status, vehicle_type, model, year, mileage, region1, region2,
      purpose, has_accident, accident, start_at, end_date, max_bidding_price, bidder_count)
    select (select min(id) from sellers), (select min(id) from brands) + (g % 20),
      case when g % 10 = 0 then 'PROGRESS' else 'COMPLETE' end, 'MOTORBIKE', 'Bench ' || g, 2015 + g % 10, g % 80000,
      (array['서울특별시','경기도','부산광역시','대구광역시'])[1 + g % 4], '중구',
      (array['ROAD','MOUNTAIN','CIRCUIT'])[1 + g % 3], g % 4 = 0, case when g % 4 = 0 then '프론트 포크' else '없음' end,
      now() - interval '1 hour', now() + (g % 2880) * interval '1 minute', 0, 0
    from generate_series(1, ${count}) g`);
  // A settled table, as autovacuum leaves one in production: statistics and the visibility map.
  await db.execute(sql`vacuum analyze auctions`);
  console.log(`inserted ${count} auctions in ${Math.round(performance.now() - started)} ms`);
}

export async function benchAuctionList(
  url: string,
  auth: { authorization: string },
  options: BenchOptions,
): Promise<LoadResult[]> {
  const list = `${url}/api/v1/dealers/auction/list`;
  const headers = { ...auth, 'accept-encoding': 'identity' };
  return [
    await load('list page 1', `${list}?page=1&size=12`, { ...options, headers }),
    await load(
      'list page 1, brand + region + accident filter',
      `${list}?page=1&size=12&brandIds=1,2,3&regions=${encodeURIComponent('서울특별시')}&repair=true`,
      { ...options, headers },
    ),
    await load('list page 400 (deep)', `${list}?page=400&size=12`, { ...options, headers }),
  ];
}
