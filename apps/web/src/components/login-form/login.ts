// POST /v1/dealers/login (or the operator console's /v1/admin/login), silent: the form shows the outcome
// under the password field.
import { useMutation } from '@tanstack/react-query';
import { LOGIN_MESSAGES, stripSpaces, type LoginRequest, type LoginResponse } from '@autobid/shared';
import { post } from '@/lib/http';

export type LoginOutcome = { ok: true; accessToken: string } | { ok: false; message: string };

/** Who signs in: a dealer, or an operator on the console (its own session). */
export type LoginAccount = 'dealer' | 'operator';

const LOGIN_PATH: Record<LoginAccount, string> = {
  dealer: '/v1/dealers/login',
  operator: '/v1/admin/login',
};

export async function login(request: LoginRequest, account: LoginAccount = 'dealer'): Promise<LoginOutcome> {
  const result = await post<LoginResponse | null>(
    LOGIN_PATH[account],
    { username: stripSpaces(request.username), password: stripSpaces(request.password) },
    { silent: true, session: account },
  );
  if (!result.ok) {
    const message = result.body?.message;
    return { ok: false, message: message?.trim() ? message : LOGIN_MESSAGES.invalidCredentials };
  }
  const token = result.data?.accessToken;
  if (typeof token === 'string' && token) {
    return { ok: true, accessToken: token };
  }
  // A success envelope without a token: the spec's generic text.
  return { ok: false, message: LOGIN_MESSAGES.invalidCredentials };
}

export function useLogin(account: LoginAccount = 'dealer') {
  return useMutation({ mutationFn: (request: LoginRequest) => login(request, account) });
}
