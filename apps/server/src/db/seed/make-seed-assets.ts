// Build step (build.mjs): seeds a throwaway in-memory database once with every picture and demo password hash
// kept in <out dir>, which a first start reads instead of making them (seed-assets.ts, docs/decisions/021).
// Usage: node make-seed-assets.js <out dir>
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '../../providers/storage';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { seedDemo, seedReference } from './index';
import { cachingSeedAssets } from './seed-assets';

const out = process.argv[2];
if (!out) {
  throw new Error('usage: make-seed-assets <out dir>');
}
await rm(out, { recursive: true, force: true });
const uploads = await mkdtemp(path.join(tmpdir(), 'autobid-seed-assets-'));
const database = await openDatabase({ inMemory: true });
try {
  await migrateDatabase(database);
  const deps = { storage: createLocalStorage(uploads), now: new Date(), assets: cachingSeedAssets(out) };
  await seedReference(database.db, deps);
  await seedDemo(database.db, deps);
} finally {
  await database.close();
  await rm(uploads, { recursive: true, force: true });
}
