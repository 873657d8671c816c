// The seller's listing life cycle (docs/domain.md "Auction lifecycle"): a draft (REGISTERED) the seller
// edits, submission to review (AUDIT), the operator's approval (APPROVED, opened at the next 09:00 by the
// auction clock) or rejection (REJECTED, edited and submitted again), and the seller's withdrawal before the
// fee step (USER_CANCELED). Every status change is an event of the lifecycle (SUBMIT, APPROVE, REJECT,
// SELLER_WITHDRAW in modules/auctions/transitions.ts) applied in a transaction with its notices; this module
// keeps the listing's own rules: the seller's form, its brand, place and photos, and completeness.
import {
  AUCTION_MESSAGES,
  CANCELED_STATUSES,
  LISTING_MESSAGES,
  NO_ACCIDENT,
  SELLER_EDITABLE_STATUSES,
  auctionOpensAt,
  auctionStatusLabel,
  CONDITION_MESSAGES,
  checkListingComplete,
  conditionPhotos,
  conditionReportMistake,
  kstDayKey,
  statusesOfAuctionFilter,
  type AdminListingDecision,
  type AdminListingItem,
  type adminListingsQuery,
  type AuctionStatus,
  type ListingInput,
  type ListingSaved,
  type PagedList,
} from '@autobid/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { findProvince } from '@autobid/shared/regions';
import type { AppContext } from '../../context';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import { auctions } from '../../db/schema';
import type { Tx } from '../../db/types';
import { AppError, type ErrorCodeWithStatus } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import {
  activeBidsOf,
  auctionOpensAtOf,
  auctionPage,
  cancelDealInForce,
  voidConsentOfChangedPlate,
  emitStatus,
  insertListing,
  lockAuction,
  mainImageOf,
  operatorActor,
  replaceListing,
  requestedAtOf,
  sellersOfListings,
  sendSellerNotice,
  sendWithdrawnNotices,
  tryApply,
  type AuctionRow,
  type ListingColumns,
  type ListingNoticeEvent,
} from '../auctions/auctions.public';
import { endCodeLinks } from '../code-links/code-links.public';
import { usableUploads } from '../files/files.public';
import { sellerNameOf } from '../sellers/sellers.public';
import {
  findBrand,
  findListing,
  findOwnListing,
  listingQueue,
  photosOfListing,
  replaceImages,
  type ListingImageRow,
} from './listings.repository';

type ListingRow = AuctionRow;
type QueueQuery = z.output<typeof adminListingsQuery>;

/** deals.cancel_reason of a deal the seller's withdrawal cancelled (no dealer penalty). */
export const SELLER_WITHDRAW_REASON = '판매자의 매물 등록 취소';

const notFound = () => new AppError('AUCTION_NOT_FOUND', AUCTION_MESSAGES.notFound);
const conflict = (code: ErrorCodeWithStatus<409>, message: string) => new AppError(code, message);
const badRequest = (code: ErrorCodeWithStatus<400>, message: string) => new AppError(code, message);

const isIn = (statuses: readonly AuctionStatus[], status: AuctionStatus) => statuses.includes(status);

/**
 * A place of the built-in region tree: a province, then one of its districts (세종특별자치시 is its own
 * district); the neighbourhood (region3) is free text. A draft may stop after the province, never skip it.
 */
function isKnownRegion(region1: string, region2: string, region3: string): boolean {
  if (!region1) {
    return !region2 && !region3;
  }
  const province = findProvince(region1);
  if (!province) {
    return false;
  }
  if (!region2) {
    return !region3;
  }
  return province.districts.some((district) => district.name === region2);
}

/** The review queue comes oldest submission first, live auctions soonest end first, the rest latest change first. */
function orderOf(statuses: readonly AuctionStatus[] | null) {
  if (statuses?.every((status) => status === 'AUDIT')) {
    return 'REVIEW' as const;
  }
  if (statuses?.every((status) => status === 'APPROVED' || status === 'PROGRESS')) {
    return 'ENDING' as const;
  }
  return 'RECENT' as const;
}

const saved = (row: Pick<ListingRow, 'id' | 'status' | 'version'>): ListingSaved => ({
  id: row.id,
  status: row.status,
  statusLabel: auctionStatusLabel(row.status),
  version: row.version,
});

