// The login's and logout's bodies; the login rule and its messages are in ../credentials.ts (no zod, for the
// login form's own check: docs/decisions/043).
import { z } from 'zod';
import { LOGIN_MESSAGES, LOGIN_REQUIRED, LOGIN_TEXT_MAX, stripSpaces } from '../credentials';

export { LOGIN_MESSAGES, loginMistakes } from '../credentials';

/** Logout answers nothing: every token the account held before has ended. */
export const logoutResponse = z.null();

/** A login field: spaces stripped, as on sign-up; empty is "required", too long is simply wrong credentials. */
const credentialInput = (field: keyof typeof LOGIN_TEXT_MAX) =>
  z
    .string({ error: LOGIN_REQUIRED[field] })
    .max(LOGIN_TEXT_MAX[field], LOGIN_MESSAGES.invalidCredentials)
    .transform(stripSpaces)
    .pipe(z.string().min(1, LOGIN_REQUIRED[field]));

export const loginRequest = z.object({
  username: credentialInput('username'),
  password: credentialInput('password'),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;
