// The operator's selection for a seller (SELECT_BID by an operator, or by the CLI's database backend): the
// bid named, or the highest active one, goes through the deal rules exactly as the seller's selection does,
// with one audit row in its transaction. Shared by the console (auctions.console-routes.ts) and the CLI.
import type { DealActionResponse } from '@autobid/shared';
import type { AppContext } from '../../context';
import { AdminCommandError } from '../../lib/admin-command-error';
import { writeAudit, type AuditActor } from '../audit/audit.public';
import { activeBidsOf } from './active-bids';
import { findAuction } from './deals.repository';
import { createDealsService } from './deals.service';
import { operatorActor } from './transitions';

/** The refusals of an operator's deal step taken for the seller or the dealer (Korean). */
export const OPERATOR_DEAL_MESSAGES = {
  auctionNotFound: (id: number) => `${id}번 경매가 없습니다.`,
  noActiveBid: '선택할 수 있는 입찰이 없습니다.',
  noDeal: '낙찰자가 선택되지 않은 경매입니다. 먼저 입찰을 선택해주세요.',
  feeNotFixed: '낙찰 확정 전이라 수수료가 정해지지 않았습니다. 금액을 직접 입력해주세요.',
} as const;

export function createOperatorSelection(
  ctx: Pick<AppContext, 'db' | 'clock' | 'auctionEvents' | 'config' | 'alimtalk' | 'contactRelay'>,
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
        if (!(await findAuction(ctx.db, auctionId))) {
          throw new AdminCommandError(OPERATOR_DEAL_MESSAGES.auctionNotFound(auctionId), 'ADMIN_NOT_FOUND');
        }
        const [highest] = await activeBidsOf(ctx.db, auctionId);
        if (!highest) {
          throw new AdminCommandError(OPERATOR_DEAL_MESSAGES.noActiveBid, 'ADMIN_CONFLICT');
        }
        chosen = highest.id;
      }
      return dealsService.selectBid({
        auctionId,
        biddingId: chosen,
        actor: operatorActor(actor),
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
  };
}
