// The deal flow after the auction (docs/domain.md "Auction lifecycle"): selection, confirmation, fee deposit,
// reservation, completion, cancellation; the winner view and the dealer's deal list.
// Each step is one transaction around its transition of the table (`tryApply`, lifecycle.ts: 0 rows => the
// step's 409), the deals row, penalties and outbox notices; `auction-update` is emitted after COMMIT.
import { randomInt } from 'node:crypto';
import {
  api,
  COMPLETED_TRADE_STATUSES,
  AUCTION_MESSAGES,
  DEAL_MESSAGES,
  PRICE_CLAIM_MESSAGES,
  DEPOSIT_REFERENCE_DIGITS,
  FEE_DEPOSIT_WINDOW_MINUTES,
  DAY_MS,
  HIDDEN_AUCTION_STATUSES,
  HOUR_MS,
  RESERVATION_MAX_DAYS_AHEAD,
  RESERVED_AT_PATTERN,
  depositorLabel,
  feeForPrice,
  inspectionImagesOf,
  kstMidnightOf,
  lateCompletionAt,
  maskName,
  startOfKstDay,
  type AuctionWinner,
  type completeDealRequest,
  type DealActionResponse,
  type DealListItem,
  type PagedList,
  type PageQuery,
} from '@autobid/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/types';
import { AppError, type ErrorCodeWithStatus } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { SerializedAnswer } from '../../lib/serve-route';
import { createDealerPages, DEALER_PAGE_TTL_MS } from '../access/dealer-pages';
import { emitAuctionState } from '../../realtime/auction-events';
import { auctionPage } from './auction-pages';
import type { AuctionRow, DealRow } from './auctions.repository';
import { dealOfAuction } from './deal-history';
import { cancelDealInForce } from './deal-in-force';
import {
  AUCTION_ACCESS_MESSAGES,
  assertCanTakeDeal,
  bannedError,
  findDealerById,
  assertMayFinishDealsSession,
  isBanned,
  loadDealerForDeals,
} from '../access/access-policy';
import { toListItem } from './auctions.service';
import { usableUploads } from '../files/files.public';
import { applyPenalty, hasPenaltyFor, type PenaltyOutcome } from '../penalties/penalties';
import { sendDealNotices, type DealNoticeDeps, type DealNoticeEvent } from './deal-notices';
import {
  cancelWinningBid,
  dealsOfDealer,
  findAuction,
  findBid,
  findIdempotencyRecord,
  hasRunnerUpBid,
  insertDeal,
  isReferenceTaken,
  markBidSelected,
  partiesOf,
  reopenOverActiveBids,
  saveIdempotencyRecord,
  selectedBidOf,
  unselectBid,
  updateDeal,
} from './deals.repository';
import { payFromDepositsIn } from './fee-payment';
import { issueFeeVirtualAccount } from './fee-virtual-accounts';
import { assertCompletionPrice, claimAwareLateMark } from './price-claims.service';
import { openTransferIn } from './title-transfers.repository';
import { lockAuction, tryApply } from './lifecycle';
import { scoreAfterEvent } from './dealer-score';
import { SYSTEM_CANCEL_REASONS } from './cancel-reasons';
import { CLI, type LifecycleActor } from './transitions';

const MINUTE_MS = 60 * 1000;

/** canceled_by SYSTEM reasons, also shown to the dealer as the deal's cancelReason. */
export { SYSTEM_CANCEL_REASONS };

/** The cancel reason of the first winner's bid when the seller is offered the runner-up (ADR 011). */
export const RUNNER_UP_BID_CANCEL_REASON = '낙찰 후 거래 취소';

export type CompleteDealInput = z.output<typeof completeDealRequest>;
/** Optional: a retried request with the same key answers the first result. */
export type DealCallOptions = { idempotencyKey?: string | null };

const notFound = () => new AppError('AUCTION_NOT_FOUND', AUCTION_MESSAGES.notFound);
const conflict = (code: ErrorCodeWithStatus<409>, message: string) => new AppError(code, message);
const badRequest = (code: ErrorCodeWithStatus<400>, message: string) => new AppError(code, message);
const notWinner = () => new AppError('DEAL_NOT_WINNER', DEAL_MESSAGES.notWinner);
const dealerActor = (dealerId: number): LifecycleActor => ({ kind: 'dealer', dealerId });

