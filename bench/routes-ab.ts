// The dealer's other routes (detail, profile, dashboard, bid history, deal list) of two builds side by side: this
// checkout's server and another checkout's (BENCH_OTHER, as bench/list-ab.ts), both on one PostgreSQL database with
// 100,000 auctions, each route beside the bare Fastify process sending a body of the same size. The cases alternate
// (other, this) within each round. One more case reads the details of page 1's twelve auctions in turn, so the
// detail is measured over several auctions too, not only one read by every connection at once.
// `BENCH_OTHER=/tmp/other npx tsx bench/routes-ab.ts` (docs/benchmarks.md).
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { insertAuctions } from './auction-list';
import { freshPostgresDatabase, load, prepareDatabase, ratioTo } from './lib/harness';
import {
  buildServer,
  demoDealerBearer,
  startBareServer,
  startOtherServer,
  startServer,
} from './lib/processes';

const other = process.env.BENCH_OTHER;
if (!other) {
  throw new Error('BENCH_OTHER: the directory of the other checkout');
}
const options = { seconds: Number(process.env.BENCH_SECONDS ?? 4), connections: 32 };
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const only = process.env.BENCH_CASES?.split(',');
// Also measure each case while a writer moves the dealer's page version as fast as it can (docs/decisions/045): every
// read then misses the kept page, the worst case of the cache (its statement plus the read it replaces).
const withWrites = process.env.BENCH_WRITES === '1';

await buildServer();
const target = await freshPostgresDatabase('bench_routes_ab', 'postgres://postgres@127.0.0.1:5432/postgres');
const database = await prepareDatabase(
  (db) => insertAuctions(db, Number(process.env.BENCH_AUCTIONS ?? 100_000)),
  target.url,
);
const servers = { other: await startOtherServer(other, database), this: await startServer(database) };
const bare = await startBareServer();
try {
  const auth = {
    other: await demoDealerBearer(servers.other.url),
    this: await demoDealerBearer(servers.this.url),
  };
  const headersOf = (which: 'other' | 'this') => ({
    authorization: auth[which],
    'accept-encoding': 'identity',
  });
  const api = '/api/v1/dealers';
  // The demo dealer's id, from its token's payload.
  const demoDealerId = Number(
    (JSON.parse(Buffer.from(auth.this.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub,
  );
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
      const runs = withWrites
        ? (['other', 'this', 'other+writes', 'this+writes'] as const)
        : (['other', 'this'] as const);
      for (const variant of runs) {
        const which = variant.startsWith('other') ? 'other' : 'this';
        await delay(2000);
        const writer = variant.endsWith('+writes') ? startVersionWriter(target.url, demoDealerId) : null;
        const run = await load(name, `${servers[which].url}${paths[0]}`, {
          ...options,
          headers: headersOf(which),
          paths: paths.length > 1 ? paths : undefined,
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
  await Promise.all([servers.other.stop(), servers.this.stop(), bare.stop()]);
  await target.drop();
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
