// Price adjustment at handover and its dispute (docs/domain.md "Handover"): a deal completes at the winning
// price unless the winner's claim, item by item against the approved condition sheet with photos taken at the
// handover, is accepted by the seller or decided by an operator. Every step is one claim transition of the
// lifecycle (`tryApplyClaim`, the table `CLAIM_TRANSITIONS`) under the auction's one lock, with its notices
// (and the decision's audit row and ban) in the same transaction.
import {
  AUCTION_MESSAGES,
  CLAIM_SETTLED_COMPLETION_HOURS,
  DAY_MS,
  DEAL_MESSAGES,
  DISPUTES_LOST_FOR_BAN,
  DISPUTE_MESSAGES,
  DISPUTE_OPENER_LABELS,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_STATUS_LABELS,
  DISPUTE_WINDOW_DAYS,
  GUIDE_MESSAGES,
  HIDDEN_AUCTION_STATUSES,
  HOUR_MS,
  PENDING_CLAIM_STATUSES,
  PRICE_CLAIM_ANSWER_HOURS,
  PRICE_CLAIM_MESSAGES,
  PRICE_CLAIM_STATUS_LABELS,
  AUCTION_STATUS_LABELS,
  conditionItemOf,
  conditionRows,
  guideRangeOf,
  isOutsideGuide,
  priceClaimMistake,
  type DeductionGuideEntry,
  type DisputeDetail,
  type DisputeListItem,
  type DisputeSummary,
  type PagedList,
  type PriceClaim,
  type PriceClaimsView,
  priceClaimRequest,
  deductionGuideRequest,
  disputeDecisionRequest,
  formatNumber,
} from '@autobid/shared';
import { gt, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { scoreAfterEvent } from './dealer-score';
import type { AppContext } from '../../context';
import { priceClaims } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { pageOf } from '../../lib/paging';
import { isUniqueViolation } from '../../lib/unique-violation';
import { emitAuctionState } from '../../realtime/auction-events';
import { loadDealerForDeals } from '../access/access-policy';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import { usableUploads } from '../files/files.public';
import { applyPenalty, type PenaltyOutcome } from '../penalties/penalties';
import { imagesOf, type AuctionRow, type DealRow } from './auctions.repository';
import { sendClaimNotices, type ClaimNoticeEvent } from './claim-notices';
import { dealOfAuction } from './deal-history';
import type { DealNoticeDeps } from './deal-notices';
import { findAuction, partiesOf, updateDeal } from './deals.repository';
import { auditActorOf, lockAuction, tryApplyClaim } from './lifecycle';
import {
  blockingClaimOf,
  claimsOfDeal,
  claimsPastAnswer,
  dealOfClaim,
  disputeContext,
  disputePage,
  findClaim,
  findDispute,
  guideOf,
  insertClaim,
  insertDispute,
  isFeeForfeitByDispute,
  lostDisputesSince,
  openDisputeCount,
  replaceGuide,
  updateDispute,
  type ClaimRow,
  type ClaimWithParts,
  type GuideRow,
} from './price-claims.repository';
import { CLOCK, type LifecycleActor } from './transitions';

type ClaimInput = z.output<typeof priceClaimRequest>;
type DecisionInput = z.output<typeof disputeDecisionRequest>;
type GuideInput = z.output<typeof deductionGuideRequest>;

const notFound = () => new AppError('AUCTION_NOT_FOUND', AUCTION_MESSAGES.notFound);
const claimNotFound = () => new AppError('PRICE_CLAIM_NOT_FOUND', PRICE_CLAIM_MESSAGES.claimNotFound);
const notAllowed = (message: string) => new AppError('PRICE_CLAIM_NOT_ALLOWED', message);
const wrongState = (message: string) => new AppError('PRICE_CLAIM_WRONG_STATE', message);

function guideEntries(rows: GuideRow[]): DeductionGuideEntry[] {
  return rows.flatMap((row) => {
    const item = conditionItemOf(row.vehicleType, row.item);
    return item
      ? [
          {
            vehicleType: row.vehicleType,
            item: row.item,
            label: item.label,
            group: item.group,
            min: row.min,
            max: row.max,
          },
        ]
      : [];
  });
}

function disputeOf(parts: ClaimWithParts): DisputeSummary | null {
  const d = parts.dispute;
  if (!d) {
    return null;
  }
  return {
    id: d.id,
    status: d.status,
    statusLabel: DISPUTE_STATUS_LABELS[d.status],
    openedBy: d.openedBy,
    openedAt: d.openedAt.toISOString(),
    outcome: d.outcome,
    outcomeLabel: d.outcome ? DISPUTE_OUTCOME_LABELS[d.outcome] : '',
    amount: d.amount,
    reason: d.reason,
    decidedAt: toIso(d.decidedAt),
  };
}

/** A claim as every party reads it: each item beside the sheet's entry and the guide's range. */
export function claimView(
  parts: ClaimWithParts,
  auction: Pick<AuctionRow, 'vehicleType' | 'conditionReport'>,
  guide: GuideRow[],
): PriceClaim {
  const { claim } = parts;
  const rows = conditionRows(auction.vehicleType, auction.conditionReport);
  const ranges = guide.filter((g) => g.vehicleType === auction.vehicleType);
  return {
    id: claim.id,
    auctionId: claim.auctionId,
    status: claim.status,
    statusLabel: PRICE_CLAIM_STATUS_LABELS[claim.status],
    winningPrice: claim.winningPrice,
    total: claim.total,
    proposedPrice: claim.winningPrice - claim.total,
    memo: claim.memo,
    createdAt: claim.createdAt.toISOString(),
    answerBy: claim.answerBy.toISOString(),
    answeredAt: toIso(claim.answeredAt),
    sellerReason: claim.sellerReason,
    withdrawnAt: toIso(claim.withdrawnAt),
    items: parts.items.map((item) => {
      const row = rows.find((r) => r.key === item.item);
      const range = guideRangeOf(ranges, item.item);
      return {
        item: item.item,
        group: row?.group ?? '',
        label: row?.label ?? item.item,
        sheet: {
          stateLabel: row?.stateLabel ?? '-',
          ok: row?.ok ?? true,
          note: row?.note ?? '',
          photo: row?.photo ?? '',
        },
        observed: item.observed,
        amount: item.amount,
        reason: item.reason,
        photos: item.photos,
        guide: range,
        outsideGuide: isOutsideGuide(range, item.amount),
      };
    }),
    dispute: disputeOf(parts),
  };
}

/** The claims of an auction's deal in force for the seller's detail, newest first. */
export async function claimsForSeller(
  db: DbOrTx,
  auction: AuctionRow,
  deal: DealRow | null,
): Promise<PriceClaim[]> {
  if (!deal) {
    return [];
  }
  const [claims, guide] = await Promise.all([claimsOfDeal(db, deal.id), guideOf(db, auction.vehicleType)]);
  return claims.map((parts) => claimView(parts, auction, guide));
}

/**
 * The late mark of a deal at RESERVATION_COMPLETE with its claims (docs/domain.md "Handover"): the trade date's
 * mark, or, once a claim settled, at least CLAIM_SETTLED_COMPLETION_HOURS after the settlement.
 */
export function claimAwareLateMark(lateMark: Date, deal: Pick<DealRow, 'claimSettledAt'>): Date {
  if (!deal.claimSettledAt) {
    return lateMark;
  }
  const grace = deal.claimSettledAt.getTime() + CLAIM_SETTLED_COMPLETION_HOURS * HOUR_MS;
  return new Date(Math.max(lateMark.getTime(), grace));
}

/** Whether the deal has a claim waiting for the seller or an operator (its completion clocks wait too). */
export async function hasPendingClaim(db: DbOrTx, dealId: number): Promise<boolean> {
  const claim = await blockingClaimOf(db, dealId);
  return claim !== null && (PENDING_CLAIM_STATUSES as readonly string[]).includes(claim.status);
}

/**
 * The completion's price rule (docs/domain.md "Handover"): the winning price, or the agreed one; anything
 * else, or any price while a claim waits, is refused with 409 pointing to the claim.
 */
export async function assertCompletionPrice(db: DbOrTx, deal: DealRow, finalPrice: number): Promise<void> {
  if (await hasPendingClaim(db, deal.id)) {
    throw new AppError('PRICE_ADJUSTMENT_REQUIRED', PRICE_CLAIM_MESSAGES.completeWhileOpen);
  }
  const expected = deal.agreedPrice ?? deal.price;
  if (finalPrice === expected) {
    return;
  }
  throw new AppError(
    'PRICE_ADJUSTMENT_REQUIRED',
    deal.agreedPrice === null
      ? PRICE_CLAIM_MESSAGES.completeNeedsClaim
      : PRICE_CLAIM_MESSAGES.completeAtAgreed(`${formatNumber(deal.agreedPrice)}원`),
  );
}

type Notify = (tx: Tx, deal: DealRow, event: ClaimNoticeEvent, now: Date) => Promise<void>;

/**
 * The audit row of a claim step by the dealer, the seller or the clock (docs/domain.md "Handover"): on the deal,
 * the claim's status before and after and the figures the step settled; no free text (the retention job
 * clears those from the claim itself, docs/decisions/029).
 */
function auditClaimStep(
  tx: Tx,
  actor: LifecycleActor,
  action:
    | 'PRICE_CLAIM_OPEN'
    | 'PRICE_CLAIM_ACCEPT'
    | 'PRICE_CLAIM_REJECT'
    | 'PRICE_CLAIM_EXPIRE'
    | 'PRICE_CLAIM_WITHDRAW',
  claim: ClaimRow,
  before: string | null,
  after: Record<string, unknown> = {},
) {
  return writeAudit(tx, auditActorOf(actor), {
    action,
    targetType: 'DEAL',
    targetId: claim.dealId,
    targetLabel: `경매 ${claim.auctionId}`,
    before: before === null ? null : { claimId: claim.id, claimStatus: before },
    after: { claimId: claim.id, claimStatus: claim.status, ...after },
  });
}

/**
 * The clock's EXPIRE_CLAIM (deal clock): a claim the seller left unanswered past `answerBy` becomes a dispute
 * (opened by TIMEOUT). Under the auction lock, so the seller's answer at the same moment and other processes
 * see it once. True when this call moved it.
 */
export async function expireClaimIn(
  tx: Tx,
  claimId: number,
  now: Date,
  notices: DealNoticeDeps,
): Promise<boolean> {
  const found = await findClaim(tx, claimId);
  if (!found) {
    return false;
  }
  await lockAuction(tx, found.claim.auctionId);
  const moved = await tryApplyClaim(tx, claimId, 'EXPIRE_CLAIM', CLOCK, {
    where: lte(priceClaims.answerBy, now),
  });
  if (!moved) {
    return false;
  }
  await insertDispute(tx, {
    claimId,
    auctionId: moved.auctionId,
    dealerId: moved.dealerId,
    openedBy: 'TIMEOUT',
    openedAt: now,
  });
  await auditClaimStep(tx, CLOCK, 'PRICE_CLAIM_EXPIRE', moved, 'OPEN');
  const deal = await dealOfClaim(tx, moved);
  await sendClaimNotices(tx, {
    notices,
    now,
    parties: await partiesOf(tx, deal),
    event: { kind: 'EXPIRED' },
  });
  return true;
}

/** The claims due for EXPIRE_CLAIM now (the deal clock's query). */
export function claimsDue(db: DbOrTx, now: Date) {
  return claimsPastAnswer(db, now);
}

/** Disputes waiting for an operator (the console's dashboard). */
export function openDisputes(db: DbOrTx): Promise<number> {
  return openDisputeCount(db);
}

/**
 * Whether the deal's fee is kept (docs/domain.md "Handover"): the dealer cancelled after an operator decided
 * its dispute against the dealer. The console's refund refuses it.
 */
export function isFeeForfeit(db: DbOrTx, deal: { id: number; canceledBy: string | null }): Promise<boolean> {
  return isFeeForfeitByDispute(db, deal);
}

export function createPriceClaimsService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'auctionEvents' | 'config' | 'alimtalk' | 'contactRelay'>,
) {
  const notices: DealNoticeDeps = {
    publicUrl: ctx.config.PUBLIC_URL,
    alimtalk: ctx.alimtalk,
    contactRelay: ctx.contactRelay,
  };
  const notify: Notify = async (tx, deal, event, now) =>
    sendClaimNotices(tx, { notices, now, parties: await partiesOf(tx, deal), event });
  const emit = (auction: AuctionRow) => emitAuctionState(ctx.auctionEvents, auction, 'STATUS');

  /** The winner's deal in force of a visible auction (approved dealers and those finishing their deals). */
  const winnerDeal = async (dealerId: number, auctionId: number) => {
    await loadDealerForDeals(ctx.db, dealerId);
    const auction = await findAuction(ctx.db, auctionId);
    if (!auction || (HIDDEN_AUCTION_STATUSES as readonly string[]).includes(auction.status)) {
      throw notFound();
    }
    const deal = await dealOfAuction(ctx.db, auctionId);
    if (!deal || deal.dealerId !== dealerId) {
      throw new AppError('DEAL_NOT_WINNER', DEAL_MESSAGES.notWinner);
    }
    return { auction, deal };
  };

  /** The seller's own listing (another's answers as missing). */
  const sellerAuction = async (sellerId: number, auctionId: number) => {
    const auction = await findAuction(ctx.db, auctionId);
    if (!auction || auction.sellerId !== sellerId) {
      throw notFound();
    }
    return auction;
  };

  /** The claim of this auction's deal in force, read under the lock; 404 when it is another's. */
  const claimOfAuction = async (tx: Tx, auctionId: number, claimId: number) => {
    const found = await findClaim(tx, claimId);
    if (!found || found.claim.auctionId !== auctionId) {
      throw claimNotFound();
    }
    return found;
  };

  const viewOne = async (db: DbOrTx, claimId: number): Promise<PriceClaim> => {
    const parts = await findClaim(db, claimId);
    if (!parts) {
      throw claimNotFound();
    }
    const auction = await findAuction(db, parts.claim.auctionId);
    if (!auction) {
      throw notFound();
    }
    return claimView(parts, auction, await guideOf(db, auction.vehicleType));
  };

  const detailOf = async (db: DbOrTx, disputeId: number): Promise<DisputeDetail> => {
    const dispute = await findDispute(db, disputeId);
    if (!dispute) {
      throw new AppError('DISPUTE_NOT_FOUND', DISPUTE_MESSAGES.notFound);
    }
    const [context, parts, lost] = await Promise.all([
      disputeContext(db, dispute),
      findClaim(db, dispute.claimId),
      lostDisputesSince(
        db,
        dispute.dealerId,
        new Date(ctx.clock.now().getTime() - DISPUTE_WINDOW_DAYS * DAY_MS),
      ),
    ]);
    if (!parts) {
      throw new Error('dispute without its claim');
    }
    const { auction } = context;
    const images = ((await imagesOf(db, [auction.id])).get(auction.id) ?? []).map((image) => ({
      type: image.type,
      image: image.url,
    }));
    return {
      dispute: disputeOf(parts)!,
      claim: claimView(parts, auction, await guideOf(db, auction.vehicleType)),
      listing: {
        auctionId: auction.id,
        status: auction.status,
        statusLabel: AUCTION_STATUS_LABELS[auction.status],
        vehicleType: auction.vehicleType,
        brandName: context.brandName,
        model: auction.model,
        year: auction.year,
        mileage: auction.mileage,
        images,
        conditionReport: auction.conditionReport,
      },
      dealer: context.dealer,
      seller: context.seller,
      dealerDisputesLost: lost,
    };
  };

  /**
   * The seller's answer (ACCEPT_CLAIM or REJECT_CLAIM) before the answer time, under the auction's lock; `then`
   * writes what the answer brings in the same transaction. 409 when the claim waits no more or its time passed.
   */
  const sellerAnswer = async (
    sellerId: number,
    auctionId: number,
    claimId: number,
    event: 'ACCEPT_CLAIM' | 'REJECT_CLAIM',
    then: (tx: Tx, moved: ClaimRow, now: Date) => Promise<void>,
    reason = '',
  ): Promise<void> => {
    await sellerAuction(sellerId, auctionId);
    await ctx.db.transaction(async (tx) => {
      await lockAuction(tx, auctionId);
      const found = await claimOfAuction(tx, auctionId, claimId);
      const now = ctx.clock.now();
      const moved = await tryApplyClaim(
        tx,
        claimId,
        event,
        { kind: 'seller', sellerId },
        {
          set: event === 'REJECT_CLAIM' ? { answeredAt: now, sellerReason: reason } : { answeredAt: now },
          where: gt(priceClaims.answerBy, now),
        },
      );
      if (!moved) {
        throw wrongState(
          found.claim.status === 'OPEN' ? PRICE_CLAIM_MESSAGES.answerExpired : PRICE_CLAIM_MESSAGES.notOpen,
        );
      }
      await then(tx, moved, now);
    });
  };

  return {
    /** GET .../price-adjustments: the deal's claims, its price and the form's sheet and guide. */
    async view(dealerId: number, auctionId: number): Promise<PriceClaimsView> {
      const { auction, deal } = await winnerDeal(dealerId, auctionId);
      const [claims, guide, blocking] = await Promise.all([
        claimsOfDeal(ctx.db, deal.id),
        guideOf(ctx.db, auction.vehicleType),
        blockingClaimOf(ctx.db, deal.id),
      ]);
      return {
        auctionId: auction.id,
        vehicleType: auction.vehicleType,
        winningPrice: deal.price,
        agreedPrice: deal.agreedPrice,
        canClaim: auction.status === 'RESERVATION_COMPLETE' && blocking === null,
        claims: claims.map((parts) => claimView(parts, auction, guide)),
        sheet: conditionRows(auction.vehicleType, auction.conditionReport),
        guide: guideEntries(guide),
      };
    },

    /** OPEN_CLAIM: the winner's claim at handover. */
    async open(dealerId: number, auctionId: number, body: ClaimInput): Promise<PriceClaim> {
      const { auction, deal } = await winnerDeal(dealerId, auctionId);
      if (auction.status !== 'RESERVATION_COMPLETE') {
        throw notAllowed(PRICE_CLAIM_MESSAGES.notAtHandover);
      }
      const guide = await guideOf(ctx.db, auction.vehicleType);
      const mistake = priceClaimMistake(
        { vehicleType: auction.vehicleType, winningPrice: deal.price, guide },
        body.items,
      );
      if (mistake) {
        throw new AppError('PRICE_CLAIM_INVALID', mistake.message);
      }
      // Photos taken at the handover: the dealer's own uploads since the trade date was set.
      const photos = [...new Set(body.items.flatMap((item) => item.photos))];
      const usable = await usableUploads(
        ctx.db,
        photos,
        { id: dealerId, role: 'dealer' },
        {
          since: deal.reservationEnteredAt ?? deal.selectedAt,
        },
      );
      if (photos.some((url) => !usable.has(url))) {
        throw new AppError('PRICE_CLAIM_PHOTO_INVALID', PRICE_CLAIM_MESSAGES.photoInvalid);
      }
      const now = ctx.clock.now();
      const total = body.items.reduce((sum, item) => sum + item.amount, 0);
      const answerBy = new Date(now.getTime() + PRICE_CLAIM_ANSWER_HOURS * HOUR_MS);
      let claimId: number;
      try {
        claimId = await ctx.db.transaction(async (tx) => {
          const locked = await lockAuction(tx, auctionId);
          const inForce = await dealOfAuction(tx, auctionId);
          if (locked?.status !== 'RESERVATION_COMPLETE' || inForce?.id !== deal.id) {
            throw notAllowed(PRICE_CLAIM_MESSAGES.notAtHandover);
          }
          const blocking = await blockingClaimOf(tx, deal.id);
          if (blocking) {
            throw notAllowed(
              (PENDING_CLAIM_STATUSES as readonly string[]).includes(blocking.status)
                ? PRICE_CLAIM_MESSAGES.claimOpen
                : PRICE_CLAIM_MESSAGES.priceSettled,
            );
          }
          const claim = await insertClaim(
            tx,
            {
              auctionId,
              dealId: deal.id,
              dealerId,
              sellerId: deal.sellerId,
              winningPrice: deal.price,
              total,
              memo: body.memo,
              answerBy,
              createdAt: now,
            },
            body.items.map((item) => ({
              item: item.item,
              observed: item.observed,
              amount: item.amount,
              reason: item.reason,
              photos: item.photos,
            })),
          );
          await auditClaimStep(tx, { kind: 'dealer', dealerId }, 'PRICE_CLAIM_OPEN', claim, null, {
            total,
            items: body.items.length,
            answerBy,
          });
          await notify(tx, deal, { kind: 'OPENED', total, proposedPrice: deal.price - total, answerBy }, now);
          return claim.id;
        });
      } catch (error) {
        // Two claims at once: the pending-claim index lets one through.
        if (isUniqueViolation(error)) {
          throw notAllowed(PRICE_CLAIM_MESSAGES.claimOpen);
        }
        throw error;
      }
      emit(auction);
      return viewOne(ctx.db, claimId);
    },

    /** WITHDRAW_CLAIM: the winner takes the claim (and its dispute) back. */
    async withdraw(dealerId: number, auctionId: number, claimId: number): Promise<PriceClaim> {
      const { deal } = await winnerDeal(dealerId, auctionId);
      const actor: LifecycleActor = { kind: 'dealer', dealerId };
      await ctx.db.transaction(async (tx) => {
        await lockAuction(tx, auctionId);
        const found = await claimOfAuction(tx, auctionId, claimId);
        const now = ctx.clock.now();
        const moved = await tryApplyClaim(tx, claimId, 'WITHDRAW_CLAIM', actor, {
          set: { withdrawnAt: now },
        });
        if (!moved) {
          throw wrongState(PRICE_CLAIM_MESSAGES.notWithdrawable);
        }
        await auditClaimStep(tx, actor, 'PRICE_CLAIM_WITHDRAW', moved, found.claim.status);
        if (found.dispute?.status === 'OPEN') {
          await updateDispute(tx, found.dispute.id, { status: 'WITHDRAWN' });
        }
        const updated = await updateDeal(tx, deal.id, { claimSettledAt: now });
        await notify(tx, updated, { kind: 'WITHDRAWN', winningPrice: updated.price }, now);
      });
      return viewOne(ctx.db, claimId);
    },

    /** ACCEPT_CLAIM: the seller agrees before the answer time; the deal completes at the proposed price. */
    async accept(sellerId: number, auctionId: number, claimId: number): Promise<PriceClaim> {
      let acceptedDealer: number | null = null;
      await sellerAnswer(sellerId, auctionId, claimId, 'ACCEPT_CLAIM', async (tx, moved, now) => {
        const deal = await dealOfClaim(tx, moved);
        const agreedPrice = moved.winningPrice - moved.total;
        const updated = await updateDeal(tx, deal.id, { agreedPrice, claimSettledAt: now });
        await auditClaimStep(tx, { kind: 'seller', sellerId }, 'PRICE_CLAIM_ACCEPT', moved, 'OPEN', {
          agreedPrice,
        });
        await notify(tx, updated, { kind: 'ACCEPTED', agreedPrice }, now);
        acceptedDealer = moved.dealerId;
      });
      if (acceptedDealer !== null) {
        await scoreAfterEvent(ctx, acceptedDealer);
      }
      return viewOne(ctx.db, claimId);
    },

    /** REJECT_CLAIM: the seller refuses with a reason; an operator decides the dispute. */
    async reject(sellerId: number, auctionId: number, claimId: number, reason: string): Promise<PriceClaim> {
      await sellerAnswer(
        sellerId,
        auctionId,
        claimId,
        'REJECT_CLAIM',
        async (tx, moved, now) => {
          await insertDispute(tx, {
            claimId,
            auctionId,
            dealerId: moved.dealerId,
            openedBy: 'SELLER',
            openedAt: now,
          });
          await auditClaimStep(tx, { kind: 'seller', sellerId }, 'PRICE_CLAIM_REJECT', moved, 'OPEN');
          await notify(tx, await dealOfClaim(tx, moved), { kind: 'REJECTED', reason }, now);
        },
        reason,
      );
      return viewOne(ctx.db, claimId);
    },

    /** The console's dispute queue. */
    async disputes(query: {
      status: 'OPEN' | 'CLOSED' | 'ALL';
      page: number;
      size: number;
    }): Promise<PagedList<DisputeListItem>> {
      const { rows, total } = await disputePage(ctx.db, query.status, {
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return pageOf(
        rows.map((row) => ({
          id: row.dispute.id,
          auctionId: row.dispute.auctionId,
          model: row.model,
          brandName: row.brandName,
          status: row.dispute.status,
          statusLabel: DISPUTE_STATUS_LABELS[row.dispute.status],
          openedBy: row.dispute.openedBy,
          openedByLabel: DISPUTE_OPENER_LABELS[row.dispute.openedBy],
          openedAt: row.dispute.openedAt.toISOString(),
          winningPrice: row.claim.winningPrice,
          claimTotal: row.claim.total,
          dealerName: row.dealerName,
          agencyName: row.agencyName,
          sellerName: row.sellerName,
          outcome: row.dispute.outcome,
          outcomeLabel: row.dispute.outcome ? DISPUTE_OUTCOME_LABELS[row.dispute.outcome] : '',
          decidedAt: toIso(row.dispute.decidedAt),
        })),
        total,
        query,
      );
    },

    dispute(disputeId: number): Promise<DisputeDetail> {
      return detailOf(ctx.db, disputeId);
    },

    /** DECIDE_DISPUTE: the operator sets the price the deal completes at; the second loss in 90 days bans. */
    async decide(actor: AuditActor, disputeId: number, body: DecisionInput): Promise<DisputeDetail> {
      const dispute = await findDispute(ctx.db, disputeId);
      if (!dispute) {
        throw new AppError('DISPUTE_NOT_FOUND', DISPUTE_MESSAGES.notFound);
      }
      if (actor.operatorId === null) {
        throw new AppError('AUCTION_TRANSITION_REFUSED', DISPUTE_MESSAGES.alreadyDecided);
      }
      const operator: LifecycleActor = { kind: 'operator', operatorId: actor.operatorId };
      let auctionRow: AuctionRow | null = null;
      await ctx.db.transaction(async (tx) => {
        auctionRow = await lockAuction(tx, dispute.auctionId);
        const found = await findClaim(tx, dispute.claimId);
        if (!found || found.dispute?.status !== 'OPEN') {
          throw new AppError('DISPUTE_ALREADY_DECIDED', DISPUTE_MESSAGES.alreadyDecided);
        }
        const { claim } = found;
        const amount =
          body.outcome === 'UPHELD' ? claim.total : body.outcome === 'REJECTED' ? 0 : (body.amount ?? 0);
        if (body.outcome === 'PARTIAL' && (amount <= 0 || amount >= claim.total)) {
          throw new AppError('DISPUTE_INVALID', DISPUTE_MESSAGES.amountPartial);
        }
        const now = ctx.clock.now();
        const moved = await tryApplyClaim(tx, claim.id, 'DECIDE_DISPUTE', operator);
        if (!moved) {
          throw new AppError('DISPUTE_ALREADY_DECIDED', DISPUTE_MESSAGES.alreadyDecided);
        }
        const decided = await updateDispute(tx, found.dispute.id, {
          status: 'DECIDED',
          outcome: body.outcome,
          amount,
          reason: body.reason,
          decidedBy: actor.operatorId,
          decidedAt: now,
        });
        if (!decided) {
          throw new AppError('DISPUTE_ALREADY_DECIDED', DISPUTE_MESSAGES.alreadyDecided);
        }
        const deal = await dealOfClaim(tx, claim);
        const price = claim.winningPrice - amount;
        const updated = await updateDeal(tx, deal.id, {
          agreedPrice: amount > 0 ? price : null,
          claimSettledAt: now,
        });
        let penalty: PenaltyOutcome | null = null;
        if (body.outcome === 'REJECTED') {
          const since = new Date(now.getTime() - DISPUTE_WINDOW_DAYS * DAY_MS);
          if ((await lostDisputesSince(tx, claim.dealerId, since)) >= DISPUTES_LOST_FOR_BAN) {
            penalty = await applyPenalty(tx, {
              dealerId: claim.dealerId,
              kind: 'DISPUTES_LOST',
              auctionId: claim.auctionId,
              biddingId: deal.biddingId,
              reason: '감가 분쟁 불인정 누적',
              now,
            });
          }
        }
        await writeAudit(tx, actor, {
          action: 'DISPUTE_DECIDE',
          targetType: 'DISPUTE',
          targetId: disputeId,
          targetLabel: `경매 ${claim.auctionId}`,
          before: { status: 'OPEN', claimTotal: claim.total, winningPrice: claim.winningPrice },
          after: { status: 'DECIDED', outcome: body.outcome, amount, price, banDays: penalty?.banDays ?? 0 },
          reason: body.reason,
        });
        await notify(
          tx,
          updated,
          {
            kind: 'DECIDED',
            outcome: body.outcome,
            price,
            reason: body.reason,
            penaltyExpiredAt: penalty && penalty.banDays > 0 ? penalty.penaltyExpiredAt : null,
          },
          now,
        );
      });
      if (auctionRow) {
        emit(auctionRow);
      }
      await scoreAfterEvent(ctx, dispute.dealerId);
      return detailOf(ctx.db, disputeId);
    },

    async guide(): Promise<DeductionGuideEntry[]> {
      return guideEntries(await guideOf(ctx.db));
    },

    /** Replaces one vehicle type's ranges; each item must be on that type's sheet. */
    async saveGuide(actor: AuditActor, body: GuideInput): Promise<DeductionGuideEntry[]> {
      const unknown = body.entries.find((entry) => !conditionItemOf(body.vehicleType, entry.item));
      if (unknown) {
        throw new AppError('DEDUCTION_GUIDE_INVALID', GUIDE_MESSAGES.itemUnknown);
      }
      await ctx.db.transaction(async (tx) => {
        const before = await guideOf(tx, body.vehicleType);
        await replaceGuide(tx, body.vehicleType, body.entries);
        await writeAudit(tx, actor, {
          action: 'DEDUCTION_GUIDE_UPDATE',
          targetType: 'DEDUCTION_GUIDE',
          targetId: body.vehicleType,
          targetLabel: body.vehicleType,
          before: Object.fromEntries(before.map((g) => [g.item, `${g.min}-${g.max}`])),
          after: Object.fromEntries(body.entries.map((g) => [g.item, `${g.min}-${g.max}`])),
        });
      });
      return guideEntries(await guideOf(ctx.db));
    },
  };
}
