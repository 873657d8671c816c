import { z } from 'zod';
import { stripSpaces } from './fields';

export const LOGIN_MESSAGES = {
  usernameRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  invalidCredentials: '아이디와 비밀번호를 확인해주세요.',
  suspended: '이용이 정지된 계정입니다. 카카오톡 채널로 문의해주세요.',
} as const;

/** Logout answers nothing: every token the account held before has ended. */
export const logoutResponse = z.null();

/** A login field: spaces stripped, as on sign-up; empty is "required", too long is simply wrong credentials. */
const credentialInput = (requiredMessage: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .max(max, LOGIN_MESSAGES.invalidCredentials)
    .transform(stripSpaces)
    .pipe(z.string().min(1, requiredMessage));

export const loginRequest = z.object({
  username: credentialInput(LOGIN_MESSAGES.usernameRequired, 100),
  password: credentialInput(LOGIN_MESSAGES.passwordRequired, 200),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;
