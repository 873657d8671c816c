import { describe, expect, it } from 'vitest';
import type { AuctionStatus } from '@autobid/shared';
import { nextStep, openingText, sellerStatusLabel, type NextStepInput } from './next-step';

const NOW = Date.parse('2026-11-20T03:00:00Z'); // 12:00 in Seoul
const HOUR = 60 * 60 * 1000;

function input(status: AuctionStatus, extra: Partial<NextStepInput> = {}): NextStepInput {
  return { status, endDate: null, selectExpireAt: null, bidderCount: 0, ...extra };
}

describe('nextStep', () => {
  it.each<[AuctionStatus, string]>([
    ['REGISTERED', '정보를 모두 입력하고 심사를 요청하세요'],
    ['INPUT_INFORMATION', '정보를 모두 입력하고 심사를 요청하세요'],
    ['AUDIT', '심사 중입니다'],
    ['REJECTED', '반려 사유를 확인하고 수정해주세요'],
    ['DEALER_CONFIRM', '딜러의 낙찰 확인을 기다리는 중'],
    ['DEALER_DEPOSIT', '딜러의 수수료 입금을 기다리는 중'],
    ['RESERVATION', '딜러와 거래일을 조율하세요'],
    ['COMPLETE', '거래 완료 — 딜러 후기를 남겨주세요'],
    ['USER_CANCELED', '매물 등록을 취소했습니다'],
  ])('%s: %s', (status, text) => {
    expect(nextStep(input(status), NOW).text).toBe(text);
  });

  it('thanks instead of asking once the dealer is reviewed', () => {
    expect(nextStep(input('COMPLETE', { hasReview: true }), NOW).text).toBe(
      '거래 완료 — 후기를 남겨주셔서 감사합니다',
    );
  });

  it('TRANSACTION: the transfer proof to check first, then the wait with its due time, then the review', () => {
    const dueAt = '2026-12-01T14:59:59.999Z';
    const autoConfirmAt = '2026-11-23T03:00:00Z';
    const transfer = (status: 'WAITING' | 'SUBMITTED' | 'OBJECTED' | 'CONFIRMED') => ({
      titleTransfer: { status, dueAt, autoConfirmAt: status === 'SUBMITTED' ? autoConfirmAt : null },
    });
    expect(nextStep(input('TRANSACTION', transfer('SUBMITTED')), NOW)).toEqual({
      text: '딜러가 올린 명의 이전 서류를 확인해주세요',
      tone: 'action',
      countdown: { deadline: '11/23(월) 12:00에 자동 확인', to: autoConfirmAt },
    });
    expect(nextStep(input('TRANSACTION', transfer('WAITING')), NOW)).toEqual({
      text: '딜러의 명의 이전을 기다리는 중',
      tone: 'wait',
      countdown: { deadline: '12/01(화) 23:59까지 이전', to: dueAt },
    });
    expect(nextStep(input('TRANSACTION', transfer('OBJECTED')), NOW).text).toBe(
      '이의를 접수했습니다 — 운영팀이 서류를 확인하고 있습니다',
    );
    expect(nextStep(input('TRANSACTION', transfer('CONFIRMED')), NOW).text).toBe(
      '거래 완료 — 딜러 후기를 남겨주세요',
    );
    // The list does not know the transfer.
    expect(nextStep(input('TRANSACTION'), NOW).text).toBe('거래 완료 — 딜러의 명의 이전을 기다리는 중');
    expect(nextStep(input('TRANSACTION_DELAY', transfer('WAITING')), NOW).text).toBe(
      '명의 이전 기한이 지났습니다 — 운영팀이 딜러에게 확인하고 있습니다',
    );
    expect(nextStep(input('TRANSACTION_DELAY', transfer('SUBMITTED')), NOW).tone).toBe('action');
  });

  it('APPROVED: tomorrow 9 a.m. in words, derived from the end when the start is unknown', () => {
    // Tomorrow 09:00 Seoul = 00:00 UTC on the 21st; the auction ends 48 hours later.
    const endDate = new Date(Date.parse('2026-11-21T00:00:00Z') + 48 * HOUR).toISOString();
    expect(nextStep(input('APPROVED', { endDate }), NOW).text).toBe('내일 오전 9시에 경매가 시작됩니다');
    expect(nextStep(input('APPROVED', { startAt: '2026-11-21T00:00:00Z' }), NOW).text).toBe(
      '내일 오전 9시에 경매가 시작됩니다',
    );
  });

  it('APPROVED without any time still says when it opens', () => {
    expect(nextStep(input('APPROVED'), NOW).text).toContain('오전 9시에 경매가 시작됩니다');
  });

  it('PROGRESS: the bid count and a countdown to the end', () => {
    const step = nextStep(input('PROGRESS', { bidderCount: 3, endDate: '2026-11-21T00:00:00Z' }), NOW);
    expect(step.text).toBe('경매 진행 중 · 입찰 3건');
    expect(step.countdown).toEqual({ deadline: '11/21(토) 09:00 마감', to: '2026-11-21T00:00:00Z' });
  });

  it('TIME_EXPIRED while the choice is open: asks to choose, with the deadline', () => {
    const selectExpireAt = new Date(NOW + 5 * HOUR).toISOString();
    const step = nextStep(input('TIME_EXPIRED', { bidderCount: 2, selectExpireAt }), NOW);
    expect(step.text).toBe('낙찰할 딜러를 선택해주세요');
    expect(step.tone).toBe('action');
    expect(step.countdown?.to).toBe(selectExpireAt);
    expect(step.countdown?.deadline).toBe('11/20(금) 17:00까지 선택');
  });

  it('TIME_EXPIRED follows the detail’s canSelect over the derived one', () => {
    const selectExpireAt = new Date(NOW + 5 * HOUR).toISOString();
    expect(
      nextStep(input('TIME_EXPIRED', { bidderCount: 2, selectExpireAt, canSelect: false }), NOW).tone,
    ).toBe('closed');
  });

  it('TIME_EXPIRED past the deadline or without bids: the auction is over', () => {
    const past = new Date(NOW - HOUR).toISOString();
    expect(nextStep(input('TIME_EXPIRED', { bidderCount: 2, selectExpireAt: past }), NOW).text).toBe(
      '선택 기한이 지나 경매가 끝났습니다',
    );
    expect(nextStep(input('TIME_EXPIRED', { selectExpireAt: past }), NOW).text).toBe(
      '입찰 없이 경매가 끝났습니다',
    );
  });

  it('RESERVATION_COMPLETE: a price claim waiting for the seller comes first, with its answer time', () => {
    const answerBy = '2026-11-21T03:00:00Z';
    const open = nextStep(input('RESERVATION_COMPLETE', { claim: { status: 'OPEN', answerBy } }), NOW);
    expect(open).toEqual({
      text: '딜러의 감가 요청에 답해주세요',
      tone: 'action',
      countdown: { deadline: '11/21(토) 12:00까지 답변', to: answerBy },
    });
    expect(nextStep(input('RESERVATION_COMPLETE', { claim: { status: 'DISPUTED', answerBy } }), NOW)).toEqual(
      {
        text: '운영자가 감가 요청을 판정하고 있습니다',
        tone: 'wait',
      },
    );
    for (const claim of [null, { status: 'ACCEPTED' as const, answerBy }]) {
      expect(nextStep(input('RESERVATION_COMPLETE', { claim }), NOW).text).toBe(
        '거래일이 확정되었습니다 — 약속한 날 차량을 넘겨주세요',
      );
    }
  });
});

describe('openingText', () => {
  it('today, tomorrow, or the date and time', () => {
    expect(openingText('2026-11-20T00:00:00Z', NOW)).toBe('오늘 오전 9시');
    expect(openingText('2026-11-21T00:00:00Z', NOW)).toBe('내일 오전 9시');
    expect(openingText('2026-11-23T00:00:00Z', NOW)).toBe('11/23(월) 09:00');
  });
});

describe('sellerStatusLabel', () => {
  it('calls a draft "작성 중" and keeps the server label otherwise', () => {
    expect(sellerStatusLabel('REGISTERED', '가격문의')).toBe('작성 중');
    expect(sellerStatusLabel('INPUT_INFORMATION', '경매 등록중')).toBe('작성 중');
    expect(sellerStatusLabel('AUDIT', '심사중')).toBe('심사중');
  });
});
