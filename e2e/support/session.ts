import type { BrowserContext } from 'playwright-core';
import { createVerifiedAccount, type Account } from './accounts';
import type { RunningApp } from './app-server';
import type { MailCatcher } from './mail-catcher';

/** A signed-in session as the app keeps it in localStorage (`token`, `user`). */
export interface Session {
  token: string;
  user: unknown;
}

/**
 * A verified account signed in through the API (POST /auth/login), for tests whose subject
 * comes after sign-in. Needs CAPTCHA_PROVIDER=none.
 */
export async function signInThroughApi(
  app: RunningApp,
  mail: MailCatcher,
  account: Account,
  language = 'ar',
): Promise<Session> {
  await createVerifiedAccount(app, mail, account, language);
  const response = await fetch(`${app.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ email: account.email, password: account.password, captchaValue: '' }),
  });
  if (!response.ok) throw new Error(`/auth/login: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { user: unknown; accessToken?: string } };
  if (data.accessToken === undefined) throw new Error('/auth/login answered without a token');
  return { token: data.accessToken, user: data.user };
}

/**
 * Puts the session and the interface language into localStorage before any page script
 * runs, on every page the context opens.
 */
export async function storeSession(
  context: BrowserContext,
  session: Session,
  language: 'ar' | 'en',
): Promise<void> {
  await context.addInitScript(
    ({ token, user, language }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('i18nextLng', language);
    },
    { token: session.token, user: session.user, language },
  );
}

/** A JSON call of the API with the session's token; resolves with the answer's `data`. */
export async function apiCall<T>(
  app: RunningApp,
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${app.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}
