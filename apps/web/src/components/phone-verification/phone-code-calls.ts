// Phone codes: sign-up's (POST /v1/dealers/auth/phone/request and /confirm, no session) and a signed-in
// dealer's new number (POST /v1/dealers/me/phone/request and /confirm). Silent: the form shows the message.
import type { PhoneCodeConfirmResponse, PhoneCodeResponse, SignupCodeConfirmResponse } from '@autobid/shared';
import { post, type ApiResult } from '@/lib/http';

/** `signup`: a number for a new account; `profile`: a new number of the signed-in dealer. */
export type PhoneCodePurpose = 'signup' | 'profile';

const BASE: Record<PhoneCodePurpose, string> = {
  signup: '/v1/dealers/auth/phone',
  profile: '/v1/dealers/me/phone',
};

export function requestPhoneCode(
  purpose: PhoneCodePurpose,
  phone: string,
): Promise<ApiResult<PhoneCodeResponse>> {
  return post<PhoneCodeResponse>(`${BASE[purpose]}/request`, { phone }, { silent: true });
}

/** Sign-up's answer also carries the upload grant for the form's documents (docs/decisions/016). */
type ConfirmAnswer = PhoneCodeConfirmResponse & Partial<Pick<SignupCodeConfirmResponse, 'uploadGrant'>>;

export function confirmPhoneCode(
  purpose: PhoneCodePurpose,
  phone: string,
  authCode: string,
): Promise<ApiResult<ConfirmAnswer>> {
  return post<ConfirmAnswer>(`${BASE[purpose]}/confirm`, { phone, authCode }, { silent: true });
}
