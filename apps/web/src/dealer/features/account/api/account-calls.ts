// The signed-in dealer's account writes: profile change, password change (bank-account verification lives
// with its dialog in components/bank-account). Each answers the ApiResult; the client has already alerted
// on failure unless the call is silent.
import { useMutation } from '@tanstack/react-query';
import type {
  DealerProfile,
  PasswordChangeRequest,
  PasswordChangeResponse,
  ProfileUpdateRequest,
} from '@autobid/shared';
import { put } from '@/lib/http';

/** PUT /v1/dealers/me */
function updateProfile(body: ProfileUpdateRequest) {
  return put<DealerProfile>('/v1/dealers/me', body);
}

/** PUT /v1/dealers/me/password; silent so the form shows a wrong current password under its field. */
function changePassword(body: PasswordChangeRequest) {
  return put<PasswordChangeResponse>('/v1/dealers/me/password', body, { silent: true });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
