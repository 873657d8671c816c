// Dealer profile, dashboard and the sign-up / re-application checks of docs/spec.md §5.
import { z } from 'zod';
import { DEALER_STATUSES } from '../enums';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants';
import { DEALER_TASK_STATUSES } from '../deal-deadlines';

export const dealerProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  image: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  position: z.string(),
  reason: z.string(),
  rejectedAt: z.string().nullable(),
  status: z.enum(DEALER_STATUSES),
  agencyAddress: z.string(),
  agencyAddressDetail: z.string(),
  agencyName: z.string(),
  agencyNumber: z.string(),
  /** 사업자등록번호, 10 digits; '' for a dealer from before it was asked (the profile asks for it). */
  businessNumber: z.string(),
  agencyRegistrationImage: z.string(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  mainBrands: z.array(z.string()),
  isBankAccountAuth: z.boolean(),
  businessCard: z.string(),
  bankAccountNumber: z.string(),
  penaltyExpiredAt: z.string().nullable(),
  hopeTransactionPercentage: z.number(),
  positiveReviewCount: z.number().int(),
  negativeReviewCount: z.number().int(),
  monthlyCompleteTransactionCount: z.number().int(),
  averageDailyBiddingCount: z.number(),
  reportCount: z.number().int(),
  biddingCancelCount: z.number().int(),
});
export type DealerProfile = z.infer<typeof dealerProfile>;

/**
 * A deal step waiting for the dealer (confirm, pay the fee, fix the date, complete), with the deadline the
 * deal clock applies to it (`dealerStepDeadline`), for the task list on /home.
 */
const dealTask = z.object({
  auctionId: z.number().int(),
  model: z.string(),
  status: z.enum(DEALER_TASK_STATUSES),
  /** The fee, once confirmed (null before). */
  fee: z.number().int().nullable(),
  deadline: z.string(),
});

