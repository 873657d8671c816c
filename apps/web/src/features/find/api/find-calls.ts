// Public find id / password calls (POST /v1/public/dealers/find/*). Silent: the panels show the server's
// message under the field it concerns.
import type {
  FindIdConfirmRequest,
  FindIdRequest,
  FindPasswordChangeRequest,
  FindPasswordConfirmRequest,
  FindPasswordRequest,
} from '@autobid/shared';
import { post } from '@/lib/http';

const BASE = '/v1/public/dealers/find';

export const requestFindIdCode = (body: FindIdRequest) =>
  post<unknown>(`${BASE}/id-request`, body, { silent: true });
export const confirmFindId = (body: FindIdConfirmRequest) =>
  post<string>(`${BASE}/id-confirm`, body, { silent: true });
export const requestFindPasswordCode = (body: FindPasswordRequest) =>
  post<unknown>(`${BASE}/password-request`, body, { silent: true });
export const confirmFindPassword = (body: FindPasswordConfirmRequest) =>
  post<unknown>(`${BASE}/password-confirm`, body, { silent: true });
export const changeFoundPassword = (body: FindPasswordChangeRequest) =>
  post<unknown>(`${BASE}/password-change`, body, { silent: true });
