// When an approved listing opens for bidding (docs/domain.md "Auction lifecycle"): the first 09:00
// Asia/Seoul strictly after the approval, so a listing approved before 09:00 opens the same morning.
// The approval stores it as the auction's start, the console's approval dialog and the seller's submit
// notice show it, and the approval Alimtalk says it: one rule, one time, everywhere.
import { AUCTION_START_HOUR_KST } from './constants';
import { formatDotDateTime } from './format';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** Asia/Seoul is UTC+9 all year (no daylight saving). */
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

/** The first 09:00 Asia/Seoul strictly after `approvedAt`. */
export function auctionOpensAt(approvedAt: Date | string | number): Date {
  const local = new Date(approvedAt).getTime() + SEOUL_OFFSET_MS;
  const nine = Math.floor(local / DAY_MS) * DAY_MS + AUCTION_START_HOUR_KST * HOUR_MS;
  return new Date((nine > local ? nine : nine + DAY_MS) - SEOUL_OFFSET_MS);
}

/** The seller's notice after submitting: the opening if an operator approved it at `submittedAt`. */
export function listingSubmittedNotice(submittedAt: Date | string | number): string {
  return `심사를 요청했습니다. 승인 후 첫 오전 9시에 경매가 시작됩니다 (지금 승인되면 ${formatDotDateTime(auctionOpensAt(submittedAt))}).`;
}
