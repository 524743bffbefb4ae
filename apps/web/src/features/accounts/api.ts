import type {
  AuthOptions,
  CodeSentResponse,
  EmailCodeRequest,
  EmailRequest,
  LoginRequest,
  LoginResponse,
  MfaConfirmed,
  MfaConfirmRequest,
  MfaDisableRequest,
  MfaGenerateResponse,
  MfaRecoveryCodes,
  MfaSetup,
  MfaVerifyRequest,
  ResetPasswordRequest,
  SessionResponse,
  SignupRequest,
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

// Every auth screen shows its failures itself (inline, and a toast where the spec asks for
// one), so these calls raise no toast of their own.
const silent = { silent: true } as const;

export const accountsKeys = {
  options: ['auth', 'options'] as const,
  me: ['user', 'me'] as const,
  mfaPrompt: (email: string, challenge: string) => ['auth', 'mfa', email, challenge] as const,
};

/** Google sign-in, the captcha provider and the resend countdown; fixed for the server's life. */
export function useAuthOptions() {
  return useQuery<AuthOptions, ApiError>({
    queryKey: accountsKeys.options,
    queryFn: ({ signal }) => apiGet<AuthOptions>('/auth/options', { ...silent, signal }),
    staleTime: Infinity,
    retry: 1,
  });
}

export function useLoginMutation() {
  return useMutation<LoginAnswer, ApiError, LoginRequest>({
    mutationFn: (body) => apiPost<LoginAnswer>('/auth/login', body, silent),
  });
}

export function useSignupMutation() {
  return useMutation<CodeSent, ApiError, SignupRequest>({
    mutationFn: (body) => apiPost<CodeSent>('/auth/signup', body, silent),
  });
}

export function useVerifyAccountMutation() {
  return useMutation<{ ok: true }, ApiError, EmailCodeRequest>({
    mutationFn: (body) => apiPost<{ ok: true }>('/auth/verify-account', body, silent),
  });
}

export function useResendVerificationMutation() {
  return useMutation<CodeSent, ApiError, EmailRequest>({
    mutationFn: (body) => apiPost<CodeSent>('/auth/resend-verification', body, silent),
  });
}

export function useForgotPasswordMutation() {
  return useMutation<CodeSent, ApiError, EmailRequest>({
    mutationFn: (body) => apiPost<CodeSent>('/auth/forgot-password', body, silent),
  });
}

export function useVerifyForgotCodeMutation() {
  return useMutation<{ token: string }, ApiError, EmailCodeRequest>({
    mutationFn: (body) => apiPost<{ token: string }>('/auth/verify-forgot-otp', body, silent),
  });
}

export function useResetPasswordMutation() {
  return useMutation<{ ok: true }, ApiError, ResetPasswordRequest>({
    mutationFn: (body) => apiPost<{ ok: true }>('/auth/reset-password', body, silent),
  });
}

/**
 * The /verify-mfa screen's load call (spec §2): it proves the challenge is still good. The
 * API never sends a secret here (setup is on the Security page), so it runs once per login.
 */
export function useMfaPrompt(email: string, challenge: string) {
  return useQuery<MfaPrompt, ApiError>({
    queryKey: accountsKeys.mfaPrompt(email, challenge),
    queryFn: () => apiPost<MfaPrompt>('/auth/mfa/generate', { email, challenge }, silent),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useMfaVerifyMutation() {
  return useMutation<MfaSession, ApiError, MfaVerifyRequest>({
    mutationFn: (body) => apiPost<MfaSession>('/auth/mfa/verify', body, silent),
  });
}

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

/** A call that answers with the updated user: the cache and the stored user take it. */
function useUserUpdate<TBody>(path: string) {
  const queryClient = useQueryClient();
  return useMutation<User, ApiError, TBody>({
    mutationFn: (body) => apiPost<User>(path, body, silent),
    onSuccess: (user) => {
      queryClient.setQueryData(accountsKeys.me, user);
      sessionStore.setUser(user);
    },
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
  const queryClient = useQueryClient();
  return useMutation<MfaConfirmed, ApiError, MfaConfirmRequest>({
    mutationFn: (body) => apiPost<MfaConfirmed>('/user/mfa/confirm', body, silent),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(accountsKeys.me, user);
      sessionStore.setUser(user);
    },
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
