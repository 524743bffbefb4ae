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
  uniqueEmail,
} from '../../test/accounts-fixtures';

describe('login, sessions and logout', () => {
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

  it('signs in a verified account with an opaque token and the user', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const res = await login(t.app, email);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.mfaRequired).toBe(false);
    expect(data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({
      email,
      firstName: 'Sara',
      emailVerified: true,
      mfaEnabled: false,
    });
    expect(data.user).not.toHaveProperty('passwordHash');
    expect(data.user).not.toHaveProperty('mfaSecret');
  });

  it('stores only the SHA-256 of the session token', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const token = await loginToken(t.app, email);
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.some((row) => row.tokenHash === hash)).toBe(true);
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const wrong = await login(t.app, email, 'Wrong-Pass#1');
    const unknown = await login(t.app, uniqueEmail('ghost'), strongPassword);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
  });

  it('asks an unverified account to verify its e-mail first, only after a right password', async () => {
    const email = uniqueEmail();
    await post(t.app, '/auth/signup', {
      firstName: 'A',
      lastName: 'B',
      email,
      password: strongPassword,
    });
    const res = await login(t.app, email);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_NOT_VERIFIED');
    expect((await login(t.app, email, 'Wrong-Pass#1')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('validates the login payload', async () => {
    const res = await post(t.app, '/auth/login', { email: 'x', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: 'body.email', code: 'invalidEmail', message: 'Invalid email format' },
        { path: 'body.password', code: 'required', message: 'This field is required' },
      ]),
    );
  });

  it('answers GET /user/me with the signed-in user, and 401 without a token', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const token = await loginToken(t.app, email);
    const me = await get(t.app, '/user/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email });
    const anonymous = await get(t.app, '/user/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    expect((await get(t.app, '/user/me', 'not-a-token')).statusCode).toBe(401);
  });

  it('does not take the token from a query parameter', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const token = await loginToken(t.app, email);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/user/me?auth=${token}` });
    expect(res.statusCode).toBe(401);
  });

  it('accepts exactly one bearer token in the Authorization header', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const token = await loginToken(t.app, email);
    const me = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization } });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await me(`bearer ${token}`)).statusCode).toBe(200);
    for (const refused of [
      `Bearer ${token} extra`,
      `Bearer ${token} ${token}`,
      `Bearer  ${token}`,
      `Bearer ${token},x`,
      `Basic ${token}`,
      token,
    ]) {
      const res = await me(refused);
      expect(res.statusCode, refused).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('revokes the session on logout', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const token = await loginToken(t.app, email);
    const other = await loginToken(t.app, email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await get(t.app, '/user/me', token)).statusCode).toBe(401);
    expect((await get(t.app, '/user/me', other)).statusCode).toBe(200);
  });

  it('ends a session after 12 hours, or 30 days when remembered', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const short = (await login(t.app, email)).json().data.accessToken;
    const long = (await login(t.app, email, strongPassword, true)).json().data.accessToken;
    time.advance(12 * 60 * 60 * 1000 - 1000);
    expect((await get(t.app, '/user/me', short)).statusCode).toBe(200);
    time.advance(1000);
    expect((await get(t.app, '/user/me', short)).statusCode).toBe(401);
    expect((await get(t.app, '/user/me', long)).statusCode).toBe(200);
    time.advance(30 * 24 * 60 * 60 * 1000 - 12 * 60 * 60 * 1000);
    expect((await get(t.app, '/user/me', long)).statusCode).toBe(401);
  });

  it('ends every other session when the password is changed', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const current = await loginToken(t.app, email);
    const other = await loginToken(t.app, email);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/change-password',
        headers: { authorization: `Bearer ${current}` },
        payload: { currentPassword, newPassword: 'Another-Stay#2027' },
      });
    const wrong = await change('Wrong-Pass#1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { path: 'body.currentPassword', code: 'wrongPassword', message: 'Invalid Password' },
    ]);
    expect((await get(t.app, '/user/me', other)).statusCode).toBe(200);

    expect((await change(strongPassword)).statusCode).toBe(200);
    expect((await get(t.app, '/user/me', current)).statusCode).toBe(200);
    expect((await get(t.app, '/user/me', other)).statusCode).toBe(401);
    expect((await login(t.app, email)).statusCode).toBe(401);
    expect((await login(t.app, email, 'Another-Stay#2027')).statusCode).toBe(200);
  });
});
