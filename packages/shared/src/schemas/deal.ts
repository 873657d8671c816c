// The deal flow's contracts (docs/spec.md §2, 3, 5, 7): winner, deal actions, deal list, completion,
// reservation, code links and the dealer's review of the seller. Server and web both use these.
import { z } from 'zod';
import { AUCTION_STATUSES, CODE_LINK_PURPOSES, type CodeLinkPurpose } from '../enums';
import { BID_UNIT_WON, INSPECTION_PHOTO_COUNT, MAX_BID_WON } from '../constants';
import { RULE_SENTENCES } from '../rule-sentences';
import { auctionListItem } from './auction';
import { rowId } from './request';

export const DEAL_MESSAGES = {
  // Access and state
  notWinner: '낙찰자만 진행할 수 있는 거래입니다.',
  wrongState: '현재 거래 단계에서는 처리할 수 없는 요청입니다.',
  notDealerConfirm: '낙찰 확정 단계의 거래가 아닙니다.',
  notDealerDeposit: '수수료 입금 확인 단계의 거래가 아닙니다.',
  notReservation: '거래 날짜 조율 단계의 거래가 아닙니다.',
  notReservationComplete: '거래 날짜가 확정된 거래가 아닙니다.',
  notCancelable: '취소할 수 없는 거래 단계입니다.',
  alreadyCompleted: '이미 완료된 거래입니다.',
  bidderUnavailable: '이 입찰의 딜러는 현재 거래가 제한되어 선택할 수 없습니다. 다른 입찰을 선택해주세요.',
  // Deposit
  depositNotConfirmed:
    '아직 입금이 확인되지 않았습니다. 입금자명에 입금 코드를 넣어 수수료 금액을 보내셨는지 확인해주세요. 입금 후 확인까지 1~5분 정도 걸립니다.',
  depositExpired: RULE_SENTENCES.depositExpired,
  // Reservation
  reservedAtRequired: '거래 날짜를 선택해주세요.',
  reservedAtPast: '거래 날짜는 오늘 이후로 선택해주세요.',
  reservedAtTooFar: '거래 날짜는 오늘부터 30일 이내로 선택해주세요.',
  reservationConfirm: '판매자와 먼저 통화하여 거래 날짜를 정하셨나요? 선택한 날짜로 거래 날짜를 확정합니다.',
  // Completion
  finalPriceRequired: '최종 거래 금액을 입력해주세요.',
  finalPriceUnit: '최종 거래 금액은 만원 단위로 입력해주세요.',
  finalPriceRange: '최종 거래 금액이 올바르지 않습니다.',
  priceReasonRequired: '가격 변경 사유를 입력해주세요.',
  priceReasonTooLong: '가격 변경 사유는 500자 이내로 입력해주세요.',
  inspectionResultTooLong: '검수 결과는 2,000자 이내로 입력해주세요.',
  inspectionImageRequired: '검수 사진을 1장 이상 등록해주세요.',
  earlyTradeUnconfirmed: '거래일 전에 거래 완료를 등록하려면 거래가 앞당겨 이루어졌음을 확인해주세요.',
  inspectionImageInvalid: '검수 사진을 다시 등록해주세요.',
  completeConfirm: '거래 완료 후에는 취소할 수 없습니다. 거래를 완료하시겠습니까?',
  // Cancellation
  cancelReasonRequired: '취소 사유를 선택해주세요.',
  cancelReasonTooLong: '취소 사유는 200자 이내로 입력해주세요.',
  // Success alerts (docs/spec.md §8)
  confirmed: RULE_SENTENCES.confirmed,
  depositConfirmed: '입금이 확인되었습니다. 판매자에게 연락하여 거래 날짜를 정해주세요.',
  reserved: '거래 날짜가 확정되었습니다.',
  cancelComplete: '취소가 완료되었습니다.',
  dealCompleted: '거래가 완료되었습니다.',
  reviewRegistered: '후기가 등록되었습니다.',
  // Reviews
  ratingsRequired: '별점을 선택해주세요.',
  answersRequired: '모든 질문에 답변해주세요.',
  answerInvalid: '답변이 올바르지 않습니다.',
  reviewContentsTooLong: '후기는 1,000자 이내로 입력해주세요.',
  reviewNotAllowed: '거래가 완료된 뒤에 후기를 작성할 수 있습니다.',
  reviewAlreadyWritten: '이미 후기를 작성한 거래입니다.',
  // Code links
  codeInvalid: '유효하지 않거나 만료된 링크입니다.',
  codePurpose: '이 링크로는 처리할 수 없는 요청입니다.',
} as const;

