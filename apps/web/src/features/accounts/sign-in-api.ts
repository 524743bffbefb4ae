import type {
  AuthOptions,
  EmailCodeRequest,
  EmailRequest,
  LoginRequest,
  MfaVerifyRequest,
  ResetPasswordRequest,
  SignupRequest,
} from '@nuzul/shared/accounts';
import { apiGet, apiPost } from '../../app/api-client';
import type { CodeSent, LoginAnswer, MfaPrompt, MfaSession } from './api';
import { useCall, useLoad, withOneRetry } from './calls';

// The calls of the sign-in screens (signed out), without TanStack Query: see calls.ts. The
// signed-in screens' calls are in api.ts. Every auth screen shows its failures itself
// (inline, and a toast where the spec asks for one), so these calls raise no toast of their
// own.
const silent = { silent: true } as const;

/** Google sign-in, the captcha provider and the resend countdown; fixed for the server's life. */
export function useAuthOptions() {
  return useLoad('auth/options', () =>
    withOneRetry(() => apiGet<AuthOptions>('/auth/options', silent)),
  );
}

export function useLoginMutation() {
  return useCall((body: LoginRequest) => apiPost<LoginAnswer>('/auth/login', body, silent));
}

export function useSignupMutation() {
  return useCall((body: SignupRequest) => apiPost<CodeSent>('/auth/signup', body, silent));
}

export function useVerifyAccountMutation() {
  return useCall((body: EmailCodeRequest) =>
    apiPost<{ ok: true }>('/auth/verify-account', body, silent),
  );
}

export function useResendVerificationMutation() {
  return useCall((body: EmailRequest) =>
    apiPost<CodeSent>('/auth/resend-verification', body, silent),
  );
}

export function useForgotPasswordMutation() {
  return useCall((body: EmailRequest) => apiPost<CodeSent>('/auth/forgot-password', body, silent));
}

export function useVerifyForgotCodeMutation() {
  return useCall((body: EmailCodeRequest) =>
    apiPost<{ token: string }>('/auth/verify-forgot-otp', body, silent),
  );
}

export function useResetPasswordMutation() {
  return useCall((body: ResetPasswordRequest) =>
    apiPost<{ ok: true }>('/auth/reset-password', body, silent),
  );
}

/**
 * The /verify-mfa screen's load call (spec §2): it proves the challenge is still good. The
 * API never sends a secret here (setup is on the Security page), so it runs once per login.
 */
export function useMfaPrompt(email: string, challenge: string) {
  return useLoad(`auth/mfa/${email}/${challenge}`, () =>
    apiPost<MfaPrompt>('/auth/mfa/generate', { email, challenge }, silent),
  );
}

export function useMfaVerifyMutation() {
  return useCall((body: MfaVerifyRequest) => apiPost<MfaSession>('/auth/mfa/verify', body, silent));
}
