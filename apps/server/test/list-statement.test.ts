// The live list's prepared statement (docs/decisions/042): its placeholder conditions match the same auctions as the
// conditions the saved searches build with values, for every filter shape; and the list writes an auction's end
// as Date.prototype.toISOString does, also for an end stored with microseconds, now that the database prints it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { auctions, brands } from '../src/db/schema';
import {
  filterShapeName,
  filterShapeOf,
  filterValuesOf,
  preparedProgressConditions,
  progressConditions,
} from '../src/modules/auctions/auction-filters';
import { listQuery, type AuctionListFilters } from '../src/modules/auctions/auctions.repository';
import { createDealer, createLike, createLiveAuction } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

/** The unfiltered list. */
const NO_FILTERS: AuctionListFilters = {
  brandIds: [],
  regions: [],
  hasAccident: null,
  purpose: null,
  likedBy: null,
};

describe('the list statement', () => {
  let ctx: TestContext;
  let dealerId: number;
  const brandIds: number[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    dealerId = (await createDealer(ctx.db)).id;
    const rows = await ctx.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(3);
    brandIds.push(...rows.map((row) => row.id));
    const places: [string, string][] = [
      ['부산광역시', '서구'],
      ['인천광역시', '서구'],
      ['경기도', '수원시 영통구'],
      ['서울특별시', '강남구'],
    ];
    for (let index = 0; index < 12; index += 1) {
      const [region1, region2] = places[index % places.length]!;
      const auction = await createLiveAuction(ctx.db, {
        region1,
        region2,
        brandId: brandIds[index % brandIds.length],
        hasAccident: index % 3 === 0,
        purpose: index % 2 === 0 ? 'ROAD' : 'CIRCUIT',
        endsInMs: 1_000_000 + index * 1_000,
      });
      if (index % 4 === 1) {
        await createLike(ctx.db, { dealerId, auctionId: auction.id });
      }
    }
  });
  afterAll(async () => ctx.close());

  it('matches the same auctions as the conditions with values, shape by shape', async () => {
    const variants: Partial<AuctionListFilters>[] = [
      {},
      { brandIds: [brandIds[0]!] },
      { brandIds: [brandIds[0]!, brandIds[2]!] },
      { regions: [{ province: '부산광역시', district: null }] },
      { regions: [{ province: '부산광역시', district: '서구' }] },
      {
        regions: [
          { province: '경기도', district: null },
          { province: '인천광역시', district: '서구' },
        ],
      },
      { hasAccident: true },
      { hasAccident: false, purpose: 'ROAD' },
      { likedBy: dealerId },
      {
        brandIds: [brandIds[1]!, brandIds[0]!],
        regions: [{ province: '인천광역시', district: null }],
        hasAccident: false,
        purpose: 'CIRCUIT',
        likedBy: dealerId,
      },
    ];
    const names = new Set<string>();
    for (const variant of variants) {
      const filters: AuctionListFilters = { ...NO_FILTERS, ...variant };
      const withValues = await ctx.db
        .select({ id: auctions.id })
        .from(auctions)
        .where(and(...progressConditions(filters)))
        .orderBy(asc(auctions.id));
      const shape = filterShapeOf(filters);
      const name = `list_statement_test_${filterShapeName(shape)}`;
      const withPlaceholders = await ctx.db
        .select({ id: auctions.id })
        .from(auctions)
        .where(and(...preparedProgressConditions(shape)))
        .orderBy(asc(auctions.id))
        .prepare(name)
        .execute(filterValuesOf(filters));
      expect(withPlaceholders, JSON.stringify(variant)).toEqual(withValues);
      expect(withValues.length, JSON.stringify(variant)).toBeGreaterThan(0);
      names.add(name);
    }
    // The two brand lists share one shape.
    expect(names.size).toBe(variants.length - 1);
  });

  it('writes the end as toISOString does, milliseconds cut from microseconds', async () => {
    const auction = await createLiveAuction(ctx.db, { endsInMs: 1 });
    // Later than every other auction, so it is the last of the list; microseconds the ISO string cannot carry.
    await ctx.db.execute(
      sql`update auctions set end_date = date_trunc('second', now()) + interval '30 days 0.123987 second' where id = ${auction.id}`,
    );
    const [stored] = await ctx.db
      .select({ endDate: auctions.endDate })
      .from(auctions)
      .where(eq(auctions.id, auction.id));
    const { status, data } = await ctx.call(api.auctions.list, { query: { size: 50 } }, dealerId);
    expect(status).toBe(200);
    const item = data.items.find((each) => each.id === auction.id);
    expect(item?.endDate).toBe(stored!.endDate!.toISOString());
    expect(item?.endDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.123Z$/);
    // Every item as the Date of its row would print it.
    const rows = await ctx.db.select({ id: auctions.id, endDate: auctions.endDate }).from(auctions);
    const ends = new Map(rows.map((row) => [row.id, row.endDate?.toISOString() ?? null]));
    for (const each of data.items) {
      expect(each.endDate).toBe(ends.get(each.id));
    }
  });

  it('reads a page by the primary key on its generic plan, never a whole scan of the auctions', async () => {
    // Enough auctions that a scan of them costs the planner more than reading a page by id: copies of the live ones.
    // Both databases answer `execute` with `rows`; the union type of the two clients does not say so.
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const [columns] = rowsOf<{ list: string }>(
      await ctx.db.execute(
        sql`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list from information_schema.columns where table_name = 'auctions' and column_name <> 'id' and is_generated = 'NEVER'`,
      ),
    );
    const list = sql.raw(columns!.list);
    await ctx.db.execute(
      sql`insert into auctions (${list}) select ${list} from auctions, generate_series(1, 2000) where status = 'PROGRESS'`,
    );
    await ctx.db.execute(sql`analyze auctions`);
    const query = listQuery(ctx.db, filterShapeOf(NO_FILTERS)).toSQL();
    const values: Record<string, unknown> = {
      ...filterValuesOf(NO_FILTERS),
      viewerId: dealerId,
      limit: 13,
      offset: 60,
    };
    const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value)}'`);
    const args = query.params.map((param) => literal(values[(param as { name: string }).name]));
    // The plan of the server's sessions (docs/decisions/042): generic, whatever the values.
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare list_plan_test as ${query.sql}`));
      const explained = rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql.raw(`explain execute list_plan_test(${args.join(', ')})`)),
      );
      await tx.execute(sql`deallocate list_plan_test`);
      return explained.map((row) => row['QUERY PLAN']).join('\n');
    });
    // The page's rows by their ids, not a join that reads every auction (by a scan or the whole primary key).
    expect(plan).toMatch(/Index Scan using auctions_pkey on auctions .*\n\s+Index Cond: \(id = ANY/);
    expect(plan).not.toMatch(/Seq Scan on auctions\b|Hash Join/);
  });
});
