// kill -9 of a real server process under concurrent bids (docs/decisions/004), on PGlite and on PostgreSQL: each
// round several dealers bid and raise on a few auctions with unique Idempotency-Keys, the process is killed at a
// random moment, restarted on the same data, and then every acknowledged bid and raise is there, each auction's
// maxBiddingPrice and bidderCount equal its active bids, and a retry with the same key creates nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import {
  call,
  chaosRounds,
  createDatabase,
  login,
  pgliteSql,
  postgresSql,
  ServerProcess,
  type Answer,
  type Sql,
} from './support';

const DEALERS = 6;
const AUCTIONS = 3;
/**
 * The kill comes at a random moment under load: once a random number of requests were acknowledged (so every
 * round has some, however slow the machine), then after a random few milliseconds more.
 */
const KILL_AFTER_ACKNOWLEDGED = { min: 3, max: 40 };
const KILL_JITTER_MS = 40;
/** A round whose load makes no progress this long fails. */
const LOAD_TIMEOUT_MS = 60_000;
/** Acknowledged requests re-sent each round with their key, beside every request the kill left unanswered. */
const REPLAYS_PER_ROUND = 8;
const KEY_PREFIX = `chaos-${process.pid}-`;

type Bid = { id: number; auctionId: number; price: number; biddingAt: string };

/** One request of the load: a bid (POST) or a raise of the dealer's bid (PATCH), with its key. */
type Sent = {
  dealer: number;
  auctionId: number;
  method: 'POST' | 'PATCH';
  url: string;
  price: number;
  key: string;
  /** The 2xx answer, once there is one. */
  answer: Bid | null;
};

type Totals = {
  rounds: number;
  acknowledged: number;
  unanswered: number;
  /** Unanswered requests the database had committed before the kill (their retry was a replay). */
  storedUnanswered: number;
  replays: number;
  restartMs: number[];
};

/** What the harness knows: per dealer and auction, the bid id and the price of its last acknowledged write. */
class Ledger {
  readonly sent: Sent[] = [];
  private readonly bids = new Map<string, { id: number; price: number }>();
  private keyCount = 0;
  private priceStep = 100;

  nextKey(): string {
    this.keyCount += 1;
    return `${KEY_PREFIX}${this.keyCount}`;
  }

  /** Prices only go up, over the whole run: any raise is above whatever the dealer's bid stands at. */
  nextPrice(): number {
    this.priceStep += 1;
    return this.priceStep * 10_000;
  }

  bidOf(dealer: number, auctionId: number) {
    return this.bids.get(`${dealer}:${auctionId}`);
  }

  acknowledge(sent: Sent, answer: Bid): void {
    sent.answer = answer;
    const current = this.bids.get(`${sent.dealer}:${sent.auctionId}`);
    if (!current || answer.price >= current.price) {
      this.bids.set(`${sent.dealer}:${sent.auctionId}`, { id: answer.id, price: answer.price });
    }
  }

  /** The chaos dealers' bids as the harness knows them: bid id -> last acknowledged price. */
  expectedBids(): Map<number, number> {
    return new Map([...this.bids.values()].map((bid) => [bid.id, bid.price]));
  }
}

function bidOf(answer: Answer): Bid {
  return answer.body?.data as Bid;
}

function describeAnswer(sent: Sent, answer: Answer): string {
  return `${sent.method} ${sent.url} ${JSON.stringify({ price: sent.price })} key ${sent.key}: ${answer.status} ${JSON.stringify(answer.body)}`;
}

async function send(baseUrl: string, token: string, sent: Sent): Promise<Answer> {
  return call(baseUrl, sent.method, sent.url, {
    token,
    body: { price: sent.price },
    headers: { 'idempotency-key': sent.key },
  });
}

/**
 * One dealer's loop: one request at a time (so every unanswered request is the dealer's last), on a random
 * auction, a bid when the dealer has none there, else a raise. Stops at the first network failure (the kill).
 */
