// Shutdown (issue 17): requests received before the close are answered (each telling the client to close
// its connection), a client that never finishes its request cannot hold the process, and requests that
// arrive while closing get an answer or a refused connection — never a reset after being read.
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gracefulClose } from '../src/plugins/graceful-close';
import { createTestContext, type TestContext } from './helpers/test-app';

const SLOW_MS = 400;

describe('graceful close', () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await createTestContext({
      configure: (app) =>
        app.get('/slow', async () => {
          await delay(SLOW_MS);
          return { ok: true };
        }),
    });
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers what it received, cuts a stalled client, and is done well within the deadline', async () => {
    const port = new URL(baseUrl).port;
    // A client that sends half a request and then nothing.
    const stalled = connect(Number(port), '127.0.0.1');
    const stalledClosed = new Promise<void>((resolve) => stalled.on('close', () => resolve()));
    stalled.on('error', () => undefined);
    const stalledGot: Buffer[] = [];
    stalled.on('data', (chunk: Buffer) => stalledGot.push(chunk));
    await new Promise<void>((resolve) => stalled.on('connect', () => resolve()));
    stalled.write(
      'POST /api/v1/dealers/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"username":',
    );

    const inFlight = Array.from({ length: 8 }, () => fetch(`${baseUrl}/slow`));
    await delay(100);
    const started = Date.now();
    const closing = gracefulClose(ctx.app, { drainMs: 200, inFlightMs: 1_500 });

    const answers = await Promise.all(inFlight);
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    for (const res of answers) {
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.json()).toEqual({ ok: true });
    }

    await closing;
    const took = Date.now() - started;
    await stalledClosed;
    // drain 200 ms + at most 1.5 s for the stalled one, with room for a busy machine.
    expect(took).toBeLessThan(4_000);
    expect(took).toBeGreaterThanOrEqual(200);
    // The stalled request was never complete, so it got no answer: its connection was cut.
    expect(Buffer.concat(stalledGot).toString()).toBe('');

    // Closed: a new client is refused outright.
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});
