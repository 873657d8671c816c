// The bench's baseline: a bare Fastify process answering a fixed JSON body, started like the app's server
// (its own node process, PORT and HOST from the environment), so the ratio measures the app alone. `/same` answers
// whatever body was last PUT there: the same bytes as a route of the app (the same-size baseline). `/lean` is the
// lean route: one statement PUT there (the app's own, captured) sent through node-postgres as a named statement on
// a pool of the app's size, its rows answered as JSON (the baseline of the list's statement path).
import { Buffer } from 'node:buffer';
import process from 'node:process';
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify();
app.get('/', () => ({ code: 200, message: '성공', data: { status: 'ok' } }));
let same = '{}';
app.put('/same', { bodyLimit: 10 * 1024 * 1024 }, (request) => {
  same = JSON.stringify(request.body);
  return { bytes: Buffer.byteLength(same) };
});
app.get('/same', (_request, reply) => reply.type('application/json; charset=utf-8').send(same));

/** @type {{ pool: pg.Pool; query: { name: string; text: string; values: unknown[] } } | null} */
let lean = null;
app.put('/lean', async (request) => {
  const { databaseUrl, text, values } =
    /** @type {{ databaseUrl: string; text: string; values: unknown[] }} */ (request.body);
  await lean?.pool.end();
  // The app's pool: ten connections (apps/server/src/db/client.ts).
  lean = {
    pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }),
    query: { name: 'lean', text, values },
  };
  const { rowCount } = await lean.pool.query(lean.query);
  return { rows: rowCount };
});
app.get('/lean', async (_request, reply) => {
  if (!lean) {
    return reply.code(409).send({ message: 'PUT /lean first' });
  }
  const { rows } = await lean.pool.query(lean.query);
  return { code: 200, message: '성공', data: rows };
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const stop = () => {
  void Promise.resolve(lean?.pool.end())
    .then(() => app.close())
    .then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
