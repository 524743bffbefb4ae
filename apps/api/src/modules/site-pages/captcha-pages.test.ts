import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Captcha } from '../../platform/captcha/captcha';
import { ALTCHA_CHALLENGE_URL, recaptchaCaptcha } from '../../platform/captcha/index';
import { startMailCatcher } from '../../test/mail-catcher';
import { startSiteverify, type SiteverifyStandIn } from '../../test/siteverify-standin';
import { createTestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { createSiteOwner, insertSiteProperty, requestBody, siteApi } from '../site/site.fixtures';

const SITE_KEY = '6Lc-test-site-key';
const SECRET = 'the-deployment-secret';
const TOKEN = 'token-of-a-ticked-checkbox';

const dom = (body: string) => new JSDOM(body).window.document;

/** A content security policy as directive → sources. */
const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

/** An app whose site has a published property, with the captcha of the test. */
async function siteWith(captcha: Captcha | undefined) {
  const mail = await startMailCatcher();
  const clock = testClock();
  const t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: clock.clock, captcha });
  const owner = await createSiteOwner(t, mail);
  const propertyId = await insertSiteProperty(t, owner);
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  return {
    t,
    slug: owner.slug,
    propertyId,
    get,
    /** The home page's policy: never widened, the app's own for every site page. */
    homePolicy: async () =>
      directives((await get(`/s/${owner.slug}`)).headers['content-security-policy']),
    close: async () => {
      await t.close();
      await mail.close();
    },
  };
}

describe('the site’s request form with reCAPTCHA (issue 19)', () => {
  let siteverify: SiteverifyStandIn;
  let site: Awaited<ReturnType<typeof siteWith>>;
  // Sign-ups pass until the site's owner has one (their captcha is the accounts' tests').
  let signingUp = true;

  beforeAll(async () => {
    siteverify = await startSiteverify({ secret: SECRET, token: TOKEN });
    const google = recaptchaCaptcha({
      siteKey: SITE_KEY,
      secret: SECRET,
      verifyUrl: siteverify.url,
    });
    site = await siteWith({
      options: google.options,
      verify: (value, ip) => (signingUp ? Promise.resolve(true) : google.verify(value, ip)),
    });
    signingUp = false;
  });
  afterAll(async () => {
    await site?.close();
    await siteverify?.close();
  });

  const pages = () => [
    `/s/${site.slug}/properties/${site.propertyId}`,
    `/s/${site.slug}/widget/${site.propertyId}`,
  ];

  it.each([
    ['ar', 'ضع علامة على «أنا لست روبوتًا» ثم أرسل الطلب.'],
    ['en', 'Tick “I’m not a robot”, then send the request.'],
  ])(
    'shows Google’s checkbox with the site key and Google’s script in the visitor’s language (%s)',
    async (language, missing) => {
      for (const page of pages()) {
        const res = await site.get(`${page}?lang=${language}`);
        expect(res.statusCode).toBe(200);
        const doc = dom(res.body);
        const widgets = doc.querySelectorAll('form#booking-request .g-recaptcha');
        expect(widgets).toHaveLength(1);
        expect(widgets[0]!.getAttribute('data-sitekey')).toBe(SITE_KEY);
        expect(widgets[0]!.getAttribute('data-missing')).toBe(missing);
        expect(doc.querySelector('altcha-widget')).toBeNull();
        const scripts = [...doc.querySelectorAll('script')].map((script) => [
          script.getAttribute('src'),
          script.hasAttribute('async') || script.hasAttribute('defer'),
          script.textContent,
        ]);
        expect(scripts).toEqual([
          [expect.stringMatching(/^\/s\/assets\/site\.[0-9a-f]{12}\.js$/), true, ''],
          [`https://www.google.com/recaptcha/api.js?hl=${language}`, true, ''],
        ]);
      }
    },
  );

  it('allows exactly Google’s reCAPTCHA origins on the pages with the form, and nothing more', async () => {
    const home = await site.homePolicy();
    expect(home.get('script-src')).toEqual(["'self'"]);
    expect(home.has('frame-src')).toBe(false);
    const [propertyPage, widgetPage] = await Promise.all(pages().map(site.get));
    const widened = new Map(home);
    widened.set('script-src', [
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    widened.set('frame-src', [
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(directives(propertyPage!.headers['content-security-policy'])).toEqual(widened);
    // The widget is also framed by any site, as without reCAPTCHA.
    widened.set('frame-ancestors', ['*']);
    expect(directives(widgetPage!.headers['content-security-policy'])).toEqual(widened);
  });

  it('takes a request whose token siteverify confirms, and refuses one without a token with the translated captcha error', async () => {
    const api = siteApi(site.t.app);
    const body = requestBody({ dateFrom: '2026-12-01', dateTo: '2026-12-03' });
    siteverify.received.length = 0;
    for (const captchaValue of [undefined, '', 'made-up-token']) {
      const refused = await api.request(site.slug, site.propertyId, { ...body, captchaValue });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('CAPTCHA_FAILED');
    }
    // Only a token is worth asking Google about.
    expect(siteverify.received.map((sent) => sent.form.response)).toEqual(['made-up-token']);
    // The form says the refusal in the visitor's language (the API's message is English).
    for (const [language, text] of [
      ['ar', 'فشل التحقق. حاول مرة أخرى.'],
      ['en', 'Verification failed. Please try again.'],
    ]) {
      const page = dom((await site.get(`${pages()[0]}?lang=${language}`)).body);
      const errors = page.querySelector('form#booking-request')?.getAttribute('data-errors');
      expect(JSON.parse(errors ?? '{}').CAPTCHA_FAILED).toBe(text);
    }
    const taken = await api.request(site.slug, site.propertyId, { ...body, captchaValue: TOKEN });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().data).toMatchObject({ status: 'pending', dateFrom: '2026-12-01' });
    expect(siteverify.received.at(-1)?.form).toEqual({
      secret: SECRET,
      response: TOKEN,
      remoteip: '203.0.113.10',
    });
  });
});

describe.each([
  ['ALTCHA', 'altcha'],
  ['no captcha', 'none'],
] as const)('the site’s request form with %s', (_name, provider) => {
  let site: Awaited<ReturnType<typeof siteWith>>;

  beforeAll(async () => {
    // ALTCHA's widget (sign-ups pass: their captcha is the accounts' tests'), or the test
    // app's CAPTCHA_PROVIDER=none.
    site = await siteWith(
      provider === 'altcha'
        ? {
            options: { provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_URL },
            verify: async () => true,
          }
        : undefined,
    );
  }, 30_000);
  afterAll(() => site?.close());

  it('keeps the site’s policy as it is: no Google origins', async () => {
    const home = await site.homePolicy();
    const property = await site.get(`/s/${site.slug}/properties/${site.propertyId}`);
    const widget = await site.get(`/s/${site.slug}/widget/${site.propertyId}`);
    expect(directives(property.headers['content-security-policy'])).toEqual(home);
    expect(directives(widget.headers['content-security-policy'])).toEqual(
      new Map(home).set('frame-ancestors', ['*']),
    );
    for (const res of [property, widget]) {
      expect(res.headers['content-security-policy']).not.toMatch(/google|gstatic/);
      const doc = dom(res.body);
      expect(doc.querySelector('.g-recaptcha')).toBeNull();
      expect(doc.querySelector('altcha-widget') !== null).toBe(provider === 'altcha');
    }
  });
});
