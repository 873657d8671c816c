// Sign-up phone codes: POST /v1/dealers/auth/phone/request and /confirm (silent: the form shows the message).
import type { PhoneCodeConfirmResponse, PhoneCodeResponse } from '@autobid/shared';
import { post, type ApiResult } from '@/lib/http';

export function requestPhoneCode(phone: string): Promise<ApiResult<PhoneCodeResponse>> {
  return post<PhoneCodeResponse>('/v1/dealers/auth/phone/request', { phone }, { silent: true });
}

export function confirmPhoneCode(phone: string, authCode: string): Promise<ApiResult<PhoneCodeConfirmResponse>> {
  return post<PhoneCodeConfirmResponse>('/v1/dealers/auth/phone/confirm', { phone, authCode }, { silent: true });
}
