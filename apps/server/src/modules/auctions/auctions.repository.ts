// Auction and bid queries. Every bid write runs inside a transaction that holds the auction row lock
// (SELECT ... FOR UPDATE), so bids and cancellations on one auction are serialised and the denormalised
// max_bidding_price / bidder_count always match the stored bids (docs/decisions/004-bid-locking.md).
import { and, asc, count, desc, eq, getTableColumns, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RegionFilter } from '@autobid/shared/regions';
import {
  auctionImages,
  auctionLikes,
  auctions,
  bidRaises,
  biddings,
  brands,
  deals,
  dealers,
  ownerConsents,
  sellers,
} from '../../db/schema';
import { parsedJson } from '../../db/json-column';
import { prepared } from '../../db/prepared';
import type { DbOrTx, Tx } from '../../db/types';
import { hasRow } from '../../lib/has-row';
import {
  filterShapeName,
  filterShapeOf,
  filterValuesOf,
  preparedProgressConditions,
  progressConditions,
  type FilterShape,
} from './auction-filters';
import { hasConfirmedConsent, type OwnerConsentRow } from './owner-consents.repository';
import type { LockedAuction } from './lifecycle';

export type AuctionRow = typeof auctions.$inferSelect;
export type BidRow = typeof biddings.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;

export type AuctionListFilters = {
  brandIds: number[];
  /** Any of these places: a whole province, or one district of one province. */
  regions: RegionFilter[];
  /** true: with accident history; false: accident-free; null: either. */
  hasAccident: boolean | null;
  purpose: string | null;
  /** Only the auctions this dealer watches (the `liked=true` filter); null: every one. */
  likedBy: number | null;
};

export const isLikedBy = (viewerId: number) =>
  sql<boolean>`exists (select 1 from ${auctionLikes} where ${auctionLikes.dealerId} = ${viewerId} and ${auctionLikes.auctionId} = ${auctions.id})`.mapWith(
    Boolean,
  );

export type ImageRow = { auctionId: number; type: string; url: string };

/** The auction's columns a list card shows (`toListItem`): the list's statement reads only these. */
const listCardAuction = {
  id: auctions.id,
  status: auctions.status,
  model: auctions.model,
  year: auctions.year,
  fuel: auctions.fuel,
  accident: auctions.accident,
  endDate: auctions.endDate,
  region1: auctions.region1,
  region2: auctions.region2,
  mileage: auctions.mileage,
  hopePrice: auctions.hopePrice,
  maxBiddingPrice: auctions.maxBiddingPrice,
  bidderCount: auctions.bidderCount,
  viewCount: auctions.viewCount,
};
/** `endDate` as the answer writes it (ISO, from the database): the list's rows are not parsed to be printed again. */
export type ListCardAuction = Omit<Pick<AuctionRow, keyof typeof listCardAuction>, 'endDate'> & {
  endDate: string | null;
};

/** The brand's columns a list card shows. */
export const listCardBrand = {
  id: brands.id,
  name: brands.name,
  logo: brands.logo,
  vehicleType: brands.vehicleType,
};
export type ListCardBrand = Pick<BrandRow, keyof typeof listCardBrand>;

/**
 * The card's auction columns for a statement, `endDate` written by the database as the answer writes it: the list,
 * the bid history and the deal list read only these of an auction (and what their own rows add).
 */
export const listCardColumns = () => ({ ...listCardAuction, endDate: isoTimestamp(auctions.endDate) });

/** A list row with its images (display order) and the list version it was read at. */
export type ListPageRow = {
  auction: ListCardAuction;
  brand: ListCardBrand | null;
  isLiked: boolean;
  ownerConsented: boolean;
  images: ImageRow[];
  listVersion: string;
};

/** The auction's images as one JSON array, so the page needs no second query (`auctionPage` reads it). */
export const imagesJson = sql<
  ImageRow[] | string
