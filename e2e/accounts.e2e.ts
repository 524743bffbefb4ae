import { describe } from 'vitest';
import { expectAccessible } from './support/accessibility';
import {
  documentDirection,
  fillLikeAPasswordManager,
  languages,
  logOut,
  newAccount,
  typeCode,
} from './support/accounts';
import { expect, test as base } from './support/fixtures';

// The default captcha: the real ALTCHA widget solves its proof of work in Chromium. Every
// submit below is one press, made without waiting for the widget: the press solves it.
const test = base.extend('appEnv', { scope: 'file' }, ({ mail }) => ({ SMTP_URL: mail.url }));

// Five screens, each scanned by axe-core, and three proofs of work on a shared machine.
const LONG_TEST_MS = 300_000;

describe.each(languages)('accounts in $language', ({ language, locale, dir, texts }) => {
  test(
    'sign up, the code from the mail, verify, sign in and out, sign in again autofilled',
    {
      timeout: LONG_TEST_MS,
    },
    async ({ openPage, mail }) => {
      const account = newAccount(`signup-${language}`, language === 'ar' ? 'سارة' : 'Sara');
      const { page, problems } = await openPage({ locale });
      const captcha = page.getByTestId('captcha');

      await page.goto('/signup');
      await page.getByTestId('signup-page').waitFor();
      expect(await documentDirection(page)).toBe(dir);
      expect(await page.title()).toBe(texts.titles.signup);
      await captcha.waitFor();
      await expectAccessible(page);
      await page.getByTestId('signup-first-name').fill(account.firstName);
      await page.getByTestId('signup-last-name').fill(account.lastName);
      await page.getByTestId('signup-email').fill(account.email);
      await page.getByTestId('signup-password').fill(account.password);
      await page.getByTestId('signup-confirm-password').fill(account.password);
      await page.getByTestId('signup-submit').click();

      await page.waitForURL('**/verify-email');
      expect(await page.getByTestId('verify-email-address').textContent()).toBe(account.email);
      expect(await page.title()).toBe(texts.titles.verifyEmail);
      await expect.poll(() => page.getByTestId('resend-code').isDisabled()).toBe(true);
      await expectAccessible(page);
      await typeCode(page, 'verify-email-code', await mail.codeFrom(account.email));
      await page.keyboard.press('Enter');

      await page.waitForURL('**/login');
      await page.getByTestId('login-notice').waitFor();
      expect(await page.getByTestId('login-email').inputValue()).toBe(account.email);
      expect(await page.title()).toBe(texts.titles.login);
      await captcha.waitFor();
      await expectAccessible(page);
      await page.getByTestId('login-password').fill(account.password);
      await page.getByTestId('login-password').press('Enter');

      await page.waitForURL('**/dashboard');
      await expect
        .poll(() => page.getByTestId('dashboard-greeting').textContent())
        .toContain(texts.greeting(account.firstName));
      expect(await page.title()).toBe(texts.titles.dashboard);
      await expectAccessible(page);
      await logOut(page);
      await page.getByText(texts.logoutSuccess).waitFor();
      await expectAccessible(page);

      // After the sign-out a password manager fills the form: no field had the focus, so the
      // captcha has not started, and one press still signs in.
      await captcha.waitFor();
      await fillLikeAPasswordManager(page, {
        'login-email': account.email,
        'login-password': account.password,
      });
      expect(await captcha.getAttribute('data-state')).toBe('unverified');
      await page.getByTestId('login-submit').click();
      await page.waitForURL('**/dashboard');
      await page.getByTestId('dashboard-greeting').waitFor();

      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    },
  );
});

test('a 5-digit code shows the message and sends nothing', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'ar' });
  const verifyCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/verify-account')) verifyCalls.push(request.url());
  });

  await page.goto('/verify-email?email=nobody%40example.sa');
  await typeCode(page, 'verify-email-code', '12345');
  await page.keyboard.press('Enter');

  await page.getByText(languages[0].texts.codeLength).waitFor();
  expect(verifyCalls).toEqual([]);
  await expectAccessible(page);
});
