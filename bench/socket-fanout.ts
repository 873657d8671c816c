// Live prices: a bid over HTTP until each of 1,000 and 5,000 sockets on that auction has its
// `auction-update`, beside a raw Socket.IO process broadcasting the same payload to as many sockets
// (bench/bare-socket-server.mjs). The sockets live in child processes (bench/lib/socket-clients.ts); bids to
// the two alternate, one at a time, so both see the same machine. Needs the server bundle (buildServer).
// A server bid leaves at least the room's coalescing interval after the previous one was answered, so the
// throttle never holds an update: what is measured is the bid and the fan-out (bench/README.md "Live prices").
// Alone: `npx tsx bench/socket-fanout.ts [--quick]` (BENCH_SOCKETS=1000,5000 for other sizes).
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { AUCTION_UPDATE_MAX_PER_SECOND, BID_UNIT_WON, MIN_BID_WON } from '@autobid/shared';
import { auctions, brands, sellers } from '../apps/server/src/db/schema';
import type { Db } from '../apps/server/src/db/types';
import { freshPostgresDatabase, prepareDatabase, type BenchSection } from './lib/harness';
import { buildServer, startBareServer, startServer } from './lib/processes';
import { openClientGroup, socketClock, type ArrivalSpan, type ClientGroup } from './lib/socket-group';

export type SocketFanoutOptions = {
  quick?: boolean;
  /** Sockets on the auction, one case each (default 1,000 and 5,000). */
  sizes?: number[];
  /** Measured bids per case, each to the server and to the baseline (default 200, 20 with quick). */
  bids?: number;
};

/** p99 limit per socket count, and how far above the baseline's p99 the server may be. */
const P99_LIMIT_MS: Record<number, number> = { 1000: 100, 5000: 500 };
const BASELINE_FACTOR = 1.5;
/** Bids before the measured ones (JIT, connection pools). */
const WARM_UP_BIDS = 2;
/** Quiet time after each delivery, before the other process's bid. */
const GAP_MS = 150;
/**
 * The room's coalescing interval (apps/server/src/realtime/auction-events.ts) plus a margin: a server bid
 * leaves at least this long after the previous one was answered (its update was sent before the answer), so
 * no update waits for the throttle.
 */
const THROTTLE_CLEAR_MS = Math.ceil(1000 / AUCTION_UPDATE_MAX_PER_SECOND) + 20;
/** Bids listed with their split (answer, first and last socket) in the notes. */
const WORST_LISTED = 5;
const DELIVERY_TIMEOUT_MS = 15_000;
const PASSWORD = 'dealer1234';

type Measured = {
  latencies: number[];
  missing: number;
  connected: number;
  connectMs: number;
  requestMs: number[];
  spans: Record<number, ArrivalSpan>;
};

