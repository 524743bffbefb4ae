import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { freshIp, strongPassword, uniqueEmail } from '../../test/accounts-fixtures';

describe('the captcha on sign-up and login (self-hosted proof of work)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'altcha' } });
  });
  afterAll(() => t.close());

  async function solvedValue(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha/challenge' });
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json().data as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const signup = (email: string, captchaValue: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: freshIp(),
      payload: {
        firstName: 'Sara',
        lastName: 'Alharbi',
        email,
        password: strongPassword,
        captchaValue,
      },
    });

  it('tells the app which captcha to show', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/options' });
    expect(res.json().data.captcha).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/v1/auth/captcha/challenge',
    });
  });

  it('refuses sign-up and login without a solved challenge, with the spec message', async () => {
    const res = await signup(uniqueEmail(), '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CAPTCHA_FAILED',
      message: 'reCAPTCHA failed. Please try again.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: freshIp(),
      payload: { email: uniqueEmail(), password: strongPassword, captchaValue: 'forged' },
    });
    expect(login.json().code).toBe('CAPTCHA_FAILED');
  });

  it('accepts a solved challenge once', async () => {
    const value = await solvedValue();
    expect((await signup(uniqueEmail(), value)).statusCode).toBe(201);
    expect((await signup(uniqueEmail(), value)).json().code).toBe('CAPTCHA_FAILED');
  });
});
