// An unreachable database answers 503 SERVICE_UNAVAILABLE, not 500: the driver's real errors (refused, timed out,
// terminated by the server) are recognised through Drizzle's wrapping, and a query's own error is not.
import { createServer, type Server, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@autobid/shared';
import { createPostgresPool } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { errorHandlerPlugin } from '../src/plugins/error-handler';
import { ANY_REQUEST_ID } from './helpers/envelope';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) {
    await cleanups.pop()?.();
  }
});

/** A port nothing listens on: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A port that accepts connections and never says a word, like a database host that hangs. */
async function silentPort(): Promise<number> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    for (const socket of sockets) {
      socket.destroy();
    }
    await new Promise((resolve) => server.close(resolve));
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A Drizzle database on the server's own pool (db/client.ts), for the given port. */
function poolOn(port: number) {
  const pool = createPostgresPool(`postgres://postgres@127.0.0.1:${port}/none`);
  cleanups.push(() => pool.end());
  return drizzlePg({ client: pool });
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

describe('isDatabaseUnavailable', () => {
  it('a refused connection, through Drizzle', async () => {
    const db = poolOn(await closedPort());
    const error = await failureOf(() => db.execute(sql`select 1`));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a database host that does not answer: the pool gives up after its connect timeout', async () => {
    const db = poolOn(await silentPort());
    const started = Date.now();
    const error = await failureOf(() => db.execute(sql`select 1`));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("a query's own errors are not an outage (missing table, unique violation, plain errors)", async () => {
    const client = await PGlite.create();
    cleanups.push(() => client.close());
    const db = drizzlePglite({ client });
    expect(isDatabaseUnavailable(await failureOf(() => db.execute(sql`select * from missing`)))).toBe(false);
    await db.execute(sql`create table t (id int primary key)`);
    await db.execute(sql`insert into t values (1)`);
    expect(isDatabaseUnavailable(await failureOf(() => db.execute(sql`insert into t values (1)`)))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a burst beyond the pool waits for a free connection, however long: busy is not down',
    async () => {
      const pool = createPostgresPool(process.env.TEST_DATABASE_URL as string);
      cleanups.push(() => pool.end());
      const db = drizzlePg({ client: pool });
      // Ten connections busy for 2.5 s (longer than the connect timeout), then an eleventh query.
      const busy = Array.from({ length: 10 }, () => pool.query('select pg_sleep(2.5)'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      const waited = await db.execute(sql`select 1 as one`);
      expect(waited.rows).toEqual([{ one: 1 }]);
      expect(Date.now() - started).toBeGreaterThan(1500);
      await Promise.all(busy);
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'PostgreSQL ends the connection under a running query (57P01, as at a shutdown)',
    async () => {
      const url = process.env.TEST_DATABASE_URL as string;
      const victim = new pg.Client({ connectionString: url });
      victim.on('error', () => undefined);
      await victim.connect();
      cleanups.push(() => victim.end().catch(() => undefined));
      const pid = (await victim.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      const running = failureOf(() => drizzlePg({ client: victim }).execute(sql`select pg_sleep(10)`));
      const killer = new pg.Client({ connectionString: url });
      await killer.connect();
      try {
        // Wait until the sleep is running, then end that backend as `pg_ctl stop -m fast` does.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const state = await killer.query<{ active: boolean }>(
            "select state = 'active' as active from pg_stat_activity where pid = $1",
            [pid],
          );
          if (state.rows[0]?.active) {
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await killer.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await killer.end();
      }
      const error = await running;
      expect((error as { cause?: { code?: string } }).cause?.code).toBe('57P01');
      expect(isDatabaseUnavailable(error)).toBe(true);
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "the server's pool: a connection lost between two statements of a transaction fails the transaction, not the process",
    async () => {
      const url = process.env.TEST_DATABASE_URL as string;
      const pool = createPostgresPool(url);
      cleanups.push(() => pool.end());
      const db = drizzlePg({ client: pool });
      const killer = new pg.Client({ connectionString: url });
      await killer.connect();
      cleanups.push(() => killer.end());
      const uncaught: unknown[] = [];
      const hear = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', hear);
      cleanups.push(() => Promise.resolve(process.off('uncaughtException', hear)));

      const transaction = failureOf(() =>
        db.transaction(async (tx) => {
          const pid = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]?.pid;
          // Between two statements no query is running: the connection's end arrives as an 'error' event on the
          // checked-out client, as when the database stops while a transaction awaits its next step.
          await killer.query('select pg_terminate_backend($1)', [pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        }),
      );
      const error = await transaction;
      expect(uncaught).toEqual([]);
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The pool dropped the dead connection: the next statement gets a live one.
      expect((await db.execute<{ one: number }>(sql`select 1 as one`)).rows[0]?.one).toBe(1);
    },
  );
});

describe('error handler', () => {
  it('answers 503 SERVICE_UNAVAILABLE for an unreachable database and 500 for anything else', async () => {
    const db = poolOn(await closedPort());
    const app = Fastify({ logger: false });
    cleanups.push(() => app.close());
    await app.register(errorHandlerPlugin);
    app.get('/down', async () => db.execute(sql`select 1`));
    app.get('/broken', () => {
      throw new Error('boom');
    });

    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: 503,
      message: LIMIT_MESSAGES.serviceUnavailable,
      data: null,
      errorCode: 'SERVICE_UNAVAILABLE',
      requestId: ANY_REQUEST_ID,
    });
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toMatchObject({ code: 500, errorCode: 'INTERNAL_ERROR' });
  });
});
