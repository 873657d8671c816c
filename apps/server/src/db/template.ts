// Build step (build.mjs): an embedded database created and migrated once, written as a gzip tarball beside the
// server bundle, so a first start loads it instead of running PostgreSQL's initdb and every migration
// (docs/decisions/020). Usage: node make-db-template.js <out.tar.gz>
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrate';

const out = process.argv[2];
if (!out) {
  throw new Error('usage: make-db-template <out.tar.gz>');
}
const client = await PGlite.create();
await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
const dump = await client.dumpDataDir('gzip');
writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
await client.close();
