/** Browser storage keys of the specification (§3 "Browser storage"), named once. */
export const localStorageKeys = {
  token: 'token',
  user: 'user',
  language: 'i18nextLng',
} as const;

export const sessionStorageKeys = {
  pendingMfaEmail: 'pendingMfaEmail',
  pendingMfaSecret: 'pendingMfaSecret',
  /** Not in the spec: the login's proof for the two-factor calls, so /verify-mfa survives a reload. */
  pendingMfaChallenge: 'pendingMfaChallenge',
  redirectPath: 'redirectPath',
} as const;

/** Empties a storage area but keeps the language choice, which outlives any session. */
export function clearStorageKeepingLanguage(storage: Storage): void {
  const language = storage.getItem(localStorageKeys.language);
  storage.clear();
  if (language !== null) storage.setItem(localStorageKeys.language, language);
}
