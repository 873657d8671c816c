// Operator accounts (`/v1/admin/operators`, ADMIN only, and `npm run admin -- create-operator`): who may
// use the console, with which role; creating one, renaming, changing the role, disabling and resetting a
// password. A username follows the dealer's rule (4-20 lowercase letters and digits).
import { z } from 'zod';
import { OPERATOR_ROLES } from './operator';
import { USERNAME_PATTERN } from './fields';

export const OPERATOR_PASSWORD_MIN = 8;
export const OPERATOR_PASSWORD_MAX = 100;
export const OPERATOR_NAME_MAX = 30;

export const OPERATOR_ACCOUNT_MESSAGES = {
  usernameRequired: '아이디를 입력해주세요.',
  usernameFormat: '아이디는 영문 소문자와 숫자로 4~20자 입력해주세요.',
  nameRequired: '이름을 입력해주세요.',
  nameTooLong: `이름은 ${OPERATOR_NAME_MAX}자 이내로 입력해주세요.`,
  roleRequired: '권한을 선택해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordShort: `비밀번호는 ${OPERATOR_PASSWORD_MIN}자 이상 입력해주세요.`,
  passwordTooLong: `비밀번호는 ${OPERATOR_PASSWORD_MAX}자 이내로 입력해주세요.`,
  disabledInvalid: '사용 여부가 올바르지 않습니다.',
  nothingToChange: '변경할 항목을 입력해주세요.',
  notFound: '없는 운영자 계정입니다.',
  usernameTaken: '이미 사용 중인 아이디입니다.',
  unchanged: '변경된 내용이 없습니다.',
  alreadyDisabled: '이미 사용 중지된 계정입니다.',
  alreadyEnabled: '이미 사용 중인 계정입니다.',
  selfDisable: '본인 계정은 사용 중지할 수 없습니다.',
  selfDemote: '본인의 관리자 권한은 해제할 수 없습니다.',
  lastAdmin: '사용 중인 관리자가 한 명뿐이라 사용 중지하거나 권한을 낮출 수 없습니다.',
  samePassword: '지금 비밀번호와 다른 비밀번호를 입력해주세요.',
  passwordChangedMeanwhile:
    '방금 다른 곳에서 비밀번호가 바뀌었습니다. 목록을 새로 고친 뒤 다시 시도해주세요.',
} as const;

const M = OPERATOR_ACCOUNT_MESSAGES;

const operatorName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(OPERATOR_NAME_MAX, M.nameTooLong);
const operatorRole = z.enum(OPERATOR_ROLES, { error: M.roleRequired });

/** A new password: 8 to 100 characters, taken as typed (spaces included). */
export const operatorPassword = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(OPERATOR_PASSWORD_MIN, M.passwordShort)
  .max(OPERATOR_PASSWORD_MAX, M.passwordTooLong);

/** `POST /v1/admin/operators` (and the CLI's create-operator). */
export const createOperatorRequest = z.object({
  username: z
    .string({ error: M.usernameRequired })
    .trim()
    .min(1, M.usernameRequired)
    .regex(USERNAME_PATTERN, M.usernameFormat),
  name: operatorName,
  role: operatorRole,
  password: operatorPassword,
});
export type CreateOperatorRequest = z.input<typeof createOperatorRequest>;

/** `PATCH /v1/admin/operators/{id}`: any of name, role and disabled; at least one. */
export const updateOperatorRequest = z
  .object({
    name: operatorName.optional(),
    role: operatorRole.optional(),
    disabled: z.boolean({ error: M.disabledInvalid }).optional(),
  })
  .refine((body) => body.name !== undefined || body.role !== undefined || body.disabled !== undefined, {
    message: M.nothingToChange,
  });
export type UpdateOperatorRequest = z.input<typeof updateOperatorRequest>;

/** `POST /v1/admin/operators/{id}/password`: the new password; earlier sessions of that operator end. */
export const resetOperatorPasswordRequest = z.object({ password: operatorPassword });
export type ResetOperatorPasswordRequest = z.input<typeof resetOperatorPasswordRequest>;

/** One operator account as the ADMIN sees it (never its password hash). */
export const adminOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOperator = z.infer<typeof adminOperator>;
