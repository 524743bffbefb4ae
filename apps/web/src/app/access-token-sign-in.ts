import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiGet } from './api-client';
import { isApiError } from './api-error';
import { i18n } from './i18n';
import { DEFAULT_REDIRECT_PATH } from './redirect-path';
import { ACCESS_TOKEN_PARAM, sessionStore, type SessionUser } from './session';
import { toast } from './toast';
import { translateApiError, translateFailureText } from './translate-message';

const exchanges = new Map<string, Promise<boolean>>();

/**
 * Turns an `accessToken` from the URL (the end of an external sign-in) into a session:
 * the token is stored, the user fetched and stored. Runs once per token.
 */
export function exchangeAccessToken(token: string): Promise<boolean> {
  let exchange = exchanges.get(token);
  if (exchange === undefined) {
    exchange = signInWithToken(token);
    exchanges.set(token, exchange);
  }
  return exchange;
}

async function signInWithToken(token: string): Promise<boolean> {
  sessionStore.setPendingToken(token);
  try {
    const user = await apiGet<SessionUser>('/user/me', { silent: true });
    sessionStore.signIn(token, user);
    return true;
  } catch (error) {
    sessionStore.end('expired');
    toast.error(loginFailedText(error));
    return false;
  }
}

/** The spec shows the "LoginFailed" translation when there is one, else the error itself. */
function loginFailedText(error: unknown): string {
  if (i18n.exists('LoginFailed', { ns: 'errors' })) return i18n.t('LoginFailed', { ns: 'errors' });
  if (isApiError(error)) return translateApiError(error);
  return translateFailureText(error instanceof Error ? error.message : '', undefined);
}

/** On app start: exchange the URL's access token, drop it from the URL, go to /dashboard. */
export function useAccessTokenSignIn(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get(ACCESS_TOKEN_PARAM);
    if (token === null) return;
    params.delete(ACCESS_TOKEN_PARAM);
    const rest = params.toString();
    const withoutToken = rest === '' ? pathname : `${pathname}?${rest}`;
    void exchangeAccessToken(token).then((signedIn) =>
      navigate(signedIn ? DEFAULT_REDIRECT_PATH : withoutToken, { replace: true }),
    );
  }, [pathname, search, navigate]);
}
