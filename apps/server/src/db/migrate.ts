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

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder: folder });
    return;
  }
  // N processes starting at once: the first takes the lock and migrates, the others wait and find nothing to do.
  const client = await handle.client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
