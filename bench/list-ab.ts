// The live-auction list of two builds side by side: this checkout's server and another checkout's (BENCH_OTHER, a
// directory holding the repository at another commit, built with `npm ci` there), both on one PostgreSQL database
// with 100,000 auctions, beside the bare Fastify process sending the same body as page 1. The cases alternate
// (other, this) within each round, with a pause between runs so a slow run's queued queries do not land on the next.
// `BENCH_OTHER=/tmp/other npx tsx bench/list-ab.ts` (docs/benchmarks.md "Auction list, second round").
import pg from 'pg';
import { setTimeout as delay } from 'node:timers/promises';
import { BYPASSED_PAGE, captureListStatement } from './auction-list';
import { BUILDS, startAb } from './lib/ab';
import { load, ratioTo } from './lib/harness';

const { databaseUrl, servers, bare, auth, headersOf, options, rounds, stop } = await startAb('bench_ab');
try {
  const list = '/api/v1/dealers/auction/list';
  const body = await (
    await fetch(`${servers.this.url}${list}?page=1&size=12`, { headers: { authorization: auth.this } })
  ).text();
  await fetch(`${bare.url}/same`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
  const cases: Record<string, string> = {
    'page 1': `${list}?page=1&size=12`,
    'brand + region + accident page 1': `${list}?page=1&size=12&brandIds=1,2,3&regions=${encodeURIComponent('서울특별시')}&repair=true`,
    'page 5': `${list}?page=5&size=12`,
    'page 400': `${list}?page=400&size=12`,
    [`page ${BYPASSED_PAGE} (cache bypassed)`]: `${list}?page=${BYPASSED_PAGE}&size=12`,
  };
  // The lean route: the bare process sending page BYPASSED_PAGE's statement (this checkout's) through node-postgres.
  const capturePool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const statement = await captureListStatement(capturePool, BYPASSED_PAGE).finally(() => capturePool.end());
  await fetch(`${bare.url}/lean`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      databaseUrl,
      text: statement.query,
      values: statement.params,
    }),
  });
  for (const which of BUILDS) {
    await load('warm-up', `${servers[which].url}${cases['page 1']}`, {
      ...options,
      seconds: 1,
      headers: headersOf(which),
    });
  }
  const rows: Record<string, string | number>[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const baseline = await load('bare', `${bare.url}/same`, options);
    rows.push({
      round,
      case: `bare Fastify, the same ${body.length} B body`,
      'req/s': baseline.requestsPerSecond,
      'p99 ms': baseline.p99,
      ratio: 1,
    });
    await delay(2000);
    const lean = await load('lean', `${bare.url}/lean`, options);
    rows.push({
      round,
      case: `lean route: node-postgres, page ${BYPASSED_PAGE}'s statement`,
      'req/s': lean.requestsPerSecond,
      'p99 ms': lean.p99,
      ratio: ratioTo(lean, baseline),
    });
    for (const [name, url] of Object.entries(cases)) {
      for (const which of BUILDS) {
        await delay(2000);
        const run = await load(name, `${servers[which].url}${url}`, {
          ...options,
          headers: headersOf(which),
        });
        rows.push({
          round,
          case: `${name} (${which})`,
          'vs lean': ratioTo(run, lean),
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
  await stop();
}
