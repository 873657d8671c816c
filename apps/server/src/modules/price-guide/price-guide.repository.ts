// The price guide's one statement (docs/domain.md "Price guidance", docs/decisions/037): the completed deals of
// the last 6 months of the same brand and model (trimmed, case-insensitive), year ±1 and the mileage band,
// their count, median and quartiles and the most recent few, in one indexed query.
import {
  COMPLETED_TRADE_STATUSES,
  PRICE_GUIDE_MONTHS,
  PRICE_GUIDE_RECENT,
  PRICE_GUIDE_YEAR_SPAN,
  priceGuideMileageBand,
  type PriceGuideComparable,
  type VehicleType,
} from '@autobid/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { parsedJson } from '../../db/json-column';

export type PriceGuideSearch = {
  brandId: number;
  model: string;
  year: number;
  mileage: number;
  type: VehicleType;
  now: Date;
};

export type PriceGuideFigures = {
  count: number;
  median: number | null;
  p25: number | null;
  p75: number | null;
  recent: PriceGuideComparable[];
};

type Row = {
  count: number | string;
  median: number | string | null;
  p25: number | string | null;
  p75: number | string | null;
  recent: PriceGuideComparable[] | string | null;
};

const completedStatuses = sql.join(
  COMPLETED_TRADE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** The statement itself, for the guide and for EXPLAIN (test/price-guide.test.ts, bench/price-guide.ts). */
export function priceGuideStatement(search: PriceGuideSearch) {
  const band = priceGuideMileageBand(search.mileage);
  const since = new Date(search.now);
  since.setUTCMonth(since.getUTCMonth() - PRICE_GUIDE_MONTHS);
  return sql`
    with comps as (
      select coalesce(d.final_price, d.agreed_price, d.price)::bigint as price,
             coalesce(a.mileage, 0) as mileage, a.year, d.completed_at
      from auctions a
      join deals d on d.auction_id = a.id and d.completed_at is not null and d.canceled_at is null
      where a.brand_id = ${search.brandId}
        and a.year between ${search.year - PRICE_GUIDE_YEAR_SPAN} and ${search.year + PRICE_GUIDE_YEAR_SPAN}
        and lower(btrim(a.model)) = lower(btrim(${search.model}))
        and a.vehicle_type = ${search.type}
        and a.status in (${completedStatuses})
        and coalesce(a.mileage, 0) between ${band.min} and ${band.max}
        and d.completed_at >= ${since.toISOString()}::timestamptz
        and d.completed_at <= ${search.now.toISOString()}::timestamptz
    )
    select count(*)::int as count,
           round(percentile_cont(0.5) within group (order by price))::bigint as median,
           round(percentile_cont(0.25) within group (order by price))::bigint as p25,
           round(percentile_cont(0.75) within group (order by price))::bigint as p75,
           (select coalesce(json_agg(r), '[]'::json) from (
              select price, mileage, year,
                     to_char(completed_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as "completedOn"
              from comps order by completed_at desc limit ${PRICE_GUIDE_RECENT}
           ) r) as recent
    from comps`;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export async function priceGuideFigures(db: DbOrTx, search: PriceGuideSearch): Promise<PriceGuideFigures> {
  const raw = await db.execute(priceGuideStatement(search));
  const row = (raw as { rows: Row[] }).rows[0]!;
  const recent = parsedJson<PriceGuideComparable[] | null>(row.recent);
  return {
    count: Number(row.count),
    median: num(row.median),
    p25: num(row.p25),
    p75: num(row.p75),
    recent: (recent ?? []).map((c) => ({
      price: Number(c.price),
      mileage: Number(c.mileage),
      year: Number(c.year),
      completedOn: c.completedOn,
    })),
  };
}
