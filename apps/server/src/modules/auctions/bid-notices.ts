// Messaging-app (Alimtalk) notices of bidding, written through the context's Alimtalk provider inside the
// bid's transaction, so a notice exists exactly when the bid that caused it committed: a dealer whose bid
// another dealer's bid (new or raised) passed hears of it once per auction (docs/domain.md "Bids").
import { formatDotDateTime, formatKoreanWon } from '@autobid/shared';
import type { DbOrTx } from '../../db/types';
import type { AlimtalkSender } from '../../providers/messaging';
import type { OutbidDealer } from './auctions.repository';

export type OutbidNoticeInput = {
  auctionId: number;
  model: string;
  endDate: Date | null;
  /** The price that passed the dealers' bids (now the highest). */
  topPrice: number;
  /** Where the dealer raises the bid: the detail page of the web app. */
  publicUrl: string;
};

/** The outbid notice's text (template BID_OUTBID). */
function outbidMessage(dealer: OutbidDealer, input: OutbidNoticeInput): string {
  const deadline = input.endDate ? `\n마감: ${formatDotDateTime(input.endDate)}` : '';
  return (
    `[오토비드] ${dealer.name}님, ${input.model} 경매에 더 높은 입찰이 들어왔습니다.\n` +
    `내 입찰가: ${formatKoreanWon(dealer.price)}\n최고 입찰가: ${formatKoreanWon(input.topPrice)}${deadline}\n` +
    '마감 전까지 경매 상세에서 입찰가를 올릴 수 있습니다.'
  );
}

export async function sendOutbidNotices(
  db: DbOrTx,
  alimtalk: AlimtalkSender,
  dealers: OutbidDealer[],
  input: OutbidNoticeInput,
): Promise<void> {
  const link = `${input.publicUrl.replace(/\/+$/, '')}/auction/detail/${input.auctionId}`;
  for (const dealer of dealers) {
    await alimtalk(db, {
      to: dealer.phoneNumber,
      template: 'BID_OUTBID',
      body: outbidMessage(dealer, input),
      link,
      payload: { auctionId: input.auctionId, event: 'OUTBID', button: '입찰가 올리기' },
    });
  }
}
