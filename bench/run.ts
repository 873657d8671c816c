// `npm run bench`: every benchmark, each against a baseline measured in the same run (absolute numbers
// drift on shared machines; the ratios are what to watch). Not part of `npm test`.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { benchAuctionList } from './auction-list';
import { load, loop, report, startBenchApp } from './lib/harness';

const target = await startBenchApp();
try {
  // Baseline 1: a bare Fastify server answering a fixed JSON body: the HTTP floor.
  const bare = Fastify();
  bare.get('/', () => ({ code: 200, message: '성공', data: { status: 'ok' } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = bare.server.address();
  const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/`;
  const bareResult = await load('bare fastify (baseline)', bareUrl);
  await bare.close();

  const login = await fetch(`${target.url}/api/v1/dealers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dealer', password: 'dealer1234' }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const auth = { authorization: `Bearer ${data.accessToken}` };

  report('HTTP: API calls vs a bare server', bareResult, [
    await load('GET /api/health', `${target.url}/api/health`),
    await load(
      'GET /api/v1/dealers/noticies (page 1)',
      `${target.url}/api/v1/dealers/noticies?page=1&size=10`,
    ),
    await load('GET /api/v1/dealers/profile', `${target.url}/api/v1/dealers/profile`, { headers: auth }),
    await load('GET /api/v1/dealers/dashboard', `${target.url}/api/v1/dealers/dashboard`, { headers: auth }),
  ]);

  // Baseline 2: the notices page as one raw SQL statement on the same database.
  const rawNotices = await loop('raw SQL notices page (baseline)', () =>
    target.db.execute(
      sql`select id, title, published_at from notices order by published_at desc, id desc limit 10`,
    ),
  );
  report('Database: the notices call in process vs its raw query', rawNotices, [
    await loop('app.inject notices page', () =>
      target.app.inject({ url: '/api/v1/dealers/noticies?page=1&size=10' }),
    ),
  ]);

  await benchAuctionList(target, auth);
} finally {
  await target.close();
}
