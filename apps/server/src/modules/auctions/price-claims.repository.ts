// Price claims, their disputes and the deduction guide as rows (docs/domain.md "Handover"). The status changes
// are the claim transitions of the lifecycle (price-claims.service.ts); these are the reads and the row writes
// beside them.
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { PENDING_CLAIM_STATUSES, type VehicleType } from '@autobid/shared';
import {
  auctions,
  brands,
  deductionGuide,
  dealers,
  deals,
  disputes,
  priceClaimItems,
  priceClaims,
  sellers,
} from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';

export type ClaimRow = typeof priceClaims.$inferSelect;
export type ClaimItemRow = typeof priceClaimItems.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
export type GuideRow = typeof deductionGuide.$inferSelect;

export type ClaimWithParts = { claim: ClaimRow; items: ClaimItemRow[]; dispute: DisputeRow | null };

async function withParts(db: DbOrTx, claims: ClaimRow[]): Promise<ClaimWithParts[]> {
  if (!claims.length) {
    return [];
  }
  const ids = claims.map((c) => c.id);
  const [items, found] = await Promise.all([
    db
      .select()
      .from(priceClaimItems)
      .where(inArray(priceClaimItems.claimId, ids))
      .orderBy(asc(priceClaimItems.id)),
    db.select().from(disputes).where(inArray(disputes.claimId, ids)),
  ]);
  return claims.map((claim) => ({
    claim,
    items: items.filter((item) => item.claimId === claim.id),
    dispute: found.find((d) => d.claimId === claim.id) ?? null,
  }));
}

/** The claims of one deal, newest first. */
export async function claimsOfDeal(db: DbOrTx, dealId: number): Promise<ClaimWithParts[]> {
  const rows = await db
    .select()
    .from(priceClaims)
    .where(eq(priceClaims.dealId, dealId))
    .orderBy(desc(priceClaims.id));
  return withParts(db, rows);
}

export async function findClaim(db: DbOrTx, claimId: number): Promise<ClaimWithParts | null> {
  const [row] = await db.select().from(priceClaims).where(eq(priceClaims.id, claimId)).limit(1);
  return row ? ((await withParts(db, [row]))[0] ?? null) : null;
}

/** The deal's newest claim, whatever its status. */
export async function latestClaimOf(db: DbOrTx, dealId: number): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(priceClaims)
    .where(eq(priceClaims.dealId, dealId))
    .orderBy(desc(priceClaims.id))
    .limit(1);
  return row ?? null;
}

/** The deal's claim that still waits (OPEN or DISPUTED), or that settled its price (ACCEPTED or DECIDED). */
export async function blockingClaimOf(db: DbOrTx, dealId: number): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(priceClaims)
    .where(
      and(
        eq(priceClaims.dealId, dealId),
        inArray(priceClaims.status, [...PENDING_CLAIM_STATUSES, 'ACCEPTED', 'DECIDED']),
      ),
    )
    .orderBy(desc(priceClaims.id))
    .limit(1);
  return row ?? null;
}

export async function insertClaim(
  tx: Tx,
  values: typeof priceClaims.$inferInsert,
  items: Omit<typeof priceClaimItems.$inferInsert, 'claimId'>[],
): Promise<ClaimRow> {
  const [claim] = await tx.insert(priceClaims).values(values).returning();
  if (!claim) {
    throw new Error('claim not created');
  }
  await tx.insert(priceClaimItems).values(items.map((item) => ({ ...item, claimId: claim.id })));
  return claim;
}

export async function insertDispute(tx: Tx, values: typeof disputes.$inferInsert): Promise<DisputeRow> {
  const [row] = await tx.insert(disputes).values(values).returning();
  if (!row) {
    throw new Error('dispute not created');
  }
  return row;
}

export async function updateDispute(
  tx: Tx,
  disputeId: number,
  values: Partial<typeof disputes.$inferInsert>,
  onlyOpen = true,
): Promise<DisputeRow | null> {
  const [row] = await tx
    .update(disputes)
    .set(values)
    .where(and(eq(disputes.id, disputeId), onlyOpen ? eq(disputes.status, 'OPEN') : undefined))
    .returning();
  return row ?? null;
}

export async function findDispute(db: DbOrTx, disputeId: number): Promise<DisputeRow | null> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, disputeId)).limit(1);
  return row ?? null;
}

/** Disputes an operator decided against this dealer (REJECTED) since `since`. */
export async function lostDisputesSince(db: DbOrTx, dealerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(disputes)
    .where(
      and(eq(disputes.dealerId, dealerId), eq(disputes.outcome, 'REJECTED'), gte(disputes.decidedAt, since)),
    );
  return row?.value ?? 0;
}

