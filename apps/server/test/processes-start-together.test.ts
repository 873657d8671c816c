// Three server processes started at the same moment on one fresh PostgreSQL database with the demo data: each
// comes up, the migrations and both seeds ran once (README "Operating it": several processes may start at once).
// Runs when CI gives TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_JWT_SECRET } from './helpers/test-app';
import { startServer, stopServer, type RunningServer } from './helpers/server-processes';

const pgUrl = process.env.TEST_DATABASE_URL;

/** Tables whose rows the reference and demo seeds write, each with the column that names a row once. */
const SEEDED: Array<{ table: string; key: string }> = [
  { table: 'dealers', key: 'username' },
  { table: 'sellers', key: 'phone_number' },
  { table: 'operators', key: 'username' },
  { table: 'brands', key: "vehicle_type || ':' || name" },
  { table: 'review_questions', key: 'question_content' },
  { table: 'bank_codes', key: 'code' },
];

describe.skipIf(!pgUrl)('three processes started together on a fresh database (SEED_DEMO=true)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  const servers: RunningServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    await database?.drop();
  }, 60_000);

  it('all come up and the seeds wrote each row once', async () => {
    database = await openTestDatabase();
    const env = {
      DATABASE_URL: database.url!,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    };
    const started = await Promise.allSettled([startServer(env), startServer(env), startServer(env)]);
    for (const result of started) {
      if (result.status === 'fulfilled') {
        servers.push(result.value);
      }
    }
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual([
      'up',
      'up',
      'up',
    ]);

    const db = database.database.db;
    const rowsOf = async <T>(query: ReturnType<typeof sql.raw>): Promise<T[]> => {
      const result: unknown = await db.execute(query);
      return (result as { rows: T[] }).rows;
    };
    for (const { table, key } of SEEDED) {
      const [row] = await rowsOf<{ rows: string; keys: string }>(
        sql.raw(`select count(*)::text as rows, count(distinct ${key})::text as keys from ${table}`),
      );
      expect(Number(row!.rows), table).toBeGreaterThan(0);
      expect(row!.rows, `${table}: a row written twice`).toBe(row!.keys);
    }
    const [demoDealer] = await rowsOf<{ n: string }>(
      sql`select count(*)::text as n from dealers where username = 'dealer'`,
    );
    expect(demoDealer!.n).toBe('1');
    // Every process is still up after the others' seeding.
    for (const server of servers) {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(res.status).toBe(200);
    }
  }, 300_000);
});