export function dealActionOf(
  auction: Pick<AuctionRow, 'id' | 'status'>,
  deal: DealRow,
  penalty?: PenaltyOutcome | null,
): DealActionResponse {
  return {
    auctionId: auction.id,
    status: auction.status,
    fee: deal.fee,
    depositDeadline: toIso(deal.depositDeadline),
    reservedAt: toIso(deal.reservedAt),
    penaltyExpiredAt: toIso(penalty?.penaltyExpiredAt ?? null),
    banDays: penalty?.banDays ?? 0,
  };
}

/** `yyyy-MM-ddT00:00:00` -> that date's 00:00 Asia/Seoul, or null when it is no calendar date. */
export function parseReservedAt(value: string): Date | null {
  const match = RESERVED_AT_PATTERN.exec(value);
  if (!match) {
    return null;
  }
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(y, m - 1, d));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) {
    return null;
  }
  return kstMidnightOf(y, m, d);
}

/**
 * The runner-up offer (ADR 011), inside the cancellation's transaction with the auction in DEALER_CANCELED:
 * when another dealer who may still trade holds an active bid, the auction goes back to TIME_EXPIRED with
 * a fresh selection window, the first winner's bid is cancelled and the highest bid and bidder count are
 * recomputed. Null (the auction stays DEALER_CANCELED) when no such bid remains.
 */
async function offerRunnerUpIn(
  tx: Tx,
  deal: DealRow,
  now: Date,
  selectWindowHours: number,
  actor: LifecycleActor,
): Promise<AuctionRow | null> {
  if (!(await hasRunnerUpBid(tx, deal.auctionId, deal.biddingId, now))) {
    return null;
  }
  const moved = await tryApply(tx, deal.auctionId, 'OFFER_RUNNER_UP', actor, { now });
  if (!moved) {
    return null;
  }
  await cancelWinningBid(tx, deal.biddingId, now, RUNNER_UP_BID_CANCEL_REASON);
  return reopenOverActiveBids(tx, deal.auctionId, new Date(now.getTime() + selectWindowHours * HOUR_MS));
}

/**
 * Cancels a deal inside `tx` after its auction moved to DEALER_CANCELED: stamps the deals row, records
 * the penalty, offers the seller the runner-up when asked to (the winner's cancel and a missed fee, ADR
 * 011), writes the notices. Shared by the dealer's cancel, check-deposit past the deadline and the deal
 * clock. `reopened` is the auction back in TIME_EXPIRED when the runner-up was offered.
 */
export async function cancelDealIn(
  tx: Tx,
  input: {
    deal: DealRow;
    by: 'DEALER' | 'SYSTEM';
    reason: string;
    penaltyKind: 'DEAL_CANCEL' | 'NO_PROGRESS';
    now: Date;
    notices: DealNoticeDeps;
    /** Offer the runner-up with a selection window of this many hours (OFFER_RUNNER_UP by this actor). */
    runnerUp?: { selectWindowHours: number; actor: LifecycleActor };
  },
): Promise<{ deal: DealRow; penalty: PenaltyOutcome; reopened: AuctionRow | null }> {
  const { now } = input;
  const deal = await cancelDealInForce(tx, input.deal.auctionId, { by: input.by, reason: input.reason, now });
  if (!deal) {
    throw new Error('deal vanished');
  }
  // The first winner's penalty is the same with or without a runner-up.
  const penalty = await applyPenalty(tx, {
    dealerId: deal.dealerId,
    kind: input.penaltyKind,
    auctionId: deal.auctionId,
    biddingId: deal.biddingId,
    reason: input.reason,
    now,
  });
  const reopened = input.runnerUp
    ? await offerRunnerUpIn(tx, deal, now, input.runnerUp.selectWindowHours, input.runnerUp.actor)
    : null;
  await sendDealNotices(tx, {
    notices: input.notices,
    now,
    parties: await partiesOf(tx, deal),
    event: {
      kind: 'CANCELED',
      by: input.by,
      reason: input.reason,
      penaltyExpiredAt: penalty.penaltyExpiredAt,
      runnerUpUntil: reopened?.selectExpireAt ?? null,
    },
  });
  return { deal, penalty, reopened };
}

