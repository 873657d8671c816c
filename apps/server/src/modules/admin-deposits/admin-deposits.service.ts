// The console's fee deposits (docs/domain.md "Fees", ADR 008): every transfer the bank reported or an
// operator recorded, by tab and search, with the deals an unmatched one could pay; a match by hand that
// pays the deal through the deal rules; a refund mark (ADMIN). Each action writes one audit row in its
// transaction; a refused one changes and writes nothing.
import {
  ADMIN_DEPOSIT_MESSAGES,
  auctionStatusLabel,
  depositReferencesIn,
  formatWon,
  type AdminDeposit,
  type AdminDepositCandidate,
  type AdminDepositList,
  type AdminDepositsQuery,
  type AuctionStatus,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { pageOf } from '../../lib/paging';
import { emitStatus } from '../listings/listings.public';
import { dealOfAuction } from '../auctions/auctions.public';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import { lockAuctionStatus, partiesOf, referenceOfDeposit } from '../deals/deals.public';
import { payWithDepositIn } from '../deals/deals.service';
import {
  dealsWaitingForFees,
  depositWithDeal,
  findDeposit,
  isDealPaid,
  listDeposits,
  lockDeposit,
  markDepositRefunded,
  markFeeRefunded,
  type CandidateRow,
  type DepositListRow,
  type DepositRow,
} from './admin-deposits.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'alimtalk' | 'auctionEvents'>;

/** At most this many candidate deals per unmatched deposit. */
const CANDIDATE_LIMIT = 10;

const notFound = (message: string) => new AppError('ADMIN_NOT_FOUND', message);
const conflict = (message: string) => new AppError('ADMIN_CONFLICT', message);

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

function candidateOf(deposit: DepositRow, row: CandidateRow): AdminDepositCandidate {
  const reference = row.deal.depositReference;
  const references = deposit.reference
    ? [deposit.reference]
    : depositReferencesIn(deposit.depositorName, deposit.memo);
  const name = withoutSpaces(row.dealer.name);
  return {
    auctionId: row.auction.id,
    model: row.auction.model,
    dealer: row.dealer,
    fee: row.deal.fee ?? 0,
    depositReference: reference,
    depositDeadline: toIso(row.deal.depositDeadline),
    isReferenceMatch: reference !== null && references.includes(reference),
    isNameMatch: name !== '' && withoutSpaces(deposit.depositorName).includes(name),
  };
}

/** Reference matches first, then name matches, then the nearest deadline (the query's order). */
function rankCandidates(candidates: AdminDepositCandidate[]): AdminDepositCandidate[] {
  const score = (c: AdminDepositCandidate) => (c.isReferenceMatch ? 2 : 0) + (c.isNameMatch ? 1 : 0);
  return candidates
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => score(b.candidate) - score(a.candidate) || a.index - b.index)
    .slice(0, CANDIDATE_LIMIT)
    .map(({ candidate }) => candidate);
}

function toAdminDeposit(row: DepositListRow, waiting: readonly CandidateRow[]): AdminDeposit {
  const { deposit, deal, auction, dealer } = row;
  const state = deposit.refundedAt ? 'REFUNDED' : deposit.dealId !== null ? 'MATCHED' : 'UNMATCHED';
  const reference = referenceOfDeposit(deposit);
  return {
    id: deposit.id,
    state,
    amount: deposit.amount,
    depositorName: deposit.depositorName,
    memo: deposit.memo,
    reference,
    receivedAt: deposit.receivedAt.toISOString(),
    source: deposit.source === 'OPERATOR' ? 'OPERATOR' : 'WEBHOOK',
    externalId: deposit.externalId,
    matchedAt: toIso(deposit.matchedAt),
    isManualMatch: deal !== null && reference !== deal.depositReference,
    refundedAt: toIso(deposit.refundedAt),
    deal:
      deal && auction && dealer
        ? {
            dealId: deal.id,
            auctionId: auction.id,
            model: auction.model,
            dealer,
            price: deal.price,
            fee: deal.fee,
            status: auction.status as AuctionStatus,
            statusLabel: auctionStatusLabel(auction.status),
            depositReference: deal.depositReference,
            canceledAt: toIso(deal.canceledAt),
            feeRefundedAt: toIso(deal.feeRefundedAt),
          }
        : null,
    candidates:
      state === 'UNMATCHED'
        ? rankCandidates(
            waiting.filter((c) => c.deal.fee === deposit.amount).map((c) => candidateOf(deposit, c)),
          )
        : [],
  };
}

