// Operator decisions shared by the operator API and the operator CLI: dealer applications (approve,
// reject), the outbox, selecting a bid for a seller and recording a fee deposit by hand (the deals list is
// admin-auctions').
import { desc, eq } from 'drizzle-orm';
import {
  ADMIN_DEALER_MESSAGES,
  depositorLabel,
  normalizeDealerStatus,
  OPERATOR_MESSAGES,
  type AdminDepositRequest,
  type DealActionResponse,
  type DealerDecision,
  type ErrorCode,
  type OperatorDeposit,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { auctions, dealers, notificationOutbox } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AlimtalkSender } from '../../providers/messaging';
import { dealOfAuction } from '../auctions/auctions.public';
import { createDealsService } from '../deals/deals.service';
import { findDealerById, type DealerRow } from '../dealers/dealers.public';
import { changeDealer } from '../admin-dealers/admin-dealers.service';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import { activeBidsOf } from '../sellers/sellers.public';

export type AdminDeps = { clock: Clock; publicUrl: string; alimtalk: AlimtalkSender };

/** An operator request that cannot be carried out; the message says why (Korean). */
export class AdminCommandError extends AppError {
  /** `code` is one of the ADMIN_ codes, or the server's own code relayed by the CLI. */
  constructor(message: string, code: ErrorCode = 'ADMIN_REQUEST_REFUSED') {
    super(code, message);
    this.name = 'AdminCommandError';
  }
}

export const ADMIN_MESSAGES = {
  dealerNotFound: (username: string) => `아이디 "${username}"인 딜러가 없습니다.`,
  reasonRequired: OPERATOR_MESSAGES.reasonRequired,
  auctionNotFound: (id: number) => `${id}번 경매가 없습니다.`,
  noActiveBid: '선택할 수 있는 입찰이 없습니다.',
  noDeal: '낙찰자가 선택되지 않은 경매입니다. 먼저 입찰을 선택해주세요.',
  feeNotFixed: '낙찰 확정 전이라 수수료가 정해지지 않았습니다. 금액을 직접 입력해주세요.',
} as const;

/**
 * The dealer waiting for a decision, its row locked for the decision's transaction (a re-application or a
 * second operator landing at the same moment waits, then finds it decided): 404 when there is none, 409
 * when it is not in review (approving twice, or a dealer already rejected) — never a silent re-decision.
 */
async function lockWaitingDealer(tx: Tx, username: string): Promise<DealerRow> {
  const [row] = await tx.select().from(dealers).where(eq(dealers.username, username)).for('update');
  if (!row) {
    throw new AdminCommandError(ADMIN_MESSAGES.dealerNotFound(username), 'ADMIN_NOT_FOUND');
  }
  if (normalizeDealerStatus(row.status) !== 'AUDIT') {
    throw new AdminCommandError(ADMIN_DEALER_MESSAGES.notWaiting, 'ADMIN_CONFLICT');
  }
  return row;
}

/**
 * Approves the application, or a pending change of an approved dealer's identity (the new name, agency
 * name or number take effect now), and tells the dealer by Alimtalk.
 */
export async function approveDealer(
  db: Db,
  username: string,
  deps: AdminDeps,
  actor: AuditActor,
): Promise<DealerDecision> {
  const now = deps.clock.now();
  const send = deps.alimtalk;
  return db.transaction(async (tx) => {
    const dealer = await lockWaitingDealer(tx, username);
    const change = {
      ...(dealer.pendingIdentity ?? {}),
      pendingIdentity: null,
      status: 'APPROVED' as const,
      approvedAt: now,
      reason: '',
      rejectedAt: null,
    };
    await changeDealer(tx, actor, dealer, change, { action: 'DEALER_APPROVE', now });
    await send(tx, {
      to: dealer.phoneNumber,
      template: 'DEALER_APPROVED',
      body: `[오토비드] ${dealer.name}님의 딜러 가입이 승인되었습니다. 지금 로그인하여 경매에 참여해보세요.`,
      link: `${deps.publicUrl}/login`,
      payload: { dealerId: dealer.id },
    });
    return { id: dealer.id, username: dealer.username, status: 'APPROVED' as const };
  });
}

/**
 * Rejects the application with a reason the dealer sees on /wait, and tells them by Alimtalk. A pending
 * identity change of a dealer approved before is refused instead: the approved values stand and the
 * dealer is approved again.
 */
