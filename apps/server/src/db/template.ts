// Build step (build.mjs): an embedded database created and migrated once, written as a PGlite data directory
// beside the server bundle, so a first start copies it instead of running PostgreSQL's initdb and every migration
// (docs/decisions/020). Usage: node make-db-template.js <out directory>
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrate';

const out = process.argv[2];
if (!out) {
  throw new Error('usage: make-db-template <out directory>');
}
rmSync(out, { recursive: true, force: true });
const client = await PGlite.create(out);
await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
// Flush the WAL into the data files, so a copy starts without replaying it.
await client.query('CHECKPOINT');
await client.close();
