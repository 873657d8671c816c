// What the bid confirmation says about an amount before it is sent (issue: a bid that cannot be fat-fingered):
// the amount in words and digits, and a warning when it is far from the hope price or the top bid.
import { formatKoreanWon, formatWon } from '@autobid/shared';

/** Above this share of the hope price or of the top bid, the confirmation warns (150%). */
const HIGH_RATIO = 1.5;
/** Below this share of the top bid, the confirmation warns (50%). */
const LOW_RATIO = 0.5;

/** `3,000만원 (30,000,000원)`: the grouped amount and the exact won. */
export function amountInWords(won: number): string {
  return `${formatKoreanWon(won)} (${formatWon(won)})`;
}

/**
 * The warnings for a bid of `price` won: above 150% of the hope price, above 150% of the top bid, below 50%
 * of the top bid. A missing hope price or no bid yet (0) asks nothing of that kind.
 */
export function bidWarnings(input: {
  price: number;
  hopePrice: number | null;
  maxBiddingPrice: number;
}): string[] {
  const { price, hopePrice, maxBiddingPrice } = input;
  const warnings: string[] = [];
  if (hopePrice && hopePrice > 0 && price > hopePrice * HIGH_RATIO) {
    warnings.push(`희망가 ${formatKoreanWon(hopePrice)}의 150%를 넘는 금액입니다.`);
  }
  if (maxBiddingPrice > 0 && price > maxBiddingPrice * HIGH_RATIO) {
    warnings.push(`최고 입찰가 ${formatKoreanWon(maxBiddingPrice)}의 150%를 넘는 금액입니다.`);
  }
  if (maxBiddingPrice > 0 && price < maxBiddingPrice * LOW_RATIO) {
    warnings.push(`최고 입찰가 ${formatKoreanWon(maxBiddingPrice)}의 50%에 못 미치는 금액입니다.`);
  }
  return warnings;
}

/** The dealer's active bid stands below another dealer's (the top is higher than it). */
export function isOutbid(input: { biddingPrice: number; maxBiddingPrice: number }): boolean {
  return input.biddingPrice > 0 && input.maxBiddingPrice > input.biddingPrice;
}
