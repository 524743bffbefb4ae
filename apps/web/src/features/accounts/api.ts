import type {
  AuthOptions,
  CodeSentResponse,
  LoginResponse,
  MfaConfirmed,
  MfaConfirmRequest,
  MfaDisableRequest,
  MfaGenerateResponse,
  MfaRecoveryCodes,
  MfaSetup,
  SessionResponse,
  User,
} from '@nuzul/shared/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import { sessionStore } from '../../app/session';

export type LoginAnswer = LoginResponse['data'];
export type CodeSent = CodeSentResponse['data'];
export type MfaPrompt = MfaGenerateResponse['data'];
export type MfaSession = SessionResponse['data'];
export type { AuthOptions, MfaConfirmed, MfaSetup };

// The signed-in screens' calls (the sign-in screens' are in sign-in-api.ts). Each shows its
// failures itself, so these calls raise no toast of their own.
const silent = { silent: true } as const;

export const accountsKeys = {
  me: ['user', 'me'] as const,
};

/** The signed-in user, fresh from the server; the stored copy follows it. */
export function useMe() {
  return useQuery<User, ApiError>({
    queryKey: accountsKeys.me,
    queryFn: async ({ signal }) => {
      const user = await apiGet<User>('/user/me', { signal });
      sessionStore.setUser(user);
      return user;
    },
  });
}

/**
 * Takes an updated user from an answer: the cache and the stored user (the header) take it
 * over what they had, so that what only GET /user/me tells (the role, the profile) stays.
 */
export function useTakeUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData<User>(accountsKeys.me, (old) => ({ ...old, ...user }));
    sessionStore.setUser({ ...sessionStore.getState().user, ...user });
  };
}

/** A call that answers with the updated user: the cache and the stored user take it. */
function useUserUpdate<TBody>(path: string) {
  const take = useTakeUser();
  return useMutation<User, ApiError, TBody>({
    mutationFn: (body) => apiPost<User>(path, body, silent),
    onSuccess: take,
  });
}

/** Starts setup: the pending secret and QR code for this session. Two-factor is still off. */
export function useEnableMfaMutation() {
  return useMutation<MfaSetup, ApiError, { password: string }>({
    mutationFn: (body) => apiPost<MfaSetup>('/user/mfa/enable', body, silent),
  });
}

/** Finishes setup with a code: two-factor is on, and the recovery codes come once. */
export function useConfirmMfaMutation() {
  const take = useTakeUser();
  return useMutation<MfaConfirmed, ApiError, MfaConfirmRequest>({
    mutationFn: (body) => apiPost<MfaConfirmed>('/user/mfa/confirm', body, silent),
    onSuccess: ({ user }) => take(user),
  });
}

export function useRenewRecoveryCodesMutation() {
  return useMutation<MfaRecoveryCodes, ApiError, { token: string }>({
    mutationFn: (body) => apiPost<MfaRecoveryCodes>('/user/mfa/recovery-codes', body, silent),
  });
}

export function useDisableMfaMutation() {
  return useUserUpdate<MfaDisableRequest>('/user/mfa/disable');
}

export function useChangePasswordMutation() {
  return useMutation<{ ok: true }, ApiError, { currentPassword: string; newPassword: string }>({
    mutationFn: (body) => apiPost<{ ok: true }>('/user/change-password', body, silent),
  });
}
