// Shared bench plumbing: an in-process app on a fresh embedded database with demo data, HTTP load via
// autocannon, and a table that puts each measurement beside its same-run baseline.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { seedDemo, seedReference } from '../../apps/server/src/db/seed/index';
import { createProviders } from '../../apps/server/src/providers';
import { createLocalStorage } from '../../apps/server/src/providers/storage';

export type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;

export async function startBenchApp() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'autobid-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
  await migrateDatabase(database);
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  await seedReference(database.db, { storage, now: new Date() });
  await seedDemo(database.db, { storage, now: new Date() });
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    providers: createProviders(config, { storage }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    db: database.db,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

export async function load(
  name: string,
  url: string,
  options: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    seconds?: number;
    connections?: number;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    duration: options.seconds ?? Number(process.env.BENCH_SECONDS ?? 5),
    connections: options.connections ?? 16,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Runs fn repeatedly for the given time and reports calls per second (for in-process baselines). */
export async function loop(
  name: string,
  fn: () => Promise<unknown>,
  seconds = Number(process.env.BENCH_SECONDS ?? 5),
  concurrency = 16,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        try {
          await fn();
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.floor(q * (latencies.length - 1))] ?? 0) * 100) / 100;
  return {
    name,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

export function report(title: string, baseline: LoadResult, results: LoadResult[]): void {
  console.log(`\n${title}`);
  console.table(
    [baseline, ...results].map((r) => ({
      case: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      'vs baseline': `${Math.round((r.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)) * 100)}%`,
    })),
  );
}
