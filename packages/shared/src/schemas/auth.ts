import { z } from 'zod';

export const LOGIN_MESSAGES = {
  usernameRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  invalidCredentials: '아이디와 비밀번호를 확인해주세요.',
} as const;

/** Spaces are stripped from username and password, as on sign-up. */
export const loginRequest = z.object({
  username: z
    .string({ error: LOGIN_MESSAGES.usernameRequired })
    .max(100, LOGIN_MESSAGES.invalidCredentials)
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().min(1, LOGIN_MESSAGES.usernameRequired)),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .max(200, LOGIN_MESSAGES.invalidCredentials)
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().min(1, LOGIN_MESSAGES.passwordRequired)),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;
