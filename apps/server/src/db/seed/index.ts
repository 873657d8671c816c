// Seeding: reference data (always) and the demo data set (embedded database by default, or SEED_DEMO=true).
import type { Db } from '../types';
import type { FileStorage } from '../../providers/storage';

export type SeedDeps = { storage: FileStorage; now: Date };

/** Reference data every installation needs (banks, brands, review questions). Idempotent. */
export async function seedReference(_db: Db, _deps: SeedDeps): Promise<void> {
  // Filled in by the seed work.
}

/** Demo accounts, auctions, deals, notices and FAQ. Idempotent: does nothing once the demo dealer exists. */
export async function seedDemo(_db: Db, _deps: SeedDeps): Promise<void> {
  // Filled in by the seed work.
}
