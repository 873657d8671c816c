// The signed-in dealer's account calls: profile change, password change, bank-account verification.
// Each answers the ApiResult; the client has already alerted on failure unless the call is silent.
import type {
  BankAuthStep1Request,
  BankAuthStep2Request,
  PasswordChangeRequest,
  ProfileUpdateRequest,
} from '@autobid/shared';
import { post, put } from '@/lib/http';

/** PUT /v1/dealers/me */
export function updateProfile(body: ProfileUpdateRequest) {
  return put<unknown>('/v1/dealers/me', body);
}

/** PUT /v1/dealers/me/password; silent so the form shows a wrong current password under its field. */
export function changePassword(body: PasswordChangeRequest) {
  return put<unknown>('/v1/dealers/me/password', body, { silent: true });
}

/** POST /v1/dealers/bank-account/auth/step1: sends 1 won with a 4-character memo. */
export function requestBankAuth(body: BankAuthStep1Request) {
  return post<unknown>('/v1/dealers/bank-account/auth/step1', body, { silent: true });
}

/** POST /v1/dealers/bank-account/auth/step2: the memo typed back. */
export function confirmBankAuth(body: BankAuthStep2Request) {
  return post<unknown>('/v1/dealers/bank-account/auth/step2', body, { silent: true });
}
