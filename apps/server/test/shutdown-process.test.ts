// SIGTERM on a real server process (docs/decisions/015): with a client holding an unfinished request,
// requests in flight and clients that keep sending, the process answers every request it holds (served, or
// refused with the 503 envelope), resets none, and exits within 10 s.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@autobid/shared';
import getPort from 'get-port';
import { ANY_REQUEST_ID } from './helpers/envelope';

const serverDir = path.resolve(import.meta.dirname, '..');

type ServerProcess = { child: ChildProcess; port: number; baseUrl: string; exited: Promise<number | null> };

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) {
    cleanup();
  }
});

/** `npm start`'s entry on a free port with a fresh embedded database, once it answers its health check. */
async function startServerProcess(): Promise<ServerProcess> {
  const port = await getPort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autobid-shutdown-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const ready = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) {
      return { child, port, baseUrl, exited };
    }
    if (Date.now() > ready || child.exitCode !== null) {
      throw new Error(`server did not start:\n${output.join('')}`);
    }
    await delay(250);
  }
}

/** What one request got: its status, headers and body, or the error code of a failed connection. */
type Outcome = { status: number; connection: string | undefined; body: string } | { error: string };

/**
 * One request over `agent` (a JSON body for a POST), as node:http reports it; `onWritten` once the whole request
 * has left for the socket.
 */
function send(
  port: number,
  agent: Agent,
  method: 'GET' | 'POST',
  pathname: string,
  body?: string,
  onWritten?: () => void,
) {
  return new Promise<Outcome>((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        agent,
        method,
        path: pathname,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (body) {
      req.end(body, onWritten);
    } else {
      req.end(onWritten);
    }
  });
}

describe('server process shutdown', () => {
  it('SIGTERM with a stalled client and requests in flight: all answered, exit 0 within 10 s', async () => {
    const { port, child, exited } = await startServerProcess();
    const stalled = connect(port, '127.0.0.1');
    stalled.on('error', () => undefined);
    await new Promise<void>((resolve) => stalled.on('connect', () => resolve()));
    stalled.write(
      'POST /api/v1/dealers/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"username":',
    );
    // Twelve keep-alive connections, idle after a first answer; then a request on each, the signal sent once every
    // one of them has left the client: a server that closes "idle" connections at once resets these.
    const agents = Array.from({ length: 12 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    for (const agent of agents) {
      cleanups.push(() => agent.destroy());
    }
    const round = (written: Promise<void>[] = []) =>
      agents.map((agent, i) => {
        let markWritten = () => undefined as void;
        written.push(new Promise<void>((resolve) => (markWritten = resolve)));
        return send(port, agent, 'GET', `/api/v1/dealers/noticies?page=1&size=${i + 1}`, undefined, () =>
          markWritten(),
        ).then((outcome) => ('status' in outcome ? outcome.status : `failed: ${outcome.error}`));
      });
    expect(await Promise.all(round())).toEqual(Array(12).fill(200));
    const written: Promise<void>[] = [];
    const inFlight = round(written);
    await Promise.all(written);
    const signalled = Date.now();
    child.kill('SIGTERM');

    const statuses = await Promise.all(inFlight);
    // Sent before the signal: answered (200), or refused politely while closing (503) — never reset.
    for (const status of statuses) {
      expect([200, 503], String(status)).toContain(status);
    }
    const code = await Promise.race([exited, delay(12_000).then(() => 'still running')]);
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    stalled.destroy();
  }, 120_000);

  it('SIGTERM under 16 busy clients: every request the server holds is answered, 503 envelope while closing, none reset', async () => {
    const { port, child, exited } = await startServerProcess();
    // A body large enough to be still arriving when an early answer is written.
    const loginBody = JSON.stringify({ username: 'nobody', password: 'wrong', padding: 'x'.repeat(200_000) });
    let stopped = false;
    const outcomes: Outcome[] = [];
    // Each client sends request after request on keep-alive connections until the server refuses to connect.
    const clients = Array.from({ length: 16 }, async (_, i) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      cleanups.push(() => agent.destroy());
      for (;;) {
        const outcome =
          i % 2 === 0
            ? await send(port, agent, 'GET', `/api/v1/dealers/noticies?page=1&size=${i + 1}`)
            : await send(port, agent, 'POST', '/api/v1/dealers/login', loginBody);
        outcomes.push(outcome);
        if ('error' in outcome && (outcome.error === 'ECONNREFUSED' || stopped)) {
          return;
        }
      }
    });
    // Connections opened before the signal and left idle, used once the server has stopped accepting: one at
    // once (still served) and one after the drain (refused).
    const idle = [
      new Agent({ keepAlive: true, maxSockets: 1 }),
      new Agent({ keepAlive: true, maxSockets: 1 }),
    ];
    for (const agent of idle) {
      cleanups.push(() => agent.destroy());
      expect(await send(port, agent, 'GET', '/api/health')).toMatchObject({ status: 200 });
    }

    await delay(500);
    const signalled = Date.now();
    child.kill('SIGTERM');
    // A new connection is refused soon after the signal.
    while ((await send(port, new Agent(), 'GET', '/api/health').then((o) => 'error' in o)) === false) {
      await delay(20);
    }
    const late = [await send(port, idle[0]!, 'POST', '/api/v1/dealers/login', loginBody)];
    await delay(1_200);
    late.push(await send(port, idle[1]!, 'POST', '/api/v1/dealers/login', loginBody));
    await Promise.race([Promise.all(clients), delay(15_000)]);
    stopped = true;

    const code = await Promise.race([exited, delay(12_000).then(() => 'still running')]);
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);

    const envelope = {
      code: 503,
      errorCode: 'SERVICE_UNAVAILABLE',
      message: LIMIT_MESSAGES.serviceUnavailable,
      data: null,
      requestId: ANY_REQUEST_ID,
    };
    for (const outcome of late) {
      expect(outcome).toMatchObject({ connection: 'close' });
    }
    outcomes.push(...late);
    const errors = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome.error] : []));
    // A request that reached the server is answered; only a connection the server no longer accepts fails.
    expect(errors.filter((error) => error !== 'ECONNREFUSED')).toEqual([]);
    const refusals = outcomes.filter((outcome) => 'status' in outcome && outcome.status === 503);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ connection: 'close' });
      expect(JSON.parse((refusal as { body: string }).body)).toEqual(envelope);
    }
    const answered = outcomes.filter((outcome) => 'status' in outcome);
    expect(
      answered.every((outcome) => [200, 401, 429, 503].includes((outcome as { status: number }).status)),
    ).toBe(true);
    console.info(
      `shutdown: ${answered.length} answered (${refusals.length} with 503), ${errors.length} refused connections`,
    );
  }, 120_000);
});
