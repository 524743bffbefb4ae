import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { RunningApp } from './app-server';
import type { MailCatcher } from './mail-catcher';

/** The interface languages, with the browser locale that selects each and its texts. */
export const languages = [
  {
    language: 'ar',
    locale: 'ar',
    dir: 'rtl',
    texts: {
      logoutSuccess: 'تم تسجيل الخروج بنجاح',
      codeLength: 'يرجى إدخال الرمز المكوّن من 6 أرقام',
      verificationFailed: 'فشل التحقق. يرجى المحاولة مرة أخرى.',
      greeting: (name: string) => name,
      titles: {
        signup: 'إنشاء حساب · نُزُل',
        verifyEmail: 'تأكيد البريد الإلكتروني · نُزُل',
        login: 'تسجيل الدخول · نُزُل',
        dashboard: 'لوحة التحكم · نُزُل',
      },
    },
  },
  {
    language: 'en',
    locale: 'en-US',
    dir: 'ltr',
    texts: {
      logoutSuccess: 'You have been logged out',
      codeLength: 'Please enter the 6-digit code',
      verificationFailed: 'Verification failed. Please try again.',
      greeting: (name: string) => name,
      titles: {
        signup: 'Sign up · Nuzul',
        verifyEmail: 'Verify your email · Nuzul',
        login: 'Sign in · Nuzul',
        dashboard: 'Dashboard · Nuzul',
      },
    },
  },
] as const;

export type LanguageCase = (typeof languages)[number];

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.sa`;
}

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(prefix: string, firstName: string): Account {
  return { firstName, lastName: 'Test', email: uniqueEmail(prefix), password: 'Dates&Coffee7' };
}

/**
 * An account made through the API (sign-up, the mailed code, verification), for tests whose
 * subject comes after sign-up. Needs CAPTCHA_PROVIDER=none.
 */
export async function createVerifiedAccount(
  app: RunningApp,
  mail: MailCatcher,
  account: Account,
  language: string,
): Promise<void> {
  const post = async (path: string, body: unknown): Promise<void> => {
    const response = await fetch(`${app.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  const { firstName, lastName, email, password } = account;
  await post('/auth/signup', { firstName, lastName, email, password, captchaValue: '' });
  await post('/auth/verify-account', { email, code: await mail.codeFrom(email) });
}

/** Types a code into a 6-box input the way a person does: first box, then the keys. */
export async function typeCode(page: Page, testId: string, code: string): Promise<void> {
  await page.getByTestId(testId).locator('input').first().click();
  await page.keyboard.type(code);
}

/**
 * Fills inputs as a password manager does: the values are set and announced to React, but no
 * field gets the focus (so the captcha, which starts on focus, has not started).
 */
export async function fillLikeAPasswordManager(
  page: Page,
  values: Record<string, string>,
): Promise<void> {
  await page.evaluate((entries) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const [testId, value] of entries) {
      const input = document.querySelector<HTMLInputElement>(`input[data-testid="${testId}"]`);
      if (input === null || setValue === undefined) throw new Error(`no input ${testId}`);
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, Object.entries(values));
}

/** Signs in on /login with one press of Enter; resolves once the press is made. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
}

export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL('**/login');
}

export async function documentDirection(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.dir);
}
