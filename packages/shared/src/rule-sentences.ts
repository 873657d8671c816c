// Every Korean sentence that states a number of the business rules (docs/domain.md "Auction lifecycle",
// "Penalties", "Completion"): the opening hour, the auction's length, the fee window, the no-progress
// deadline, the completion deadline, the penalty ladder and the reports that suspend. Each is built here from the constants, and the
// server's notices, the shared messages and the three web apps read it from here, so changing a rule
// changes every sentence that states it (rule-sentences.test.ts builds them with other numbers;
// scripts/rule-sentences.test.ts fails on a rule number typed in Korean prose anywhere else).
import {
  AUCTION_DURATION_HOURS,
  AUCTION_START_HOUR_KST,
  FEE_DEPOSIT_WINDOW_MINUTES,
  FIRST_BAN_DAYS,
  FIXED_BAN_DAYS,
  FREE_BID_CANCELS,
  LATE_COMPLETION_HOURS,
  NO_PROGRESS_HOURS,
  PENALTY_WINDOW_DAYS,
  REPEAT_BAN_DAYS,
  SUSPENSION_REPORT_COUNT,
} from './constants';

/** The numbers the sentences state. */
export type RuleNumbers = {
  auctionStartHour: number;
  auctionDurationHours: number;
  feeDepositWindowMinutes: number;
  noProgressHours: number;
  lateCompletionHours: number;
  freeBidCancels: number;
  firstBanDays: number;
  repeatBanDays: number;
  penaltyWindowDays: number;
  fixedBanDays: number;
  suspensionReportCount: number;
};

/** The rules as they are (packages/shared/src/constants.ts). */
export const RULE_NUMBERS: Readonly<RuleNumbers> = {
  auctionStartHour: AUCTION_START_HOUR_KST,
  auctionDurationHours: AUCTION_DURATION_HOURS,
  feeDepositWindowMinutes: FEE_DEPOSIT_WINDOW_MINUTES,
  noProgressHours: NO_PROGRESS_HOURS,
  lateCompletionHours: LATE_COMPLETION_HOURS,
  freeBidCancels: FREE_BID_CANCELS,
  firstBanDays: FIRST_BAN_DAYS,
  repeatBanDays: REPEAT_BAN_DAYS,
  penaltyWindowDays: PENALTY_WINDOW_DAYS,
  fixedBanDays: FIXED_BAN_DAYS,
  suspensionReportCount: SUSPENSION_REPORT_COUNT,
};

/** An hour of the Seoul day in words: 9 -> "오전 9시", 14 -> "오후 2시". */
export function hourOfDayText(hour: number): string {
  return hour < 12 ? `오전 ${hour}시` : `오후 ${hour === 12 ? 12 : hour - 12}시`;
}