export async function rejectDealer(
  db: Db,
  username: string,
  reason: string,
  deps: AdminDeps,
  actor: AuditActor,
): Promise<DealerDecision> {
  const text = reason.trim();
  if (!text) {
    throw new AdminCommandError(ADMIN_MESSAGES.reasonRequired);
  }
  const now = deps.clock.now();
  const send = deps.alimtalk;
  return db.transaction(async (tx) => {
    const dealer = await lockWaitingDealer(tx, username);
    const record = (change: Partial<DealerRow>) =>
      changeDealer(tx, actor, dealer, change, { action: 'DEALER_REJECT', now, reason: text });
    if (dealer.pendingIdentity && dealer.approvedAt) {
      const change = { pendingIdentity: null, status: 'APPROVED' as const };
      await record(change);
      await send(tx, {
        to: dealer.phoneNumber,
        template: 'DEALER_IDENTITY_CHANGE_REJECTED',
        body: `[오토비드] ${dealer.name}님의 정보 변경이 반려되었습니다. 사유: ${text} 기존 정보로 계속 이용하실 수 있습니다.`,
        link: `${deps.publicUrl}/profile`,
        payload: { dealerId: dealer.id, reason: text },
      });
      return { id: dealer.id, username: dealer.username, status: 'APPROVED' as const, reason: text };
    }
    const change = {
      status: 'REJECTED' as const,
      reason: text,
      rejectedAt: now,
      approvedAt: null,
      pendingIdentity: null,
    };
    await record(change);
    await send(tx, {
      to: dealer.phoneNumber,
      template: 'DEALER_REJECTED',
      body: `[오토비드] ${dealer.name}님의 딜러 가입이 반려되었습니다. 사유: ${text} 내용을 수정하여 다시 신청해주세요.`,
      link: `${deps.publicUrl}/wait`,
      payload: { dealerId: dealer.id, reason: text },
    });
    return { id: dealer.id, username: dealer.username, status: 'REJECTED' as const, reason: text };
  });
}

/** The latest n outbox messages, newest first. */
export async function latestOutbox(db: Db, n = 20) {
  const limit = Math.min(Math.max(Math.trunc(n) || 20, 1), 500);
  return db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.id)).limit(limit);
}

/** The operator's deal actions; they go through the deal rules like the seller's and the bank's. */
export function createAdminOperations(
  ctx: Pick<AppContext, 'db' | 'clock' | 'auctionEvents' | 'config' | 'alimtalk'>,
) {
  const dealsService = createDealsService(ctx);
  return {
    /** Selects a bid for the seller; without biddingId the highest active bid (the earliest among equals). */
    async selectBid(
      auctionId: number,
      biddingId: number | undefined,
      actor: AuditActor,
    ): Promise<DealActionResponse> {
      let chosen = biddingId;
      if (chosen === undefined) {
        const [exists] = await ctx.db
          .select({ id: auctions.id })
          .from(auctions)
          .where(eq(auctions.id, auctionId))
          .limit(1);
        if (!exists) {
          throw new AdminCommandError(ADMIN_MESSAGES.auctionNotFound(auctionId), 'ADMIN_NOT_FOUND');
        }
        const [highest] = await activeBidsOf(ctx.db, auctionId);
        if (!highest) {
          throw new AdminCommandError(ADMIN_MESSAGES.noActiveBid, 'ADMIN_CONFLICT');
        }
        chosen = highest.id;
      }
      return dealsService.selectBid({
        auctionId,
        biddingId: chosen,
        inTransaction: (tx, deal) =>
          writeAudit(tx, actor, {
            action: 'DEAL_SELECT',
            targetType: 'AUCTION',
            targetId: auctionId,
            before: { status: 'TIME_EXPIRED' },
            after: {
              status: 'DEALER_CONFIRM',
              dealId: deal.id,
              biddingId: deal.biddingId,
              dealerId: deal.dealerId,
              price: deal.price,
            },
          }),
      });
    },

    /**
     * Records a fee transfer for the auction's deal, matched to it by hand (the deal's reference); defaults:
     * the deal's fee and the depositor label the dealer was told to use. It pays the deal when the amount is
     * the fee and the deal still waits for it; otherwise it is kept for a refund.
     */
    async recordDeposit(
      auctionId: number,
      input: AdminDepositRequest,
      actor: AuditActor,
    ): Promise<OperatorDeposit> {
      const deal = await dealOfAuction(ctx.db, auctionId);
      if (!deal) {
        throw new AdminCommandError(ADMIN_MESSAGES.noDeal, 'ADMIN_NOT_FOUND');
      }
      const amount = input.amount ?? deal.fee;
      if (amount === null || !deal.depositReference) {
        throw new AdminCommandError(ADMIN_MESSAGES.feeNotFixed, 'ADMIN_CONFLICT');
      }
      const dealerName = (await findDealerById(ctx.db, deal.dealerId))?.name ?? '';
      const depositorName = input.depositorName?.trim() || depositorLabel(dealerName, deal.depositReference);
      const result = await dealsService.recordDeposit({
        reference: deal.depositReference,
        amount,
        depositorName,
        receivedAt: ctx.clock.now(),
        source: 'OPERATOR',
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
