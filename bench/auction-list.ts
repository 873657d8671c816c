// The live-auction list with 100,000 auctions (10,000 of them live): inserted before the server starts,
// then the first page, a filtered page and a deep page over HTTP, and page 1's statement alone as raw SQL.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema';
import type { Db } from '../apps/server/src/db/types';
import { listProgressAuctions } from '../apps/server/src/modules/auctions/auctions.repository';
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
    await load('list page 5', `${list}?page=5&size=12`, { ...options, headers }),
    await load('list page 400 (deep)', `${list}?page=400&size=12`, { ...options, headers }),
  ];
}

/**
 * The same-size baseline: the bare process answering the bytes of the app's page 1 (its body PUT to `/same`), so
 * the ratio compares the app with a route that sends the same answer and does nothing else.
 */
export async function sameBodyBaseline(
  appUrl: string,
  bareUrl: string,
  auth: { authorization: string },
  options: BenchOptions,
): Promise<LoadResult> {
  const answer = await fetch(`${appUrl}/api/v1/dealers/auction/list?page=1&size=12`, { headers: auth });
  const body = await answer.text();
  await fetch(`${bareUrl}/same`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
  return load(
    `bare fastify, the same ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB body (baseline)`,
    `${bareUrl}/same`,
    options,
  );
}

/** The statement the server sends for a page of the unfiltered list (captured from the repository through Drizzle's logger). */
export async function captureListStatement(
  pool: pg.Pool,
  page: number,
): Promise<{ query: string; params: unknown[] }> {
  const captured: { query: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Db;
  const filters = { brandIds: [], regions: [], hasAccident: null, purpose: null, likedBy: null };
  await listProgressAuctions(db, filters, 1, { limit: 13, offset: (page - 1) * 12 });
  const statement = captured.at(-1);
  if (!statement) {
    throw new Error('the list sent no statement');
  }
  return statement;
}

/**
 * The database's own speed for the list's page 1: the statement the server sends replayed with node-postgres at
 * the same concurrency, no HTTP, no app. On PostgreSQL only (PGlite belongs to the server process). What the HTTP
 * list reaches of this is the app's own share.
 */
export async function rawListBaseline(databaseUrl: string, options: BenchOptions): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.connections });
  try {
    const statement = await captureListStatement(pool, 1);
    const latencies: number[] = [];
    let errors = 0;
    const until = performance.now() + options.seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < until) {
          const sent = performance.now();
          try {
            await pool.query(statement.query, statement.params);
            latencies.push(performance.now() - sent);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0);
    return {
      name: 'list page 1 statement, raw node-postgres (no HTTP, no app)',
      requestsPerSecond: Math.round(latencies.length / seconds),
      p50: at(0.5),
      p99: at(0.99),
      errors,
    };
  } finally {
    await pool.end();
  }
}

/** A page past the cached ones (LIST_PAGES_CACHED, docs/decisions/039): read through the statement every time. */
export const BYPASSED_PAGE = 6;

/**
 * The list's statement path against the lean route: page BYPASSED_PAGE of the product (its page cache does not hold
 * it, so every request runs the statement), and the bare process's `/lean` sending the statement the product sends
 * for that page (captured) through node-postgres as a named statement and answering its rows. The lean route is
 * the first result (the baseline). PostgreSQL only.
 */
export async function benchStatementPath(
  appUrl: string,
  bareUrl: string,
  databaseUrl: string,
  auth: { authorization: string },
  options: BenchOptions,
): Promise<[LoadResult, LoadResult]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let statement: { query: string; params: unknown[] };
  try {
    statement = await captureListStatement(pool, BYPASSED_PAGE);
  } finally {
    await pool.end();
  }
  const put = await fetch(`${bareUrl}/lean`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ databaseUrl, text: statement.query, values: statement.params }),
  });
  if (!put.ok) {
    throw new Error(`PUT /lean: ${put.status} ${await put.text()}`);
  }
  const lean = await load(
    `lean route: bare Fastify + node-postgres, page ${BYPASSED_PAGE}'s statement (baseline)`,
    `${bareUrl}/lean`,
    options,
  );
  const product = await load(
    `list page ${BYPASSED_PAGE} (cache bypassed: the statement path)`,
    `${appUrl}/api/v1/dealers/auction/list?page=${BYPASSED_PAGE}&size=12`,
    { ...options, headers: { ...auth, 'accept-encoding': 'identity' } },
  );
  return [lean, product];
}
