// What the chaos suites share: the built server as a real process (started, killed with SIGKILL, restarted on the
// same data), a private PostgreSQL cluster they may stop and start, JSON calls with their timing, SQL on either database.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import getPort from 'get-port';

const serverDir = path.resolve(import.meta.dirname, '..', '..');

/** Rounds per database (CHAOS_ROUNDS, default 20). */
export function chaosRounds(): number {
  const rounds = Number(process.env.CHAOS_ROUNDS ?? '20');
  if (!Number.isInteger(rounds) || rounds < 1) {
    throw new Error(`CHAOS_ROUNDS must be a positive whole number, not ${process.env.CHAOS_ROUNDS}`);
  }
  return rounds;
}

/** The server bundle (CHAOS_SERVER_JS, else apps/server/dist/server.js), built first when missing. */
function serverBundle(): string {
  const bundle = process.env.CHAOS_SERVER_JS ?? path.join(serverDir, 'dist', 'server.js');
  if (!existsSync(bundle)) {
    execFileSync(process.execPath, ['build.mjs'], {
      cwd: serverDir,
      stdio: 'inherit',
      env: { ...process.env, SERVER_OUTFILE: path.relative(serverDir, bundle) },
    });
  }
  return bundle;
}

const JWT_SECRET = 'chaos-suite-secret-chaos-suite-secret-0123456789';

export type ServerOptions = {
  dataDir: string;
  /** PostgreSQL; the embedded database in `dataDir` when absent. */
  databaseUrl?: string;
  seedDemo: boolean;
};

/** A server process on one port; `start` may be called again after `kill` or `stop` (same port, same data). */
export class ServerProcess {
  readonly baseUrl: string;
  private child: ChildProcess | null = null;
  private lines: string[] = [];

  private constructor(
    private readonly port: number,
    private readonly options: ServerOptions,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  static async create(options: ServerOptions): Promise<ServerProcess> {
    return new ServerProcess(await getPort(), options);
  }

  /** The server's last output lines, for failure messages. */
  output(): string {
    return this.lines.slice(-60).join('\n');
  }

  /** Whether the process ended by itself (a crash), and how: null while it runs or after kill/stop. */
  exited(): string | null {
    const child = this.child;
    if (!child || (child.exitCode === null && child.signalCode === null)) {
      return null;
    }
    return `exit ${child.exitCode ?? child.signalCode}`;
  }

  /** Starts the process and resolves with the milliseconds until GET /api/health answered 200. */
  async start(overrides: { seedDemo?: boolean } = {}): Promise<number> {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'WEB_DIST_DIR', 'NODE_ENV', 'INIT_CWD']) {
      delete env[key];
    }
    Object.assign(env, {
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.options.dataDir,
      JWT_SECRET,
      SEED_DEMO: String(overrides.seedDemo ?? this.options.seedDemo),
      LOG_LEVEL: 'warn',
      // No web build is needed: the suites speak to the API only.
      WEB_DIST_DIR: path.join(this.options.dataDir, 'no-web'),
      ...(this.options.databaseUrl ? { DATABASE_URL: this.options.databaseUrl } : {}),
    });
    const started = Date.now();
    const child = spawn(process.execPath, [serverBundle()], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const record = (chunk: Buffer) => {
      this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      if (this.lines.length > 400) {
        this.lines.splice(0, this.lines.length - 400);
      }
    };
    child.stdout?.on('data', record);
    child.stderr?.on('data', record);
    const deadline = started + 120_000;
    for (;;) {
      const ok = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) {
        return Date.now() - started;
      }
      if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
        throw new Error(`the server did not start (exit ${child.exitCode}):\n${this.output()}`);
      }
      await delay(50);
    }
  }

  /** SIGKILL: no shutdown hook runs, connections are cut, nothing is flushed. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** SIGTERM, the graceful stop. */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

export type Answer = {
  status: number;
  body: { code?: number; errorCode?: string; message?: string; data?: unknown } | null;
  ms: number;
};

/** One JSON call; a network failure (connection refused or cut) rejects. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: Answer['body'] = null;
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = null;
  }
  return { status: response.status, body, ms: Date.now() - started };
}

export async function login(baseUrl: string, area: 'dealers' | 'admin', username: string, password: string) {
  const answer = await call(baseUrl, 'POST', `/v1/${area}/login`, { body: { username, password } });
  const token = (answer.body?.data as { accessToken?: string } | undefined)?.accessToken;
  if (answer.status !== 200 || !token) {
    throw new Error(`login of ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return token;
}

export type Sql = {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

/** SQL on a PostgreSQL database. */
export async function postgresSql(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  // A connection ended by the server (the database dropped at the end) must not crash the run.
  client.on('error', () => undefined);
  await client.connect();
  return {
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query(text, params)).rows as T[];
    },
    close: () => client.end(),
  };
}

/** SQL on the embedded database of a DATA_DIR whose server is not running. */
export async function pgliteSql(dataDir: string): Promise<Sql> {
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  return {
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
    },
    async close() {
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}

/** A throwaway database on the PostgreSQL server of CHAOS_DATABASE_URL (else TEST_DATABASE_URL, else local). */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(
    process.env.CHAOS_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const name = `autobid_chaos_${process.pid}_${Date.now()}`;
  const admin = await postgresSql(base.toString());
  await admin.query(`create database ${name}`);
  await admin.close();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = await postgresSql(base.toString());
      await again.query(`drop database if exists ${name} with (force)`);
      await again.close();
    },
  };
}

/** The PostgreSQL server binaries (CHAOS_PG_BIN, else the newest /usr/lib/postgresql/<version>/bin). */
function postgresBin(): string {
  if (process.env.CHAOS_PG_BIN) {
    return process.env.CHAOS_PG_BIN;
  }
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) {
    throw new Error('no PostgreSQL server binaries in /usr/lib/postgresql (set CHAOS_PG_BIN)');
  }
  return path.join('/usr/lib/postgresql', versions[0], 'bin');
}

function postgresUid(): number {
  return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
}

/**
 * A PostgreSQL cluster of the suite's own in a temporary directory on a free port, which it may stop and
 * start (the machine's server is never touched). PostgreSQL refuses to run as root: as root it runs as `postgres`.
 */
export class PrivateCluster {
  readonly url: string;

  private constructor(
    private readonly dir: string,
    private readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static async create(): Promise<PrivateCluster> {
    const dir = mkdtempSync(path.join(tmpdir(), 'autobid-chaos-pg-'));
    if (process.getuid?.() === 0) {
      chownSync(dir, postgresUid(), postgresUid());
    }
    const cluster = new PrivateCluster(dir, await getPort());
    cluster.run('initdb', ['-D', cluster.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    return cluster;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(postgresBin(), tool);
    if (process.getuid?.() === 0) {
      const quoted = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
      execFileSync('su', ['postgres', '-c', quoted], { stdio: 'pipe' });
    } else {
      execFileSync(command, args, { stdio: 'pipe' });
    }
  }

  /** Starts the cluster and returns when it accepts connections. */
  start(): void {
    this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ]);
  }

  /** `pg_ctl stop -m fast`: running queries are ended (57P01), then the server is gone. */
  stop(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
