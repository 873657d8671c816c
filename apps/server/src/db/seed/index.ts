// Seeding: reference data (always) and the demo data set (embedded database by default, or SEED_DEMO=true).
import type { Db } from '../types';
import type { FileStorage } from '../../providers/storage';
import { seedDemoData, type DemoAssets } from './demo';
import { seedReferenceData } from './reference';
import type { SeedAssets } from './seed-assets';

/** `assets`: pictures and password hashes made on the spot unless given (seed-assets.ts). */
export type SeedDeps = { storage: FileStorage; now: Date; assets?: SeedAssets };

/** Reference data every installation needs (banks, brands, review questions). Idempotent. */
export async function seedReference(db: Db, deps: SeedDeps): Promise<void> {
  await seedReferenceData(db, deps);
}

export { prepareDemoAssets } from './demo';

/**
 * Demo accounts, auctions, deals, notices and FAQ. Idempotent: does nothing once the demo dealer exists.
 * `assets`: the pictures and password hashes when the caller started them already (prepareDemoAssets).
 */
export async function seedDemo(db: Db, deps: SeedDeps, assets?: Promise<DemoAssets>): Promise<void> {
  await seedDemoData(db, deps, assets);
}
