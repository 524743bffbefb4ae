import type { NavigateOptions } from 'react-router';
import { DEFAULT_REDIRECT_PATH } from '../../app/redirect-path';
import { sessionStore } from '../../app/session';
import { sessionStorageKeys } from '../../app/storage-keys';
import type { LoginResponse } from './api';

export interface LoginNavigation {
  navigate: (to: string, options?: NavigateOptions) => void;
  /** A full page load. */
  assign: (url: string) => void;
}

/**
 * After a successful login answer (spec §4 "Session"): a second factor keeps the e-mail (and
 * the secret) in sessionStorage and goes to /verify-mfa; otherwise token and user are stored
 * and /dashboard is loaded afresh.
 */
export function completeLogin(
  answer: LoginResponse,
  email: string,
  { navigate, assign }: LoginNavigation,
): void {
  if (answer.mfaRequired) {
    sessionStorage.setItem(sessionStorageKeys.pendingMfaEmail, email);
    if (answer.mfaSecret) {
      sessionStorage.setItem(sessionStorageKeys.pendingMfaSecret, answer.mfaSecret);
    } else {
      sessionStorage.removeItem(sessionStorageKeys.pendingMfaSecret);
    }
    navigate('/verify-mfa', { state: { email } });
    return;
  }
  if (answer.accessToken === undefined || answer.accessToken === '') {
    throw new Error('UNEXPECTED_ERROR');
  }
  sessionStore.persistForReload(answer.accessToken, answer.user);
  assign(DEFAULT_REDIRECT_PATH);
}
