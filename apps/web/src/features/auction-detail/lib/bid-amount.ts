// The bid amount field works in units of 10,000 won (만원): digits only, empty when 0, won = amount * 10,000.
import { AUCTION_MESSAGES, BID_UNIT_WON, MAX_BID_WON, MIN_BID_WON } from '@autobid/shared';

/** Largest amount the field accepts, in 만원. */
export const MAX_BID_MANWON = Math.floor(MAX_BID_WON / BID_UNIT_WON);
const MAX_DIGITS = String(MAX_BID_MANWON).length;

/** What the person typed -> the amount in 만원 (non-digits dropped, capped in length; 0 when empty). */
export function parseBidInput(raw: string): number {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits === '' ? 0 : Number(digits);
}

/** The amount as the field shows it: empty when 0 (docs/spec.md §5). */
export function bidInputValue(manwon: number): string {
  return manwon > 0 ? String(manwon) : '';
}

export function manwonToWon(manwon: number): number {
  return manwon * BID_UNIT_WON;
}

/** The message to show under the field, or null when the amount can be sent. */
export function validateBidAmount(manwon: number): string | null {
  if (!manwon) {
    return AUCTION_MESSAGES.priceRequired;
  }
  const won = manwonToWon(manwon);
  if (won < MIN_BID_WON || won > MAX_BID_WON) {
    return AUCTION_MESSAGES.priceRange;
  }
  return null;
}
