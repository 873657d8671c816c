// `npm run bench:suite -- [commit]` (default HEAD): the wall time of every stage of `.ci/run` in a fresh clone,
// the way CI meets the repository. Clones this repository into a temporary directory, checks the commit out,
// runs `CI=true bash .ci/run` and timestamps each `==> ` stage line of its output (and, inside `npm test`, the
// line where `test:e2e` starts, which splits unit + integration from the browser suite). Prints a per-stage
// table and the totals the issue sets targets for (`npm test` = unit + browser; `.ci/run` whole), writes
// bench/results/suite-<date>-<commit>.json, and prints the markdown row block for docs/benchmarks.md
// "Test suite wall time". Not part of `npm test`: it runs the whole suite, about half an hour on 2 cores.
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const commitArg = args.find((a) => !a.startsWith('--')) ?? 'HEAD';
const commit = execFileSync('git', ['rev-parse', commitArg], { cwd: repo, encoding: 'utf8' }).trim();
const short = commit.slice(0, 7);

type Stage = {
  name: string;
  /** Seconds from the start of the run. */
  start: number;
  seconds: number;
  /** CPU seconds (user + system) of every process of the stage: steadier than wall time on a busy machine. */
  cpuSeconds: number;
  /** Mean one-minute load average sampled during the stage. */
  meanLoad: number;
  /** Vitest's own `Duration` lines printed during the stage. */
  vitest: string[];
};

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * CPU seconds used so far by `root` and every process under it: each live one's own time plus that of the
 * children it has reaped (/proc/<pid>/stat utime, stime, cutime, cstime).
 */
function treeCpuSeconds(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid ... utime(14) stime cutime cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks });
    } catch {
      // The process ended while being read.
    }
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) {
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let ticks = 0;
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    ticks += stats.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks / TICKS;
}

const loadavg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

/** Stage names as `.ci/run` prints them, shortened to the rows of docs/benchmarks.md. */
function stageLabel(line: string): string {
  if (line.startsWith('npm ci')) {
    return 'npm ci';
  }
  if (line.startsWith('lint and typecheck')) {
    return 'npm run check';
  }
  if (line.startsWith('npm test')) {
    return 'npm test: unit + integration (PGlite)';
  }
  if (line.startsWith('starting PostgreSQL')) {
    return 'starting PostgreSQL';
  }
  if (line.startsWith('integration suite on PostgreSQL')) {
    return 'integration on PostgreSQL';
  }
  if (line.startsWith('chaos')) {
    return 'chaos';
  }
  return line;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'autobid-suite-'));
const clone = path.join(dir, 'repo');
execFileSync('git', ['clone', '-q', repo, clone], { stdio: 'inherit' });
execFileSync('git', ['checkout', '-q', commit], { cwd: clone, stdio: 'inherit' });
// The workspace's sibling folder (specification sources), where the checkout sits beside it.
await symlink(path.resolve(repo, '..', 'shared'), path.join(dir, 'shared')).catch(() => undefined);

const logPath = path.join(dir, 'ci-run.log');
const log = createWriteStream(logPath);
const startedAt = new Date();
const loadStart = loadavg();
const t0 = performance.now();
const elapsed = () => (performance.now() - t0) / 1000;

const stages: Stage[] = [];
let loadSamples: number[] = [];
let cpuAtStageStart = 0;
/** The whole run's CPU seconds so far (set once `.ci/run` has started). */
let runCpu = () => 0;
const closeStage = () => {
  const current = stages.at(-1);
  if (!current) {
    return;
  }
  current.seconds = elapsed() - current.start;
  const cpu = runCpu();
  current.cpuSeconds = cpu - cpuAtStageStart;
  cpuAtStageStart = cpu;
  current.meanLoad = loadSamples.length
    ? Math.round((loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length) * 100) / 100
    : (loadavg()[0] ?? 0);
};
const openStage = (name: string) => {
  closeStage();
  loadSamples = [];
  stages.push({ name, start: elapsed(), seconds: 0, cpuSeconds: 0, meanLoad: 0, vitest: [] });
  console.log(`[suite-times ${elapsed().toFixed(0)}s] ${name}`);
};
const sampler = setInterval(() => loadSamples.push(os.loadavg()[0] ?? 0), 15_000);

