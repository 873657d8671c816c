import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, embeddedDatabaseExists, openDatabase } from './client';
import { migrateDatabase } from './migrate';

describe('embedded database directory', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'autobid-db-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second opener while the first holds the lock, and reopens after close', async () => {
    const first = await openDatabase({ dataDir: dir });
    await migrateDatabase(first);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `DATA_DIR is in use by process ${process.pid}`,
    );
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    // Migrations already applied: a second run is a no-op.
    await migrateDatabase(second);
    await second.close();
  });

  it('starts a new database as a copy of the template directory, and leaves an existing one as it is', async () => {
    // A template as the build writes it (db/template.ts): a migrated PGlite directory, closed.
    const template = path.join(dir, 'template');
    const made = await openDatabase({ dataDir: template });
    await migrateDatabase(made);
    await made.db.execute(sql`create table template_mark (id int)`);
    await made.close();
    const templateDir = path.join(template, 'pglite');

    const data = path.join(dir, 'data');
    const fresh = await openDatabase({ dataDir: data, template: templateDir });
    // The template's tables are there, nothing was migrated again, and no partial copy is left beside it.
    await fresh.db.execute(sql`insert into template_mark values (1)`);
    expect(await readdir(data)).toEqual(['pglite', 'pglite.lock']);
    await fresh.close();
    expect(embeddedDatabaseExists(data)).toBe(true);

    // A second start opens what is there: the row written after the copy is still in it.
    await rm(templateDir, { recursive: true });
    const again = await openDatabase({ dataDir: data, template: templateDir });
    const marks = await again.db.execute(sql`select id from template_mark`);
    expect((marks as { rows: unknown[] }).rows).toEqual([{ id: 1 }]);
    await again.close();
  });

  it('takes over a lock left by a dead process', async () => {
    const child = spawn(process.execPath, ['-e', '0']);
    const deadPid = child.pid as number;
    await new Promise((resolve) => child.once('exit', resolve));
    const lockFile = path.join(dir, 'test.lock');
    await writeFile(lockFile, String(deadPid));
    const release = acquireDirectoryLock(lockFile);
    expect(() => acquireDirectoryLock(lockFile)).toThrow(/in use by process/);
    release();
    acquireDirectoryLock(lockFile)();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL migrations', () => {
  it('migrates once when several processes start at the same moment', async () => {
    const { openTestDatabase } = await import('../../test/helpers/test-app');
    const { database, drop, url } = await openTestDatabase();
    try {
      expect(url).not.toBeNull();
      const others = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url ?? '' })));
      await Promise.all([database, ...others].map((handle) => migrateDatabase(handle)));
      const { readdir } = await import('node:fs/promises');
      const { migrationsFolder } = await import('./migrate');
      const files = (await readdir(migrationsFolder())).filter((name) => name.endsWith('.sql'));
      if (database.kind !== 'postgres') {
        throw new Error('expected PostgreSQL');
      }
      const result = await database.client.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect((result.rows[0] as { n: number }).n).toBe(files.length);
      const tables = await database.client.query(
        "select count(*)::int as n from pg_tables where tablename = 'dealers'",
      );
      expect((tables.rows[0] as { n: number }).n).toBe(1);
      await Promise.all(others.map((handle) => handle.close()));
    } finally {
      await drop();
    }
  });
});
