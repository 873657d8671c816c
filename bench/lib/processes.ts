// Child processes for the bench: the production server bundle and the bare baseline, each on a free port,
// ready when its URL answers; the load comes from the bench process, never from inside the server.
import { spawn, type ChildProcess } from 'node:child_process';
import getPort from 'get-port';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(repoRoot, 'apps/server');
/** The bench's own bundle, beside dist/, so a bench never races a build or an e2e run for dist/server.js. */
const SERVER_OUTFILE = 'dist-bench/server.js';

export type Started = { url: string; stop(): Promise<void> };

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** Bundles the server as production does (apps/server/build.mjs). */
export async function buildServer(): Promise<void> {
  await run(process.execPath, ['build.mjs'], {
    cwd: serverDir,
    env: { ...process.env, SERVER_OUTFILE },
  });
}

async function waitUntilReady(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the process exited (${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s:\n${output()}`);
}

async function start(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
): Promise<Started> {
  const port = await getPort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${url}${readyPath}`, () => output);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) {
        return;
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The servers' token secret (a bench may sign its own dealers' tokens with it). */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0000';

/**
 * `node apps/server/dist-bench/server.js` in production mode on the prepared database; `env` adds or overrides
 * variables; `dir`: another checkout's apps/server (bench/list-ab.ts).
 */
export function startServer(
  database: { databaseUrl: string; dataDir: string },
  env: NodeJS.ProcessEnv = {},
  dir = serverDir,
): Promise<Started> {
  // BENCH_NODE_ARGS: node's own flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return start(
    [...nodeArgs, SERVER_OUTFILE],
    dir,
    {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: database.dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: BENCH_JWT_SECRET,
      FEE_ACCOUNT_BANK: '벤치은행',
      FEE_ACCOUNT_NUMBER: '000-0000-0000',
      FEE_ACCOUNT_HOLDER: '벤치',
      PLATFORM_BUSINESS_NAME: '(주)벤치',
      PLATFORM_BUSINESS_NUMBER: '105-87-26311',
      PLATFORM_REPRESENTATIVE: '벤치',
      PLATFORM_BUSINESS_ADDRESS: '서울특별시 중구 세종대로 110',
      PLATFORM_BILLING_EMAIL: 'bench@example.com',
      PUBLIC_URL: 'http://127.0.0.1',
      ...env,
    },
    '/api/health',
  );
}

/** A baseline: bench/bare-server.mjs, a bare Fastify process, or another script in bench/ started the same way. */
export function startBareServer(script = 'bare-server.mjs'): Promise<Started> {
  return start(
    [path.join(repoRoot, 'bench', script)],
    path.join(repoRoot, 'bench'),
    { PATH: process.env.PATH },
    '/',
  );
}

/**
 * The server of another checkout (`dir`, the repository at another commit, `npm ci` done there), bundled there the
 * same way and started with this bench's environment (bench/list-ab.ts, bench/routes-ab.ts).
 */
export async function startOtherServer(
  dir: string,
  database: { databaseUrl: string; dataDir: string },
): Promise<Started> {
  await run(process.execPath, ['build.mjs'], {
    cwd: path.join(dir, 'apps/server'),
    env: { ...process.env, SERVER_OUTFILE },
  });
  return startServer(
    { databaseUrl: database.databaseUrl, dataDir: `${database.dataDir}-other` },
    {},
    path.join(dir, 'apps/server'),
  );
}

/** The demo dealer's `Authorization` header on the server at `url`. */
export async function demoDealerBearer(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/v1/dealers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dealer', password: 'dealer1234' }),
  });
  return `Bearer ${((await answer.json()) as { data: { accessToken: string } }).data.accessToken}`;
}