/**
 * A fresh deposit reference, unique among every deal ever issued one. Random, so one deal's reference
 * says nothing about another's; a collision (rare) is retried under a savepoint.
 */
export async function issueDepositReference(tx: Tx, dealId: number): Promise<string> {
  const low = 10 ** (DEPOSIT_REFERENCE_DIGITS - 1);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const reference = String(randomInt(low, low * 10));
    if (await isReferenceTaken(tx, reference)) {
      continue;
    }
    try {
      await tx.transaction(async (savepoint) => {
        await updateDeal(savepoint, dealId, { depositReference: reference });
      });
      return reference;
    } catch (error) {
      // Another deal took it between the check and the update (unique_violation); try another.
      if (!isUniqueViolation(error)) {
        throw error;
      }
    }
  }
  throw new Error('no free deposit reference');
}

/** A step that may give the seller a fresh selection window, and who takes it. */
type ReopeningStepOptions = { notices: DealNoticeDeps; selectWindowHours: number; actor: LifecycleActor };

/**
 * Cancels a DEALER_DEPOSIT deal whose fee deposit deadline passed, inside `tx` (under the auction row lock,
 * after payFromDepositsIn found no deposit): DEALER_CANCELED, a DEAL_CANCEL penalty, the runner-up offered
 * when another bid stands (the auction is then TIME_EXPIRED again, ADR 011), the notices. Answers the
 * auction as it ends up; null when the deal is no longer waiting for its fee. Shared by "입금 확인" past
 * the deadline and the deal clock.
 */
export async function expireDepositIn(
  tx: Tx,
  deal: DealRow,
  now: Date,
  options: ReopeningStepOptions,
): Promise<AuctionRow | null> {
  const canceled = await tryApply(tx, deal.auctionId, 'EXPIRE_FEE', options.actor, { now });
  if (!canceled) {
    return null;
  }
  const { reopened } = await cancelDealIn(tx, {
    deal,
    by: 'SYSTEM',
    reason: SYSTEM_CANCEL_REASONS.depositExpired,
    penaltyKind: 'DEAL_CANCEL',
    now,
    notices: options.notices,
    runnerUp: { selectWindowHours: options.selectWindowHours, actor: options.actor },
  });
  return reopened ?? canceled;
}

/**
 * Releases a selection whose dealer can no longer confirm (a ban or suspension that started while the
 * deal waited in DEALER_CONFIRM): the auction goes back to TIME_EXPIRED with a fresh selection window,
 * the bid becomes an ordinary active bid, the deal is kept as history; no penalty. Null when the deal
 * is no longer waiting for confirmation.
 */
export async function releaseSelectionIn(
  tx: Tx,
  deal: DealRow,
  now: Date,
  options: ReopeningStepOptions,
): Promise<AuctionRow | null> {
  const selectExpireAt = new Date(now.getTime() + options.selectWindowHours * HOUR_MS);
  const reopened = await tryApply(tx, deal.auctionId, 'RELEASE_SELECTION', options.actor, {
    now,
    set: { selectExpireAt },
  });
  if (!reopened) {
    return null;
  }
  await unselectBid(tx, deal.biddingId);
  const released = await cancelDealInForce(tx, deal.auctionId, {
    by: 'SYSTEM',
    reason: SYSTEM_CANCEL_REASONS.released,
    now,
  });
  if (!released) {
    throw new Error('deal vanished');
  }
  await sendDealNotices(tx, {
    notices: options.notices,
    now,
    parties: await partiesOf(tx, released),
    event: { kind: 'RELEASED', selectExpireAt },
  });
  return reopened;
}

