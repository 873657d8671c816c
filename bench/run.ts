// `npm run bench` (`-- --quick` for a short run): every target of docs/benchmarks.md, each beside a baseline measured in the
// same run (absolute numbers drift on shared machines; the ratios are what to watch). The server runs as its own
// production process, loads come from other processes. Writes bench/results/<date>.json and prints which targets
// were met. Not part of `npm test`. Cases: the API (list and other dealer routes vs a bare Fastify process), the
// hot auction (HTTP vs raw SQL), live price fan-out (vs raw Socket.IO), `npm start` time (vs `node -e`), and
// Lighthouse on the first screens; bundle-size.ts runs after this script.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  benchAuctionList,
  benchStatementPath,
  insertAuctions,
  rawListBaseline,
  sameBodyBaseline,
} from './auction-list';
import { benchHotAuction } from './hot-auction';
import { benchPriceGuide } from './price-guide';
import {
  freshPostgresDatabase,
  load,
  prepareDatabase,
  report,
  sectionRow,
  type BenchOptions,
  type BenchSection,
} from './lib/harness';
import { buildServer, repoRoot, startBareServer, startServer } from './lib/processes';
import { benchLighthouse } from './lighthouse';
import { benchRoutes } from './routes';
import { benchSocketFanout } from './socket-fanout';
import { benchStartup } from './startup';

// `npm run bench -- --quick` reaches this script as npm's config `quick` (npm_config_quick).
const quick =
  process.argv.includes('--quick') ||
  process.env.BENCH_QUICK === '1' ||
  process.env.npm_config_quick === 'true';
const auctions = Number(process.env.BENCH_AUCTIONS ?? 100_000);
const options: BenchOptions = {
  seconds: Number(process.env.BENCH_SECONDS ?? (quick ? 3 : 10)),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
};
/** BENCH_ONLY=api,hot,... runs some of the cases. */
const only = new Set((process.env.BENCH_ONLY ?? 'api,hot,fanout,startup,lighthouse,priceguide').split(','));
/** The local PostgreSQL server's maintenance database (CI's and these machines'). */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Against the bare route returning the same body as page 1 (the second round's baseline). */
const LIST_TARGET = { page1: 0.3, p99Ms: 20, other: 0.15 };
/** The list's statement path (its cache bypassed) against the lean node-postgres route sending its statement. */
const STATEMENT_PATH_TARGET = 0.85;

/** The API cases' database: BENCH_DATABASE_URL, else a fresh one on the local PostgreSQL, else PGlite. */
async function apiDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) {
    return { url: process.env.BENCH_DATABASE_URL, drop: () => Promise.resolve() };
  }
  try {
    return await freshPostgresDatabase('bench_api', LOCAL_POSTGRES);
  } catch (error) {
    console.warn(`no local PostgreSQL (${(error as Error).message}): the API cases run on PGlite`);
    return { url: '', drop: () => Promise.resolve() };
  }
}

