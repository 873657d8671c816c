import { describe, expect, it } from 'vitest';
import { dealerStepDeadline, lateCompletionAt } from './deal-deadlines';
import { COMPLETION_DEADLINE_SENTENCE } from './rule-sentences';

// 2031-04-10 00:00 in Seoul.
const tradeDay = new Date('2031-04-09T15:00:00Z');
const step = { statusChangedAt: new Date('2031-04-08T00:00:00Z'), depositDeadline: null, reservedAt: null };

describe('deal deadlines', () => {
  it('puts the late mark at 02:00 Seoul the day after the trade date, as the sentence says', () => {
    expect(lateCompletionAt(tradeDay).toISOString()).toBe('2031-04-10T17:00:00.000Z');
    expect(COMPLETION_DEADLINE_SENTENCE).toBe(
      '거래일 다음 날 오전 2시까지 거래 완료를 등록하지 않으면 14일간 입찰이 제한됩니다.',
    );
  });

  it('gives each step waiting on the dealer the deadline the deal clock applies', () => {
    const now = new Date('2031-04-08T01:00:00Z');
    expect(dealerStepDeadline({ ...step, status: 'DEALER_CONFIRM' }, now)?.toISOString()).toBe(
      '2031-04-10T00:00:00.000Z',
    );
    const depositDeadline = new Date('2031-04-08T01:30:00Z');
    expect(dealerStepDeadline({ ...step, status: 'DEALER_DEPOSIT', depositDeadline }, now)).toEqual(
      depositDeadline,
    );
    const complete = { ...step, status: 'RESERVATION_COMPLETE' as const, reservedAt: tradeDay };
    expect(dealerStepDeadline(complete, now)).toEqual(lateCompletionAt(tradeDay));
    // Past the late mark: the no-progress cancellation 48 hours later.
    expect(dealerStepDeadline(complete, new Date('2031-04-11T00:00:00Z'))?.toISOString()).toBe(
      '2031-04-12T17:00:00.000Z',
    );
    expect(dealerStepDeadline({ ...step, status: 'COMPLETE' }, now)).toBeNull();
  });
});
