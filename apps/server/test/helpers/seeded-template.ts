// The embedded test database as one migrated, reference-seeded copy per test process: the first context of a
// process migrates and seeds a PGlite in memory and dumps it; every later one starts a new PGlite from that
// dump (no initdb, no migrations, no seeding) and gets a copy of the seeded files (brand logos). Each context
// still has a database of its own.
import { cp, mkdtemp } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedReference } from '../../src/db/seed/index';
import type { SeedAssets } from '../../src/db/seed/seed-assets';
import { createLocalStorage } from '../../src/providers/storage';

type Template = { data: Blob; uploadsDir: string };

let template: Promise<Template> | null = null;

async function makeTemplate(assets: SeedAssets): Promise<Template> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'autobid-template-uploads-'));
  process.once('exit', () => rmSync(uploadsDir, { recursive: true, force: true }));
  const database = await openDatabase({ inMemory: true });
  try {
    await migrateDatabase(database);
    await seedReference(database.db, { storage: createLocalStorage(uploadsDir), now: new Date(), assets });
    if (database.kind !== 'pglite') {
      throw new Error('an in-memory database is PGlite');
    }
    await database.client.query('CHECKPOINT');
    return { data: await database.client.dumpDataDir('none'), uploadsDir };
  } finally {
    await database.close();
  }
}

/** A new in-memory database, migrated and seeded with reference data; the seeded files copied into `uploadsDir`. */
export async function openSeededPglite(uploadsDir: string, assets: SeedAssets): Promise<DatabaseHandle> {
  template ??= makeTemplate(assets);
  // A failed first attempt is not kept: the next context tries again.
  const made = await template.catch((error: unknown) => {
    template = null;
    throw error;
  });
  await cp(made.uploadsDir, uploadsDir, { recursive: true });
  return openDatabase({ inMemory: true, inMemoryData: made.data });
}
