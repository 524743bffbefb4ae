import { describe } from 'vitest';
import { documentDirection, languages, logOut, newAccount, typeCode } from './support/accounts';
import { expect, test as base } from './support/fixtures';

// The default captcha: the real ALTCHA widget solves its proof of work in Chromium.
const test = base.extend('appEnv', { scope: 'file' }, ({ mail }) => ({ SMTP_URL: mail.url }));

describe.each(languages)('accounts in $language', ({ language, locale, dir, texts }) => {
  test('sign up, the code from the mail, verify, sign in and out', async ({ openPage, mail }) => {
    const account = newAccount(`signup-${language}`, language === 'ar' ? 'سارة' : 'Sara');
    const { page, problems } = await openPage({ locale });

    await page.goto('/signup');
    await page.getByTestId('signup-page').waitFor();
    expect(await documentDirection(page)).toBe(dir);
    // The widget starts solving when a field of its form gets the focus.
    await page.getByTestId('captcha').waitFor();
    await page.getByTestId('signup-first-name').fill(account.firstName);
    await page.getByTestId('signup-last-name').fill(account.lastName);
    await page.getByTestId('signup-email').fill(account.email);
    await page.getByTestId('signup-password').fill(account.password);
    await page.getByTestId('signup-confirm-password').fill(account.password);
    await page.locator('[data-testid="captcha"][data-state="verified"]').waitFor();
    await page.getByTestId('signup-submit').click();

    await page.waitForURL('**/verify-email');
    expect(await page.getByTestId('verify-email-address').textContent()).toBe(account.email);
    await expect.poll(() => page.getByTestId('resend-code').isDisabled()).toBe(true);
    await typeCode(page, 'verify-email-code', await mail.codeFrom(account.email));
    await page.keyboard.press('Enter');

    await page.waitForURL('**/login');
    await page.getByTestId('login-notice').waitFor();
    expect(await page.getByTestId('login-email').inputValue()).toBe(account.email);
    await page.getByTestId('captcha').waitFor();
    await page.getByTestId('login-password').fill(account.password);
    await page.locator('[data-testid="captcha"][data-state="verified"]').waitFor();
    await page.getByTestId('login-password').press('Enter');

    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => page.getByTestId('dashboard-greeting').textContent())
      .toContain(texts.greeting(account.firstName));
    await logOut(page);
    await page.getByText(texts.logoutSuccess).waitFor();

    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
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
});
