// `npm run bench` (`-- --quick` for a one-minute run): the production server bundle as its own process on a
// prepared database, loaded over HTTP from this process, every case beside a bare Fastify process started
// the same way in the same run (absolute numbers drift on shared machines; the ratios are what to watch).
// Writes bench/results/<date>.json. Not part of `npm test`.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchAuctionList, insertAuctions } from './auction-list';
import { load, prepareDatabase, report, type BenchOptions } from './lib/harness';
import { buildServer, repoRoot, startBareServer, startServer } from './lib/processes';

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

await buildServer();
const database = await prepareDatabase((db) => insertAuctions(db, auctions));
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
      await load('GET /api/v1/dealers/profile', `${server.url}/api/v1/dealers/profile`, {
        ...options,
        headers: auth,
      }),
      ...(await benchAuctionList(server.url, auth, options)),
    ],
  );

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
    database: database.kind,
    auctions,
    ...options,
    results: rows,
  };
  const dir = path.join(repoRoot, 'bench/results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${date.slice(0, 19).replace(/:/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(repoRoot, file)}`);
} finally {
  await server.stop();
  await bare.stop();
  await rm(database.dataDir, { recursive: true, force: true });
}
