// Start time: the server as `npm start` runs it once the tree is built (`node dist/server.js` in
// apps/server, embedded PGlite, demo data; here the bench's own bundle) from a fresh data directory to its
// first 200, then again on the directory it left (a restart), beside a `node -e` HTTP server's start in the
// same run; median of 3. Alone: `npx tsx bench/startup.ts [--quick]` (--quick: one run each).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchSection } from './lib/harness';
import getPort from 'get-port';
import { buildServer, repoRoot } from './lib/processes';

/** A restart on the same data answers within this on a quiet machine, and a first start within twice the restart. */
const RESTART_TARGET_MS = 2_000;
const FRESH_OVER_RESTART = 2;
const GIVE_UP_MS = 120_000;

type Command = { args: string[]; cwd: string; env: NodeJS.ProcessEnv; path: string };

/** Milliseconds from spawning `command` to the first 200 of its path, polled every 20 ms; the process is stopped after. */
async function timeToFirst200(command: Command): Promise<number> {
  const port = await getPort();
  const started = performance.now();
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: { ...command.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      if (child.exitCode !== null) {
        throw new Error(`exited with ${child.exitCode}:\n${errors}`);
      }
      try {
        const response = await fetch(`http://127.0.0.1:${port}${command.path}`);
        if (response.status === 200) {
          return Math.round(performance.now() - started);
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no 200 within ${GIVE_UP_MS} ms:\n${errors}`);
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchStartup(options: { quick: boolean }): Promise<BenchSection> {
  const runs = options.quick ? 1 : 3;
  const baseline: Command = {
    args: ['-e', "require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT)"],
    cwd: repoRoot,
    env: { PATH: process.env.PATH },
    path: '/',
  };
  // What `npm run start -w @autobid/server` runs: no NODE_ENV, no database URL (PGlite and the demo data).
  const server = (dataDir: string): Command => ({
    args: ['dist-bench/server.js'],
    cwd: path.join(repoRoot, 'apps/server'),
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    path: '/api/health',
  });
  const fresh: number[] = [];
  const restart: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    bare.push(await timeToFirst200(baseline));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'autobid-startup-'));
    try {
      fresh.push(await timeToFirst200(server(dataDir)));
      restart.push(await timeToFirst200(server(dataDir)));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const baselineMs = median(bare);
  const row = (name: string, values: number[]) => ({
    case: name,
    'median ms': median(values),
    runs: values.join(' / '),
    'vs baseline': Math.round((median(values) / Math.max(1, baselineMs)) * 10) / 10,
  });
  const rows = [
    row('node -e HTTP server (baseline)', bare),
    row('server, fresh data directory (first npm start)', fresh),
    row('server, same data directory again (restart)', restart),
  ];
  const freshOverRestart = Math.round((median(fresh) / Math.max(1, median(restart))) * 100) / 100;
  console.log('\nstart to first 200 (PGlite, demo data)');
  console.table(rows);
  console.log(`fresh start / restart: ${freshOverRestart}x`);
  return {
    name: 'npm start to first 200',
    target: `restart <= ${RESTART_TARGET_MS} ms (quiet machine), fresh start <= ${FRESH_OVER_RESTART}x the restart; built tree, PGlite`,
    met: median(restart) <= RESTART_TARGET_MS && freshOverRestart <= FRESH_OVER_RESTART,
    rows,
    notes: [
      `fresh start / restart: ${freshOverRestart}x (medians)`,
      '`npm start` also runs `npm run build` (web and server) before the server; not timed here',
      'first 200 of /api/health; / answers at the same moment when the web app is built',
    ],
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await buildServer();
  const section = await benchStartup({
    quick: process.argv.includes('--quick') || process.env.BENCH_QUICK === '1',
  });
  console.log(`target met: ${section.met}`);
}
