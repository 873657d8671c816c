// POST /v1/sellers/auth/phone/request {phone}: an SMS code for the seller login. Silent: the form shows the message.
import type { PhoneCodeResponse } from '@autobid/shared';
import { post, type ApiResult } from '@/lib/http';

export function requestLoginCode(phone: string): Promise<ApiResult<PhoneCodeResponse>> {
  return post<PhoneCodeResponse>('/v1/sellers/auth/phone/request', { phone }, { silent: true });
}