/** Every rule sentence, built from `rules` (the constants unless a test passes others). */
export function ruleSentences(rules: Readonly<RuleNumbers> = RULE_NUMBERS) {
  const opens = hourOfDayText(rules.auctionStartHour);
  const runs = `${rules.auctionDurationHours}시간`;
  const feeWindow = `${rules.feeDepositWindowMinutes}분`;
  const stall = `${rules.noProgressHours}시간`;
  const firstBan = `${rules.firstBanDays}일`;
  const repeatBan = `${rules.repeatBanDays}일`;
  const fixedBan = `${rules.fixedBanDays}일간 입찰이 제한됩니다`;
  const completionDeadline = `거래일 다음 날 ${hourOfDayText(rules.lateCompletionHours)}까지`;

  return {
    // ---- The opening hour and the auction's length ----
    /** The dealer's home, the auction detail's note and the FAQ. */
    auctionSchedule: `경매는 매일 ${opens}에 시작해 ${runs} 동안 진행됩니다.`,
    /** The auction list's note. */
    auctionScheduleNotice: `경매는 매일 ${opens}에 시작되어 ${runs} 동안 진행됩니다.`,
    /** The terms of use, article 5 paragraph 1. */
    termsAuctionSchedule: `1. 경매는 매일 ${opens}에 시작되어 ${runs} 동안 진행되며, 딜러 회원은 경매 진행 중에만 입찰할 수 있습니다.`,
    /** The landing page's hero and the introduction PDF. */
    auctionScheduleTag: `매일 ${opens} 시작 · ${runs} 경매`,
    /** The dealer login card's lead. */
    dealerLoginLead: `매일 ${opens}, 새로운 매물 경매가 시작됩니다.`,
    /** The seller login's point. */
    sellerLoginPoint: `승인되면 ${opens}에 시작해 ${runs} 동안 경매`,
    /** The seller's home without listings. */
    sellerFirstListing: `승인 후 ${opens}부터 ${runs} 동안 딜러들이 입찰합니다.`,
    /** The seller's approved listing. */
    sellerApprovedHelp: `경매가 시작되면 ${runs} 동안 딜러들이 입찰합니다.`,
    /** The seller's next step of an approved listing whose opening is not known. */
    sellerApprovedNextStep: `승인되었습니다. 다음 ${opens}에 경매가 시작됩니다`,
    /** An opening at the start hour today or tomorrow, in the seller's next step. */
    openingToday: `오늘 ${opens}`,
    openingTomorrow: `내일 ${opens}`,
    /** The seller's answer to a submission (LISTING_MESSAGES.submitted). */
    listingSubmitted: `심사를 요청했습니다. 승인 후 첫 ${opens}에 경매가 시작됩니다.`,
    /** The same with the opening an approval at the moment would give. */
    listingSubmittedAt: (opening: string) =>
      `심사를 요청했습니다. 승인 후 첫 ${opens}에 경매가 시작됩니다 (지금 승인되면 ${opening}).`,
    /** The console dashboard's hint on the review queue. */
    approvalQueueHint: `승인 시 다음 ${opens} 경매 시작`,
    /** The approval route's summary in the API document. */
    approvalRouteSummary: `매물 승인 (다음 ${opens} 경매 시작, 판매자 알림톡)`,
    /** The console's approval dialog, after the opening time it shows in bold. */
    approvalDialogAfterOpening: `에 경매가 시작되어 ${runs} 동안 진행됩니다. 판매자에게 승인 알림톡이 발송됩니다.`,
    /** The seller's approval Alimtalk. */
    approvedNotice: (opening: string) => `경매는 ${opening}에 시작되어 ${runs} 동안 진행됩니다.`,

    // ---- The fee window ----
    /** The confirmation step's note (with the confirmation deadline and its ban). */
    confirmStepNote: `낙찰을 확정하면 ${feeWindow} 안에 수수료를 입금해야 합니다. ${stall} 안에 확정하지 않으면 거래가 자동으로 취소되고 ${fixedBan}.`,
    /** The question before the confirmation, with the winning price and the fee in words. */
    confirmQuestion: (price: string, fee: string) =>
      `낙찰가 ${price}으로 낙찰을 확정하시겠습니까?\n확정 후 ${feeWindow} 안에 수수료 ${fee}을 입금해야 합니다.`,
    /** The deposit step's note. */
    depositStepNote: `낙찰 확정 후 ${feeWindow} 안에 입금해주세요. 기한이 지나면 거래가 자동으로 취소되고 페널티가 부과됩니다.`,
    /** The fee page's rule. */
    feePageNote: `낙찰 확정 후 ${feeWindow} 이내에 수수료를 입금해주세요.`,
    /** The confirmation's answer (DEAL_MESSAGES.confirmed). */
    confirmed: `낙찰을 확정했습니다. ${feeWindow} 안에 수수료를 입금해주세요.`,
    /** A deal the deposit clock cancelled (DEAL_MESSAGES.depositExpired). */
    depositExpired: `입금 기한(${feeWindow})이 지나 거래가 취소되었습니다.`,

    // ---- No progress ----
    /** The seller's word for a deal that ended so (SELLER_DEAL_END_LABELS.NO_PROGRESS). */
    noProgressEnd: `${stall} 동안 거래 미진행`,
    /** The penalty kind's label (PENALTY_KIND_LABELS.NO_PROGRESS). */
    noProgressKind: `거래 미진행 (${stall})`,
    /** The SYSTEM cancellation's reason, stored and shown to the dealer. */
    noProgressCancelReason: `${stall} 동안 거래가 진행되지 않음`,
    /** The seller's runner-up note's title and closed listing's line. */
    noProgressRunnerUpTitle: `1순위 딜러가 ${stall} 동안 거래를 진행하지 않아 거래가 취소되었습니다.`,
    noProgressCanceledLine: `딜러가 ${stall} 동안 거래를 진행하지 않아 거래가 취소되었습니다`,
    /** The dealer's home tasks: what missing the confirmation or the trade-date deadline brings. */
    confirmDeadlineMissed: `기한까지 확정하지 않으면 거래가 취소되고 ${fixedBan}.`,
    reservationDeadlineMissed: `기한까지 거래 날짜를 정하지 않으면 거래가 취소되고 ${fixedBan}.`,

    // ---- The completion deadline ----
    /** The late mark in words (COMPLETION_DEADLINE). */
    completionDeadline,
    /** The completion rule in one sentence, as every screen and notice says it. */
    completionDeadlineSentence: `${completionDeadline} 거래 완료를 등록하지 않으면 ${fixedBan}.`,

    // ---- The penalty ladder ----
    /** Under the deal's cancel button. */
    dealCancelNote: `거래를 취소하면 ${firstBan}간(반복 시 ${repeatBan}) 입찰 및 거래가 제한됩니다.`,
    /** The deal-cancellation dialogs. */
    dealCancelPenalty: `취소하면 ${firstBan}간 입찰 및 거래가 제한됩니다. 최근 ${rules.penaltyWindowDays}일 안에 거래를 취소한 적이 있으면 ${repeatBan}간 제한됩니다.`,
    /** The terms of use, article 5 paragraph 3. */
    termsBidCancel: `3. 착오로 인한 입찰 취소 시 ${firstBan}, 반복되는 경우 ${repeatBan}간 입찰이 제한될 수 있습니다.`,
    /** The free bid cancellation, before and after it. */
    noPenaltyThisTime: `이번 ${rules.freeBidCancels}회는 페널티 없음`,
    /** The suspension's reason and its REPORTS penalty's, stored and shown to the console. */
    reportsSuspensionReason: `판매자 신고 ${rules.suspensionReportCount}회 누적`,
    /** The dealer's profile, under the report count. */
    reportsSuspensionNote: `신고 ${rules.suspensionReportCount}회 누적 시 이용이 정지됩니다.`,
    /** The terms of use, article 6 paragraph 3. */
    termsReportsSuspension: `3. 허위 입찰, 담합, 판매자에 대한 부당한 가격 인하 요구 등으로 신고가 ${rules.suspensionReportCount}회 누적되는 경우 서비스 이용이 정지될 수 있습니다.`,

    // ---- The introduction PDF (apps/web/scripts/make-intro-pdf.ts) ----
    introSchedule: `· 심사를 통과한 매물의 경매가 매일 ${opens}에 시작되어 ${runs} 동안 진행됩니다.`,
    introFeeStep: `${feeWindow} 이내에 수수료를 계좌이체합니다. 입금 확인은 보통 1~5분 걸립니다.`,
    introBidCancel: `· 입찰 취소 시 ${firstBan}, 반복 시 ${repeatBan}간 입찰이 제한됩니다. (신규 회원의 첫 거래 입찰 취소는 제외)`,
    introNoProgress: `· ${stall} 동안 거래를 진행하지 않으면 ${rules.fixedBanDays}일간 제한됩니다.`,
    introReportsSuspension: `· 판매자 신고가 ${rules.suspensionReportCount}회 누적되면 이용이 정지됩니다.`,

    // ---- The demo data set's notices and FAQ (apps/server/src/db/seed/demo-content.ts) ----
    demoOpeningNotice: `매일 ${opens}에 새로운 경매가 시작되며 ${runs} 동안 입찰하실 수 있습니다.`,
    demoFirstBan: `첫 번째 취소: ${firstBan} 입찰 제한`,
    demoRepeatBan: `${rules.penaltyWindowDays}일 내 두 번째 취소부터: ${repeatBan} 입찰 제한`,
    demoScheduleTitle: `경매 시작 시간 안내 (매일 ${opens})`,
    demoSchedule: `모든 경매는 매일 ${opens}에 시작해 ${runs} 동안 진행됩니다.`,
    demoFeeAnswer: `낙찰을 확정한 뒤 ${feeWindow} 안에 안내된 계좌로 입금해주세요.`,
    demoDealCancelAnswer: `딜러가 거래를 취소하면 ${firstBan}(${rules.penaltyWindowDays}일 내 반복 시 ${repeatBan}) 입찰 제한이 적용됩니다.`,
  };
}

export type RuleSentences = ReturnType<typeof ruleSentences>;

/** The rule sentences as the rules are. */
export const RULE_SENTENCES: RuleSentences = ruleSentences();

/** The late mark in words: "거래일 다음 날 오전 2시까지". */
export const COMPLETION_DEADLINE = RULE_SENTENCES.completionDeadline;
/** The completion rule in one sentence, as every screen and notice says it. */
export const COMPLETION_DEADLINE_SENTENCE = RULE_SENTENCES.completionDeadlineSentence;
