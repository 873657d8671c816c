import { AUCTION_MESSAGES } from '@autobid/shared';
import { describe, expect, it } from 'vitest';
import { MAX_BID_MANWON, bidInputValue, manwonToWon, parseBidInput, validateBidAmount } from './bid-amount';

describe('bid amount field', () => {
  it('keeps digits only and drops leading zeros', () => {
    expect(parseBidInput('1,250')).toBe(1250);
    expect(parseBidInput('abc12d3')).toBe(123);
    expect(parseBidInput('007')).toBe(7);
    expect(parseBidInput('')).toBe(0);
    expect(parseBidInput('000')).toBe(0);
    expect(parseBidInput('-5')).toBe(5);
  });

  it('caps the length at the largest allowed amount', () => {
    expect(parseBidInput('99999999999')).toBe(Number(String(99999999999).slice(0, String(MAX_BID_MANWON).length)));
  });

  it('shows empty when 0', () => {
    expect(bidInputValue(0)).toBe('');
    expect(bidInputValue(350)).toBe('350');
  });

  it('converts 만원 to won', () => {
    expect(manwonToWon(1250)).toBe(12_500_000);
  });

  it('requires an amount and checks the bounds', () => {
    expect(validateBidAmount(0)).toBe(AUCTION_MESSAGES.priceRequired);
    expect(validateBidAmount(1)).toBeNull();
    expect(validateBidAmount(MAX_BID_MANWON)).toBeNull();
    expect(validateBidAmount(MAX_BID_MANWON + 1)).toBe(AUCTION_MESSAGES.priceRange);
  });
});
