// Seeding: reference data (always) and the demo data set (embedded database by default, or SEED_DEMO=true).
import type { Db } from '../types';
import type { FileStorage } from '../../providers/storage';
import { seedDemoData } from './demo';
import { seedReferenceData } from './reference';

export type SeedDeps = { storage: FileStorage; now: Date };

/** Reference data every installation needs (banks, brands, review questions). Idempotent. */
export async function seedReference(db: Db, deps: SeedDeps): Promise<void> {
  await seedReferenceData(db, deps);
}

/** Demo accounts, auctions, deals, notices and FAQ. Idempotent: does nothing once the demo dealer exists. */
export async function seedDemo(db: Db, deps: SeedDeps): Promise<void> {
  await seedDemoData(db, deps);
}