export function createAdminDepositsService(ctx: Ctx) {
  const notices = { publicUrl: ctx.config.PUBLIC_URL, alimtalk: ctx.alimtalk };

  /** The deposit as the console shows it now. */
  const read = async (depositId: number): Promise<AdminDeposit> => {
    const row = await depositWithDeal(ctx.db, depositId);
    if (!row) {
      throw notFound(ADMIN_DEPOSIT_MESSAGES.depositNotFound);
    }
    const waiting =
      row.deposit.dealId === null ? await dealsWaitingForFees(ctx.db, [row.deposit.amount]) : [];
    return toAdminDeposit(row, waiting);
  };

  return {
    async list(query: AdminDepositsQuery): Promise<AdminDepositList> {
      const { rows, counts } = await listDeposits(ctx.db, query);
      const unmatched = rows.filter((row) => row.deposit.dealId === null && !row.deposit.refundedAt);
      const waiting = await dealsWaitingForFees(ctx.db, [
        ...new Set(unmatched.map((row) => row.deposit.amount)),
      ]);
      const total = counts[query.state];
      return {
        ...pageOf(
          rows.map((row) => toAdminDeposit(row, waiting)),
          total,
          query,
        ),
        counts,
      };
    },

    /**
     * Matches an unmatched deposit to the auction's deal waiting for its fee, by hand: the amount must be
     * the fee; the deal then moves on exactly as a transfer carrying its reference would (RESERVATION,
     * notices, `auction-update`). A deposit received after the deadline is accepted while the deal still
     * waits (docs/domain.md "Fees").
     */
    async match(depositId: number, auctionId: number, actor: AuditActor): Promise<AdminDeposit> {
      if (!(await findDeposit(ctx.db, depositId))) {
        throw notFound(ADMIN_DEPOSIT_MESSAGES.depositNotFound);
      }
      const now = ctx.clock.now();
      const paid = await ctx.db.transaction(async (tx) => {
        // The deal rules' lock order (ADR 008): the auction, then the deposit.
        const status = await lockAuctionStatus(tx, auctionId);
        if (status === null) {
          throw notFound(ADMIN_DEPOSIT_MESSAGES.auctionNotFound);
        }
        const deposit = await lockDeposit(tx, depositId);
        if (!deposit) {
          throw notFound(ADMIN_DEPOSIT_MESSAGES.depositNotFound);
        }
        if (deposit.refundedAt) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.alreadyRefunded);
        }
        if (deposit.dealId !== null) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.alreadyMatched);
        }
        const deal = await dealOfAuction(tx, auctionId);
        if (!deal || deal.canceledAt) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.notWaitingForFee);
        }
        if (deal.depositConfirmedAt || (await isDealPaid(tx, deal.id))) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.dealAlreadyPaid);
        }
        if (status !== 'DEALER_DEPOSIT' || deal.fee === null) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.notWaitingForFee);
        }
        if (deposit.amount !== deal.fee) {
          throw conflict(
            ADMIN_DEPOSIT_MESSAGES.amountIsNotFee(formatWon(deposit.amount), formatWon(deal.fee)),
          );
        }
        const result = await payWithDepositIn(tx, deal, deposit.id, now, notices);
        if (!result) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.notWaitingForFee);
        }
        await writeAudit(tx, actor, {
          action: 'DEPOSIT_MATCH',
          targetType: 'DEPOSIT',
          targetId: deposit.id,
          targetLabel: `${auctionId}번 경매 수수료 ${formatWon(deposit.amount)}`,
          before: { dealId: null, matchedAt: null, auctionStatus: status },
          after: { dealId: deal.id, matchedAt: now, auctionStatus: result.auction.status },
        });
        return result;
      });
      emitStatus(ctx, paid.auction);
      return read(depositId);
    },

    /**
     * Marks a deposit's money returned (ADMIN): one that paid nothing, or one whose deal was cancelled
     * since (its fee is then marked refunded too and the dealer told). A deal still in force keeps its fee.
     */
    async refund(depositId: number, reason: string, actor: AuditActor): Promise<AdminDeposit> {
      const found = await findDeposit(ctx.db, depositId);
      if (!found) {
        throw notFound(ADMIN_DEPOSIT_MESSAGES.depositNotFound);
      }
      const paidDeal = found.dealId === null ? null : await depositWithDeal(ctx.db, depositId);
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        // The paid deal's auction first (a cancellation racing this refund), then the deposit.
        if (paidDeal?.auction) {
          await lockAuctionStatus(tx, paidDeal.auction.id);
        }
        const deposit = await lockDeposit(tx, depositId);
        if (!deposit) {
          throw notFound(ADMIN_DEPOSIT_MESSAGES.depositNotFound);
        }
        if (deposit.refundedAt) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.alreadyRefunded);
        }
        // Matched after the first read: its deal has just been paid, so it is in force.
        if (deposit.dealId !== found.dealId) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.dealStillLive);
        }
        const deal = deposit.dealId === null ? null : (await depositWithDeal(tx, depositId))?.deal;
        if (deal && !deal.canceledAt) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.dealStillLive);
        }
        if (!(await markDepositRefunded(tx, deposit.id, now))) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.alreadyRefunded);
        }
        if (deal) {
          await markFeeRefunded(tx, deal.id, now);
        }
        await writeAudit(tx, actor, {
          action: 'DEPOSIT_REFUND',
          targetType: 'DEPOSIT',
          targetId: deposit.id,
          targetLabel: deal
            ? `${deal.auctionId}번 경매 수수료 ${formatWon(deposit.amount)}`
            : `${deposit.depositorName} ${formatWon(deposit.amount)}`,
          before: deal ? { refundedAt: null, feeRefundedAt: null } : { refundedAt: null },
          after: deal ? { refundedAt: now, feeRefundedAt: now } : { refundedAt: now },
          reason,
        });
        if (deal) {
          const parties = await partiesOf(tx, deal);
          await ctx.alimtalk(tx, {
            to: parties.dealer.phone,
            template: 'DEAL_FEE_REFUNDED',
            body: `[오토비드] ${parties.dealer.name}님, ${parties.model} 거래의 수수료 ${formatWon(deposit.amount)} 환불이 처리되었습니다.`,
            payload: { dealId: deal.id, auctionId: deal.auctionId, depositId: deposit.id },
          });
        }
      });
      return read(depositId);
    },
  };
}
