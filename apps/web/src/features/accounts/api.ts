import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import type { SessionUser } from '../../app/session';

/** Spec §3 "Payloads". The sign-up captcha does not apply to login, which sends ''. */
export interface LoginRequest {
  email: string;
  password: string;
  captchaValue: string;
  remember: boolean;
}

export interface LoginResponse {
  user: SessionUser;
  accessToken?: string;
  mfaRequired: boolean;
  mfaSecret?: string | null;
}

/** The login screen shows its failure inline, so the call raises no toast. */
export function useLoginMutation() {
  return useMutation<LoginResponse, ApiError, LoginRequest>({
    mutationFn: (body) => apiPost<LoginResponse>('/auth/login', body, { silent: true }),
  });
}
