// Messaging-app (Alimtalk) notices of bidding. A dealer whose bid another dealer's bid (new or raised) passed
// hears of it once per auction (docs/domain.md "Bids"). The bid's own database call writes these notices to the
// outbox in the bid's transaction (migration 0017, `bid_write`), so a notice exists exactly when the bid that
// caused it committed and the auction's lock waits on no turn of the server: this file gives it the text around
// what only the database knows then (the dealer's name and own price, the auction's model and deadline).
import { formatDotDateTime, formatKoreanWon } from '@autobid/shared';
import { alimtalkOutboxColumns, type AlimtalkSender } from '../../providers/messaging';

/** The outbid notice's text (template BID_OUTBID), cut around the five values the database puts in. */
function outbidParts(topPrice: number): [string, string, string, string, string, string] {
  return [
    '[오토비드] ',
    '님, ',
    ' 경매에 더 높은 입찰이 들어왔습니다.\n내 입찰가: ',
    `\n최고 입찰가: ${formatKoreanWon(topPrice)}`,
    '\n마감: ',
    '\n마감 전까지 경매 상세에서 입찰가를 올릴 수 있습니다.',
  ];
}

/**
 * The text of the outbid notice as `bid_write` writes it, for a dealer passed at `ownPrice` by a bid of
 * `topPrice` (then the highest): the reference the database's rendering is tested against.
 */
export function outbidMessage(
  dealer: { name: string; price: number },
  auction: { model: string; endDate: Date | null },
  topPrice: number,
): string {
  const [beforeName, afterName, afterModel, afterPrice, beforeDeadline, end] = outbidParts(topPrice);
  const deadline = auction.endDate ? `${beforeDeadline}${formatDotDateTime(auction.endDate)}` : '';
  return `${beforeName}${dealer.name}${afterName}${auction.model}${afterModel}${formatKoreanWon(dealer.price)}${afterPrice}${deadline}${end}`;
}

/** The outbid notice of a bid of `price` on auction `auctionId`, as `bid_write` takes it (its p_notice). */
export function outbidNotice(
  alimtalk: AlimtalkSender,
  input: { auctionId: number; price: number; publicUrl: string },
): Record<string, unknown> {
  return {
    ...alimtalkOutboxColumns(alimtalk),
    template: 'BID_OUTBID',
    link: `${input.publicUrl.replace(/\/+$/, '')}/auction/detail/${input.auctionId}`,
    payload: { auctionId: input.auctionId, event: 'OUTBID', button: '입찰가 올리기' },
    parts: outbidParts(input.price),
  };
}
