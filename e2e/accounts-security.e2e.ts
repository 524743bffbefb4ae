import { generate } from 'otplib';
import { describe } from 'vitest';
import { expectAccessible } from './support/accessibility';
import {
  createVerifiedAccount,
  languages,
  logOut,
  newAccount,
  submitLogin,
  typeCode,
} from './support/accounts';
import { expect, test as base } from './support/fixtures';

// Sign-up and its captcha are the subject of accounts.e2e.ts; here accounts come from the API.
const test = base.extend('appEnv', { scope: 'file' }, ({ mail }) => ({
  SMTP_URL: mail.url,
  CAPTCHA_PROVIDER: 'none',
}));

const TOTP_PERIOD_SECONDS = 30;

/**
 * The authenticator's codes: now, for the next time step (the server accepts one step either
 * side, and it is later than the step of a code used just before: no replay), and one that
 * the server takes for none of its windows.
 */
async function totpCodes(secret: string): Promise<{ now: string; next: string; wrong: string }> {
  const now = Math.floor(Date.now() / 1000);
  const near = await Promise.all(
    [-1, 0, 1, 2].map((step) => generate({ secret, epoch: now + step * TOTP_PERIOD_SECONDS })),
  );
  let wrong = 0;
  while (near.includes(String(wrong).padStart(6, '0'))) wrong += 1;
  return { now: near[1] ?? '', next: near[2] ?? '', wrong: String(wrong).padStart(6, '0') };
}

describe.each(languages)('account security in $language', ({ language, locale, texts }) => {
  test('two-factor: set up on the Security page, then sign in with a code and a recovery code', async ({
    app,
    mail,
    openPage,
  }) => {
    const account = newAccount(`mfa-${language}`, 'Noura');
    await createVerifiedAccount(app, mail, account, language);
    const { page, problems } = await openPage({ locale });
    const requests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('/mfa/')) requests.push(path.replace('/api/v1', ''));
    });

    await page.goto('/login');
    await page.getByTestId('login-page').waitFor();
    await expectAccessible(page);
    await submitLogin(page, account.email, account.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/settings/security');
    await page.getByTestId('mfa-switch').waitFor();
    await expectAccessible(page);
    await page.getByTestId('mfa-switch').click();
    await page.getByTestId('mfa-enable-password').fill(account.password);
    await page.getByTestId('mfa-enable-password').press('Enter');

    // The QR code and the secret, in this session; two-factor is not on yet.
    const qr = page.getByTestId('mfa-qr');
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([
      200, 200,
    ]);
    // On screen at 200x200 once the dialog's opening animation (a scale) has finished.
    await expect
      .poll(async () => {
        const box = await qr.boundingBox();
        return box && [box.width, box.height];
      })
      .toEqual([200, 200]);
    const secret = (await page.getByTestId('mfa-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.getByTestId('mfa-switch').getAttribute('aria-checked')).toBe('false');
    await expectAccessible(page);

    // The code input has the focus from the start.
    await page.keyboard.type('12345');
    await page.keyboard.press('Enter');
    await page.getByText(texts.codeLength).waitFor();
    expect(requests).toEqual(['/user/mfa/enable']);

    const setupCodes = await totpCodes(secret);
    await typeCode(page, 'mfa-confirm-code', setupCodes.wrong);
    await page.keyboard.press('Enter');
    await page.getByTestId('mfa-confirm-error').getByText(texts.verificationFailed).waitFor();

    await typeCode(page, 'mfa-confirm-code', setupCodes.now);
    await page.getByTestId('mfa-confirm-submit').click();
    const codeItems = page.getByTestId('mfa-recovery-code-item');
    await page.getByTestId('mfa-recovery-codes').waitFor();
    const recoveryCodes = await codeItems.allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await expectAccessible(page);
    expect(await page.getByTestId('mfa-switch').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('mfa-recovery-codes-saved').click();
    await page.getByTestId('mfa-recovery-codes').waitFor({ state: 'detached' });
    await logOut(page);

    // The next sign-in asks for a code and shows no QR code or secret.
    await submitLogin(page, account.email, account.password);
    await page.waitForURL('**/verify-mfa');
    await page.getByTestId('verify-mfa-title').waitFor();
    await expectAccessible(page);
    expect(await page.getByTestId('mfa-qr').count()).toBe(0);
    expect(await page.getByTestId('mfa-secret').count()).toBe(0);
    const signInCodes = await totpCodes(secret);
    await typeCode(page, 'mfa-code', signInCodes.wrong);
    await page.keyboard.press('Enter');
    // A wrong code is said at the code field (and in a toast), its digits cleared.
    await page
      .locator('.ant-form-item', { has: page.getByTestId('mfa-code') })
      .getByText(texts.verificationFailed)
      .waitFor();
    await typeCode(page, 'mfa-code', signInCodes.next);
    await page.getByTestId('mfa-submit').click();
    await page.waitForURL('**/dashboard');
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('pendingMfaEmail'),
        sessionStorage.getItem('pendingMfaSecret'),
        sessionStorage.getItem('pendingMfaChallenge'),
        localStorage.getItem('token') !== null,
      ]),
    ).toEqual([null, null, null, true]);
    await logOut(page);

    // Without the app: a recovery code, good once.
    await submitLogin(page, account.email, account.password);
    await page.waitForURL('**/verify-mfa');
    await page.getByTestId('mfa-use-recovery-code').click();
    await page.getByTestId('mfa-recovery-code').fill(recoveryCodes[0] ?? '');
    await page.getByTestId('mfa-recovery-code').press('Enter');
    await page.waitForURL('**/dashboard');
    expect(requests.filter((path) => path === '/auth/mfa/verify')).toHaveLength(3);

    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('forgot password: the code from the mail, a new password, sign in with it', async ({
    app,
    mail,
    openPage,
  }) => {
    const account = newAccount(`reset-${language}`, 'Faisal');
    await createVerifiedAccount(app, mail, account, language);
    const newPassword = 'Camel#Milk42';
    const { page, problems } = await openPage({ locale });

    await page.goto('/login');
    await page.getByTestId('login-forgot-password-link').click();
    await page.getByTestId('forget-password-email').waitFor();
    await expectAccessible(page);
    await page.getByTestId('forget-password-email').fill(account.email);
    await page.getByTestId('forget-password-email').press('Enter');
    await page.getByTestId('forget-password-code-page').waitFor();
    await expectAccessible(page);
    // The first mail was the sign-up code; the second one is for the reset.
    await typeCode(page, 'forget-password-code', await mail.codeFrom(account.email, 2));
    await page.keyboard.press('Enter');

    await page.waitForURL('**/set-password');
    await page.getByTestId('set-password-new').waitFor();
    await expectAccessible(page);
    await page.getByTestId('set-password-new').fill(newPassword);
    await page.getByTestId('set-password-confirm').fill(newPassword);
    await page.getByTestId('set-password-confirm').press('Enter');

    await page.waitForURL('**/login');
    await page.getByTestId('login-notice').waitFor();
    await submitLogin(page, account.email, account.password);
    await page.getByTestId('login-error').waitFor();
    await submitLogin(page, account.email, newPassword);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('dashboard-greeting').waitFor();

    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});
