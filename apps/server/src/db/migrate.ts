// Applies the committed SQL migrations (apps/server/drizzle) with the migrator of the driver in use.
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverPackageRoot } from '../lib/package-root';
import type { DatabaseHandle } from './client';

/** Any fixed 64-bit number shared by every process of this product. */
const MIGRATION_LOCK_KEY = 7_215_038_441;

export function migrationsFolder(): string {
  return path.join(serverPackageRoot(), 'drizzle');
}

/**
 * Applies the migrations, then `afterMigrate` (the server's reference and demo seeds), all under one advisory lock
 * on PostgreSQL: N processes starting at once on one fresh database migrate and seed once; the others wait, then
 * find the tables migrated and the seeds' rows there (each seed skips what exists).
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  afterMigrate?: () => Promise<void>,
): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder: folder });
    await afterMigrate?.();
    return;
  }
  const client = await handle.client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
      // The seeds run on the pool's other connections while this session holds the lock.
      await afterMigrate?.();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
