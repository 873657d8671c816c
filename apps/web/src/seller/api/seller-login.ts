// POST /v1/sellers/login {phone, authCode} -> {accessToken}. Silent: the form shows a refusal under the code.
import type { LoginResponse } from '@autobid/shared';
import { post, type ApiResult } from '@/lib/http';

export function sellerLogin(phone: string, authCode: string): Promise<ApiResult<LoginResponse>> {
  return post<LoginResponse>('/v1/sellers/login', { phone, authCode }, { silent: true });
}

/** The token of a login answer, or null when a success came without one. */
export function tokenOf(data: unknown): string | null {
  const token = (data as { accessToken?: unknown } | null)?.accessToken;
  return typeof token === 'string' && token ? token : null;
}
