import { generate } from 'otplib';
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
  strongPassword,
} from '../../test/accounts-fixtures';

describe('two-factor sign-in', () => {
  let t: TestApp;
  let mail: MailCatcher;
  // At the start of a 30-second step, so that moving by whole steps stays predictable.
  const time = testClock(new Date('2026-11-22T09:00:00.000Z'));

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ clock: time.clock, env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const totp = (secret: string, offsetSteps = 0) =>
    generate({ secret, epoch: Math.floor(time.clock().getTime() / 1000) + offsetSteps * 30 });

  async function accountWithMfaOn() {
    const account = await createVerifiedAccount(t.app, mail);
    const token = await loginToken(t.app, account.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/mfa/enable',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: strongPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ mfaEnabled: true, mfaEnrolled: false });
    return account;
  }

  async function challenge(email: string): Promise<string> {
    const res = await login(t.app, email);
    expect(res.json().data).toMatchObject({ mfaRequired: true, user: { email } });
    expect(res.json().data.accessToken).toBeUndefined();
    return res.json().data.mfaChallenge;
  }

  async function enrol(email: string) {
    const ch = await challenge(email);
    const gen = await post(t.app, '/auth/mfa/generate', { email, challenge: ch });
    const { secret } = gen.json().data;
    time.advance(30_000);
    const ver = await post(t.app, '/auth/mfa/verify', {
      email,
      challenge: ch,
      secret,
      token: await totp(secret),
    });
    expect(ver.statusCode).toBe(200);
    return secret as string;
  }

  it('refuses to turn two-factor on with a wrong password', async () => {
    const account = await createVerifiedAccount(t.app, mail);
    const token = await loginToken(t.app, account.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/mfa/enable',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: 'Wrong-Pass#1' },
    });
    expect(res.statusCode).toBe(400);
    expect((await get(t.app, '/user/me', token)).json().data.mfaEnabled).toBe(false);
  });

  it('enrols an authenticator: secret and 200x200 QR, code, session, and a mail', async () => {
    const { email } = await accountWithMfaOn();
    const ch = await challenge(email);
    const gen = await post(t.app, '/auth/mfa/generate', { email, challenge: ch });
    expect(gen.statusCode).toBe(200);
    const { secret, qrCode, user } = gen.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(qrCode.split(',')[1], 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200]);
    expect(user).toEqual({ email, mfaEnrolled: false });

    const ver = await post(t.app, '/auth/mfa/verify', {
      email,
      challenge: ch,
      secret,
      token: await totp(secret),
    });
    expect(ver.statusCode).toBe(200);
    expect(ver.json().data.user).toMatchObject({ email, mfaEnabled: true, mfaEnrolled: true });
    expect((await get(t.app, '/user/me', ver.json().data.accessToken)).statusCode).toBe(200);
    const mails = await mail.mailsTo(email, 2);
    expect(mails.at(-1)!.subject).toBe('تم تفعيل التحقق بخطوتين في حسابك على نُزُل');
  });

  it('shows the same secret again until a code confirms it', async () => {
    const { email } = await accountWithMfaOn();
    const first = await post(t.app, '/auth/mfa/generate', {
      email,
      challenge: await challenge(email),
    });
    const again = await post(t.app, '/auth/mfa/generate', {
      email,
      challenge: await challenge(email),
    });
    expect(again.json().data.secret).toBe(first.json().data.secret);
  });

  it('never returns the secret of an enrolled user', async () => {
    const { email } = await accountWithMfaOn();
    await enrol(email);
    const ch = await challenge(email);
    const gen = await post(t.app, '/auth/mfa/generate', { email, challenge: ch });
    expect(gen.json().data).toEqual({
      user: { email, mfaEnrolled: true },
      secret: null,
      qrCode: null,
    });
    const rows = await t.database.db.query.users.findMany();
    const row = rows.find((r) => r.email === email)!;
    expect(row.mfaSecret).not.toBeNull();
    expect(row.mfaSecret).not.toContain(gen.json().data.secret ?? '@@');
  });

  it('stores the secret encrypted', async () => {
    const { email } = await accountWithMfaOn();
    const secret = await enrol(email);
    const row = (await t.database.db.query.users.findMany()).find((r) => r.email === email)!;
    expect(row.mfaSecret).not.toContain(secret);
  });

  it('accepts a code one step early or late and refuses two steps', async () => {
    const { email } = await accountWithMfaOn();
    const secret = await enrol(email);
    for (const [offset, status] of [
      [-2, 400],
      [2, 400],
      [-1, 200],
      [1, 200],
    ] as const) {
      time.advance(5 * 30_000);
      const ch = await challenge(email);
      const res = await post(t.app, '/auth/mfa/verify', {
        email,
        challenge: ch,
        token: await totp(secret, offset),
      });
      expect(res.statusCode, `offset ${offset}`).toBe(status);
    }
  });

  it('refuses a code that was already used (replay)', async () => {
    const { email } = await accountWithMfaOn();
    const secret = await enrol(email);
    time.advance(30_000);
    const code = await totp(secret);
    const first = await post(t.app, '/auth/mfa/verify', {
      email,
      challenge: await challenge(email),
      token: code,
    });
    expect(first.statusCode).toBe(200);
    const replay = await post(t.app, '/auth/mfa/verify', {
      email,
      challenge: await challenge(email),
      token: code,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'VERIFICATION_FAILED',
      message: 'Verification failed. Please try again.',
    });
  });

  it('voids the challenge after 5 wrong codes', async () => {
    const { email } = await accountWithMfaOn();
    const secret = await enrol(email);
    time.advance(30_000);
    const ch = await challenge(email);
    const right = await totp(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        (await post(t.app, '/auth/mfa/verify', { email, challenge: ch, token: wrong })).json().code,
      );
    }
    expect(answers).toEqual([
      'VERIFICATION_FAILED',
      'VERIFICATION_FAILED',
      'VERIFICATION_FAILED',
      'VERIFICATION_FAILED',
      'MFA_CHALLENGE_INVALID',
    ]);
    const sixth = await post(t.app, '/auth/mfa/verify', { email, challenge: ch, token: right });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().code).toBe('MFA_CHALLENGE_INVALID');
  });

  it('expires the challenge after 5 minutes and refuses it for another e-mail', async () => {
    const { email } = await accountWithMfaOn();
    const other = await accountWithMfaOn();
    const ch = await challenge(email);
    expect(
      (await post(t.app, '/auth/mfa/generate', { email: other.email, challenge: ch })).statusCode,
    ).toBe(401);
    time.advance(5 * 60 * 1000);
    const late = await post(t.app, '/auth/mfa/generate', { email, challenge: ch });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('MFA_CHALLENGE_INVALID');
  });

  it('refuses two-factor calls without a challenge', async () => {
    const { email } = await accountWithMfaOn();
    const res = await post(t.app, '/auth/mfa/generate', { email, challenge: 'made-up' });
    expect(res.statusCode).toBe(401);
  });

  it('keeps a remembered login remembered through the two-factor step', async () => {
    const { email } = await accountWithMfaOn();
    const secret = await enrol(email);
    time.advance(30_000);
    const ch = (await login(t.app, email, strongPassword, true)).json().data.mfaChallenge;
    const res = await post(t.app, '/auth/mfa/verify', {
      email,
      challenge: ch,
      token: await totp(secret),
    });
    const token = res.json().data.accessToken;
    time.advance(13 * 60 * 60 * 1000);
    expect((await get(t.app, '/user/me', token)).statusCode).toBe(200);
  });

  it('turns two-factor off without a code while no authenticator is enrolled', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const token = await loginToken(t.app, email);
    const call = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    await call('/user/mfa/enable', { password: strongPassword });
    const off = await call('/user/mfa/disable', {});
    expect(off.statusCode).toBe(200);
    expect(off.json().data.mfaEnabled).toBe(false);
  });

  it('turns two-factor off only with a valid code', async () => {
    const { email } = await accountWithMfaOn();
    const secret = await enrol(email);
    time.advance(30_000);
    const session = (
      await post(t.app, '/auth/mfa/verify', {
        email,
        challenge: await challenge(email),
        token: await totp(secret),
      })
    ).json().data.accessToken;
    const disable = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/mfa/disable',
        headers: { authorization: `Bearer ${session}` },
        payload: { token },
      });
    time.advance(30_000);
    const code = await totp(secret);
    expect((await disable(code === '123456' ? '654321' : '123456')).statusCode).toBe(400);
    const withoutCode = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/mfa/disable',
      headers: { authorization: `Bearer ${session}` },
      payload: {},
    });
    expect(withoutCode.json().code).toBe('VERIFICATION_FAILED');
    const off = await disable(code);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ mfaEnabled: false, mfaEnrolled: false });
    expect((await login(t.app, email)).json().data.mfaRequired).toBe(false);
  });
});
