// The hot-auction loads: N dealers bidding on one auction over HTTP (a first bid, then raises of it), and the
// baseline, the same row lock + writes as raw SQL transactions from node-postgres, one client per dealer.
// Every HTTP attempt carries its own Idempotency-Key and records what the API answered, for hot-check.ts.
import http from 'node:http';
import pg from 'pg';

/** What one bid request (a first bid or a raise) got back. */
export type Attempt = {
  dealerId: number;
  kind: 'bid' | 'raise';
  key: string;
  price: number;
  /** HTTP status; 0 when no answer came after every retry (the outcome is then unknown). */
  status: number;
  /** The bid's id from a 2xx answer. */
  bidId: number | null;
  errorCode: string | null;
  ms: number;
};

export type LoadRun = { seconds: number; attempts: Attempt[] };

/** Dealer `index` of `count`, attempt `step`: always higher than its previous one; dealers leapfrog. */
export const priceOf = (step: number, index: number, count: number) => (step * count + index + 1) * 10_000;

const RETRIES = 5;

type Answer = { status: number; body: { data?: { id?: number }; errorCode?: string } | null };

type Call = { agent: http.Agent; url: URL; method: string; headers: Record<string, string>; body: unknown };

function send({ agent, url, method, headers, body }: Call): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let parsed: Answer['body'] = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString()) as Answer['body'];
          } catch {
            // A body that is not JSON: the status alone says what happened.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * A request that got no answer may still have committed: it is sent again with the same key (the API's
 * promise), so each attempt ends with a known answer unless every retry fails.
 */
async function sendWithRetries(call: Call): Promise<Answer> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(call);
    } catch (error) {
      if (attempt >= RETRIES) {
        console.warn(`no answer after ${RETRIES + 1} tries: ${String(error)}`);
        return { status: 0, body: null };
      }
    }
  }
}

export type HttpBidder = { dealerId: number; token: string };

/** Each dealer bids once, then raises its bid with a higher price each time, until `seconds` have passed. */
export async function httpBidding(
  baseUrl: string,
  auctionId: number,
  bidders: HttpBidder[],
  seconds: number,
  keyPrefix: string,
): Promise<LoadRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: bidders.length });
  const attempts: Attempt[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    bidders.map(async (bidder, index) => {
      let bidId: number | null = null;
      for (let step = 0; performance.now() < deadline; step += 1) {
        const price = priceOf(step, index, bidders.length);
        const key = `${keyPrefix}-${bidder.dealerId}-${step}`;
        const headers = { authorization: `Bearer ${bidder.token}`, 'idempotency-key': key };
        const kind = bidId === null ? 'bid' : 'raise';
        const url = new URL(
          kind === 'bid'
            ? `/api/v1/dealers/auction/${auctionId}/bidding/`
            : `/api/v1/dealers/auction/bidding/${bidId}`,
          baseUrl,
        );
        const sentAt = performance.now();
        const method = kind === 'bid' ? 'POST' : 'PATCH';
        const answer = await sendWithRetries({ agent, url, method, headers, body: { price } });
        const ok = answer.status >= 200 && answer.status < 300;
        const id = ok ? (answer.body?.data?.id ?? null) : null;
        attempts.push({
          dealerId: bidder.dealerId,
          kind,
          key,
          price,
          status: answer.status,
          bidId: id,
          errorCode: answer.body?.errorCode ?? null,
          ms: performance.now() - sentAt,
        });
        if (kind === 'bid' && id !== null) {
          bidId = id;
        }
      }
    }),
  );
  agent.destroy();
  return { seconds: (performance.now() - started) / 1000, attempts };
}

/**
 * The baseline: per dealer one pg client running the service's writes as raw transactions, the auction row
 * lock first (docs/decisions/004-bid-locking.md), then the bid insert (or the raise: the bid's update and its
 * bid_raises row) and the auction's max and count, stamped by the database clock.
 */
export async function rawBidding(
  databaseUrl: string,
  auctionId: number,
  dealerIds: number[],
  seconds: number,
  keyPrefix: string,
): Promise<LoadRun> {
  const clients = dealerIds.map(() => new pg.Client({ connectionString: databaseUrl }));
  await Promise.all(clients.map((client) => client.connect()));
  const attempts: Attempt[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client, index) => {
        const dealerId = dealerIds[index]!;
        let bid: { id: number; price: number } | null = null;
        for (let step = 0; performance.now() < deadline; step += 1) {
          const price = priceOf(step, index, dealerIds.length);
          const key = `${keyPrefix}-${dealerId}-${step}`;
          const sentAt = performance.now();
          await client.query('begin');
          await client.query('select id from auctions where id = $1 for update', [auctionId]);
          if (bid === null) {
            const inserted = await client.query<{ id: number }>(
              `insert into biddings (auction_id, dealer_id, price, idempotency_key, bidding_at)
               values ($1, $2, $3, $4, clock_timestamp()) returning *`,
              [auctionId, dealerId, price, key],
            );
            await client.query(
              `update auctions set max_bidding_price = greatest(max_bidding_price, $2),
                 bidder_count = bidder_count + 1, updated_at = now() where id = $1 returning *`,
              [auctionId, price],
            );
            bid = { id: inserted.rows[0]!.id, price };
          } else {
            await client.query(
              `update biddings set price = $2, bidding_at = clock_timestamp()
               where id = $1 and canceled_at is null returning *`,
              [bid.id, price],
            );
            await client.query(
              `insert into bid_raises (bidding_id, dealer_id, from_price, to_price, raised_at, idempotency_key)
               values ($1, $2, $3, $4, clock_timestamp(), $5) returning *`,
              [bid.id, dealerId, bid.price, price, key],
            );
            await client.query(
              `update auctions set max_bidding_price = greatest(max_bidding_price, $2), updated_at = now()
               where id = $1 returning *`,
              [auctionId, price],
            );
            bid.price = price;
          }
          await client.query('commit');
          attempts.push({
            dealerId,
            kind: step === 0 ? 'bid' : 'raise',
            key,
            price,
            status: 200,
            bidId: bid.id,
            errorCode: null,
            ms: performance.now() - sentAt,
          });
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return { seconds: (performance.now() - started) / 1000, attempts };
}
