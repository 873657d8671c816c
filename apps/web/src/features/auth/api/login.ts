// POST /v1/dealers/login, silent: the form shows the outcome under the password field.
import { useMutation } from '@tanstack/react-query';
import { LOGIN_MESSAGES, stripSpaces, type LoginRequest, type LoginResponse } from '@autobid/shared';
import { post } from '@/lib/http';

export type LoginOutcome = { ok: true; accessToken: string } | { ok: false; message: string };

export async function login(request: LoginRequest): Promise<LoginOutcome> {
  const result = await post<LoginResponse | null>(
    '/v1/dealers/login',
    { username: stripSpaces(request.username), password: stripSpaces(request.password) },
    { silent: true },
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

export function useLogin() {
  return useMutation({ mutationFn: login });
}
