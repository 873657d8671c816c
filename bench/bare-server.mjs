// The bench's baseline: a bare Fastify process answering a fixed JSON body, started like the app's server
// (its own node process, PORT and HOST from the environment), so the ratio measures the app alone. `/same` answers
// whatever body was last PUT there: the same bytes as a route of the app (the same-size baseline).
import { Buffer } from 'node:buffer';
import process from 'node:process';
import Fastify from 'fastify';

const app = Fastify();
app.get('/', () => ({ code: 200, message: '성공', data: { status: 'ok' } }));
let same = '{}';
app.put('/same', { bodyLimit: 10 * 1024 * 1024 }, (request) => {
  same = JSON.stringify(request.body);
  return { bytes: Buffer.byteLength(same) };
});
app.get('/same', (_request, reply) => reply.type('application/json; charset=utf-8').send(same));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const stop = () => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
