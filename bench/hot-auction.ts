// Hot auction: 64 approved dealers bidding on one live auction over HTTP (a first bid, then raises,
// each with its own Idempotency-Key) against the production server bundle on a fresh PostgreSQL database,
// beside the same row lock + insert + update as raw node-postgres transactions at 64 clients on a twin
// auction, in the same run. Afterwards the database is checked against every answer (bench/lib/hot-check.ts).
// Alone: `npx tsx bench/hot-auction.ts [--quick]`.
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { dealers, sellers } from '../apps/server/src/db/schema';
import type { Db } from '../apps/server/src/db/types';
import { hashPassword } from '../apps/server/src/lib/password';
import { freshPostgresDatabase, prepareDatabase, type BenchSection } from './lib/harness';
import { checkHotAuction, type CheckResult } from './lib/hot-check';
import { httpBidding, rawBidding, type HttpBidder, type LoadRun } from './lib/hot-load';
import { buildServer, startServer } from './lib/processes';

export type HotAuctionOptions = {
  quick: boolean;
  /** Seconds per measured run (default 10, 5 with quick: a bid waits up to seconds in the queue). */
  seconds?: number;
  /** Bidding dealers, and raw clients (default 64). */
  dealers?: number;
};

// The second round's target (docs/benchmarks.md "Hot auction, second round"); the first round's was 0.6.
const TARGET_RATIO = 0.8;
const PASSWORD = 'hot-bench-1234';