async function dealerLoop(
  baseUrl: string,
  token: string,
  dealer: number,
  auctionIds: number[],
  ledger: Ledger,
  roundSent: Sent[],
  problems: string[],
): Promise<void> {
  for (;;) {
    const auctionId = auctionIds[Math.floor(Math.random() * auctionIds.length)] as number;
    const bid = ledger.bidOf(dealer, auctionId);
    const sent: Sent = {
      dealer,
      auctionId,
      method: bid ? 'PATCH' : 'POST',
      url: bid ? `/v1/dealers/auction/bidding/${bid.id}` : `/v1/dealers/auction/${auctionId}/bidding/`,
      price: ledger.nextPrice(),
      key: ledger.nextKey(),
      answer: null,
    };
    ledger.sent.push(sent);
    roundSent.push(sent);
    let answer: Answer;
    try {
      answer = await send(baseUrl, token, sent);
    } catch {
      return;
    }
    if (answer.status === 200 || answer.status === 201) {
      ledger.acknowledge(sent, bidOf(answer));
    } else {
      problems.push(`under load: ${describeAnswer(sent, answer)}`);
      return;
    }
  }
}

/** Creates the chaos dealers (approved, bank account verified) and picks the auctions they bid on. */
async function prepare(sql: Sql): Promise<number[]> {
  await sql.query(
    `insert into dealers (username, password_hash, name, phone_number, status, approved_at, agency_name,
       agency_number, is_bank_account_auth, bank_code, bank_account_number)
     select 'chaos' || g, password_hash, '장애시험' || g, '0199990000' || g, 'APPROVED', now(), agency_name,
       agency_number, true, '004', '77700000' || g
     from dealers, generate_series(1, ${DEALERS}) g where username = 'dealer'`,
  );
  const rows = await sql.query<{ id: number }>(
    `select id from auctions where status = 'PROGRESS' and end_date > now() + interval '12 hours'
     order by end_date desc, id limit ${AUCTIONS}`,
  );
  expect(rows).toHaveLength(AUCTIONS);
  return rows.map((row) => row.id);
}

/** The database against what the harness was told: exact sets of keys, prices, and the denormalised numbers. */
async function checkBySql(sql: Sql, ledger: Ledger): Promise<void> {
  const acknowledged = ledger.sent.filter((sent) => sent.answer);
  const bidKeys = acknowledged.filter((s) => s.method === 'POST').map((s) => s.key);
  const raiseKeys = acknowledged.filter((s) => s.method === 'PATCH').map((s) => s.key);
  const storedBids = await sql.query<{ id: number; price: string; key: string }>(
    `select id, price::text as price, idempotency_key as key from biddings where idempotency_key like $1`,
    [`${KEY_PREFIX}%`],
  );
  const storedRaises = await sql.query<{ key: string }>(
    `select idempotency_key as key from bid_raises where idempotency_key like $1`,
    [`${KEY_PREFIX}%`],
  );
  // One row per acknowledged key and none for a key never acknowledged (every unanswered one was resolved).
  expect(storedBids.map((row) => row.key).sort()).toEqual([...bidKeys].sort());
  expect(storedRaises.map((row) => row.key).sort()).toEqual([...raiseKeys].sort());
  const expected = ledger.expectedBids();
  expect(new Map(storedBids.map((row) => [row.id, Number(row.price)]))).toEqual(expected);

  const inconsistent = await sql.query(
    `select a.id, a.max_bidding_price, a.bidder_count, b.top, b.active
     from auctions a
     left join (select auction_id, max(price) as top, count(*)::int as active
                from biddings where canceled_at is null group by auction_id) b on b.auction_id = a.id
     where a.max_bidding_price <> coalesce(b.top, 0) or a.bidder_count <> coalesce(b.active, 0)`,
  );
  expect(inconsistent, 'auctions whose maxBiddingPrice / bidderCount differ from their active bids').toEqual(
    [],
  );
  const raisedWrong = await sql.query(
    `select b.id, b.price, r.top from biddings b
     join (select bidding_id, max(to_price) as top from bid_raises group by bidding_id) r on r.bidding_id = b.id
     where b.price <> r.top`,
  );
  expect(raisedWrong, 'bids whose price is not their last raise').toEqual([]);
}

