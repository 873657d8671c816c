// Shared bench plumbing: a fresh database prepared in the bench process (migrations, reference and demo
// data, plus whatever a benchmark inserts), HTTP load via autocannon, and the table and JSON that put each
// measurement beside its same-run baseline.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { seedDemo, seedReference } from '../../apps/server/src/db/seed/index';
import type { Db } from '../../apps/server/src/db/types';
import { createLocalStorage } from '../../apps/server/src/providers/storage';

export type BenchOptions = {
  /** Seconds per measurement. */
  seconds: number;
  /** Concurrent connections per measurement. */
  connections: number;
};

export type BenchDatabase = { databaseUrl: string; dataDir: string; kind: 'postgresql' | 'pglite' };

/**
 * Migrates and seeds the database the server will use (`databaseUrl`, by default BENCH_DATABASE_URL, or PGlite
 * in a temporary data directory when empty), runs `fill` on it, and closes it again: PGlite is one process's,
 * the server opens it next.
 */
export async function prepareDatabase(
  fill: (db: Db) => Promise<void>,
  databaseUrl = process.env.BENCH_DATABASE_URL ?? '',
): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'autobid-bench-'));
  const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
  try {
    await migrateDatabase(database);
    const seedDeps = { storage: createLocalStorage(path.join(dataDir, 'uploads')), now: new Date() };
    await seedReference(database.db, seedDeps);
    await seedDemo(database.db, seedDeps);
    await fill(database.db);
  } finally {
    await database.close();
  }
  return { databaseUrl, dataDir, kind: databaseUrl ? 'postgresql' : 'pglite' };
}

/**
 * A new, empty database `<prefix>_<pid>` on the PostgreSQL server of `serverUrl` (by default BENCH_DATABASE_URL's,
 * else the local one), for one benchmark's own data; `drop` removes it (the processes using it stopped or not).
 */
export async function freshPostgresDatabase(
  prefix: string,
  serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
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
  options: BenchOptions & {
    headers?: Record<string, string>;
    paths?: string[];
    /** Each connection sends these in turn (their own headers), instead of `paths`. */
    requests?: Array<{ method: 'GET'; path: string; headers: Record<string, string> }>;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers: options.headers,
    // Each connection asks for these paths in turn (on `url`'s host), when given.
    requests: options.requests ?? options.paths?.map((path) => ({ method: 'GET' as const, path })),
    duration: options.seconds,
    connections: options.connections,
  });
  return {
    name,
    // Total over the measured time: the per-second average is 0 for a run of one second or less.
    requestsPerSecond: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

export type Reported = LoadResult & { ratio: number };

/** A measured row as a BenchSection shows it. */
export function sectionRow(row: Reported): Record<string, string | number> {
  return {
    case: row.name,
    'req/s': row.requestsPerSecond,
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    errors: row.errors,
    ratio: row.ratio,
  };
}

export function report(title: string, baseline: LoadResult, results: LoadResult[]): Reported[] {
  const rows = [baseline, ...results].map((r) => ({
    ...r,
    ratio: Math.round((r.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)) * 1000) / 1000,
  }));
  console.log(`\n${title}`);
  console.table(
    rows.map((r) => ({
      case: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      'vs baseline': `${Math.round(r.ratio * 100)}%`,
    })),
  );
  return rows;
}

/** One benchmark case as `run.ts` collects it: its figures, the target and whether it was met. */
export type BenchSection = {
  name: string;
  target: string;
  met: boolean;
  rows: Record<string, string | number | boolean>[];
  notes?: string[];
};

/** `run`'s requests per second as a share of `baseline`'s, to three places (a row's `ratio`). */
export const ratioTo = (run: LoadResult, baseline: LoadResult): number =>
  Math.round((run.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)) * 1000) / 1000;
