// What the seller should do next with a listing, in words, by its status (the list's cards and the
// detail's heading): a draft asks to finish and submit, an ended auction asks to choose a dealer, a deal
// says whose move it is (a price claim at the handover waiting for the seller's answer first).
import {
  AUCTION_DURATION_HOURS,
  AUCTION_START_HOUR_KST,
  DAY_MS,
  HOUR_MS,
  RULE_SENTENCES,
  formatShortDateTime,
  kstDateParts,
  kstDayKey,
  type AuctionStatus,
  type PriceClaimStatus,
  type SellerDealEnd,
  type TitleTransferStatus,
} from '@autobid/shared';
import { dealCanceledText } from './deal-end';

/** A draft's title while the seller has not typed the model yet (the list's card and the detail's heading). */
export const UNTITLED_LISTING = '작성 중인 매물';

export type NextStepTone = 'action' | 'wait' | 'live' | 'done' | 'closed';

export type NextStep = {
  text: string;
  tone: NextStepTone;
  /** A live countdown to show under the text, with the deadline in words ("11/26(목) 23:46까지"). */
  countdown?: { deadline: string; to: string };
};

export type NextStepInput = {
  status: AuctionStatus;
  endDate: string | null;
  selectExpireAt: string | null;
  bidderCount: number;
  /** The detail knows the opening time; the list derives it from the end. */
  startAt?: string | null;
  /** The detail says whether a bid may be selected now; the list derives it from the deadline. */
  canSelect?: boolean;
  /** The detail says whether the dealer was reviewed already. */
  hasReview?: boolean;
  /** The detail says how its last deal ended; the list does not know. */
  dealEnded?: SellerDealEnd | null;
  /** The detail's newest price claim of the deal (docs/domain.md "Handover"); the list does not know. */
  claim?: { status: PriceClaimStatus; answerBy: string } | null;
  /** The detail's title transfer (docs/domain.md "Title transfer"); the list does not know. */
  titleTransfer?: { status: TitleTransferStatus; dueAt: string; autoConfirmAt: string | null } | null;
};

/** A deal in TRANSACTION: whose move the title transfer waits for (the proof to check first). */
function transferStep(input: NextStepInput): NextStep | null {
  const transfer = input.titleTransfer;
  if (!transfer) {
    return { text: '거래 완료 — 딜러의 명의 이전을 기다리는 중', tone: 'wait' };
  }
  switch (transfer.status) {
    case 'SUBMITTED':
      return {
        text: '딜러가 올린 명의 이전 서류를 확인해주세요',
        tone: 'action',
        countdown: transfer.autoConfirmAt
          ? {
              deadline: `${formatShortDateTime(transfer.autoConfirmAt)}에 자동 확인`,
              to: transfer.autoConfirmAt,
            }
          : undefined,
      };
    case 'OBJECTED':
      return { text: '이의를 접수했습니다 — 운영팀이 서류를 확인하고 있습니다', tone: 'wait' };
    case 'WAITING':
      return {
        text: '딜러의 명의 이전을 기다리는 중',
        tone: 'wait',
        countdown: { deadline: `${formatShortDateTime(transfer.dueAt)}까지 이전`, to: transfer.dueAt },
      };
    case 'CONFIRMED':
      return null;
  }
}

function startOf(input: NextStepInput): string | null {
  if (input.startAt) {
    return input.startAt;
  }
  if (!input.endDate) {
    return null;
  }
  const end = new Date(input.endDate).getTime();
  return Number.isNaN(end) ? null : new Date(end - AUCTION_DURATION_HOURS * HOUR_MS).toISOString();
}

/**
 * An opening at the start hour (AUCTION_START_HOUR_KST) today or tomorrow in words ("오늘 오전 9시",
 * "내일 오전 9시"), any other as "11/22(일) 09:00", on the Seoul calendar.
 */
export function openingText(startAt: string, now: number): string {
  const start = kstDateParts(startAt);
  const atStartHour = start.hour === AUCTION_START_HOUR_KST && start.minute === 0;
  const day = kstDayKey(startAt);
  if (atStartHour && day === kstDayKey(now)) {
    return RULE_SENTENCES.openingToday;
  }
  if (atStartHour && day === kstDayKey(now + DAY_MS)) {
    return RULE_SENTENCES.openingTomorrow;
  }
  return formatShortDateTime(startAt);
}