export function createDealsService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'auctionEvents' | 'config' | 'alimtalk' | 'contactRelay'> &
    Partial<Pick<AppContext, 'feeVirtualAccounts' | 'eInvoice' | 'sessions'>>,
) {
  const notices: DealNoticeDeps = {
    publicUrl: ctx.config.PUBLIC_URL,
    alimtalk: ctx.alimtalk,
    contactRelay: ctx.contactRelay,
    eInvoice: ctx.eInvoice,
  };

  const emit = (auction: AuctionRow) => emitAuctionState(ctx.auctionEvents, auction, 'STATUS');
  const dealerPages = createDealerPages(ctx);
  /** A page of the dealer's deals read afresh (`list` answers it through the kept pages). */
  const readDealList = (dealerId: number, query: PageQuery): Promise<PagedList<DealListItem>> =>
    auctionPage(
      ctx.db,
      query,
      (window) => dealsOfDealer(ctx.db, dealerId, window),
      (row, own) => {
        const item = toListItem(row.auction, row.brand, own, row);
        // A deal released or cancelled while its auction went on (another dealer's deal) reads as cancelled.
        const canceledStates: readonly string[] = ['DEALER_CANCELED', 'ADMIN_CANCELED', 'USER_CANCELED'];
        if (row.deal.canceledAt && !canceledStates.includes(row.auction.status)) {
          item.status = 'DEALER_CANCELED';
        }
        // The card prefers a side view (docs/spec.md §2 "Deal list card").
        const side = own.find((image) => image.type === 'LEFT_SIDE' || image.type === 'RIGHT_SIDE');
        return {
          ...item,
          image: side?.url ?? item.image,
          winningPrice: row.deal.price,
          finalPrice: row.deal.finalPrice,
          reservedAt: toIso(row.deal.reservedAt),
          completedAt: toIso(row.deal.completedAt),
          fee: row.deal.fee,
          // Only while this deal waits for its fee: the card counts down to it.
          depositDeadline:
            row.auction.status === 'DEALER_DEPOSIT' && !row.deal.canceledAt
              ? toIso(row.deal.depositDeadline)
              : null,
        };
      },
    );

  const selectWindowHours = ctx.config.SELECT_WINDOW_HOURS;

  const visibleAuction = async (auctionId: number): Promise<AuctionRow> => {
    const auction = await findAuction(ctx.db, auctionId);
    if (!auction || (HIDDEN_AUCTION_STATUSES as readonly string[]).includes(auction.status)) {
      throw notFound();
    }
    return auction;
  };

  /** The caller must be the dealer whose bid was selected, approved or under identity review. */
  const winnerDeal = async (dealerId: number, auctionId: number) => {
    const dealer = await loadDealerForDeals(ctx.db, dealerId);
    await visibleAuction(auctionId);
    const deal = await dealOfAuction(ctx.db, auctionId);
    if (!deal || deal.dealerId !== dealerId) {
      throw notWinner();
    }
    return { dealer, deal };
  };

  /** The 409 of a step that did not apply; a deal the clock cancelled for the deposit says so. */
  const stepConflict = async (tx: Tx, auctionId: number, message: string): Promise<AppError> => {
    const [auction, deal] = await Promise.all([findAuction(tx, auctionId), dealOfAuction(tx, auctionId)]);
    // Also when the auction went back to TIME_EXPIRED for the runner-up (ADR 011).
    if (deal?.canceledAt && deal.cancelReason === SYSTEM_CANCEL_REASONS.depositExpired) {
      return conflict('DEPOSIT_EXPIRED', DEAL_MESSAGES.depositExpired);
    }
    if (auction && (COMPLETED_TRADE_STATUSES as readonly string[]).includes(auction.status)) {
      return conflict('DEAL_ALREADY_COMPLETED', DEAL_MESSAGES.alreadyCompleted);
    }
    return conflict('DEAL_WRONG_STATE', message);
  };

  /**
   * Runs a step's transaction. With an idempotency key the answer is stored in the same transaction,
   * so a retry (or a twin request that lost the race and got 409) answers the first result.
   */
  const runStep = async (
    dealerId: number,
    route: string,
    options: DealCallOptions | undefined,
    work: (tx: Tx) => Promise<{ auction: AuctionRow; response: DealActionResponse }>,
  ): Promise<DealActionResponse> => {
    const key = options?.idempotencyKey ?? null;
    const principal = `dealer:${dealerId}`;
    const replay = async (): Promise<DealActionResponse | null> => {
      if (!key) {
        return null;
      }
      const record = await findIdempotencyRecord(ctx.db, principal, key);
      if (!record) {
        return null;
      }
      if (record.route !== route) {
        throw conflict('IDEMPOTENCY_KEY_REUSED', AUCTION_ACCESS_MESSAGES.idempotencyKeyReused);
      }
      return record.response as DealActionResponse;
    };
    const earlier = await replay();
    if (earlier) {
      return earlier;
    }
    let result: { auction: AuctionRow; response: DealActionResponse };
    try {
      result = await ctx.db.transaction(async (tx) => {
        const done = await work(tx);
        if (key) {
          await saveIdempotencyRecord(tx, { principal, key, route, response: done.response });
        }
        return done;
      });
    } catch (error) {
      if (key && error instanceof AppError && error.status === 409) {
        const again = await replay();
        if (again) {
          return again;
        }
      }
      throw error;
    }
    emit(result.auction);
    return result.response;
  };

  const notify = (tx: Tx, deal: DealRow, event: DealNoticeEvent) =>
    partiesOf(tx, deal).then((parties) =>
      sendDealNotices(tx, { notices, now: ctx.clock.now(), parties, event }),
    );

  return {
    /**
     * Seller or operator selects an active bid of a TIME_EXPIRED auction before selectExpireAt (SELECT_BID).
     * The seller's door names the seller (`sellerId`, its own listing only); the operator console and the
     * CLI pass their actor; a call naming neither is the operator CLI's.
     */
    async selectBid(input: {
      auctionId: number;
      biddingId: number;
      sellerId?: number;
      actor?: LifecycleActor;
      /** Runs in the selection's transaction once the deal exists (an operator's audit row). */
      inTransaction?: (tx: Tx, deal: DealRow) => Promise<void>;
    }): Promise<DealActionResponse> {
      const actor: LifecycleActor =
        input.actor ?? (input.sellerId !== undefined ? { kind: 'seller', sellerId: input.sellerId } : CLI);
      const auction = await findAuction(ctx.db, input.auctionId);
      if (!auction) {
        throw notFound();
      }
      if (input.sellerId !== undefined && auction.sellerId !== input.sellerId) {
        throw notFound();
      }
      const bid = await findBid(ctx.db, input.biddingId);
      if (!bid || bid.auctionId !== input.auctionId || bid.canceledAt) {
        throw new AppError('BID_NOT_FOUND', AUCTION_MESSAGES.bidNotFound);
      }
      const now = ctx.clock.now();
      const result = await ctx.db.transaction(async (tx) => {
        const moved = await tryApply(tx, input.auctionId, 'SELECT_BID', actor, { now });
        if (!moved || !auction.selectExpireAt || auction.selectExpireAt <= now) {
          throw conflict('DEAL_WRONG_STATE', DEAL_MESSAGES.wrongState);
        }
        const current = await findBid(tx, input.biddingId);
        if (!current || current.canceledAt) {
          throw new AppError('BID_NOT_FOUND', AUCTION_MESSAGES.bidNotFound);
        }
        // A dealer who could not confirm (not approved, suspended, banned) would only let the deal lapse.
        const bidder = await findDealerById(tx, current.dealerId);
        if (!bidder || bidder.status !== 'APPROVED' || bidder.suspendedAt || isBanned(bidder, now)) {
          throw conflict('DEAL_BIDDER_UNAVAILABLE', DEAL_MESSAGES.bidderUnavailable);
        }
        await markBidSelected(tx, current.id);
        const deal = await insertDeal(tx, {
          auctionId: input.auctionId,
          biddingId: current.id,
          dealerId: current.dealerId,
          sellerId: moved.sellerId,
          price: current.price,
          selectedAt: now,
        });
        await notify(tx, deal, { kind: 'SELECTED', price: deal.price });
        await input.inTransaction?.(tx, deal);
        return { auction: moved, response: dealActionOf(moved, deal) };
      });
      emit(result.auction);
      return result.response;
    },

    async confirm(
      dealerId: number,
      auctionId: number,
      options?: DealCallOptions,
    ): Promise<DealActionResponse> {
      const { dealer, deal } = await winnerDeal(dealerId, auctionId);
      const now = ctx.clock.now();
      if (isBanned(dealer, now) || dealer.suspendedAt) {
        // The ban started while the selection waited: the seller gets the auction back (no penalty).
        const released = await ctx.db.transaction((tx) =>
          releaseSelectionIn(tx, deal, now, { notices, selectWindowHours, actor: dealerActor(dealerId) }),
        );
        if (released) {
          emit(released);
        }
        assertCanTakeDeal(dealer, now);
        throw bannedError(dealer);
      }
      const confirmed = await runStep(dealerId, `confirm-bidding:${auctionId}`, options, async (tx) => {
        const moved = await tryApply(tx, auctionId, 'CONFIRM', dealerActor(dealerId), { now });
        if (!moved) {
          throw await stepConflict(tx, auctionId, DEAL_MESSAGES.notDealerConfirm);
        }
        const fee = feeForPrice(deal.price);
        const depositDeadline = new Date(now.getTime() + FEE_DEPOSIT_WINDOW_MINUTES * MINUTE_MS);
        await updateDeal(tx, deal.id, { fee, confirmedAt: now, depositDeadline });
        const depositReference = await issueDepositReference(tx, deal.id);
        const updated = { ...deal, fee, confirmedAt: now, depositDeadline, depositReference };
        await notify(tx, updated, {
          kind: 'CONFIRMED',
          fee,
          depositDeadline,
          account: `${ctx.config.FEE_ACCOUNT_BANK} ${ctx.config.FEE_ACCOUNT_NUMBER} (${ctx.config.FEE_ACCOUNT_HOLDER})`,
          depositorName: depositorLabel(dealer.name, depositReference),
        });
        return { auction: moved, response: dealActionOf(moved, updated) };
      });
      // After the commit: the deal's own fee account, when a payment provider is configured. A provider that
      // fails or times out leaves the shared account + code (docs/domain.md "Fee virtual accounts").
      await issueFeeVirtualAccount(
        {
          db: ctx.db,
          provider: ctx.feeVirtualAccounts ?? null,
          holderName: ctx.config.FEE_ACCOUNT_HOLDER,
        },
        deal.id,
        ctx.clock.now(),
      );
      await scoreAfterEvent(ctx, dealerId);
      return confirmed;
    },

    /**
     * "입금 확인": pays the deal from a matching deposit (its reference, the exact fee, by the deadline).
     * A deal a deposit already paid by itself answers its current state; past the deadline with no such
     * deposit the deal is cancelled here (the clock would do the same) and the answer is 409.
     */
    async checkDeposit(dealerId: number, auctionId: number): Promise<DealActionResponse> {
      await winnerDeal(dealerId, auctionId);
      const now = ctx.clock.now();
      const outcome = await ctx.db.transaction(async (tx) => {
        // The auction row lock orders this with a deposit arriving and with the clock.
        const status = (await lockAuction(tx, auctionId))?.status ?? null;
        const deal = await dealOfAuction(tx, auctionId);
        if (!deal || deal.dealerId !== dealerId) {
          throw notWinner();
        }
        if (status !== 'DEALER_DEPOSIT') {
          if (status === 'RESERVATION' && deal.depositConfirmedAt && !deal.canceledAt) {
            return { auction: null, response: dealActionOf({ id: auctionId, status }, deal) };
          }
          throw await stepConflict(tx, auctionId, DEAL_MESSAGES.notDealerDeposit);
        }
        const paid = await payFromDepositsIn(tx, deal, now, notices, dealerActor(dealerId));
        if (paid) {
          return { auction: paid.auction, response: dealActionOf(paid.auction, paid.deal) };
        }
        if (deal.depositDeadline && deal.depositDeadline <= now) {
          // Past the deadline and the clock has not run yet: cancel here, then answer 409.
          const canceled = await expireDepositIn(tx, deal, now, {
            notices,
            selectWindowHours,
            actor: dealerActor(dealerId),
          });
          if (!canceled) {
            throw await stepConflict(tx, auctionId, DEAL_MESSAGES.notDealerDeposit);
          }
          return { auction: canceled, response: null };
        }
        throw conflict('DEPOSIT_NOT_CONFIRMED', DEAL_MESSAGES.depositNotConfirmed);
      });
      if (outcome.auction) {
        emit(outcome.auction);
      }
      if (!outcome.response) {
        await scoreAfterEvent(ctx, dealerId);
        throw conflict('DEPOSIT_EXPIRED', DEAL_MESSAGES.depositExpired);
      }
      return outcome.response;
    },

    async reserve(dealerId: number, auctionId: number, reservedAt: string): Promise<DealActionResponse> {
      const { deal } = await winnerDeal(dealerId, auctionId);
      const date = parseReservedAt(reservedAt);
      if (!date) {
        throw badRequest('RESERVED_AT_INVALID', DEAL_MESSAGES.reservedAtRequired);
      }
      const now = ctx.clock.now();
      const today = startOfKstDay(now);
      if (date < today) {
        throw badRequest('RESERVED_AT_PAST', DEAL_MESSAGES.reservedAtPast);
      }
      if (date.getTime() > today.getTime() + RESERVATION_MAX_DAYS_AHEAD * DAY_MS) {
        throw badRequest('RESERVED_AT_TOO_FAR', DEAL_MESSAGES.reservedAtTooFar);
      }
      return runStep(dealerId, `reservation:${auctionId}`, undefined, async (tx) => {
        const moved = await tryApply(tx, auctionId, 'RESERVE', dealerActor(dealerId), { now });
        if (!moved) {
          throw await stepConflict(tx, auctionId, DEAL_MESSAGES.notReservation);
        }
        const updated = await updateDeal(tx, deal.id, { reservedAt: date, reservationEnteredAt: now });
        await notify(tx, updated, { kind: 'RESERVED', reservedAt: date });
        return { auction: moved, response: dealActionOf(moved, updated) };
      });
    },

    async complete(
      dealerId: number,
      auctionId: number,
      body: CompleteDealInput,
      options?: DealCallOptions,
    ): Promise<DealActionResponse> {
      const { deal } = await winnerDeal(dealerId, auctionId);
      const reason = body.reason.trim();
      const images = inspectionImagesOf(body);
      if (!images.length) {
        throw badRequest('INSPECTION_IMAGE_REQUIRED', DEAL_MESSAGES.inspectionImageRequired);
      }
      const known = await usableUploads(ctx.db, images, { id: dealerId, role: 'dealer' });
      if (images.some((url) => !known.has(url))) {
        throw badRequest('INSPECTION_IMAGE_INVALID', DEAL_MESSAGES.inspectionImageInvalid);
      }
      const now = ctx.clock.now();
      // Before the agreed trade date only with the dealer's word that it happened early (docs/domain.md
      // "Completion"); the deal records it.
      const isEarly = deal.reservedAt !== null && now < deal.reservedAt;
      if (isEarly && !body.earlyTradeConfirmed) {
        throw badRequest('EARLY_TRADE_UNCONFIRMED', DEAL_MESSAGES.earlyTradeUnconfirmed);
      }
      return runStep(dealerId, `complete:${auctionId}`, options, async (tx) => {
        // The price rule reads the deal's claims under the auction's lock (docs/domain.md "Handover"): the
        // winning price, or the one a claim settled; never another.
        const locked = await lockAuction(tx, auctionId);
        const current = await dealOfAuction(tx, auctionId);
        if (locked?.status === 'RESERVATION_COMPLETE' && current?.id === deal.id) {
          await assertCompletionPrice(tx, current, body.finalPrice);
        }
        const moved = await tryApply(tx, auctionId, 'COMPLETE', dealerActor(dealerId), { now });
        if (!moved) {
          throw await stepConflict(tx, auctionId, DEAL_MESSAGES.notReservationComplete);
        }
        const updated = await updateDeal(tx, deal.id, {
          finalPrice: body.finalPrice,
          priceChangeReason:
            body.finalPrice === deal.price ? '' : reason || PRICE_CLAIM_MESSAGES.agreedReason,
          inspectionResult: body.inspectionResult,
          inspectionImages: images,
          completedAt: now,
          completedEarly: isEarly,
        });
        let penalty: PenaltyOutcome | null = null;
        const late =
          updated.reservedAt !== null &&
          now > claimAwareLateMark(lateCompletionAt(updated.reservedAt), updated);
        if (late && !(await hasPenaltyFor(tx, auctionId, 'LATE_COMPLETION'))) {
          penalty = await applyPenalty(tx, {
            dealerId,
            kind: 'LATE_COMPLETION',
            auctionId,
            biddingId: updated.biddingId,
            reason: '거래 완료 보고 지연',
            now,
          });
        }
        // The title transfer starts with the sale (docs/domain.md "Title transfer").
        const transfer = await openTransferIn(tx, updated, now);
        await notify(tx, updated, {
          kind: 'COMPLETED',
          finalPrice: body.finalPrice,
          transferDueAt: transfer.dueAt,
        });
        return { auction: moved, response: dealActionOf(moved, updated, penalty) };
      });
    },

    async cancel(dealerId: number, auctionId: number, reason: string): Promise<DealActionResponse> {
      const { deal } = await winnerDeal(dealerId, auctionId);
      const text = reason.trim();
      if (!text) {
        throw badRequest('CANCEL_REASON_REQUIRED', DEAL_MESSAGES.cancelReasonRequired);
      }
      const now = ctx.clock.now();
      const canceled = await runStep(dealerId, `cancel:${auctionId}`, undefined, async (tx) => {
        const moved = await tryApply(tx, auctionId, 'DEALER_CANCEL', dealerActor(dealerId), { now });
        if (!moved) {
          throw await stepConflict(tx, auctionId, DEAL_MESSAGES.notCancelable);
        }
        const canceled = await cancelDealIn(tx, {
          deal,
          by: 'DEALER',
          reason: text,
          penaltyKind: 'DEAL_CANCEL',
          now,
          notices,
          runnerUp: { selectWindowHours, actor: dealerActor(dealerId) },
        });
        // The winner reads its deal as cancelled; the room learns the auction is selecting again.
        return {
          auction: canceled.reopened ?? moved,
          response: dealActionOf(moved, canceled.deal, canceled.penalty),
        };
      });
      await scoreAfterEvent(ctx, dealerId);
      return canceled;
    },

    /** The selected bid of an auction, the name masked unless the viewer won. */
    async winner(dealerId: number, auctionId: number): Promise<AuctionWinner> {
      await loadDealerForDeals(ctx.db, dealerId);
      await visibleAuction(auctionId);
      const selected = await selectedBidOf(ctx.db, auctionId);
      if (!selected) {
        return null;
      }
      const isMine = selected.bid.dealerId === dealerId;
      return {
        biddingId: selected.bid.id,
        price: selected.bid.price,
        biddingAt: selected.bid.biddingAt.toISOString(),
        dealer: { name: isMine ? selected.dealerName : maskName(selected.dealerName) },
        isMine,
      };
    },

    /**
     * The dealer's won auctions, every state (cancelled ones too), newest selection first: from the kept pages while
     * no write changed them, for at most DEALER_PAGE_TTL_MS (docs/decisions/045).
     */
    async list(dealerId: number, query: PageQuery): Promise<SerializedAnswer> {
      // Approved: from the session's cached read (docs/decisions/018); else the dealer's row.
      await (ctx.sessions
        ? assertMayFinishDealsSession(ctx.sessions, ctx.db, dealerId)
        : loadDealerForDeals(ctx.db, dealerId));
      return dealerPages.answer(
        api.deals.list,
        dealerId,
        `${query.page}:${query.size}`,
        async () => ({ data: await readDealList(dealerId, query) }),
        { ttlMs: DEALER_PAGE_TTL_MS },
      );
    },
  };
}
