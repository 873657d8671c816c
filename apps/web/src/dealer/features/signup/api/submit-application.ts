// POST /v1/dealers (sign-up) and PUT /v1/dealers/me/application (re-application), silent so the form
// can put a field's message under that field.
import { useMutation } from '@tanstack/react-query';
import type { ReapplyRequest, ReapplyResponse, SignupRequest, SignupResponse } from '@autobid/shared';
import { post, put, type ApiResult } from '@/lib/http';

function signup(body: SignupRequest): Promise<ApiResult<SignupResponse>> {
  return post<SignupResponse>('/v1/dealers', body, { silent: true });
}

function reapply(body: ReapplyRequest): Promise<ApiResult<ReapplyResponse>> {
  return put<ReapplyResponse>('/v1/dealers/me/application', body, { silent: true });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}

export function useReapply() {
  return useMutation({ mutationFn: reapply });
}
