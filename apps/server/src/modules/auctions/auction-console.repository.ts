// Queries of the operator's auctions and deals: one auction with its seller, bids and deals, the deals
// screen's rows (every deal, and every ended auction still waiting for its seller's choice), the
// title-transfer changes kept in the audit log, and who an operator's cancel tells.
import type { AdminDealStage, AuctionStatus, TransferStatus } from '@autobid/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { auctions, auditLog, biddings, brands, dealers, deals, sellers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { auctionOpensAtSql } from './auction-opening';
import { auctionWithSellerColumns, auctionSearchCondition } from './auction-search';
import type { DealRow } from './auctions.repository';
import { dealerColumns } from './deal-history';

/** The auction with its brand, its seller and, once approved, when it opens. */
export async function findAuctionWithSeller(db: DbOrTx, auctionId: number) {
  const [row] = await db
    .select({ ...auctionWithSellerColumns, opensAt: sql<string | null>`${auctionOpensAtSql}` })
    .from(auctions)
    .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
    .leftJoin(brands, eq(brands.id, auctions.brandId))
    .where(eq(auctions.id, auctionId))
    .limit(1);
  return row ?? null;
}

/** Every bid of the auction, newest first, with its dealer. */
export async function bidsOfAuction(db: DbOrTx, auctionId: number) {
  return db
    .select({
      bid: biddings,
      dealer: {
        ...dealerColumns,
        status: dealers.status,
        suspendedAt: dealers.suspendedAt,
        penaltyExpiredAt: dealers.penaltyExpiredAt,
      },
    })
    .from(biddings)
    .innerJoin(dealers, eq(dealers.id, biddings.dealerId))
    .where(eq(biddings.auctionId, auctionId))
    .orderBy(desc(biddings.biddingAt), desc(biddings.id));
}

/** The title-transfer changes operators made on these auctions (audit rows), oldest first, by auction id. */
export async function transferChangesOf(db: DbOrTx, auctionIds: readonly number[]) {
  const byAuction = new Map<number, { status: TransferStatus; at: Date; reason: string; actor: string }[]>();
  if (!auctionIds.length) {
    return byAuction;
  }
  const rows = await db
    .select({
      targetId: auditLog.targetId,
      after: auditLog.after,
      reason: auditLog.reason,
      actor: auditLog.actor,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'DEAL_TRANSACTION_STATUS'),
        eq(auditLog.targetType, 'AUCTION'),
        inArray(
          auditLog.targetId,
          auctionIds.map((id) => String(id)),
        ),
      ),
    )
    .orderBy(asc(auditLog.id));
  for (const row of rows) {
    const status = (row.after as { status?: string } | null)?.status;
    if (status !== 'TRANSACTION' && status !== 'TRANSACTION_DELAY') {
      continue;
    }
    const id = Number(row.targetId);
    const list = byAuction.get(id) ?? [];
    list.push({ status, at: row.createdAt, reason: row.reason, actor: row.actor });
    byAuction.set(id, list);
  }
  return byAuction;
}

// ---- the deals screen ----

/**
 * The screen's rows: one per deal ever made, plus one per ended auction with bids whose seller may still
 * choose (no deal in force, before the selection deadline).
 */
function dealCases(db: DbOrTx, now: Date) {
  return db
    .select({
      dealId: sql<number | null>`${deals.id}`.as('deal_id'),
      auctionId: sql<number>`${deals.auctionId}`.as('auction_id'),
    })
    .from(deals)
    .unionAll(
      db
        .select({
          dealId: sql<number | null>`null::integer`.as('deal_id'),
          auctionId: sql<number>`${auctions.id}`.as('auction_id'),
        })
        .from(auctions)
        .where(
          and(
            eq(auctions.status, 'TIME_EXPIRED'),
            sql`${auctions.bidderCount} > 0`,
            sql`${auctions.selectExpireAt} > ${now}`,
          ),
        ),
    )
    .as('cases');
}

/**
 * One page of the deals screen's rows of `stage` (all when null) matching `q`: the nearest running deadline
 * first (the seller's selection, a live deal's fee), then the latest change first.
 */
