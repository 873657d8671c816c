// Fee deposits (docs/domain.md "Fees", ADR 008): a transfer recorded from the bank's signed notice or by an
// operator, which pays its deal by itself when it carries the deal's reference and exact fee (PAY_FEE, the
// lifecycle module's); the console's deposits by tab and search, with the deals an unmatched one could pay;
// a match by hand that pays the deal through the same transition; a refund mark (ADMIN). Each operator
// action writes one audit row in its transaction; a refused one changes and writes nothing.
import {
  ADMIN_DEPOSIT_MESSAGES,
  auctionStatusLabel,
  depositorLabel,
  depositReferencesIn,
  formatWon,
  type AdminDeposit,
  type AdminDepositCandidate,
  type AdminDepositList,
  type AdminDepositRequest,
  type AdminDepositsQuery,
  type AuctionStatus,
  type BankDepositResult,
  type OperatorDeposit,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/types';
import { AdminCommandError } from '../../lib/admin-command-error';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { pageOf } from '../../lib/paging';
import {
  BANK,
  OPERATOR_DEAL_MESSAGES,
  dealOfAuction,
  emitStatus,
  lockAuction,
  operatorActor,
  payOnArrival,
  payWithDepositIn,
  referenceOfDeposit,
  isFeeForfeit,
  refundFeeIn,
  type LifecycleActor,
} from '../auctions/auctions.public';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import { findDealerById } from '../access/access-policy';
import {
  auctionIdOfDeal,
  dealsWaitingForFees,
  depositWithDeal,
  findDeposit,
  insertDeposit,
  isDealPaid,
  listDeposits,
  lockDeposit,
  markDepositRefunded,
  type CandidateRow,
  type DepositListRow,
  type DepositRow,
} from './deposits.repository';

export type DepositInput = {
  amount: number;
  depositorName: string;
  memo?: string;
  /**
   * The deal reference the bank (a per-deal virtual account) or the operator (matching by hand) attached
   * to the transfer; without it the reference is read from the depositor name and the memo.
   */
  reference?: string;
  receivedAt: Date;
  source: 'WEBHOOK' | 'OPERATOR';
  externalId?: string;
  /** Who records it, for PAY_FEE: the bank (the default) or the operator. */
  actor?: LifecycleActor;
  /** Runs in the transaction that stores the deposit (an operator's audit row). */
  inTransaction?: (tx: Tx, deposit: DepositRow) => Promise<void>;
};

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'alimtalk' | 'contactRelay' | 'auctionEvents'> &
  Partial<Pick<AppContext, 'eInvoice'>>;

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

export function createDepositsService(ctx: Ctx) {
  const notices = {
    publicUrl: ctx.config.PUBLIC_URL,
    alimtalk: ctx.alimtalk,
    contactRelay: ctx.contactRelay,
    eInvoice: ctx.eInvoice,
  };

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

  async function recordDeposit(input: DepositInput): Promise<BankDepositResult> {
    const values = {
      dealId: null,
      amount: input.amount,
      depositorName: input.depositorName.trim(),
      memo: input.memo?.trim() ?? '',
      reference: input.reference?.trim() || null,
      receivedAt: input.receivedAt,
      source: input.source,
      externalId: input.externalId ?? null,
      createdAt: ctx.clock.now(),
    };
    const hook = input.inTransaction;
    const { deposit, duplicate } = hook
      ? await ctx.db.transaction(async (tx) => {
          const stored = await insertDeposit(tx, values);
          await hook(tx, stored.deposit);
          return stored;
        })
      : await insertDeposit(ctx.db, values);
    const answer = (paidAuctionId: number | null): BankDepositResult => ({
      depositId: deposit.id,
      duplicate,
      paidAuctionId,
    });
    if (deposit.dealId !== null) {
      return answer(await auctionIdOfDeal(ctx.db, deposit.dealId));
    }
    const paid = await payOnArrival(ctx.db, deposit, ctx.clock.now(), notices, input.actor ?? BANK);
    if (!paid) {
      return answer(null);
    }
    emitStatus(ctx, paid.auction);
    // An earlier transfer of the same deal may have paid it; this one then waits for an operator (refund).
    return answer(paid.depositId === deposit.id ? paid.deal.auctionId : null);
  }

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
        const status = (await lockAuction(tx, auctionId))?.status ?? null;
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
        const result = await payWithDepositIn(tx, deal, deposit.id, now, notices, operatorActor(actor));
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
          await lockAuction(tx, paidDeal.auction.id);
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
        if (deal && (await isFeeForfeit(tx, deal))) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.feeForfeited);
        }
        if (!(await markDepositRefunded(tx, deposit.id, now))) {
          throw conflict(ADMIN_DEPOSIT_MESSAGES.alreadyRefunded);
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
          await refundFeeIn(tx, deal, {
            now,
            amount: deposit.amount,
            depositId: deposit.id,
            alimtalk: ctx.alimtalk,
            eInvoice: ctx.eInvoice,
          });
        }
      });
      return read(depositId);
    },

    /**
     * Records a fee transfer (bank webhook or operator) and, when it carries exactly one deal reference
     * (the bank's or operator's `reference`, else the one 6-digit code in the depositor name and memo)
     * with that deal's exact fee, received by its deadline, pays that deal by itself. Money is never
     * refused: anything else waits unmatched for an operator. The same externalId twice is one deposit
     * (duplicate: true); a retry tries the match again.
     */
    recordDeposit,

    /**
     * Records a fee transfer for the auction's deal, matched to it by hand (the deal's reference); defaults:
     * the deal's fee and the depositor label the dealer was told to use. It pays the deal when the amount is
     * the fee and the deal still waits for it; otherwise it is kept for a refund.
     */
    async recordForAuction(
      auctionId: number,
      input: AdminDepositRequest,
      actor: AuditActor,
    ): Promise<OperatorDeposit> {
      const deal = await dealOfAuction(ctx.db, auctionId);
      if (!deal) {
        throw new AdminCommandError(OPERATOR_DEAL_MESSAGES.noDeal, 'ADMIN_NOT_FOUND');
      }
      const amount = input.amount ?? deal.fee;
      if (amount === null || !deal.depositReference) {
        throw new AdminCommandError(OPERATOR_DEAL_MESSAGES.feeNotFixed, 'ADMIN_CONFLICT');
      }
      const dealerName = (await findDealerById(ctx.db, deal.dealerId))?.name ?? '';
      const depositorName = input.depositorName?.trim() || depositorLabel(dealerName, deal.depositReference);
      const result = await recordDeposit({
        reference: deal.depositReference,
        amount,
        depositorName,
        receivedAt: ctx.clock.now(),
        source: 'OPERATOR',
        actor: operatorActor(actor),
        inTransaction: (tx, deposit) =>
          writeAudit(tx, actor, {
            action: 'DEPOSIT_RECORD',
            targetType: 'DEPOSIT',
            targetId: deposit.id,
            targetLabel: `${auctionId}번 경매`,
            before: null,
            after: { auctionId, amount, depositorName, reference: deal.depositReference },
          }),
      });
      return { auctionId, ...result, amount, depositorName };
    },
  };
}
