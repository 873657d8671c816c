// Shutdown (docs/decisions/015): requests received before the close are answered (each telling the client to
// close its connection), a client that never finishes its request cannot hold the process, and requests that
// arrive while closing get an answer (the 503 envelope once refusing) or a refused connection — never a reset.
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@autobid/shared';
import { gracefulClose } from '../src/plugins/graceful-close';
import { createTestContext, type TestContext } from './helpers/test-app';
import { ANY_REQUEST_ID } from './helpers/envelope';

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
    const closing = gracefulClose(ctx.app, { drainMs: 200, idleMs: 300, inFlightMs: 1_500 });

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

describe('requests on a held connection once refusing', () => {
  it('get the 503 envelope with Connection: close after their body is read; the connection ends, not resets', async () => {
    const ctx = await createTestContext();
    try {
      const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1');
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      const ended = new Promise<string>((resolve) => {
        socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        socket.on('close', () => resolve('closed'));
      });
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      await delay(200);
      expect(Buffer.concat(received.splice(0)).toString()).toMatch(/^HTTP\/1\.1 200 /);

      const closing = gracefulClose(ctx.app, { drainMs: 100, idleMs: 3_000, inFlightMs: 4_000 });
      await delay(400);
      // A body larger than a socket buffer, sent in two parts: still arriving when the refusal is decided.
      const body = JSON.stringify({ username: 'nobody', password: 'x', padding: 'x'.repeat(300_000) });
      socket.write(
        'POST /api/v1/dealers/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 1000)}`,
      );
      await delay(100);
      socket.write(body.slice(1000));
      expect(await ended).toBe('closed');
      const answer = Buffer.concat(received).toString();
      const [head, json] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 503 /);
      expect(head?.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(json ?? '')).toEqual({
        code: 503,
        errorCode: 'SERVICE_UNAVAILABLE',
        message: LIMIT_MESSAGES.serviceUnavailable,
        data: null,
        requestId: ANY_REQUEST_ID,
      });
      await closing;
    } finally {
      await ctx.close();
    }
  });
});
