// POST /v1/dealers/login (or the operator console's /v1/admin/login), silent: the form shows a refusal under
// the password field.
import { useMutation } from '@tanstack/react-query';
import { LOGIN_MESSAGES, api, stripSpaces, type LoginRequest } from '@autobid/shared';
import { ApiError, call } from '@/lib/call';

/** Who signs in: a dealer, or an operator on the console (its own session). */
export type LoginAccount = 'dealer' | 'operator';

const LOGIN_ROUTE = { dealer: api.dealers.login, operator: api.operators.login } as const;

/** The answered token (throws ApiError on a refusal); a success may still come without one (empty). */
export function useLogin(account: LoginAccount = 'dealer') {
  return useMutation({
    mutationFn: async (request: LoginRequest) => {
      const body = { username: stripSpaces(request.username), password: stripSpaces(request.password) };
      const { accessToken } = await call(LOGIN_ROUTE[account], { body }, { silent: true, session: account });
      return accessToken;
    },
  });
}

/** What the form says of a failed login: the server's words, else the spec's generic text. */
export function loginRefusal(error: unknown): string {
  return error instanceof ApiError && error.body?.message?.trim()
    ? error.message
    : LOGIN_MESSAGES.invalidCredentials;
}
