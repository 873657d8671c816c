// Alimtalk notices of an operator's cancel (ADMIN_CANCELED), written through the context's provider inside
// the cancel's transaction so a notice exists exactly when the cancel committed: the seller with the reason,
// the dealer of the cancelled deal (no penalty; a paid fee is refunded) and every other active bidder.
import type { DbOrTx } from '../../db/types';
import type { AlimtalkSender } from '../../providers/messaging';

export type OperatorCancelNotice = {
  auctionId: number;
  model: string;
  reason: string;
  seller: { name: string; phone: string } | null;
  /** The dealer whose deal was cancelled with the auction. */
  winner: { dealerId: number; name: string; phone: string } | null;
  /** Dealers with an active bid (the winner is told once, as the winner). */
  bidders: { dealerId: number; name: string; phone: string }[];
  feePaid: boolean;
};

export async function sendOperatorCancelNotices(
  db: DbOrTx,
  alimtalk: AlimtalkSender,
  input: OperatorCancelNotice,
): Promise<void> {
  const payload = { auctionId: input.auctionId, event: 'ADMIN_CANCELED' };
  const model = input.model || '등록하신';
  if (input.seller) {
    await alimtalk(db, {
      to: input.seller.phone,
      template: 'LISTING_ADMIN_CANCELED',
      body: `[오토비드] ${input.seller.name || '판매자'}님, ${model} 매물의 경매가 운영자에 의해 취소되었습니다.\n사유: ${input.reason}\n궁금하신 점은 고객센터로 문의해주세요.`,
      payload,
    });
  }
  if (input.winner) {
    const refund = input.feePaid ? '\n입금하신 수수료는 확인 후 환불해드립니다.' : '';
    await alimtalk(db, {
      to: input.winner.phone,
      template: 'DEAL_ADMIN_CANCELED',
      body: `[오토비드] ${input.winner.name}님, ${input.model} 거래가 운영자에 의해 취소되었습니다.\n사유: ${input.reason}\n이 취소로 딜러님께 페널티는 없습니다.${refund}`,
      payload,
    });
  }
  for (const bidder of input.bidders) {
    if (bidder.dealerId === input.winner?.dealerId) {
      continue;
    }
    await alimtalk(db, {
      to: bidder.phone,
      template: 'AUCTION_ADMIN_CANCELED',
      body: `[오토비드] ${bidder.name}님, 입찰하신 ${input.model} 경매가 운영자에 의해 취소되었습니다.\n입찰하신 내역에 따른 페널티는 없습니다.`,
      payload,
    });
  }
}