/** The web routes each purpose opens. */
export const CODE_LINK_ROUTES: Record<CodeLinkPurpose, string> = {
  DETAIL: '/alimtalk/auction/detail/',
  REVIEW: '/alimtalk/auction/review/',
  COMPLETE: '/alimtalk/auction/complete/',
};

/** A code in a path: base64url, at least 128 bits (22 characters). */
export const codeParam = z.object({
  code: z
    .string({ error: DEAL_MESSAGES.codeInvalid })
    .regex(/^[A-Za-z0-9_-]{22,128}$/, DEAL_MESSAGES.codeInvalid),
});

/**
 * The code in a code-link route's path. Its format is checked when the code is resolved, so a malformed
 * code answers 401 like an unknown one (the web drops the session on 401) rather than 400.
 */
export const codeLinkPathParam = z.object({ code: z.string().max(200) });

/**
 * `GET /v1/dealers/code/{code}/me`: what a code-link screen shows of its dealer (name, position, agency) and
 * what the code is for; nothing else of the profile (docs/domain.md "Code links").
 */
export const codeSessionResponse = z.object({
  name: z.string(),
  position: z.string(),
  agencyName: z.string(),
  codeLink: z.object({
    auctionId: z.number().int(),
    purpose: z.enum(CODE_LINK_PURPOSES),
    expiresAt: z.string(),
  }),
});
export type CodeSessionResponse = z.infer<typeof codeSessionResponse>;

/** `GET /v1/dealers/auction/{id}/winner`: the selected bid, or null before a selection. */
export const auctionWinner = z
  .object({
    biddingId: z.number().int(),
    price: z.number().int(),
    biddingAt: z.string(),
    /** Masked (김*수) unless the viewer is the winner. */
    dealer: z.object({ name: z.string() }),
    isMine: z.boolean(),
  })
  .nullable();
export type AuctionWinner = z.infer<typeof auctionWinner>;

/** The answer of every deal action: where the deal now stands. */
export const dealActionResponse = z.object({
  auctionId: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  fee: z.number().int().nullable(),
  depositDeadline: z.string().nullable(),
  reservedAt: z.string().nullable(),
  /** Set by a cancellation: the ban's end (null when none) and its length. */
  penaltyExpiredAt: z.string().nullable(),
  banDays: z.number().int(),
});
export type DealActionResponse = z.infer<typeof dealActionResponse>;

export const cancelDealRequest = z.object({
  reason: z
    .string({ error: DEAL_MESSAGES.cancelReasonRequired })
    .trim()
    .min(1, DEAL_MESSAGES.cancelReasonRequired)
    .max(200, DEAL_MESSAGES.cancelReasonTooLong),
});
export type CancelDealRequest = z.infer<typeof cancelDealRequest>;

/** `yyyy-MM-ddT00:00:00`, a calendar date in Asia/Seoul (docs/spec.md §5 "Reservation"). */
export const RESERVED_AT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T00:00:00$/;