>`(select coalesce(json_agg(json_build_object('auctionId', ${auctionImages.auctionId}, 'type', ${auctionImages.type}, 'url', ${auctionImages.url}) order by ${auctionImages.sortOrder}, ${auctionImages.id}), '[]'::json) from ${auctionImages} where ${auctionImages.auctionId} = ${auctions.id})`;

/** `isLikedBy` for a prepared statement: the viewer is the placeholder `name`. */
export const isLikedByPlaceholder = (name: string) =>
  sql<boolean>`exists (select 1 from ${auctionLikes} where ${auctionLikes.dealerId} = ${sql.placeholder(name)}::integer and ${auctionLikes.auctionId} = ${auctions.id})`.mapWith(
    Boolean,
  );

/**
 * A timestamp as the answer writes it (`Date.prototype.toISOString`: UTC, milliseconds, `Z`), made by the database
 * so the row's string is not parsed to a Date to be printed again (docs/decisions/042; pinned by a test).
 */
const isoTimestamp = (column: SQLWrapper) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The query of one filter shape: the page's ids, then those rows read by id (`listProgressAuctions`). */
export function listQuery(db: DbOrTx, shape: FilterShape) {
  // The page's ids first (an index-only scan for the unfiltered list), so the rows an offset skips are
  // never joined or given their images and like flag. They are an array the rows are read by (`= any`), not a
  // subquery joined: on its generic plan (docs/decisions/042) PostgreSQL guesses a placeholder LIMIT keeps 10 % of
  // the rows and would hash-join a whole scan of auctions (52 ms at 100,000 auctions); an array it reads by the
  // primary key (under 1 ms). A PostgreSQL test holds the plan (apps/server/test/list-statement.test.ts).
  const pageIds = db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(...preparedProgressConditions(shape)))
    .orderBy(asc(auctions.endDate), asc(auctions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select({
      auction: listCardColumns(),
      brand: listCardBrand,
      isLiked: isLikedByPlaceholder('viewerId'),
      ownerConsented: hasConfirmedConsent,
      images: imagesJson,
      listVersion: sql<string>`(select last_value from auction_list_version)`.mapWith(String),
    })
    .from(auctions)
    .leftJoin(brands, eq(brands.id, auctions.brandId))
    .where(sql`${auctions.id} = any(array(${pageIds}))`)
    .orderBy(asc(auctions.endDate), asc(auctions.id));
}

/**
 * One page of PROGRESS auctions, soonest-ending first, with brand, like flag and images in one statement:
 * the page's ids from auctions_status_end_idx, then only those rows joined. (A window count here would join
 * every matching row; the count is separate and cached, docs/decisions/019-auction-list-count-cache.md.)
 * `listVersion` is the auction_list_version sequence (migration 0007), read in the same statement. The statement
 * is prepared once per filter shape (docs/decisions/042).
 */
export async function listProgressAuctions(
  db: DbOrTx,
  filters: AuctionListFilters,
  viewerId: number,
  page: { limit: number; offset: number },
): Promise<ListPageRow[]> {
  const shape = filterShapeOf(filters);
  const statement = prepared(db, `auction_list_${filterShapeName(shape)}`, (on, name) =>
    listQuery(on, shape).prepare(name),
  );
  const rows = await statement.execute({ ...filterValuesOf(filters), viewerId, ...page });
  return rows.map((row) => ({
    ...row,
    images: parsedJson(row.images),
  }));
}

/**
 * The list version now and the auctions each of these dealers watches, in one small statement: a cached list page is
 * served only at the version it was read at (docs/decisions/039-list-pages-from-a-cache-the-writes-keep-true.md).
 */
export async function listVersionAndLikesOf(
  db: DbOrTx,
  dealerIds: number[],
): Promise<{ version: string; likedBy: Map<number, number[]> }> {
  const statement = prepared(db, 'auction_list_version_likes_of', (on, name) =>
    on
      .select({
        version: sql<string>`(select last_value from auction_list_version)::text`,
        likes: sql<
          Array<[number, number]> | string
        >`coalesce((select json_agg(json_build_array(${auctionLikes.dealerId}, ${auctionLikes.auctionId})) from ${auctionLikes} where ${auctionLikes.dealerId} = any(${sql.placeholder('dealerIds')}::integer[])), '[]'::json)`,
      })
      .from(sql`(select 1) as one`)
      .prepare(name),
  );
  const [row] = await statement.execute({ dealerIds });
  const likes = parsedJson<Array<[number, number]>>(row!.likes);
  const likedBy = new Map<number, number[]>();
  for (const [dealerId, auctionId] of likes) {
    const ids = likedBy.get(dealerId);
    if (ids) {
      ids.push(auctionId);
    } else {
      likedBy.set(dealerId, [auctionId]);
    }
  }
  return { version: row!.version, likedBy };
}

export async function countProgressAuctions(db: DbOrTx, filters: AuctionListFilters): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(auctions)
    .where(and(...progressConditions(filters)));
  return row?.value ?? 0;
}

