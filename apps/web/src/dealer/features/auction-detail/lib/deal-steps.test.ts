import { describe, expect, it } from 'vitest';
import { RESERVED_AT_PATTERN, reservationRequest } from '@autobid/shared';
import {
  completePath,
  dayLabel,
  dealButtons,
  dealCancelVariant,
  isDealPanelState,
  reservedAtValue,
  seoulToday,
} from './deal-steps';

describe('dealButtons', () => {
  it('shows each step its own action next to the cancel button', () => {
    expect(dealButtons('DEALER_CONFIRM')).toEqual(['confirm', 'cancel']);
    expect(dealButtons('DEALER_DEPOSIT')).toEqual(['checkDeposit', 'cancel']);
    expect(dealButtons('RESERVATION')).toEqual(['reserve', 'cancel']);
    expect(dealButtons('RESERVATION_COMPLETE')).toEqual(['complete', 'cancel']);
  });
  it('shows no action on a closed deal', () => {
    expect(dealButtons('COMPLETE')).toEqual([]);
    expect(dealButtons('CANCELED')).toEqual([]);
  });
});

describe('isDealPanelState', () => {
  it('tells the deal states from the bidding ones', () => {
    expect(isDealPanelState('DEALER_DEPOSIT')).toBe(true);
    expect(isDealPanelState('CANCELED')).toBe(true);
    expect(isDealPanelState('BIDDING')).toBe(false);
    expect(isDealPanelState('UNSUCCESSFUL')).toBe(false);
  });
});

describe('dealCancelVariant', () => {
  it('is giving the win up before the fee is paid and a trade cancellation after the contact is revealed', () => {
    expect(dealCancelVariant('DEALER_CONFIRM')).toBe('forfeit');
    expect(dealCancelVariant('DEALER_DEPOSIT')).toBe('forfeit');
    expect(dealCancelVariant('RESERVATION')).toBe('trade');
    expect(dealCancelVariant('RESERVATION_COMPLETE')).toBe('trade');
  });
});

describe('seoulToday', () => {
  it('is the Seoul calendar date, which runs 9 hours ahead of UTC', () => {
    // 16:30 UTC on 1 March is 01:30 on 2 March in Seoul.
    const day = seoulToday(new Date('2025-03-01T16:30:00Z'));
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2025, 3, 2]);
    // 14:59 UTC on 31 December is still 23:59 on 31 December in Seoul.
    const eve = seoulToday(new Date('2024-12-31T14:59:00Z'));
    expect([eve.getFullYear(), eve.getMonth() + 1, eve.getDate()]).toEqual([2024, 12, 31]);
  });
  it('is a local midnight, as the calendar widget expects', () => {
    const day = seoulToday(new Date('2025-07-10T03:00:00Z'));
    expect([day.getHours(), day.getMinutes(), day.getSeconds()]).toEqual([0, 0, 0]);
  });
});

describe('reservedAtValue', () => {
  it('sends the picked day at 00:00:00 in the contract format', () => {
    expect(reservedAtValue(new Date(2025, 2, 2))).toBe('2025-03-02T00:00:00');
    expect(reservedAtValue(new Date(2025, 11, 31))).toBe('2025-12-31T00:00:00');
    expect(RESERVED_AT_PATTERN.test(reservedAtValue(new Date(2026, 0, 9)))).toBe(true);
    expect(reservationRequest.safeParse({ reservedAt: reservedAtValue(seoulToday()) }).success).toBe(true);
  });
});

describe('completePath', () => {
  it('opens the dealer completion route by id and the code-link route by code', () => {
    expect(completePath({ kind: 'id', id: 42 })).toBe('/deal/detail/42/complete');
    expect(completePath({ kind: 'code', code: 'abcDEF0123456789_-xyzw' })).toBe(
      '/alimtalk/auction/complete/abcDEF0123456789_-xyzw',
    );
  });
});

describe('dayLabel', () => {
  it('reads the picked day with its Korean weekday', () => {
    expect(dayLabel(new Date(2025, 2, 2))).toBe('2025.03.02 (일)');
    expect(dayLabel(new Date(2025, 2, 7))).toBe('2025.03.07 (금)');
  });
});
