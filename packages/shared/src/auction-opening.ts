// When an approved listing opens for bidding (docs/domain.md "Auction lifecycle"): the first 09:00
// Asia/Seoul strictly after the approval, so a listing approved before 09:00 opens the same morning.
// The approval stores it as the auction's start, the console's approval dialog and the seller's submit
// notice show it, and the approval Alimtalk says it: one rule, one time, everywhere.
import { AUCTION_START_HOUR_KST } from './constants';
import { formatDotDateTime } from './format';
import { nextKstHour } from './kst';

/** The first 09:00 (AUCTION_START_HOUR_KST) Asia/Seoul strictly after `approvedAt`. */
export function auctionOpensAt(approvedAt: Date | string | number): Date {
  return nextKstHour(approvedAt, AUCTION_START_HOUR_KST);
}

/** The seller's notice after submitting: the opening if an operator approved it at `submittedAt`. */
export function listingSubmittedNotice(submittedAt: Date | string | number): string {
  return `심사를 요청했습니다. 승인 후 첫 오전 9시에 경매가 시작됩니다 (지금 승인되면 ${formatDotDateTime(auctionOpensAt(submittedAt))}).`;
}
