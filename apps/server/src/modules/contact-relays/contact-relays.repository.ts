// contact_relays queries (docs/domain.md "Contact relay"): the relays of a deal, the numbers in use, the
// relay rows written, scheduled to end and ended. Every write accepts the caller's transaction.
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { RelayParty } from '@autobid/shared';
import { contactRelays, dealers, sellers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export type RelayRow = typeof contactRelays.$inferSelect;

/** The latest relay of each party of the deal (active or ended), by party. */
export async function relaysOfDeal(db: DbOrTx, dealId: number): Promise<Map<RelayParty, RelayRow>> {
  return (await relaysOfDeals(db, [dealId])).get(dealId) ?? new Map();
}

/** relaysOfDeal for several deals in one statement, by deal. */
export async function relaysOfDeals(
  db: DbOrTx,
  dealIds: readonly number[],
): Promise<Map<number, Map<RelayParty, RelayRow>>> {
  const rows = dealIds.length
    ? await db
        .select()
        .from(contactRelays)
        .where(inArray(contactRelays.dealId, [...dealIds]))
        .orderBy(desc(contactRelays.id))
    : [];
  const byDeal = new Map<number, Map<RelayParty, RelayRow>>();
  for (const row of rows) {
    const byParty = byDeal.get(row.dealId) ?? new Map<RelayParty, RelayRow>();
    if (!byParty.has(row.party)) {
      byParty.set(row.party, row);
    }
    byDeal.set(row.dealId, byParty);
  }
  return byDeal;
}

/** The numbers active relays hold now (none may be handed out twice at once). */
export async function activeRelayNumbers(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .select({ number: contactRelays.relayNumber })
    .from(contactRelays)
    .where(isNull(contactRelays.endedAt));
  return new Set(rows.map((row) => row.number));
}

/**
 * Writes a relay; null when the deal's party already has an active one or the number was taken meanwhile
 * (the partial unique indexes decide, so two writers at once leave one row).
 */
export async function insertRelay(
  db: DbOrTx,
  values: Pick<RelayRow, 'dealId' | 'auctionId' | 'party' | 'relayNumber' | 'realPhone'> & { now: Date },
): Promise<RelayRow | null> {
  const { now, ...row } = values;
  const [inserted] = await db
    .insert(contactRelays)
    .values({ ...row, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** Writes relays in one statement, in their order; a party or number already active fails it (no retry). */
export async function insertRelays(
  db: DbOrTx,
  values: readonly (Pick<RelayRow, 'dealId' | 'auctionId' | 'party' | 'relayNumber' | 'realPhone'> & {
    now: Date;
  })[],
): Promise<void> {
  if (!values.length) {
    return;
  }
  await db.insert(contactRelays).values(values.map(({ now, ...row }) => ({ ...row, createdAt: now })));
}

/** Sets when the deal's active relays end (the later of the two events that end a deal's contact wins). */
export async function setRelaysEnd(db: DbOrTx, dealId: number, endsAt: Date): Promise<number> {
  const rows = await db
    .update(contactRelays)
    .set({ endsAt })
    .where(and(eq(contactRelays.dealId, dealId), isNull(contactRelays.endedAt)))
    .returning({ id: contactRelays.id });
  return rows.length;
}

/** setRelaysEnd for every active relay of the auction. */
export async function setAuctionRelaysEnd(db: DbOrTx, auctionId: number, endsAt: Date): Promise<number> {
  const rows = await db
    .update(contactRelays)
    .set({ endsAt })
    .where(and(eq(contactRelays.auctionId, auctionId), isNull(contactRelays.endedAt)))
    .returning({ id: contactRelays.id });
  return rows.length;
}

/** The active relays whose end is due at `now`. */
export async function dueRelays(db: DbOrTx, now: Date): Promise<RelayRow[]> {
  return db
    .select()
    .from(contactRelays)
    .where(
      and(isNull(contactRelays.endedAt), lte(contactRelays.endsAt, sql`${now.toISOString()}::timestamptz`)),
    )
    .orderBy(contactRelays.id);
}

/** Ends these relays (once: an ended row is left alone) and blanks the real numbers they kept. */
export async function endRelays(db: DbOrTx, ids: number[], now: Date): Promise<RelayRow[]> {
  if (!ids.length) {
    return [];
  }
  return db
    .update(contactRelays)
    .set({ endedAt: now, realPhone: '' })
    .where(and(inArray(contactRelays.id, ids), isNull(contactRelays.endedAt)))
    .returning();
}

/** The real numbers of a deal's seller and dealer (what its relays ring). */
export async function realPhonesOf(
  db: DbOrTx,
  deal: { sellerId: number; dealerId: number },
): Promise<Record<RelayParty, string>> {
  const [[seller], [dealer]] = await Promise.all([
    db.select({ phone: sellers.phoneNumber }).from(sellers).where(eq(sellers.id, deal.sellerId)).limit(1),
    db.select({ phone: dealers.phoneNumber }).from(dealers).where(eq(dealers.id, deal.dealerId)).limit(1),
  ]);
  return { SELLER: seller?.phone ?? '', DEALER: dealer?.phone ?? '' };
}