/** Claims still waiting for the seller whose answer time has come: the clock makes them disputes. */
export async function claimsPastAnswer(db: DbOrTx, now: Date): Promise<ClaimRow[]> {
  return db
    .select()
    .from(priceClaims)
    .where(and(eq(priceClaims.status, 'OPEN'), lte(priceClaims.answerBy, now)))
    .orderBy(asc(priceClaims.answerBy));
}

export async function guideOf(db: DbOrTx, vehicleType?: VehicleType): Promise<GuideRow[]> {
  return db
    .select()
    .from(deductionGuide)
    .where(vehicleType ? eq(deductionGuide.vehicleType, vehicleType) : undefined)
    .orderBy(asc(deductionGuide.vehicleType), asc(deductionGuide.item));
}

export async function replaceGuide(
  tx: Tx,
  vehicleType: VehicleType,
  entries: { item: string; min: number; max: number }[],
): Promise<void> {
  await tx.delete(deductionGuide).where(eq(deductionGuide.vehicleType, vehicleType));
  if (entries.length) {
    await tx.insert(deductionGuide).values(entries.map((entry) => ({ ...entry, vehicleType })));
  }
}

/** The console's dispute rows: OPEN oldest first, the closed ones newest decision first. */
export async function disputePage(
  db: DbOrTx,
  filter: 'OPEN' | 'CLOSED' | 'ALL',
  window: { limit: number; offset: number },
) {
  const where =
    filter === 'OPEN'
      ? eq(disputes.status, 'OPEN')
      : filter === 'CLOSED'
        ? inArray(disputes.status, ['DECIDED', 'WITHDRAWN'])
        : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        dispute: disputes,
        claim: priceClaims,
        model: auctions.model,
        brandName: sql<string>`coalesce(${brands.name}, '')`,
        dealerName: dealers.name,
        agencyName: dealers.agencyName,
        sellerName: sellers.name,
      })
      .from(disputes)
      .innerJoin(priceClaims, eq(priceClaims.id, disputes.claimId))
      .innerJoin(auctions, eq(auctions.id, disputes.auctionId))
      .leftJoin(brands, eq(brands.id, auctions.brandId))
      .innerJoin(dealers, eq(dealers.id, disputes.dealerId))
      .innerJoin(sellers, eq(sellers.id, priceClaims.sellerId))
      .where(where)
      .orderBy(
        filter === 'OPEN'
          ? asc(disputes.openedAt)
          : desc(sql`coalesce(${disputes.decidedAt}, ${disputes.openedAt})`),
        desc(disputes.id),
      )
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(disputes).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The parties and listing of a dispute, for its detail. */
export async function disputeContext(db: DbOrTx, dispute: DisputeRow) {
  const [row] = await db
    .select({
      auction: auctions,
      brandName: sql<string>`coalesce(${brands.name}, '')`,
      dealer: {
        id: dealers.id,
        name: dealers.name,
        agencyName: dealers.agencyName,
        username: dealers.username,
      },
      seller: { id: sellers.id, name: sellers.name },
    })
    .from(auctions)
    .leftJoin(brands, eq(brands.id, auctions.brandId))
    .innerJoin(dealers, eq(dealers.id, dispute.dealerId))
    .innerJoin(priceClaims, eq(priceClaims.id, dispute.claimId))
    .innerJoin(sellers, eq(sellers.id, priceClaims.sellerId))
    .where(eq(auctions.id, dispute.auctionId))
    .limit(1);
  if (!row) {
    throw new Error('dispute without its auction');
  }
  return row;
}

export async function openDisputeCount(db: DbOrTx): Promise<number> {
  return db.$count(disputes, eq(disputes.status, 'OPEN'));
}

/** The deal a claim belongs to (for the seller's and the operator's doors). */
export async function dealOfClaim(db: DbOrTx, claim: ClaimRow) {
  const [row] = await db.select().from(deals).where(eq(deals.id, claim.dealId)).limit(1);
  if (!row) {
    throw new Error('claim without its deal');
  }
  return row;
}

/**
 * Whether the deal's fee is forfeit (docs/domain.md "Handover"): the dealer cancelled it after an operator
 * decided its dispute against the dealer (REJECTED).
 */
export async function isFeeForfeitByDispute(
  db: DbOrTx,
  deal: { id: number; canceledBy: string | null },
): Promise<boolean> {
  if (deal.canceledBy !== 'DEALER') {
    return false;
  }
  const [row] = await db
    .select({ value: count() })
    .from(disputes)
    .innerJoin(priceClaims, eq(priceClaims.id, disputes.claimId))
    .where(and(eq(priceClaims.dealId, deal.id), eq(disputes.outcome, 'REJECTED')));
  return (row?.value ?? 0) > 0;
}
