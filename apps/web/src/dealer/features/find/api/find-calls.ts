// Public find id / password calls (POST /v1/public/dealers/find/*). Silent: the panels show the server's
// message under the field it concerns. The code requests and confirmations go through usePhoneCode's
// mutations; the password change has its own.
import { useMutation } from '@tanstack/react-query';
import type {
  FindIdConfirmRequest,
  FindIdConfirmResponse,
  FindIdRequest,
  FindPasswordChangeRequest,
  FindPasswordConfirmRequest,
  FindPasswordRequest,
  PhoneCodeConfirmResponse,
  PhoneCodeResponse,
} from '@autobid/shared';
import { post } from '@/lib/http';

const BASE = '/v1/public/dealers/find';

export const requestFindIdCode = (body: FindIdRequest) =>
  post<PhoneCodeResponse>(`${BASE}/id-request`, body, { silent: true });
export const confirmFindId = (body: FindIdConfirmRequest) =>
  post<FindIdConfirmResponse>(`${BASE}/id-confirm`, body, { silent: true });
export const requestFindPasswordCode = (body: FindPasswordRequest) =>
  post<PhoneCodeResponse>(`${BASE}/password-request`, body, { silent: true });
export const confirmFindPassword = (body: FindPasswordConfirmRequest) =>
  post<PhoneCodeConfirmResponse>(`${BASE}/password-confirm`, body, { silent: true });
export const changeFoundPassword = (body: FindPasswordChangeRequest) =>
  post<null>(`${BASE}/password-change`, body, { silent: true });

export function useChangeFoundPassword() {
  return useMutation({ mutationFn: changeFoundPassword });
}
