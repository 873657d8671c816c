// The live-auction list with 100,000 auctions (10,000 of them live): the API's page vs the same page as
// one raw SQL statement on the same database, first page, a filtered page and a deep page.
import { sql } from 'drizzle-orm';
import { loop, report, type BenchApp } from './lib/harness';

const AUCTIONS = Number(process.env.BENCH_AUCTIONS ?? 100_000);

export async function benchAuctionList(target: BenchApp, auth: { authorization: string }): Promise<void> {
  const started = performance.now();
  await target.db.execute(sql`
    insert into auctions (seller_id, brand_id, status, vehicle_type, model, year, mileage, region1, region2,
      purpose, has_accident, accident, start_at, end_date, max_bidding_price, bidder_count)
    select (select min(id) from sellers), (select min(id) from brands) + (g % 20),
      case when g % 10 = 0 then 'PROGRESS' else 'COMPLETE' end, 'MOTORBIKE', 'Bench ' || g, 2015 + g % 10, g % 80000,
      (array['서울특별시','경기도','부산광역시','대구광역시'])[1 + g % 4], '중구',
      (array['ROAD','MOUNTAIN','CIRCUIT'])[1 + g % 3], g % 4 = 0, case when g % 4 = 0 then '프론트 포크' else '없음' end,
      now() - interval '1 hour', now() + (g % 2880) * interval '1 minute', 0, 0
    from generate_series(1, ${AUCTIONS}) g`);
  await target.db.execute(sql`analyze auctions`);
  console.log(`\ninserted ${AUCTIONS} auctions in ${Math.round(performance.now() - started)} ms`);

  const rawFirstPage = await loop('raw SQL first page + count (baseline)', () =>
    Promise.all([
      target.db.execute(
        sql`select id, model, end_date from auctions where status = 'PROGRESS' order by end_date, id limit 12`,
      ),
      target.db.execute(sql`select count(*) from auctions where status = 'PROGRESS'`),
    ]),
  );
  const inject = (url: string) => async () => {
    const res = await target.app.inject({ url, headers: auth });
    if (res.statusCode !== 200) {
      throw new Error(`${res.statusCode} ${res.body}`);
    }
  };
  report(`Auction list with ${AUCTIONS} auctions: API page vs raw SQL`, rawFirstPage, [
    await loop('API page 1', inject('/api/v1/dealers/auction/list?page=1&size=12')),
    await loop(
      'API page 1, brand + region + accident filter',
      inject('/api/v1/dealers/auction/list?page=1&size=12&brandIds=1,2,3&regions=서울특별시&repair=true'),
    ),
    await loop('API page 400 (deep)', inject('/api/v1/dealers/auction/list?page=400&size=12')),
  ]);
}
