import type { LoginResponse } from '@nuzul/shared/accounts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberPendingMfa } from '../features/accounts';
import { apiGet, apiPost } from './api-client';
import { isApiError } from './api-error';
import { describeCode } from './describe-failure';
import { DEFAULT_REDIRECT_PATH } from './redirect-path';
import { ACCESS_TOKEN_PARAM, sessionStore, type SessionUser } from './session';
import { toast } from './toast';

type LoginAnswer = LoginResponse['data'];

export type AccessTokenOutcome =
  | { kind: 'signed-in' }
  | { kind: 'mfa'; email: string; challenge: string | undefined }
  | { kind: 'failed' };

const exchanges = new Map<string, Promise<AccessTokenOutcome>>();

/**
 * Turns the `accessToken` of the URL into a session; runs once per value. The API's Google
 * sign-in sends a one-time code there, exchanged at /auth/google/exchange so that no session
 * token travels in a URL; a value the exchange does not know is taken as a session token
 * (spec §4): stored, and the user fetched from /user/me.
 */
export function exchangeAccessToken(value: string): Promise<AccessTokenOutcome> {
  let exchange = exchanges.get(value);
  if (exchange === undefined) {
    exchange = signInWith(value);
    exchanges.set(value, exchange);
  }
  return exchange;
}

async function signInWith(value: string): Promise<AccessTokenOutcome> {
  sessionStore.setPendingToken(value);
  try {
    const answer = await exchangeCode(value);
    if (answer === null) {
      const user = await apiGet<SessionUser>('/user/me', { silent: true, keepSession: true });
      sessionStore.signIn(value, user);
      return { kind: 'signed-in' };
    }
    if (answer.mfaRequired) {
      sessionStore.end('expired');
      const email = answer.user.email;
      rememberPendingMfa({ email, challenge: answer.mfaChallenge, secret: answer.mfaSecret });
      return { kind: 'mfa', email, challenge: answer.mfaChallenge };
    }
    if (answer.accessToken === undefined) throw new Error('UNEXPECTED_ERROR');
    sessionStore.signIn(answer.accessToken, answer.user);
    return { kind: 'signed-in' };
  } catch {
    sessionStore.end('expired');
    // Spec: whatever went wrong, the screen says "LoginFailed".
    toast.error(describeCode('LOGIN_FAILED'));
    return { kind: 'failed' };
  }
}

/** The exchange's answer, or null when the value is no exchange code. */
async function exchangeCode(code: string): Promise<LoginAnswer | null> {
  try {
    return await apiPost<LoginAnswer>(
      '/auth/google/exchange',
      { code },
      { silent: true, keepSession: true },
    );
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

/** On app start: sign in with the URL's access token, drop it from the URL, go on. */
export function useAccessTokenSignIn(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const value = params.get(ACCESS_TOKEN_PARAM);
    if (value === null) return;
    params.delete(ACCESS_TOKEN_PARAM);
    const rest = params.toString();
    const withoutToken = rest === '' ? pathname : `${pathname}?${rest}`;
    void exchangeAccessToken(value).then((outcome) => {
      if (outcome.kind === 'signed-in') return navigate(DEFAULT_REDIRECT_PATH, { replace: true });
      if (outcome.kind === 'mfa') {
        const { email, challenge } = outcome;
        return navigate('/verify-mfa', { replace: true, state: { email, challenge } });
      }
      return navigate(withoutToken, { replace: true });
    });
  }, [pathname, search, navigate]);
}
