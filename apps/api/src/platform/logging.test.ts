import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVerifiedAccount,
  get,
  loginToken,
  post,
  uniqueEmail,
} from '../test/accounts-fixtures';
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher';
import { createTestApp, type TestApp } from '../test/test-app';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  userId?: string;
  req?: { url: string };
  res?: { statusCode: number };
}

/**
 * The secrets a user's session goes through: passwords, the e-mailed codes, the reset
 * token and the bearer token. None may reach a log line, at any level.
 */
describe('request logs', () => {
  let t: TestApp;
  let mail: MailCatcher;
  const written: string[] = [];
  const lines = () => written.join('').split('\n').filter(Boolean);
  const parsed = () => lines().map((line) => JSON.parse(line) as LogLine);

  const email = uniqueEmail('logged');
  const password = 'Logged-Pass#7341';
  const newPassword = 'Renewed-Pass#8812';
  const weakPassword = 'qwerty123';
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({
      env: { SMTP_URL: mail.url, LOG_LEVEL: 'trace' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          written.push(chunk.toString());
          done();
        },
      }),
    });

    // Sign-up refused, sign-up with a password, the verification code, a login token.
    const weak = await post(t.app, '/auth/signup', {
      firstName: 'Weak',
      lastName: 'Password',
      email: uniqueEmail('weak'),
      password: weakPassword,
      captchaValue: '',
    });
    if (weak.statusCode !== 400) throw new Error(`weak password accepted: ${weak.body}`);
    await createVerifiedAccount(t.app, mail, email, password);
    secrets.verificationCode = await mail.latestCode(email);
    secrets.token = await loginToken(t.app, email, password);
    // A wrong password, and one in a body that cannot be read.
    await post(t.app, '/auth/login', { email, password: `${password}x`, captchaValue: '' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${email}","password":"${password}"`,
    });
    // The token where a careless client puts it: the query string.
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/me?accessToken=${secrets.token}&token=${secrets.token}`,
    });
    // Reset: the code by mail, the reset token it gives, the new password.
    await post(t.app, '/auth/forgot-password', { email });
    secrets.resetCode = await mail.latestCode(email, 2);
    const verified = await post(t.app, '/auth/verify-forgot-otp', {
      email,
      code: secrets.resetCode,
    });
    secrets.resetToken = verified.json().data.token;
    await post(t.app, '/auth/reset-password', { email, token: secrets.resetToken, newPassword });
    secrets.secondToken = await loginToken(t.app, email, newPassword);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('holds no password, code or token anywhere, at trace level', () => {
    // Every request of the set was logged (11 of them), so the search below had lines to read.
    expect(parsed().filter((line) => line.msg === 'request completed').length).toBe(11);
    const all = written.join('');
    for (const [name, secret] of Object.entries({
      password,
      newPassword,
      weakPassword,
      ...secrets,
    })) {
      expect(secret, name).toBeTruthy();
      expect(all.includes(secret), `${name} (${secret}) in the logs`).toBe(false);
    }
    // The query string's credentials were there, and written as redacted.
    const me = parsed().find((line) => line.req?.url.startsWith('/api/v1/user/me?'));
    expect(me?.req?.url).toBe('/api/v1/user/me?accessToken=%5Bredacted%5D&token=%5Bredacted%5D');
  });

  it('writes one line per request with its id, and the user id once signed in', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: {
        authorization: `Bearer ${secrets.secondToken}`,
        'x-request-id': 'probe-signed-in',
      },
    });
    expect(me.statusCode).toBe(200);
    const userId = me.json().data.id as string;
    const ofRequest = parsed().filter((line) => line.reqId === 'probe-signed-in');
    expect(ofRequest.map((line) => line.msg)).toEqual(['request completed']);
    expect(ofRequest[0]).toMatchObject({ userId, res: { statusCode: 200 } });

    // A failing signed-in request: the error line and the answer's line both name the user.
    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/properties/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${secrets.secondToken}`, 'x-request-id': 'probe-404' },
    });
    expect(failed.statusCode).toBe(404);
    const failedLines = parsed().filter((line) => line.reqId === 'probe-404');
    expect(failedLines.length).toBeGreaterThanOrEqual(1);
    for (const line of failedLines) expect(line.userId).toBe(userId);

    // Not signed in (a revoked token): the request id, and no user.
    const anonymous = await get(t.app, '/user/me', secrets.token);
    expect(anonymous.statusCode).toBe(401);
    const anonymousLine = parsed().find((line) => line.reqId === anonymous.headers['x-request-id']);
    expect(anonymousLine).toMatchObject({ msg: 'request completed', res: { statusCode: 401 } });
    expect(anonymousLine).not.toHaveProperty('userId');
  });
});