console.log(`suite-times: ${short} in ${clone}, log ${logPath}, load ${loadStart.join(' ')}`);
const child = spawn('bash', ['.ci/run'], {
  cwd: clone,
  env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
// Read before `close`: once bash has exited its tree is gone, so the last reading is kept.
let lastCpu = 0;
runCpu = () => (child.exitCode === null && child.pid ? (lastCpu = treeCpuSeconds(child.pid)) : lastCpu);
const onLine = (line: string) => {
  log.write(`${elapsed().toFixed(1).padStart(7)} ${line}\n`);
  if (line.startsWith('==> ')) {
    openStage(stageLabel(line.slice(4)));
  }
  // npm's header for the browser half of `npm test` (`> autobid-dealer test:e2e`, or `> test:e2e` from npm 11).
  else if (/^> (?:\S+ )?test:e2e$/.test(line) && stages.at(-1)?.name.startsWith('npm test')) {
    openStage('npm test: browser (build + e2e)');
  } else if (/^\s*Duration\s/.test(line)) {
    stages.at(-1)?.vitest.push(line.trim());
  }
};
readline.createInterface({ input: child.stdout }).on('line', onLine);
readline.createInterface({ input: child.stderr }).on('line', onLine);
// Every second, so the last stage's CPU is read shortly before bash exits.
const cpuSampler = setInterval(runCpu, 1_000);
const exitCode: number = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
clearInterval(cpuSampler);
closeStage();
clearInterval(sampler);
const total = elapsed();
const loadEnd = loadavg();
log.end();

const sum = (prefix: string) =>
  stages.filter((s) => s.name.startsWith(prefix)).reduce((a, s) => a + s.seconds, 0);
const sumCpu = (prefix: string) =>
  stages.filter((s) => s.name.startsWith(prefix)).reduce((a, s) => a + s.cpuSeconds, 0);
const totals = { npmTest: sum('npm test'), ciRun: total };
const cpuTotals = { npmTest: sumCpu('npm test'), ciRun: sumCpu('') };
const round = (n: number) => Math.round(n);

const result = {
  commit,
  startedAt: startedAt.toISOString(),
  exitCode,
  failedStage: exitCode === 0 ? null : (stages.at(-1)?.name ?? null),
  machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  loadAverage: { start: loadStart, end: loadEnd },
  stages: stages.map((s) => ({
    ...s,
    start: round(s.start),
    seconds: round(s.seconds),
    cpuSeconds: round(s.cpuSeconds),
  })),
  totals: {
    npmTestSeconds: round(totals.npmTest),
    ciRunSeconds: round(totals.ciRun),
    npmTestCpuSeconds: round(cpuTotals.npmTest),
    ciRunCpuSeconds: round(cpuTotals.ciRun),
  },
  targets: { npmTestSeconds: 12 * 60, ciRunSeconds: 25 * 60 },
};
await mkdir(path.join(here, 'results'), { recursive: true });
const out = path.join(
  here,
  'results',
  `suite-${startedAt.toISOString().replace(/[:.]/g, '-').slice(0, 19)}-${short}.json`,
);
await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(round(s) % 60).padStart(2, '0')}`;
const rows = [
  `| stage | ${short} wall (s) | CPU (s) | mean load |`,
  '| --- | ---: | ---: | ---: |',
  ...stages.map((s) => `| ${s.name} | ${round(s.seconds)} | ${round(s.cpuSeconds)} | ${s.meanLoad} |`),
  `| **\`npm test\`** (unit + browser; target ≤ 720) | **${round(totals.npmTest)}** (${mmss(totals.npmTest)}) | ${round(cpuTotals.npmTest)} | |`,
  `| **\`.ci/run\`** (target ≤ 1,500) | **${round(totals.ciRun)}** (${mmss(totals.ciRun)}) | ${round(cpuTotals.ciRun)} | |`,
];
console.log('');
console.log(rows.join('\n'));
console.log('');
console.log(
  `${startedAt.toISOString().slice(0, 16)} UTC, ${result.machine.cpus} cores, load average ${loadStart.join(' ')} at start, ` +
    `${loadEnd.join(' ')} at end; exit ${exitCode}${result.failedStage ? ` (failed in ${result.failedStage})` : ''}.`,
);
for (const s of stages.filter((s) => s.vitest.length)) {
  console.log(`${s.name}: ${s.vitest.join('; ')}`);
}
console.log(`wrote ${path.relative(repo, out)}; log ${keep ? logPath : '(removed; --keep keeps it)'}`);
if (!keep) {
  await rm(dir, { recursive: true, force: true });
}
process.exitCode = exitCode;