/** Images of many auctions in one query, in display order. */
export async function imagesOf(db: DbOrTx, auctionIds: number[]): Promise<Map<number, ImageRow[]>> {
  const byAuction = new Map<number, ImageRow[]>();
  if (!auctionIds.length) {
    return byAuction;
  }
  const statement = prepared(db, 'auction_images_of', (on, name) =>
    on
      .select({ auctionId: auctionImages.auctionId, type: auctionImages.type, url: auctionImages.url })
      .from(auctionImages)
      .where(sql`${auctionImages.auctionId} = any(${sql.placeholder('auctionIds')}::integer[])`)
      .orderBy(asc(auctionImages.auctionId), asc(auctionImages.sortOrder), asc(auctionImages.id))
      .prepare(name),
  );
  const rows = await statement.execute({ auctionIds });
  for (const row of rows) {
    const list = byAuction.get(row.auctionId) ?? [];
    list.push(row);
    byAuction.set(row.auctionId, list);
  }
  return byAuction;
}

/**
 * Counts one view and returns the auction in the same statement; drafts (statuses a dealer never sees)
 * match nothing, so they are neither counted nor returned. Every reader of a hot auction updates its one row, so
 * each view waited for the one before it to commit and reach the disk: the view's transaction commits without
 * waiting for the WAL flush (`synchronous_commit` off for it alone), a crash may lose the last views counted,
 * never anything else (docs/decisions/042).
 */
/**
 * Counts `views` views of a visible auction and returns its row (null when it is missing or hidden): the detail's
 * requests that read together count one view each in one write (docs/domain.md "Auction detail").
 */
export async function viewAuction(
  db: DbOrTx,
  id: number,
  hiddenStatuses: readonly string[],
  views = 1,
): Promise<AuctionRow | null> {
  const statement = prepared(db, 'auction_view', (on, name) =>
    on
      .update(auctions)
      .set({ viewCount: sql`${auctions.viewCount} + ${sql.placeholder('views')}::integer` })
      .where(
        and(
          eq(auctions.id, sql.placeholder('id')),
          sql`${auctions.status} <> all(${sql.placeholder('hiddenStatuses')}::text[])`,
          sql`set_config('synchronous_commit', 'off', true) is not null`,
        ),
      )
      .returning()
      .prepare(name),
  );
  const [row] = await statement.execute({ id, hiddenStatuses, views });
  return row ?? null;
}

/** A bid as the detail shows it: its times as the answer writes them (made by the database, `isoTimestamp`). */
export type DetailBid = {
  id: number;
  dealerId: number;
  dealerName: string;
  price: number;
  isSelected: boolean;
  biddingAt: string;
  canceledAt: string | null;
};

/** The listing's open consent as the detail needs it (`consentSummaryOf`). */
export type DetailConsent = Pick<
  OwnerConsentRow,
  'status' | 'kind' | 'plateNumber' | 'confirmedAt' | 'expiresAt'
>;

