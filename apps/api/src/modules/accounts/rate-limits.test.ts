import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createVerifiedAccount, strongPassword, uniqueEmail } from '../../test/accounts-fixtures';
import { accountLimits, loginAccountLimit } from './accounts.limits';

const attempt = (
  app: FastifyInstance,
  email: string,
  remoteAddress: string,
  headers = {},
  password = 'Wrong-Guess#1',
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress,
    headers,
  });

/** The n-th of many distinct attacker addresses. */
const attacker = (n: number) => `100.${64 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;

describe('guessing limits', () => {
  let t: TestApp;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('limits login per account and address, with 429 and a message', async () => {
    const email = uniqueEmail();
    const max = accountLimits.login.account.max;
    for (let i = 0; i < max; i += 1) {
      expect((await attempt(t.app, email, '192.0.2.1')).statusCode).toBe(401);
    }
    const over = await attempt(t.app, email, '192.0.2.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
      message: 'Too many attempts. Please wait and try again.',
    });
  });

  it('does not lock the owner out when someone else guesses their password', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    for (let i = 0; i <= accountLimits.login.account.max; i += 1) {
      await attempt(t.app, email, '203.0.113.66');
    }
    expect((await attempt(t.app, email, '203.0.113.66')).statusCode).toBe(429);
    const owner = await attempt(t.app, email, '198.51.100.20', {}, strongPassword);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.accessToken).toEqual(expect.any(String));
  });

  it('stops guessing spread over many addresses at a higher bound per account, except from an address the owner signed in from', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const home = '198.51.100.77';
    expect((await attempt(t.app, email, home, {}, strongPassword)).statusCode).toBe(200);

    const max = loginAccountLimit.allAddresses.max;
    // The owner's sign-in above counted once in the account's window.
    for (let n = 1; n < max; n += 1) {
      expect((await attempt(t.app, email, attacker(n))).statusCode).toBe(401);
    }
    expect((await attempt(t.app, email, attacker(max))).statusCode).toBe(429);
    expect((await attempt(t.app, email, '198.51.100.78', {}, strongPassword)).statusCode).toBe(429);
    expect((await attempt(t.app, email, home, {}, strongPassword)).statusCode).toBe(200);
  });

  it('limits login per address across accounts', async () => {
    const max = accountLimits.login.ip.max;
    for (let i = 0; i < max; i += 1) {
      expect((await attempt(t.app, uniqueEmail(), '198.51.100.7')).statusCode).toBe(401);
    }
    expect((await attempt(t.app, uniqueEmail(), '198.51.100.7')).statusCode).toBe(429);
    expect((await attempt(t.app, uniqueEmail(), '198.51.100.8')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const max = accountLimits.login.ip.max;
    for (let i = 0; i < max; i += 1) {
      await attempt(t.app, uniqueEmail(), '203.0.113.9', { 'x-forwarded-for': `100.64.0.${i}` });
    }
    const spoofed = await attempt(t.app, uniqueEmail(), '203.0.113.9', {
      'x-forwarded-for': '100.64.1.1',
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('limits by the forwarded client address when TRUST_PROXY is set', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const max = accountLimits.login.ip.max;
      for (let i = 0; i < max; i += 1) {
        await attempt(proxied.app, uniqueEmail(), '127.0.0.1', { 'x-forwarded-for': '100.64.2.2' });
      }
      const same = await attempt(proxied.app, uniqueEmail(), '127.0.0.1', {
        'x-forwarded-for': '100.64.2.2',
      });
      expect(same.statusCode).toBe(429);
      const other = await attempt(proxied.app, uniqueEmail(), '127.0.0.1', {
        'x-forwarded-for': '100.64.3.3',
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
    // A second app of its own (a database migrated from scratch): more than the default 30 s
    // on a loaded 2-core machine.
  }, 120_000);

  it.each([
    ['/auth/signup', 'signup', { firstName: 'A', lastName: 'B', password: strongPassword }],
    ['/auth/verify-account', 'verifyCode', { code: '123456' }],
    ['/auth/resend-verification', 'sendCode', {}],
    ['/auth/forgot-password', 'sendCode', {}],
  ] as const)('limits %s per account', async (url, action, body) => {
    const email = uniqueEmail();
    const max = accountLimits[action].account.max;
    for (let i = 0; i < max; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        payload: { email, ...body },
        remoteAddress: `192.0.2.${i + 1}`,
      });
      expect(res.statusCode).not.toBe(429);
    }
    const over = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: { email, ...body },
      remoteAddress: '192.0.2.250',
    });
    expect(over.statusCode).toBe(429);
  });
});
