// Opens the database: embedded PGlite (single process, directory locked) or PostgreSQL through a pg Pool.
import {
  closeSync,
  type Dirent,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import type { Db } from './types';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
} & ({ kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool });

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Embedded database lives in `<dataDir>/pglite`. */
  dataDir?: string;
  /** Embedded database in memory (tests); no lock, nothing on disk. */
  inMemory?: boolean;
  /** The in-memory database starts from this data directory dump (PGlite's dumpDataDir) instead of initdb. */
  inMemoryData?: Blob;
  /**
   * A new embedded database starts as a copy of this PGlite data directory when it exists (db/template.ts,
   * written by the build beside the bundle): created and migrated already, it skips initdb.
   */
  template?: string;
};

/** The embedded database's directory inside DATA_DIR. */
const embeddedDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether DATA_DIR holds an embedded database already (PGlite's own test: its PG_VERSION file). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(embeddedDir(dataDir), 'PG_VERSION'));
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { handle, ready } = await beginOpenDatabase(options);
  await ready;
  return handle;
}

/** A database being opened: the handle to build on, and `ready` once the database has started. */
export type OpeningDatabase = { handle: DatabaseHandle; ready: Promise<void> };

/**
 * openDatabase for the server's start: the embedded database's handle comes at once (its queries wait until PGlite
 * has started, `ready`), so the app can be built while PGlite starts; PostgreSQL's after its probe connection.
 */
export async function beginOpenDatabase(options: OpenDatabaseOptions): Promise<OpeningDatabase> {
  if (options.databaseUrl) {
    return { handle: await openPostgres(options.databaseUrl), ready: Promise.resolve() };
  }
  if (options.inMemory) {
    const client = await PGlite.create({ loadDataDir: options.inMemoryData });
    return { handle: pgliteHandle(client, () => undefined), ready: Promise.resolve() };
  }
  if (!options.dataDir) {
    throw new Error('openDatabase needs databaseUrl, dataDir or inMemory');
  }
  mkdirSync(options.dataDir, { recursive: true });
  const releaseLock = acquireDirectoryLock(path.join(options.dataDir, 'pglite.lock'));
  try {
    if (
      options.template &&
      existsSync(path.join(options.template, 'PG_VERSION')) &&
      !embeddedDatabaseExists(options.dataDir)
    ) {
      await copyTemplate(options.template, embeddedDir(options.dataDir));
    }
    // What PGlite.create does, without waiting for waitReady here.
    const client = new PGlite(embeddedDir(options.dataDir));
    const ready = client.waitReady.catch((error: unknown) => {
      releaseLock();
      throw error;
    });
    return { handle: pgliteHandle(client, releaseLock), ready };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Files copied at once (libuv's threads do the copies). */
const COPY_CONCURRENCY = 16;

/**
 * Copies the template's files under a temporary name, then renames it into place: a start stopped halfway
 * leaves no half database. The copies run side by side on libuv's threads while the entry loads the rest of the
 * server (`fs.promises.cp` copies one entry after another: 2.3 s for the template's ~1,250 files).
 */
async function copyTemplate(template: string, target: string): Promise<void> {
  const partial = `${target}.partial-${process.pid}`;
  await rm(target, { recursive: true, force: true });
  const entries = await readdir(template, { recursive: true, withFileTypes: true });
  const relative = (entry: Dirent) => path.relative(template, path.join(entry.parentPath, entry.name));
  await mkdir(partial, { recursive: true });
  for (const entry of entries.filter((e) => e.isDirectory())) {
    await mkdir(path.join(partial, relative(entry)), { recursive: true });
  }
  const files = entries.filter((e) => e.isFile()).map(relative);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await copyFile(path.join(template, file), path.join(partial, file));
    }
  };
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, worker));
  await rename(partial, target);
}

function pgliteHandle(client: PGlite, releaseLock: () => void): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    client,
    db,
    async close() {
      if (closed) {
        return;
      }
      closed = true;
      try {
        // Flush the WAL into the data files so the next start does not replay it.
        await client.query('CHECKPOINT');
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/** Opening a PostgreSQL connection gives up after this long (a host that does not answer). */
const CONNECT_TIMEOUT_MS = 1500;

/**
 * A client that gives up opening its connection after CONNECT_TIMEOUT_MS: with the database down or not
 * answering, a request fails fast and answers 503 (db/unavailable.ts). Not the pool's own
 * connectionTimeoutMillis: that would also refuse a request merely waiting for a busy pool in a burst.
 */
class BoundedConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
  }
}

/** The server's pool: ten connections, each opened within CONNECT_TIMEOUT_MS, kept alive to notice a dead peer. */
/**
 * The server's session settings on PostgreSQL. Its named statements (db/prepared.ts) run with the plan made once
 * for the statement, not planned again for each call's values: docs/decisions/042, addendum "Generic plans".
 */
export const POSTGRES_SESSION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

export function createPostgresPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    keepAlive: true,
    Client: BoundedConnectClient,
    options: POSTGRES_SESSION_OPTIONS,
  });
  // Idle clients can error when the server restarts; without a listener that would crash the process.
  pool.on('error', () => undefined);
  // So can a checked-out client between two statements (a transaction awaiting its next step): the pool listens to
  // idle clients only, and an 'error' event nobody hears ends the process. The client's next statement then fails
  // as a lost connection (503, db/unavailable.ts) and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = createPostgresPool(connectionString);
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    client: pool,
    db,
    async close() {
      if (closed) {
        return;
      }
      closed = true;
      await pool.end();
    },
  };
}

/**
 * PGlite is single-process: a second process on the same directory would corrupt it. The lock file
 * holds the owner's pid; a lock left by a dead process is taken over.
 */
export function acquireDirectoryLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) {
          return;
        }
        released = true;
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) {
            unlinkSync(lockFile);
          }
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const owner = readLockOwner(lockFile);
      if (owner !== null && isProcessAlive(owner)) {
        throw new Error(`DATA_DIR is in use by process ${owner} (lock file ${lockFile})`);
      }
      try {
        unlinkSync(lockFile);
      } catch {
        // Another process took it over first; the next attempt decides.
      }
    }
  }
  throw new Error(`could not lock ${lockFile}`);
}

function readLockOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
