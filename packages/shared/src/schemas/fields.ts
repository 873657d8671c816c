// The field schemas every request and form of the three apps is built from (docs/spec.md §5, docs/domain.md
// "Dealers"): phone, email, username, password and 사업자등록번호, each with its normalisation (what is
// stripped before the check, what the server receives) and its Korean messages. A door that takes one of
// these fields composes its schema; no call or form writes the rule again.
import { z } from 'zod';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants';
import { stripSpaces } from '../credentials';

export { stripSpaces } from '../credentials';

export const SIGNUP_MESSAGES = {
  usernameShort: '4자 이상 입력해주세요',
  usernameFormat: '영문 소문자 + 숫자만 입력해주세요',
  passwordShort: '6자 이상 입력해주세요',
  passwordMismatch: '비밀번호가 일치하지 않습니다',
  phoneRequired: '전화번호를 입력해주세요',
  phoneFormat: '전화번호 형식이 올바르지 않습니다',
  emailRequired: '이메일을 입력해주세요',
  emailFormat: '이메일 형식이 올바르지 않습니다',
  nameRequired: '이름을 입력해주세요',
  imageRequired: '프로필 이미지를 선택해주세요',
  businessCardRequired: '명함을 입력해주세요.',
  agencyNameRequired: '회사명을 입력해주세요',
  agencyNumberRequired: '회사 전화번호를 입력해주세요',
  agencyAddressRequired: '회사 주소를 입력해주세요',
  registrationImageRequired: '사업자 등록증을 입력해주세요',
  businessNumberRequired: '사업자등록번호를 입력해주세요',
  businessNumberFormat: '사업자등록번호 10자리를 정확히 입력해주세요',
  tooLong: '입력한 내용이 너무 깁니다',
} as const;

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: '현재 비밀번호를 입력해주세요.',
  newRequired: '새 비밀번호를 입력해주세요.',
  newShort: SIGNUP_MESSAGES.passwordShort,
  confirmRequired: '새 비밀번호를 한 번 더 입력해주세요.',
  mismatch: SIGNUP_MESSAGES.passwordMismatch,
} as const;

/** 4-20 lowercase letters and digits, at least one letter (docs/spec.md §5): dealers' and operators' usernames. */
export const USERNAME_PATTERN = /^(?=.*[a-z])[a-z0-9]{4,20}$/;
/** A mobile number's 11 digits (010, 011, 016-019): the one phone format of every call and form. */
export const PHONE_PATTERN = /^01[016789]\d{8}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest phone text (digits with dashes or spaces) a form may send. */
const PHONE_TEXT_MAX = 20;
/** Longest business number text the profile takes. */
const BUSINESS_NUMBER_TEXT_MAX = 20;
const EMAIL_MAX = 100;
const PASSWORD_MAX = 100;
const NAME_MAX = 50;

/**
 * A phone as typed, its spaces and hyphens removed: "010 1234 5678", "010-1234-5678" and "01012345678" are
 * the same number (the one the server stores, sends codes to and searches by).
 */
export function phoneDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** One custom issue when `mistake` names one: the field schemas' way of giving one message per field. */
function reportMistake<T>(mistake: (value: T) => string | null, abort = false) {
  return (value: T, ctx: z.RefinementCtx) => {
    const message = mistake(value);
    if (message) {
      ctx.addIssue({ code: 'custom', message, abort });
    }
  };
}

// --- Phone ----------------------------------------------------------------------------------------------

/** The phone's mistake: a letter is a format mistake, no digit a missing phone; null when the phone is good. */
function phoneMistake(value: string): string | null {
  const digits = phoneDigits(value);
  if (value.length > PHONE_TEXT_MAX || !/^\d*$/.test(digits)) {
    return SIGNUP_MESSAGES.phoneFormat;
  }
  if (digits === '') {
    return SIGNUP_MESSAGES.phoneRequired;
  }
  return PHONE_PATTERN.test(digits) ? null : SIGNUP_MESSAGES.phoneFormat;
}

/**
 * A dealer's or seller's mobile phone (sign-up, re-application, profile, phone codes, find id/password,
 * seller login): typed with or without spaces or hyphens, 11 digits; the output is its digits.
 */
export const phoneField = z
  .string({ error: SIGNUP_MESSAGES.phoneRequired })
  .superRefine(reportMistake(phoneMistake, true))
  .transform(phoneDigits);

// --- Email ----------------------------------------------------------------------------------------------