/** The four home counters. */
export const dashboard = z.object({
  likeCount: z.number().int(),
  biddingCount: z.number().int(),
  successfulBiddingCount: z.number().int(),
  progressCount: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboard>;

/** `GET /v1/dealers/dashboard`: the counters and the deals waiting for the fee. */
export const dashboardResponse = dashboard.extend({
  /** Every deal step waiting for the dealer, nearest deadline first. */
  dealTasks: z.array(dealTask),
  /** The server's clock when answering, so the countdown counts to the server's deadline. */
  serverNow: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/**
 * `GET /v1/dealers/penalty/bid-cancel`: what cancelling a bid now would cost this dealer, by the same rule
 * the cancel applies (docs/domain.md "Penalties"): banDays 0 (the one free cancellation), 7 or 14, and the
 * ban's end (after a running ban, they never overlap), null when there is no ban.
 */
export const bidCancelPenaltyPreview = z.object({
  banDays: z.number().int(),
  expiresAt: z.string().nullable(),
  /**
   * The dealer's wins still waiting for its confirmation (DEALER_CONFIRM): the ban would release them back
   * to their sellers. Empty when the cancellation bans nobody.
   */
  releasedWins: z.array(z.object({ auctionId: z.number().int(), model: z.string() })),
});
export type BidCancelPenaltyPreview = z.infer<typeof bidCancelPenaltyPreview>;

/** Longest address (and address detail) the forms and the coordinates lookup accept. */
export const ADDRESS_MAX_LENGTH = 200;

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

export const USERNAME_PATTERN = /^(?=.*[a-z])[a-z0-9]{4,20}$/;
export const PHONE_PATTERN = /^01[016789]\d{8}$/;
export const FORMATTED_PHONE_PATTERN = /^\d{2,3}-\d{3,4}-\d{4}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SIGNUP_FIELDS = [
  'username',
  'password',
  'passwordConfirm',
  'phoneNumber',
  'email',
  'name',
  'image',
  'businessCard',
  'agencyName',
  'agencyNumber',
  'agencyAddress',
  'agencyAddressDetail',
  'agencyRegistrationImage',
  'businessNumber',
  'position',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupForm = Record<SignupField, string>;
export type FieldError<F extends string> = { field: F; message: string };

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** Longest phone text (digits with dashes or spaces) a form may send. */
const PHONE_TEXT_MAX = 20;

/**
 * The one phone rule of every call and form (docs/domain.md "Dealers"): digits typed with or without
 * dashes or spaces; a letter is a format mistake, no digit a missing phone. Null when the phone is good.
 */
export function phoneMistake(value: string): string | null {
  if (value.length > PHONE_TEXT_MAX || !/^[\d\s-]*$/.test(value)) {
    return SIGNUP_MESSAGES.phoneFormat;
  }
  const digits = phoneDigits(value);
  if (digits === '') {
    return SIGNUP_MESSAGES.phoneRequired;
  }
  return PHONE_PATTERN.test(digits) ? null : SIGNUP_MESSAGES.phoneFormat;
}

/** The digits of a phone as typed (the number the server stores and sends codes to). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

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
export function businessNumberMistake(value: string): string | null {
  if (value.trim() === '') {
    return SIGNUP_MESSAGES.businessNumberRequired;
  }
  return /^[\d\s-]*$/.test(value) && isBusinessNumber(value.replace(/\D/g, ''))
    ? null
    : SIGNUP_MESSAGES.businessNumberFormat;
}

/** Removes every space, as the spec asks for username and password. */
export function stripSpaces(value: string): string {
  return value.replace(/\s/g, '');
}

type Mode = 'signup' | 'reapply';

/**
 * The sign-up checks in spec order; each message belongs to a field. Re-application skips username,
 * password and profile image. Returns every failing check (first one first).
 */
export function checkSignupForm(form: Partial<SignupForm>, mode: Mode = 'signup'): FieldError<SignupField>[] {
  const errors: FieldError<SignupField>[] = [];
  const add = (field: SignupField, message: string) => {
    if (!errors.some((e) => e.field === field)) {
      errors.push({ field, message });
    }
  };
  const username = stripSpaces(form.username ?? '');
  const password = stripSpaces(form.password ?? '');
  const passwordConfirm = stripSpaces(form.passwordConfirm ?? '');

  if (mode === 'signup') {
    if (username.length < USERNAME_MIN) {
      add('username', SIGNUP_MESSAGES.usernameShort);
    } else if (username.length > USERNAME_MAX || !USERNAME_PATTERN.test(username)) {
      add('username', SIGNUP_MESSAGES.usernameFormat);
    }
    if (password.length < PASSWORD_MIN) {
      add('password', SIGNUP_MESSAGES.passwordShort);
    } else if (password.length > 100) {
      add('password', SIGNUP_MESSAGES.tooLong);
    }
    if (password !== passwordConfirm) {
      add('passwordConfirm', SIGNUP_MESSAGES.passwordMismatch);
    }
  }
  const phoneError = phoneMistake(form.phoneNumber ?? '');
  if (phoneError) {
    add('phoneNumber', phoneError);
  }
  if (blank(form.email)) {
    add('email', SIGNUP_MESSAGES.emailRequired);
  } else if (!EMAIL_PATTERN.test((form.email ?? '').trim()) || (form.email ?? '').length > 100) {
    add('email', SIGNUP_MESSAGES.emailFormat);
  }
  if (blank(form.name)) {
    add('name', SIGNUP_MESSAGES.nameRequired);
  } else if ((form.name ?? '').length > 50) {
    add('name', SIGNUP_MESSAGES.tooLong);
  }
  // The spec shows the missing profile image on the name field.
  if (mode === 'signup' && blank(form.image)) {
    add('name', SIGNUP_MESSAGES.imageRequired);
  }
  if (blank(form.businessCard)) {
    add('businessCard', SIGNUP_MESSAGES.businessCardRequired);
  }
  if (blank(form.agencyName)) {
    add('agencyName', SIGNUP_MESSAGES.agencyNameRequired);
  } else if ((form.agencyName ?? '').length > 100) {
    add('agencyName', SIGNUP_MESSAGES.tooLong);
  }
  if (blank(form.agencyNumber)) {
    add('agencyNumber', SIGNUP_MESSAGES.agencyNumberRequired);
  } else if ((form.agencyNumber ?? '').length > 20) {
    add('agencyNumber', SIGNUP_MESSAGES.tooLong);
  }
  if (blank(form.agencyAddress) || blank(form.agencyAddressDetail)) {
    add('agencyAddress', SIGNUP_MESSAGES.agencyAddressRequired);
  } else if (
    (form.agencyAddress ?? '').length > ADDRESS_MAX_LENGTH ||
    (form.agencyAddressDetail ?? '').length > ADDRESS_MAX_LENGTH
  ) {
    add('agencyAddress', SIGNUP_MESSAGES.tooLong);
  }
  if (blank(form.agencyRegistrationImage)) {
    add('agencyRegistrationImage', SIGNUP_MESSAGES.registrationImageRequired);
  }
  const businessNumberError = businessNumberMistake(form.businessNumber ?? '');
  if (businessNumberError) {
    add('businessNumber', businessNumberError);
  }
  return errors;
}

const optionalText = z.string().max(2_000).optional().default('');

const signupShape = {
  username: optionalText,
  password: optionalText,
  passwordConfirm: optionalText,
  phoneNumber: optionalText,
  email: optionalText,
  name: optionalText,
  image: optionalText,
  businessCard: optionalText,
  agencyName: optionalText,
  agencyNumber: optionalText,
  agencyAddress: optionalText,
  agencyAddressDetail: optionalText,
  agencyRegistrationImage: optionalText,
  businessNumber: optionalText,
  position: optionalText,
  longitude: z.number().min(-180).max(180).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  region1: z.string().max(50).optional().default(''),
  region2: z.string().max(50).optional().default(''),
  region3: z.string().max(50).optional().default(''),
};

function refineWith(mode: Mode) {
  return (form: Partial<SignupForm>, ctx: z.RefinementCtx) => {
    for (const error of checkSignupForm(form, mode)) {
      ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
    }
  };
}

/** `POST /v1/dealers`: the sign-up record; the phone must have been verified. */
export const signupRequest = z.object(signupShape).superRefine(refineWith('signup'));
export type SignupRequest = z.input<typeof signupRequest>;

/** `PUT /v1/dealers/me/application`: corrected details, back to review. */
const { username: _u, password: _p, passwordConfirm: _pc, ...reapplyShape } = signupShape;
export const reapplyRequest = z.object(reapplyShape).superRefine(refineWith('reapply'));
export type ReapplyRequest = z.input<typeof reapplyRequest>;

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: '현재 비밀번호를 입력해주세요.',
  newRequired: '새 비밀번호를 입력해주세요.',
  newShort: '6자 이상 입력해주세요',
  confirmRequired: '새 비밀번호를 한 번 더 입력해주세요.',
  mismatch: '비밀번호가 일치하지 않습니다',
} as const;
