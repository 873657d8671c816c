// The existence read every "is taken / has / exists" question of a repository makes: one row at the most.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/types';

/** Whether any row of `table` meets `where`. */
export async function hasRow(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  return Boolean(row);
}