function canSelectNow(input: NextStepInput, now: number): boolean {
  if (input.canSelect !== undefined) {
    return input.canSelect;
  }
  return (
    input.bidderCount > 0 && input.selectExpireAt !== null && new Date(input.selectExpireAt).getTime() > now
  );
}

export function nextStep(input: NextStepInput, now: number = Date.now()): NextStep {
  switch (input.status) {
    case 'REGISTERED':
    case 'INPUT_INFORMATION':
      return { text: '정보를 모두 입력하고 심사를 요청하세요', tone: 'action' };
    case 'AUDIT':
      return { text: '심사 중입니다', tone: 'wait' };
    case 'REJECTED':
      return { text: '반려 사유를 확인하고 수정해주세요', tone: 'action' };
    case 'APPROVED': {
      const start = startOf(input);
      return {
        text: start
          ? `${openingText(start, now)}에 경매가 시작됩니다`
          : RULE_SENTENCES.sellerApprovedNextStep,
        tone: 'wait',
      };
    }
    case 'PROGRESS':
      return {
        text: `경매 진행 중 · 입찰 ${input.bidderCount}건`,
        tone: 'live',
        countdown: input.endDate
          ? { deadline: `${formatShortDateTime(input.endDate)} 마감`, to: input.endDate }
          : undefined,
      };
    case 'TIME_EXPIRED':
      if (canSelectNow(input, now) && input.selectExpireAt) {
        return {
          text: '낙찰할 딜러를 선택해주세요',
          tone: 'action',
          countdown: {
            deadline: `${formatShortDateTime(input.selectExpireAt)}까지 선택`,
            to: input.selectExpireAt,
          },
        };
      }
      return {
        text: input.bidderCount === 0 ? '입찰 없이 경매가 끝났습니다' : '선택 기한이 지나 경매가 끝났습니다',
        tone: 'closed',
      };
    case 'DEALER_CONFIRM':
      return { text: '딜러의 낙찰 확인을 기다리는 중', tone: 'wait' };
    case 'DEALER_DEPOSIT':
      return { text: '딜러의 수수료 입금을 기다리는 중', tone: 'wait' };
    case 'RESERVATION':
      return { text: '딜러와 거래일을 조율하세요', tone: 'action' };
    case 'RESERVATION_COMPLETE':
      if (input.claim?.status === 'OPEN') {
        return {
          text: '딜러의 감가 요청에 답해주세요',
          tone: 'action',
          countdown: {
            deadline: `${formatShortDateTime(input.claim.answerBy)}까지 답변`,
            to: input.claim.answerBy,
          },
        };
      }
      if (input.claim?.status === 'DISPUTED') {
        return { text: '운영자가 감가 요청을 판정하고 있습니다', tone: 'wait' };
      }
      return { text: '거래일이 확정되었습니다 — 약속한 날 차량을 넘겨주세요', tone: 'action' };
    case 'TRANSACTION': {
      const waiting = transferStep(input);
      if (waiting) {
        return waiting;
      }
      return input.hasReview
        ? { text: '거래 완료 — 후기를 남겨주셔서 감사합니다', tone: 'done' }
        : { text: '거래 완료 — 딜러 후기를 남겨주세요', tone: 'done' };
    }
    case 'TRANSACTION_DELAY':
      return input.titleTransfer?.status === 'SUBMITTED'
        ? (transferStep(input) as NextStep)
        : { text: '명의 이전 기한이 지났습니다 — 운영팀이 딜러에게 확인하고 있습니다', tone: 'wait' };
    case 'COMPLETE':
      return input.hasReview
        ? { text: '거래 완료 — 후기를 남겨주셔서 감사합니다', tone: 'done' }
        : { text: '거래 완료 — 딜러 후기를 남겨주세요', tone: 'done' };
    case 'USER_CANCELED':
      return { text: '매물 등록을 취소했습니다', tone: 'closed' };
    case 'DEALER_CANCELED':
      return { text: dealCanceledText(input.dealEnded), tone: 'closed' };
    case 'ADMIN_CANCELED':
      return { text: '운영팀이 경매를 취소했습니다', tone: 'closed' };
  }
}

/** The status label a seller reads: a draft is "작성 중" (the shared label, 가격문의, is the dealer's word). */
export function sellerStatusLabel(status: AuctionStatus, label: string): string {
  return status === 'REGISTERED' || status === 'INPUT_INFORMATION' ? '작성 중' : label;
}
