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
import { PASSWORD_CHANGE_MESSAGES } from './dealer';

/** Spaces are stripped from passwords as they are typed (spec §5); the confirmation is compared stripped. */
const confirmPasswordInput = z.string().transform((value) => value.replace(/\s/g, ''));

function confirmsNewPassword(values: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (values.confirmPassword === '') {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_CHANGE_MESSAGES.confirmRequired });
  } else if (values.newPassword !== '' && values.confirmPassword !== values.newPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_CHANGE_MESSAGES.mismatch });
  }
}

/** Find password: the id (checked before a code is requested) and the new password (as the reset request
 * checks it) with its confirmation. */
export const findPasswordForm = findPasswordChangeRequest
  .pick({ username: true, newPassword: true })
  .extend({ confirmPassword: confirmPasswordInput })
  .superRefine(confirmsNewPassword);
export type FindPasswordForm = z.input<typeof findPasswordForm>;

/** Find id: the name beside the verified phone and its code. */
export const findIdForm = findIdConfirmRequest.pick({ name: true });
export type FindIdForm = z.input<typeof findIdForm>;

/** /profile/password: the change request plus the confirmation. */
export const passwordChangeForm = passwordChangeRequest
  .extend({ confirmPassword: confirmPasswordInput })
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
