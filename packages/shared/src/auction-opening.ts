// When an approved listing opens for bidding (docs/domain.md "Auction lifecycle"): the first 09:00
// Asia/Seoul strictly after the approval, so a listing approved before 09:00 opens the same morning.
// The approval stores it as the auction's start, the console's approval dialog and the seller's submit
// notice show it, and the approval Alimtalk says it: one rule, one time, everywhere.
import { AUCTION_START_HOUR_KST } from './constants';
import { formatDotDateTime } from './format';
import { nextKstHour } from './kst';
import { RULE_SENTENCES } from './rule-sentences';

/** The first 09:00 (AUCTION_START_HOUR_KST) Asia/Seoul strictly after `approvedAt`. */
export function auctionOpensAt(approvedAt: Date | string | number): Date {
  return nextKstHour(approvedAt, AUCTION_START_HOUR_KST);
}

/** The seller's notice after submitting: the opening if an operator approved it at `submittedAt`. */
export function listingSubmittedNotice(submittedAt: Date | string | number): string {
  return RULE_SENTENCES.listingSubmittedAt(formatDotDateTime(auctionOpensAt(submittedAt)));
}
