// Two builds side by side (bench/list-ab.ts, bench/routes-ab.ts): this checkout's server and another checkout's
// (BENCH_OTHER, a directory holding the repository at another commit, built with `npm ci` there), both on one fresh
// PostgreSQL database with BENCH_AUCTIONS (100,000) auctions, beside the bare Fastify process, each build with the
// demo dealer's bearer. BENCH_SECONDS (4) is each run's length, BENCH_ROUNDS (3) the rounds.
import { insertAuctions } from '../auction-list';
import { freshPostgresDatabase, prepareDatabase } from './harness';
import {
  buildServer,
  demoDealerBearer,
  startBareServer,
  startOtherServer,
  startServer,
  type Started,
} from './processes';

/** The builds in the order each round measures them. */
export const BUILDS = ['other', 'this'] as const;
export type Build = (typeof BUILDS)[number];

export type AbBench = {
  /** The fresh database's URL, for the bench's own statements beside the servers. */
  databaseUrl: string;
  servers: Record<Build, Started>;
  bare: Started;
  auth: Record<Build, string>;
  /** A build's request headers: its bearer, and no compression (the bare route sends its body uncompressed). */
  headersOf: (which: Build) => Record<string, string>;
  options: { seconds: number; connections: number };
  rounds: number;
  /** Stops the three servers and drops the database. */
  stop: () => Promise<void>;
};

export async function startAb(databaseName: string): Promise<AbBench> {
  const other = process.env.BENCH_OTHER;
  if (!other) {
    throw new Error('BENCH_OTHER: the directory of the other checkout');
  }
  await buildServer();
  const target = await freshPostgresDatabase(databaseName, 'postgres://postgres@127.0.0.1:5432/postgres');
  const database = await prepareDatabase(
    (db) => insertAuctions(db, Number(process.env.BENCH_AUCTIONS ?? 100_000)),
    target.url,
  );
  const started: Started[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    await target.drop();
  };
  try {
    const otherServer = await startOtherServer(other, database);
    started.push(otherServer);
    const thisServer = await startServer(database);
    started.push(thisServer);
    const bare = await startBareServer();
    started.push(bare);
    const auth = {
      other: await demoDealerBearer(otherServer.url),
      this: await demoDealerBearer(thisServer.url),
    };
    return {
      databaseUrl: target.url,
      servers: { other: otherServer, this: thisServer },
      bare,
      auth,
      headersOf: (which) => ({ authorization: auth[which], 'accept-encoding': 'identity' }),
      options: { seconds: Number(process.env.BENCH_SECONDS ?? 4), connections: 32 },
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