export type DetailReads = {
  brand: BrandRow | null;
  images: ImageRow[];
  /** Of the dealers asked, those who watch the auction. */
  likedBy: ReadonlySet<number>;
  /** Every bid, newest first, with the bidder's name (masked later for other viewers). */
  bids: DetailBid[];
  /** The latest deal's id of each dealer asked who has one on the auction (in force or not, ADR 011). */
  dealIds: number[];
  consent: DetailConsent | null;
};

type ConsentJson = Omit<DetailConsent, 'confirmedAt' | 'expiresAt'> & {
  confirmedAt: string | null;
  expiresAt: string | null;
};

/**
 * Everything the detail reads beside the auction's row, in one statement, for every dealer reading it together
 * (docs/domain.md "Auction detail"): its brand, its images in display order (as `imagesOf` reads them), its bids
 * with their bidders' names, its open consent, and of the dealers asked, who watches it and whose deals it has.
 */
export async function detailReadsOf(
  db: DbOrTx,
  auctionId: number,
  dealerIds: readonly number[],
): Promise<DetailReads> {
  const statement = prepared(db, 'auction_detail_reads', (on, name) =>
    on
      .select({
        brand: getTableColumns(brands),
        likedBy: sql<
          number[]
        >`array(select ${auctionLikes.dealerId} from ${auctionLikes} where ${auctionLikes.auctionId} = ${auctions.id} and ${auctionLikes.dealerId} = any(${sql.placeholder('dealerIds')}::integer[]))`,
        images: imagesJson,
        bids: sql<
          DetailBid[] | string
        >`(select coalesce(json_agg(json_build_object('id', ${biddings.id}, 'dealerId', ${biddings.dealerId}, 'dealerName', ${dealers.name}, 'price', ${biddings.price}, 'isSelected', ${biddings.isSelected}, 'biddingAt', ${isoTimestamp(biddings.biddingAt)}, 'canceledAt', ${isoTimestamp(biddings.canceledAt)}) order by ${biddings.biddingAt} desc, ${biddings.id} desc), '[]'::json) from ${biddings} join ${dealers} on ${dealers.id} = ${biddings.dealerId} where ${biddings.auctionId} = ${auctions.id})`,
        dealIds: sql<
          number[]
        >`array(select max(${deals.id}) from ${deals} where ${deals.auctionId} = ${auctions.id} and ${deals.dealerId} = any(${sql.placeholder('dealerIds')}::integer[]) group by ${deals.dealerId})`,
        consent: sql<
          ConsentJson | string | null
        >`(select json_build_object('status', ${ownerConsents.status}, 'kind', ${ownerConsents.kind}, 'plateNumber', ${ownerConsents.plateNumber}, 'confirmedAt', ${isoTimestamp(ownerConsents.confirmedAt)}, 'expiresAt', ${isoTimestamp(ownerConsents.expiresAt)}) from ${ownerConsents} where ${ownerConsents.auctionId} = ${auctions.id} and ${ownerConsents.status} in ('PENDING', 'CONFIRMED') order by ${ownerConsents.id} desc limit 1)`,
      })
      .from(auctions)
      .leftJoin(brands, eq(brands.id, auctions.brandId))
      .where(eq(auctions.id, sql.placeholder('auctionId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ auctionId, dealerIds });
  if (!row) {
    return { brand: null, images: [], likedBy: new Set(), bids: [], dealIds: [], consent: null };
  }
  const consent = row.consent === null ? null : parsedJson(row.consent);
  return {
    brand: row.brand,
    images: parsedJson(row.images),
    likedBy: new Set(row.likedBy.map(Number)),
    bids: parsedJson(row.bids).map((bid) => ({ ...bid, price: Number(bid.price) })),
    dealIds: row.dealIds.map(Number),
    consent: consent && {
      ...consent,
      confirmedAt: consent.confirmedAt === null ? null : new Date(consent.confirmedAt),
      expiresAt: consent.expiresAt === null ? null : new Date(consent.expiresAt),
    },
  };
}

/** Whether the dealer has a deal on the auction, in force or not (a dealer under identity review may read it). */
export function hasDealOn(db: DbOrTx, auctionId: number, dealerId: number): Promise<boolean> {
  return hasRow(db, deals, and(eq(deals.auctionId, auctionId), eq(deals.dealerId, dealerId)));
}

/** Deals by dealer: the detail's dealers' latest deals on its auction (`DetailReads.dealIds`). */
export async function dealsByDealer(
  db: DbOrTx,
  dealIds: readonly number[],
): Promise<ReadonlyMap<number, DealRow>> {
  if (dealIds.length === 0) {
    return new Map();
  }
  const statement = prepared(db, 'auction_detail_deals', (on, name) =>
    on
      .select()
      .from(deals)
      .where(sql`${deals.id} = any(${sql.placeholder('dealIds')}::integer[])`)
      .prepare(name),
  );
  const rows = await statement.execute({ dealIds });
  return new Map(rows.map((row) => [row.dealerId, row]));
}

export type DealRow = typeof deals.$inferSelect;

export async function findSeller(db: DbOrTx, id: number) {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id)).limit(1);
  return row ?? null;
}

// ---- bids ----

export type RaiseRow = typeof bidRaises.$inferSelect;

/** The dealer's bid and raise a call looks at: both kinds share the dealer's Idempotency-Key space. */
export type KeyHolders = {
  bid: BidRow | null;
  raise: RaiseRow | null;
  /** The dealer's bid `bidId`, when asked for. */
  own: BidRow | null;
};

const ownBid = alias(biddings, 'own_bid');

/**
 * In one statement: the dealer's bid and raise holding `key` (each unique by its key, so there is one row)
 * and, given `bidId`, that bid of the dealer.
 */
export async function findKeyHolders(
  db: DbOrTx,
  dealerId: number,
  key: string | null,
  bidId: number | null = null,
): Promise<KeyHolders> {
  const byKey = (table: typeof biddings | typeof bidRaises) =>
    key === null ? sql`false` : and(eq(table.dealerId, dealerId), eq(table.idempotencyKey, key));
  const [row] = await db
    .select({ bid: biddings, raise: bidRaises, own: ownBid })
    .from(sql`(select 1) as one`)
    .leftJoin(biddings, byKey(biddings))
    .leftJoin(bidRaises, byKey(bidRaises))
    .leftJoin(ownBid, bidId === null ? sql`false` : and(eq(ownBid.id, bidId), eq(ownBid.dealerId, dealerId)));
  return { bid: row?.bid ?? null, raise: row?.raise ?? null, own: row?.own ?? null };
}

/**
 * In one statement, after the lock (so with the commits it waited for): the dealer's bid holding `key` and
 * the dealer's active bid on the auction.
 */
export async function bidsOfDealerOn(
  tx: Tx,
  input: { auctionId: number; dealerId: number; key: string | null },
): Promise<{ byKey: BidRow | null; active: BidRow | null }> {
  const rows = await tx
    .select()
    .from(biddings)
    .where(
      and(
        eq(biddings.dealerId, input.dealerId),
        or(
          input.key === null ? undefined : eq(biddings.idempotencyKey, input.key),
          and(eq(biddings.auctionId, input.auctionId), isNull(biddings.canceledAt)),
        ),
      ),
    );
  return {
    byKey: rows.find((row) => input.key !== null && row.idempotencyKey === input.key) ?? null,
    active: rows.find((row) => row.auctionId === input.auctionId && row.canceledAt === null) ?? null,
  };
}

/** The bid a call wrote, as the answer and the room need it. */
export type WrittenBid = { id: number; auctionId: number; price: number; biddingAt: Date };

/** The auction after a bid, as an `auction-update` carries it. */
export type AuctionAfterBid = {
  id: number;
  status: AuctionRow['status'];
  maxBiddingPrice: number;
  bidderCount: number;
  endDate: Date | null;
};

export type BidCall = {
  /** The auction as the lock found it; null when there is none. */
  locked: LockedAuction | null;
  /** True when the dealer is at 제한 and holds the most active bids it may (a new bid only). */
  limitReached: boolean;
  /** What was written, or null: the auction is not live, the limit is reached, or the write may not be made. */
  written: { bid: WrittenBid; auction: AuctionAfterBid; told: number } | null;
};

type BidCallAnswer = {
  locked: {
    status: string;
    endDate: string | null;
    checkedAt: string;
    isOpen: boolean;
    maxBiddingPrice: number;
  } | null;
  written?: boolean;
  limitReached?: boolean;
  bid?: { id: number; auctionId: number; price: number; biddingAt: string };
  auction?: {
    id: number;
    status: AuctionRow['status'];
    maxBiddingPrice: number;
    bidderCount: number;
    endDate: string | null;
  };
  told?: number;
};

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/**
 * A bid (`raiseOf` null) or the raise of the dealer's active bid `raiseOf`, in one call to the database
 * (migration 0017 `bid_write`, docs/domain.md "Bids"): the auction's row lock and the database clock read once it
 * is granted (the bid's time, so every accepted bid has bidding_at < end_date exactly), the 제한 tier's limit
 * of `restrictedMax` active bids in the dealer's score lock, the write (the bid or the raise with its
 * bid_raises row, the auction's max and bidder count), and the dealers the new price passed recorded in
 * outbid_notices and told by the outbox row `notice` describes. A hot auction queues on the lock, and the server
 * takes no turn while it is held. `written` is null, writing nothing, when the auction is not live, the limit is
 * reached, or the bid may not be written as asked (an active bid of the dealer or a taken key; for a raise: not
 * the dealer's active bid, not higher, or a raise holds the key): the caller then says why, in the same lock.
 */
export async function bidInOneCall(
  tx: Tx,
  input: {
    auctionId: number;
    dealerId: number;
    price: number;
    idempotencyKey: string | null;
    raiseOf: number | null;
    restrictedMax: number;
    notice: Record<string, unknown>;
  },
): Promise<BidCall> {
  const raw: unknown = await tx.execute(
    sql`select bid_write(${input.auctionId}::integer, ${input.dealerId}::integer, ${input.price}::bigint, ${input.idempotencyKey}::text, ${input.raiseOf}::integer, ${input.restrictedMax}::integer, ${JSON.stringify(input.notice)}::jsonb) as answer`,
  );
  // Both drivers answer { rows }; one hands jsonb back parsed, the other may as text.
  const cell = (raw as { rows: { answer: BidCallAnswer | string }[] }).rows[0]?.answer;
  const answer = parsedJson<BidCallAnswer>(cell!);
  const locked = answer.locked
    ? {
        id: input.auctionId,
        status: answer.locked.status,
        endDate: toDate(answer.locked.endDate),
        checkedAt: answer.locked.checkedAt,
        isOpen: answer.locked.isOpen,
        maxBiddingPrice: Number(answer.locked.maxBiddingPrice),
      }
    : null;
  const { bid, auction } = answer;
  return {
    locked,
    limitReached: answer.limitReached === true,
    written:
      answer.written && bid && auction
        ? {
            bid: { ...bid, biddingAt: new Date(bid.biddingAt) },
            auction: { ...auction, endDate: toDate(auction.endDate) },
            told: answer.told ?? 0,
          }
        : null,
  };
}

export async function findBidOfDealer(db: DbOrTx, bidId: number, dealerId: number): Promise<BidRow | null> {
  const [row] = await db
    .select()
    .from(biddings)
    .where(and(eq(biddings.id, bidId), eq(biddings.dealerId, dealerId)))
    .limit(1);
  return row ?? null;
}

/** Cancels an active bid and recomputes the auction's max and count from the remaining active bids. */
export async function cancelBid(
  tx: Tx,
  input: { bidId: number; auctionId: number; reason: string; at: string },
): Promise<{ bid: BidRow; auction: AuctionRow } | null> {
  const [bid] = await tx
    .update(biddings)
    .set({ canceledAt: sql`${input.at}::timestamptz`, cancelReason: input.reason })
    .where(and(eq(biddings.id, input.bidId), isNull(biddings.canceledAt)))
    .returning();
  if (!bid) {
    return null;
  }
  const [auction] = await tx
    .update(auctions)
    .set({
      maxBiddingPrice: sql`coalesce((select max(${biddings.price}) from ${biddings} where ${biddings.auctionId} = ${input.auctionId} and ${biddings.canceledAt} is null), 0)`,
      bidderCount: sql`greatest(${auctions.bidderCount} - 1, 0)`,
      updatedAt: sql`now()`,
    })
    .where(eq(auctions.id, input.auctionId))
    .returning();
  if (!auction) {
    throw new Error('auction vanished');
  }
  return { bid, auction };
}

// ---- bid history ----

/** The dealer's latest bid per auction, newest first, with the auction and its brand. */
/** A bid history row: the card's columns, the selection deadline, and what the dealer's latest bid says. */
export type BidHistoryRow = {
  bid: Pick<BidRow, 'price' | 'isSelected' | 'canceledAt'>;
  auction: ListCardAuction & Pick<AuctionRow, 'selectExpireAt'>;
  brand: ListCardBrand | null;
  isLiked: boolean;
  ownerConsented: boolean;
  images: ImageRow[] | string;
};

export async function latestBidsOfDealer(
  db: DbOrTx,
  dealerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: BidHistoryRow[]; total: number }> {
  const pageStatement = prepared(db, 'bid_history_page', (on, name) => {
    const latest = on
      .selectDistinctOn([biddings.auctionId], {
        id: biddings.id,
      })
      .from(biddings)
      .where(eq(biddings.dealerId, sql.placeholder('dealerId')))
      .orderBy(biddings.auctionId, desc(biddings.biddingAt), desc(biddings.id))
      .as('latest');
    return on
      .select({
        bid: { price: biddings.price, isSelected: biddings.isSelected, canceledAt: biddings.canceledAt },
        auction: { ...listCardColumns(), selectExpireAt: auctions.selectExpireAt },
        brand: listCardBrand,
        isLiked: isLikedByPlaceholder('dealerId'),
        ownerConsented: hasConfirmedConsent,
        images: imagesJson,
      })
      .from(latest)
      .innerJoin(biddings, eq(biddings.id, latest.id))
      .innerJoin(auctions, eq(auctions.id, biddings.auctionId))
      .leftJoin(brands, eq(brands.id, auctions.brandId))
      .orderBy(desc(biddings.biddingAt), desc(biddings.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  const totalStatement = prepared(db, 'bid_history_total', (on, name) =>
    on
      .select({ value: sql<number>`count(distinct ${biddings.auctionId})`.mapWith(Number) })
      .from(biddings)
      .where(eq(biddings.dealerId, sql.placeholder('dealerId')))
      .prepare(name),
  );
  const [rows, totals] = await Promise.all([
    pageStatement.execute({ dealerId, ...page }),
    totalStatement.execute({ dealerId }),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

// ---- watch list ----

export async function like(db: DbOrTx, dealerId: number, auctionId: number): Promise<void> {
  await db.insert(auctionLikes).values({ dealerId, auctionId }).onConflictDoNothing();
}

export async function unlike(db: DbOrTx, dealerId: number, auctionId: number): Promise<void> {
  await db
    .delete(auctionLikes)
    .where(and(eq(auctionLikes.dealerId, dealerId), eq(auctionLikes.auctionId, auctionId)));
}

export async function auctionExists(
  db: DbOrTx,
  id: number,
  hiddenStatuses: readonly string[],
): Promise<boolean> {
  return hasRow(
    db,
    auctions,
    and(eq(auctions.id, id), sql`${auctions.status} not in ${[...hiddenStatuses]}`),
  );
}
