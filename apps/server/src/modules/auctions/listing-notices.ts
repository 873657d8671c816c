// Messaging-app (Alimtalk) notices of the listing's transitions (APPROVE, REJECT, OPEN, CLOSE,
// SELLER_WITHDRAW in transitions.ts), written through the context's Alimtalk provider inside the transaction
// of the status change, so a notice exists exactly when its change committed: the seller hears of the review,
// the opening and the end; bidders hear of a withdrawal. Every seller notice links to the listing's page.
import { RULE_SENTENCES, formatDotDateTime } from '@autobid/shared';
import { eq, inArray } from 'drizzle-orm';
import { auctions, sellers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { AlimtalkSender } from '../../providers/messaging';

export type ListingNoticeEvent =
  | { kind: 'APPROVED'; opensAt: Date | null }
  | { kind: 'REJECTED'; reason: string }
  | { kind: 'OPENED'; endDate: Date | null }
  | { kind: 'ENDED'; bidderCount: number; selectExpireAt: Date | null };

/** Who the seller notice goes to, and the listing it is about. */
export type ListingSellerTarget = { auctionId: number; model: string; name: string; phone: string };

/**
 * Every seller notice links to the listing's page in the seller app (docs/domain.md "Listings"), which asks
 * for the seller's phone login first when there is no session and then opens the listing.
 */
export function sellerListingUrl(publicUrl: string, auctionId: number): string {
  return `${publicUrl}/seller/auctions/${auctionId}`;
}

/** The link's button in the message. */
export const SELLER_LINK_BUTTON = '내 매물 보기';

/** A seller without a name yet (a new phone) is addressed as 판매자. */
const sellerHead = (target: ListingSellerTarget) =>
  `[오토비드] ${target.name || '판매자'}님, ${target.model || '등록하신'} 매물`;

function sellerMessage(target: ListingSellerTarget, event: ListingNoticeEvent) {
  const head = sellerHead(target);
  switch (event.kind) {
    case 'APPROVED':
      return {
        template: 'LISTING_APPROVED',
        body: `${head} 심사가 승인되었습니다.\n${RULE_SENTENCES.approvedNotice(formatDotDateTime(event.opensAt))}`,
      };
    case 'REJECTED':
      return {
        template: 'LISTING_REJECTED',
        body: `${head} 심사가 반려되었습니다.\n사유: ${event.reason}\n내용을 수정한 뒤 다시 심사를 요청해주세요.`,
      };
    case 'OPENED':
      return {
        template: 'LISTING_OPENED',
        body: `${head} 경매가 시작되었습니다.\n마감: ${formatDotDateTime(event.endDate)}`,
      };
    case 'ENDED':
      return event.bidderCount > 0
        ? {
            template: 'LISTING_ENDED',
            body: `${head} 경매가 마감되었습니다. (입찰 ${event.bidderCount}건)\n${formatDotDateTime(event.selectExpireAt)}까지 거래할 딜러를 선택해주세요. 선택하지 않으면 거래가 진행되지 않습니다.`,
          }
        : {
            template: 'LISTING_ENDED_NO_BID',
            body: `${head} 경매가 입찰 없이 마감되었습니다.\n다시 등록하시려면 고객센터로 문의해주세요.`,
          };
  }
}

/** The listings' sellers, for the seller notices of a status change (by auction id). */
export async function sellersOfListings(db: DbOrTx, auctionIds: number[]) {
  if (!auctionIds.length) {
    return new Map<number, { model: string; name: string; phone: string }>();
  }
  const rows = await db
    .select({ id: auctions.id, model: auctions.model, name: sellers.name, phone: sellers.phoneNumber })
    .from(auctions)
    .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
    .where(inArray(auctions.id, auctionIds));
  return new Map(rows.map(({ id, ...seller }) => [id, seller]));
}

/** Where seller notices go: the Alimtalk provider and PUBLIC_URL, the base of the listing link. */
export type SellerNoticeDeps = { alimtalk: AlimtalkSender; publicUrl: string };

export async function sendSellerNotice(
  db: DbOrTx,
  deps: SellerNoticeDeps,
  target: ListingSellerTarget,
  event: ListingNoticeEvent,
): Promise<void> {
  const message = sellerMessage(target, event);
  await deps.alimtalk(db, {
    to: target.phone,
    template: message.template,
    body: message.body,
    link: sellerListingUrl(deps.publicUrl, target.auctionId),
    payload: { auctionId: target.auctionId, event: event.kind, button: SELLER_LINK_BUTTON },
  });
}

/**
 * The seller withdrew the listing: every dealer with an active bid is told, the selected one (a deal in
 * DEALER_CONFIRM, cancelled with it) that the selection is void; nobody is penalised.
 */
export async function sendWithdrawnNotices(
  db: DbOrTx,
  alimtalk: AlimtalkSender,
  input: {
    auctionId: number;
    model: string;
    bidders: { dealerName: string; dealerPhone: string; isSelected: boolean }[];
  },
): Promise<void> {
  for (const bidder of input.bidders) {
    const head = `[오토비드] ${bidder.dealerName}님, ${input.model}`;
    await alimtalk(db, {
      to: bidder.dealerPhone,
      template: bidder.isSelected ? 'LISTING_WITHDRAWN_SELECTED' : 'LISTING_WITHDRAWN',
      body: bidder.isSelected
        ? `${head} 판매자가 매물 등록을 취소하여 낙찰이 취소되었습니다.\n이 취소로 딜러님께 페널티는 없습니다.`
        : `${head} 판매자가 매물 등록을 취소하여 경매가 종료되었습니다.\n입찰하신 내역에 따른 페널티는 없습니다.`,
      payload: { auctionId: input.auctionId, event: 'WITHDRAWN' },
    });
  }
}