type AdminBid = { id: number; price: number; canceledAt: string | null; dealer: { username: string } };
type AdminAuction = { maxBiddingPrice: number; bidderCount: number; bids: AdminBid[] };

/** The same through the restarted server: the operator's auction detail lists every bid. */
async function checkByApi(server: ServerProcess, adminToken: string, auctionIds: number[], ledger: Ledger) {
  const chaosBids = new Map<number, number>();
  let rows = 0;
  for (const auctionId of auctionIds) {
    const answer = await call(server.baseUrl, 'GET', `/v1/admin/auctions/${auctionId}`, {
      token: adminToken,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const auction = answer.body?.data as AdminAuction;
    const active = auction.bids.filter((bid) => bid.canceledAt === null);
    expect(auction.maxBiddingPrice).toBe(Math.max(0, ...active.map((bid) => bid.price)));
    expect(auction.bidderCount).toBe(active.length);
    for (const bid of auction.bids.filter((b) => b.dealer.username.startsWith('chaos'))) {
      chaosBids.set(bid.id, bid.price);
    }
    rows += auction.bids.length;
  }
  expect(chaosBids).toEqual(ledger.expectedBids());
  return rows;
}

async function runRounds(kind: 'pglite' | 'postgres', rounds: number): Promise<Totals> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `autobid-chaos-${kind}-`));
  const database = kind === 'postgres' ? await createDatabase() : null;
  const server = await ServerProcess.create({ dataDir, databaseUrl: database?.url, seedDemo: true });
  const totals: Totals = {
    rounds: 0,
    acknowledged: 0,
    unanswered: 0,
    storedUnanswered: 0,
    replays: 0,
    restartMs: [],
  };
  const ledger = new Ledger();
  try {
    // First start migrates and seeds; the chaos dealers are then added with SQL (PGlite: the server stopped).
    const firstStartMs = await server.start();
    if (!database) {
      await server.stop();
    }
    const setup = database ? await postgresSql(database.url) : await pgliteSql(dataDir);
    let auctionIds: number[];
    try {
      auctionIds = await prepare(setup);
    } finally {
      await setup.close();
    }
    if (!database) {
      await server.start({ seedDemo: false });
    }
    console.log(
      `[chaos ${kind}] seeded in ${firstStartMs} ms; chaos dealers bid on auctions ${auctionIds.join(', ')}`,
    );
    const tokens: string[] = [];
    for (let dealer = 1; dealer <= DEALERS; dealer += 1) {
      tokens.push(await login(server.baseUrl, 'dealers', `chaos${dealer}`, 'dealer1234'));
    }
    const adminToken = await login(server.baseUrl, 'admin', 'admin', 'admin1234');

    for (let round = 1; round <= rounds; round += 1) {
      const roundSent: Sent[] = [];
      const problems: string[] = [];
      const loops = tokens.map((token, index) =>
        dealerLoop(server.baseUrl, token, index + 1, auctionIds, ledger, roundSent, problems),
      );
      const target =
        KILL_AFTER_ACKNOWLEDGED.min +
        Math.floor(Math.random() * (KILL_AFTER_ACKNOWLEDGED.max - KILL_AFTER_ACKNOWLEDGED.min + 1));
      const loadStarted = Date.now();
      while (roundSent.filter((sent) => sent.answer).length < target && problems.length === 0) {
        if (Date.now() - loadStarted > LOAD_TIMEOUT_MS) {
          throw new Error(
            `round ${round}: fewer than ${target} requests acknowledged in ${LOAD_TIMEOUT_MS} ms`,
          );
        }
        await delay(2);
      }
      await delay(Math.random() * KILL_JITTER_MS);
      await server.kill();
      const killedAt = Date.now();
      await Promise.all(loops);
      expect(problems, `round ${round}`).toEqual([]);

      const answeredUnderLoad = roundSent.filter((sent) => sent.answer);
      const restartMs = await server.start({ seedDemo: false });
      totals.restartMs.push(restartMs);

      // A client that lost its answer sends the same request again with the same key: exactly one result.
      const unanswered = roundSent.filter((sent) => !sent.answer);
      let storedUnanswered = 0;
      for (const sent of unanswered) {
        const answer = await send(server.baseUrl, tokens[sent.dealer - 1] as string, sent);
        expect([200, 201], `round ${round}, unanswered ${describeAnswer(sent, answer)}`).toContain(
          answer.status,
        );
        // The answer carries the database's time of the bid or raise: before the kill, it was a replay.
        if (Date.parse(bidOf(answer).biddingAt) < killedAt) {
          storedUnanswered += 1;
        }
        ledger.acknowledge(sent, bidOf(answer));
      }
      const rowsBefore = await checkByApi(server, adminToken, auctionIds, ledger);

      // Acknowledged requests sent again: the first result, nothing created.
      const replayed = [...answeredUnderLoad].sort(() => Math.random() - 0.5).slice(0, REPLAYS_PER_ROUND);
      for (const sent of replayed) {
        const answer = await send(server.baseUrl, tokens[sent.dealer - 1] as string, sent);
        const first = sent.answer as Bid;
        expect([200, 201], `round ${round}, replay ${describeAnswer(sent, answer)}`).toContain(answer.status);
        const again = bidOf(answer);
        // A bid's replay shows the bid as it stands now (raised since, maybe); a raise's is that raise.
        expect({ id: again.id, auctionId: again.auctionId }).toEqual({
          id: first.id,
          auctionId: first.auctionId,
        });
        if (sent.method === 'PATCH') {
          expect(again).toEqual(first);
        }
      }
      const rowsAfter = await checkByApi(server, adminToken, auctionIds, ledger);
      expect(rowsAfter, `round ${round}: a replay created a bid`).toBe(rowsBefore);
      if (database) {
        const sql = await postgresSql(database.url);
        try {
          await checkBySql(sql, ledger);
        } finally {
          await sql.close();
        }
      }

      const acknowledged = answeredUnderLoad.length;
      totals.rounds += 1;
      totals.acknowledged += acknowledged;
      totals.unanswered += unanswered.length;
      totals.storedUnanswered += storedUnanswered;
      totals.replays += replayed.length;
      console.log(
        `[chaos ${kind}] round ${round}/${rounds}: ${acknowledged} acknowledged, killed with ` +
          `${unanswered.length} unanswered (${storedUnanswered} stored before it; each resolved by its retry), ` +
          `${replayed.length} replays, restart ${restartMs} ms`,
      );
    }

    // PGlite is read by SQL only with the server stopped: the whole run is checked once at the end.
    await server.stop();
    const sql = database ? await postgresSql(database.url) : await pgliteSql(dataDir);
    try {
      await checkBySql(sql, ledger);
    } finally {
      await sql.close();
    }
    return totals;
  } catch (error) {
    throw new Error(`${String(error)}\nserver output:\n${server.output()}`, { cause: error });
  } finally {
    await server.kill();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const summary: string[] = [];
afterAll(() => {
  if (summary.length > 0) {
    console.log(`\n${summary.join('\n')}`);
  }
});

describe('kill -9 under concurrent bids', () => {
  const rounds = chaosRounds();
  for (const kind of ['pglite', 'postgres'] as const) {
    it(`${kind}: ${rounds} rounds, no acknowledged bid lost, no retry creates anything`, async () => {
      const totals = await runRounds(kind, rounds);
      expect(totals.rounds).toBe(rounds);
      const sorted = [...totals.restartMs].sort((a, b) => a - b);
      summary.push(
        `[chaos ${kind}] ${totals.rounds} rounds survived: ${totals.acknowledged} bids and raises acknowledged ` +
          `under load, ${totals.unanswered} cut by the kill (${totals.storedUnanswered} of them stored) and resolved ` +
          `by their retry, ${totals.replays} replays ` +
          `created nothing; restart median ${sorted[Math.floor(sorted.length / 2)]} ms`,
      );
    });
  }
});