/** One measured bid: when its request left and was answered (socketClock). */
type Sent = { sentAt: number; answeredAt: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bidders (approved, bank account verified, the demo dealer's password) and one live auction per case. */
async function fill(db: Db, bidders: number, cases: number): Promise<number[]> {
  await db.execute(sql`
    insert into dealers (username, password_hash, name, phone_number, status, approved_at, is_bank_account_auth)
    select 'fanout' || g, (select password_hash from dealers where username = 'dealer'), '벤치' || g,
      '0100000' || lpad(g::text, 4, '0'), 'APPROVED', now(), true
    from generate_series(1, ${bidders}) g`);
  const [seller] = await db.select({ id: sellers.id }).from(sellers).limit(1);
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  const inserted = await db
    .insert(auctions)
    .values(
      Array.from({ length: cases }, (_, index) => ({
        sellerId: seller!.id,
        brandId: brand!.id,
        status: 'PROGRESS' as const,
        vehicleType: 'MOTORBIKE' as const,
        model: `Fan-out ${index + 1}`,
        year: 2020,
        mileage: 1000,
        region1: '서울특별시',
        region2: '중구',
        purpose: 'ROAD' as const,
        accident: '없음',
        startAt: new Date(Date.now() - 3_600_000),
        endDate: new Date(Date.now() + 86_400_000),
      })),
    )
    .returning({ id: auctions.id });
  return inserted.map((row) => row.id);
}

async function login(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/dealers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** Sends one request timed from just before it leaves; throws unless the answer is 2xx. */
async function timedPost(url: string, body: string, headers: Record<string, string> = {}): Promise<Sent> {
  const sentAt = socketClock();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const answeredAt = socketClock();
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  }
  await response.arrayBuffer();
  return { sentAt, answeredAt };
}

async function finish(group: ClientGroup, sent: Record<number, Sent>): Promise<Measured> {
  const sentAt = Object.fromEntries(Object.entries(sent).map(([key, bid]) => [key, bid.sentAt]));
  const { latencies, missing, spans } = await group.collect(sentAt);
  return {
    latencies: latencies.sort((a, b) => a - b),
    missing,
    connected: group.connected,
    connectMs: group.connectMs,
    requestMs: Object.values(sent).map((bid) => bid.answeredAt - bid.sentAt),
    spans,
  };
}

/** The slowest bids by their last socket: answer, first and last socket after the request left, and when. */
function worstBids(sent: Record<number, Sent>, spans: Record<number, ArrivalSpan>): string {
  return Object.entries(sent)
    .map(([key, bid]) => ({ key, bid, span: spans[Number(key)] }))
    .filter((entry) => entry.span !== undefined)
    .sort((a, b) => b.span!.last - b.bid.sentAt - (a.span!.last - a.bid.sentAt))
    .slice(0, WORST_LISTED)
    .map(
      ({ key, bid, span }) =>
        `#${key} at ${new Date(bid.sentAt).toISOString().slice(11, 23)}: answer ${round1(bid.answeredAt - bid.sentAt)}, first ${round1(span!.first - bid.sentAt)}, last ${round1(span!.last - bid.sentAt)}`,
    )
    .join('; ');
}

function row(sockets: number, name: string, measured: Measured, baselineP99: number | null) {
  const p99 = percentile(measured.latencies, 99);
  const requestMs = [...measured.requestMs].sort((a, b) => a - b);
  return {
    sockets,
    case: name,
    connected: measured.connected,
    'connect s': round1(measured.connectMs / 1000),
    deliveries: measured.latencies.length,
    lost: measured.missing,
    'request p50 ms': round1(percentile(requestMs, 50)),
    'request p99 ms': round1(percentile(requestMs, 99)),
    'p50 ms': round1(percentile(measured.latencies, 50)),
    'p99 ms': round1(p99),
    'max ms': round1(measured.latencies.at(-1) ?? Number.NaN),
    'p99 vs baseline': baselineP99 === null ? 1 : Math.round((p99 / baselineP99) * 100) / 100,
  };
}

export async function benchSocketFanout(opts: SocketFanoutOptions = {}): Promise<BenchSection> {
  const sizes = opts.sizes ?? [1_000, 5_000];
  const bids = opts.bids ?? (opts.quick ? 20 : 200);
  const rounds = WARM_UP_BIDS + bids;
  const started = performance.now();
  const progress = (step: string) =>
    console.log(`fan-out: ${step} (${Math.round((performance.now() - started) / 100) / 10} s)`);
  // PGlite unless BENCH_DATABASE_URL names a PostgreSQL server; then a database of its own there.
  const fresh = process.env.BENCH_DATABASE_URL
    ? await freshPostgresDatabase('bench_socket')
    : { url: '', drop: () => Promise.resolve() };
  let auctionIds: number[] = [];
  const database = await prepareDatabase(async (db) => {
    auctionIds = await fill(db, rounds, sizes.length);
  }, fresh.url);
  const bare = await startBareServer('bare-socket-server.mjs');
  // BENCH_SERVER_NODE_OPTIONS='--require <a profiler preload>' profiles the server (Node 20 refuses --cpu-prof there).
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS;
  const server = await startServer(database, nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}).catch(
    async (error: unknown) => {
      // Not left running when the server does not start.
      await bare.stop();
      throw error;
    },
  );
  progress('database and processes ready');
  const rows: ReturnType<typeof row>[] = [];
  const notes: string[] = [];
  let met = true;
  try {
    const watcherToken = await login(server.url, 'dealer');
    const bidderTokens: string[] = [];
    for (let i = 1; i <= rounds; i += 1) {
      bidderTokens.push(await login(server.url, `fanout${i}`));
    }
    for (const [index, sockets] of sizes.entries()) {
      const auctionId = auctionIds[index]!;
      const baselineGroup = await openClientGroup({ url: bare.url, token: '', auctionId, count: sockets });
      const serverGroup = await openClientGroup({
        url: server.url,
        token: watcherToken,
        auctionId,
        count: sockets,
      });
      progress(`${sockets} + ${sockets} sockets connected`);
      const loadAtStart = os.loadavg()[0]!.toFixed(2);
      const sent = { baseline: {} as Record<number, Sent>, server: {} as Record<number, Sent> };
      let late = 0;
      let serverAnsweredAt = Number.NEGATIVE_INFINITY;
      try {
        for (let bid = 1; bid <= rounds; bid += 1) {
          const price = MIN_BID_WON + bid * BID_UNIT_WON;
          const measured = bid > WARM_UP_BIDS;
          // The payload the server sends for this bid (packages/shared auctionUpdateEvent).
          const payload = JSON.stringify({
            auctionId,
            status: 'PROGRESS',
            maxBiddingPrice: price,
            bidderCount: bid,
            endDate: new Date(Date.now() + 86_400_000).toISOString(),
            reason: 'BID',
          });
          const toBaseline = await timedPost(`${bare.url}/broadcast`, payload);
          late += (await baselineGroup.received(bid, DELIVERY_TIMEOUT_MS)) ? 0 : 1;
          await sleep(Math.max(GAP_MS, serverAnsweredAt + THROTTLE_CLEAR_MS - socketClock()));
          const toServer = await timedPost(
            `${server.url}/api/v1/dealers/auction/${auctionId}/bidding/`,
            JSON.stringify({ price }),
            { authorization: `Bearer ${bidderTokens[bid - 1]}` },
          );
          serverAnsweredAt = toServer.answeredAt;
          late += (await serverGroup.received(bid, DELIVERY_TIMEOUT_MS)) ? 0 : 1;
          await sleep(GAP_MS);
          if (measured) {
            sent.baseline[bid] = toBaseline;
            sent.server[bid] = toServer;
          }
        }
        progress(`${rounds} bids to each`);
        const baseline = await finish(baselineGroup, sent.baseline);
        const measured = await finish(serverGroup, sent.server);
        notes.push(
          `${sockets} sockets: load average ${loadAtStart} before the bids, ${os.loadavg()[0]!.toFixed(2)} after`,
          `${sockets} sockets, slowest server bids (ms): ${worstBids(sent.server, measured.spans)}`,
          `${sockets} sockets, slowest baseline broadcasts (ms): ${worstBids(sent.baseline, baseline.spans)}`,
        );
        const baselineRow = row(sockets, 'raw Socket.IO broadcast (baseline)', baseline, null);
        const serverRow = row(sockets, 'bid -> auction-update', measured, baselineRow['p99 ms']);
        rows.push(baselineRow, serverRow);
        const limit = P99_LIMIT_MS[sockets] ?? Number.POSITIVE_INFINITY;
        met &&=
          serverRow.lost === 0 &&
          serverRow.connected === sockets &&
          serverRow['p99 ms'] <= limit &&
          serverRow['p99 ms'] <= BASELINE_FACTOR * baselineRow['p99 ms'];
        if (late > 0) {
          notes.push(
            `${sockets} sockets: ${late} updates not on every socket within ${DELIVERY_TIMEOUT_MS} ms`,
          );
        }
      } finally {
        await baselineGroup.close();
        await serverGroup.close();
      }
    }
  } finally {
    await server.stop();
    await bare.stop();
    await fresh.drop();
    await rm(database.dataDir, { recursive: true, force: true });
  }
  notes.push(
    `${database.kind}; ${bids} measured bids per case (after ${WARM_UP_BIDS} warm-up), alternating server and baseline, ${GAP_MS} ms apart, a server bid at least ${THROTTLE_CLEAR_MS} ms after the previous one's answer; load average ${os.loadavg()[0]!.toFixed(2)}`,
  );
  return {
    name: 'bid -> auction-update fan-out',
    target: `p99 <= 100 ms at 1,000 sockets, <= 500 ms at 5,000, and <= ${BASELINE_FACTOR}x the raw Socket.IO broadcast's p99`,
    met,
    rows,
    notes,
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
  const sizes = process.env.BENCH_SOCKETS?.split(',').map(Number);
  await buildServer();
  const section = await benchSocketFanout({ quick, sizes });
  console.log(`\n${section.name}: ${section.target}`);
  console.table(section.rows);
  for (const note of section.notes ?? []) {
    console.log(note);
  }
  console.log(section.met ? 'target met' : 'target NOT met');
}
