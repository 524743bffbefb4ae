import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createVerifiedAccount, get, post, uniqueEmail } from '../../test/accounts-fixtures';

const APP_URL = 'http://nuzul.test';

describe('Google sign-in (OpenID Connect, against a local provider)', () => {
  let provider: OAuth2Server;
  let t: TestApp;
  let mail: MailCatcher;
  let claims: Record<string, unknown>;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, claims);
    });
    mail = await startMailCatcher();
    t = await createTestApp({
      env: {
        SMTP_URL: mail.url,
        APP_URL,
        GOOGLE_ISSUER: provider.issuer.url!,
        GOOGLE_CLIENT_ID: 'nuzul-web',
        GOOGLE_CLIENT_SECRET: 'local-secret',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
    await provider.stop();
  });
  beforeEach(() => {
    claims = {
      sub: `google-${Math.random()}`,
      email: uniqueEmail('g'),
      email_verified: true,
      given_name: 'Noura',
      family_name: 'Alqahtani',
    };
  });

  /** Browser round trip: app → provider → app callback; answers where the app sends the browser. */
  async function roundTrip(tamper?: (callback: URL) => void): Promise<URL> {
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${APP_URL}/api/v1/auth/google/callback`,
    );
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    tamper?.(callback);
    const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(back.statusCode).toBe(302);
    return new URL(back.headers.location!);
  }

  async function exchange(target: URL) {
    return post(t.app, '/auth/google/exchange', { code: target.searchParams.get('accessToken') });
  }

  it('tells the app that Google sign-in is available', async () => {
    const res = await get(t.app, '/auth/options');
    expect(res.json().data.google).toBe(true);
  });

  it('creates an account for a new verified Google user and signs in once per code', async () => {
    const target = await roundTrip();
    expect(target.origin + target.pathname).toBe(`${APP_URL}/`);
    const res = await exchange(target);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.mfaRequired).toBe(false);
    expect(data.user).toMatchObject({
      email: claims.email,
      firstName: 'Noura',
      lastName: 'Alqahtani',
      emailVerified: true,
    });
    expect((await get(t.app, '/user/me', data.accessToken)).statusCode).toBe(200);
    const again = await exchange(target);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('GOOGLE_SIGN_IN_FAILED');
  });

  it('signs the same Google subject into the same account next time', async () => {
    const first = (await exchange(await roundTrip())).json().data.user.id;
    claims.email = uniqueEmail('changed');
    const second = (await exchange(await roundTrip())).json().data.user.id;
    expect(second).toBe(first);
  });

  it('links an existing verified account with the same verified e-mail', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    claims.email = email;
    const res = await exchange(await roundTrip());
    expect(res.json().data.user.email).toBe(email);
    const me = await get(t.app, '/user/me', res.json().data.accessToken);
    expect(me.json().data.firstName).toBe('Sara');
  });

  it('does not link when the provider has not verified the e-mail', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    claims.email = email;
    claims.email_verified = false;
    const target = await roundTrip();
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('error')).toBe('GOOGLE_SIGN_IN_FAILED');
  });

  it('does not link to an account whose e-mail is not verified here', async () => {
    const email = uniqueEmail();
    await post(t.app, '/auth/signup', {
      firstName: 'A',
      lastName: 'B',
      email,
      password: 'Nuzul-Stay#2026',
    });
    claims.email = email;
    const target = await roundTrip();
    expect(target.searchParams.get('error')).toBe('GOOGLE_SIGN_IN_FAILED');
  });

  it('refuses a callback whose state was not issued here', async () => {
    const target = await roundTrip((callback) => callback.searchParams.set('state', 'forged'));
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('error')).toBe('GOOGLE_SIGN_IN_FAILED');
  });

  it('refuses an ID token whose nonce does not match', async () => {
    claims.nonce = 'someone-else';
    const target = await roundTrip();
    expect(target.searchParams.get('error')).toBe('GOOGLE_SIGN_IN_FAILED');
  });

  it('answers 404 when Google sign-in is not configured', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('GOOGLE_SIGN_IN_UNAVAILABLE');
      expect((await get(plain.app, '/auth/options')).json().data.google).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