export async function listDealCases(
  db: DbOrTx,
  filter: {
    stage: AdminDealStage | null;
    /** The auction statuses of a live deal's stage. */
    statuses: readonly AuctionStatus[] | null;
    q?: string;
    now: Date;
  },
  page: { limit: number; offset: number },
) {
  const cases = dealCases(db, filter.now);
  const movedAt = sql<Date>`coalesce(${deals.canceledAt}, ${auctions.statusChangedAt})`;
  const stageCondition = (): SQL | undefined => {
    if (filter.stage === null) {
      return undefined;
    }
    if (filter.stage === 'SELECTING') {
      return isNull(cases.dealId);
    }
    if (filter.stage === 'CANCELED') {
      return isNotNull(deals.canceledAt);
    }
    return and(
      isNotNull(cases.dealId),
      isNull(deals.canceledAt),
      inArray(auctions.status, [...(filter.statuses ?? [])]),
    );
  };

  const where = and(
    stageCondition(),
    auctionSearchCondition(filter.q, [
      auctions.model,
      brands.name,
      sellers.name,
      dealers.username,
      dealers.name,
    ]),
  );
  // The deadline that runs on a row: the seller's selection, or the fee of a live deal waiting for it.
  const deadline = sql`case
    when ${cases.dealId} is null then ${auctions.selectExpireAt}
    when ${deals.canceledAt} is null and ${auctions.status} = 'DEALER_DEPOSIT' then ${deals.depositDeadline}
  end`;
  const orderBy =
    filter.stage === 'SELECTING'
      ? [asc(auctions.selectExpireAt), asc(auctions.id)]
      : filter.stage === 'DEALER_DEPOSIT'
        ? [asc(deals.depositDeadline), asc(deals.id)]
        : [
            sql`${deadline} asc nulls last`,
            desc(movedAt),
            sql`${cases.dealId} desc nulls first`,
            desc(auctions.id),
          ];
  // The same joins twice: the page, and the count (the search reads the brand, dealer and seller).
  const [rows, totals] = await Promise.all([
    db
      .select({
        auction: auctions,
        brandName: brands.name,
        seller: { id: sellers.id, name: sellers.name, phone: sellers.phoneNumber },
        deal: deals,
        dealer: dealerColumns,
        movedAt: sql<string>`${movedAt}`,
      })
      .from(cases)
      .innerJoin(auctions, eq(auctions.id, cases.auctionId))
      .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
      .leftJoin(brands, eq(brands.id, auctions.brandId))
      .leftJoin(deals, eq(deals.id, cases.dealId))
      .leftJoin(dealers, eq(dealers.id, deals.dealerId))
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(cases)
      .innerJoin(auctions, eq(auctions.id, cases.auctionId))
      .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
      .leftJoin(deals, eq(deals.id, cases.dealId))
      .leftJoin(dealers, eq(dealers.id, deals.dealerId))
      .leftJoin(brands, eq(brands.id, auctions.brandId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

// ---- the operator's cancel and title transfer ----

/** The live deal of the auction (null when none is in force). */
export async function liveDealOf(db: DbOrTx, auctionId: number): Promise<DealRow | null> {
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.auctionId, auctionId), isNull(deals.canceledAt)))
    .limit(1);
  return row ?? null;
}

/** Who an operator's cancel tells: the seller, and each dealer with an active bid (the winner marked). */
export async function cancelNoticeTargets(db: DbOrTx, auctionId: number) {
  const [seller] = await db
    .select({ name: sellers.name, phone: sellers.phoneNumber })
    .from(auctions)
    .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
    .where(eq(auctions.id, auctionId))
    .limit(1);
  const bidders = await db
    .select({ dealerId: dealers.id, name: dealers.name, phone: dealers.phoneNumber })
    .from(biddings)
    .innerJoin(dealers, eq(dealers.id, biddings.dealerId))
    .where(and(eq(biddings.auctionId, auctionId), isNull(biddings.canceledAt)))
    .orderBy(asc(biddings.id));
  return { seller: seller ?? null, bidders };
}

export async function findDealer(db: DbOrTx, dealerId: number) {
  const [row] = await db.select(dealerColumns).from(dealers).where(eq(dealers.id, dealerId)).limit(1);
  return row ?? null;
}
