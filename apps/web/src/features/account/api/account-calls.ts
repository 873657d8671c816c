// The signed-in dealer's account calls: profile change, password change (bank-account verification lives
// with its dialog in components/bank-account).
// Each answers the ApiResult; the client has already alerted on failure unless the call is silent.
import type { PasswordChangeRequest, ProfileUpdateRequest } from '@autobid/shared';
import { put } from '@/lib/http';

/** PUT /v1/dealers/me */
export function updateProfile(body: ProfileUpdateRequest) {
  return put<unknown>('/v1/dealers/me', body);
}

/** PUT /v1/dealers/me/password; silent so the form shows a wrong current password under its field. */
export function changePassword(body: PasswordChangeRequest) {
  return put<unknown>('/v1/dealers/me/password', body, { silent: true });
}
