// Contracts of sign-up and the account: phone codes, sign-up result, uploads, coordinates, profile, password, bank account, find id/password.
import { z } from 'zod';
import { PHONE_CODE_DIGITS } from '../constants';
import { BANK_AUTH_LIMITS, BANK_AUTH_MESSAGES } from './account-extra';
import { ADDRESS_MAX_LENGTH } from './dealer';
import {
  emailField,
  nameField,
  newPasswordField,
  optionalBusinessNumberField,
  PASSWORD_CHANGE_MESSAGES,
  phoneField,
  SIGNUP_MESSAGES,
  usernameLookupField,
} from './fields';

export const ACCOUNT_MESSAGES = {
  phoneCodeMismatch: '인증번호가 일치하지 않습니다.',
  phoneCodeExpired: '인증번호가 만료되었습니다. 다시 요청해주세요.',
  phoneCodeTooManyRequests: '인증번호 요청 횟수를 초과했습니다. 잠시 후 다시 시도해주세요.',
  phoneCodeTooManyAttempts: '인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.',
  phoneCodeFormat: '인증번호 4자리를 입력해주세요.',
  phoneNotVerified: '휴대폰 인증을 완료해주세요.',
  phoneCodeLocked:
    '인증번호를 여러 번 잘못 입력해 오늘은 이 번호로 인증할 수 없습니다. 내일 다시 시도해주세요.',
  phoneCodeIpLocked: '인증번호를 여러 번 잘못 입력해 오늘은 인증할 수 없습니다. 내일 다시 시도해주세요.',
  phoneTaken: '이미 가입된 전화번호입니다.',
  usernameTaken: '이미 사용 중인 아이디입니다.',
  usernameRequired: '아이디를 입력해주세요.',
  uploadTooLarge: '5MB 이하의 이미지만 업로드를 해주세요.',
  uploadWrongType: '이미지 또는 PDF 파일만 업로드할 수 있습니다.',
  uploadMissing: '업로드할 파일을 선택해주세요.',
  uploadTooManyFiles: '파일은 한 번에 하나만 올려주세요.',
  uploadQuotaExceeded: '업로드 한도를 초과했습니다. 잠시 후 다시 시도해주세요.',
  uploadGrantInvalid: '휴대폰 인증이 만료되었습니다. 휴대폰 인증을 다시 해주세요.',
  addressRequired: '주소를 입력해주세요.',
  alreadyApproved: '이미 승인된 계정입니다.',
  currentPasswordWrong: '현재 비밀번호가 일치하지 않습니다.',
  bankAccountFormat: '계좌번호는 숫자만 입력해주세요.',
  bankCodeRequired: '은행을 선택해주세요.',
  bankContentFormat: '인증 문구 4자리를 입력해주세요.',
  bankContentMismatch: '인증 문구가 일치하지 않습니다.',
} as const;

/** A 4-digit phone code. */
export const phoneCodeInput = z
  .string({ error: ACCOUNT_MESSAGES.phoneCodeFormat })
  .regex(new RegExp(`^\\d{${PHONE_CODE_DIGITS}}$`), ACCOUNT_MESSAGES.phoneCodeFormat);

export const PHONE_CODE_PURPOSES = [
  'SIGNUP',
  'FIND_ID',
  'FIND_PASSWORD',
  'PROFILE',
  'SELLER_LOGIN',
  /** The registered owner confirming a consent link (docs/domain.md "Owner consent"). */
  'OWNER_CONSENT',
] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

// --- Phone codes (sign-up) ---------------------------------------------------------------

/** `POST /v1/dealers/auth/phone/request` */
export const phoneCodeRequest = z.object({ phone: phoneField });
export type PhoneCodeRequest = z.input<typeof phoneCodeRequest>;
export const phoneCodeResponse = z.object({ expiresAt: z.string() });
export type PhoneCodeResponse = z.infer<typeof phoneCodeResponse>;

/** `POST /v1/dealers/auth/phone/confirm` */
export const phoneCodeConfirmRequest = z.object({ phone: phoneField, authCode: phoneCodeInput });
export type PhoneCodeConfirmRequest = z.input<typeof phoneCodeConfirmRequest>;
export const phoneCodeConfirmResponse = z.object({ verified: z.literal(true) });
export type PhoneCodeConfirmResponse = z.infer<typeof phoneCodeConfirmResponse>;
/**
 * Sign-up's confirmation also hands over the upload grant: the header (UPLOAD_GRANT_HEADER) that lets the
 * form upload its documents before the account exists, while the phone stays verified and unused.
 */
export const signupCodeConfirmResponse = phoneCodeConfirmResponse.extend({ uploadGrant: z.string() });
export type SignupCodeConfirmResponse = z.infer<typeof signupCodeConfirmResponse>;

// --- Sign-up and re-application (requests are signupRequest / reapplyRequest in dealer.ts) ---

/** `POST /v1/dealers` → 201 */
export const signupResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.literal('AUDIT'),
});
export type SignupResponse = z.infer<typeof signupResponse>;

/** `PUT /v1/dealers/me/application` → 200: AUDIT; APPROVED when the corrected identity is the approved one again (docs/domain.md "Dealers"). */
export const reapplyResponse = z.object({ status: z.enum(['AUDIT', 'APPROVED']) });
export type ReapplyResponse = z.infer<typeof reapplyResponse>;

// --- Uploads and maps ---------------------------------------------------------------------

/**
 * `POST /v1/files/images`: a multipart form with one field `file`. The route reads and checks the file as
 * it streams, so this schema lets any body through validation and only describes the form.
 */
