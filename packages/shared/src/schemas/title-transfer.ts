// The title transfer after a completed trade (docs/domain.md "Title transfer"): the buyer registers the
// transfer within TRANSFER_DUE_DAYS of the sale, the dealer uploads the proof (personal numbers masked), the
// seller or an operator confirms it (or the clock, TRANSFER_AUTO_CONFIRM_DAYS after the upload without an
// objection). Its deadlines, words and request shapes, for the server, the web and the tests alike.
import { z } from 'zod';
import {
  TITLE_TRANSFER_STATUSES,
  TRANSFER_CONFIRMERS,
  TRANSFER_DOCUMENT_KINDS,
  type TitleTransferStatus,
  type TransferConfirmer,
  type TransferDocumentKind,
} from './closure';
import { DAY_MS, startOfKstDay } from '../kst';
import { formatDotDateTime } from '../format';
import { AUCTION_STATUSES } from '../enums';

/** Days after the sale's Asia/Seoul date within which the transfer must be registered (자동차관리법). */
export const TRANSFER_DUE_DAYS = 15;
/** The days (counted from the sale's date, day 0) at whose start the dealer is reminded by Alimtalk. */
export const TRANSFER_REMINDER_DAYS = [10, 14] as const;
/** Days after the proof's upload without an objection after which the clock confirms it. */
export const TRANSFER_AUTO_CONFIRM_DAYS = 3;
export const TRANSFER_REASON_MAX = 500;

/**
 * The transfer's due time: the end of the TRANSFER_DUE_DAYS-th day after the completion's Asia/Seoul date,
 * i.e. 00:00 Asia/Seoul of the day after it (a sale on 3 May is due by the end of 18 May).
 */
export function transferDueAt(completedAt: Date): Date {
  return new Date(startOfKstDay(completedAt).getTime() + (TRANSFER_DUE_DAYS + 1) * DAY_MS);
}

/** The start of day `day` (0 = the sale's date) of a transfer due at `dueAt`: when that day's reminder is due. */
export function transferDayStart(dueAt: Date, day: number): Date {
  return new Date(dueAt.getTime() - (TRANSFER_DUE_DAYS + 1 - day) * DAY_MS);
}

/** When the clock confirms a proof uploaded at `uploadedAt` that nobody objected to. */
export function transferAutoConfirmAt(uploadedAt: Date): Date {
  return new Date(uploadedAt.getTime() + TRANSFER_AUTO_CONFIRM_DAYS * DAY_MS);
}

/** D-day words of a due date by Asia/Seoul calendar days: `D-3`, `D-DAY` (its last day), `D+2` (past it). */
export function transferDday(dueAt: Date | string, now: Date): string {
  const lastDay = startOfKstDay(new Date(new Date(dueAt).getTime() - 1)).getTime();
  const days = Math.round((lastDay - startOfKstDay(now).getTime()) / DAY_MS);
  if (days === 0) {
    return 'D-DAY';
  }
  return days > 0 ? `D-${days}` : `D+${-days}`;
}

export const TITLE_TRANSFER_STATUS_LABELS: Record<TitleTransferStatus, string> = {
  WAITING: '서류 제출 대기',
  SUBMITTED: '확인 대기',
  OBJECTED: '판매자 이의',
  CONFIRMED: '이전 확인 완료',
};

export const TRANSFER_DOCUMENT_LABELS: Record<TransferDocumentKind, string> = {
  REGISTRATION: '자동차등록증 (이전 후)',
  USE_REPORT: '이륜자동차 사용신고필증',
  DEREGISTRATION: '말소(폐지) 증명서',
};

export const TRANSFER_CONFIRMER_LABELS: Record<TransferConfirmer, string> = {
  SELLER: '판매자 확인',
  OPERATOR: '운영팀 확인',
  AUTO: '자동 확인',
};

