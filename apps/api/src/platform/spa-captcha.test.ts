import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, uniqueEmail, strongPassword } from '../test/accounts-fixtures';
import { startSiteverify, type SiteverifyStandIn } from '../test/siteverify-standin';
import { createTestApp, type TestApp } from '../test/test-app';

const SITE_KEY = '6Lc-test-site-key';
const SECRET = 'the-deployment-secret';
const TOKEN = 'token-of-a-ticked-checkbox';

/** A content security policy as directive → sources. */
const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

const recaptchaEnv = (verifyUrl: string) => ({
  CAPTCHA_PROVIDER: 'recaptcha',
  RECAPTCHA_SITE_KEY: SITE_KEY,
  RECAPTCHA_SECRET: SECRET,
  RECAPTCHA_VERIFY_URL: verifyUrl,
});

describe('the web app’s content security policy and the captcha', () => {
  let webDist: string;
  let siteverify: SiteverifyStandIn;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Nuzul</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1);');
    siteverify = await startSiteverify({ secret: SECRET, token: TOKEN });
  });
  afterAll(async () => {
    await siteverify?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  /** The policies of the sign-up page, of an asset and of an API answer, with this env. */
  async function policies(env: NodeJS.ProcessEnv) {
    const t = await createTestApp({ webDist, env });
    try {
      const policyOf = async (url: string) =>
        directives((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      return {
        page: await policyOf('/signup'),
        asset: await policyOf('/assets/app-abc123.js'),
        api: await policyOf('/api/v1/auth/options'),
      };
    } finally {
      await t.close();
    }
  }

  it('allows Google’s reCAPTCHA script and frames on the app’s page with reCAPTCHA, and only there', async () => {
    const { page, asset, api } = await policies(recaptchaEnv(siteverify.url));

    expect(page.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    // frame-src was left to default-src ('self'), which it keeps.
    expect(page.get('frame-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    // Nothing else moves: the page's policy is the app's with those two directives.
    const rest = new Map(page);
    rest.delete('frame-src');
    rest.set('script-src', ["'self'"]);
    expect(rest).toEqual(asset);
    expect(asset.get('script-src')).toEqual(["'self'"]);
    expect(asset.has('frame-src')).toBe(false);
    expect(api).toEqual(asset);
  });

  it.each([['altcha'], ['none']])(
    'keeps the app’s own policy on its page with %s',
    async (provider) => {
      const { page, asset } = await policies({ CAPTCHA_PROVIDER: provider });

      expect(page.get('script-src')).toEqual(["'self'"]);
      expect(page.has('frame-src')).toBe(false);
      expect([...page.values()].flat().join(' ')).not.toMatch(/google|gstatic/);
      expect(page).toEqual(asset);
    },
  );

  it('takes reCAPTCHA when only its secret is configured (the default provider)', async () => {
    const { page } = await policies({
      CAPTCHA_PROVIDER: undefined,
      RECAPTCHA_SITE_KEY: SITE_KEY,
      RECAPTCHA_SECRET: SECRET,
    });
    expect(page.get('script-src')).toContain('https://www.gstatic.com/recaptcha/');
  });
});

describe('sign-up and login with reCAPTCHA, checked by a siteverify stand-in', () => {
  let siteverify: SiteverifyStandIn;
  let t: TestApp;

  beforeAll(async () => {
    siteverify = await startSiteverify({ secret: SECRET, token: TOKEN });
    t = await createTestApp({ env: recaptchaEnv(siteverify.url) });
  });
  afterAll(async () => {
    await t?.close();
    await siteverify?.close();
  });

  const signup = (email: string, captchaValue: string) =>
    post(t.app, '/auth/signup', {
      firstName: 'Sara',
      lastName: 'Alharbi',
      email,
      password: strongPassword,
      captchaValue,
    });

  it('tells the web app to show Google’s checkbox with the site key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/options' });
    expect(res.json().data.captcha).toEqual({ provider: 'recaptcha', siteKey: SITE_KEY });
  });

  it('signs up with a token that siteverify confirms, and sends it with the secret', async () => {
    siteverify.received.length = 0;
    const res = await signup(uniqueEmail(), TOKEN);

    expect(res.statusCode).toBe(201);
    expect(siteverify.received.map(({ form }) => [form.secret, form.response])).toEqual([
      [SECRET, TOKEN],
    ]);
  });

  it.each([
    ['a token that siteverify refuses', 'made-up-token'],
    ['no token (the checkbox was not ticked)', ''],
  ])('refuses a sign-up with %s as CAPTCHA_FAILED', async (_case, captchaValue) => {
    const res = await signup(uniqueEmail(), captchaValue);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CAPTCHA_FAILED');
  });

  it('refuses a login without a confirmed token before looking at the password', async () => {
    const res = await post(t.app, '/auth/login', {
      email: uniqueEmail(),
      password: strongPassword,
      captchaValue: 'made-up-token',
    });
    expect(res.json().code).toBe('CAPTCHA_FAILED');
  });
});
