import type { LoginRequest, LoginResponse } from '@nuzul/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';

export type LoginAnswer = LoginResponse['data'];

/** The login screen shows its failure inline, so the call raises no toast. */
export function useLoginMutation() {
  return useMutation<LoginAnswer, ApiError, LoginRequest>({
    mutationFn: (body) => apiPost<LoginAnswer>('/auth/login', body, { silent: true }),
  });
}
