import { INACTIVITY_TIMEOUT_MS, type User } from '@nuzul/shared/accounts';
import { useSyncExternalStore } from 'react';
import { clearStorageKeepingLanguage, localStorageKeys } from './storage-keys';

/** Signed-in time without a click, mouse move, key press or scroll (spec §9). */
export { INACTIVITY_TIMEOUT_MS };

/** The query parameter that carries a token back from an external sign-in (Google). */
export const ACCESS_TOKEN_PARAM = 'accessToken';

/** The stored user: the API's user, of which a stored copy may lack fields. */
export type SessionUser = Partial<User>;

export interface SessionState {
  /** `pending` while an access token from the URL is exchanged for the user. */
  status: 'pending' | 'ready';
  token: string | null;
  user: SessionUser | null;
  /** The user logged out in this page: the way to /login records no redirect path. */
  loggedOut: boolean;
}

type Listener = () => void;

function readStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(localStorageKeys.user);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

function readStoredSession(): SessionState {
  const hasAccessToken = new URLSearchParams(window.location.search).has(ACCESS_TOKEN_PARAM);
  return {
    status: hasAccessToken ? 'pending' : 'ready',
    token: localStorage.getItem(localStorageKeys.token),
    user: readStoredUser(),
    loggedOut: false,
  };
}

let state: SessionState = readStoredSession();
const listeners = new Set<Listener>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The session (token and user), persisted to localStorage `token` and `user`. */
export const sessionStore = {
  getState: (): SessionState => state,

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Re-reads the browser storage, e.g. after another tab signed in or out. */
  reload(): void {
    setState({ ...readStoredSession(), status: state.status });
  },

  /** Keeps a token whose user is still being fetched; the session stays pending. */
  setPendingToken(token: string): void {
    localStorage.setItem(localStorageKeys.token, token);
    setState({ status: 'pending', token, user: null, loggedOut: false });
  },

  signIn(token: string, user: SessionUser): void {
    localStorage.setItem(localStorageKeys.token, token);
    localStorage.setItem(localStorageKeys.user, JSON.stringify(user));
    setState({ status: 'ready', token, user, loggedOut: false });
  },

  /**
   * Stores the session for the next page load without re-rendering: the caller is about to
   * load a page (login ends with a full load of /dashboard, spec §4).
   */
  persistForReload(token: string, user: SessionUser): void {
    localStorage.setItem(localStorageKeys.token, token);
    localStorage.setItem(localStorageKeys.user, JSON.stringify(user));
  },

  setUser(user: SessionUser): void {
    localStorage.setItem(localStorageKeys.user, JSON.stringify(user));
    setState({ ...state, user });
  },

  /**
   * Forgets the session; localStorage is emptied except the language. A logout empties
   * sessionStorage too; a session the server ended (401/403) keeps the pending redirect.
   */
  end(reason: 'logout' | 'expired'): void {
    clearStorageKeepingLanguage(localStorage);
    if (reason === 'logout') clearStorageKeepingLanguage(sessionStorage);
    setState({ status: 'ready', token: null, user: null, loggedOut: reason === 'logout' });
  },
};

/** Another tab that signs in or out changes this one too. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent): void => {
    const keys: (string | null)[] = [null, localStorageKeys.token, localStorageKeys.user];
    if (event.storageArea === localStorage && keys.includes(event.key)) sessionStore.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function isSignedIn(session: SessionState): boolean {
  return session.token !== null;
}

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}
