// After a hot-auction run: what the database holds against what the API acknowledged (docs/domain.md "Bids":
// an acknowledged bid is never lost, a retried key creates nothing new). Every attempt's Idempotency-Key names
// its row: a first bid's biddings row, a raise's bid_raises row.
import pg from 'pg';
import type { Attempt } from './hot-load';

export type CheckResult = {
  /** 2xx answers: bids and raises the API acknowledged. */
  acknowledged: number;
  /** Acknowledged, but no row with its key and price. */
  lost: number;
  /** More than one row for one key, or more than one active bid for one dealer. */
  duplicated: number;
  /** A row whose request was refused (4xx/5xx), or with a key no request sent. */
  unacknowledgedStored: number;
  /** Requests that never got an answer (their rows may or may not exist; both are allowed). */
  unanswered: number;
  /** The auction's max and bidder count, and each bid's raise chain, match the stored bids. */
  problems: string[];
};

type StoredRow = { key: string | null; dealer_id: number; price: string; id: number };

export async function checkHotAuction(
  databaseUrl: string,
  auctionId: number,
  attempts: Attempt[],
): Promise<CheckResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const bids = await client.query<StoredRow & { canceled_at: Date | null }>(
      `select id, dealer_id, price::text, idempotency_key as key, canceled_at from biddings where auction_id = $1`,
      [auctionId],
    );
    const raises = await client.query<StoredRow & { bidding_id: number; from_price: string }>(
      `select r.id, r.dealer_id, r.to_price::text as price, r.from_price::text, r.idempotency_key as key, r.bidding_id
       from bid_raises r join biddings b on b.id = r.bidding_id where b.auction_id = $1 order by r.id`,
      [auctionId],
    );
    const auction = await client.query<{ max: string; count: number }>(
      'select max_bidding_price::text as max, bidder_count as count from auctions where id = $1',
      [auctionId],
    );

    const rowsByKey = new Map<string, StoredRow[]>();
    for (const row of [...bids.rows, ...raises.rows]) {
      const key = `${row.dealer_id}:${row.key ?? ''}`;
      rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), row]);
    }
    const attemptByKey = new Map(attempts.map((attempt) => [`${attempt.dealerId}:${attempt.key}`, attempt]));
    const isAcknowledged = (attempt: Attempt) => attempt.status >= 200 && attempt.status < 300;

    let lost = 0;
    let duplicated = 0;
    let unacknowledgedStored = 0;
    for (const attempt of attempts.filter(isAcknowledged)) {
      const rows = rowsByKey.get(`${attempt.dealerId}:${attempt.key}`) ?? [];
      if (rows.length > 1) {
        duplicated += rows.length - 1;
      }
      // A first bid's row is the one the answer named (its price moves with later raises); a raise's row
      // carries the raise's own price.
      const isStored = rows.some((row) =>
        attempt.kind === 'bid' ? row.id === attempt.bidId : Number(row.price) === attempt.price,
      );
      if (!isStored) {
        lost += 1;
      }
    }
    for (const [key, rows] of rowsByKey) {
      const attempt = attemptByKey.get(key);
      if (!attempt || (attempt.status !== 0 && !isAcknowledged(attempt))) {
        unacknowledgedStored += rows.length;
      }
    }

    const problems: string[] = [];
    const active = bids.rows.filter((row) => row.canceled_at === null);
    const activeDealers = new Set(active.map((row) => row.dealer_id));
    duplicated += active.length - activeDealers.size;
    const max = Math.max(0, ...active.map((row) => Number(row.price)));
    const stored = auction.rows[0];
    if (!stored || Number(stored.max) !== max || stored.count !== active.length) {
      problems.push(
        `auction max/count ${stored?.max}/${stored?.count}, stored bids say ${max}/${active.length}`,
      );
    }
    // Each raise starts where the one before it ended, and the bid's price is its last raise.
    const lastTo = new Map<number, number>();
    for (const raise of raises.rows) {
      const previous = lastTo.get(raise.bidding_id);
      if (previous !== undefined && previous !== Number(raise.from_price)) {
        problems.push(
          `bid ${raise.bidding_id}: raise ${raise.id} from ${raise.from_price}, last was ${previous}`,
        );
      }
      lastTo.set(raise.bidding_id, Number(raise.price));
    }
    for (const bid of bids.rows) {
      const last = lastTo.get(bid.id);
      if (last !== undefined && last !== Number(bid.price)) {
        problems.push(`bid ${bid.id}: price ${bid.price}, last raise ${last}`);
      }
    }
    return {
      acknowledged: attempts.filter(isAcknowledged).length,
      lost,
      duplicated,
      unacknowledgedStored,
      unanswered: attempts.filter((attempt) => attempt.status === 0).length,
      problems: problems.slice(0, 10),
    };
  } finally {
    await client.end();
  }
}
