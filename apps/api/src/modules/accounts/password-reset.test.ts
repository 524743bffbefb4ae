import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import {
  createVerifiedAccount,
  get,
  login,
  loginToken,
  post,
  uniqueEmail,
} from '../../test/accounts-fixtures';

const newPassword = 'Fresh-Start#2026';

describe('forgotten password', () => {
  let t: TestApp;
  let mail: MailCatcher;
  const time = testClock();

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ clock: time.clock, env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  async function resetToken(email: string): Promise<string> {
    await post(t.app, '/auth/forgot-password', { email });
    const code = await mail.latestCode(email, 2);
    const res = await post(t.app, '/auth/verify-forgot-otp', { email, code });
    expect(res.statusCode).toBe(200);
    return res.json().data.token;
  }

  it('answers the same for an unknown address and sends nothing', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const known = await post(t.app, '/auth/forgot-password', { email });
    const ghost = uniqueEmail('ghost');
    const unknown = await post(t.app, '/auth/forgot-password', { email: ghost });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await mail.mailsTo(email, 2)).at(-1)!.subject).toContain('إعادة تعيين كلمة المرور');
    expect(mail.received.filter((m) => m.to === ghost)).toHaveLength(0);
  });

  it('goes from code to reset token to new password, ending every session', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const before = await loginToken(t.app, email);
    const token = await resetToken(email);
    const res = await post(t.app, '/auth/reset-password', { email, token, newPassword });
    expect(res.statusCode).toBe(200);
    expect((await get(t.app, '/user/me', before)).statusCode).toBe(401);
    expect((await login(t.app, email)).statusCode).toBe(401);
    expect((await login(t.app, email, newPassword)).statusCode).toBe(200);
  });

  it('accepts a reset token once', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const token = await resetToken(email);
    expect(
      (await post(t.app, '/auth/reset-password', { email, token, newPassword })).statusCode,
    ).toBe(200);
    const again = await post(t.app, '/auth/reset-password', {
      email,
      token,
      newPassword: 'Third-Try#2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a reset token used for another address', async () => {
    const a = await createVerifiedAccount(t.app, mail);
    const b = await createVerifiedAccount(t.app, mail);
    const token = await resetToken(a.email);
    const res = await post(t.app, '/auth/reset-password', { email: b.email, token, newPassword });
    expect(res.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await login(t.app, b.email)).statusCode).toBe(200);
  });

  it('refuses a reset token after 15 minutes', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const token = await resetToken(email);
    time.advance(15 * 60 * 1000);
    const res = await post(t.app, '/auth/reset-password', { email, token, newPassword });
    expect(res.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('applies the password rules to the new password and changes nothing when refused', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const token = await resetToken(email);
    const weak = await post(t.app, '/auth/reset-password', {
      email,
      token,
      newPassword: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toContainEqual({
      path: 'body.newPassword',
      code: 'passwordMix',
      message: 'Password must mix letters, digits and special characters',
    });
    const common = await post(t.app, '/auth/reset-password', {
      email,
      token,
      newPassword: 'Pa$$w0rd',
    });
    expect(common.json().details).toContainEqual({
      path: 'body.newPassword',
      code: 'passwordCommon',
      message: 'This password is too common. Choose another one.',
    });
    expect((await login(t.app, email)).statusCode).toBe(200);
    expect(
      (await post(t.app, '/auth/reset-password', { email, token, newPassword })).statusCode,
    ).toBe(200);
  });

  it('voids the reset code after 5 wrong tries', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    await post(t.app, '/auth/forgot-password', { email });
    const code = await mail.latestCode(email, 2);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post(t.app, '/auth/verify-forgot-otp', { email, code: wrong })).json().code,
      ).toBe('VERIFICATION_FAILED');
    }
    const sixth = await post(t.app, '/auth/verify-forgot-otp', { email, code });
    expect(sixth.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('sends a second reset code only after the countdown, answering the same meanwhile', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    await post(t.app, '/auth/forgot-password', { email });
    await mail.mailsTo(email, 2);
    const soon = await post(t.app, '/auth/forgot-password', { email });
    expect(soon.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mail.received.filter((m) => m.to === email)).toHaveLength(2);
    time.advance(60_000);
    await post(t.app, '/auth/forgot-password', { email });
    await mail.mailsTo(email, 3);
  });
});
