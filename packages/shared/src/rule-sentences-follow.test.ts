// Every place in shared that states a rule follows the constants: with other numbers in constants.ts, the
// messages, labels and notices that server and web show say the other numbers, and the clocks use them.
import { describe, expect, it, vi } from 'vitest';
import * as shared from './index';
import { OTHER_RULE_NUMBERS } from './rule-sentences.fixture';

vi.mock('./constants', async (importOriginal) => {
  const other = (await import('./rule-sentences.fixture')).OTHER_RULE_NUMBERS;
  return {
    ...(await importOriginal<typeof import('./constants')>()),
    AUCTION_START_HOUR_KST: other.auctionStartHour,
    AUCTION_DURATION_HOURS: other.auctionDurationHours,
    FEE_DEPOSIT_WINDOW_MINUTES: other.feeDepositWindowMinutes,
    NO_PROGRESS_HOURS: other.noProgressHours,
    LATE_COMPLETION_HOURS: other.lateCompletionHours,
    FREE_BID_CANCELS: other.freeBidCancels,
    FIRST_BAN_DAYS: other.firstBanDays,
    REPEAT_BAN_DAYS: other.repeatBanDays,
    PENALTY_WINDOW_DAYS: other.penaltyWindowDays,
    FIXED_BAN_DAYS: other.fixedBanDays,
    SUSPENSION_REPORT_COUNT: other.suspensionReportCount,
  };
});

describe('a changed constant', () => {
  it('changes every message and label that states it', () => {
    expect(shared.RULE_NUMBERS).toEqual(OTHER_RULE_NUMBERS);
    expect(shared.DEAL_MESSAGES.confirmed).toBe('낙찰을 확정했습니다. 45분 안에 수수료를 입금해주세요.');
    expect(shared.DEAL_MESSAGES.depositExpired).toBe('입금 기한(45분)이 지나 거래가 취소되었습니다.');
    expect(shared.LISTING_MESSAGES.submitted).toBe(
      '심사를 요청했습니다. 승인 후 첫 오전 7시에 경매가 시작됩니다.',
    );
    expect(shared.SELLER_DEAL_END_LABELS.NO_PROGRESS).toBe('72시간 동안 거래 미진행');
    expect(shared.PENALTY_KIND_LABELS.NO_PROGRESS).toBe('거래 미진행 (72시간)');
    expect(shared.COMPLETION_DEADLINE).toBe('거래일 다음 날 오전 3시까지');
    expect(shared.COMPLETION_DEADLINE_SENTENCE).toBe(
      '거래일 다음 날 오전 3시까지 거래 완료를 등록하지 않으면 30일간 입찰이 제한됩니다.',
    );
    expect(shared.RULE_SENTENCES.auctionScheduleTag).toBe('매일 오전 7시 시작 · 36시간 경매');
    expect(shared.RULE_SENTENCES.noPenaltyThisTime).toBe('이번 2회는 페널티 없음');
    expect(shared.RULE_SENTENCES.reportsSuspensionReason).toBe('판매자 신고 4회 누적');
  });

  it('moves the opening, the deadlines and the submission notice with it', () => {
    expect(shared.auctionOpensAt('2026-11-20T06:30:00+09:00').toISOString()).toBe(
      new Date('2026-11-20T07:00:00+09:00').toISOString(),
    );
    expect(shared.listingSubmittedNotice('2026-11-20T06:30:00+09:00')).toBe(
      '심사를 요청했습니다. 승인 후 첫 오전 7시에 경매가 시작됩니다 (지금 승인되면 2026.11.20 07:00).',
    );
    const tradeDay = new Date('2031-04-10T00:00:00+09:00');
    expect(shared.lateCompletionAt(tradeDay).toISOString()).toBe(
      new Date('2031-04-11T03:00:00+09:00').toISOString(),
    );
    const changedAt = new Date('2031-04-08T00:00:00Z');
    expect(
      shared
        .dealerStepDeadline(
          { status: 'DEALER_CONFIRM', statusChangedAt: changedAt, depositDeadline: null, reservedAt: null },
          changedAt,
        )
        ?.toISOString(),
    ).toBe(new Date(changedAt.getTime() + 72 * 3600_000).toISOString());
  });
});
