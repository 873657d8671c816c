// Operator deal steps shared by the operator API and the operator CLI: selecting a bid for a seller and
// recording a fee deposit by hand (the deals list is admin-auctions'; dealer decisions are
// dealers/dealer-decisions.ts, the outbox modules/outbox).
import { eq } from 'drizzle-orm';
import {
  depositorLabel,
  type AdminDepositRequest,
  type DealActionResponse,
  type OperatorDeposit,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { auctions } from '../../db/schema';
import { AdminCommandError } from '../../lib/admin-command-error';
import { findDealerById } from '../access/access-policy';
import { dealOfAuction } from '../auctions/auctions.public';
import { createDealsService } from '../deals/deals.service';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import { activeBidsOf } from '../sellers/sellers.public';

export const ADMIN_MESSAGES = {
  auctionNotFound: (id: number) => `${id}번 경매가 없습니다.`,
  noActiveBid: '선택할 수 있는 입찰이 없습니다.',
  noDeal: '낙찰자가 선택되지 않은 경매입니다. 먼저 입찰을 선택해주세요.',
  feeNotFixed: '낙찰 확정 전이라 수수료가 정해지지 않았습니다. 금액을 직접 입력해주세요.',
} as const;

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
