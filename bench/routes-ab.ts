// The dealer's other routes (detail, profile, dashboard, bid history, deal list) of two builds side by side: this
// checkout's server and another checkout's (BENCH_OTHER, as bench/list-ab.ts), both on one PostgreSQL database with
// 100,000 auctions, each route beside the bare Fastify process sending a body of the same size. The cases alternate
// (other, this) within each round. One more case reads the details of page 1's twelve auctions in turn, so the
// detail is measured over several auctions too, not only one read by every connection at once.
// `BENCH_OTHER=/tmp/other npx tsx bench/routes-ab.ts` (docs/benchmarks.md).
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { createTokenService } from '../apps/server/src/lib/jwt';
import { systemClock } from '../apps/server/src/lib/clock';
import { startAb } from './lib/ab';
import { load, ratioTo } from './lib/harness';
import { BENCH_JWT_SECRET } from './lib/processes';

const only = process.env.BENCH_CASES?.split(',');
// Also measure each case while a writer moves the dealer's page version as fast as it can (docs/decisions/045): every
// read then misses the kept page, the worst case of the cache (its statement plus the read it replaces).
const withWrites = process.env.BENCH_WRITES === '1';
// Also measure each case read by this many dealers in turn (copies of the demo dealer: its row, active bids and likes,
// so their pages are about as large), each request another dealer's: what the kept pages give when every dealer
// reads its own, not one token's (docs/decisions/045). Their deal lists are empty (a deal is one dealer's).
const dealerCount = Number(process.env.BENCH_DEALERS ?? 0);

const { databaseUrl, servers, bare, auth, headersOf, options, rounds, stop } =
  await startAb('bench_routes_ab');