export const uploadRequest = z.any().meta({
  type: 'object',
  properties: { file: { type: 'string', format: 'binary' } },
  required: ['file'],
});

/** `POST /v1/files/images` → 201 */
export const uploadResponse = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

/** `GET /v1/maps/coordinates?address=` */
export const coordinatesQuery = z.object({
  // The same limit and message as the sign-up form's address.
  address: z
    .string({ error: ACCOUNT_MESSAGES.addressRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.addressRequired)
    .max(ADDRESS_MAX_LENGTH, SIGNUP_MESSAGES.tooLong),
});
export type CoordinatesQuery = z.input<typeof coordinatesQuery>;
export const coordinatesResponse = z.object({
  longitude: z.number(),
  latitude: z.number(),
  region1: z.string(),
  region2: z.string(),
  region3: z.string(),
});
export type CoordinatesResponse = z.infer<typeof coordinatesResponse>;

// --- Profile and password -------------------------------------------------------------------

/** `PUT /v1/dealers/me` → 200 */
export const profileUpdateRequest = z.object({
  phoneNumber: phoneField,
  email: emailField,
  name: nameField,
  position: z.string().max(50, SIGNUP_MESSAGES.tooLong).optional(),
  image: z.string().max(2_000).optional(),
  /** 사업자등록번호 (identity, docs/domain.md "Dealers"); left out or '' keeps the one on file. */
  businessNumber: optionalBusinessNumberField,
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

/** `PUT /v1/dealers/me/password` → 200 */
export const passwordChangeRequest = z.object({
  currentPassword: z
    .string({ error: PASSWORD_CHANGE_MESSAGES.currentRequired })
    .min(1, PASSWORD_CHANGE_MESSAGES.currentRequired)
    .max(100),
  newPassword: newPasswordField,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;
/** A fresh token for the device that changed the password: every other session has ended. */
export const passwordChangeResponse = z.object({ accessToken: z.string() });
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponse>;

// --- Bank account ---------------------------------------------------------------------------

/** `POST /v1/dealers/bank-account/auth/step1` → 200 */
export const bankAuthStep1Request = z.object({
  // Letters are one mistake and a wrong length another, each with its own message (as the service says).
  bankAccountNumber: z
    .string({ error: ACCOUNT_MESSAGES.bankAccountFormat })
    .regex(/^\d+$/, { error: ACCOUNT_MESSAGES.bankAccountFormat, abort: true })
    .min(BANK_AUTH_LIMITS.accountMinDigits, BANK_AUTH_MESSAGES.accountLength)
    .max(BANK_AUTH_LIMITS.accountMaxDigits, BANK_AUTH_MESSAGES.accountLength),
  bankCode: z
    .string({ error: ACCOUNT_MESSAGES.bankCodeRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.bankCodeRequired)
    .max(10),
});
export type BankAuthStep1Request = z.input<typeof bankAuthStep1Request>;

/** The 1-won transfer's memo word is valid until `expiresAt`. */
export const bankAuthStep1Response = z.object({ expiresAt: z.string() });
export type BankAuthStep1Response = z.infer<typeof bankAuthStep1Response>;

/** `POST /v1/dealers/bank-account/auth/step2` → 200 */
export const bankAuthStep2Request = z.object({
  content: z
    .string({ error: ACCOUNT_MESSAGES.bankContentFormat })
    .trim()
    .length(4, ACCOUNT_MESSAGES.bankContentFormat),
});
export type BankAuthStep2Request = z.input<typeof bankAuthStep2Request>;
export const bankAuthStep2Response = z.object({ isBankAccountAuth: z.literal(true) });
export type BankAuthStep2Response = z.infer<typeof bankAuthStep2Response>;

// --- Find id / password (public) --------------------------------------------------------------

const usernameInput = usernameLookupField(ACCOUNT_MESSAGES.usernameRequired);

/** `POST /v1/public/dealers/find/id-request` → 200 {expiresAt} */
export const findIdRequest = z.object({ phone: phoneField });
export type FindIdRequest = z.input<typeof findIdRequest>;

/** `POST /v1/public/dealers/find/id-confirm` → 200 data = username, or "-1" when none matches */
export const findIdConfirmRequest = z.object({
  name: z.string({ error: SIGNUP_MESSAGES.nameRequired }).trim().min(1, SIGNUP_MESSAGES.nameRequired).max(50),
  phone: phoneField,
  code: phoneCodeInput,
});
export type FindIdConfirmRequest = z.input<typeof findIdConfirmRequest>;
export const findIdConfirmResponse = z.string();
export type FindIdConfirmResponse = z.infer<typeof findIdConfirmResponse>;
export const FIND_ID_NONE = '-1';

/** `POST /v1/public/dealers/find/password-request` → 200 {expiresAt} */
export const findPasswordRequest = z.object({ username: usernameInput, phone: phoneField });
export type FindPasswordRequest = z.input<typeof findPasswordRequest>;

/** `POST /v1/public/dealers/find/password-confirm` → 200 {verified:true} */
export const findPasswordConfirmRequest = z.object({
  username: usernameInput,
  phone: phoneField,
  code: phoneCodeInput,
});
export type FindPasswordConfirmRequest = z.input<typeof findPasswordConfirmRequest>;

/** `POST /v1/public/dealers/find/password-change` → 200 */
export const findPasswordChangeRequest = z.object({
  username: usernameInput,
  phone: phoneField,
  code: phoneCodeInput,
  newPassword: newPasswordField,
});
export type FindPasswordChangeRequest = z.input<typeof findPasswordChangeRequest>;

/** The new password is set; the answer carries nothing (data null). */
export const findPasswordChangeResponse = z.null();
