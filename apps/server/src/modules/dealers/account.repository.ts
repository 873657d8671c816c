// Queries of the dealer's account (profile changes, find id and password, bank account): dealer updates,
// bank codes, bank-account verification rows.
import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { bankAccountVerifications, bankCodes, dealers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export type BankAccountVerificationRow = typeof bankAccountVerifications.$inferSelect;

/** `tokenVersion` value that ends every session issued before (password change or reset). */
export const nextTokenVersion: SQL = sql`${dealers.tokenVersion} + 1`;

export async function updateDealer(
  db: DbOrTx,
  dealerId: number,
  values: { tokenVersion?: SQL } & Partial<
    Pick<
      typeof dealers.$inferInsert,
      | 'phoneNumber'
      | 'email'
      | 'name'
      | 'position'
      | 'image'
      | 'passwordHash'
      | 'isBankAccountAuth'
      | 'bankCode'
      | 'bankAccountNumber'
      | 'status'
      | 'pendingIdentity'
    >
  >,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(dealers)
    .set({ ...values, updatedAt: now })
    .where(eq(dealers.id, dealerId))
    .returning({ id: dealers.id });
  return rows.length > 0;
}

/** The dealer's row, locked for the rest of the transaction (two profile saves cannot interleave). */
export async function lockDealer(tx: DbOrTx, dealerId: number) {
  const [row] = await tx.select().from(dealers).where(eq(dealers.id, dealerId)).for('update').limit(1);
  return row ?? null;
}

/** The oldest dealer with that name and phone (names and phones are not unique on their own). */
export async function findDealerByNameAndPhone(db: DbOrTx, name: string, phone: string) {
  const [row] = await db
    .select({ id: dealers.id, username: dealers.username })
    .from(dealers)
    .where(and(eq(dealers.name, name), eq(dealers.phoneNumber, phone)))
    .orderBy(asc(dealers.id))
    .limit(1);
  return row ?? null;
}

export async function findDealerByUsernameAndPhone(db: DbOrTx, username: string, phone: string) {
  const [row] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(and(eq(dealers.username, username), eq(dealers.phoneNumber, phone)))
    .limit(1);
  return row ?? null;
}

export async function findBankCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(bankCodes).where(eq(bankCodes.code, code)).limit(1);
  return row ?? null;
}

export async function countBankVerificationsSince(
  db: DbOrTx,
  dealerId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bankAccountVerifications)
    .where(
      and(eq(bankAccountVerifications.dealerId, dealerId), gte(bankAccountVerifications.createdAt, since)),
    );
  return row?.value ?? 0;
}

export async function insertBankVerification(
  db: DbOrTx,
  values: Pick<
    typeof bankAccountVerifications.$inferInsert,
    'dealerId' | 'bankCode' | 'bankAccountNumber' | 'wordHash' | 'expiresAt' | 'createdAt'
  >,
): Promise<BankAccountVerificationRow> {
  const [row] = await db.insert(bankAccountVerifications).values(values).returning();
  if (!row) {
    throw new Error('bank account verification not created');
  }
  return row;
}

/** The dealer's most recent step 1 that has not been verified yet. */
export async function latestOpenBankVerification(
  db: DbOrTx,
  dealerId: number,
): Promise<BankAccountVerificationRow | null> {
  const [row] = await db
    .select()
    .from(bankAccountVerifications)
    .where(and(eq(bankAccountVerifications.dealerId, dealerId), isNull(bankAccountVerifications.verifiedAt)))
    .orderBy(desc(bankAccountVerifications.createdAt), desc(bankAccountVerifications.id))
    .limit(1);
  return row ?? null;
}

/**
 * Takes one attempt atomically; false when none is left. Counting before comparing means concurrent
 * guesses cannot exceed the limit.
 */
export async function takeBankVerificationAttempt(
  db: DbOrTx,
  id: number,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db
    .update(bankAccountVerifications)
    .set({ attempts: sql`${bankAccountVerifications.attempts} + 1` })
    .where(and(eq(bankAccountVerifications.id, id), lt(bankAccountVerifications.attempts, maxAttempts)))
    .returning({ id: bankAccountVerifications.id });
  return rows.length > 0;
}

/** Marks the row verified once; false when another request did it first. */
export async function markBankVerificationVerified(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(bankAccountVerifications)
    .set({ verifiedAt: now })
    .where(and(eq(bankAccountVerifications.id, id), isNull(bankAccountVerifications.verifiedAt)))
    .returning({ id: bankAccountVerifications.id });
  return rows.length > 0;
}