/** The bidders and, per measured round, a pair of live auctions (HTTP, raw) plus one to warm up on. */
async function fill(db: Db, dealerCount: number, auctionCount: number) {
  const passwordHash = await hashPassword(PASSWORD);
  const bidders = await db
    .insert(dealers)
    .values(
      Array.from({ length: dealerCount }, (_, index) => ({
        username: `hotbidder${index}`,
        passwordHash,
        name: `입찰자${index}`,
        phoneNumber: `0109${String(index).padStart(7, '0')}`,
        agencyName: '벤치상사',
        status: 'APPROVED' as const,
        // Bank-account verification is needed before a first bid (docs/domain.md "Bids").
        isBankAccountAuth: true,
      })),
    )
    .returning({ id: dealers.id, username: dealers.username });
  const [seller] = await db.select({ id: sellers.id }).from(sellers).limit(1);
  if (!seller) {
    throw new Error('the demo data has no seller');
  }
  const raw: unknown = await db.execute(sql`
    insert into auctions (seller_id, status, model, year, mileage, region1, region2, start_at, end_date)
    select ${seller.id}, 'PROGRESS', 'Hot ' || g, 2022, 1000, '서울특별시', '강남구',
      now() - interval '1 hour', now() + interval '3 hours'
    from generate_series(1, ${auctionCount}) g
    returning id`);
  const auctionIds = (raw as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  return { bidders, auctionIds };
}

async function login(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/dealers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = (await response.json()) as { data?: { accessToken?: string } };
  if (!body.data?.accessToken) {
    throw new Error(`login of ${username} failed: ${response.status}`);
  }
  return body.data.accessToken;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10
    : 0;
};

type Measured = { name: string; run: LoadRun; check: CheckResult };

function summary(measured: Measured[]) {
  const attempts = measured.flatMap((m) => m.run.attempts);
  const accepted = attempts.filter((a) => a.status >= 200 && a.status < 300);
  const seconds = measured.reduce((sum, m) => sum + m.run.seconds, 0);
  const refusals = new Map<string, number>();
  for (const attempt of attempts.filter((a) => a.status < 200 || a.status >= 300)) {
    const label = `${attempt.status} ${attempt.errorCode ?? ''}`.trim();
    refusals.set(label, (refusals.get(label) ?? 0) + 1);
  }
  const sum = (pick: (c: CheckResult) => number) => measured.reduce((total, m) => total + pick(m.check), 0);
  return {
    acceptedPerSecond: Math.round(accepted.length / Math.max(seconds, 0.001)),
    p50: percentile(
      accepted.map((a) => a.ms),
      0.5,
    ),
    p99: percentile(
      accepted.map((a) => a.ms),
      0.99,
    ),
    accepted: accepted.length,
    refused: [...refusals].map(([label, count]) => `${label}: ${count}`).join(', ') || '0',
    lost: sum((c) => c.lost),
    duplicated: sum((c) => c.duplicated),
    unacknowledgedStored: sum((c) => c.unacknowledgedStored),
    unanswered: sum((c) => c.unanswered),
    problems: measured.flatMap((m) => m.check.problems.map((p) => `${m.name}: ${p}`)),
  };
}

export async function benchHotAuction(options: HotAuctionOptions): Promise<BenchSection> {
  const seconds = options.seconds ?? (options.quick ? 5 : 10);
  const dealerCount = options.dealers ?? 64;
  const rounds = options.quick ? 1 : 3;
  const fresh = await freshPostgresDatabase('bench_hot');
  const databaseUrl = fresh.url;
  let dataDir: string | null = null;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    let made: Awaited<ReturnType<typeof fill>> | null = null;
    const database = await prepareDatabase(async (db) => {
      made = await fill(db, dealerCount, 1 + rounds * 2);
    }, databaseUrl);
    dataDir = database.dataDir;
    const { bidders, auctionIds } = made as unknown as Awaited<ReturnType<typeof fill>>;
    server = await startServer(database);
    const url = server.url;
    const httpBidders: HttpBidder[] = [];
    for (const bidder of bidders) {
      httpBidders.push({ dealerId: bidder.id, token: await login(url, bidder.username) });
    }
    const dealerIds = bidders.map((bidder) => bidder.id);

    // Warm both paths (JIT, pools) on the first auction; not measured.
    const [warmUp, ...measuredAuctions] = auctionIds;
    await httpBidding(url, warmUp!, httpBidders, 1, 'warm');

    const http: Measured[] = [];
    const raw: Measured[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const rawAuction = measuredAuctions[round * 2]!;
      const httpAuction = measuredAuctions[round * 2 + 1]!;
      const rawRun = await rawBidding(databaseUrl, rawAuction, dealerIds, seconds, `raw${round}`);
      raw.push({
        name: `raw ${round + 1}`,
        run: rawRun,
        check: await checkHotAuction(databaseUrl, rawAuction, rawRun.attempts),
      });
      const httpRun = await httpBidding(url, httpAuction, httpBidders, seconds, `http${round}`);
      http.push({
        name: `http ${round + 1}`,
        run: httpRun,
        check: await checkHotAuction(databaseUrl, httpAuction, httpRun.attempts),
      });
    }

    const rawSummary = summary(raw);
    const httpSummary = summary(http);
    const ratio =
      Math.round((httpSummary.acceptedPerSecond / Math.max(1, rawSummary.acceptedPerSecond)) * 1000) / 1000;
    const isSafe =
      httpSummary.lost === 0 &&
      httpSummary.duplicated === 0 &&
      httpSummary.unacknowledgedStored === 0 &&
      httpSummary.problems.length === 0;
    const row = (label: string, s: ReturnType<typeof summary>, vs: number) => ({
      case: label,
      'accepted bids/s': s.acceptedPerSecond,
      'p50 ms': s.p50,
      'p99 ms': s.p99,
      accepted: s.accepted,
      refused: s.refused,
      lost: s.lost,
      duplicated: s.duplicated,
      'unacknowledged stored': s.unacknowledgedStored,
      unanswered: s.unanswered,
      'vs raw': vs,
    });
    const perRound = http.map((m, index) => {
      const r = summary([raw[index]!]).acceptedPerSecond;
      const h = summary([m]).acceptedPerSecond;
      return `round ${index + 1}: raw ${r}/s, http ${h}/s (${Math.round((h / Math.max(1, r)) * 100)}%)`;
    });
    return {
      name: 'hot auction',
      target: `${dealerCount} dealers bidding on one auction over HTTP >= ${TARGET_RATIO}x raw SQL transactions at ${dealerCount} clients; 0 lost, 0 duplicated`,
      met: ratio >= TARGET_RATIO && isSafe,
      rows: [
        row(`raw SQL transactions, ${dealerCount} pg clients (baseline)`, rawSummary, 1),
        row(`HTTP, ${dealerCount} dealers`, httpSummary, ratio),
      ],
      notes: [
        `PostgreSQL, ${rounds} round(s) of ${seconds} s each, raw then HTTP on a fresh auction pair each round`,
        ...perRound,
        `load average (1 min) ${Math.round(os.loadavg()[0]! * 100) / 100} on ${os.cpus().length} CPUs`,
        ...rawSummary.problems,
        ...httpSummary.problems,
      ],
    };
  } finally {
    await server?.stop();
    if (dataDir) {
      await rm(dataDir, { recursive: true, force: true });
    }
    await fresh.drop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
  await buildServer();
  const section = await benchHotAuction({
    quick,
    seconds: process.env.BENCH_SECONDS ? Number(process.env.BENCH_SECONDS) : undefined,
  });
  console.log(`\n${section.name}: ${section.target}`);
  console.table(section.rows);
  for (const note of section.notes ?? []) {
    console.log(`- ${note}`);
  }
  console.log(section.met ? 'target met' : 'target NOT met');
}
