// How a cancelled deal ended, in the seller's words (docs/domain.md "Listings"): the runner-up note's title
// and the closed listing's line say what happened (the dealer cancelled, or let the fee window pass, or
// the deal stalled), never "the dealer cancelled" for a deadline the clock applied.
import { RULE_SENTENCES, type SellerDealEnd } from '@autobid/shared';

type Ended = SellerDealEnd | null | undefined;

const RUNNER_UP_TITLES: Partial<Record<SellerDealEnd, string>> = {
  DEPOSIT_EXPIRED: '1순위 딜러가 수수료 입금 기한을 넘겨 거래가 취소되었습니다.',
  NO_PROGRESS: RULE_SENTENCES.noProgressRunnerUpTitle,
};

const CANCELED_LINES: Partial<Record<SellerDealEnd, string>> = {
  DEPOSIT_EXPIRED: '딜러가 수수료 입금 기한을 넘겨 거래가 취소되었습니다',
  NO_PROGRESS: RULE_SENTENCES.noProgressCanceledLine,
  DEALER_CANCELED: '딜러가 거래를 취소했습니다',
};

/** What happened to the first winner's deal, as the heading of the runner-up offer. */
export function runnerUpTitle(ended: Ended): string {
  return (ended && RUNNER_UP_TITLES[ended]) ?? '1순위 딜러가 거래를 취소했습니다.';
}

/** The next-step line of a listing whose deal ended with no other bid to choose (DEALER_CANCELED). */
export function dealCanceledText(ended: Ended): string {
  return (ended && CANCELED_LINES[ended]) ?? '낙찰 딜러와의 거래가 취소되었습니다';
}