export const reservationRequest = z.object({
  reservedAt: z
    .string({ error: DEAL_MESSAGES.reservedAtRequired })
    .regex(RESERVED_AT_PATTERN, DEAL_MESSAGES.reservedAtRequired)
    .refine((value) => {
      const match = RESERVED_AT_PATTERN.exec(value);
      if (!match) {
        return false;
      }
      const [, y, m, d] = match.map(Number) as [number, number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    }, DEAL_MESSAGES.reservedAtRequired),
});
export type ReservationRequest = z.infer<typeof reservationRequest>;

const inspectionImage = z.string().max(500, DEAL_MESSAGES.inspectionImageInvalid).optional().default('');

/**
 * `POST .../complete`. finalPrice is in won (the form takes units of 10,000 won and multiplies on
 * submit). `reason` is required by the server when finalPrice differs from the winning price.
 */
export const completeDealRequest = z
  .object({
    finalPrice: z
      .number({ error: DEAL_MESSAGES.finalPriceRequired })
      .int(DEAL_MESSAGES.finalPriceUnit)
      .refine((v) => v % BID_UNIT_WON === 0, DEAL_MESSAGES.finalPriceUnit)
      .refine((v) => v >= BID_UNIT_WON && v <= MAX_BID_WON, DEAL_MESSAGES.finalPriceRange),
    reason: z.string().trim().max(500, DEAL_MESSAGES.priceReasonTooLong).optional().default(''),
    inspectionResult: z
      .string()
      .trim()
      .max(2_000, DEAL_MESSAGES.inspectionResultTooLong)
      .optional()
      .default(''),
    inspectionImage1: inspectionImage,
    inspectionImage2: inspectionImage,
    inspectionImage3: inspectionImage,
    inspectionImage4: inspectionImage,
    inspectionImage5: inspectionImage,
    inspectionImage6: inspectionImage,
    /** The dealer confirms the trade happened before the agreed trade date (required then). */
    earlyTradeConfirmed: z.boolean().optional().default(false),
  })
  .refine((body) => inspectionImagesOf(body).length > 0, {
    message: DEAL_MESSAGES.inspectionImageRequired,
    path: ['inspectionImage1'],
  });
export type CompleteDealRequest = z.input<typeof completeDealRequest>;

/** The non-empty inspection photos of a completion payload, in order (at most six). */
export function inspectionImagesOf(
  body: Partial<Record<`inspectionImage${1 | 2 | 3 | 4 | 5 | 6}`, string>>,
): string[] {
  const images: string[] = [];
  for (let n = 1; n <= INSPECTION_PHOTO_COUNT; n += 1) {
    const value = body[`inspectionImage${n}` as `inspectionImage${1 | 2 | 3 | 4 | 5 | 6}`]?.trim();
    if (value) {
      images.push(value);
    }
  }
  return images;
}

/** `GET /v1/dealers/auction/transaction/list`: the dealer's won auctions (deal history), newest first. */
export const dealListItem = auctionListItem.extend({
  /** The selected bid's price. */
  winningPrice: z.number().int(),
  finalPrice: z.number().int().nullable(),
  reservedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The fee (VAT included) from the dealer's confirmation on; null before. */
  fee: z.number().int().nullable(),
  /** The 60-minute fee deadline while the deal waits for the fee (DEALER_DEPOSIT); null otherwise. */
  depositDeadline: z.string().nullable(),
});
export type DealListItem = z.infer<typeof dealListItem>;

export const REVIEW_ANSWERS = ['1', '2', '3', '4', '5'] as const;

/** `POST /v1/dealers/auction/code/dealer-reviews`: the dealer's review of the seller, by a REVIEW code. */
export const dealerReviewRequest = z.object({
  code: codeParam.shape.code,
  ratings: z
    .number({ error: DEAL_MESSAGES.ratingsRequired })
    .int(DEAL_MESSAGES.ratingsRequired)
    .min(1, DEAL_MESSAGES.ratingsRequired)
    .max(5, DEAL_MESSAGES.ratingsRequired),
  contents: z.string().trim().max(1_000, DEAL_MESSAGES.reviewContentsTooLong).optional().default(''),
  answers: z
    .array(
      z.object({
        questionId: rowId(),
        answer: z.enum(REVIEW_ANSWERS, { error: DEAL_MESSAGES.answerInvalid }),
      }),
      { error: DEAL_MESSAGES.answersRequired },
    )
    .max(50),
});
export type DealerReviewRequest = z.input<typeof dealerReviewRequest>;

export const dealerReviewResponse = z.object({ id: z.number().int() });
export type DealerReviewResponse = z.infer<typeof dealerReviewResponse>;
