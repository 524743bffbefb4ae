import type { NavigateOptions } from 'react-router';
import { DEFAULT_REDIRECT_PATH } from '../../app/redirect-path';
import { sessionStore } from '../../app/session';
import type { LoginAnswer } from './api';
import { rememberPendingMfa, type VerifyMfaState } from './pending-mfa';

export type { VerifyMfaState };

export interface LoginNavigation {
  navigate: (to: string, options?: NavigateOptions) => void;
  /** A full page load. */
  assign: (url: string) => void;
}

/**
 * After a successful login answer (spec §4 "Session"): a second factor keeps the e-mail (and
 * the secret) in sessionStorage and goes to /verify-mfa with the e-mail in route state;
 * otherwise token and user are stored and /dashboard is loaded afresh.
 */
export function completeLogin(
  answer: LoginAnswer,
  email: string,
  { navigate, assign }: LoginNavigation,
): void {
  if (answer.mfaRequired) {
    rememberPendingMfa({ email, challenge: answer.mfaChallenge, secret: answer.mfaSecret });
    const state: VerifyMfaState =
      answer.mfaChallenge === undefined ? { email } : { email, challenge: answer.mfaChallenge };
    navigate('/verify-mfa', { state });
    return;
  }
  if (answer.accessToken === undefined || answer.accessToken === '') {
    throw new Error('UNEXPECTED_ERROR');
  }
  sessionStore.persistForReload(answer.accessToken, answer.user);
  assign(DEFAULT_REDIRECT_PATH);
}
