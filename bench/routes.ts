// The dealer's other API routes: auction detail, profile, dashboard, bid history and deal list, each
// as the demo dealer against the production server bundle, beside the bare Fastify process sending a body of the
// same size (the route's own answer, PUT to `/same` just before), with the fixed-body bare route's ratio kept beside.
// Run by run.ts's API case (alone with the list: `BENCH_ONLY=api npx tsx bench/run.ts [--quick]`).
import { Buffer } from 'node:buffer';
import {
  load,
  report,
  sectionRow,
  type BenchOptions,
  type BenchSection,
  type LoadResult,
} from './lib/harness';

/** Against the bare route sending the same body (the fixed-body target was 0.3). */
const TARGET_RATIO = 0.15;

type Auth = { authorization: string };

async function getData<T>(url: string, auth: Auth): Promise<T> {
  const response = await fetch(url, { headers: auth });
  if (!response.ok) {
    throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}

/** An auction the dealer has bid on, a live one when there is one: its detail page shows the bid panel. */
async function biddenAuctionId(serverUrl: string, auth: Auth): Promise<number> {
  const page = await getData<{ items: { id: number; status: string }[] }>(
    `${serverUrl}/api/v1/dealers/auction/bidding/list?page=1&size=50`,
    auth,
  );
  const auction = page.items.find((item) => item.status === 'PROGRESS') ?? page.items[0];
  if (!auction) {
    throw new Error('the dealer has no bids: the demo data is missing');
  }
  return auction.id;
}

export async function benchRoutes(
  serverUrl: string,
  auth: Auth,
  options: BenchOptions,
  baseline: LoadResult,
  bareUrl: string,
): Promise<BenchSection> {
  const api = `${serverUrl}/api/v1/dealers`;
  const auctionId = await biddenAuctionId(serverUrl, auth);
  // The bench measures the server's work, not compression (as bench/auction-list.ts does).
  const headers = { ...auth, 'accept-encoding': 'identity' };
  const cases: [string, string][] = [
    [`auction detail (GET /auction/${auctionId})`, `${api}/auction/${auctionId}`],
    ['profile (GET /profile)', `${api}/profile`],
    ['dashboard (GET /dashboard)', `${api}/dashboard`],
    ['bid history (GET /auction/bidding/list)', `${api}/auction/bidding/list?page=1&size=12`],
    ['deal list (GET /auction/transaction/list)', `${api}/auction/transaction/list?page=1&size=12`],
  ];
  const rows: Record<string, string | number>[] = [];
  const sameRatios: number[] = [];
  let errors = 0;
  for (const [name, url] of cases) {
    const body = await (await fetch(url, { headers: auth })).text();
    await fetch(`${bareUrl}/same`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
    const same = await load(`bare, the same ${Buffer.byteLength(body)} B body`, `${bareUrl}/same`, options);
    const run = await load(name, url, { ...options, headers });
    const [, fixed] = report(`${name}, c=${options.connections}: vs bare Fastify`, baseline, [run]);
    const [, sized] = report(`${name}: vs bare Fastify sending the same body`, same, [run]);
    sameRatios.push(sized!.ratio);
    errors += run.errors;
    rows.push(
      {
        ...sectionRow(sized!),
        baseline: `same ${Buffer.byteLength(body)} B body: ${same.requestsPerSecond} req/s`,
      },
      { case: `${name} vs the fixed-body bare route`, 'req/s': run.requestsPerSecond, ratio: fixed!.ratio },
    );
  }
  return {
    name: 'other dealer routes',
    target: `auction detail, profile, dashboard, bid history, deal list >= ${TARGET_RATIO}x the bare Fastify route sending the same body`,
    met: errors === 0 && sameRatios.every((ratio) => ratio >= TARGET_RATIO),
    rows: [sectionRow({ ...baseline, ratio: 1 }), ...rows],
    notes: [`detail and bid history on auction ${auctionId}, one the demo dealer has bid on`],
  };
}