try {
  const api = '/api/v1/dealers';
  // The demo dealer's id, from its token's payload.
  const demoDealerId = Number(
    (JSON.parse(Buffer.from(auth.this.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub,
  );
  // The copies' tokens are signed here with the servers' secret (logging 64 dealers in would meet the login limit).
  const copies = dealerCount > 0 ? await copyDemoDealer(databaseUrl, demoDealerId, dealerCount) : [];
  const tokens = createTokenService({ secret: BENCH_JWT_SECRET, ttlSeconds: 3600, clock: systemClock });
  const copyBearers = await Promise.all(
    copies.map(async (id) => `Bearer ${await tokens.sign({ id, role: 'dealer', version: 0 })}`),
  );
  const copyTokens = { other: copyBearers, this: copyBearers };
  const getJson = async <T>(path: string) =>
    (
      (await (await fetch(`${servers.this.url}${path}`, { headers: headersOf('this') })).json()) as {
        data: T;
      }
    ).data;
  // An auction the demo dealer has bid on (its detail shows the bid panel), as bench/routes.ts picks it.
  const bids = await getJson<{ items: { id: number; status: string }[] }>(
    `${api}/auction/bidding/list?page=1&size=50`,
  );
  const bidden = (bids.items.find((item) => item.status === 'PROGRESS') ?? bids.items[0])!.id;
  const pageOne = await getJson<{ items: { id: number }[] }>(`${api}/auction/list?page=1&size=12`);
  const cases: Record<string, string[]> = {
    [`detail of auction ${bidden}`]: [`${api}/auction/${bidden}`],
    "details of page 1's 12 auctions in turn": pageOne.items.map((item) => `${api}/auction/${item.id}`),
    profile: [`${api}/profile`],
    dashboard: [`${api}/dashboard`],
    'bid history': [`${api}/auction/bidding/list?page=1&size=12`],
    'deal list': [`${api}/auction/transaction/list?page=1&size=12`],
  };
  const rows: Record<string, string | number>[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const [name, paths] of Object.entries(cases)) {
      if (only && !only.some((word) => name.includes(word))) {
        continue;
      }
      // The bare route sends the body of the case's first path, as this checkout answers it.
      const body = await (
        await fetch(`${servers.this.url}${paths[0]}`, { headers: headersOf('this') })
      ).text();
      await fetch(`${bare.url}/same`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await delay(1000);
      const baseline = await load('bare', `${bare.url}/same`, options);
      rows.push({
        round,
        case: `bare, the same ${body.length} B`,
        'req/s': baseline.requestsPerSecond,
        ratio: 1,
      });
      const runs = [
        'other',
        'this',
        ...(withWrites ? ['other+writes', 'this+writes'] : []),
        ...(dealerCount > 0 && paths.length === 1
          ? [`other, ${dealerCount} dealers`, `this, ${dealerCount} dealers`]
          : []),
      ];
      for (const variant of runs) {
        const which = variant.startsWith('other') ? 'other' : 'this';
        await delay(2000);
        const writer = variant.endsWith('+writes') ? startVersionWriter(databaseUrl, demoDealerId) : null;
        const manyDealers = variant.endsWith(' dealers');
        const run = await load(name, `${servers[which].url}${paths[0]}`, {
          ...options,
          headers: headersOf(which),
          paths: paths.length > 1 ? paths : undefined,
          ...(manyDealers
            ? {
                requests: copyTokens[which].map((authorization) => ({
                  method: 'GET' as const,
                  path: paths[0]!,
                  headers: { authorization, 'accept-encoding': 'identity' },
                })),
              }
            : {}),
        });
        const writes = writer ? await writer.stop() : 0;
        rows.push({
          round,
          case: `${name} (${variant})`,
          'req/s': run.requestsPerSecond,
          'p99 ms': run.p99,
          errors: run.errors,
          ratio: ratioTo(run, baseline),
          ...(writer ? { 'writes/s': Math.round(writes / options.seconds) } : {}),
        });
      }
    }
  }
  console.table(rows);
} finally {
  await stop();
}

/** Moves the dealer's page version in a loop, one statement at a time, until stopped; `stop` gives the count. */
function startVersionWriter(url: string, dealerId: number): { stop(): Promise<number> } {
  const client = new pg.Client({ connectionString: url });
  let running = true;
  let writes = 0;
  const done = (async () => {
    await client.connect();
    while (running) {
      await client.query(
        'insert into dealer_view_versions as v (dealer_id, version) values ($1, 1) on conflict (dealer_id) do update set version = v.version + 1',
        [dealerId],
      );
      writes += 1;
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      return writes;
    },
  };
}

/**
 * `count` copies of the demo dealer (`benchdealer<n>`): its row with another username and phone, its active bids and
 * its likes. Returns their ids.
 */
async function copyDemoDealer(url: string, demoId: number, count: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids: number[] = [];
    for (let n = 1; n <= count; n += 1) {
      const username = `benchdealer${n}`;
      const {
        rows: [copy],
      } = await client.query<{ id: number }>(
        `insert into dealers (username, password_hash, email, image, name, phone_number, position, status,
           approved_at, agency_name, agency_number, agency_address, agency_address_detail, business_number,
           main_brands, is_bank_account_auth, bank_code, bank_account_number, region1, region2, region3)
         select $2, password_hash, email, image, name, $3, position, status, approved_at, agency_name, agency_number,
           agency_address, agency_address_detail, business_number, main_brands, is_bank_account_auth, bank_code,
           bank_account_number, region1, region2, region3
         from dealers where id = $1 returning id`,
        [demoId, username, `0109${String(n).padStart(7, '0')}`],
      );
      await client.query(
        `insert into biddings (auction_id, dealer_id, price, bidding_at)
         select auction_id, $2, price, bidding_at from biddings where dealer_id = $1 and canceled_at is null`,
        [demoId, copy!.id],
      );
      await client.query(
        'insert into auction_likes (dealer_id, auction_id) select $2, auction_id from auction_likes where dealer_id = $1',
        [demoId, copy!.id],
      );
      ids.push(copy!.id);
    }
    return ids;
  } finally {
    await client.end();
  }
}