export const TITLE_TRANSFER_MESSAGES = {
  documentRequired: '이전 서류 파일을 올려주세요.',
  kindRequired: '서류 종류를 선택해주세요.',
  maskingRequired: '주민등록번호 등 개인 번호를 가렸는지 확인해주세요.',
  documentInvalid: '이 거래에서 직접 올린 서류 파일만 제출할 수 있습니다.',
  documentType: '서류는 JPG, PNG, WEBP 이미지나 PDF 파일만 제출할 수 있습니다.',
  notInTransfer: '명의이전 중인 거래가 아닙니다.',
  alreadyConfirmed: '이미 명의이전이 확인된 거래입니다.',
  noProof: '확인할 이전 서류가 아직 없습니다.',
  reasonRequired: '사유를 입력해주세요.',
  reasonTooLong: `사유는 ${TRANSFER_REASON_MAX}자 이내로 입력해주세요.`,
  linkExpired: '서류 보기 링크가 만료되었습니다. 화면을 새로 고친 뒤 다시 열어주세요.',
  // Success
  submitted: `이전 서류를 제출했습니다. 판매자나 운영팀이 확인하면 거래가 완료됩니다.`,
  confirmed: '명의이전을 확인했습니다. 거래가 완료되었습니다.',
  objected: '이의를 보냈습니다. 딜러가 서류를 다시 제출합니다.',
  rejected: '서류를 반려했습니다. 딜러가 다시 제출합니다.',
} as const;

const reasonText = z
  .string({ error: TITLE_TRANSFER_MESSAGES.reasonRequired })
  .trim()
  .min(1, TITLE_TRANSFER_MESSAGES.reasonRequired)
  .max(TRANSFER_REASON_MAX, TITLE_TRANSFER_MESSAGES.reasonTooLong);

/**
 * `POST /v1/dealers/auction/{id}/transfer` (and its code-link twin): the proof, uploaded first with
 * `POST /v1/files/images` by the dealer (its `url`), the document's kind, and the dealer's word that the
 * personal numbers on it are covered.
 */
export const submitTransferRequest = z.object({
  document: z.object(
    {
      url: z
        .string({ error: TITLE_TRANSFER_MESSAGES.documentRequired })
        .trim()
        .min(1, TITLE_TRANSFER_MESSAGES.documentRequired)
        .max(500, TITLE_TRANSFER_MESSAGES.documentInvalid),
      kind: z.enum(TRANSFER_DOCUMENT_KINDS, { error: TITLE_TRANSFER_MESSAGES.kindRequired }),
    },
    { error: TITLE_TRANSFER_MESSAGES.documentRequired },
  ),
  maskingConfirmed: z.literal(true, { error: TITLE_TRANSFER_MESSAGES.maskingRequired }),
});
export type SubmitTransferRequest = z.input<typeof submitTransferRequest>;

/** The seller's objection, an operator's rejection: the reason the dealer reads. */
export const transferReasonRequest = z.object({ reason: reasonText });
export type TransferReasonRequest = z.input<typeof transferReasonRequest>;

/**
 * The title transfer of a deal as its parties and operators read it (`titleTransfer` on each detail: the
 * dealer's detail already names the fee's bank transfer `transfer`). `proofUrl` is a signed link valid for
 * minutes, given only to the deal's parties and operators.
 */
export const titleTransferView = z.object({
  status: z.enum(TITLE_TRANSFER_STATUSES),
  dueAt: z.string(),
  proofUploadedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.enum(TRANSFER_CONFIRMERS).nullable(),
  documentKind: z.enum(TRANSFER_DOCUMENT_KINDS).nullable(),
  proofUrl: z.string().nullable(),
  /** image/jpeg, image/png, image/webp or application/pdf. */
  proofMimeType: z.string().nullable(),
  objectionReason: z.string(),
  objectedAt: z.string().nullable(),
  rejectReason: z.string(),
  /** When the due time passed without proof (the deal went to TRANSACTION_DELAY). */
  delayedAt: z.string().nullable(),
  /** When the clock will confirm the proof if nobody objects; null unless SUBMITTED. */
  autoConfirmAt: z.string().nullable(),
});
export type TitleTransferView = z.infer<typeof titleTransferView>;

/** What a transfer step answers: the auction's status now and the transfer as it stands. */
export const transferActionResponse = z.object({
  auctionId: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  titleTransfer: titleTransferView,
});
export type TransferActionResponse = z.infer<typeof transferActionResponse>;

/** `GET /v1/transfer-proofs/{id}?exp&sig`: the signed link's query. */
export const transferProofQuery = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().trim().min(1).max(200),
});

/** The due date as the screens and notices write it. */
export const formatTransferDue = (dueAt: Date | string) =>
  formatDotDateTime(new Date(new Date(dueAt).getTime() - 1)).slice(0, 10);
