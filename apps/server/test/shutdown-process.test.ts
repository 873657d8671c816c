// SIGTERM on a real server process (issue 17): with a client holding an unfinished request and requests
// in flight, the process answers what it received and exits within 10 s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import getPort from 'get-port';

const serverDir = path.resolve(import.meta.dirname, '..');

describe('server process shutdown', () => {
  it('SIGTERM with a stalled client and requests in flight: all answered, exit 0 within 10 s', async () => {
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
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      const ready = Date.now() + 90_000;
      for (;;) {
        const ok = await fetch(`${baseUrl}/api/health`)
          .then((res) => res.status === 200)
          .catch(() => false);
        if (ok) {
          break;
        }
        if (Date.now() > ready || child.exitCode !== null) {
          throw new Error(`server did not start:\n${output.join('')}`);
        }
        await delay(250);
      }

      const stalled = connect(port, '127.0.0.1');
      stalled.on('error', () => undefined);
      await new Promise<void>((resolve) => stalled.on('connect', () => resolve()));
      stalled.write(
        'POST /api/v1/dealers/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"username":',
      );
      // Twelve keep-alive connections, idle after a first answer; then a request on each, sent just before the
      // signal: a server that closes "idle" connections at once resets these (the client already sent).
      const round = () =>
        Array.from({ length: 12 }, (_, i) =>
          fetch(`${baseUrl}/api/v1/dealers/noticies?page=1&size=${i + 1}`).then(
            async (res) => {
              await res.arrayBuffer();
              return res.status;
            },
            (error: unknown) => `failed: ${String((error as { cause?: unknown }).cause ?? error)}`,
          ),
        );
      expect(await Promise.all(round())).toEqual(Array(12).fill(200));
      const inFlight = round();
      await delay(20);
      const signalled = Date.now();
      child.kill('SIGTERM');

      const statuses = await Promise.all(inFlight);
      // Received before the signal: answered (200), or refused politely while closing (503) — never reset.
      for (const status of statuses) {
        expect([200, 503], String(status)).toContain(status);
      }
      const code = await Promise.race([exited, delay(12_000).then(() => 'still running')]);
      expect(code).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      stalled.destroy();
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
