// The dealer's other routes (detail, profile, dashboard, bid history, deal list) of two builds side by side: this
// checkout's server and another checkout's (BENCH_OTHER, as bench/list-ab.ts), both on one PostgreSQL database with
// 100,000 auctions, each route beside the bare Fastify process sending a body of the same size. The cases alternate
// (other, this) within each round. One more case reads the details of page 1's twelve auctions in turn, so the
// detail is measured over several auctions too, not only one read by every connection at once.
// `BENCH_OTHER=/tmp/other npx tsx bench/routes-ab.ts` (docs/benchmarks.md).
import { setTimeout as delay } from 'node:timers/promises';
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
      for (const which of ['other', 'this'] as const) {
        await delay(2000);
        const run = await load(name, `${servers[which].url}${paths[0]}`, {
          ...options,
          headers: headersOf(which),
          paths: paths.length > 1 ? paths : undefined,
        });
        rows.push({
          round,
          case: `${name} (${which})`,
          'req/s': run.requestsPerSecond,
          'p99 ms': run.p99,
          errors: run.errors,
          ratio: ratioTo(run, baseline),
        });
      }
    }
  }
  console.table(rows);
} finally {
  await Promise.all([servers.other.stop(), servers.this.stop(), bare.stop()]);
  await target.drop();
}
