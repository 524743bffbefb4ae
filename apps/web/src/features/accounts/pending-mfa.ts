import { sessionStorageKeys } from '../../app/storage-keys';

/** A login that waits for its second factor (spec §4): who, and the proof of the password step. */
export interface PendingMfa {
  email: string;
  /** Proves the password step to the two-factor calls (valid 5 minutes). */
  challenge?: string;
}

/** What /verify-mfa finds in its route state. */
export type VerifyMfaState = PendingMfa;

/**
 * Keeps the pending login in sessionStorage (spec §3: pendingMfaEmail, pendingMfaSecret), so
 * that /verify-mfa still works after a reload. A secret from an earlier login is dropped.
 */
export function rememberPendingMfa(pending: PendingMfa & { secret?: string | undefined }): void {
  const { email, challenge, secret } = pending;
  sessionStorage.setItem(sessionStorageKeys.pendingMfaEmail, email);
  setOrRemove(sessionStorageKeys.pendingMfaSecret, secret);
  setOrRemove(sessionStorageKeys.pendingMfaChallenge, challenge);
}

/** The pending login: the route state first, sessionStorage for what it lacks. */
export function readPendingMfa(state: unknown): Partial<PendingMfa> & { secret?: string } {
  const fromState = isRecord(state) ? state : {};
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value !== '' ? value : undefined;
  const stored = (key: string): string | undefined => text(sessionStorage.getItem(key));
  return {
    email: text(fromState.email) ?? stored(sessionStorageKeys.pendingMfaEmail),
    challenge: text(fromState.challenge) ?? stored(sessionStorageKeys.pendingMfaChallenge),
    secret: stored(sessionStorageKeys.pendingMfaSecret),
  };
}

export function clearPendingMfa(): void {
  sessionStorage.removeItem(sessionStorageKeys.pendingMfaEmail);
  sessionStorage.removeItem(sessionStorageKeys.pendingMfaSecret);
  sessionStorage.removeItem(sessionStorageKeys.pendingMfaChallenge);
}

function setOrRemove(key: string, value: string | undefined): void {
  if (value === undefined || value === '') sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