/** An email, trimmed: required, at most 100 characters, something@domain.tld. */
export const emailField = z
  .string({ error: SIGNUP_MESSAGES.emailRequired })
  .trim()
  .superRefine(
    reportMistake((value) => {
      if (value === '') {
        return SIGNUP_MESSAGES.emailRequired;
      }
      return value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value) ? SIGNUP_MESSAGES.emailFormat : null;
    }),
  );

// --- Name -----------------------------------------------------------------------------------------------

/** The dealer's (representative's) name, trimmed: required, at most 50 characters. */
export const nameField = z
  .string({ error: SIGNUP_MESSAGES.nameRequired })
  .trim()
  .min(1, SIGNUP_MESSAGES.nameRequired)
  .max(NAME_MAX, SIGNUP_MESSAGES.tooLong);

// --- Username -------------------------------------------------------------------------------------------

/** A field whose spaces are stripped as it is typed (username, password: docs/spec.md §5), then checked. */
function strippedField(requiredMessage: string, mistake: (value: string) => string | null) {
  return z.string({ error: requiredMessage }).transform(stripSpaces).superRefine(reportMistake(mistake));
}

/**
 * A new dealer's username (sign-up), spaces stripped: under 4 characters is short, anything but 4-20
 * lowercase letters and digits with a letter is the format mistake.
 */
export const usernameField = strippedField(SIGNUP_MESSAGES.usernameShort, (value) => {
  if (value.length < USERNAME_MIN) {
    return SIGNUP_MESSAGES.usernameShort;
  }
  return value.length > USERNAME_MAX || !USERNAME_PATTERN.test(value) ? SIGNUP_MESSAGES.usernameFormat : null;
});

/** A username typed to find its account (find password), spaces stripped: required, no longer than a username. */
export const usernameLookupField = (requiredMessage: string) =>
  strippedField(requiredMessage, (value) => {
    if (value === '') {
      return requiredMessage;
    }
    return value.length > USERNAME_MAX ? SIGNUP_MESSAGES.usernameFormat : null;
  });

// --- Password -------------------------------------------------------------------------------------------

/** A new password, spaces stripped: at least 6 characters, at most 100; blank says `requiredMessage`. */
const newPassword = (requiredMessage: string) =>
  strippedField(requiredMessage, (value) => {
    if (value === '') {
      return requiredMessage;
    }
    if (value.length < PASSWORD_MIN) {
      return SIGNUP_MESSAGES.passwordShort;
    }
    return value.length > PASSWORD_MAX ? SIGNUP_MESSAGES.tooLong : null;
  });

/** Sign-up's password: a blank one is short, as the spec's first password check says. */
export const passwordField = newPassword(SIGNUP_MESSAGES.passwordShort);

/** The new password of a change or a reset (/profile/password, find password). */
export const newPasswordField = newPassword(PASSWORD_CHANGE_MESSAGES.newRequired);

/** A password's confirmation, compared after its spaces are stripped like the password's. */
export const passwordConfirmField = z.string().transform(stripSpaces);

// --- 사업자등록번호 ----------------------------------------------------------------------------------------

/** The weights of the business registration number's check digit over its first 9 digits. */
const BUSINESS_NUMBER_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * Whether 10 digits are a business registration number (사업자등록번호): the weighted sum of the first 9
 * digits plus floor(9th × 5 / 10) gives the 10th as (10 - sum % 10) % 10.
 */
export function isBusinessNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) {
    return false;
  }
  const d = Array.from(digits, Number);
  const weighted = BUSINESS_NUMBER_WEIGHTS.reduce((sum, weight, i) => sum + weight * d[i]!, 0);
  const sum = weighted + Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** The business number's mistake (typed with or without dashes or spaces), or null when it is good. */
function businessNumberMistake(value: string): string | null {
  if (value.trim() === '') {
    return SIGNUP_MESSAGES.businessNumberRequired;
  }
  const digits = phoneDigits(value);
  return /^\d*$/.test(digits) && isBusinessNumber(digits) ? null : SIGNUP_MESSAGES.businessNumberFormat;
}

/** 사업자등록번호 (sign-up, re-application): typed with or without dashes or spaces; the output is its 10 digits. */
export const businessNumberField = z
  .string({ error: SIGNUP_MESSAGES.businessNumberRequired })
  .superRefine(reportMistake(businessNumberMistake))
  .transform(phoneDigits);

/** The profile's 사업자등록번호: left out or '' keeps the one on file (undefined), else the same rule. */
export const optionalBusinessNumberField = z
  .string()
  .max(BUSINESS_NUMBER_TEXT_MAX, SIGNUP_MESSAGES.businessNumberFormat)
  .optional()
  .transform((value) => value || undefined)
  .pipe(businessNumberField.optional());
