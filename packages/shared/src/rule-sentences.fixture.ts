// Other numbers for every rule, none of which appears in today's sentences: the rule-sentence tests build
// the sentences (and mock the constants) with them to see every sentence follow.
import type { RuleNumbers } from './rule-sentences';

export const OTHER_RULE_NUMBERS: RuleNumbers = {
  auctionStartHour: 7,
  auctionDurationHours: 36,
  feeDepositWindowMinutes: 45,
  noProgressHours: 72,
  lateCompletionHours: 3,
  freeBidCancels: 2,
  firstBanDays: 5,
  repeatBanDays: 21,
  penaltyWindowDays: 120,
  fixedBanDays: 30,
  suspensionReportCount: 4,
};
