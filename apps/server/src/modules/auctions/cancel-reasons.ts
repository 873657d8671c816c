// The reasons the system writes on the deals it cancels or releases (docs/domain.md "Deals"): the deal
// service writes them, the trust card and the dealer score read them.
import { RULE_SENTENCES } from '@autobid/shared';

export const SYSTEM_CANCEL_REASONS = {
  depositExpired: '입금 기한 초과',
  noProgress: RULE_SENTENCES.noProgressCancelReason,
  /** The winner could no longer confirm (a ban, a suspension): the seller chooses again, no penalty. */
  released: '낙찰 딜러의 거래 제한으로 낙찰 해제',
} as const;
