// Starts the built server (apps/server/dist/server.js) on a free port with a fresh data directory, and stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import getPort from 'get-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setInterval } from 'node:timers/promises';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export type RunningServer = {
  baseUrl: string;
  /** Last lines the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
};

const HEALTH_TIMEOUT_MS = 90_000;
const HEALTH_POLL_MS = 250;
const STOP_GRACE_MS = 10_000;
const MAX_LOG_LINES = 200;

/** E2E_SERVER_JS / E2E_WEB_DIST point at a build of their own (scripts/e2e-isolated.sh); by default dist/. */
export const serverJsPath =
  process.env.E2E_SERVER_JS ?? path.join(repoRoot, 'apps', 'server', 'dist', 'server.js');
const webDistDir = process.env.E2E_WEB_DIST;

function requireBuild(): string {
  const serverJs = serverJsPath;
  const webIndex = path.join(webDistDir ?? path.join(repoRoot, 'apps', 'web', 'dist'), 'index.html');
  const missing = [serverJs, webIndex].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The e2e suite runs against the built app, but these files are missing:\n  ${missing.join('\n  ')}\n` +
        'Run `npm run test:e2e` (it builds first) or `npm run build` from the repository root.',
    );
  }
  return serverJs;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** `env`: extra variables for this server only (e.g. `TEST_CLOCK: 'true'` for a spec that moves time). */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const serverJs = requireBuild();
  const port = await getPort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autobid-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;

  // Hermetic environment: the embedded database in a fresh directory, whatever the caller's shell holds.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'JWT_SECRET',
    'SEED_DEMO',
    'PUBLIC_URL',
    'WEB_DIST_DIR',
    'NODE_ENV',
    'INIT_CWD',
  ]) {
    delete env[key];
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // One address (127.0.0.1) runs every spec against this server: the abuse limits (docs/decisions/017) sit
    // far above what a run does; security-headers.spec.ts starts its own server with the defaults.
    LOGIN_FAILURES_PER_USERNAME: '1000',
    LOGIN_FAILURES_PER_IP: '10000',
    PHONE_CODE_REQUESTS_PER_IP_HOUR: '10000',
    CODE_CHECKS_PER_IP_HOUR: '10000',
    CODE_LINK_FAILURES_PER_IP_HOUR: '10000',
    // Every answer also through zod's parse, compared with the compiled serializer's (docs/decisions/046).
    CHECK_ANSWERS: 'true',
    ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    ...extraEnv,
  });

  const lines: string[] = [];
  const record = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') {
        continue;
      }
      lines.push(line);
      if (lines.length > MAX_LOG_LINES) {
        lines.shift();
      }
    }
  };
  const child = spawn(process.execPath, [serverJs], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const output = () => lines.join('\n');

  let stopped = false;
  // A crash mid-run otherwise only shows up as connection errors in every later test.
  child.once('exit', (code, signal) => {
    if (!stopped) {
      console.error(
        `\n[e2e] the server exited unexpectedly (code ${code}, signal ${signal}):\n${output()}\n`,
      );
    }
  });
  const stop = async () => {
    if (stopped) {
      return;
    }
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_GRACE_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_GRACE_MS);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  // Polls the health route (a condition), every HEALTH_POLL_MS, until it answers or the process is gone.
  for await (const _tick of setInterval(HEALTH_POLL_MS)) {
    if (await isHealthy(baseUrl)) {
      break;
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer GET /api/health with 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`,
      );
    }
  }
  return { baseUrl, output, stop };
}