async function benchApi(): Promise<BenchSection[]> {
  const target = await apiDatabaseUrl();
  const database = await prepareDatabase((db) => insertAuctions(db, auctions), target.url);
  const bare = await startBareServer();
  const server = await startServer(database);
  try {
    const login = await fetch(`${server.url}/api/v1/dealers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dealer', password: 'dealer1234' }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const auth = { authorization: `Bearer ${data.accessToken}` };

    // Warm both processes (JIT, pools, caches) before measuring.
    await load('warm-up', `${bare.url}/`, { ...options, seconds: 1 });
    await load('warm-up', `${server.url}/api/v1/dealers/auction/list?page=1&size=12`, {
      ...options,
      seconds: 1,
      headers: auth,
    });

    const baseline = await load('bare fastify process (baseline)', `${bare.url}/`, options);
    const rows = report(
      `${database.kind}, ${auctions} auctions, c=${options.connections}: API vs bare Fastify`,
      baseline,
      [
        await load('GET /api/health', `${server.url}/api/health`, options),
        ...(await benchAuctionList(server.url, auth, options)),
      ],
    );
    const [, , page1Fixed, filteredFixed, page5Fixed, deepFixed] = rows;
    // The second round's baseline: the same bytes as page 1 from the bare process; the rows above stay beside it.
    const sameBody = await sameBodyBaseline(server.url, bare.url, auth, options);
    const sameRows = report(
      `${database.kind}, ${auctions} auctions, c=${options.connections}: the list vs bare Fastify sending the same body`,
      sameBody,
      [page1Fixed, filteredFixed, page5Fixed, deepFixed].filter((row) => row !== undefined),
    );
    const [, page1, filtered, page5, deep] = sameRows;
    // The database's own ceiling for page 1 (PostgreSQL only): how much of the gap to bare is the app's.
    const raw = database.databaseUrl ? await rawListBaseline(database.databaseUrl, options) : null;
    const rawRows = raw ? report('the same statement without HTTP or the app', baseline, [raw]).slice(1) : [];
    const list: BenchSection = {
      name: 'auction list',
      target: `${database.kind}, ${auctions} auctions, c=${options.connections}: page 1 >= ${LIST_TARGET.page1}x bare sending the same body with p99 <= ${LIST_TARGET.p99Ms} ms; filtered page 1 and page 5 >= ${LIST_TARGET.other}x`,
      met:
        !!page1 &&
        !!filtered &&
        !!page5 &&
        page1.ratio >= LIST_TARGET.page1 &&
        page1.p99 <= LIST_TARGET.p99Ms &&
        filtered.ratio >= LIST_TARGET.other &&
        page5.ratio >= LIST_TARGET.other &&
        rows.every((row) => row.errors === 0),
      rows: [
        ...rows.map(sectionRow),
        ...sameRows.map((row) => ({ ...sectionRow(row), baseline: 'same body' })),
        ...rawRows.map(sectionRow),
      ],
      notes:
        raw && page1
          ? [
              `page 1 over HTTP reaches ${Math.round((page1.requestsPerSecond / Math.max(1, raw.requestsPerSecond)) * 100)}% of its own statement sent raw to the database at the same concurrency`,
              `page 400 (not cached) vs the same body: ${deep?.ratio ?? '-'}x`,
            ]
          : [],
    };
    const sections = [list];
    if (database.databaseUrl) {
      const [lean, bypassed] = await benchStatementPath(
        server.url,
        bare.url,
        database.databaseUrl,
        auth,
        options,
      );
      const pathRows = report('the list with its cache bypassed vs the lean route', lean, [bypassed]);
      sections.push({
        name: 'auction list, statement path',
        target: `the list with its page cache bypassed >= ${STATEMENT_PATH_TARGET}x the lean node-postgres route sending its statement`,
        met: pathRows[1]!.ratio >= STATEMENT_PATH_TARGET && pathRows.every((row) => row.errors === 0),
        rows: pathRows.map(sectionRow),
      });
    }
    sections.push(await benchRoutes(server.url, auth, options, baseline, bare.url));
    return sections;
  } finally {
    await server.stop();
    await bare.stop();
    await rm(database.dataDir, { recursive: true, force: true });
    await target.drop();
  }
}

await buildServer();
const sections: BenchSection[] = [];
if (only.has('api')) {
  sections.push(...(await benchApi()));
}
if (only.has('hot')) {
  sections.push(await benchHotAuction({ quick }));
}
if (only.has('fanout')) {
  // On PostgreSQL, as production runs (the case makes its own database on the server BENCH_DATABASE_URL names):
  // the local one when none is named and it answers, else PGlite.
  const named = process.env.BENCH_DATABASE_URL;
  if (!named) {
    const probe = await freshPostgresDatabase('bench_probe', LOCAL_POSTGRES).catch(() => null);
    if (probe) {
      await probe.drop();
      process.env.BENCH_DATABASE_URL = LOCAL_POSTGRES;
    }
  }
  try {
    sections.push(await benchSocketFanout({ quick }));
  } finally {
    if (named === undefined) {
      delete process.env.BENCH_DATABASE_URL;
    }
  }
}
if (only.has('startup')) {
  sections.push(await benchStartup({ quick }));
}
if (only.has('priceguide')) {
  sections.push(await benchPriceGuide({ quick }));
}
if (only.has('lighthouse')) {
  sections.push(await benchLighthouse({ quick }));
}

console.log('\ntargets (docs/benchmarks.md)');
console.table(sections.map((section) => ({ case: section.name, met: section.met, target: section.target })));

const date = new Date().toISOString();
const cpus = os.cpus();
const result = {
  date,
  quick,
  machine: {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? '',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    // Other work on the machine moves every figure; the ratios less so.
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  },
  auctions,
  ...options,
  sections,
};
const dir = path.join(repoRoot, 'bench/results');
await mkdir(dir, { recursive: true });
const file = path.join(dir, `${date.slice(0, 19).replace(/:/g, '-')}.json`);
await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwrote ${path.relative(repoRoot, file)}`);