export function createListingsService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'alimtalk' | 'auctionEvents' | 'config'>,
) {
  /** The body as stored columns and photos; a brand, place or photo the server does not know is a 400. */
  const columnsOf = async (
    sellerId: number,
    input: ListingInput,
  ): Promise<{ columns: ListingColumns; images: ListingImageRow[] }> => {
    const brand = await findBrand(ctx.db, input.brandId);
    if (!brand) {
      throw badRequest('LISTING_BRAND_INVALID', LISTING_MESSAGES.brandRequired);
    }
    const region1 = input.region1 ?? '';
    const region2 = input.region2 ?? '';
    const region3 = input.region3 ?? '';
    if (!isKnownRegion(region1, region2, region3)) {
      throw badRequest('REGION_INVALID', LISTING_MESSAGES.regionInvalid);
    }
    const images = (input.images ?? []).map((image) => ({ type: image.type, url: image.image }));
    const usable = await usableUploads(
      ctx.db,
      images.map((image) => image.url),
      { id: sellerId, role: 'seller' },
    );
    if (images.some((image) => !usable.has(image.url))) {
      throw badRequest('LISTING_PHOTO_INVALID', LISTING_MESSAGES.photoInvalid);
    }
    // The condition sheet of the brand's vehicle type: each item known and valid as far as it is filled in
    // (completeness is the submission's), its photos the seller's own uploads (docs/domain.md "Handover").
    const conditionReport = input.conditionReport ?? null;
    if (conditionReport) {
      const mistake = conditionReportMistake(brand.vehicleType, conditionReport, {
        complete: false,
        today: kstDayKey(ctx.clock.now()),
      });
      if (mistake) {
        throw badRequest('CONDITION_REPORT_INVALID', mistake.message);
      }
      const photos = conditionPhotos(conditionReport);
      const usablePhotos = await usableUploads(ctx.db, photos, { id: sellerId, role: 'seller' });
      if (photos.some((url) => !usablePhotos.has(url))) {
        throw badRequest('CONDITION_REPORT_INVALID', CONDITION_MESSAGES.photoInvalid);
      }
    }
    const accident = input.accident ?? '';
    return {
      columns: {
        brandId: brand.id,
        vehicleType: brand.vehicleType,
        model: input.model ?? '',
        year: input.year ?? null,
        mileage: input.mileage ?? null,
        fuel: input.fuel ?? '',
        color: input.color ?? '',
        condition: input.condition ?? '',
        accident,
        hasAccident: accident !== '' && accident !== NO_ACCIDENT,
        repair: input.repair ?? '',
        structureChange: input.structureChange ?? '',
        otherRepair: input.otherRepair ?? '',
        warrantyExpirationDate: input.warrantyExpirationDate ?? '',
        purpose: input.purpose ?? '',
        licensePlateDesuetude: input.licensePlateDesuetude ?? '',
        officialIncome: input.officialIncome ?? '',
        secondaryKey: input.secondaryKey ?? '',
        etc: input.etc ?? '',
        region1,
        region2,
        region3,
        hopePrice: input.hopePrice ?? null,
        plateNumber: input.plateNumber ?? '',
        conditionReport,
      },
      images,
    };
  };

  /** A seller's refusal for a listing that did not change: missing (or not theirs) 404, else `onState`. */
  const refusalFor = async (
    sellerId: number,
    auctionId: number,
    onState: (row: ListingRow) => AppError,
  ): Promise<AppError> => {
    const row = await findOwnListing(ctx.db, sellerId, auctionId);
    return row ? onState(row) : notFound();
  };

  /** The seller's own listing, locked for the transaction; 404 when it is missing or not theirs. */
  const lockOwn = async (tx: Tx, sellerId: number, auctionId: number): Promise<ListingRow> => {
    const row = await lockAuction(tx, auctionId);
    if (!row || row.sellerId !== sellerId) {
      throw notFound();
    }
    return row;
  };

  const notifySeller = async (tx: Tx, row: ListingRow, event: ListingNoticeEvent) => {
    const seller = (await sellersOfListings(tx, [row.id])).get(row.id);
    if (seller) {
      await sendSellerNotice(
        tx,
        { alimtalk: ctx.alimtalk, publicUrl: ctx.config.PUBLIC_URL },
        { auctionId: row.id, ...seller },
        event,
      );
    }
  };

  /** The operator's AUDIT -> `to`; 404 for a missing listing, 409 notInReview when it is not in review. */
  const decide = async (
    auctionId: number,
    to: 'APPROVED' | 'REJECTED',
    reason: string,
    actor: AuditActor,
  ): Promise<AdminListingDecision> => {
    const now = ctx.clock.now();
    const moved = await ctx.db.transaction(async (tx) => {
      const changed = await tryApply(
        tx,
        auctionId,
        to === 'APPROVED' ? 'APPROVE' : 'REJECT',
        operatorActor(actor),
        {
          now,
          set:
            to === 'APPROVED'
              ? // The sheet dealers bid on: the listing as approved (frozen from AUDIT on).
                { approvedAt: now, startAt: auctionOpensAt(now), approvedVersion: sql`${auctions.version}` }
              : { rejectReason: reason },
        },
      );
      if (!changed) {
        throw (await findListing(tx, auctionId))
          ? conflict('LISTING_NOT_IN_REVIEW', LISTING_MESSAGES.notInReview)
          : notFound();
      }
      const row = {
        ...changed,
        opensAt: changed.status === 'APPROVED' ? await auctionOpensAtOf(tx, changed.id) : null,
      };
      await notifySeller(
        tx,
        row,
        to === 'APPROVED' ? { kind: 'APPROVED', opensAt: row.opensAt } : { kind: 'REJECTED', reason },
      );
      await writeAudit(tx, actor, {
        action: to === 'APPROVED' ? 'LISTING_APPROVE' : 'LISTING_REJECT',
        targetType: 'AUCTION',
        targetId: row.id,
        targetLabel: row.model,
        before: { status: 'AUDIT' },
        after:
          to === 'APPROVED' ? { status: to, opensAt: row.opensAt } : { status: to, rejectReason: reason },
        reason,
      });
      return row;
    });
    emitStatus(ctx, moved);
    return { ...saved(moved), opensAt: toIso(moved.opensAt), rejectReason: moved.rejectReason };
  };

  return {
    /** The operator's listing queue by tab or status and search (docs/domain.md "Operator console"). */
    async queue(query: QueueQuery): Promise<PagedList<AdminListingItem>> {
      const statuses = query.status ? statusesOfAuctionFilter(query.status) : null;
      return auctionPage(
        ctx.db,
        query,
        (window) => listingQueue(ctx.db, { statuses, q: query.q, order: orderOf(statuses) }, window),
        ({ auction, brandName, seller }, images) => ({
          id: auction.id,
          status: auction.status,
          statusLabel: auctionStatusLabel(auction.status),
          brandName,
          model: auction.model,
          year: auction.year,
          hopePrice: auction.hopePrice,
          image: mainImageOf(images),
          seller,
          maxBiddingPrice: auction.maxBiddingPrice,
          bidderCount: auction.bidderCount,
          submittedAt: requestedAtOf(auction),
          startAt: toIso(auction.startAt),
          endDate: toIso(auction.endDate),
          createdAt: auction.createdAt.toISOString(),
        }),
      );
    },

    async create(sellerId: number, input: ListingInput): Promise<ListingSaved> {
      const { columns, images } = await columnsOf(sellerId, input);
      const now = ctx.clock.now();
      const row = await ctx.db.transaction(async (tx) => {
        const created = await insertListing(tx, { ...columns, sellerId, createdAt: now });
        await replaceImages(tx, created.id, images);
        return created;
      });
      return saved(row);
    },

    /**
     * PUT replaces a draft or a rejected listing (a rejected one stays REJECTED until it is submitted); a
     * save from a form older than the last save (its `version` behind) is 409 LISTING_STALE.
     */
    async update(sellerId: number, auctionId: number, input: ListingInput): Promise<ListingSaved> {
      const { columns, images } = await columnsOf(sellerId, input);
      const now = ctx.clock.now();
      const row = await ctx.db.transaction(async (tx) => {
        const replaced = await replaceListing(
          tx,
          { id: auctionId, sellerId, version: input.version },
          { ...columns, updatedAt: now },
        );
        if (replaced) {
          await replaceImages(tx, replaced.id, images);
          // A consent is for one plate: a changed plate voids it (docs/domain.md "Owner consent").
          await voidConsentOfChangedPlate(tx, replaced.id, replaced.plateNumber, now);
        }
        return replaced;
      });
      if (!row) {
        throw await refusalFor(sellerId, auctionId, (current) =>
          isIn(SELLER_EDITABLE_STATUSES, current.status)
            ? conflict('LISTING_STALE', LISTING_MESSAGES.stale)
            : conflict('LISTING_NOT_EDITABLE', LISTING_MESSAGES.notEditable),
        );
      }
      return saved(row);
    },

    /** Draft or rejected -> AUDIT when complete and the seller has a name; the reject reason is cleared. */
    async submit(sellerId: number, auctionId: number): Promise<ListingSaved> {
      const now = ctx.clock.now();
      const row = await ctx.db.transaction(async (tx) => {
        // The lock makes a PUT racing this submit wait, so what was checked is what goes to review.
        const listing = await lockOwn(tx, sellerId, auctionId);
        if (!isIn(SELLER_EDITABLE_STATUSES, listing.status)) {
          throw conflict('LISTING_NOT_SUBMITTABLE', LISTING_MESSAGES.notSubmittable);
        }
        const images = await photosOfListing(tx, listing.id);
        const missing = checkListingComplete({ ...listing, images }, kstDayKey(now));
        if (missing) {
          throw badRequest('LISTING_INCOMPLETE', missing.message);
        }
        if (!(await sellerNameOf(tx, sellerId))?.trim()) {
          throw conflict('SELLER_NAME_REQUIRED', LISTING_MESSAGES.sellerNameRequired);
        }
        const moved = await tryApply(
          tx,
          auctionId,
          'SUBMIT',
          { kind: 'seller', sellerId },
          { now, set: { rejectReason: '', submittedAt: now } },
        );
        if (!moved) {
          throw conflict('LISTING_NOT_SUBMITTABLE', LISTING_MESSAGES.notSubmittable);
        }
        return moved;
      });
      return saved(row);
    },

    /**
     * Before DEALER_DEPOSIT -> USER_CANCELED: a deal waiting in DEALER_CONFIRM is cancelled by the seller
     * (no dealer penalty), every dealer with an active bid is told, and watchers get `auction-update`.
     */
    async withdraw(sellerId: number, auctionId: number): Promise<ListingSaved> {
      const now = ctx.clock.now();
      const row = await ctx.db.transaction(async (tx) => {
        const listing = await lockOwn(tx, sellerId, auctionId);
        if (isIn(CANCELED_STATUSES, listing.status)) {
          throw conflict('LISTING_ALREADY_WITHDRAWN', LISTING_MESSAGES.alreadyWithdrawn);
        }
        const moved = await tryApply(tx, auctionId, 'SELLER_WITHDRAW', { kind: 'seller', sellerId }, { now });
        if (!moved) {
          throw conflict('LISTING_NOT_WITHDRAWABLE', LISTING_MESSAGES.notWithdrawable);
        }
        if (listing.status === 'DEALER_CONFIRM') {
          await cancelDealInForce(tx, auctionId, { by: 'SELLER', reason: SELLER_WITHDRAW_REASON, now });
        }
        // Nothing is left to do through a code link of this auction.
        await endCodeLinks(tx, { auctionId, now });
        await sendWithdrawnNotices(tx, ctx.alimtalk, {
          auctionId,
          model: listing.model,
          bidders: await activeBidsOf(tx, auctionId),
        });
        return moved;
      });
      emitStatus(ctx, row);
      return saved(row);
    },

    /** AUDIT -> APPROVED; start_at is set to auctionOpensAt (the next 09:00 Asia/Seoul), when the clock opens it. */
    approve: (auctionId: number, actor: AuditActor) => decide(auctionId, 'APPROVED', '', actor),

    /** AUDIT -> REJECTED with the reason the seller reads (in the notice and on the listing). */
    reject: (auctionId: number, reason: string, actor: AuditActor) =>
      decide(auctionId, 'REJECTED', reason, actor),
  };
}
