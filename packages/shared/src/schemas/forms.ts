// The web forms' schemas, where a form holds more than the request it sends (a password confirmation,
// whether a new phone is verified). Each is derived from its request schema, so the form, the server and
// the tests share one set of rules and Korean messages (docs/spec.md §5).
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  FIND_ID_NONE,
  findIdConfirmRequest,
  findPasswordChangeRequest,
  passwordChangeRequest,
  profileUpdateRequest,
} from './account';
import { AUCTION_MESSAGES, cancelBidRequest, placeBidRequest } from './auction';
import { BID_UNIT_WON, INSPECTION_PHOTO_COUNT, MAX_BID_WON } from '../constants';
import { DIRECT_INPUT_LABEL } from '../enums';
import {
  DEAL_MESSAGES,
  REVIEW_ANSWERS,
  completeDealRequest,
  dealerReviewRequest,
  type CompleteDealRequest,
} from './deal';
import { PASSWORD_CHANGE_MESSAGES, passwordConfirmField } from './fields';

function confirmsNewPassword(values: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (values.confirmPassword === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: PASSWORD_CHANGE_MESSAGES.confirmRequired,
    });
  } else if (values.newPassword !== '' && values.confirmPassword !== values.newPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_CHANGE_MESSAGES.mismatch });
  }
}

/** Find password: the id (checked before a code is requested) and the new password (as the reset request
 * checks it) with its confirmation. */
export const findPasswordForm = findPasswordChangeRequest
  .pick({ username: true, newPassword: true })
  .extend({ confirmPassword: passwordConfirmField })
  .superRefine(confirmsNewPassword);
export type FindPasswordForm = z.input<typeof findPasswordForm>;

/** Find id: the name beside the verified phone and its code. */
export const findIdForm = findIdConfirmRequest.pick({ name: true });
export type FindIdForm = z.input<typeof findIdForm>;

/** /profile/password: the change request plus the confirmation. */
export const passwordChangeForm = passwordChangeRequest
  .extend({ confirmPassword: passwordConfirmField })
  .superRefine(confirmsNewPassword);
export type PasswordChangeForm = z.input<typeof passwordChangeForm>;

/** /profile/change: the update request; a number other than the one on file must have been verified by SMS. */
export const profileChangeForm = profileUpdateRequest
  .extend({ phoneVerified: z.boolean() })
  .superRefine((values, ctx) => {
    if (!values.phoneVerified) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: ACCOUNT_MESSAGES.phoneNotVerified });
    }
  });
export type ProfileChangeForm = z.input<typeof profileChangeForm>;

/** What the find id / find password panels say besides the rules' messages. */
export const FIND_MESSAGES = {
  noMatchingId: '일치하는 아이디가 없습니다.',
  certifyFirst: '휴대폰 인증을 먼저 진행해주세요.',
  codeSent: '인증번호를 발송했습니다. 3분 안에 입력해주세요.',
  verified: '휴대폰 인증이 완료되었습니다.',
  passwordChanged: '비밀번호가 변경되었습니다.',
} as const;

/** The line shown after id-confirm: the username, or "no matching id" when the server answers "-1". */
export function foundIdText(username: string | null | undefined): string {
  if (!username || username === FIND_ID_NONE) {
    return FIND_MESSAGES.noMatchingId;
  }
  return `회원님의 아이디는 ${username} 입니다.`;
}

// --- Completion ---------------------------------------------------------------------------------

export const COMPLETION_REASON_MAX = 500;
export const INSPECTION_RESULT_MAX = 2_000;
const MAX_MANWON_DIGITS = String(Math.floor(MAX_BID_WON / BID_UNIT_WON)).length;

/** What the person typed in a 만원 field -> 만원 (digits only, no leading zeros, capped in length; 0 when empty). */
export function parseManwon(raw: string): number {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_MANWON_DIGITS);
  return digits === '' ? 0 : Number(digits);
}

/**
 * The completion form (docs/spec.md §5 "Completion"): the price in 만원 only when it differs from the winning
 * price, then with a reason; six photo slots, at least one used. Its output is the completion request, so
 * the price, reason and photo rules are the request's.
 */
const completionValues = z.object({
  mode: z.enum(['same', 'different']),
  /** The final price in 만원; 0 while empty. */
  priceManwon: z.number().int().min(0),
  reason: z.string(),
  inspectionResult: z.string(),
  /** Six slots, '' where no photo was uploaded. */
  images: z.array(z.string()).length(INSPECTION_PHOTO_COUNT),
  /** The selected bid's price in won, sent as is in "same" mode. */
  winningPrice: z.number().int(),
  /** Completing before the agreed trade date (docs/domain.md "Completion"): the dealer must confirm it. */
  isEarly: z.boolean().optional().default(false),
  earlyTradeConfirmed: z.boolean().optional().default(false),
});

