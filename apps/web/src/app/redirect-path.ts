import { DEFAULT_REDIRECT_PATH } from '@nuzul/shared/accounts';
import { sessionStorageKeys } from './storage-keys';

export { DEFAULT_REDIRECT_PATH };

/** The screens a signed-in user never sees (spec §2); they bounce to the redirect path. */
export const authPaths = [
  '/login',
  '/signup',
  '/verify-email',
  '/verify-mfa',
  '/forget-password',
  '/set-password',
] as const;

export function saveRedirectPath(path: string): void {
  sessionStorage.setItem(sessionStorageKeys.redirectPath, path);
}

/**
 * Where a signed-in user goes from `/` or an auth screen. A stored `/` or auth path would
 * send the user straight back there, and anything not starting with one `/` could leave
 * the site, so those fall back to the default.
 */
export function readRedirectPath(): string {
  const stored = sessionStorage.getItem(sessionStorageKeys.redirectPath);
  if (stored === null || !stored.startsWith('/') || stored.startsWith('//')) {
    return DEFAULT_REDIRECT_PATH;
  }
  const pathname = stored.split(/[?#]/)[0] ?? '';
  const loops = pathname === '/' || authPaths.some((path) => path === pathname);
  return loops ? DEFAULT_REDIRECT_PATH : stored;
}
