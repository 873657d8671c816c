// The phone number and code inputs of every inline phone check (sign-up, profile, seller login): label,
// keyboard, autofill and placeholder written once. Spread into an InlineField beside its value and action.
import { PHONE_CODE_DIGITS } from '@autobid/shared';

export const PHONE_FIELD = {
  label: '전화번호',
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel',
  placeholder: '010-0000-0000',
} as const;

export const CODE_FIELD = {
  label: '인증번호',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  placeholder: `인증번호 ${PHONE_CODE_DIGITS}자리`,
  maxLength: PHONE_CODE_DIGITS,
} as const;

/** Under the phone field: where the text may land. */
export const PHONE_SPAM_HINT = '인증 문자가 스팸함으로 갈 수 있습니다.';
