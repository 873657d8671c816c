// Notice, FAQ and completed-trade card queries.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { COMPLETED_TRADE_STATUSES } from '@autobid/shared';
import { auctions, brands, deals, faqs, notices } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export async function listNotices(db: DbOrTx, page: { page: number; size: number }) {
  const [rows, totals] = await Promise.all([
    db
      .select({ id: notices.id, title: notices.title, publishedAt: notices.publishedAt })
      .from(notices)
      .orderBy(desc(notices.publishedAt), desc(notices.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ value: count() }).from(notices),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findNotice(db: DbOrTx, id: number) {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
  return row ?? null;
}

/** Neighbours in list order (published_at desc, id desc): previous is the next-older, next the next-newer. */
export async function noticeNeighbours(db: DbOrTx, notice: { id: number; publishedAt: Date }) {
  const at = notice.publishedAt.toISOString();
  const [older, newer] = await Promise.all([
    db
      .select({ id: notices.id, title: notices.title })
      .from(notices)
      .where(sql`(${notices.publishedAt}, ${notices.id}) < (${at}::timestamptz, ${notice.id})`)
      .orderBy(desc(notices.publishedAt), desc(notices.id))
      .limit(1),
    db
      .select({ id: notices.id, title: notices.title })
      .from(notices)
      .where(sql`(${notices.publishedAt}, ${notices.id}) > (${at}::timestamptz, ${notice.id})`)
      .orderBy(asc(notices.publishedAt), asc(notices.id))
      .limit(1),
  ]);
  return { previous: older[0] ?? null, next: newer[0] ?? null };
}

export async function insertNotice(
  db: DbOrTx,
  values: { title: string; contents: string; publishedAt?: Date },
) {
  const [row] = await db.insert(notices).values(values).returning();
  if (!row) {
    throw new Error('notice insert returned nothing');
  }
  return row;
}

export async function listFaqs(db: DbOrTx) {
  return db
    .select({ id: faqs.id, category: faqs.category, title: faqs.title, contents: faqs.contents })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

/** Random completed trades with their side photo (else the main one) and the final price. */
export async function randomCompletedTrades(db: DbOrTx, limit: number) {
  const image = sql<string | null>`(
    select ai.url from auction_images ai
    where ai.auction_id = ${auctions.id} and ai.type in ('LEFT_SIDE', 'RIGHT_SIDE', 'MAIN')
    order by case ai.type when 'LEFT_SIDE' then 0 when 'RIGHT_SIDE' then 1 else 2 end, ai.sort_order, ai.id
    limit 1)`;
  return db
    .select({
      id: auctions.id,
      image,
      region1: auctions.region1,
      region2: auctions.region2,
      price: sql<number>`coalesce(${deals.finalPrice}, ${deals.price})`.mapWith(Number),
    })
    .from(auctions)
    .innerJoin(deals, eq(deals.auctionId, auctions.id))
    .where(and(inArray(auctions.status, COMPLETED_TRADE_STATUSES)))
    .orderBy(sql`random()`)
    .limit(limit);
}

/** The running auction with the most bidders (ending soonest among equals) at `now`, for the landing hero. */
export async function liveAuctionForHero(db: DbOrTx, now: Date) {
  const image = sql<string | null>`(
    select ai.url from auction_images ai
    where ai.auction_id = ${auctions.id}
    order by case ai.type when 'MAIN' then 0 else 1 end, ai.sort_order, ai.id
    limit 1)`;
  const [row] = await db
    .select({
      id: auctions.id,
      model: auctions.model,
      year: auctions.year,
      brandName: brands.name,
      region1: auctions.region1,
      region2: auctions.region2,
      image,
      endDate: auctions.endDate,
      maxBiddingPrice: auctions.maxBiddingPrice,
      bidderCount: auctions.bidderCount,
    })
    .from(auctions)
    .leftJoin(brands, eq(brands.id, auctions.brandId))
    .where(and(eq(auctions.status, 'PROGRESS'), sql`${auctions.endDate} > ${now.toISOString()}::timestamptz`))
    .orderBy(desc(auctions.bidderCount), asc(auctions.endDate), asc(auctions.id))
    .limit(1);
  return row ?? null;
}
