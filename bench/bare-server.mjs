// The bench's baseline: a bare Fastify process answering a fixed JSON body, started like the app's server
// (its own node process, PORT and HOST from the environment), so the ratio measures the app alone.
import process from 'node:process';
import Fastify from 'fastify';

const app = Fastify();
app.get('/', () => ({ code: 200, message: '성공', data: { status: 'ok' } }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const stop = () => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
