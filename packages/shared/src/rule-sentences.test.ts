import { describe, expect, it } from 'vitest';
import {
  COMPLETION_DEADLINE,
  COMPLETION_DEADLINE_SENTENCE,
  RULE_NUMBERS,
  RULE_SENTENCES,
  hourOfDayText,
  ruleSentences,
  type RuleNumbers,
  type RuleSentences,
} from './rule-sentences';
import { OTHER_RULE_NUMBERS } from './rule-sentences.fixture';

/** Every sentence as text: the builders that take words get fixed ones. */
function texts(sentences: RuleSentences): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sentences).map(([key, value]) => [
      key,
      typeof value === 'function' ? value('«A»', '«B»') : value,
    ]),
  );
}

const OTHER = OTHER_RULE_NUMBERS;

/** How today's numbers read in the sentences. */
const TODAY_WORDS = ['오전 9시', '48시간', '60분', '7일', '14일', '90일', '오전 2시', '1회', '3회'];

describe('the rule sentences', () => {
  it('say the rules as they are, word for word', () => {
    expect(RULE_NUMBERS).toEqual({
      auctionStartHour: 9,
      auctionDurationHours: 48,
      feeDepositWindowMinutes: 60,
      noProgressHours: 48,
      lateCompletionHours: 2,
      freeBidCancels: 1,
      firstBanDays: 7,
      repeatBanDays: 14,
      penaltyWindowDays: 90,
      fixedBanDays: 14,
      suspensionReportCount: 3,
    });
    expect(texts(RULE_SENTENCES)).toEqual({
      auctionSchedule: '경매는 매일 오전 9시에 시작해 48시간 동안 진행됩니다.',
      auctionScheduleNotice: '경매는 매일 오전 9시에 시작되어 48시간 동안 진행됩니다.',
      termsAuctionSchedule:
        '1. 경매는 매일 오전 9시에 시작되어 48시간 동안 진행되며, 딜러 회원은 경매 진행 중에만 입찰할 수 있습니다.',
      auctionScheduleTag: '매일 오전 9시 시작 · 48시간 경매',
      dealerLoginLead: '매일 오전 9시, 새로운 매물 경매가 시작됩니다.',
      sellerLoginPoint: '승인되면 오전 9시에 시작해 48시간 동안 경매',
      sellerFirstListing: '승인 후 오전 9시부터 48시간 동안 딜러들이 입찰합니다.',
      sellerApprovedHelp: '경매가 시작되면 48시간 동안 딜러들이 입찰합니다.',
      sellerApprovedNextStep: '승인되었습니다. 다음 오전 9시에 경매가 시작됩니다',
      openingToday: '오늘 오전 9시',
      openingTomorrow: '내일 오전 9시',
      listingSubmitted: '심사를 요청했습니다. 승인 후 첫 오전 9시에 경매가 시작됩니다.',
      listingSubmittedAt: '심사를 요청했습니다. 승인 후 첫 오전 9시에 경매가 시작됩니다 (지금 승인되면 «A»).',
      approvalQueueHint: '승인 시 다음 오전 9시 경매 시작',
      approvalRouteSummary: '매물 승인 (다음 오전 9시 경매 시작, 판매자 알림톡)',
      approvalDialogAfterOpening:
        '에 경매가 시작되어 48시간 동안 진행됩니다. 판매자에게 승인 알림톡이 발송됩니다.',
      approvedNotice: '경매는 «A»에 시작되어 48시간 동안 진행됩니다.',
      confirmStepNote:
        '낙찰을 확정하면 60분 안에 수수료를 입금해야 합니다. 48시간 안에 확정하지 않으면 거래가 자동으로 취소되고 14일간 입찰이 제한됩니다.',
      confirmQuestion:
        '낙찰가 «A»으로 낙찰을 확정하시겠습니까?\n확정 후 60분 안에 수수료 «B»을 입금해야 합니다.',
      depositStepNote:
        '낙찰 확정 후 60분 안에 입금해주세요. 기한이 지나면 거래가 자동으로 취소되고 페널티가 부과됩니다.',
      feePageNote: '낙찰 확정 후 60분 이내에 수수료를 입금해주세요.',
      confirmed: '낙찰을 확정했습니다. 60분 안에 수수료를 입금해주세요.',
      depositExpired: '입금 기한(60분)이 지나 거래가 취소되었습니다.',
      noProgressEnd: '48시간 동안 거래 미진행',
      noProgressKind: '거래 미진행 (48시간)',
      noProgressCancelReason: '48시간 동안 거래가 진행되지 않음',
      noProgressRunnerUpTitle: '1순위 딜러가 48시간 동안 거래를 진행하지 않아 거래가 취소되었습니다.',
      noProgressCanceledLine: '딜러가 48시간 동안 거래를 진행하지 않아 거래가 취소되었습니다',
      confirmDeadlineMissed: '기한까지 확정하지 않으면 거래가 취소되고 14일간 입찰이 제한됩니다.',
      reservationDeadlineMissed:
        '기한까지 거래 날짜를 정하지 않으면 거래가 취소되고 14일간 입찰이 제한됩니다.',
      completionDeadline: '거래일 다음 날 오전 2시까지',
      completionDeadlineSentence:
        '거래일 다음 날 오전 2시까지 거래 완료를 등록하지 않으면 14일간 입찰이 제한됩니다.',
      dealCancelNote: '거래를 취소하면 7일간(반복 시 14일) 입찰 및 거래가 제한됩니다.',
      dealCancelPenalty:
        '취소하면 7일간 입찰 및 거래가 제한됩니다. 최근 90일 안에 거래를 취소한 적이 있으면 14일간 제한됩니다.',
      termsBidCancel: '3. 착오로 인한 입찰 취소 시 7일, 반복되는 경우 14일간 입찰이 제한될 수 있습니다.',
      noPenaltyThisTime: '이번 1회는 페널티 없음',
      reportsSuspensionReason: '판매자 신고 3회 누적',
      reportsSuspensionNote: '신고 3회 누적 시 이용이 정지됩니다.',
      termsReportsSuspension:
        '3. 허위 입찰, 담합, 판매자에 대한 부당한 가격 인하 요구 등으로 신고가 3회 누적되는 경우 서비스 이용이 정지될 수 있습니다.',
      introSchedule: '· 심사를 통과한 매물의 경매가 매일 오전 9시에 시작되어 48시간 동안 진행됩니다.',
      introFeeStep: '60분 이내에 수수료를 계좌이체합니다. 입금 확인은 보통 1~5분 걸립니다.',
      introBidCancel:
        '· 입찰 취소 시 7일, 반복 시 14일간 입찰이 제한됩니다. (신규 회원의 첫 거래 입찰 취소는 제외)',
      introNoProgress: '· 48시간 동안 거래를 진행하지 않으면 14일간 제한됩니다.',
      introReportsSuspension: '· 판매자 신고가 3회 누적되면 이용이 정지됩니다.',
      demoOpeningNotice: '매일 오전 9시에 새로운 경매가 시작되며 48시간 동안 입찰하실 수 있습니다.',
      demoFirstBan: '첫 번째 취소: 7일 입찰 제한',
      demoRepeatBan: '90일 내 두 번째 취소부터: 14일 입찰 제한',
      demoScheduleTitle: '경매 시작 시간 안내 (매일 오전 9시)',
      demoSchedule: '모든 경매는 매일 오전 9시에 시작해 48시간 동안 진행됩니다.',
      demoFeeAnswer: '낙찰을 확정한 뒤 60분 안에 안내된 계좌로 입금해주세요.',
      demoDealCancelAnswer: '딜러가 거래를 취소하면 7일(90일 내 반복 시 14일) 입찰 제한이 적용됩니다.',
    });
    expect(COMPLETION_DEADLINE).toBe(RULE_SENTENCES.completionDeadline);
    expect(COMPLETION_DEADLINE_SENTENCE).toBe(RULE_SENTENCES.completionDeadlineSentence);
  });

  it('follow other numbers: every sentence changes and none keeps a number of today', () => {
    const today = texts(RULE_SENTENCES);
    const other = texts(ruleSentences(OTHER));
    for (const [key, text] of Object.entries(other)) {
      expect(text, key).not.toBe(today[key]);
      for (const word of TODAY_WORDS) {
        expect(text, `${key} still says ${word}`).not.toContain(word);
      }
    }
    expect(other.auctionSchedule).toBe('경매는 매일 오전 7시에 시작해 36시간 동안 진행됩니다.');
    expect(other.confirmStepNote).toBe(
      '낙찰을 확정하면 45분 안에 수수료를 입금해야 합니다. 72시간 안에 확정하지 않으면 거래가 자동으로 취소되고 30일간 입찰이 제한됩니다.',
    );
    expect(other.completionDeadlineSentence).toBe(
      '거래일 다음 날 오전 3시까지 거래 완료를 등록하지 않으면 30일간 입찰이 제한됩니다.',
    );
    expect(other.dealCancelPenalty).toBe(
      '취소하면 5일간 입찰 및 거래가 제한됩니다. 최근 120일 안에 거래를 취소한 적이 있으면 21일간 제한됩니다.',
    );
    expect(other.noPenaltyThisTime).toBe('이번 2회는 페널티 없음');
  });

  it('each rule changes the sentences that state it, and every sentence states one', () => {
    const today = texts(RULE_SENTENCES);
    const stated = new Set<string>();
    for (const rule of Object.keys(RULE_NUMBERS) as (keyof RuleNumbers)[]) {
      const changed = Object.entries(texts(ruleSentences({ ...RULE_NUMBERS, [rule]: OTHER[rule] })))
        .filter(([key, text]) => text !== today[key])
        .map(([key]) => key);
      expect(changed.length, `${rule} is stated by no sentence`).toBeGreaterThan(0);
      changed.forEach((key) => stated.add(key));
    }
    expect(Object.keys(today).filter((key) => !stated.has(key))).toEqual([]);
  });

  it('says an hour of the day in words', () => {
    expect([0, 2, 9, 11, 12, 13, 23].map(hourOfDayText)).toEqual([
      '오전 0시',
      '오전 2시',
      '오전 9시',
      '오전 11시',
      '오후 12시',
      '오후 1시',
      '오후 11시',
    ]);
  });
});