/** The request body: the winning price in "same" mode (and no reason), else the typed price in won. */
function toCompleteRequest(values: z.output<typeof completionValues>): CompleteDealRequest {
  const isSame = values.mode === 'same';
  const slot = (n: number) => values.images[n]?.trim() ?? '';
  return {
    finalPrice: isSame ? values.winningPrice : values.priceManwon * BID_UNIT_WON,
    reason: isSame ? '' : values.reason.trim(),
    inspectionResult: values.inspectionResult.trim(),
    inspectionImage1: slot(0),
    inspectionImage2: slot(1),
    inspectionImage3: slot(2),
    inspectionImage4: slot(3),
    inspectionImage5: slot(4),
    inspectionImage6: slot(5),
    earlyTradeConfirmed: values.isEarly && values.earlyTradeConfirmed,
  };
}

/** Where the completion request's fields show their messages on the form. */
function completionFieldOf(requestKey: string): string {
  if (requestKey === 'finalPrice') {
    return 'priceManwon';
  }
  return requestKey.startsWith('inspectionImage') ? 'images' : requestKey;
}

/**
 * The completion form (docs/spec.md §5 "Completion"): the price in 만원 only when it differs from the winning
 * price, then with a reason; six photo slots, at least one used. Its output is the completion request and
 * the request's own rules (price range, lengths, at least one photo) are reported at the form's fields.
 */
export const completionForm = completionValues
  .superRefine((values, ctx) => {
    const messages = new Map<string, string>();
    const checked = completeDealRequest.safeParse(toCompleteRequest(values));
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = completionFieldOf(String(issue.path[0]));
      if (!messages.has(field)) {
        messages.set(field, issue.message);
      }
    }
    if (values.isEarly && !values.earlyTradeConfirmed) {
      messages.set('earlyTradeConfirmed', DEAL_MESSAGES.earlyTradeUnconfirmed);
    }
    if (values.mode === 'different') {
      if (values.priceManwon === 0) {
        messages.set('priceManwon', DEAL_MESSAGES.finalPriceRequired);
      }
      if (values.reason.trim() === '' && !messages.has('reason')) {
        messages.set('reason', DEAL_MESSAGES.priceReasonRequired);
      }
    }
    for (const [field, message] of messages) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform(toCompleteRequest);
export type CompletionForm = z.input<typeof completionForm>;

// --- Review -------------------------------------------------------------------------------------

/**
 * The dealer's review of the seller (spec "Review page"): the request without its code, one answer slot per
 * question ('' until answered); a star rating and every answer are required.
 */
export const reviewForm = dealerReviewRequest
  .omit({ code: true })
  .extend({
    answers: z.array(z.object({ questionId: z.number().int(), answer: z.enum(['', ...REVIEW_ANSWERS]) })),
  })
  .superRefine((values, ctx) => {
    if (values.answers.some((slot) => slot.answer === '')) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: DEAL_MESSAGES.answersRequired });
    }
  })
  .transform((values) => ({
    ...values,
    answers: values.answers.flatMap(({ questionId, answer }) =>
      answer === '' ? [] : [{ questionId, answer }],
    ),
  }));
export type ReviewForm = z.input<typeof reviewForm>;

// --- Bid and cancellation reason ----------------------------------------------------------------

/** The bid form: the amount in 만원 (0 while empty, docs/spec.md §5 "Bid"); its output is the bid request in won. */
export const bidForm = z
  .object({ amount: z.number().int().min(0) })
  .superRefine(({ amount }, ctx) => {
    const checked = placeBidRequest.shape.price.safeParse(amount * BID_UNIT_WON);
    const message = amount === 0 ? AUCTION_MESSAGES.priceRequired : checked.error?.issues[0]?.message;
    if (message) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message });
    }
  })
  .transform(({ amount }) => ({ price: amount * BID_UNIT_WON }));
export type BidForm = z.input<typeof bidForm>;

/** The reason a cancellation sends: the chosen option, or the typed text for "직접 입력". */
function chosenReason({ choice, text }: { choice: string; text: string }): string {
  return choice === DIRECT_INPUT_LABEL ? text.trim() : choice;
}

export const CANCEL_REASON_MESSAGES = {
  /** "직접 입력" chosen and nothing typed: the dealer did choose, so ask to type rather than to choose. */
  textRequired: '취소 사유를 입력해주세요.',
} as const;

/**
 * The bid and deal cancellation dialogs (docs/spec.md §5 "Cancellation reason"): a reason must be chosen,
 * "직접 입력" opens free text that must not be blank; the sent reason follows the cancel request's rules.
 * One message for the dialog.
 */
export const cancelReasonForm = z
  .object({ choice: z.string(), text: z.string() })
  .superRefine((values, ctx) => {
    const checked = cancelBidRequest.safeParse({ reason: chosenReason(values) });
    const message =
      values.choice === ''
        ? AUCTION_MESSAGES.reasonRequired
        : values.choice === DIRECT_INPUT_LABEL && values.text.trim() === ''
          ? CANCEL_REASON_MESSAGES.textRequired
          : checked.error?.issues[0]?.message;
    if (message) {
      ctx.addIssue({ code: 'custom', path: ['choice'], message });
    }
  })
  .transform((values) => ({ reason: chosenReason(values) }));
export type CancelReasonForm = z.input<typeof cancelReasonForm>;
