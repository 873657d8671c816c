// Client checks and messages of the find id / password panels (docs/spec.md §5 "Phone").
import {
  ACCOUNT_MESSAGES,
  FIND_ID_NONE,
  PHONE_CODE_DIGITS,
  PHONE_PATTERN,
  SIGNUP_MESSAGES,
  digitsOnly,
} from '@autobid/shared';

export const FIND_MESSAGES = {
  noMatchingId: '일치하는 아이디가 없습니다.',
  usernameRequired: '아이디를 입력해주세요.',
  certifyFirst: '휴대폰 인증을 먼저 진행해주세요.',
  codeSent: '인증번호를 발송했습니다. 3분 안에 입력해주세요.',
  verified: '휴대폰 인증이 완료되었습니다.',
  passwordChanged: '비밀번호가 변경되었습니다.',
} as const;

/** The message of a phone that cannot get a code yet, or null. */
export function phoneError(phone: string): string | null {
  const digits = digitsOnly(phone);
  if (!digits) {
    return SIGNUP_MESSAGES.phoneRequired;
  }
  return PHONE_PATTERN.test(digits) ? null : SIGNUP_MESSAGES.phoneFormat;
}

/** The message of a code that cannot be confirmed yet, or null. */
export function codeError(code: string): string | null {
  return new RegExp(`^\\d{${PHONE_CODE_DIGITS}}$`).test(code) ? null : ACCOUNT_MESSAGES.phoneCodeFormat;
}

/** The line shown after id-confirm: the username, or "no matching id" when the server answers "-1". */
export function foundIdText(username: string | null | undefined): string {
  if (!username || username === FIND_ID_NONE) {
    return FIND_MESSAGES.noMatchingId;
  }
  return `회원님의 아이디는 ${username} 입니다.`;
}
